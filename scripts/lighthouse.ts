// Lighthouse (its default configuration: a mobile device on a throttled 4G link, simulated) against a started
// server, in Debian's Chromium. Used by `npm run bench` for `/` and `/bos-bacaklar`, and runnable alone:
//   node --import tsx scripts/lighthouse.ts http://127.0.0.1:3370 / /bos-bacaklar
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./page-weight";

/** The installed Lighthouse's version, for the report. */
export const LIGHTHOUSE_VERSION: string = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8")) as { version: string }
).version;

export interface LighthouseResult {
  path: string;
  /** the performance category's score, 0–100 */
  performance: number;
  /** milliseconds, as Lighthouse simulates them on its mobile profile */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** the accessibility category's score, 0–100 */
  accessibility: number;
  /** Lighthouse's own error when the page could not be audited (after a second attempt), else null */
  error: string | null;
}

/** Attempts per page: a first navigation of a fresh browser on a loaded machine can end in Chrome's error page. */
const ATTEMPTS = 2;

export async function lighthouseScores(origin: string, paths: string[]): Promise<LighthouseResult[]> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "ufuk-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    userDataDir,
  });
  try {
    const out: LighthouseResult[] = [];
    for (const p of paths) {
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(
          origin + p,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
          undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
        if (!result.lhr.runtimeError || attempt >= ATTEMPTS) break;
      }
      const { categories, audits, runtimeError } = result.lhr;
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
      out.push({
        path: p,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: ms("first-contentful-paint"),
        lcp: ms("largest-contentful-paint"),
        tbt: ms("total-blocking-time"),
        speedIndex: ms("speed-index"),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
        error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null,
      });
    }
    return out;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

export function formatLighthouse(results: LighthouseResult[]): string {
  return results
    .map((r) =>
      r.error
        ? `${r.path.padEnd(16)} not audited: ${r.error}`
        : `${r.path.padEnd(16)} performance ${String(r.performance).padStart(3)}, accessibility ${String(r.accessibility).padStart(3)}; ` +
          `FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, Speed Index ${r.speedIndex} ms, CLS ${r.cls}`,
    )
    .join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) throw new Error("usage: lighthouse.ts <origin> [paths…]");
  console.log(formatLighthouse(await lighthouseScores(origin, paths.length ? paths : ["/"])));
}
