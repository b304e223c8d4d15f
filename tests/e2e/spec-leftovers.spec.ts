import { pointsForMinutes } from "../../app/lib/domain/membership";
import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, PASSWORD } from "./support";

/**
 * Decision 049's spec leftovers in the browser, JavaScript on and off: /upcoming-flights takes a guest through
 * sign-in to the flights screen; history cards show each completed flight's membership points; axe over both
 * screens (with JavaScript, as it runs inside the page).
 */

test.describe("spec leftovers", () => {
  test("/upcoming-flights: a guest signs in and lands on the flights screen", async ({ page, javaScriptEnabled }) => {
    await page.context().clearCookies();
    await page.goto("/upcoming-flights");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fupcoming-flights$/);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill("musteri@ufukjet.test");
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/dashboard\/flights$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Yaklaşan Uçuşlar", level: 1 })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/upcoming-flights → /dashboard/flights");

    // signed in, the old address goes straight to the screen
    await page.goto("/upcoming-flights");
    await expect(page).toHaveURL(/\/dashboard\/flights$/);
    await expect(page.getByRole("heading", { name: "Yaklaşan Uçuşlar", level: 1 })).toBeVisible();
  });

  test("history cards show each completed flight's points by the membership rule", async ({ page, javaScriptEnabled }) => {
    await page.context().clearCookies();
    await page.goto("/auth?redirectTo=%2Fdashboard%2Fhistory%3Fstatus%3Dcompleted");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("E-posta").fill("musteri@ufukjet.test");
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/dashboard\/history\?status=completed$/);
    await hydrated(page, javaScriptEnabled);
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/history");
    const cards = page.locator("article[data-flight-id]");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const text = (await card.textContent()) ?? "";
      const [, hours, minutes] = /(\d+) sa (\d+) dk/.exec(text) ?? [];
      expect(hours, `the duration of card ${i}`).toBeDefined();
      const expected = pointsForMinutes(Number(hours) * 60 + Number(minutes));
      const points = card.getByTestId("flight-points");
      await expect(points).toContainText("Kazanılan puan");
      const shown = Number(((await points.locator("dd").textContent()) ?? "").replace(/\D/g, ""));
      expect(shown).toBe(expected);
    }
  });
});
