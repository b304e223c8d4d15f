import { extractText, getDocumentProxy } from "unpdf";
import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/** Staff reports: choose a period, read the SVG charts (JavaScript off too), download a section's CSV and the PDF. */

test.describe("reports", () => {
  test("fits a phone's width: wide tables scroll inside their own box, the page never sideways", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.setViewportSize({ width: 390, height: 844 });
    for (const period of ["this-month", "this-year"]) {
      await page.goto(`/admin/reports?period=${period}`);
      await expect(page.getByRole("heading", { name: "Raporlar", level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), period).toBeLessThanOrEqual(390);
    }
  });

  test("choose a period, see the charts as SVG, download the CSV and the PDF", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/reports");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Raporlar", level: 1 })).toBeVisible();

    await page.getByLabel("Dönem").selectOption("this-year");
    await page.getByRole("button", { name: "Göster" }).click();
    await expect(page).toHaveURL(/period=this-year/);
    for (const name of ["Gelir", "Rezervasyonlar", "Müşteri hareketleri", "Broker teklif hunisi", "Boş bacaklar"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    // the charts are server-drawn SVG images with their tables beside them
    const charts = page.locator("figure[data-chart] svg[role=img]");
    expect(await charts.count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('figure[data-chart="funnel"] svg rect.visx-bar').first()).toBeAttached();
    await expect(page.locator('figure[data-chart="funnel"] table')).toContainText("Talepler");

    // a custom range that ends before it starts is refused beside the field
    await page.getByLabel("Dönem").selectOption("custom");
    await page.getByLabel("Başlangıç").fill("2026-06-30");
    await page.getByLabel("Bitiş").fill("2026-06-01");
    await page.getByRole("button", { name: "Göster" }).click();
    await expect(page.getByText("Bitiş tarihi başlangıç tarihinden önce olamaz.").first()).toBeVisible();

    await page.goto("/admin/reports?period=this-year");
    await hydrated(page, javaScriptEnabled);
    const csvLink = page.getByRole("link", { name: "Gelir (CSV)" });
    const csv = await page.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.toString("utf8")).toContain('"Kalem";"Ay";"Rota";"Para birimi";"Tutar";"İşlem"');

    const pdfLink = page.getByRole("link", { name: "Raporun tamamı (PDF)" });
    const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain("Ufuk Jet Raporu");
    expect(text).toContain("Müşteri hareketleri");
  });

  // axe runs as a script inside the page, so it runs with JavaScript (as in accessibility.spec.ts); without
  // JavaScript the same server-rendered markup is checked for what the charts need: a name and a table
  test("the screen is accessible: axe with JavaScript, named charts with tables without", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    for (const path of ["/admin/reports?period=this-year", "/admin/reports?period=custom&from=2026-13-01&to=2026-01-01"]) {
      await page.goto(path);
      await hydrated(page, javaScriptEnabled);
      await expectNoViolations(page, path, javaScriptEnabled);
    }
    await expect(page.getByText("Geçerli bir tarih girin (YYYY-AA-GG).").first()).toBeVisible();
    await expect(page.getByLabel("Başlangıç")).toHaveAttribute("aria-invalid", "true");
    await page.goto("/admin/reports?period=this-year");
    const figures = page.locator("figure[data-chart]");
    const count = await figures.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      const figure = figures.nth(i);
      const labelledBy = await figure.locator("svg[role=img]").getAttribute("aria-labelledby");
      await expect(page.locator(`#${labelledBy}`)).not.toBeEmpty();
      await expect(figure.locator("table caption")).toHaveCount(1);
      expect(await figure.locator("table tbody tr").count()).toBeGreaterThan(0);
    }
  });

  test("the payments list downloads as PDF", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/payments?status=paid");
    await hydrated(page, javaScriptEnabled);
    const href = await page.getByRole("link", { name: "PDF indir" }).getAttribute("href");
    expect(href).toBe("/admin/payments/export?format=pdf&status=paid");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain("Ödemeler listesi");
    expect(text).toContain("durum Tamamlandı");
  });
});
