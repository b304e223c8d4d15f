import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/** Admin → brokers: add → edit → deactivate → delete after the confirmation, with and without JavaScript. */

test.describe("brokers", () => {
  test("add → edit → deactivate → delete, the key never shown back", async ({ page, javaScriptEnabled }) => {
    // each project works on its own broker (both run against one database)
    const code = javaScriptEnabled ? "E2EJS" : "E2ENOJS";
    const secret = `sk_test_${code}_Gizli-42`;
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/brokers");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Broker Yönetimi", level: 1 })).toBeVisible();
    await expect(page.getByText("Toplam Broker")).toBeVisible();
    await expectNoViolations(page, "broker list", javaScriptEnabled);

    await page.getByRole("link", { name: "Broker Ekle" }).click();
    await hydrated(page, javaScriptEnabled);
    // §9 defaults
    await expect(page.getByLabel("İstek limiti (dakikada)")).toHaveValue("60");
    await expect(page.getByLabel("API anahtarı gerekli")).toBeChecked();
    await expect(page.getByLabel("Aktif", { exact: true })).toBeChecked();
    await expectNoViolations(page, "add form", javaScriptEnabled);
    await page.getByLabel("Broker adı").fill(`Test Broker ${code}`);
    await page.getByLabel("Kod").fill(code.toLowerCase());
    await page.getByLabel("API adresi (https)").fill("http://feed.example/flights");
    await page.getByLabel("API anahtarı", { exact: true }).fill(secret);
    await page.getByRole("button", { name: "Ekle" }).click();
    // refused beside the field, and the key is not put back into the page
    await expect(page.getByText("Geçerli bir https adresi girin (kullanıcı adı ve şifre içermeden).")).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    // an address on this machine is refused beside the field (decision 052)
    await page.getByLabel("API adresi (https)").fill("https://localhost:9/flights");
    await page.getByLabel("API anahtarı", { exact: true }).fill(secret);
    await page.getByRole("button", { name: "Ekle" }).click();
    await expect(page.getByText("Bu adres bu sunucunun kendisine ya da iç ağına")).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    // a name under the reserved .invalid domain never resolves: nothing a test adds may make a later sync leave the machine
    await page.getByLabel("API adresi (https)").fill("https://feed.partner.invalid/flights");
    await page.getByLabel("API anahtarı", { exact: true }).fill(secret);
    await page.getByRole("button", { name: "Ekle" }).click();
    await expect(page.getByText("Broker başarıyla eklendi")).toBeVisible();

    await page.locator("#broker-q").fill(code);
    await page.getByRole("button", { name: "Filtrele" }).click();
    const row = page.locator("tr[data-broker-id]");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(code);
    await expect(row).toContainText("kayıtlı");
    await expect(row).toContainText("Aktif");

    await row.getByRole("link", { name: `Test Broker ${code} brokerını düzenle` }).press("Enter");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByLabel("API anahtarı", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain(secret);
    await page.getByLabel("Broker adı").fill(`Test Broker ${code} Düzenlendi`);
    await page.getByLabel("İstek limiti (dakikada)").fill("90");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Broker başarıyla güncellendi")).toBeVisible();
    await expect(page.locator("tr[data-broker-id]")).toContainText("Düzenlendi");
    await expect(page.locator("tr[data-broker-id]")).toContainText("90");

    // a toast may cover the row's buttons: press them from the keyboard
    await page.getByRole("button", { name: `Test Broker ${code} Düzenlendi brokerını devre dışı bırak` }).press("Enter");
    await expect(page.getByText("Broker devre dışı bırakıldı")).toBeVisible();
    await expect(page.locator("tr[data-broker-id]")).toContainText("Devre Dışı");

    // a toast may cover the row's buttons: press them from the keyboard
    await page.getByRole("button", { name: `Test Broker ${code} Düzenlendi brokerını sil` }).press("Enter");
    await expect(page.getByRole("alertdialog")).toContainText("Bu brokerı silmek istediğinizden emin misiniz?");
    await expectNoViolations(page, "delete confirmation", javaScriptEnabled);
    await expect(page.locator("tr[data-broker-id]")).toHaveCount(1);
    // the confirmation stands under its row, where a toast may cover it too
    await page.getByRole("button", { name: "Evet, sil" }).press("Enter");
    await expect(page.getByText("Broker başarıyla silindi")).toBeVisible();
    await expect(page.locator("tr[data-broker-id]")).toHaveCount(0);
  });

  test("a broker that others refer to cannot be deleted: the screen offers deactivation", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/brokers?q=ANADOLU");
    await hydrated(page, javaScriptEnabled);
    // a toast may cover the row's buttons: press them from the keyboard
    await page.getByRole("button", { name: "Anadolu Jet Partners brokerını sil" }).press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("silinemez");
    await expect(dialog.getByRole("button", { name: "Devre Dışı Bırak" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Evet, sil" })).toHaveCount(0);
  });
});

test.describe("broker flights", () => {
  test("sync all fills 'Available Flights' from the demo feed; a disabled broker has no sync button", async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/broker-flights?tab=status");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Broker Uçuş Entegrasyonu", level: 1 })).toBeVisible();
    const ege = page.locator("tr", { hasText: "Ege Charter Network" });
    await expect(ege).toContainText("Devre dışı broker eşitlenemez");
    await expect(ege.getByRole("button")).toHaveCount(0);
    await expectNoViolations(page, "broker status", javaScriptEnabled);

    // the button queues the syncs and answers at once (decision 022); the run shows queued or running, then its result
    await page.getByRole("button", { name: "Tümünü eşitle" }).click();
    await expect(page.getByText("Eşitleme sıraya alındı")).toBeVisible();
    const demo = page.locator("tr", { hasText: "Demo Akış Partneri (demo)" });
    const run = demo.locator("[data-run-state]");
    await expect(run).toHaveAttribute("data-run-state", /^(queued|running|succeeded)$/);
    if (javaScriptEnabled) {
      // the page refreshes itself while the run is open
      await expect(run).toHaveAttribute("data-run-state", "succeeded", { timeout: 20_000 });
    } else {
      await expect(async () => {
        await page.reload();
        await expect(run).toHaveAttribute("data-run-state", "succeeded", { timeout: 500 });
      }).toPass({ timeout: 20_000 });
    }
    await expect(run).toContainText("Başarılı");
    await expect(run).toContainText(/\d+ yeni\/değişen, \d+ aynı, 0 atlandı/);
    await expect(demo).not.toContainText("Hiç eşitlenmedi");
    await expectNoViolations(page, "broker status after the run", javaScriptEnabled);

    await page.getByRole("link", { name: "Available Flights" }).click();
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("tr[data-flight-id]").first()).toBeVisible();
    await expectNoViolations(page, "available flights", javaScriptEnabled);
    await page.locator("#bf-q").fill("zzzz-yok");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page.getByText("No flights found")).toBeVisible();
  });
});
