import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/**
 * What a first-time user runs into: where a refused form leaves them, whether every problem shows at once,
 * money in one format, Turkish pages without English words, missing pages inside an area.
 */

test.describe("a refused form", () => {
  for (const width of [1366, 390]) {
    test(`the landing form answers at the form with every problem at once (${width} px)`, async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/");
      await hydrated(page, javaScriptEnabled);
      const form = page.locator("#flight-request-form");
      // three problems the browser's own checks let through: same cities, a bad phone, a bad e-mail domain
      await form.getByLabel("Kalkış şehri").selectOption("İstanbul");
      await form.getByLabel("Varış şehri").selectOption("İstanbul");
      await form.getByLabel("Kalkış tarihi").fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
      await form.getByLabel("Ad Soyad").fill("Deniz Ak");
      await form.getByLabel("E-posta").fill("deniz@ornek");
      await form.getByLabel("Telefon").fill("abc");
      await form.getByRole("button", { name: "Talebi Gönder" }).click();

      // every field's problem after one submit
      await expect(form.getByText("Varış şehri kalkış şehrinden farklı olmalıdır.", { exact: true })).toBeVisible();
      await expect(form.getByText("Geçerli bir telefon numarası girin.", { exact: true })).toBeVisible();
      await expect(form.getByText("Geçerli bir e-posta adresi girin.", { exact: true })).toBeVisible();
      const summary = form.locator('[data-slot="error-summary"]');
      await expect(summary).toContainText("3 alan");
      await expect(summary.getByRole("link")).toHaveCount(3);

      if (javaScriptEnabled) {
        // the first invalid field has the focus
        await expect(form.getByLabel("Varış şehri")).toBeFocused();
      } else {
        // the answer opens at the form: the summary is focused and on screen
        await expect(summary).toBeFocused();
        await expect(summary).toBeInViewport();
      }
    });
  }

  test("an empty landing form lists the spec's three messages in order", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("#flight-request-form");
    await form.getByRole("button", { name: "Talebi Gönder" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Eksik bilgi");
    const text = (await alert.innerText()).replace(/\s+/g, " ");
    const order = [
      "Lütfen kalkış ve varış şehirlerini seçin.",
      "Lütfen kalkış tarihini seçin.",
      "Lütfen tüm zorunlu alanları doldurun.",
    ].map((m) => text.indexOf(m));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // every missing field is listed at once
    await expect(form.locator('[data-slot="error-summary"]').getByRole("link")).toHaveCount(6);
    if (javaScriptEnabled) await expect(form.getByLabel("Kalkış şehri")).toBeFocused();
    else await expect(form.locator('[data-slot="error-summary"]')).toBeFocused();
  });

  test("a failed sign-in puts the focus on its message", async ({ page, javaScriptEnabled }) => {
    await page.goto("/auth");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill("kimse@example.com");
    await page.getByLabel("Şifre").fill("yanlis-sifre-123");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    const message = page.getByRole("alert").filter({ hasText: "Giriş Hatası" });
    await expect(message).toBeVisible();
    const focused = await page.evaluate(() => document.activeElement?.tagName ?? "");
    expect(focused).not.toBe("BODY");
    await expect(page.locator(":focus")).toContainText("Giriş Hatası");
  });
});

test.describe("one look for the same data", () => {
  test("money reads one way: symbol first, whole units unless there are cents", async ({ page, javaScriptEnabled }) => {
    const MONEY = /[₺$€]\s?\d[\d.,]*|\d[\d.,]*\s?(?:TL|USD|EUR|TRY)\b/g;
    const ONE_FORMAT = /^[₺$€]\d{1,3}(?:\.\d{3})*(?:,\d{2})?$/;
    const seen: string[] = [];
    await page.goto("/bos-bacaklar");
    seen.push(...((await page.locator("main").innerText()).match(MONEY) ?? []));
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { path: "/admin/login", keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/admin\/?$/);
    for (const path of ["/admin", "/admin/broker-quotes", "/admin/empty-legs?tab=approved"]) {
      await page.goto(path);
      seen.push(...((await page.locator("main").innerText()).match(MONEY) ?? []));
    }
    expect(seen.length).toBeGreaterThan(5);
    expect(
      seen.filter((m) => !ONE_FORMAT.test(m.trim())),
      "amounts in another format",
    ).toEqual([]);
  });

  test("Turkish pages carry no English words of the old screens", async ({ page, javaScriptEnabled }) => {
    const ENGLISH = /\b(Dashboard|Midsize|Heavy Jet|Light Jet|Ultra Long Range|Airport)\b/;
    await page.goto("/bos-bacaklar");
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH);
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { path: "/admin/login", keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/admin\/?$/);
    for (const path of ["/admin", "/admin/empty-legs?tab=approved", "/admin/quote-requests"]) {
      await page.goto(path);
      expect(await page.locator("body").innerText(), path).not.toMatch(ENGLISH);
    }
  });

  test("staff see the date a guest chose, without an invented time", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { path: "/admin/login", keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/admin\/?$/);
    // a demo guest who gave a day only (a request whose time field was left empty): the day, no clock; a guest who
    // typed a preferred time (decision 046) sees it, so only the date-only row is looked at
    await page.goto(`/admin/quote-requests?q=${encodeURIComponent("Çelik")}`);
    const row = page.locator("main table tbody tr").filter({ hasText: "isil.celik@example.com" }).first();
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    expect(await row.innerText()).not.toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });
});

test.describe("signed in on the public site", () => {
  test("a customer sees their account in the header and finds the form filled in", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { path: "/login", keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: /Hesabım/ })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Müşteri Girişi" })).toHaveCount(0);
    const form = page.locator("#flight-request-form");
    await expect(form.getByLabel("E-posta")).toHaveValue("musteri@ufukjet.test");
    await expect(form.getByLabel("Ad Soyad")).not.toHaveValue("");
  });
});

test.describe("missing pages inside an area", () => {
  test("a signed-out visitor is asked to sign in", async ({ page }) => {
    await page.goto("/admin/olmayan-sayfa");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Folmayan-sayfa/);
  });

  test("staff keep the admin shell and go back to /admin", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { path: "/admin/login", keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/admin\/?$/);
    const response = await page.goto("/admin/olmayan-sayfa");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ana sayfaya dön" })).toHaveAttribute("href", "/admin");
  });
});
