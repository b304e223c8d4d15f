import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, homeOf, linkFromOutbox, payOnHostedPage, shownCents, signIn } from "./support";

/**
 * A guest's whole way to a booked flight without a phone call or a sign-up, with JavaScript on and off: the
 * landing form's indicative price, the request, a broker's quote and staff's approval, the "Teklif hazır" e-mail's
 * one-time link (decision 047), the offer in the customer's words with who flies it and when (decision 048), the
 * acceptance that holds the jet, and the deposit paid by card on the provider's page (decision 045) with the rest
 * of the price left due. Each project flies its own route (both run against one database).
 */

test("a guest: indicative price → request → broker quote → staff approval → the e-mail's link → accept → deposit by card", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // four people's steps in one walk
  test.slow();
  const stamp = Date.now();
  const to = javaScriptEnabled ? "Roma" : "Atina";
  const name = `Defne Yolculuk${javaScriptEnabled ? "js" : "nojs"}${stamp}`;
  const email = `yolculuk-${javaScriptEnabled ? "js" : "nojs"}-${stamp}@example.com`;
  const [typed, shown] = javaScriptEnabled ? ["23.750,50", "€23.750,50"] : ["21900", "€21.900"];

  // 1. the guest sees an indicative price before sending
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  const form = page.locator("#flight-request-form");
  await form.getByLabel("Ad Soyad").fill(name);
  await form.getByLabel("Kalkış şehri").selectOption("İstanbul");
  await form.getByLabel("Varış şehri").selectOption(to);
  // each project its own day: the same jet cannot be held twice at once, and the other project takes it too
  await form.getByLabel("Kalkış tarihi").fill(dayAhead(javaScriptEnabled ? 25 : 33));
  await form.getByLabel("Tercih edilen kalkış saati").fill("11:15");
  await form.getByLabel("Yolcu sayısı").fill("3");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Fiyatı gör" }).click();
  const panel = form.locator("#indicative-price");
  await expect(panel).toContainText(`İstanbul → ${to}, 3 yolcu`);
  await expect(panel.locator("dd").first()).toHaveText(/^₺[\d.]+( – ₺[\d.]+)?$/);
  await form.getByLabel("E-posta").fill(email);
  await form.getByLabel("Telefon").fill("+90 532 222 33 44");
  await form.getByRole("button", { name: "Talebi Gönder" }).click();
  const sent = page.getByRole("main").getByRole("status").filter({ hasText: "Uçuş Talebi Gönderildi" });
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId("offer-link-next")).toContainText("hesap açmanıza gerek yok");

  // 2. staff show the request to the brokers
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { landing: homeOf("admin@ufukjet.test") });
  await page.goto(`/admin/quote-requests?q=${encodeURIComponent(name)}`);
  await hydrated(page, javaScriptEnabled);
  const row = page.locator("tr[data-request-id]");
  await expect(row).toHaveCount(1);
  const requestId = await row.getAttribute("data-request-id");
  await row.getByRole("switch").click();
  await expect(page.getByText("Talep brokerlara görünür yapıldı.")).toBeVisible();

  // 3. a broker quotes it
  await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { landing: homeOf("broker@ufukjet.test") });
  await page.goto(`/broker/quote/${requestId}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Teklif tutarı").fill(typed);
  await page.getByLabel("Para birimi").selectOption("EUR");
  // the first jet the form offers (only jets that seat the party and reach the route are listed)
  await page.getByLabel("Önerilen jet").selectOption({ index: 1 });
  await page.getByLabel("Geçerlilik süresi").selectOption("72");
  await page.getByRole("button", { name: "Teklif Gönder" }).click();
  await expect(page.getByText("Teklif başarıyla gönderildi!")).toBeVisible();

  // 4. operations approve the quote, which e-mails the guest "Teklif hazır" with a fresh link
  await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { landing: homeOf("operasyon@ufukjet.test") });
  await page.goto(`/admin/broker-quotes?request_id=${requestId}`);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByText(shown)).toBeVisible();
  await page.getByRole("button", { name: "Anadolu Jet Partners teklifini onayla" }).click();
  if (javaScriptEnabled) await page.getByRole("alertdialog").getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByText("Teklif başarıyla onaylandı.")).toBeVisible();

  // 5. the guest follows the e-mail's link: no sign-up, no password
  const link = await linkFromOutbox(browser, email, new RegExp(`Teklif hazır: İstanbul → ${to}`), "/teklif/ac?t=");
  await page.context().clearCookies();
  await page.goto(link);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Teklifinizi açın", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Teklifimi aç" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/requests\\?request=${requestId}$`));
  await hydrated(page, javaScriptEnabled);

  // 6. the offer in the customer's words: who flies it, when, what is included
  const card = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`İstanbul → ${to}`) }) })
    .filter({ has: page.getByText("Teklif hazır", { exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(shown);
  await expect(card.getByTestId("offer-operator")).toHaveText("Anadolu Jet Partners");
  await expect(card.getByTestId("offer-aircraft")).toContainText(/\d{4} model · .+ · \d+ koltuk/);
  await expect(card.getByTestId("offer-departure")).toContainText("11:15 GMT+3");
  await expect(card.getByTestId("offer-inclusions")).toContainText("Havalimanı vergi ve harçları");
  await expect(card).toContainText("Talep durumu: Teklif hazır");
  await expect(card).toContainText("Teklif durumu: Teklif hazır");
  for (const staffWord of ["Kabul Edildi", "Yanıt bekliyor", "Onaylandı"]) await expect(card).not.toContainText(staffWord);
  await expectNoViolations(page, "the offer in the customer's words", javaScriptEnabled);

  // 7. accepting holds the jet: the flight page, in the customer's word for an option, with the deposit to pay
  await card.getByRole("button", { name: new RegExp(`Teklifi Kabul Et: İstanbul → ${to}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/flights\/[0-9a-f-]{36}$/);
  const flight = page.url();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ödeme bekleniyor");
  const deposit = (await page.getByTestId("card-payment-amount").textContent())!.trim();
  // the deposit is the server's share of the accepted price, not the whole of it
  expect(shownCents(deposit)).toBeGreaterThan(0);
  expect(shownCents(deposit)).toBeLessThan(shownCents(shown));

  // 8. the deposit by card on the provider's hosted page (its stand-in), for the amount the server asked
  await page.getByTestId("card-payment").getByRole("button", { name: "Kaporayı kartla öde" }).click();
  expect(shownCents(await payOnHostedPage(page, "5528 7900 0000 0008"))).toBe(shownCents(deposit));
  await expect(page.getByRole("heading", { name: "Ödeme alındı" })).toBeVisible();
  await page.getByRole("button", { name: "Mağazaya dön" }).click();

  // 9. back through the provider's callback: confirmed, the deposit paid and the rest of the price due
  await expect(page).toHaveURL(flight);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Onaylandı");
  const money = page.getByTestId("reservation-money");
  const paid = (await money.locator('[data-balance="paid"] dd').textContent())!;
  const due = (await money.locator('[data-balance="due"] dd').textContent())!;
  expect(shownCents(paid)).toBe(shownCents(deposit));
  expect(shownCents(paid) + shownCents(due)).toBe(shownCents(shown));

  // the request reads as its reservation, and offers nothing more to accept
  await page.goto("/dashboard/requests");
  const answered = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`İstanbul → ${to}`) }) })
    .filter({ hasText: shown });
  await expect(answered).toContainText("Onaylandı");
  await expect(answered.getByRole("button", { name: /Teklifi Kabul Et/ })).toHaveCount(0);
});
