import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The customer's flights with JavaScript on and off: list → details → the PDF → a change request → cancel,
 * then the history with its GET filters and the rebook link; axe over the three screens (it runs inside the
 * page, so with JavaScript only). Both projects share one database: the JavaScript project cancels the demo
 * customer's draft, the other one their option.
 */

test.describe("customer flights", () => {
  test("list → details → PDF → change request → cancel", async ({ page, javaScriptEnabled }) => {
    const status = javaScriptEnabled ? "Rezervasyon hazırlanıyor" : "Ödeme bekleniyor";
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
    await page.goto("/dashboard/flights");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Yaklaşan Uçuşlar", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/flights");
    const card = page.locator("article[data-flight-id]").filter({ hasText: status }).first();
    await expect(card).toBeVisible();
    const code = ((await card.locator("h2 .font-mono").textContent()) ?? "").trim();
    expect(code).toMatch(/^UJ-[0-9A-F]{8}$/);
    await expect(card).toContainText("Süre");
    await expect(card).toContainText("Dahil hizmetler");
    await card.getByRole("link", { name: `Detaylar: ${code}` }).click();
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: `Uçuş ${code}`, level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/flights/{id}");

    // the reservation document
    const pdfHref = await page.getByRole("link", { name: "Rezervasyon belgesini indir (PDF)" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // a change request: only spaces first (the message stays beside the field), then sent
    await page.getByLabel("Talebiniz").fill(" ".repeat(12));
    await page.getByRole("button", { name: "Değişiklik talebi gönder" }).click();
    await expect(page.getByText("Talebinizi yazın.")).toBeVisible();
    const text = javaScriptEnabled ? "Catering için vejetaryen menü rica ediyoruz." : "Bir yolcu daha ekleyebilir miyiz?";
    await page.getByLabel("Talebiniz").fill(text);
    await page.getByRole("button", { name: "Değişiklik talebi gönder" }).click();
    await expect(page.getByText("Değişiklik talebiniz alındı; ekibimiz en kısa sürede size dönecek.")).toBeVisible();
    const request = page.locator("li[data-request-kind='change']").filter({ hasText: text });
    await expect(request).toBeVisible();
    await expect(request).toContainText("Beklemede");

    // cancel: a draft or an option is cancelled at once
    await page.getByLabel("İptal nedeni (isteğe bağlı)").fill("Planlarımız değişti.");
    await page.getByLabel("Bu rezervasyonu iptal etmek istediğimi onaylıyorum").check();
    await page.getByRole("button", { name: "Rezervasyonu iptal et" }).click();
    await expect(page.getByText("Rezervasyonunuz iptal edildi; ekibimiz bilgilendirildi.")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Uçuş ${code}`, level: 1 })).toContainText("İptal");
    await expect(page.getByText("Bu uçuş tamamlandı veya iptal edildi; artık değiştirilemez.")).toBeVisible();

    // it has left the upcoming list
    await page.goto("/dashboard/flights");
    await expect(page.locator("article[data-flight-id]").filter({ hasText: code })).toHaveCount(0);
  });

  test("history: summary, filters from the customer's years, PDF and rebook", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
    await page.goto("/dashboard/history");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Uçuş Geçmişi", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/history");
    const summary = page.getByRole("region", { name: "Özet" });
    await expect(summary).toContainText("Tamamlanan uçuş");
    await expect(summary).toContainText("Toplam harcama (TRY)");

    // the year filter lists the years of this customer's own flights
    const years = await page.getByLabel("Yıl").locator("option").allTextContents();
    expect(years[0]).toBe("Tümü");
    const numbers = years.slice(1).map(Number);
    expect(numbers.length).toBeGreaterThan(1);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);

    await page.getByLabel("Durum").selectOption("cancelled");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    const cards = page.locator("article[data-flight-id]");
    // the URL changes a moment before the new list is on screen (with JavaScript the old list is still shown,
    // without it the new page may still be loading): wait for a card, then for no card outside the filter
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: "İptal" })).toHaveCount(0);

    // a completed flight: its PDF and a rebook link with exactly the wizard's parameters
    await page.getByLabel("Durum").selectOption("completed");
    await page.getByLabel("Yıl").selectOption("");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: "Tamamlandı" })).toHaveCount(0);
    const completed = cards.first();
    await expect(completed).toContainText("Tamamlandı");
    const rebook = await completed.getByRole("link", { name: /^Tekrar Rezervasyon: / }).getAttribute("href");
    const url = new URL(rebook!, "http://x");
    expect(url.pathname).toBe("/dashboard/reservation");
    expect([...url.searchParams.keys()].sort()).toEqual(["catering", "from", "groundTransport", "jetId", "passengers", "to"]);
    const pdfHref = await completed.getByRole("link", { name: /^PDF: UJ-/ }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // a year with only a cancelled flight and the completed filter: the empty state
    await page.goto(`/dashboard/history?year=${Math.min(...numbers)}&status=completed`);
    await expect(page.getByRole("heading", { name: "Uçuş Bulunamadı" })).toBeVisible();
  });

  test("staff see a customer's change request on the reservation and mark it answered", async ({ page, javaScriptEnabled }) => {
    const text = `Koltuk düzenini değiştirebilir miyiz? (${javaScriptEnabled ? "js" : "no-js"})`;
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
    await page.goto("/dashboard/flights");
    const card = page.locator("article[data-flight-id]").filter({ hasText: "Onaylandı" }).first();
    const id = await card.getAttribute("data-flight-id");
    await page.goto(`/dashboard/flights/${id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Talebiniz").fill(text);
    await page.getByRole("button", { name: "Değişiklik talebi gönder" }).click();
    await expect(page.getByText("Değişiklik talebiniz alındı; ekibimiz en kısa sürede size dönecek.")).toBeVisible();
    // a confirmed flight: cancelling is a request to staff
    await expect(page.getByRole("button", { name: "İptal talebi gönder" })).toBeVisible();

    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { landing: /\/admin/ });
    await page.goto(`/admin/reservations/${id}`);
    await hydrated(page, javaScriptEnabled);
    const panel = page.getByRole("region", { name: /Müşteri talepleri/ });
    const request = panel.locator("li[data-request-kind='change']").filter({ hasText: text });
    await expect(request).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/admin/reservations/{id} with customer requests");
    await request.getByRole("button", { name: "Yanıtlandı olarak işaretle" }).click();
    await expect(page.getByText("Talep yanıtlandı olarak işaretlendi.")).toBeVisible();
    await expect(page.locator("li[data-request-kind='change']").filter({ hasText: text })).toHaveCount(0);
  });
});
