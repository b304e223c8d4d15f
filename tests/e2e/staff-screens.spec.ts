import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The staff screens' rough edges: every in-place step (confirmation, add/edit panel, refund form, dialog) closes
 * with Escape and gives the focus back to what opened it; a row's confirmation stands next to its row; the
 * concierge reply boxes keep the focus after a message is sent; on a phone the lists are labelled cards with
 * nothing to scroll sideways; a flight that has not landed offers no completion. With JavaScript on and off.
 */

type Page = import("@playwright/test").Page;
type Locator = import("@playwright/test").Locator;

/** One in-place step of an admin screen: where it is, the row (or page) holding what opens it, and the step. */
type Step = {
  name: string;
  path: string;
  /** the row whose button or link opens the step (the page for a header's link) */
  scope: (page: Page) => Locator;
  trigger: (scope: Locator) => Locator;
  step: (page: Page) => Locator;
  /** the step is a row's own (a confirmation, a refund): it stands in the table row right under that row */
  besideRow?: boolean;
};

const firstRow = (selector: string, action: RegExp) => (page: Page) =>
  page
    .locator(selector)
    .filter({ has: page.getByRole("button", { name: action }) })
    .first();

const STEPS: Step[] = [
  {
    name: "offer delete confirmation",
    path: "/admin/offers",
    scope: firstRow("tr[data-offer-id]", / sil$/),
    trigger: (row) => row.getByRole("button", { name: / sil$/ }),
    step: (page) => page.getByRole("alertdialog"),
    besideRow: true,
  },
  {
    name: "jet delete confirmation",
    path: "/admin/jets",
    scope: firstRow("tr[data-jet-id]", / sil$/),
    trigger: (row) => row.getByRole("button", { name: / sil$/ }),
    step: (page) => page.getByRole("alertdialog"),
    besideRow: true,
  },
  {
    name: "broker delete confirmation",
    path: "/admin/brokers",
    scope: firstRow("tr[data-broker-id]", /brokerını sil$/),
    trigger: (row) => row.getByRole("button", { name: /brokerını sil$/ }),
    step: (page) => page.getByRole("alertdialog"),
    besideRow: true,
  },
  {
    name: "payment refund form",
    path: "/admin/payments",
    scope: firstRow("tr[data-payment-id]", /^İade et: .* ödemesi$/),
    trigger: (row) => row.getByRole("button", { name: /^İade et: .* ödemesi$/ }),
    step: (page) => page.getByRole("region", { name: "Ödeme iadesi" }),
    besideRow: true,
  },
  {
    name: "offer edit panel",
    path: "/admin/offers",
    scope: (page) => page.locator("tr[data-offer-id]").first(),
    trigger: (row) => row.getByRole("link", { name: / düzenle$/ }),
    step: (page) => page.getByRole("region", { name: /^Teklifi düzenle: / }),
  },
  {
    name: "jet edit panel",
    path: "/admin/jets",
    scope: (page) => page.locator("tr[data-jet-id]").first(),
    trigger: (row) => row.getByRole("link", { name: / düzenle$/ }),
    step: (page) => page.getByRole("region", { name: / — düzenle$/ }),
  },
  {
    name: "customer add panel",
    path: "/admin/customers",
    scope: (page) => page.locator("main"),
    trigger: (main) => main.getByRole("link", { name: "Müşteri ekle" }),
    step: (page) => page.getByRole("region", { name: "Yeni müşteri" }),
  },
];

