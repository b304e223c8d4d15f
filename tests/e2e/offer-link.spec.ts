import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, linkFromOutbox } from "./support";

/**
 * One link to the offer (decision 047) with JavaScript on and off: a guest sends a request from the landing page
 * (the success panel says a link will come), the confirmation e-mail in the dev outbox carries the link, opening
 * it shows the request and a button, and the button signs the guest in (a new account) on the request's page in
 * the customer area. The used link then says so and offers a fresh one. axe over the link's page (with JavaScript).
 */

test.describe("the link to the offer", () => {
  test("a guest's request → the e-mail's link → signed in on the request", async ({ page, browser, javaScriptEnabled }) => {
    // a request, the outbox, the link, the customer area, the profile and the used link: a long walk
    test.slow();
    const email = `teklif-baglantisi-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    const to = javaScriptEnabled ? "Nice" : "Cenevre";
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("#flight-request-form");
    await form.getByLabel("Kalkış şehri").selectOption("İstanbul");
    await form.getByLabel("Varış şehri").selectOption(to);
    await form.getByLabel("Kalkış tarihi").fill(dayAhead(20));
    await form.getByLabel("Yolcu sayısı").fill("2");
    await form.getByLabel("Ad Soyad").fill("Zeynep Bağlantı");
    await form.getByLabel("E-posta").fill(email);
    await form.getByLabel("Telefon").fill("+90 532 765 43 21");
    await form.getByRole("button", { name: "Talebi Gönder" }).click();
    const sent = page.getByRole("main").getByRole("status").filter({ hasText: "Uçuş Talebi Gönderildi" });
    await expect(sent).toBeVisible();
    await expect(sent.getByTestId("offer-link-next")).toContainText("hesap açmanıza gerek yok");

    const link = await linkFromOutbox(browser, email, new RegExp(`Aç: Uçuş talebiniz alındı — İstanbul → ${to}`), "/teklif/ac?t=");

    // a fresh browser (no session): the link shows the request and a button; opening it uses nothing
    await page.context().clearCookies();
    await page.goto(link);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Teklifinizi açın", level: 1 })).toBeVisible();
    await expect(page.getByTestId("offer-link-state")).toContainText(`İstanbul → ${to}`);
    await expect(page.getByTestId("offer-link-state")).toContainText(email);
    if (javaScriptEnabled) await expectNoViolations(page, "/teklif/ac");
    await page.reload();
    await page.getByRole("button", { name: "Teklifimi aç" }).click();

    await expect(page).toHaveURL(/\/dashboard\/requests\?request=[0-9a-f-]{36}$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Taleplerim ve Tekliflerim", level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(to);

    // the profile offers a first password, optional
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { name: "Şifre belirleyin" })).toBeVisible();
    await expect(page.getByLabel("Mevcut şifre")).toHaveCount(0);

    // the link worked once: now it says so and offers a fresh one (one answer, whatever the address)
    await page.context().clearCookies();
    await page.goto(link);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Bağlantı kullanıldı", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/teklif/ac (used)");
    const fresh = page.getByRole("region", { name: "Yeni bağlantı isteyin" });
    await fresh.getByLabel("E-posta").fill(email);
    await fresh.getByRole("button", { name: "Yeni bağlantı gönder" }).click();
    await expect(page.getByRole("status").filter({ hasText: "İsteğiniz alındı" })).toBeVisible();
  });

  test("a malformed link gets its page, not an error", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/teklif/ac?t=bozuk");
    expect(response?.status()).toBe(400);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Bağlantı geçersiz", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/teklif/ac (invalid)");
  });
});
