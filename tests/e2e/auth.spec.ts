import { expect, hydrated, test } from "./fixtures";
import { PASSWORD, signIn } from "./support";

test.describe("sign-in and areas", () => {
  for (const [email, area] of [
    ["admin@ufukjet.test", "/admin"],
    ["operasyon@ufukjet.test", "/admin"],
    ["broker@ufukjet.test", "/broker"],
    ["musteri@ufukjet.test", "/dashboard"],
  ] as const) {
    test(`${email} signs in and lands on ${area}`, async ({ page, javaScriptEnabled }) => {
      await signIn(page, javaScriptEnabled, email, { keepCookies: true, wait: false });
      await expect(page).toHaveURL(new RegExp(`${area}/?$`));
      await expect(page.getByText("Başarılı", { exact: true })).toBeVisible();
      await expect(page.locator("main")).toBeVisible();
    });
  }

  test("a wrong password shows the sign-in error and keeps the e-mail", async ({ page, javaScriptEnabled }) => {
    await page.goto("/auth");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill("musteri@ufukjet.test");
    await page.getByLabel("Şifre").fill("yanlis-sifre-123");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Giriş Hatası" })).toContainText("E-posta veya şifre hatalı.");
    await expect(page.getByLabel("E-posta")).toHaveValue("musteri@ufukjet.test");
  });

  test("a guest opening /admin is sent to sign in and then back to /admin", async ({ page, javaScriptEnabled }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin/);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill("operasyon@ufukjet.test");
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test("a customer opening /admin sees 'Yetkisiz Erişim'", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/dashboard/);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Yetkisiz Erişim" })).toBeVisible();
    await expect(page.getByText("Bu sayfaya erişim yetkiniz bulunmamaktadır.")).toBeVisible();
  });

  test("signing out shows 'Çıkış Yapıldı' and the area asks to sign in again", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "broker2@ufukjet.test", { keepCookies: true, wait: false });
    await expect(page).toHaveURL(/\/broker/);
    await page.getByRole("button", { name: "Çıkış Yap" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Çıkış Yapıldı")).toBeVisible();
    await page.goto("/broker");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fbroker/);
  });
});

test.describe("sign-up", () => {
  test("a broker signs up on /broker/login without a role selector", async ({ page, javaScriptEnabled }, info) => {
    const email = `yeni.broker.${info.project.name}.${Date.now()}@example.com`;
    await page.goto("/broker/login?tab=signup");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByLabel("Hesap türü")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Ad", exact: true }).fill("Yeni");
    await page.getByLabel("Soyad").fill("Broker");
    await page.getByLabel("E-posta").fill(email);
    await page.getByLabel("Şifre").fill("BrokerSifre!2026");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByText("Kayıt Başarılı")).toBeVisible();
    await expect(page.getByText("Hesabınız oluşturuldu. E-posta adresinizi kontrol edin.")).toBeVisible();
    // the new broker can sign in, but sees only the waiting page until an admin activates the company (decision 021)
    await page.getByLabel("E-posta").fill(email);
    await page.getByLabel("Şifre").fill("BrokerSifre!2026");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/broker\/?$/);
    await expect(page.getByRole("heading", { name: "Onay bekleniyor", level: 1 })).toBeVisible();
    await expect(page.getByText("Ufuk Jet ekibinin onayını bekliyor")).toBeVisible();
    await page.goto("/broker/quote-requests");
    await expect(page.getByRole("heading", { name: "Onay bekleniyor", level: 1 })).toBeVisible();
  });

  test("the public selector offers only Broker and Müşteri; a short password is refused next to the field", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/auth?tab=signup");
    await hydrated(page, javaScriptEnabled);
    const options = await page.getByLabel("Hesap türü").locator("option").allTextContents();
    expect(options).toEqual(["Müşteri", "Broker"]);
    await page.getByRole("textbox", { name: "Ad", exact: true }).fill("Kısa");
    await page.getByLabel("Soyad").fill("Şifre");
    await page.getByLabel("E-posta").fill("kisa.sifre@example.com");
    await page.getByLabel("Şifre").fill("1234567");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByText("Şifre en az 8 karakter olmalıdır.", { exact: true })).toBeVisible();
    } else {
      // the browser's own minlength check stops the post without JavaScript; the server check is tested separately
      const signUp = page.locator("form").filter({ has: page.getByRole("button", { name: "Kayıt Ol" }) });
      await expect(signUp.locator('input[name="password"]:invalid')).toHaveCount(1);
      await expect(page.getByText("Kayıt Başarılı")).toHaveCount(0);
      await expect(page.getByLabel("E-posta")).toHaveValue("kisa.sifre@example.com");
    }
  });
});
