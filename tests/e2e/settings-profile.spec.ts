import type { Browser } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The admin's system screens (staff users, e-mail outbox retry) and the profile page of both signed-in areas,
 * through their success paths, with JavaScript on and off.
 */

const HOME = { admin: /\/admin\/?$/, broker: /\/broker\/?$/, customer: /\/dashboard\/?$/ } as const;

/** A second browser (its own cookies) with the same JavaScript setting. */
async function secondPage(browser: Browser, js: boolean | undefined, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: js !== false, baseURL, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  return context.newPage();
}

function unique(prefix: string, project: string) {
  return `${prefix}.${project}.${Date.now().toString(36)}@example.com`;
}

test("admin creates a staff user, ends its sessions, changes its role, disables and enables it", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, info) => {
  const email = unique("personel", info.project.name);
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { landing: HOME.admin, toast: true });

  // create an operations account with a given password
  await page.goto("/admin/settings?new=1");
  await hydrated(page, javaScriptEnabled);
  const create = page.locator("form").filter({ has: page.getByRole("button", { name: "Kullanıcı oluştur" }) });
  await create.locator('input[name="first_name"]').fill("Deniz");
  await create.locator('input[name="last_name"]').fill("Personel");
  await create.locator('input[name="email"]').fill(email);
  await create.locator('select[name="role"]').selectOption("operations");
  await create.locator('input[name="password"]').fill("PersonelSifre!2026");
  await create.getByRole("button", { name: "Kullanıcı oluştur" }).click();
  await expect(page.getByText(`${email} hesabı oluşturuldu.`)).toBeVisible();
  const detail = page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Kullanıcı: Deniz Personel" }) });
  await expect(page.getByRole("heading", { name: "Kullanıcı: Deniz Personel" })).toBeVisible();
  await expect(detail).toContainText("Operasyon");

  // the new account signs in elsewhere (a session to end)
  const other = await secondPage(browser, javaScriptEnabled, baseURL);
  await signIn(other, javaScriptEnabled, email, { path: "/admin/login", password: "PersonelSifre!2026", landing: HOME.admin, toast: true });

  await page.getByRole("button", { name: "Tüm oturumları sonlandır" }).click();
  await expect(page.getByText("1 oturum sonlandırıldı.")).toBeVisible();
  await other.goto("/admin");
  await expect(other).toHaveURL(/\/auth\?redirectTo=%2Fadmin/);
  await other.context().close();

  await page.locator("#change-role-role").selectOption("sales");
  await page.getByRole("button", { name: "Rolü kaydet" }).click();
  await expect(page.getByText("Rol değiştirildi; 0 oturum sonlandırıldı.")).toBeVisible();
  await expect(detail).toContainText("Müşteri");

  await page.getByRole("button", { name: "Devre dışı bırak" }).click();
  await expect(page.getByText("Kullanıcı devre dışı bırakıldı; 0 oturum sonlandırıldı.")).toBeVisible();
  await expect(detail).toContainText("Devre dışı");
  await expect(page.getByRole("button", { name: "Etkinleştir" })).toBeVisible();

  await page.getByRole("button", { name: "Etkinleştir" }).click();
  await expect(page.getByText("Kullanıcı etkinleştirildi.")).toBeVisible();
  await expect(detail).toContainText("Aktif");
  await expect(page.getByRole("button", { name: "Devre dışı bırak" })).toBeVisible();
});

test("admin retries a failed e-mail: it is queued again", async ({ page, javaScriptEnabled }) => {
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { landing: HOME.admin, toast: true });
  await page.goto("/admin/settings/outbox?status=failed");
  await hydrated(page, javaScriptEnabled);
  const failedRows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Yeniden dene" }) });
  const before = await failedRows.count();
  expect(before).toBeGreaterThan(0);
  const row = failedRows.first();
  const recipient = (await row.getByRole("cell").filter({ hasText: "@" }).first().textContent())?.trim() ?? "";
  expect(recipient).toContain("@");
  await row.getByRole("button", { name: "Yeniden dene" }).click();
  await expect(page.getByText("E-posta yeniden kuyruğa alındı.")).toBeVisible();
  // one failed e-mail fewer; it waits in the queue now
  await expect(failedRows).toHaveCount(before - 1);
  await page.goto(`/admin/settings/outbox?status=queued&q=${encodeURIComponent(recipient)}`);
  await expect(page.getByRole("row").filter({ hasText: recipient }).first()).toContainText("Kuyrukta");
});

