import { createHash } from "node:crypto";
import { expect, hydrated, test } from "./fixtures";
import { homeOf, signIn } from "./support";

/** The quote half of the brokerage loop, with JavaScript on and off. */

/** The demo data's fixed ids (same rule as demo/id.ts). */
function demoId(kind: string, key: string): string {
  const hex = createHash("sha1").update(`ufuk-jet-demo/${kind}/${key}`).digest("hex");
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

test.describe("quote loop", () => {
  test("admin shows a request → broker quotes → admin approves → accepted, and the broker sees it approved", async ({
    page,
    javaScriptEnabled,
  }) => {
    // each project uses its own hidden, pending demo request (both run against one database)
    const requestId = demoId("quote-request", javaScriptEnabled ? "q04" : "q06");
    const [typed, shown] = javaScriptEnabled ? ["48.500,50", "€48.500,50"] : ["47250,75", "€47.250,75"];

    await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { landing: homeOf("admin@ufukjet.test") });
    await page.goto("/admin/quote-requests?status=pending");
    await hydrated(page, javaScriptEnabled);
    const row = page.locator(`tr[data-request-id="${requestId}"]`);
    const toggle = row.getByRole("switch");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(page.getByText("Talep brokerlara görünür yapıldı.")).toBeVisible();
    await expect(page.locator(`tr[data-request-id="${requestId}"]`).getByRole("switch")).toHaveAttribute("aria-checked", "true");

    await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { landing: homeOf("broker@ufukjet.test") });
    await page.goto(`/broker/quote/${requestId}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Teklif Ver" })).toBeVisible();
    // the block time of the jets that fit the trip (the charter engine), e.g. "2 sa 35 dk"
    await expect(page.getByTestId("estimated-hours")).toContainText(/\d+ sa \d+ dk/);
    const submit = page.getByRole("button", { name: "Teklif Gönder" });
    if (javaScriptEnabled) await expect(submit).toBeDisabled();
    await page.getByLabel("Teklif tutarı").fill(typed);
    await page.getByLabel("Para birimi").selectOption("EUR");
    await page.getByLabel("Geçerlilik süresi").selectOption("72");
    await page.getByLabel("Notlar").fill("Catering dahildir.");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/broker\/?$/);
    await expect(page.getByText("Teklif başarıyla gönderildi!")).toBeVisible();

    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { landing: homeOf("operasyon@ufukjet.test") });
    await page.goto(`/admin/broker-quotes?request_id=${requestId}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByText(shown)).toBeVisible();
    await page.getByRole("button", { name: "Anadolu Jet Partners teklifini onayla" }).click();
    if (javaScriptEnabled) {
      // with JavaScript the decision is confirmed in a dialog first
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText("Teklif onaylansın mı?");
      await dialog.getByRole("button", { name: "Onayla" }).click();
    }
    await expect(page.getByText("Teklif başarıyla onaylandı.")).toBeVisible();
    await expect(page.getByRole("cell", { name: /Onaylandı/ }).first()).toBeVisible();
    await page.goto("/admin/quote-requests?status=accepted");
    await expect(page.locator(`tr[data-request-id="${requestId}"]`)).toContainText("Kabul Edildi");

    await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { landing: homeOf("broker@ufukjet.test") });
    await page.goto("/broker?tab=mine");
    const card = page.getByRole("listitem").filter({ hasText: shown });
    await expect(card).toContainText("Onaylandı");
  });

  test("the quote form refuses bad input with a clear message and keeps the values", async ({ page, javaScriptEnabled }) => {
    const requestId = demoId("quote-request", "q03");
    await signIn(page, javaScriptEnabled, "broker2@ufukjet.test", { landing: homeOf("broker2@ufukjet.test") });
    await page.goto(`/broker/quote/${requestId}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Notlar").fill("Notum kalsın.");
    const submit = page.getByRole("button", { name: "Teklif Gönder" });
    if (javaScriptEnabled) {
      await expect(submit).toBeDisabled();
    } else {
      // without JavaScript the button is usable and the server answers the empty amount
      await submit.click();
      await expect(page.getByText("Teklif tutarı zorunludur.", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Notlar")).toHaveValue("Notum kalsın.");
    }
    await page.getByLabel("Teklif tutarı").fill("12,345");
    await page.getByRole("button", { name: "Teklif Gönder" }).click();
    await expect(page.getByText("Tutar en fazla iki ondalık basamak içerebilir.", { exact: true })).toBeVisible();
    await page.getByLabel("Teklif tutarı").fill("-5");
    await page.getByRole("button", { name: "Teklif Gönder" }).click();
    await expect(page.getByText("Teklif tutarı sıfırdan büyük olmalıdır.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Notlar")).toHaveValue("Notum kalsın.");
    // still the form with the last amount typed: nothing was submitted
    await expect(page.getByLabel("Teklif tutarı")).toHaveValue("-5");
    await expect(page.getByText("Teklif başarıyla gönderildi!")).toHaveCount(0);
  });

  test("a missing or hidden request answers 'Teklif talebi bulunamadı.'", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { landing: homeOf("broker@ufukjet.test") });
    for (const id of ["00000000-0000-4000-8000-000000000000", demoId("quote-request", "q10")]) {
      const response = await page.goto(`/broker/quote/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Teklif talebi bulunamadı.")).toBeVisible();
    }
  });

  test("the dashboard shows the counts, both tabs and the cards", async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, "broker2@ufukjet.test", { landing: homeOf("broker2@ufukjet.test") });
    await page.goto("/broker");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: /Hoş geldiniz, Zeynep/ })).toBeVisible();
    await expect(page.getByText("Kazanma oranı")).toBeVisible();
    await page.getByRole("link", { name: /Tekliflerim/ }).click();
    await expect(page).toHaveURL(/tab=mine/);
    await expect(
      page
        .getByText("€44.900", { exact: true })
        .or(page.getByText("$38.000", { exact: true }))
        .first(),
    ).toBeVisible();
    await page.getByRole("link", { name: "Taleplere git" }).click();
    await expect(page).toHaveURL(/\/broker\/quote-requests/);
    await page.getByLabel("Arama").fill("LONDRA");
    await page.getByRole("button", { name: "Ara" }).click();
    await expect(page.getByRole("heading", { name: /Londra/ }).first()).toBeVisible();
  });
});
