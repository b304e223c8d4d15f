import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/** The staff customer book with JavaScript on and off: add (from the dashboard) → edit → VIP → KYC → history; axe on both screens. */

test.describe("customers", () => {
  test("add → edit → VIP → KYC approve → the customer's history", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    // each project adds its own customer (both run against one database)
    const tag = `${javaScriptEnabled ? "js" : "nojs"}${Date.now().toString(36)}`;
    const email = `sukru.${tag}@example.com`;
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Müşteri Ekle" }).first().click();
    await expect(page).toHaveURL(/\/admin\/customers\?new=1$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Müşteriler", level: 1 })).toBeVisible();
    await expect(page.getByText("Toplam müşteri")).toBeVisible();
    // spec §9: a new customer is an individual
    await expect(page.getByLabel("Segment")).toHaveValue("individual");

    await page.getByRole("textbox", { name: "Ad", exact: true }).fill("Şükrü");
    await page.getByRole("textbox", { name: "Soyad", exact: true }).fill(`Işık ${tag}`);
    await page.getByLabel("E-posta").fill("sukru-at-example.com");
    await page.getByRole("button", { name: "Müşteriyi kaydet" }).click();
    await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Ad", exact: true })).toHaveValue("Şükrü");

    await page.getByLabel("E-posta").fill(email);
    await page.getByRole("button", { name: "Müşteriyi kaydet" }).click();
    await expect(page.getByText("Müşteri eklendi.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Şükrü Işık ${tag}`);

    // edit: a bad phone is refused beside the field, then the fixed form saves
    await page.getByLabel("Telefon").fill("12ab");
    await page.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
    await expect(page.getByText("Geçerli bir telefon numarası girin.")).toBeVisible();
    await page.getByLabel("Telefon").fill("+90 532 400 50 60");
    await page.getByLabel("Şirket").fill("Işık Havacılık");
    await page.getByLabel("Segment").selectOption("corporate");
    await page.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
    await expect(page.getByText("Müşteri bilgileri güncellendi.")).toBeVisible();
    await expect(page.getByLabel("Şirket")).toHaveValue("Işık Havacılık");

    const name = `Şükrü Işık ${tag}`;
    const vip = page.getByRole("switch", { name: `${name} VIP` });
    await expect(vip).toHaveAttribute("aria-checked", "false");
    await vip.click();
    await expect(page.getByText("Müşteri VIP yapıldı.")).toBeVisible();
    await expect(page.getByRole("switch", { name: `${name} VIP` })).toHaveAttribute("aria-checked", "true");

    await expect(page.getByText("KYC Bekliyor")).toBeVisible();
    await page.getByRole("button", { name: `KYC Onayla: ${name}` }).click();
    await expect(page.getByText("KYC onaylandı.")).toBeVisible();
    await expect(page.getByText("KYC Onaylı")).toBeVisible();

    // the history: every change with who made it
    const audit = page.locator("tr[data-audit-action]");
    await expect(audit).toHaveCount(4);
    await expect(audit.nth(0)).toContainText("KYC onaylandı");
    await expect(audit.nth(1)).toContainText("VIP yapıldı");
    await expect(audit.nth(2)).toContainText("Bilgiler güncellendi");
    await expect(audit.nth(2)).toContainText("Işık Havacılık");
    await expect(audit.nth(3)).toContainText("Müşteri eklendi");
    await expect(audit.first()).toContainText("operasyon@ufukjet.test");
    await expect(page.getByRole("heading", { name: "Rezervasyonlar" })).toBeVisible();
    await expect(page.getByText("Rezervasyon yok.")).toBeVisible();
    await expectNoViolations(page, "customer page", javaScriptEnabled);

    // back in the list, a folded search finds the customer, with the switch on and KYC approved
    await page.getByRole("link", { name: "Müşteri listesi" }).click();
    await hydrated(page, javaScriptEnabled);
    await page.locator("#customer-q").fill(`SUKRU ISIK ${tag.toUpperCase()}`);
    await page.getByRole("search", { name: "Müşteri arama" }).getByRole("button", { name: "Ara", exact: true }).click();
    const row = page.locator("tr[data-customer-id]");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText("Kurumsal");
    await expect(row).toContainText("KYC Onaylı");
    await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    // the switch in the list turns VIP off again and keeps the search
    await row.getByRole("switch").click();
    await expect(page.getByText("Müşterinin VIP durumu kaldırıldı.")).toBeVisible();
    await expect(page).toHaveURL(/q=SUKRU/);
    await expect(page.locator("tr[data-customer-id]").getByRole("switch")).toHaveAttribute("aria-checked", "false");
    await expectNoViolations(page, "customer list", javaScriptEnabled);
  });

  test("a customer's page that does not exist answers 404", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    const response = await page.goto("/admin/customers/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    const malformed = await page.goto("/admin/customers/abc");
    expect(malformed?.status()).toBe(404);
  });
});
