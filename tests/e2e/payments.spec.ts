import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/** Staff money path: record a payment within what is due, mark it paid, an admin refunds part of it; and the flights list. */

test.describe("payments", () => {
  test("record → paid → a partial refund by an admin, with per-currency cards", async ({ page, javaScriptEnabled }) => {
    // a long flow of full page loads without JavaScript: more than the default 30 s on a busy machine
    test.slow();
    // each project records its own reference (both run against one database)
    const reference = javaScriptEnabled ? "E2E-JS-0001" : "E2E-NOJS-0001";
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/payments");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Ödemeler", level: 1 })).toBeVisible();
    await expect(page.getByText("Toplam gelir (TRY)")).toBeVisible();

    await page.getByRole("link", { name: "Ödeme kaydet" }).click();
    await hydrated(page, javaScriptEnabled);
    // a refused amount keeps the form open with the message beside the field
    // a reservation with at least ₺12.345,50 still due (the list says what is due on each)
    const reservation = page.getByLabel("Rezervasyon");
    await expect(reservation.locator("option").nth(3)).toBeAttached();
    const options = await reservation
      .locator("option")
      .evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, text: e.textContent ?? "" })));
    const due = (text: string) => Number((/ödenecek ₺([\d.,]+)/.exec(text)?.[1] ?? "0").replace(/\./g, "").replace(",", "."));
    const roomy = options.filter((o) => o.value && due(o.text) >= 20_000);
    expect(roomy.length).toBeGreaterThan(3);
    // from the end of the list (the nearest departures), apart from the money test's options
    await reservation.selectOption(roomy[roomy.length - (javaScriptEnabled ? 1 : 2)]!.value);
    await page.getByLabel("Tutar").fill("12,345");
    await page.getByLabel("Ödeme yöntemi").selectOption("Havale/EFT");
    await page.getByLabel("İşlem referansı").fill(reference);
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Tutar en fazla iki ondalık basamak içerebilir.")).toBeVisible();
    await expect(page.getByLabel("İşlem referansı")).toHaveValue(reference);

    await page.getByLabel("Tutar").fill("12.345,50");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Ödeme kaydedildi.")).toBeVisible();

    await page.locator("#pay-q").fill(reference);
    await page.getByRole("button", { name: "Filtrele" }).click();
    const row = page.locator("tr[data-payment-id]");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("₺12.345,50");
    await expect(row).toContainText("Bekliyor");

    await row.getByRole("button", { name: `${reference} ödemesini ödendi olarak işaretle` }).click();
    await expect(page.getByText("Ödeme ödendi olarak işaretlendi; müşteriye bildirildi.")).toBeVisible();
    await expect(page.locator("tr[data-payment-id]")).toContainText("Tamamlandı");

    await page.getByRole("button", { name: `İade et: ${reference} ödemesi` }).click();
    // the refund form: nothing is refunded yet; more than the payment is refused next to the field
    await expect(page.getByTestId("refundable")).toContainText("₺12.345,50");
    await expect(page.locator("tr[data-payment-id]")).toContainText("Tamamlandı");
    await page.getByLabel("İade tutarı (TRY)").fill("12.345,51");
    await page.getByRole("button", { name: "İadeyi gönder" }).click();
    await expect(
      page.getByText("İade tutarı bu ödemeden iade edilebilecek tutarı aşıyor; en fazla ₺12.345,50 iade edilebilir."),
    ).toBeVisible();
    await page.getByLabel("İade tutarı (TRY)").fill("345,50");
    await page.getByRole("button", { name: "İadeyi gönder" }).click();
    await expect(page.getByText("İade kaydedildi; müşteriye bildirildi.")).toBeVisible();
    await expect(page.locator("tr[data-payment-id]")).toContainText("Kısmen İade Edildi");
  });

  test("the CSV report downloads the filtered list", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    const response = await page.request.get("/admin/payments/export?format=csv&status=paid");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = (await response.body()).toString("utf8");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('"Tamamlandı"'))).toBe(true);
  });
});

test.describe("flights", () => {
  test("the header search finds upcoming flights by city, and the tabs switch by departure", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("searchbox").first().fill("istanbul");
    await page.getByRole("searchbox").first().press("Enter");
    await expect(page).toHaveURL(/\/admin\/flights\?q=istanbul/);
    await expect(page.getByRole("heading", { name: "Uçuş takibi" })).toBeVisible();
    const rows = page.locator("tr[data-reservation-id]");
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText(/İstanbul/);
    await page.getByRole("link", { name: "Geçmiş" }).click();
    await expect(page).toHaveURL(/tab=past/);
  });
});
