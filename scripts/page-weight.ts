// The JavaScript a page costs a visitor: every script Chromium fetches while it loads the page (static imports,
// module preloads and the lazy chunks started at start-up, e.g. the translations), each gzipped at the level
// the server's compression uses, plus the number of <link rel="modulepreload"> in the HTML. A page that defers
// its hydration to the first interaction (decision 013) is measured twice: at load, and after one key press
// until it is hydrated.
// Used by `npm run bench` (goal 5 of decisions 011 and 013) and runnable alone against a started server:
//   node --import tsx scripts/page-weight.ts http://127.0.0.1:3370 / /bos-bacaklar
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { DEFERRED_SCRIPTS_ID } from "../app/lib/deferred-hydration";

export interface PageWeight {
  path: string;
  /** <link rel="modulepreload"> elements in the server's HTML */
  modulepreloads: number;
  /** script files the browser fetched while the page loaded, until it was idle (hydrated, unless deferred) */
  scripts: number;
  /** their gzipped size in bytes */
  gzipBytes: number;
  /** a page that hydrates on the first interaction: the scripts and bytes until it is hydrated after one */
  afterInteraction: { scripts: number; gzipBytes: number } | null;
  /** the largest scripts, for the report */
  largest: Array<{ file: string; gzipBytes: number }>;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function pageWeights(origin: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const out: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() !== "script" || !url.pathname.endsWith(".js")) return;
        if (!scripts.has(url.pathname))
          scripts.set(
            url.pathname,
            response.body().then((b) => gzipSync(b).length),
          );
      });
      const sized = async () => {
        const sizes = await Promise.all(
          [...scripts].map(async ([file, size]) => ({ file: file.replace(/^.*\//, ""), gzipBytes: await size })),
        );
        return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
      };
      const res = await page.goto(origin + path, { waitUntil: "networkidle" });
      const html = (await res?.text()) ?? "";
      const deferred = await page.locator(`noscript#${DEFERRED_SCRIPTS_ID}`).count();
      if (!deferred) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      const atLoad = await sized();
      let afterInteraction: PageWeight["afterInteraction"] = null;
      if (deferred) {
        await page.keyboard.press("Shift");
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        const all = await sized();
        afterInteraction = { scripts: all.length, gzipBytes: all.reduce((sum, s) => sum + s.gzipBytes, 0) };
      }
      out.push({
        path,
        modulepreloads: (html.match(/<link[^>]+rel="modulepreload"/g) ?? []).length,
        scripts: atLoad.length,
        gzipBytes: atLoad.reduce((sum, s) => sum + s.gzipBytes, 0),
        afterInteraction,
        largest: atLoad.slice(0, 6),
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

export function formatWeights(weights: PageWeight[]): string {
  return weights
    .map(
      (w) =>
        `${w.path.padEnd(16)} ${(w.gzipBytes / 1024).toFixed(1).padStart(6)} KB gz at load in ${w.scripts} scripts, ${w.modulepreloads} modulepreloads` +
        (w.afterInteraction
          ? ` (hydrates on the first interaction: then ${(w.afterInteraction.gzipBytes / 1024).toFixed(1)} KB gz in ${w.afterInteraction.scripts} scripts)`
          : "") +
        (w.largest.length ? `; largest: ${w.largest.map((s) => `${s.file} ${(s.gzipBytes / 1024).toFixed(1)}`).join(", ")}` : ""),
    )
    .join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) throw new Error("usage: page-weight.ts <origin> [paths…]");
  console.log(formatWeights(await pageWeights(origin, paths.length ? paths : ["/"])));
}
