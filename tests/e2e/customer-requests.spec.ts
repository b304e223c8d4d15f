import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The customer's side of the loop (/dashboard/requests): the demo customer signs in, finds an offer staff
 * approved (price, jet, validity with its countdown, nothing of the broker), and accepts it, which leads to the
 * new flight. Each project accepts its own seeded offer (both run against one database): JavaScript on takes
 * İstanbul → Londra, off takes İstanbul → Dubai.
 */

test.describe("my requests and offers", () => {
  test("the demo customer sees an approved offer and accepts it", async ({ page, javaScriptEnabled }) => {
    const [to, price, operator] = javaScriptEnabled
      ? ["Londra", "$49.500", "Bosphorus Aviation Brokers"]
      : ["Dubai", "€41.800", "Anadolu Jet Partners"];
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await page
      .getByRole("link", { name: /Taleplerim/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/requests$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Taleplerim ve Tekliflerim", level: 1 })).toBeVisible();

    const card = page
      .getByRole("region")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`İstanbul → ${to}`) }) })
      // exactly the word: "Teklif hazırlanıyor" (a request still waiting) begins with it
      .filter({ has: page.getByText("Teklif hazır", { exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(price);
    // the customer's words: staff approving set the request to accepted, the customer reads "Teklif hazır"
    for (const staffWord of ["Kabul Edildi", "Yanıt bekliyor"]) await expect(card).not.toContainText(staffWord);
    // who flies it, the aircraft, the departure at İstanbul with its zone, what is included
    await expect(card.getByTestId("offer-operator")).toHaveText(operator);
    await expect(card.getByTestId("offer-aircraft")).toContainText(/\d{4} model · .+ · \d+ koltuk/);
    await expect(card.getByTestId("offer-departure")).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} GMT\+3/);
    await expect(card.getByTestId("offer-inclusions")).toContainText("Havalimanı vergi ve harçları");
    await expect(card.getByTestId("countdown")).toHaveText(/^\d+ gün( \d+ saat)? kaldı$/);
    // nothing of the broker's people or of staff's notes reaches the customer
    const text = await page.locator("main").innerText();
    for (const hidden of ["Broker notu", "broker@ufukjet.test"]) expect(text).not.toContain(hidden);

    if (javaScriptEnabled) {
      await expectNoViolations(page, "/dashboard/requests");
      await card.getByText("Reddetmek istiyorum").click();
      await expect(card.getByLabel("Gerekçe (isteğe bağlı)")).toBeVisible();
      await expectNoViolations(page, "/dashboard/requests with the decline form open");
    }

    await card.getByRole("button", { name: new RegExp(`Teklifi Kabul Et: İstanbul → ${to}`) }).click();
    await expect(page).toHaveURL(/\/dashboard\/flights\/[0-9a-f-]{36}$/);

    // the offer is answered: no second accept, and the request links to the flight
    await page.goto("/dashboard/requests");
    await hydrated(page, javaScriptEnabled);
    const answered = page
      .getByRole("region")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`İstanbul → ${to}`) }) })
      .filter({ hasText: price });
    await expect(answered).toHaveCount(1);
    // accepting held the jet: the customer's word for an option
    await expect(answered).toContainText("Ödeme bekleniyor");
    await expect(answered.getByRole("button", { name: /Teklifi Kabul Et/ })).toHaveCount(0);
    await expect(answered.getByRole("link", { name: "Uçuşu görüntüle" })).toHaveAttribute("href", /\/dashboard\/flights\/[0-9a-f-]{36}$/);
  });
});
