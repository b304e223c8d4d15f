import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { GOALS, judge, load, median, table, type Load, type ScreenResult } from "./bench-lib";

const at = (rps: number, p99 = 10, failures = 0): Load => ({ rps, p50: p99 / 2, p99, failures, requests: rps });

function screen(over: Partial<ScreenResult> = {}): ScreenResult {
  return {
    name: "/x",
    path: "/x",
    ceilingGoal: 0.03,
    list: true,
    ceiling: at(1000),
    demo: { one: at(40), many: at(50) },
    large: { one: at(40, 100), many: at(45) },
    ...over,
  };
}

describe("bench goals", () => {
  it("passes a screen that holds its throughput, stays under the p99 goal and reaches its share of the ceiling", () => {
    const verdicts = judge([screen()], { demo: 200, large: 250 });
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.filter((v) => !v.ok)).toEqual([]);
  });

  it("misses each goal on its own", () => {
    const missed = (s: ScreenResult, rss = { demo: 200 }) =>
      judge([s], rss)
        .filter((v) => !v.ok)
        .map((v) => v.what);
    expect(missed(screen({ large: { one: at(40), many: at(39) } }))).toEqual(["/x large/demo throughput"]);
    expect(missed(screen({ large: { one: at(40, GOALS.p99OneMs), many: at(45) } }))).toEqual(["/x p99 at 1 connection (large)"]);
    // a screen with its own p99 goal (the report sections: 300 ms) is judged by it, not by the lists' goal
    expect(missed({ ...screen({ large: { one: at(40, 299), many: at(45) } }), p99Goal: 300 })).toEqual([]);
    expect(missed({ ...screen({ large: { one: at(40, 300), many: at(45) } }), p99Goal: 300 })).toEqual(["/x p99 at 1 connection (large)"]);
    expect(missed(screen({ ceiling: at(2000) }))).toEqual(["/x share of ceiling (demo)", "/x share of ceiling (large)"]);
    expect(missed(screen({ demo: { one: at(40, 10, 1), many: at(50) } }))).toEqual(["/x answers (demo)"]);
    expect(missed(screen(), { demo: GOALS.rssMb })).toEqual(["server peak RSS (demo)"]);
    // a screen that is not a list has no hold goal
    expect(missed(screen({ list: false, large: { one: at(40), many: at(10) } }))).toEqual(["/x share of ceiling (large)"]);
  });

  it("judges a list screen at a further scale against the first scale, and prints the ratio", () => {
    const scaled = (rps: number) => screen({ scaled: [{ scale: 10, one: at(40, 20), many: at(rps) }] });
    const scaleVerdict = (s: ScreenResult) => judge([s], {}).find((v) => v.what === "/x scale 10/first throughput");
    // the first scale's 45 r/s: 40.5 holds 90 %, 40 does not
    expect(scaleVerdict(scaled(40.5))).toMatchObject({ ok: true, measured: "0.90" });
    expect(scaleVerdict(scaled(40))).toMatchObject({ ok: false, measured: "0.89" });
    // a screen that is not a list has no scale goal
    expect(scaleVerdict({ ...scaled(10), list: false })).toBeUndefined();
    const lines = table([scaled(18), screen({ path: "/y" })], 8, [1, 10]).split("\n");
    expect(lines[0]).toMatch(/×10 8c\s+p99 1c\s+×10\/×1$/);
    expect(lines[2]).toMatch(/\s18\s+20\s+0\.40$/);
    // a screen measured at the first scale only shows dashes in the further scale's columns
    expect(lines[3]).toMatch(/—\s+—\s+—$/);
  });

  it("takes the median round and keeps every failure", () => {
    const m = median([at(10, 5), at(30, 7, 2), at(20, 9)]);
    expect(m.rps).toBe(20);
    expect(m.p99).toBe(9);
    expect(m.failures).toBe(2);
  });

  it("prints one line per screen", () => {
    const lines = table([screen(), screen({ path: "/y", large: undefined })], 8).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\/x\s+1000 │/);
    expect(lines[3]).toContain("—");
    // the page size on each volume closes the line
    expect(lines[0]).toMatch(/KB d→l$/);
  });

  it("prints each volume's average page size", () => {
    const sized = screen();
    sized.demo.many = { ...sized.demo.many, bytes: 40 * 1024 };
    sized.large!.many = { ...sized.large!.many, bytes: 143.4 * 1024 };
    expect(table([sized], 8).split("\n")[2]).toMatch(/ 40→143$/);
  });
});

describe("bench load", () => {
  it("measures a local server with autocannon", async () => {
    const server = http.createServer((req, res) => res.writeHead(req.url === "/ok" ? 200 : 404).end("hello"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const ok = await load(`http://127.0.0.1:${port}/ok`, 2, 1);
      expect(ok.requests).toBeGreaterThan(10);
      expect(ok.rps).toBeGreaterThan(0);
      expect(ok.failures).toBe(0);
      // "hello" and the answer's headers
      expect(ok.bytes).toBeGreaterThan(5);
      expect(ok.p99).toBeGreaterThanOrEqual(ok.p50);
      const missing = await load(`http://127.0.0.1:${port}/missing`, 1, 1);
      expect(missing.failures).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});
