import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** Staff money path: record a payment, mark it paid, refund it after the confirmation; and the flights list. */
const PASSWORD = "UfukJet!2026";

async function signInAs(page: Page, js: boolean | undefined, email: string) {
  await page.context().clearCookies();
  await page.goto("/auth");
  await hydrated(page, js);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre").fill(PASSWORD);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

test.describe("payments", () => {
  test("record → paid → refund after the confirmation, with per-currency cards", async ({ page, javaScriptEnabled }) => {
    // each project records its own reference (both run against one database)
    const reference = javaScriptEnabled ? "E2E-JS-0001" : "E2E-NOJS-0001";
    await signInAs(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/payments");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Ödemeler", level: 1 })).toBeVisible();
    await expect(page.getByText("Toplam gelir (TRY)")).toBeVisible();

    await page.getByRole("link", { name: "Ödeme kaydet" }).click();
    await hydrated(page, javaScriptEnabled);
    // a refused amount keeps the form open with the message beside the field
    const reservation = page.getByLabel("Rezervasyon");
    const firstReservation = await reservation.locator("option").nth(1).getAttribute("value");
    expect(firstReservation).toBeTruthy();
    await reservation.selectOption(firstReservation!);
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
    await expect(row).toContainText("Beklemede");

    await row.getByRole("button", { name: `${reference} ödemesini ödendi olarak işaretle` }).click();
    await expect(page.getByText("Ödeme ödendi olarak işaretlendi; müşteriye bildirildi.")).toBeVisible();
    await expect(page.locator("tr[data-payment-id]")).toContainText("Ödendi");

    await page.getByRole("button", { name: `${reference} ödemesini iade et` }).click();
    // the confirmation step: nothing is refunded yet
    await expect(page.getByRole("alertdialog")).toContainText("Bu ödemeyi iade etmek istediğinizden emin misiniz?");
    await expect(page.locator("tr[data-payment-id]")).toContainText("Ödendi");
    await page.getByRole("button", { name: "Evet, iade et" }).click();
    await expect(page.getByText("Ödeme iade edildi; müşteriye bildirildi.")).toBeVisible();
    await expect(page.locator("tr[data-payment-id]")).toContainText("İade Edildi");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("the CSV report downloads the filtered list", async ({ page, javaScriptEnabled }) => {
    await signInAs(page, javaScriptEnabled, "admin@ufukjet.test");
    const response = await page.request.get("/admin/payments/export?format=csv&status=paid");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = (await response.body()).toString("utf8");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('"Ödendi"'))).toBe(true);
  });
});

test.describe("flights", () => {
  test("the header search finds upcoming flights by city, and the tabs switch by departure", async ({ page, javaScriptEnabled }) => {
    await signInAs(page, javaScriptEnabled, "operasyon@ufukjet.test");
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
