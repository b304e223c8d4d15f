import { readFile } from "node:fs/promises";
import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, PASSWORD, signIn } from "./support";

/**
 * The KVKK rights (decision 055) with JavaScript on and off: the demo customer downloads everything held about
 * them and asks for a correction from the profile's section; a new customer erases their account after the
 * confirmation screen, is signed out, and can sign up again with the same address; staff search their list for the
 * customer and close the correction, which the customer reads on the profile and by e-mail. Axe checks the
 * profile's section, the confirmation screen and staff's list (with JavaScript).
 */

test("the customer downloads their data and asks for a correction from the profile", async ({ page, javaScriptEnabled }) => {
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard\/?$/ });
  await page.goto("/dashboard/profile");
  await hydrated(page, javaScriptEnabled);
  const section = page.getByRole("region", { name: "Kişisel verileriniz (KVKK)" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("link", { name: "Aydınlatma metninin tamamı" })).toHaveAttribute("href", "/gizlilik");
  await expectNoViolations(page, "/dashboard/profile #kvkk", javaScriptEnabled, { include: "#kvkk" });

  // the download: one JSON file of their own data, saved by the browser
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Verilerimi indir (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ufuk-jet-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string }; reservations: unknown[] };
  expect(file.account.email).toBe("musteri@ufukjet.test");
  expect(file.reservations.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  // a correction request, listed with its state
  const value = `+90 532 ${Date.now().toString().slice(-3)} 00 00`;
  await section.getByLabel("Hangi bilginiz yanlış?").selectOption("phone");
  await section.getByLabel("Doğrusu ne olmalı?").fill(value);
  await section.getByRole("button", { name: "Düzeltme talebini gönder" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText("Düzeltme talebiniz kaydedildi; en geç 30 gün içinde yanıtlanır.")).toBeVisible();
  const listed = page.getByTestId("kvkk-requests").locator("li").filter({ hasText: value });
  await expect(listed).toContainText("Düzeltme");
  await expect(listed).toContainText("Açık");

  // their flights ahead hold an erasure: the confirmation screen says so before anything is asked
  await page.goto("/dashboard/profile/silme");
  await expect(page.getByTestId("erasure-blockers")).toContainText("Henüz yapılmamış, iptal edilmemiş bir uçuşunuz var");
});

test("a new customer erases their account after the confirmation screen and can sign up again", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const email = `silinecek.${info.project.name}.${Date.now()}@example.com`;
  const signUp = async () => {
    await page.goto("/auth?tab=signup");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Hesap türü").selectOption({ label: "Müşteri" });
    await page.getByRole("textbox", { name: "Ad", exact: true }).fill("Silinecek");
    await page.getByLabel("Soyad").fill("Müşteri");
    await page.getByLabel("E-posta").fill(email);
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByText("Kayıt Başarılı")).toBeVisible();
  };
  await page.context().clearCookies();
  await signUp();
  await signIn(page, javaScriptEnabled, email, { landing: /\/dashboard\/?$/ });

  await page.goto("/dashboard/profile");
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Silme talebine devam et" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/silme$/);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Hesabınızı ve kişisel verilerinizi silmek üzeresiniz" })).toBeVisible();
  await expect(page.getByText("Ödemeler, iadeler, rezervasyonların tutarları")).toBeVisible();
  await expect(page.getByText("10 yıl")).toBeVisible();
  await expectNoViolations(page, "/dashboard/profile/silme", javaScriptEnabled, { include: "main" });

  // a wrong password erases nothing
  await page.getByLabel("Parolanız").fill("yanlis-parola");
  await page.getByLabel("Neyin silineceğini ve neyin saklanacağını okudum.").check();
  await page.getByRole("button", { name: "Hesabımı ve verilerimi sil" }).click();
  await expect(page.getByText("Parola doğru değil.").first()).toBeVisible();

  await page.getByLabel("Parolanız").fill(PASSWORD);
  await page.getByLabel("Neyin silineceğini ve neyin saklanacağını okudum.").check();
  await page.getByRole("button", { name: "Hesabımı ve verilerimi sil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Verileriniz silindi")).toBeVisible();

  // signed out: the customer area asks for a sign-in, the old password opens nothing
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fprofile/);
  await page.goto("/auth");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("E-posta").fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page).toHaveURL(/\/auth/);

  // the address is free for a new account
  await signUp();
});

test("staff find a correction on their list and close it; the customer sees the answer", async ({ page, javaScriptEnabled }) => {
  const value = `Ufuk Yılmaz ${Date.now().toString(36)}`;
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard\/?$/ });
  await page.goto("/dashboard/profile/duzeltme");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Hangi bilginiz yanlış?").selectOption("last_name");
  await page.getByLabel("Doğrusu ne olmalı?").fill(value);
  await page.getByRole("button", { name: "Düzeltme talebini gönder" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { path: "/admin/login", landing: /\/admin\/?$/ });
  await page.getByRole("link", { name: "KVKK Başvuruları" }).first().click();
  await expect(page).toHaveURL(/\/admin\/data-requests$/);
  await hydrated(page, javaScriptEnabled);
  // the customer searched by name, without Turkish letters, among the open corrections
  await page.getByLabel("Müşteri ara").fill("AHMET yilmaz");
  await page.getByLabel("Durum").selectOption("open");
  await page.getByLabel("Tür").selectOption("correction");
  await page.getByRole("button", { name: "Süz" }).click();
  await expect(page).toHaveURL(/q=AHMET\+yilmaz&state=open&kind=correction/);
  await expect(page.getByLabel("Müşteri ara")).toHaveValue("AHMET yilmaz");
  await expectNoViolations(page, "/admin/data-requests", javaScriptEnabled, { include: "main" });
  const row = page.locator("[data-request-id]").filter({ hasText: value });
  await expect(row).toContainText("Açık");
  await expect(row).toContainText("gün kaldı");
  await row.getByPlaceholder("Not (isteğe bağlı)").fill("Soyadınız güncellendi.");
  await row.getByRole("button", { name: "Tamamlandı olarak kapat" }).click();
  await expect(page.getByText("Başvuru tamamlandı.")).toBeVisible();
  // back on the same search and filters, without the answered request
  await expect(page).toHaveURL(/q=AHMET\+yilmaz&state=open&kind=correction/);
  await expect(page.locator("[data-request-id]").filter({ hasText: value })).toHaveCount(0);

  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard\/?$/ });
  await page.goto("/dashboard/profile");
  const listed = page.getByTestId("kvkk-requests").locator("li").filter({ hasText: value });
  await expect(listed).toContainText("Tamamlandı");
  await expect(listed).toContainText("Not: Soyadınız güncellendi.");

  // and the answer reached them by e-mail: an admin reads it in the development outbox
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { path: "/admin/login", landing: /\/admin\/?$/ });
  await page.goto(`/admin/settings/outbox?q=${encodeURIComponent("musteri@ufukjet.test")}`);
  await page
    .getByRole("link", { name: /KVKK başvurunuz yanıtlandı: Düzeltme — Tamamlandı/ })
    .first()
    .click();
  await expect(page.locator("pre").filter({ hasText: "Açıklamamız: Soyadınız güncellendi." })).toBeVisible();
});
