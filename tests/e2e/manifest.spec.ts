import type { Page } from "@playwright/test";
import { demoId } from "#demo/id";
import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The passenger manifest (decision 053) with JavaScript on and off: the customer enters two passengers on their
 * flight's page and sees them masked (axe over the page with the manifest, with JavaScript); staff see them in full
 * on the reservation's manifest page and download the CSV and the PDF. The demo customer's confirmed flight to
 * London (r22, six passengers) takes both projects' two passengers; each project names its own.
 */
const FLIGHT = demoId("reservation", "r22");

async function addPassenger(page: Page, js: boolean | undefined, p: { given: string; surname: string; number: string; birth: string }) {
  const form = page
    .getByRole("region", { name: "Yolcu listesi" })
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Yolcu ekle" }) });
  await form.getByLabel("Adlar (belgedeki gibi)").fill(p.given);
  await form.getByLabel("Soyadı (belgedeki gibi)").fill(p.surname);
  await form.getByLabel("Cinsiyet").selectOption("F");
  await form.getByLabel("Uyruk (ülke kodu, ör. TR)").fill("TR");
  await form.getByLabel("Belge türü").selectOption("passport");
  await form.getByLabel("Belge numarası").fill(p.number);
  await form.getByLabel("Belgeyi veren ülke (ülke kodu)").fill("TR");
  await form.getByLabel("Belgenin geçerlilik sonu").fill("2034-06-30");
  await form.getByLabel("Doğum tarihi").fill(p.birth);
  await form.getByRole("button", { name: "Yolcu ekle" }).click();
  await expect(page.getByText("Yolcu kaydedildi.")).toBeVisible();
  await hydrated(page, js);
}

test.describe("passenger manifest", () => {
  test("the customer enters two passengers and sees them masked; staff download the manifest", async ({ page, javaScriptEnabled }) => {
    const tag = javaScriptEnabled ? "Js" : "Html";
    const numbers = javaScriptEnabled ? ["U70001234", "U70005678"] : ["U80004321", "U80008765"];
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
    await page.goto(`/dashboard/flights/${FLIGHT}`);
    await hydrated(page, javaScriptEnabled);
    const region = page.getByRole("region", { name: "Yolcu listesi" });
    await expect(region.getByTestId("manifest-deadline")).toContainText("Yolcu listesi en geç");

    await addPassenger(page, javaScriptEnabled, { given: "Ayşe", surname: `Yılmaz${tag}`, number: numbers[0]!, birth: "1985-07-21" });
    await addPassenger(page, javaScriptEnabled, { given: "Deniz", surname: `Yılmaz${tag}`, number: numbers[1]!, birth: "2016-03-04" });

    const rows = region.getByTestId("manifest-row").filter({ hasText: `Yılmaz${tag}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByTestId("document-number")).toHaveText(`•••••${numbers[0]!.slice(-4)}`);
    await expect(rows.nth(0).getByTestId("birth-date")).toHaveText("1985");
    await expect(rows.nth(1).getByTestId("birth-date")).toHaveText("2016");
    await expect(page.locator("body")).not.toContainText(numbers[0]!);
    await expect(page.locator("body")).not.toContainText("21.07.1985");
    await expectNoViolations(page, "the customer's flight with its manifest", javaScriptEnabled);

    // a bad input answers next to its field, nothing saved
    const form = region.locator("form").filter({ has: page.getByRole("button", { name: "Yolcu ekle" }) });
    await form.getByLabel("Uyruk (ülke kodu, ör. TR)").fill("XYZ");
    await form.getByRole("button", { name: "Yolcu ekle" }).click();
    await expect(page.getByText("Uyruğu iki harfli ülke koduyla yazın (ör. TR).")).toBeVisible();

    // staff: the manifest in full, its CSV and PDF
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto(`/admin/reservations/${FLIGHT}/manifest`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("manifest-table")).toContainText(numbers[0]!);
    await expect(page.getByTestId("manifest-table")).toContainText("21.07.1985");
    await expectNoViolations(page, "staff's manifest page", javaScriptEnabled);
    const csvHref = await page.getByRole("link", { name: "CSV indir" }).getAttribute("href");
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    const text = (await csv.body()).toString("utf8");
    expect(text).toContain(numbers[0]!);
    expect(text).toContain(numbers[1]!);
    const pdfHref = await page.getByRole("link", { name: "PDF indir" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