test.describe("the admin screens' steps", () => {
  for (const s of STEPS) {
    test(`${s.name}: opens in place, closes with Escape (or its close link) and gives the focus back`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
      await page.goto(s.path);
      await hydrated(page, javaScriptEnabled);
      const row = s.scope(page);
      const trigger = s.trigger(row);
      await trigger.click();
      const step = s.step(page);
      await expect(step).toBeVisible();
      // a row's step stands in the table, in the row right under the row it is about
      if (s.besideRow) await expect(row.locator("xpath=following-sibling::tr[1]").locator("[tabindex='-1']").first()).toBeVisible();
      if (javaScriptEnabled) {
        await expect(step).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(step).toHaveCount(0);
        await expect(trigger).toBeFocused();
        // Escape again (a second opening) behaves the same
        await trigger.press("Enter");
        await expect(step).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(step).toHaveCount(0);
        await expect(trigger).toBeFocused();
        // opened by its address (a reload, a bookmark), nothing was pressed: Escape gives the focus to what opens it
        await trigger.press("Enter");
        await expect(step).toBeFocused();
        await page.reload();
        await hydrated(page, javaScriptEnabled);
        await expect(step).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(step).toHaveCount(0);
        await expect(trigger).toBeFocused();
      } else {
        // without JavaScript the step is a plain panel: its close link leads back to the list
        const confirmation = (await step.getAttribute("role")) === "alertdialog";
        await (confirmation ? step.getByRole("link").last() : step.getByRole("link").first()).click();
        await expect(step).toHaveCount(0);
      }
    });
  }

  test("the broker quote approval dialog gives the focus back to its button", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/broker-quotes");
    await hydrated(page, javaScriptEnabled);
    const approve = page.getByRole("button", { name: /onayla/i }).first();
    if (!javaScriptEnabled) {
      // without JavaScript the button posts at once: there is no dialog to close
      await expect(approve).toBeVisible();
      return;
    }
    await approve.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(approve).toBeFocused();
  });
});

test.describe("the concierge reply boxes", () => {
  test("staff keep the focus in the reply box after sending", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/concierge");
    await page.getByRole("list", { name: "Yazışmalar" }).getByRole("link").first().click();
    await hydrated(page, javaScriptEnabled);
    const box = page.getByLabel("Yanıtınız");
    const text = `Odak kutuda kalır (${javaScriptEnabled ? "js" : "no-js"})`;
    await box.fill(text);
    await page.getByRole("button", { name: "Yanıtla" }).click();
    await expect(page.getByRole("log").locator("li").last()).toContainText(text);
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
  });

  test("the customer keeps the focus in the message box after sending", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
    await page.goto("/dashboard/concierge");
    await hydrated(page, javaScriptEnabled);
    const box = page.getByLabel("Mesajınız");
    // arriving at the page does not put the focus in the box
    await expect(box).not.toBeFocused();
    const text = `Mesajdan sonra odak (${javaScriptEnabled ? "js" : "no-js"})`;
    await box.fill(text);
    await page.getByRole("button", { name: "Gönder" }).click();
    await expect(page.getByRole("log").locator("li").last()).toContainText(text);
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
  });
});

test.describe("the staff lists on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const LISTS = [
    { path: "/admin/flights?tab=upcoming", row: "tr[data-reservation-id]", date: "Kalkış → varış (yerel saat; altında UTC)" },
    { path: "/admin/reservations", row: "tr[data-reservation-id]", date: "Kalkış → varış (yerel saat)" },
    { path: "/admin/payments", row: "tr[data-payment-id]", date: "Tarih" },
  ];
  for (const list of LISTS) {
    test(`${list.path}: labelled cards with date, amount and status, nothing to scroll sideways`, async ({ page, javaScriptEnabled }) => {
      await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
      await page.goto(list.path);
      await hydrated(page, javaScriptEnabled);
      const card = page.locator(list.row).first();
      await expect(card).toBeVisible();
      // the headings row is not shown: each value carries its label
      await expect(page.locator("thead").first()).toBeHidden();
      for (const label of [list.date, "Tutar", "Durum"]) {
        const cell = card.locator(`td[data-label="${label}"]`);
        await expect(cell, label).toBeVisible();
        const shown = await cell.evaluate((td) => {
          const box = td.getBoundingClientRect();
          return { label: getComputedStyle(td, "::before").content, right: box.right, left: box.left };
        });
        expect(shown.label).toBe(JSON.stringify(label));
        expect(shown.left).toBeGreaterThanOrEqual(0);
        expect(shown.right).toBeLessThanOrEqual(390);
      }
      const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      if (javaScriptEnabled) await expectNoViolations(page, `${list.path} at 390 px`);
    });
  }
});

test.describe("a flight that has not landed", () => {
  test("offers no completion, and says why", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/flights?tab=upcoming");
    await hydrated(page, javaScriptEnabled);
    const confirmed = page.locator("tr[data-reservation-id]").filter({ hasText: "Onaylı" }).first();
    await confirmed.getByRole("link").first().click();
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("button", { name: "İptal et" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tamamlandı olarak işaretle" })).toHaveCount(0);
    await expect(page.getByTestId("held-back-moves")).toContainText(
      "Tamamlandı olarak işaretle: Uçuş inmeden (varış zamanından önce) rezervasyon tamamlanamaz.",
    );
  });
});
