import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, linkFromOutbox, signIn } from "./support";

/**
 * Empty-leg alerts (decision 027) with JavaScript on and off: a customer saves a watch on /dashboard/alerts (an
 * ambiguous place is refused next to its field first) and deletes it after the confirmation; a guest signs up
 * on /bos-bacaklar (a plain post on the deferred-hydration page) and confirms by the link staff can read in the
 * outbox; axe over the screens (with JavaScript). Both projects share one database, so each uses its own route.
 */

test.describe("empty-leg alerts", () => {
  test("a customer saves a watch and deletes it", async ({ page, javaScriptEnabled }) => {
    const [from, to, label] = javaScriptEnabled ? ["Ankara", "LHR", "Ankara → "] : ["İzmir", "Cenevre", "İzmir → Cenevre"];
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
    // the profile menu leads to the screen
    await page.goto("/dashboard");
    await hydrated(page, javaScriptEnabled);
    await page.locator("summary").filter({ hasText: "Profil menüsü" }).click();
    await page.getByRole("link", { name: "Boş bacak alarmları" }).click();
    await expect(page).toHaveURL(/\/dashboard\/alerts$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Boş bacak alarmları", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/alerts");

    const form = page.locator("form#leg-watch");
    await form.getByLabel("Nereden").fill("International");
    await form.getByLabel("Nereye").fill(to);
    await form.getByLabel("En erken tarih").fill(dayAhead(3));
    await form.getByLabel("En geç tarih").fill(dayAhead(30));
    await form.getByLabel("Yolcu sayısı").fill("3");
    await form.getByRole("button", { name: "Alarmı kaydet" }).click();
    await expect(form.locator('[data-slot="field-error"]', { hasText: "Birden fazla yer bu yazıma uyuyor" })).toBeVisible();
    await expect(form.getByLabel("Nereye")).toHaveValue(to);
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/alerts with errors");

    await form.getByLabel("Nereden").fill(from);
    await form.getByRole("button", { name: "Alarmı kaydet" }).click();
    await expect(page.getByText("Alarmınız kaydedildi.").first()).toBeVisible();
    const card = page.getByTestId("leg-watch").filter({ hasText: label });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Etkin");
    await expect(card).toContainText("3 yolcu");

    await card.getByRole("link", { name: /alarmını sil$/ }).click();
    await expect(page).toHaveURL(/\?delete=/);
    await hydrated(page, javaScriptEnabled);
    const panel = page.getByRole("alertdialog");
    await expect(panel).toContainText("Alarm silinsin mi?");
    await panel.getByRole("button", { name: "Evet, sil" }).click();
    await expect(page.getByText("Alarm silindi.").first()).toBeVisible();
    await expect(page.getByTestId("leg-watch").filter({ hasText: label })).toHaveCount(0);
  });

  test("a guest signs up on /bos-bacaklar and confirms by the e-mailed link", async ({ page, browser, javaScriptEnabled }) => {
    const email = `alarm.${javaScriptEnabled ? "js" : "nojs"}.${Date.now()}@example.com`;
    await page.goto("/bos-bacaklar");
    if (javaScriptEnabled) {
      // no JavaScript at first on this page (decision 013): until an interaction the form is a plain post
      await expect(page.locator("noscript#uj-deferred-scripts")).toHaveCount(1);
      await expect(page.locator("script[src]")).toHaveCount(0);
    }
    await hydrated(page, javaScriptEnabled);
    const section = page.locator("#leg-alert-form");
    await expect(section.getByRole("heading", { name: "Rotanıza uyan boş bacaklardan haberdar olun" })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/bos-bacaklar");

    await section.getByLabel("E-posta").fill("adres-degil");
    await section.getByLabel("Nereden").fill("İstanbul");
    await section.getByLabel("Nereye").fill("Atlantis");
    await section.getByLabel("En erken tarih").fill(dayAhead(2));
    await section.getByLabel("En geç tarih").fill(dayAhead(12));
    await section.getByLabel("Yolcu sayısı").fill("2");
    await section.getByRole("button", { name: "Alarm kur" }).click();
    await expect(section.locator('[data-slot="field-error"]', { hasText: "Geçerli bir e-posta adresi girin." })).toBeVisible();
    await section.getByLabel("E-posta").fill(email);
    await section.getByRole("button", { name: "Alarm kur" }).click();
    await expect(section.locator('[data-slot="field-error"]', { hasText: "Bu yer bulunamadı." })).toBeVisible();
    await section.getByLabel("Nereye").fill("Nice");
    await section.getByRole("button", { name: "Alarm kur" }).click();
    await expect(page.getByRole("status").filter({ hasText: "E-postanızı kontrol edin" })).toBeVisible();
    await expect(page).toHaveURL(/\?alarm=/);

    // staff read the confirmation e-mail in the outbox; the guest opens its link
    const link = await linkFromOutbox(browser, email, /Aç: Boş bacak alarmınızı onaylayın/, "/bos-bacaklar/alarm/onay?t=", {
      exactlyOne: true,
    });

    await page.goto(link);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Boş bacak alarmını onaylayın", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/bos-bacaklar/alarm/onay");
    await page.getByRole("button", { name: "Alarmı başlat" }).click();
    await expect(page.getByText("Alarmınız başladı.")).toBeVisible();

    // a tampered link is refused without a word about the watch
    await page.goto(`${link.slice(0, -3)}xyz`);
    await expect(page.getByText("Bu bağlantı geçersiz veya süresi dolmuş.")).toBeVisible();
  });
});
