import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The demo accounts' password (README). */
export const PASSWORD = "UfukJet!2026";

/** The euro or lira amount a page shows ("€7.125,15", "₺216.862,50") in cents, to compare sums without a formatter. */
export function shownCents(text: string): number {
  const digits = text.replace(/[^\d,]/g, "");
  const [whole, cents = ""] = digits.split(",");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}

/**
 * The provider's hosted page (its stand-in, decision 045): the card, then its 3-D code. Answers the amount the page
 * asked for, as the page wrote it. The test cards: 5528 7900 0000 0008 is charged, 4111 1111 1111 1129 declined.
 */
export async function payOnHostedPage(page: Page, card: string): Promise<string> {
  await expect(page).toHaveURL(/\/demo-odeme\/odeme\?token=/);
  const amount = (await page.locator("[data-amount]").textContent())!.trim();
  await page.getByLabel("Kart üzerindeki ad").fill("Ahmet Yilmaz");
  await page.getByLabel("Kart numarası").fill(card);
  await page.getByLabel("Son kullanma (AA/YY)").fill("12/30");
  await page.getByLabel("Güvenlik kodu (CVC)").fill("123");
  await page.getByRole("button", { name: `${amount} öde` }).click();
  await page.getByLabel("Doğrulama kodu").fill("283126");
  await page.getByRole("button", { name: "Onayla" }).click();
  return amount;
}

/** Runs axe on the page once its animations have settled (a fading toast or dialog has half its contrast). */
export async function expectNoViolations(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(found, `${label}: axe violations`).toEqual([]);
}
