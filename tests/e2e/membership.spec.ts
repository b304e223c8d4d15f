import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * Membership (decision 023), with JavaScript on and off: the demo customer's tier from their completed flights,
 * the renewal date, the ledger, and the auto-renewal switched off and on again, persisted across reloads.
 * Axe over the screen where JavaScript runs.
 */

test("the customer reads their membership and switches auto-renewal off and on", async ({ page, javaScriptEnabled }) => {
  const js = javaScriptEnabled !== false;
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test");
  // the header's menu leads here
  await page.goto("/dashboard/membership");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Üyeliğim", level: 1 })).toBeVisible();
  await expect(page.getByTestId("membership-renews")).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByTestId("membership-auto-renew")).toHaveText("Otomatik yenileme açık");
  await expectNoViolations(page, "membership", js);

  await page.getByRole("button", { name: "Otomatik yenilemeyi kapat" }).click();
  await expect(page.getByText("Otomatik yenileme kapatıldı.")).toBeVisible();
  await page.reload();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("membership-auto-renew")).toHaveText("Otomatik yenileme kapalı");

  await page.getByRole("button", { name: "Otomatik yenilemeyi aç" }).click();
  await expect(page.getByText("Otomatik yenileme açıldı.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("membership-auto-renew")).toHaveText("Otomatik yenileme açık");
});