for (const area of [
  { name: "customer", signup: "/auth?tab=signup", signin: "/login", profile: "/dashboard/profile", home: HOME.customer },
  { name: "broker", signup: "/broker/login?tab=signup", signin: "/broker/login", profile: "/broker/profile", home: HOME.broker },
] as const) {
  test(`the ${area.name} saves the profile and changes the password on ${area.profile}`, async ({ page, javaScriptEnabled }, info) => {
    const email = unique(`profil.${area.name}`, info.project.name);
    const first = "İlk Parola!2026";
    const second = "İkinci Parola!2026";

    // a new account of the area (sign-up signs nobody in)
    await page.goto(area.signup);
    await hydrated(page, javaScriptEnabled);
    if (area.name === "customer") await page.getByLabel("Hesap türü").selectOption({ label: "Müşteri" });
    // a last name of letters only that is this run's own (a broker's company is named after its first user)
    const lastName = `Deneme ${info.project.name === "js" ? "Js" : "Nojs"} ${Date.now()
      .toString()
      .replace(/\d/g, (d) => "abcdefghij".charAt(Number(d)))}`;
    await page.getByRole("textbox", { name: "Ad", exact: true }).fill("Profil");
    await page.getByLabel("Soyad").fill(lastName);
    await page.getByLabel("E-posta").fill(email);
    await page.locator('input[name="password"]').fill(first);
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByText("Kayıt Başarılı")).toBeVisible();
    if (area.name === "broker") {
      // a self-registered broker company waits for an admin (decision 021): the admin activates it first
      await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { landing: HOME.admin, toast: true });
      await page.goto(`/admin/brokers?q=${encodeURIComponent(lastName)}`);
      await hydrated(page, javaScriptEnabled);
      await page.getByRole("button", { name: `Profil ${lastName} brokerını aktifleştir` }).click();
      await expect(page.getByText("Broker aktifleştirildi").first()).toBeVisible();
    }
    await signIn(page, javaScriptEnabled, email, { path: area.signin, password: first, landing: area.home, toast: true });

    await page.goto(area.profile);
    await hydrated(page, javaScriptEnabled);
    await page.locator('input[name="first_name"]').fill("Ayşe");
    await page.locator('input[name="last_name"]').fill("Öztürk");
    await page.locator('input[name="phone"]').fill("+90 532 123 45 67");
    await page.getByRole("button", { name: "Bilgileri Kaydet" }).click();
    await expect(page.getByText("Bilgileriniz kaydedildi.")).toBeVisible();
    await page.goto(area.profile);
    await expect(page.locator('input[name="first_name"]')).toHaveValue("Ayşe");
    await expect(page.locator('input[name="last_name"]')).toHaveValue("Öztürk");
    await expect(page.locator('input[name="phone"]')).toHaveValue("+90 532 123 45 67");

    await hydrated(page, javaScriptEnabled);
    await page.locator('input[name="current_password"]').fill(first);
    await page.locator('input[name="new_password"]').fill(second);
    await page.locator('input[name="confirm_password"]').fill(second);
    await page.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect(page.getByText("Şifre değiştirildi")).toBeVisible();
    await expect(page.locator('input[name="current_password"]')).toHaveValue("");

    // the new password signs in; the old one does not
    await page.context().clearCookies();
    await page.goto(area.signin);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill(email);
    await page.locator('input[name="password"]').fill(first);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByText("E-posta veya şifre hatalı.")).toBeVisible();
    await signIn(page, javaScriptEnabled, email, { path: area.signin, password: second, landing: area.home, toast: true });
  });
}
