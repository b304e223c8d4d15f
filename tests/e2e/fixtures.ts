import { test as base, expect } from "@playwright/test";
import { DEFERRED_SCRIPTS_ID } from "../../app/lib/deferred-hydration";

/** Fails a test on any unexpected console error in the page; waits for hydration when JS is on. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // the browser reports the page's own 4xx status (an expected 404/403 page) as a console error
        // and an action's validation answer (a 4xx `.data` response) the same way
        if (msg.text().startsWith("Failed to load resource")) {
          const url = msg.location().url;
          if (url === page.url() || /\.data(\?|$)/.test(url)) return;
        }
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated (a no-op without JavaScript). */
export async function hydrated(page: import("@playwright/test").Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) return;
  // a page that defers hydration (the landing page, decision 013) loads its app on the first interaction: a
  // Shift press is one, and changes nothing on any page
  if (await page.locator(`noscript#${DEFERRED_SCRIPTS_ID}`).count()) await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
