import { expect, hydrated, test } from "./fixtures";
import { dayAhead, signIn } from "./support";

test.describe("landing page", () => {
  test("shows every section, the navigation, the footer and the page's metadata", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await expect(page).toHaveTitle(/Ufuk Jet/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /24 saat/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Ufuk Jet/);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of ["Nasıl Çalışır", "Filomuz", "VIP Hizmetler", "Uçuş Talebi", "Hakkımızda"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const jet of ["Citation Excellence", "Legacy 650E", "Global 7500"]) {
      await expect(page.getByRole("heading", { level: 3, name: jet })).toBeVisible();
    }
    await expect(page.getByText("3.500 nm")).toBeVisible();
    await expect(page.getByText("19 yolcu")).toBeVisible();

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Boş Bacaklar" })).toHaveAttribute("href", "/bos-bacaklar");
    await expect(header.getByRole("link", { name: "Müşteri Girişi" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Broker Girişi" })).toHaveAttribute("href", "/broker/login");
    await expect(header.getByRole("link", { name: "Personel Girişi" })).toHaveAttribute("href", "/admin/login");
    await expect(header.getByRole("link", { name: "Filo" })).toHaveAttribute("href", "#fleet");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("7/24 Concierge")).toBeVisible();
    await expect(footer.getByRole("link", { name: "WhatsApp ile yazın" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(footer.getByRole("link", { name: /concierge@/ })).toHaveAttribute("href", /^mailto:/);

    await page.getByRole("link", { name: "Uçuş Talep Et" }).first().click();
    await expect(page).toHaveURL(/#flight-request-form$/);
    await expect(page.locator("#flight-request-form")).toBeInViewport();
  });

  test("loads no JavaScript before the first interaction; then hydrates without a mismatch and checks the form in the browser", async ({
    page,
    javaScriptEnabled,
  }) => {
    const scripts: string[] = [];
    let posts = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      if (request.method() === "POST") posts += 1;
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // (without JavaScript a browser reads <noscript> as HTML and may still preload module files it never runs)
    if (javaScriptEnabled) expect(scripts, "scripts fetched before any interaction").toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    // the first interaction (a focus on the form's first field) loads the app and hydrates the page
    const form = page.locator("#flight-request-form");
    await form.getByLabel("Kalkış şehri").focus();
    if (javaScriptEnabled) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(scripts.some((path) => /entry\.client/.test(path))).toBe(true);
    }

    // with the app the empty form is refused in the browser; without it the server answers the same
    await form.getByRole("button", { name: "Talebi Gönder" }).click();
    await expect(form.getByRole("alert")).toContainText("Eksik bilgi");
    expect(posts).toBe(javaScriptEnabled ? 0 : 1);
  });

  test("privacy and terms are real pages", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("contentinfo").getByRole("link", { name: "Gizlilik ve KVKK" }).click();
    await expect(page).toHaveURL(/\/gizlilik$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Aydınlatma Metni");
    await expect(page.getByText(/6698 sayılı/).first()).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Kullanım Koşulları" }).click();
    await expect(page).toHaveURL(/\/kullanim-kosullari$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kullanım Koşulları" })).toBeVisible();
  });

  test("robots.txt and sitemap.xml", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toContain("/bos-bacaklar</loc>");
  });
});

test.describe("guest flight request", () => {
  test("an invalid request keeps the values and shows the errors; a valid one is sent and the form empties", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const email = `misafir-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("#flight-request-form");

    if (javaScriptEnabled) {
      // the browser checks with the same schema, in the spec's order
      await form.getByRole("button", { name: "Talebi Gönder" }).click();
      await expect(form.getByRole("alert")).toContainText("Eksik bilgi");
      await expect(form.getByRole("alert")).toContainText("Lütfen kalkış ve varış şehirlerini seçin.");
    }

    await form.getByLabel("Kalkış şehri").selectOption("İstanbul");
    await form.getByLabel("Varış şehri").selectOption("İstanbul");
    await form.getByLabel("Kalkış tarihi").fill(dayAhead(14));
    await form.getByLabel("Yolcu sayısı").fill("4");
    await form.getByLabel("Ad Soyad").fill("Elif Su Kaya");
    await form.getByLabel("E-posta").fill(email);
    await form.getByLabel("Telefon").fill("abc");
    await form.getByRole("button", { name: "Talebi Gönder" }).click();

    // next to the field (the summary at the top of the form repeats them as links)
    await expect(form.locator('[data-slot="field-error"]', { hasText: "Varış şehri kalkış şehrinden farklı olmalıdır." })).toBeVisible();
    await expect(form.locator('[data-slot="field-error"]', { hasText: "Geçerli bir telefon numarası girin." })).toBeVisible();
    await expect(form.getByLabel("Ad Soyad")).toHaveValue("Elif Su Kaya");
    await expect(form.getByLabel("E-posta")).toHaveValue(email);
    await expect(form.getByLabel("Yolcu sayısı")).toHaveValue("4");

    await form.getByLabel("Varış şehri").selectOption("Londra");
    await form.getByLabel("Telefon").fill("+90 532 123 45 67");
    await form.getByLabel("Özel istekler").fill("Vejetaryen menü");
    if (javaScriptEnabled) {
      // hold the answer a moment to see the busy text
      await page.route("**/_.data?index*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
    }
    await form.getByRole("button", { name: "Talebi Gönder" }).click();
    if (javaScriptEnabled) await expect(form.getByRole("button", { name: "Gönderiliyor..." })).toBeDisabled();

    const sent = page.getByRole("main").getByRole("status").filter({ hasText: "Uçuş Talebi Gönderildi" });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("24 saat içinde kişiselleştirilmiş teklif ile sizinle iletişime geçeceğiz.");
    await expect(page).toHaveURL(/\?gonderildi=/);
    const fresh = page.locator("#flight-request-form");
    await expect(fresh.getByLabel("Ad Soyad")).toHaveValue("");
    await expect(fresh.getByLabel("E-posta")).toHaveValue("");
    await expect(fresh.getByLabel("Yolcu sayısı")).toHaveValue("1");

    // the request really went through: staff see the guest's confirmation e-mail in the outbox
    const staff = await browser.newPage();
    await signIn(staff, false, "admin@ufukjet.test", { path: "/admin/login", landing: /\/admin\/?$/ });
    await staff.goto(`/admin/settings/outbox?q=${encodeURIComponent(email)}`);
    await expect(staff.getByText(email).first()).toBeVisible();
    await expect(staff.getByText(/Uçuş talebiniz alındı — İstanbul → Londra/).first()).toBeVisible();
    await staff.close();
  });
});

test.describe("/bos-bacaklar", () => {
  test("search and sort work from the URL and from the form", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bos-bacaklar?sort=price");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Boş Bacak Uçuşları" })).toBeVisible();
    await expect(page.getByTestId("legs-count")).toHaveText(/\d+ uçuş bulundu/);
    // the leg without a price counts as 0, so it comes first
    await expect(page.getByTestId("leg-price").first()).toHaveText("Fiyat Talep Edilir");
    await expect(page.getByText("Müsait").first()).toBeVisible();
    await expect(page.getByText("Kapasite belirtilmemiş").first()).toBeVisible();
    // hidden and past legs never show
    await expect(page.getByText("Ege Hava Taksi")).toHaveCount(0);
    await expect(page.getByText("Seine Aviation")).toHaveCount(0);

    await page.getByLabel(/operatör ara/).fill("rivıera");
    await page.getByLabel("Sırala").selectOption("departure_datetime");
    await page.getByRole("button", { name: "Uygula" }).click();
    await expect(page).toHaveURL(/q=riv%C4%B1era/);
    await expect(page.getByTestId("legs-count")).toHaveText("1 uçuş bulundu");
    await expect(page.getByText("Riviera Jets")).toBeVisible();
    await expect(page.getByTestId("leg-price")).toHaveText("€9.800");

    await page.goto("/bos-bacaklar?q=olmayan-bir-yer");
    await expect(page.getByRole("heading", { name: "Boş bacak bulunamadı" })).toBeVisible();
    await expect(page.getByText("Aramanıza uyan boş bacak uçuşu yok.", { exact: false })).toBeVisible();
  });

  test("'Rezervasyon Talep Et' opens the leg's form and sends a request", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bos-bacaklar?q=bodrum");
    await hydrated(page, javaScriptEnabled);
    await page
      .getByRole("link", { name: /rezervasyon talep et/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/bos-bacaklar\/[0-9a-f-]+\/talep$/);
    await expect(page.getByRole("heading", { level: 1, name: "Boş Bacak Rezervasyon Talebi" })).toBeVisible();
    await expect(page.getByText("Orta Boy Jet")).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Ad Soyad").fill("Mert Aydın");
    await page.getByLabel("E-posta").fill(`bacak-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`);
    await page.getByLabel("Telefon").fill("0532 999 88 77");
    await page.getByLabel("Yolcu sayısı").fill("2");
    await page.getByRole("button", { name: "Rezervasyon Talep Et" }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Uçuş Talebi Gönderildi" })).toBeVisible();
    await expect(page.getByLabel("Ad Soyad")).toHaveValue("");
  });

  test("a leg that is not published answers 404", async ({ page }) => {
    const response = await page.goto("/bos-bacaklar/00000000-0000-4000-8000-000000000000/talep");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Bu boş bacak uçuşu artık yayında değil.")).toBeVisible();
  });
});
