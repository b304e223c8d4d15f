import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, signIn } from "./support";

/**
 * Offers (decision 025), with JavaScript on and off: staff add an offer (a price that is no discount is refused
 * beside the field), publish it, and a customer finds it under its chip and asks for it (a concierge message);
 * the customer's list and its `.data`
 * never carry the demo draft or the expired demo offer. Axe over both screens and the staff steps.
 */

test.describe("offers", () => {
  test("staff add and publish an offer; a customer finds it under its chip", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    // each project its own offer (both run against one database)
    const title = javaScriptEnabled ? "Uludağ kayak dersi JS" : "Uludağ kayak dersi NOJS";
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/offers");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Teklifler", level: 1 })).toBeVisible();
    await expect(page.getByText("Süresi dolan")).toBeVisible();

    await page.getByRole("link", { name: "Teklif ekle" }).click();
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("#offer-new");
    await form.getByLabel("Kategori").selectOption("experience");
    await form.getByLabel("Başlık").fill(title);
    await form.getByLabel("Konum").fill("Bursa, Türkiye");
    await form.getByLabel("Para birimi").selectOption("TRY");
    await form.getByLabel("Normal fiyat").fill("10.000");
    // not a discount: refused beside the field, the form keeps what was typed
    await form.getByLabel("İndirimli fiyat").fill("12.000");
    await form.getByLabel("Geçerlilik tarihi").fill(dayAhead(20));
    await form.getByLabel("Özellikler").fill("Özel eğitmen, Ekipman dahil");
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("İndirimli fiyat normal fiyattan düşük olmalıdır.")).toBeVisible();
    await expect(page.locator("#offer-new").getByLabel("Başlık")).toHaveValue(title);
    await page.locator("#offer-new").getByLabel("İndirimli fiyat").fill("7.500");
    // with JavaScript the discount is shown as it will be computed, before saving
    if (javaScriptEnabled) await expect(page.getByText("İndirim: %25 (fiyatlardan hesaplanır)")).toBeVisible();
    await page.locator("#offer-new").getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Teklif taslak olarak eklendi.")).toBeVisible();

    await page.locator("#offers-q").fill(javaScriptEnabled ? "uludag kayak dersi js" : "ULUDAĞ KAYAK DERSİ NOJS");
    await page.getByRole("button", { name: "Filtrele" }).click();
    const row = page.locator("tr[data-offer-id]");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    await expect(row).toContainText("Taslak");
    await expect(row).toContainText("%25");
    await row.getByRole("button", { name: `${title} yayınla` }).click();
    await expect(page.getByText("Teklif yayınlandı; müşteriler artık görebilir.")).toBeVisible();
    await expect(page.locator("tr[data-offer-id]")).toContainText("Yayında");

    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
    await page.goto("/dashboard");
    await hydrated(page, javaScriptEnabled);
    // the profile menu's link (a disclosure: opens without JavaScript too)
    await page.locator("header details > summary").click();
    await page.getByRole("link", { name: "Özel Teklifler" }).click();
    await expect(page).toHaveURL(/\/dashboard\/offers$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Özel Teklifler", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Experience" }).click();
    await expect(page).toHaveURL(/category=experience/);
    await expect(page.getByRole("button", { name: "Experience" })).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByTestId("offer-card");
    await expect(cards.filter({ hasText: title })).toHaveCount(1);
    const card = cards.filter({ hasText: title });
    await expect(card).toContainText("%25 indirim");
    await expect(card).toContainText("₺7.500");
    await expect(card).toContainText("Bursa, Türkiye");
    // "I'd like this offer": the ask reaches the customer's concierge thread, and the chip stays chosen
    await card.getByRole("button", { name: `Bu teklifi istiyorum: ${title}` }).click();
    await expect(page.getByText("Talebiniz iletildi")).toBeVisible();
    await expect(page.getByText(`"${title}" talebiniz concierge ekibimize ulaştı`)).toBeVisible();
    await expect(page).toHaveURL(/category=experience/);
    // asking again for the same offer sends nothing new and says so (decision 049)
    await hydrated(page, javaScriptEnabled);
    await page
      .getByTestId("offer-card")
      .filter({ hasText: title })
      .getByRole("button", { name: `Bu teklifi istiyorum: ${title}` })
      .click();
    await expect(page.getByText("Talebiniz zaten iletildi")).toBeVisible();
    await expect(page.getByText(`"${title}" için talebiniz daha önce concierge ekibimize ulaştı`)).toBeVisible();
    // another chip does not show it
    await page.getByRole("button", { name: "Dining" }).click();
    await expect(page).toHaveURL(/category=dining/);
    await expect(page.getByTestId("offer-card").first()).toBeVisible();
    await expect(page.getByTestId("offer-card").filter({ hasText: title })).toHaveCount(0);

    // the demo draft and the expired demo offer reach neither the page nor its data request
    for (const path of ["/dashboard/offers", "/dashboard/offers.data", "/dashboard/offers.data?category=helicopter"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, path).not.toContain("Monako helikopter");
      expect(body, path).not.toContain("Göcek koylarında");
    }
    const all = await (await page.request.get("/dashboard/offers.data?category=experience")).text();
    expect(all).toContain(title);
  });
});

test.describe("offers: accessibility", () => {
  test("axe finds no violations on the staff and customer screens", async ({ page, browser, baseURL, javaScriptEnabled }) => {
    test.setTimeout(180_000);
    const context = javaScriptEnabled ? null : await browser.newContext({ baseURL, javaScriptEnabled: true, locale: "tr-TR" });
    const axePage = context ? await context.newPage() : page;
    const check = async (path: string) => {
      await axePage.goto(path);
      await hydrated(axePage, true);
      await expectNoViolations(axePage, path);
    };
    try {
      await signIn(axePage, true, "admin@ufukjet.test");
      await axePage.goto("/admin/offers");
      const offerId = await axePage.locator("tr[data-offer-id]").first().getAttribute("data-offer-id");
      expect(offerId).toBeTruthy();
      for (const path of ["/admin/offers", "/admin/offers?new=1", `/admin/offers?edit=${offerId}`, `/admin/offers?delete=${offerId}`]) {
        await check(path);
      }
      await signIn(axePage, true, "musteri@ufukjet.test");
      for (const path of ["/dashboard/offers", "/dashboard/offers?category=hotel", "/dashboard/offers?category=helicopter"])
        await check(path);
    } finally {
      await context?.close();
    }
  });
});
