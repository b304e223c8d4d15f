import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/**
 * A staff reservation İstanbul → London with JavaScript on and off (issue 27): the departure is typed at 09:00
 * İstanbul time, the arrival is the block time later on London's clock (GMT in winter, BST in summer), the labels
 * say whose clock, and the list and the operations list show the same times with their zones.
 */

/** The block time the form's help text names, in minutes. */
async function blockOf(page: Page) {
  const hint = (await page.getByTestId("arrival-hint").textContent()) ?? "";
  const [, h, m] = /(\d+) sa(?: (\d+) dk)?/.exec(hint) ?? [];
  expect(h, hint).toBeDefined();
  return Number(h) * 60 + Number(m ?? 0);
}

test.describe("reservation times at each airport", () => {
  test("İstanbul 09:00 → London: the arrival in London time, the labels, the list and operations", async ({ page, javaScriptEnabled }) => {
    // a winter day with JavaScript (London on GMT), a summer day without (BST)
    const summer = !javaScriptEnabled;
    const date = summer ? "2028-07-12" : "2028-01-12";
    const london = summer ? "BST" : "GMT";
    const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
    // 09:00 in İstanbul is 06:00Z all year; London is UTC in winter and UTC+1 in summer
    const londonWall = (block: number) =>
      new Date(Date.UTC(y, mo - 1, d, 6, 0) + (block + (summer ? 60 : 0)) * 60_000).toISOString().slice(0, 16);

    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/reservations/new");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Müşteri").selectOption({ index: 1 });
    await page.getByLabel("Rota").selectOption({ label: "İstanbul → Londra" });
    if (javaScriptEnabled) {
      // the labels follow the route at once
      await expect(page.getByText("Kalkış (İstanbul yerel saati, GMT+3)")).toBeVisible();
    } else {
      await expect(page.getByText("Kalkış (kalkış havalimanının yerel saati)")).toBeVisible();
    }
    await page.getByLabel(/^Kalkış \(/).fill(`${date}T09:00`);
    await page.getByLabel("Yolcu sayısı").fill("2");
    const arrival = page.getByLabel(/^Varış \(/);
    if (javaScriptEnabled) {
      await expect(page.getByText(`Varış (Londra yerel saati, ${london})`)).toBeVisible();
      await expect(arrival).toHaveValue(londonWall(await blockOf(page)));
    }
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
    await expect(page.getByText("Rezervasyon oluşturuldu.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
    await hydrated(page, javaScriptEnabled);
    const id = page.url().split("/").pop()!;

    // the saved reservation's page: each time on its airport's clock, and the labels say whose
    await expect(page.getByLabel("Kalkış (İstanbul yerel saati, GMT+3)")).toHaveValue(`${date}T09:00`);
    const block = await blockOf(page);
    const landing = londonWall(block);
    await expect(page.getByLabel(`Varış (Londra yerel saati, ${london})`)).toHaveValue(landing);

    const dotted = (wall: string) => `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
    await page.goto("/admin/reservations?q=Londra");
    const row = page.locator(`tr[data-reservation-id="${id}"]`);
    await expect(row).toContainText(`${dotted(`${date}T09:00`)} GMT+3`);
    await expect(row).toContainText(`${dotted(landing)} ${london}`);

    const code = `UJ-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
    await page.goto(`/admin/flights?tab=upcoming&q=${code}`);
    const times = page.locator(`tr[data-reservation-id="${id}"] [data-testid="flight-times"]`);
    await expect(times).toContainText(`09:00 GMT+3 → ${landing.slice(11)} ${london}`);
    const utcLanding = new Date(Date.UTC(y, mo - 1, d, 6, 0) + block * 60_000).toISOString().slice(11, 16);
    await expect(times).toContainText(`06:00Z → ${utcLanding}Z`);
  });

  test("a time London's clocks skip is refused in Turkish next to the field", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "admin@ufukjet.test");
    await page.goto("/admin/reservations/new");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Müşteri").selectOption({ index: 1 });
    await page.getByLabel("Rota").selectOption({ label: "Londra → İstanbul" });
    // 26.03.2028: London's clocks go from 01:00 straight to 02:00
    await page.getByLabel(/^Kalkış \(/).fill("2028-03-26T01:30");
    await page.getByLabel(/^Varış \(/).fill("2028-03-26T09:00");
    await page.getByLabel("Yolcu sayısı").fill("2");
    await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
    await expect(page.getByText(/^Bu saat Londra yerel saatinde yaz saatine geçişte yaşanmıyor/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reservations\/new$/);
    // the answer names the route's zones without JavaScript too
    await expect(page.getByLabel(/^Kalkış \(Londra yerel saati, (GMT|BST)\)/)).toHaveValue("2028-03-26T01:30");
  });
});
