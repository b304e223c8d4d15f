import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations } from "./support";

/**
 * The landing page's indicative price (decision 046), JavaScript on and off: the guest fills the route, the day, the
 * preferred time and the party, sees the charter engine's range per jet category marked as indicative, then sends
 * the request as before. Without JavaScript "Fiyatı gör" is one more round trip that keeps every field.
 */

test("a guest sees the indicative price per jet category, then sends the request", async ({ page, javaScriptEnabled }) => {
  const email = `fiyat-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  const form = page.locator("#flight-request-form");
  const panel = form.locator("#indicative-price");
  await expect(panel).toContainText("Kalkış ve varış şehrini, tarihi ve yolcu sayısını girince");

  await form.getByLabel("Ad Soyad").fill("Mert Aydın");
  await form.getByLabel("Kalkış şehri").selectOption("Londra");
  await form.getByLabel("Varış şehri").selectOption("İstanbul");
  await form.getByLabel("Kalkış tarihi").fill(dayAhead(20));
  const time = form.getByLabel("Tercih edilen kalkış saati");
  await expect(time).toHaveValue("09:00");
  await time.fill("15:30");
  await form.getByLabel("Yolcu sayısı").fill("4");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Fiyatı gör" }).click();

  // the ranges, per category, in lira, marked as indicative
  await expect(panel).toContainText("Londra → İstanbul, 4 yolcu");
  await expect(panel.locator("dt").first()).toBeVisible();
  await expect(panel.locator("dd").first()).toHaveText(/^₺[\d.]+( – ₺[\d.]+)?$/);
  await expect(form).toContainText("Tahmini; kesin fiyat teklifle.");
  await expect(time).toHaveAccessibleDescription(/Londra yerel saati/);
  // nothing typed is lost (without JavaScript the page came back from the server)
  await expect(form.getByLabel("Ad Soyad")).toHaveValue("Mert Aydın");
  await expect(time).toHaveValue("15:30");
  await expect(form.getByLabel("Yolcu sayısı")).toHaveValue("4");

  if (javaScriptEnabled) {
    // axe runs as a script in the page: the page with the price shown has no violation
    await expectNoViolations(page, "the landing page with the price", javaScriptEnabled);

    // a change of the party asks again by itself: twelve people do not fit a light jet
    const before = await panel.textContent();
    await form.getByLabel("Yolcu sayısı").fill("12");
    await expect(panel).toContainText("Londra → İstanbul, 12 yolcu");
    expect(await panel.textContent()).not.toBe(before);
    await form.getByLabel("Yolcu sayısı").fill("4");
    await expect(panel).toContainText("4 yolcu");
  }

  await form.getByLabel("E-posta").fill(email);
  await form.getByLabel("Telefon").fill("+90 532 123 45 67");
  await form.getByRole("button", { name: "Talebi Gönder" }).click();
  const sent = page.getByRole("main").getByRole("status").filter({ hasText: "Uçuş Talebi Gönderildi" });
  await expect(sent).toBeVisible();
  await expect(page).toHaveURL(/\?gonderildi=/);
});

test("the price form's bad input stays next to the fields", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  const form = page.locator("#flight-request-form");
  await form.getByLabel("Kalkış şehri").selectOption("Ankara");
  await form.getByLabel("Varış şehri").selectOption("Ankara");
  await form.getByLabel("Kalkış tarihi").fill(dayAhead(5));
  await form.getByRole("button", { name: "Fiyatı gör" }).click();
  if (!javaScriptEnabled) {
    await expect(form.locator('[data-slot="field-error"]', { hasText: "Varış şehri kalkış şehrinden farklı olmalıdır." })).toBeVisible();
    await expect(form.getByLabel("Kalkış tarihi")).toHaveValue(dayAhead(5));
  }
  await expect(form.locator("#indicative-price")).toContainText("Tahmini fiyat için alanlardaki hataları düzeltin.");
});
