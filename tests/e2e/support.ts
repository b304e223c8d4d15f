import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

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

/**
 * Runs axe on the page (or the part `include` selects) once its animations have settled: a fading toast or dialog
 * has half its contrast. axe runs as a script inside the page, so with JavaScript off (`js` false) there is nothing
 * to run; the server-rendered HTML it would judge is the same.
 */
export async function expectNoViolations(page: Page, label: string, js?: boolean, options: { include?: string } = {}) {
  if (js === false) return;
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(found, `${label}: axe violations`).toEqual([]);
}

export type SignInOptions = {
  /** the sign-in page: /auth unless an area's own (/login, /admin/login, /broker/login) */
  path?: string;
  /** PASSWORD (the demo accounts') unless given */
  password?: string;
  /** sign in over the session there is; otherwise the cookies are cleared first */
  keepCookies?: boolean;
  /** where the sign-in must land; any page but /auth unless given */
  landing?: RegExp;
  /** also wait for the "Başarılı" toast of the page it lands on */
  toast?: boolean;
  /** false: return once the form is sent, for a test that checks what follows itself */
  wait?: boolean;
};

/**
 * Signs `email` in on the sign-in form and waits until it has landed (see SignInOptions). `js` is the page's
 * JavaScript setting: unless it is false the form is filled once the page has hydrated (the form works as plain
 * HTML, so false also serves a page whose setting is not known).
 */
export async function signIn(page: Page, js: boolean | undefined, email: string, options: SignInOptions = {}) {
  if (!options.keepCookies) await page.context().clearCookies();
  await page.goto(options.path ?? "/auth");
  await hydrated(page, js);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre").fill(options.password ?? PASSWORD);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  if (options.wait === false) return;
  if (options.landing) await expect(page).toHaveURL(options.landing);
  // a failed sign-in stays on /auth
  else await expect(page).not.toHaveURL(/\/auth/);
  if (options.toast) await expect(page.getByText("Başarılı", { exact: true })).toBeVisible();
}

/** The home of a demo account's area, by its address: staff /admin, brokers /broker, customers /dashboard. */
export function homeOf(email: string): RegExp {
  const home = /^(admin|operasyon)@/.test(email) ? "/admin" : email.startsWith("broker") ? "/broker" : "/dashboard";
  return new RegExp(`${home}/?$`);
}

/**
 * Staff, signed in on a page of their own, read the newest e-mail to `recipient` whose subject matches (waiting
 * for a job to queue it) and give back the path of its link that contains `hrefContains`. `exactlyOne`: the
 * recipient has exactly one such e-mail.
 */
export async function linkFromOutbox(
  browser: Browser,
  recipient: string,
  subject: RegExp,
  hrefContains: string,
  options: { exactlyOne?: boolean } = {},
) {
  const staff = await browser.newPage();
  await signIn(staff, false, "admin@ufukjet.test", { path: "/admin/login", landing: /\/admin\/?$/ });
  const messages = staff.getByRole("link", { name: subject });
  await expect(async () => {
    await staff.goto(`/admin/settings/outbox?q=${encodeURIComponent(recipient)}`);
    if (options.exactlyOne) await expect(messages).toHaveCount(1, { timeout: 1000 });
    else await expect(messages.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await messages.first().click();
  const href = await staff.locator(`a[href*="${hrefContains}"]`).first().getAttribute("href");
  await staff.close();
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** `YYYY-MM-DD`, `days` after today in İstanbul. */
export function dayAhead(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
