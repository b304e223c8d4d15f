import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { dayAhead, expectNoViolations, linkFromOutbox, signIn } from "./support";

/**
 * Marketing consent (decision 056) with JavaScript on and off: the customer gives and withdraws it on the profile
 * (a checkbox never ticked ahead of them, the records listed), and withdraws it signed out from the link of an
 * offer's marketing e-mail, which staff read in the development outbox after publishing an offer; axe over the
 * profile's card and the withdrawal page. Both projects share one database, so each starts from the state it finds.
 */
const CUSTOMER = "musteri@ufukjet.test";
const LABEL = /kampanya, indirim ve özel tekliflerini e-posta ile almayı kabul ediyorum/;

async function openProfile(page: Page, js: boolean | undefined) {
  await page.goto("/dashboard/profile");
  await hydrated(page, js);
  return page.getByTestId("marketing-consent");
}

/** Sets the checkbox and saves; answers the toast's text. */
async function saveConsent(page: Page, js: boolean | undefined, give: boolean, expected: string) {
  const card = await openProfile(page, js);
  const box = card.getByLabel(LABEL);
  if (give) await box.check();
  else await box.uncheck();
  await card.getByRole("button", { name: "Tercihimi kaydet" }).click();
  await expect(page.getByText(expected).first()).toBeVisible();
  await hydrated(page, js);
}

/** Starts from no consent whatever the other project left. */
async function startWithout(page: Page, js: boolean | undefined) {
  const card = await openProfile(page, js);
  if (await card.getByLabel(LABEL).isChecked()) {
    await saveConsent(page, js, false, "Kampanya ve teklif e-postaları izniniz geri çekildi.");
  }
}

/** Staff add an offer and publish it; its marketing e-mail is the job's. */
async function publishOffer(browser: Browser, title: string) {
  const staff = await browser.newPage();
  await signIn(staff, false, "admin@ufukjet.test", { path: "/admin/login", landing: /\/admin\/?$/ });
  await staff.goto("/admin/offers?new=1");
  const form = staff.locator("#offer-new");
  await form.getByLabel("Kategori").selectOption("dining");
  await form.getByLabel("Başlık").fill(title);
  await form.getByLabel("Konum").fill("Bodrum, Türkiye");
  await form.getByLabel("Para birimi").selectOption("EUR");
  await form.getByLabel("Normal fiyat").fill("1.000");
  await form.getByLabel("İndirimli fiyat").fill("800");
  await form.getByLabel("Geçerlilik tarihi").fill(dayAhead(20));
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(staff.getByText("Teklif taslak olarak eklendi.")).toBeVisible();
  await staff.goto(`/admin/offers?q=${encodeURIComponent(title)}`);
  await staff.getByRole("button", { name: `${title} yayınla` }).click();
  await expect(staff.getByText("Teklif yayınlandı; müşteriler artık görebilir.")).toBeVisible();
  await staff.close();
}

test.describe("marketing consent", () => {
  test("a customer gives and withdraws it on the profile", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await startWithout(page, javaScriptEnabled);
    const card = await openProfile(page, javaScriptEnabled);
    await expect(card.getByRole("heading", { name: "Kampanya ve teklif e-postaları" })).toBeVisible();
    await expect(card.getByLabel(LABEL)).not.toBeChecked();
    await expect(card.getByTestId("marketing-consent-state")).toHaveText("Şu an: izin vermediniz.");
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/profile");

    await saveConsent(page, javaScriptEnabled, true, "Kampanya ve teklif e-postaları almayı kabul ettiniz.");
    const given = page.getByTestId("marketing-consent");
    await expect(given.getByLabel(LABEL)).toBeChecked();
    await expect(given.getByTestId("marketing-consent-state")).toContainText("Şu an: izin verdiniz");
    await expect(given.getByTestId("consent-history").locator("tbody tr").first()).toContainText("İzin verildi");
    await expect(given.getByTestId("consent-history").locator("tbody tr").first()).toContainText("Profil sayfası");
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/profile with a consent");

    // saving the same choice again adds no record
    const rows = await given.getByTestId("consent-history").locator("tbody tr").count();
    await given.getByRole("button", { name: "Tercihimi kaydet" }).click();
    await expect(page.getByText("Tercihiniz zaten böyleydi; yeni kayıt eklenmedi.").first()).toBeVisible();
    await expect(page.getByTestId("consent-history").locator("tbody tr")).toHaveCount(rows);

    await saveConsent(page, javaScriptEnabled, false, "Kampanya ve teklif e-postaları izniniz geri çekildi.");
    const withdrawn = page.getByTestId("marketing-consent");
    await expect(withdrawn.getByLabel(LABEL)).not.toBeChecked();
    await expect(withdrawn.getByTestId("marketing-consent-state")).toHaveText("Şu an: izin vermediniz.");
    await expect(withdrawn.getByTestId("consent-history").locator("tbody tr").first()).toContainText("İzin geri çekildi");
  });

  test("a published offer is e-mailed to the consenting customer, who withdraws signed out from its link", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const title = `Bodrum gün batımı yemeği ${javaScriptEnabled ? "JS" : "NOJS"}`;
    await signIn(page, javaScriptEnabled, CUSTOMER);
    await startWithout(page, javaScriptEnabled);
    await saveConsent(page, javaScriptEnabled, true, "Kampanya ve teklif e-postaları almayı kabul ettiniz.");

    await publishOffer(browser, title);
    // once the job has queued it: one e-mail about the offer
    const link = await linkFromOutbox(browser, CUSTOMER, new RegExp(`Aç: Size özel teklif: ${title}`), "/iletisim-izni/geri-cek?t=", {
      exactlyOne: true,
    });

    // signed out: the page shows one button and changes nothing until it is pressed
    await page.context().clearCookies();
    await page.goto(link);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Kampanya ve teklif e-postaları", level: 1 })).toBeVisible();
    await expect(page.getByTestId("consent-withdraw-text")).toContainText("artık almak istemiyorsanız");
    if (javaScriptEnabled) await expectNoViolations(page, "/iletisim-izni/geri-cek");
    await page.getByRole("button", { name: "İznimi geri çek" }).click();
    await expect(page.getByTestId("consent-withdraw-text")).toContainText("İzniniz geri çekildi.");
    await expect(page.getByTestId("consent-withdraw-text")).toHaveAttribute("role", "status");
    if (javaScriptEnabled) await expectNoViolations(page, "/iletisim-izni/geri-cek after withdrawing");

    // a tampered link is refused without a word about the account
    await page.goto(`${link.slice(0, -3)}xyz`);
    await expect(page.getByTestId("consent-withdraw-text")).toHaveText(/Bu bağlantı geçersiz/);
    await expect(page.getByRole("button", { name: "İznimi geri çek" })).toHaveCount(0);

    await signIn(page, javaScriptEnabled, CUSTOMER);
    const card = await openProfile(page, javaScriptEnabled);
    await expect(card.getByTestId("marketing-consent-state")).toHaveText("Şu an: izin vermediniz.");
    await expect(card.getByTestId("consent-history").locator("tbody tr").first()).toContainText("E-postadaki bağlantı");
  });
});
