import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/**
 * Money end to end (decision 042), with JavaScript on and off: an option shows its deadline and deposit; the
 * deposit, recorded and received, confirms it; the balance paid leaves nothing due; cancelling keeps the policy's
 * fee and leaves a refund due, which an admin sends — a partial refund of what was paid.
 */

/** "₺1.234.567" or "₺1.234,50" as the form's decimal text. */
const amountText = (money: string) => money.replace("₺", "").trim();

async function pay(page: Page, js: boolean | undefined, reservationId: string, amount: string, reference: string) {
  await page.goto("/admin/payments?new=1");
  await hydrated(page, js);
  await page.getByLabel("Rezervasyon").selectOption(reservationId);
  await page.getByLabel("Tutar").fill(amount);
  await page.getByLabel("Ödeme yöntemi").selectOption("Havale/EFT");
  await page.getByLabel("İşlem referansı").fill(reference);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Ödeme kaydedildi.")).toBeVisible();
  await page.goto(`/admin/payments?q=${reference}`);
  await hydrated(page, js);
  await page.getByRole("button", { name: `${reference} ödemesini ödendi olarak işaretle` }).click();
  await expect(page.getByText("Ödeme ödendi olarak işaretlendi; müşteriye bildirildi.")).toBeVisible();
}

test("option → deposit → balance → cancel with a fee → partial refund", async ({ page, javaScriptEnabled }) => {
  const tag = javaScriptEnabled ? "E2E-MONEY-JS" : "E2E-MONEY-NOJS";
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
  await page.goto("/admin/reservations?status=optional");
  await hydrated(page, javaScriptEnabled);
  // options priced in lira (other tests add options in euros)
  const hrefs = await page
    .locator("tr")
    .filter({ hasText: "₺" })
    .locator('a[href^="/admin/reservations/"]')
    .evaluateAll((as) =>
      [...new Set(as.map((a) => a.getAttribute("href") ?? ""))].filter((h) => /^\/admin\/reservations\/[0-9a-f-]{36}$/.test(h)),
    );
  expect(hrefs.length).toBeGreaterThan(2);
  // the list is newest departure first: the two farthest options, so the fee leaves something to refund
  const href = hrefs[javaScriptEnabled ? 0 : 1]!;
  const id = href.split("/").pop()!;

  // the option: its deadline and deposit
  await page.goto(href);
  await hydrated(page, javaScriptEnabled);
  const deadline = page.getByTestId("option-deadline");
  await expect(deadline).toContainText("tarihine kadar geçerlidir");
  const deposit = /kapora \((₺[\d.,]+)\)/.exec((await deadline.textContent()) ?? "")?.[1];
  expect(deposit).toBeTruthy();
  await expect(page.getByTestId("cancellation-terms")).toContainText("Şimdi iptal edilirse");

  // the deposit confirms it
  await pay(page, javaScriptEnabled, id, amountText(deposit!), `${tag}-1`);
  await page.goto(href);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: /Durum/ })).toContainText("Onaylı");

  // the balance: what is due, paid, leaves nothing due
  const due = (await page.locator('[data-balance="due"] dd').textContent())!.trim();
  expect(due).not.toBe("₺0");
  await pay(page, javaScriptEnabled, id, amountText(due), `${tag}-2`);
  await page.goto(href);
  await hydrated(page, javaScriptEnabled);
  await expect(page.locator('[data-balance="due"] dd')).toHaveText("₺0");

  // cancelling keeps the fee and leaves the rest as a refund to send
  await page.getByRole("button", { name: "İptal et" }).click();
  await expect(page.getByText("İptal", { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-balance="owed"]')).toContainText("İptal ücreti");
  await expect(page.locator('[data-balance="refundPending"]')).toContainText("Gönderilecek iade");

  // an admin sends it: the payment is refunded in part
  await page.goto("/admin/payments");
  await hydrated(page, javaScriptEnabled);
  const code =
    (await page
      .locator("[data-refund-id]")
      .filter({ has: page.locator(`a[href="${href}"]`) })
      .count()) > 0;
  expect(code).toBe(true);
  await page
    .locator("[data-refund-id]")
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first()
    .getByRole("button")
    .click();
  await expect(page.getByText("İade gönderildi olarak işaretlendi; müşteriye bildirildi.")).toBeVisible();
  await page.goto(`/admin/payments?q=${tag}`);
  await hydrated(page, javaScriptEnabled);
  await expect(
    page
      .locator("tr[data-payment-id]")
      .filter({ hasText: /İade Edildi/ })
      .first(),
  ).toBeVisible();
  await page.goto(href);
  await hydrated(page, javaScriptEnabled);
  await expect(page.locator('[data-balance="refunded"] dd')).not.toHaveText("₺0");
});
