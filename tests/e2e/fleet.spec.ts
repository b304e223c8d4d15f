import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The fleet and route books (decision 018), with JavaScript on and off: a jet added, edited, deactivated and
 * deleted (and a delete refused for a jet reservations refer to); a route added, repriced, with its price
 * history; and axe over both screens and their steps.
 */

test.describe("fleet book", () => {
  test("add with the defaults → edit → deactivate → view its image → delete after the confirmation", async ({
    page,
    javaScriptEnabled,
  }) => {
    // each project its own registration (both run against one database)
    const registration = javaScriptEnabled ? "TC-EJS" : "TC-ENJ";
    // the image host is answered here (the test machine has no internet): a 1×1 PNG
    await page.route("https://images.example.com/**", (route) =>
      route.fulfill({
        contentType: "image/png",
        body: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
      }),
    );
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/jets");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Jet yönetimi", level: 1 })).toBeVisible();
    await expect(page.getByText("Ortalama saatlik ücret")).toBeVisible();

    await page.getByRole("link", { name: "Jet ekle" }).click();
    await hydrated(page, javaScriptEnabled);
    // the §9 defaults
    await expect(page.getByLabel("Koltuk kapasitesi (en çok yolcu)")).toHaveValue("6");
    await expect(page.getByLabel("Saatlik ücret (TL)")).toHaveValue("5000");
    await page.getByLabel("Üretici").fill("Embraer");
    await page.getByRole("textbox", { name: "Model", exact: true }).fill("Praetor 600");
    await page.getByLabel("Tescil işareti").fill(registration.toLowerCase());
    await page.getByLabel("Kategori").selectOption("super_midsize");
    await page.getByLabel("Özellikler").fill("Wi-Fi, Catering");
    // a refused image address keeps the form with the message beside the field
    await page.getByLabel("Görsel adresi").fill("http://images.example.com/praetor.jpg");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Görsel adresi https:// ile başlayan geçerli bir adres olmalıdır.")).toBeVisible();
    await expect(page.getByLabel("Üretici")).toHaveValue("Embraer");
    await page.getByLabel("Görsel adresi").fill("https://images.example.com/praetor.jpg");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Jet eklendi.")).toBeVisible();

    await page.locator("#jets-q").fill(registration);
    await page.getByRole("button", { name: "Ara", exact: true }).click();
    const row = page.locator("tr[data-jet-id]");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(registration);
    await expect(row).toContainText("Müsait");

    await row.getByRole("link", { name: "Embraer Praetor 600 düzenle" }).click();
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("textbox", { name: "Model", exact: true }).fill("Praetor 600E");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Jet güncellendi.")).toBeVisible();
    await expect(page.locator("tr[data-jet-id]")).toContainText("Praetor 600E");

    await page.getByRole("button", { name: "Embraer Praetor 600E pasifleştir" }).click();
    await expect(page.getByText("Jet pasifleştirildi; artık müsait görünmüyor.")).toBeVisible();
    await expect(page.locator("tr[data-jet-id]")).toContainText("Meşgul");

    await page.getByRole("link", { name: "Embraer Praetor 600E ayrıntıları" }).click();
    await expect(page.getByRole("img", { name: "Embraer Praetor 600E görseli" })).toHaveAttribute(
      "src",
      "https://images.example.com/praetor.jpg",
    );

    await page.getByRole("button", { name: "Embraer Praetor 600E sil" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Bu jeti silmek istediğinizden emin misiniz?");
    await expect(page.locator("tr[data-jet-id]")).toHaveCount(1);
    await page.getByRole("button", { name: "Evet, sil" }).click();
    await expect(page.getByText("Jet silindi.")).toBeVisible();
    await expect(page.locator("tr[data-jet-id]")).toHaveCount(0);
  });

  test("a jet reservations refer to cannot be deleted; the confirmation offers deactivation", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/jets");
    await hydrated(page, javaScriptEnabled);
    // the demo fleet's first jet by manufacturer has reservations
    const first = page.locator("tr[data-jet-id]").first();
    await first.getByRole("button", { name: / sil$/ }).click();
    const panel = page.getByRole("alertdialog");
    await expect(panel).toContainText("Bu jet silinemez");
    await expect(panel.getByRole("button", { name: "Evet, sil" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: /pasifleştir|aktifleştir/ }).or(panel.getByText("Jet zaten pasif."))).toBeVisible();
  });
});

