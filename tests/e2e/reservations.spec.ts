import { readFile } from "node:fs/promises";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/** Staff reservations with JavaScript on and off: create from the dashboard → hold → confirm → the PDF and the list's exports. */

/** `YYYY-MM-DDTHH:MM` for a day `days` ahead at `hour` (the first route, Ankara → Antalya, keeps İstanbul time at both ends). */
function localInput(days: number, hour: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

test.describe("reservations", () => {
  test("create from the dashboard's quick action → hold → confirm, then download its PDF", async ({ page, javaScriptEnabled }) => {
    // each project books its own far-away day (both run against one database)
    const day = javaScriptEnabled ? 500 : 530;
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Yeni Rezervasyon" }).first().click();
    await expect(page).toHaveURL(/\/admin\/reservations\/new$/);
    await hydrated(page, javaScriptEnabled);

    await page.getByLabel("Müşteri").selectOption({ index: 1 });
    await page.getByLabel("Rota").selectOption({ index: 1 });
    const jet = page.getByLabel("Jet", { exact: true });
    const jetLabel = (await jet.locator("option").nth(1).textContent()) ?? "";
    await jet.selectOption({ index: 1 });
    await page.getByLabel(/^Kalkış \(/).fill(localInput(day, 10));
    await page.getByLabel(/^Varış \(/).fill(localInput(day, 13));
    await page.getByLabel("Yolcu sayısı").fill("2");
    await page.getByLabel("Catering").check();
    await page.getByLabel("Toplam tutar").fill("150.000,50");
    await page.getByLabel("Özel istekler").fill("Şampanya ve çiçek, lütfen.");
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();

    await expect(page.getByText("Rezervasyon oluşturuldu.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
    const url = page.url();
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: /Durum/ })).toContainText("Taslak");

    await page.getByRole("button", { name: "Opsiyon koy" }).click();
    await expect(page.getByText("Rezervasyon durumu: Opsiyonel.")).toBeVisible();
    await page.getByRole("button", { name: "Onayla" }).click();
    await expect(page.getByText("Rezervasyon durumu: Onaylı.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Durum/ })).toContainText("Onaylı");
    expect(page.url()).toBe(url);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Rezervasyon belgesini indir (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^UJ-[0-9A-F]{8}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // the list finds it by the jet's model and shows it confirmed
    const model = jetLabel
      .replace(/\s*\(.*$/, "")
      .split(" ")
      .slice(1)
      .join(" ");
    await page.goto(`/admin/reservations?q=${encodeURIComponent(model)}&status=confirmed`);
    const id = url.split("/").pop()!;
    await expect(page.locator(`tr[data-reservation-id="${id}"]`)).toContainText("Onaylı");
    await expect(page.locator(`tr[data-reservation-id="${id}"]`)).toContainText("₺150.000,50");
  });

  test("the form refuses bad input next to the field and keeps the values", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/reservations/new");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Müşteri").selectOption({ index: 1 });
    await page.getByLabel("Rota").selectOption({ index: 1 });
    await page.getByLabel(/^Kalkış \(/).fill(localInput(600, 12));
    await page.getByLabel(/^Varış \(/).fill(localInput(600, 15));
    await page.getByLabel("Yolcu sayısı").fill("25");
    await page.getByLabel("Toplam tutar").fill("yüz bin");
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
    await expect(page.getByText("Yolcu sayısı 1 ile 20 arasında bir tam sayı olmalıdır.")).toBeVisible();
    await expect(page.getByText("Geçerli bir tutar girin (ör. 48.500 veya 48500,50).")).toBeVisible();
    await expect(page.getByLabel("Toplam tutar")).toHaveValue("yüz bin");
    // once the fields are right, the cross-field rule speaks: the arrival must follow the departure
    await page.getByLabel("Yolcu sayısı").fill("2");
    await page.getByLabel("Toplam tutar").fill("48.500");
    await page.getByLabel(/^Varış \(/).fill(localInput(600, 9));
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
    await expect(page.getByText("Varış, kalkıştan sonra olmalıdır.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reservations\/new$/);
  });

  test("an empty arrival is the departure plus the jet's block time named in the help text", async ({ page, javaScriptEnabled }) => {
    const day = javaScriptEnabled ? 560 : 590;
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test");
    await page.goto("/admin/reservations/new");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Müşteri").selectOption({ index: 1 });
    await page.getByLabel("Rota").selectOption({ index: 1 });
    await page.getByLabel("Jet", { exact: true }).selectOption({ index: 1 });
    const departure = localInput(day, 10);
    await page.getByLabel(/^Kalkış \(/).fill(departure);
    await page.getByLabel("Yolcu sayısı").fill("2");
    const arrival = page.getByLabel(/^Varış \(/);
    const plus = (local: string, minutes: number) =>
      new Date(new Date(`${local}:00Z`).getTime() + minutes * 60_000).toISOString().slice(0, 16);
    const blockOf = async () => {
      const hint = (await page.getByTestId("arrival-hint").textContent()) ?? "";
      expect(hint).toContain("Tahmini blok süresi");
      const [, h, m] = /(\d+) sa (\d+) dk/.exec(hint) ?? [];
      return Number(h) * 60 + Number(m);
    };
    if (javaScriptEnabled) {
      // with JavaScript the arrival is filled in as the jet, route and departure are chosen
      await expect(page.getByTestId("arrival-hint")).toBeVisible();
      await expect(arrival).toHaveValue(plus(departure, await blockOf()));
      await arrival.fill("");
    } else {
      await expect(arrival).toHaveValue("");
    }
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
    await expect(page.getByText("Rezervasyon oluşturuldu.")).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    // the saved reservation: its arrival is the departure plus the block time its form names
    await expect(page.getByTestId("arrival-hint")).toBeVisible();
    const block = await blockOf();
    expect(block).toBeGreaterThan(0);
    await expect(arrival).toHaveValue(plus(departure, block));
  });

  test("the list's filter card exports the filtered list as CSV and PDF", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/reservations?status=draft");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Rezervasyonlar" })).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(csv.suggestedFilename()).toMatch(/^rezervasyonlar-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await csv.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('"Taslak"');
    expect(text).not.toContain('"Onaylı"');
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
