import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "#app/server/platform/db/client.server";

describe("embedded data folder lock", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const tmp = () => {
    const d = mkdtempSync(path.join(tmpdir(), "ufuk-lock-"));
    dirs.push(d);
    return d;
  };

  it("refuses a folder held by another live process", () => {
    const dir = tmp();
    writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it("takes over the lock of a dead process and releases it", () => {
    const dir = tmp();
    writeFileSync(path.join(dir, "pglite.lock"), "999999");
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
