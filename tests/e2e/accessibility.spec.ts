import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * axe-core over every screen and dialog state, at desktop and phone widths: any violation fails the test,
 * so what was fixed stays fixed.
 */

const SIZES = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const SCREENS: Record<string, { who: string | null; paths: string[] }> = {
  public: { who: null, paths: ["/", "/bos-bacaklar", "/gizlilik", "/kullanim-kosullari", "/auth", "/auth?tab=signup", "/bu-sayfa-yok"] },
  admin: {
    who: "admin@ufukjet.test",
    paths: [
      "/admin",
      "/admin/quote-requests",
      "/admin/broker-quotes",
      "/admin/empty-legs",
      "/admin/empty-legs?tab=approved",
      "/admin/settings",
      "/admin/settings?new=1",
      "/admin/settings/outbox",
      "/admin/olmayan",
    ],
  },
  broker: {
    who: "broker@ufukjet.test",
    paths: ["/broker", "/broker?tab=mine", "/broker/quote-requests", "/broker/empty-legs", "/broker/empty-legs/new", "/broker/profile"],
  },
  customer: { who: "musteri@ufukjet.test", paths: ["/dashboard", "/dashboard/profile", "/"] },
};

for (const size of SIZES) {
  test.describe(`axe at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const [area, { who, paths }] of Object.entries(SCREENS)) {
      test(`${area} screens`, async ({ page, javaScriptEnabled }) => {
        test.setTimeout(120_000);
        if (who) await signIn(page, javaScriptEnabled, who, { keepCookies: true });
        for (const path of paths) {
          await page.goto(path);
          await hydrated(page, javaScriptEnabled);
          await expectNoViolations(page, `${path} (${size.name})`);
        }
      });
    }

    test("a published leg's request form and the refused guest form", async ({ page, javaScriptEnabled }) => {
      await page.goto("/bos-bacaklar");
      await hydrated(page, javaScriptEnabled);
      await page
        .getByRole("link", { name: /rezervasyon talep et/i })
        .first()
        .click();
      await hydrated(page, javaScriptEnabled);
      await expectNoViolations(page, "leg request");
      await page.goto("/");
      await hydrated(page, javaScriptEnabled);
      const form = page.locator("#flight-request-form");
      await form.getByLabel("Kalkış şehri").selectOption("İstanbul");
      await form.getByLabel("Varış şehri").selectOption("İstanbul");
      await form.getByLabel("Kalkış tarihi").fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
      await form.getByLabel("Ad Soyad").fill("Deniz Ak");
      await form.getByLabel("E-posta").fill("deniz@example.com");
      await form.getByLabel("Telefon").fill("abc");
      await form.getByRole("button", { name: "Talebi Gönder" }).click();
      await expect(form.locator('[data-slot="error-summary"]')).toBeVisible();
      await expectNoViolations(page, "refused guest form");
    });

    test("the admin's empty-leg detail dialog and the broker's leg dialog", async ({ page, javaScriptEnabled }) => {
      await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { keepCookies: true });
      await page.goto("/admin/empty-legs?tab=approved");
      await hydrated(page, javaScriptEnabled);
      const opener = page.getByRole("link", { name: /^Detay:/ }).first();
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "admin leg detail dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toBeFocused();

      // the broker's leg dialog: opened by a link, closed with Escape, the focus back on that link
      await page.goto("/auth");
      await page.context().clearCookies();
      await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { keepCookies: true });
      await page.goto("/broker/empty-legs");
      await hydrated(page, javaScriptEnabled);
      const add = page.getByRole("link", { name: "Yeni Boş Bacak" });
      await add.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "broker leg dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(add).toBeFocused();
    });
  });
}

test.describe("the admin kit's confirmation step", () => {
  test("takes the focus, closes with Escape and with its cancel link, and gives the focus back to its trigger", async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { keepCookies: true });
    await page.goto("/admin/offers");
    await hydrated(page, javaScriptEnabled);
    const trigger = page.locator("tr[data-offer-id]").first().getByRole("button", { name: /sil/i });
    await trigger.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expectNoViolations(page, "offer delete confirmation");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/delete=/);
    await expect(trigger).toBeFocused();

    await trigger.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Vazgeç" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // nothing was deleted
    await expect(page.locator("tr[data-offer-id]").first()).toBeVisible();
  });
});
