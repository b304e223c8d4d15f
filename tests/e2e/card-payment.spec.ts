import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, payOnHostedPage, signIn } from "./support";

/**
 * Paying a deposit by card (decision 045), with JavaScript on and off, against the provider's stand-in the app
 * serves itself: staff put an option of €10.000 on the demo customer, the customer opens it, pays the deposit the
 * server computed (30 %) on the provider's hosted page with the test card and its 3-D code, and comes back through
 * the callback to the flight — confirmed, with the rest still due. Each project makes its own option (both run
 * against one database), so no other test's demo flights change.
 */

/** Staff create an option (€10.000 unless `total` says otherwise) for the demo customer; answers its id. */
async function optionForDemoCustomer(page: Page, js: boolean | undefined, daysAhead: number, total = "10.000") {
  await signIn(page, js, "admin@ufukjet.test");
  await page.goto("/admin/reservations/new");
  await hydrated(page, js);
  const customer = page.getByLabel("Müşteri");
  const value = await customer.locator("option", { hasText: "Ahmet Yılmaz" }).first().getAttribute("value");
  await customer.selectOption(value!);
  await page.getByLabel("Rota").selectOption({ label: "İstanbul → Bodrum" });
  // an option holds a jet
  await page.getByLabel("Jet", { exact: true }).selectOption({ index: 1 });
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Kalkış \(/).fill(`${day}T10:00`);
  await page.getByLabel("Yolcu sayısı").fill("2");
  await page.getByLabel("Toplam tutar").fill(total);
  await page.getByLabel("Para birimi").selectOption("EUR");
  await page.getByLabel("Başlangıç durumu").selectOption({ label: "Opsiyonel" });
  await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

test("a customer pays an option's deposit by card and sees it confirmed with the rest due", async ({ page, javaScriptEnabled }) => {
  const id = await optionForDemoCustomer(page, javaScriptEnabled, javaScriptEnabled ? 131 : 133);
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
  await page.goto(`/dashboard/flights/${id}`);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ödeme bekleniyor");
  const pay = page.getByTestId("card-payment");
  await expect(pay.getByTestId("card-payment-amount")).toHaveText("€3.000");
  await pay.getByRole("button", { name: "Kaporayı kartla öde" }).click();

  // the provider's hosted page (the stand-in), for the amount the server asked for
  expect(await payOnHostedPage(page, "5528 7900 0000 0008")).toBe("€3.000,00");
  await expect(page.getByRole("heading", { name: "Ödeme alındı" })).toBeVisible();
  await page.getByRole("button", { name: "Mağazaya dön" }).click();

  // back through the callback: recorded, confirmed, the rest due, and no second deposit offered
  await expect(page).toHaveURL(new RegExp(`/dashboard/flights/${id}$`));
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByText("Kart ödemeniz rezervasyonunuza işlendi", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Onaylandı");
  const money = page.getByTestId("reservation-money");
  await expect(money.locator('[data-balance="paid"] dd')).toHaveText("€3.000");
  await expect(money.locator('[data-balance="due"] dd')).toHaveText("€7.000");
  await expect(pay.getByRole("button", { name: "Kalanı kartla öde" })).toBeVisible();
  await expect(pay.getByTestId("card-payment-amount")).toHaveText("€7.000");
});

test("a declined card shows the provider's reason in Turkish and leaves the deposit due", async ({ page, javaScriptEnabled }) => {
  const id = await optionForDemoCustomer(page, javaScriptEnabled, javaScriptEnabled ? 135 : 137);
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
  await page.goto(`/dashboard/flights/${id}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByTestId("card-payment").getByRole("button", { name: "Kaporayı kartla öde" }).click();
  expect(await payOnHostedPage(page, "4111 1111 1111 1129")).toBe("€3.000,00");
  await page.getByRole("button", { name: "Mağazaya dön" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/flights/${id}$`));
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByText("Ödeme sağlayıcısının yanıtı: Kart limiti yetersiz, yetersiz bakiye")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ödeme bekleniyor");
  await expect(page.getByTestId("reservation-money").locator('[data-balance="paid"] dd')).toHaveText("€0");
  // the deposit is still offered: a new checkout can be started
  await expect(page.getByTestId("card-payment-amount")).toHaveText("€3.000");
});

test("an admin refunds part of a card payment through the provider and sees it recorded", async ({ page, javaScriptEnabled }) => {
  // a long flow of full page loads: more than the default 30 s on a busy machine
  test.slow();
  // each project pays its own deposit, of its own amount, to find its own row (both run against one database)
  const [total, deposit, listed] = javaScriptEnabled ? ["12.340", "€3.702,00", "€3.702"] : ["12.350", "€3.705,00", "€3.705"];
  const id = await optionForDemoCustomer(page, javaScriptEnabled, javaScriptEnabled ? 139 : 141, total);
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
  await page.goto(`/dashboard/flights/${id}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByTestId("card-payment").getByRole("button", { name: "Kaporayı kartla öde" }).click();
  expect(await payOnHostedPage(page, "5528 7900 0000 0008")).toBe(deposit);
  await page.getByRole("button", { name: "Mağazaya dön" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/flights/${id}$`));

  await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
  await page.goto("/admin/payments?status=paid");
  await hydrated(page, javaScriptEnabled);
  const row = page.locator("tr[data-payment-id]", { hasText: listed }).first();
  await expect(row).toContainText("Kredi Kartı");
  const reference = (await row.locator("td").nth(1).textContent())!.trim();
  await row.getByRole("button", { name: `İade et: ${reference} ödemesi` }).click();

  // the refund form says the money goes back through the provider; more than the payment is refused before asking it
  await expect(page.getByTestId("refund-card")).toBeVisible();
  await expect(page.getByTestId("refundable")).toContainText(listed);
  // axe runs in the page's JavaScript: with it switched off, the no-JS project checks the same screen's flow only
  await expectNoViolations(page, "refund step", javaScriptEnabled);
  await page.getByLabel("İade tutarı (EUR)").fill("5.000");
  await page.getByRole("button", { name: "İadeyi gönder" }).click();
  await expect(page.getByText(`en fazla ${deposit} iade edilebilir`, { exact: false })).toBeVisible();
  await page.getByLabel("İade tutarı (EUR)").fill("702");
  await page.getByLabel("İade nedeni").fill("Tarih değişikliği");
  await page.getByRole("button", { name: "İadeyi gönder" }).click();
  await expect(page.getByText("İade kaydedildi; müşteriye bildirildi.")).toBeVisible();

  // recorded from the provider's answer: the payment is refunded in part
  await page.goto(`/admin/payments?q=${reference}`);
  await hydrated(page, javaScriptEnabled);
  const refunded = page.locator("tr[data-payment-id]");
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText("Kısmen İade Edildi");
});
