import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * vite.config.ts groups the app modules every page runs into one `shell` chunk (decision 035). That costs no page
 * anything only while each of them is one root.tsx or entry.client.tsx imports, directly or not: a module only
 * some pages need would be downloaded by all of them.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("#app/")
    ? path.join(APP, specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** The app modules the browser runs on every page: root.tsx's and entry.client.tsx's static imports, server modules left out. */
function everyPageModules(): Set<string> {
  const seen = new Set<string>();
  const pending = [path.join(APP, "root.tsx"), path.join(APP, "entry.client.tsx")];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+"([^"]+)"/gms)) {
      if (match[1] || !match[2]) continue;
      const resolved = resolveImport(file, match[2]);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

function appModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : appModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the shell chunk", () => {
  it("holds only modules every page runs", () => {
    const source = readFileSync(path.join(ROOT, "vite.config.ts"), "utf8");
    const pattern = /const SHELL =\s*\/(.+)\/;/.exec(source)?.[1];
    expect(pattern).toBeDefined();
    const shell = new RegExp(pattern!);
    const grouped = appModules(APP).filter((file) => shell.test(file));
    expect(grouped.length).toBeGreaterThan(5);
    const everyPage = everyPageModules();
    expect(grouped.filter((file) => !everyPage.has(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
