import { EXTRA_PRICES } from "../../app/lib/domain/pricing";
import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, signIn } from "./support";

/**
 * The customer's jet catalogue and reservation wizard, with JavaScript on and off: the filters, reserve → the
 * wizard with the jet, the three steps with going back (nothing typed is lost), a refused input, the confirmation
 * that staff then find, and axe over the catalogue and every step (axe runs inside the page, so with JavaScript).
 */
const CUSTOMER = "musteri@ufukjet.test";

test.describe("customer jet catalogue", () => {
  test("category chips and capacity filter as GET forms, the empty state, and reserve → the wizard with the jet", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await page
      .getByRole("link", { name: /Jet kataloğu/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/jets$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Jet Kataloğu", level: 1 })).toBeVisible();
    const cards = page.getByTestId("jet-card");
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    await expectNoViolations(page, "catalogue", javaScriptEnabled);

    await page.getByRole("button", { name: "Hafif Jet", exact: true }).click();
    await expect(page).toHaveURL(/category=light/);
    await expect(page.getByRole("button", { name: "Hafif Jet", exact: true })).toHaveAttribute("aria-pressed", "true");
    // the URL changes a moment before the new list is on screen (with JavaScript the old list is still shown,
    // without it the new page may still be loading): wait for a card, then for no card outside the filter
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: "Hafif Jet" })).toHaveCount(0);
    const light = await cards.count();
    expect(light).toBeGreaterThan(0);
    expect(light).toBeLessThan(all);

    await page.getByRole("button", { name: "Tümü" }).click();
    await expect(page).not.toHaveURL(/category=light/);
    await page.getByLabel("Kapasite").selectOption("large");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page).toHaveURL(/capacity=large/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: /-(1[7-9]|[2-9]\d) kişi/ })).toHaveCount(0);

    await page.goto("/dashboard/jets?category=ultra_long_range&capacity=small");
    await expect(page.getByRole("heading", { name: "Jet Bulunamadı" })).toBeVisible();
    await expect(cards).toHaveCount(0);

    await page.goto("/dashboard/jets");
    await hydrated(page, javaScriptEnabled);
    const reserve = page.getByRole("link", { name: /ile rezervasyon yap$/ }).first();
    const href = await reserve.getAttribute("href");
    const jetId = /jetId=([0-9a-f-]{36})/.exec(href ?? "")?.[1];
    expect(jetId).toBeTruthy();
    await reserve.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/reservation\\?jetId=${jetId}`));
    await expect(page.getByRole("heading", { name: "Uçuş bilgileri", level: 2 })).toBeVisible();
    await expect(page.locator('select[name="jet_id"]')).toHaveValue(jetId!);
  });
});

test.describe("reservation wizard", () => {
  test("three steps, back without losing input, a refused value, the estimate, and confirm → quote requests staff see", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const marker = `E2E sihirbaz ${javaScriptEnabled ? "js" : "nojs"} ${Date.now().toString(36)}`;
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await page.getByRole("link", { name: "Uçuş Talep Et" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/reservation$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Uçuş bilgileri", level: 2 })).toBeVisible();
    await expectNoViolations(page, "wizard step 1", javaScriptEnabled);

    // step 1, with one refused value first
    await page.getByLabel("Gidiş-dönüş").check();
    await page.locator("#departure_city").fill("İstanbul");
    await page.locator("#arrival_city").fill("Paris");
    await page.locator("#departure_date").fill(dayAhead(20));
    await page.locator("#return_date").fill(dayAhead(23));
    await page.locator("#passenger_count").fill("25");
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByText("Yolcu sayısı 1 ile 20 arasında olmalıdır.").first()).toBeVisible();
    await expect(page.locator("#arrival_city")).toHaveValue("Paris");
    await expect(page.locator("#return_date")).toHaveValue(dayAhead(23));
    await expectNoViolations(page, "wizard step 1 with errors", javaScriptEnabled);
    await page.locator("#passenger_count").fill("3");
    await page.getByRole("button", { name: "Devam" }).click();

    // step 2
    await expect(page.getByRole("heading", { name: "Ekstralar", level: 2 })).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Premium catering").check();
    await page.getByLabel("VIP salon").check();
    await page.getByLabel("Özel istekler").fill(marker);
    await expectNoViolations(page, "wizard step 2", javaScriptEnabled);

    // back to step 1: what was typed on both steps is still there
    await page.getByRole("button", { name: "Geri" }).click();
    await expect(page.getByRole("heading", { name: "Uçuş bilgileri", level: 2 })).toBeVisible();
    await expect(page.locator("#departure_city")).toHaveValue("İstanbul");
    await expect(page.getByLabel("Gidiş-dönüş")).toBeChecked();
    await expect(page.locator("#return_date")).toHaveValue(dayAhead(23));
    await expect(page.locator("#passenger_count")).toHaveValue("3");
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByRole("heading", { name: "Ekstralar", level: 2 })).toBeVisible();
    await expect(page.getByLabel("Premium catering")).toBeChecked();
    await expect(page.getByLabel("VIP salon")).toBeChecked();
    await expect(page.getByLabel("Kara transferi")).not.toBeChecked();
    await expect(page.getByLabel("Özel istekler")).toHaveValue(marker);
    await page.getByRole("button", { name: "Devam" }).click();

    // step 3: the summary and the estimate, marked as one
    await expect(page.getByRole("heading", { name: "Özet", level: 2 })).toBeVisible();
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toContainText("Tahmini maliyet");
    await expect(estimate).toContainText("Bu bir tahmindir, teklif değildir.");
    // the demo customer's membership tier takes its share off the catering (decision 023):
    // the total is the add-on prices with the discount the page states, not a fixed figure
    const discountText = (await page.getByTestId("discount-catering").textContent()) ?? "";
    const percent = Number(/%\s*(\d+(?:[.,]\d+)?)/.exec(discountText)?.[1]?.replace(",", "."));
    expect(percent).toBeGreaterThan(0);
    const legs = 2; // a round trip: each add-on once per leg
    const expectedTotal = legs * (EXTRA_PRICES.catering * (1 - percent / 100) + EXTRA_PRICES.vip_lounge);
    await expect(page.getByTestId("total-EUR")).toHaveText(`€${expectedTotal}`);
    await expect(page.getByTestId("total-TRY")).toBeVisible();
    await expect(page.getByText(marker)).toBeVisible();
    await expectNoViolations(page, "wizard step 3", javaScriptEnabled);

    // back once more and forward: the add-ons survive
    await page.getByRole("button", { name: "Geri" }).click();
    await expect(page.getByLabel("Premium catering")).toBeChecked();
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByTestId("total-EUR")).toHaveText(`€${expectedTotal}`);

    await page.getByRole("button", { name: "Talebi Gönder" }).click();
    await expect(page).toHaveURL(/\/dashboard\/requests$/);

    // staff see the two legs (out and back) as two quote requests
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto(`/admin/quote-requests?q=${encodeURIComponent(marker)}`);
    await expect(page.locator("tr[data-request-id]")).toHaveCount(2);
  });

  test("a multi-city trip: a leg is added with a button, every leg reaches the summary", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(60_000);
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await page.goto("/dashboard/reservation?from=istanbul&to=Paris&passengers=2");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("#departure_city")).toHaveValue("İstanbul");
    // the further legs show only for a multi-city trip (CSS, so also without JavaScript)
    await expect(page.locator("#legs-0-departure_city")).toBeHidden();
    await page.getByLabel("Çok ayaklı").check();
    await expect(page.locator("#legs-0-departure_city")).toBeVisible();
    await page.locator("#departure_date").fill(dayAhead(30));
    await page.locator("#legs-0-departure_city").fill("Paris");
    await page.locator("#legs-0-arrival_city").fill("Roma");
    await page.locator("#legs-0-departure_date").fill(dayAhead(32));
    await page.getByRole("button", { name: "Ayak ekle" }).click();
    await expect(page.locator("#legs-1-departure_city")).toBeVisible();
    await expect(page.locator("#legs-0-arrival_city")).toHaveValue("Roma");
    await page.locator("#legs-1-departure_city").fill("Roma");
    await page.locator("#legs-1-arrival_city").fill("İstanbul");
    await page.locator("#legs-1-departure_date").fill(dayAhead(34));
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByRole("heading", { name: "Ekstralar", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByRole("heading", { name: "Özet", level: 2 })).toBeVisible();
    const estimate = page.getByTestId("estimate");
    await expect(estimate.getByTestId("leg-line")).toHaveCount(3);
    await expect(estimate).toContainText("Paris → Roma");
    await expect(estimate).toContainText("Roma → İstanbul");
  });

  test("two jets on the same trip get two block times and two prices, each named under the estimate", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, javaScriptEnabled, CUSTOMER);
    // option 0 is "no preference"; `fromEnd` counts back from the last option
    const estimateWith = async (which: "first" | { fromEnd: number }) => {
      await page.goto("/dashboard/reservation?from=istanbul&to=Roma&passengers=2");
      await hydrated(page, javaScriptEnabled);
      await page.locator("#departure_date").fill(dayAhead(40));
      const select = page.getByLabel("Jet", { exact: true });
      const option = which === "first" ? 1 : (await select.locator("option").count()) - 1 - which.fromEnd;
      const label = (await select.locator("option").nth(option).textContent()) ?? "";
      await select.selectOption({ index: option });
      await page.getByRole("button", { name: "Devam" }).click();
      await expect(page.getByRole("heading", { name: "Ekstralar", level: 2 })).toBeVisible();
      await page.getByRole("button", { name: "Devam" }).click();
      const estimate = page.getByTestId("estimate");
      await expect(estimate).toBeVisible();
      await expect(estimate.getByTestId("leg-line")).toContainText("blok süresi");
      return {
        label,
        total: await page.getByTestId("total-TRY").textContent(),
        legLine: await estimate.getByTestId("leg-line").textContent(),
        text: await estimate.textContent(),
      };
    };
    const duration = (line: string | null) => /blok süresi\s*(\d+ sa \d+ dk)/.exec(line ?? "")?.[1];
    const first = await estimateWith("first");
    // jets of one category may share a block time once rounded to 5 minutes: take the last jet whose differs
    let last = await estimateWith({ fromEnd: 0 });
    for (let back = 1; back < 4 && duration(last.legLine) === duration(first.legLine); back += 1) {
      last = await estimateWith({ fromEnd: back });
    }
    expect(first.total).not.toBe(last.total);
    expect(first.legLine).not.toBe(last.legLine);
    // two block times, not only two prices: each jet flies the leg at its own cruise speed
    expect(duration(first.legLine)).toBeTruthy();
    expect(duration(last.legLine)).toBeTruthy();
    expect(duration(first.legLine)).not.toBe(duration(last.legLine));
    // the estimate names the jet it was made for
    expect(first.text).toContain(first.label.split(" · ")[0]);
    expect(last.text).toContain(last.label.split(" · ")[0]);
  });

  test("a jet that is elsewhere: the catalogue and the estimate show its positioning leg, its block time and its line", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await page.goto("/dashboard/jets");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Kalkış şehri").selectOption("Londra");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page).toHaveURL(/from=Londra/);
    const positioned = page.getByTestId("jet-card").filter({ hasText: "konumlandırma" });
    await expect(positioned.first()).toBeVisible();
    const card = positioned.first();
    await expect(card.getByTestId("positioning")).toContainText("blok süresi");
    await expect(card.getByTestId("positioning")).toContainText("₺");
    const note = (await card.getByTestId("positioning").textContent()) ?? "";
    const from = /^(.+?)'(?:d|t)(?:a|e)n konumlandırma/.exec(note)?.[1];
    expect(from).toBeTruthy();
    const name = ((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").trim();

    await page.goto("/dashboard/reservation?from=Londra&to=Paris&passengers=2");
    await hydrated(page, javaScriptEnabled);
    await page.locator("#departure_date").fill(dayAhead(45));
    const select = page.getByLabel("Jet", { exact: true });
    const labels = await select.locator("option").allTextContents();
    const index = labels.findIndex((l) => l.startsWith(name));
    expect(index).toBeGreaterThan(0);
    await select.selectOption({ index });
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByRole("heading", { name: "Ekstralar", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Devam" }).click();
    const line = page.getByTestId("estimate").getByTestId("positioning-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`${from}'`);
    await expect(line).toContainText("konumlandırma");
    await expect(line).toContainText("blok süresi");
    await expect(line).toContainText("₺");
  });

  test("the public site greets the signed-in customer and fills in the request form", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("banner").getByRole("link", { name: /Hesabım/ })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("banner").getByRole("link", { name: "Müşteri Girişi" })).toHaveCount(0);
    await expect(page.locator("#flight-request-form").getByLabel("E-posta")).toHaveValue(CUSTOMER);
  });
});