test.describe("plain links (decision 033)", () => {
  test("a row's link opens its panel: a client navigation with JavaScript, a page load without", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/jets");
    await hydrated(page, javaScriptEnabled);
    const view = page
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: /ayrıntıları$/ });
    await expect(view).toHaveAttribute("data-navigate", "");
    const href = await view.getAttribute("href");
    expect(href).toMatch(/^\/admin\/jets\?view=[0-9a-f-]{36}$/);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await view.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    // with JavaScript the router fetched the page's data, without it the browser loaded the page
    expect(documents).toEqual(javaScriptEnabled ? [] : [href]);
    if (javaScriptEnabled) {
      // the browser's own back button returns to the list, still without a page load
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/jets$/);
      expect(documents).toEqual([]);
    }
  });
});

test.describe("route book", () => {
  test("add a route from our airports → edit its price → the price history shows both", async ({ page, javaScriptEnabled }) => {
    const [from, to] = javaScriptEnabled ? ["Trabzon", "Kayseri"] : ["Kayseri", "Trabzon"];
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/routes");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Rota yönetimi", level: 1 })).toBeVisible();
    await expect(page.getByText("Ortalama mesafe")).toBeVisible();

    await page.getByRole("link", { name: "Rota ekle" }).click();
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Kalkış").selectOption(from);
    await page.getByLabel("Varış").selectOption(to);
    await page.getByLabel("Taban fiyat").fill("72.500");
    // a different distance without a reason is refused
    await page.getByLabel("Mesafe (km)").fill("999");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Hesaplanan mesafeden farklı bir mesafe için gerekçe yazın.")).toBeVisible();
    await page.getByLabel("Mesafe (km)").fill("");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Rota eklendi.")).toBeVisible();

    await page.locator("#routes-q").fill(`${from} ${to}`);
    await page.getByRole("button", { name: "Ara", exact: true }).click();
    const row = page.locator("tr[data-route-id]").filter({ hasText: "₺72.500" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Türkiye");

    await row.getByRole("link", { name: /^Fiyatlandırma: / }).click();
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Taban fiyat").fill("80.000");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Rota güncellendi.")).toBeVisible();
    const history = page.locator("tr[data-price-change]");
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText("₺72.500");
    await expect(history.first()).toContainText("₺80.000");
    await expect(history.last()).toContainText("İlk fiyat");
  });
});

test.describe("fleet and route books: accessibility", () => {
  test("axe finds no violations on both screens and their steps", async ({ page, browser, baseURL, javaScriptEnabled }) => {
    test.setTimeout(240_000);
    // axe runs as a script inside the page: without JavaScript the same server pages are checked in a page of
    // their own that allows scripts
    const context = javaScriptEnabled ? null : await browser.newContext({ baseURL, javaScriptEnabled: true, locale: "tr-TR" });
    const axePage = context ? await context.newPage() : page;
    try {
      await signIn(axePage, true, "admin@ufukjet.test");
      await axePage.goto("/admin/jets");
      const jetId = await axePage.locator("tr[data-jet-id]").first().getAttribute("data-jet-id");
      await axePage.goto("/admin/routes");
      const routeId = await axePage.locator("tr[data-route-id]").first().getAttribute("data-route-id");
      expect(jetId && routeId).toBeTruthy();
      for (const path of [
        "/admin/jets",
        "/admin/jets?new=1",
        `/admin/jets?view=${jetId}`,
        `/admin/jets?edit=${jetId}`,
        `/admin/jets?delete=${jetId}`,
        "/admin/routes",
        "/admin/routes?new=1",
        `/admin/routes?edit=${routeId}`,
      ]) {
        await axePage.goto(path);
        await hydrated(axePage, true);
        await expectNoViolations(axePage, path);
      }
    } finally {
      await context?.close();
    }
  });
});
