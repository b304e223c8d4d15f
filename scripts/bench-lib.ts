// Pieces of `npm run bench` that need no database or build: the load generator call, the goals and the
// report. Kept apart from scripts/bench.ts so a unit test can run them in a second.
import autocannon from "autocannon";

/** One measurement of one URL at one connection count. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** answers other than 2xx, plus socket errors and timeouts */
  failures: number;
  requests: number;
  /** average answer size in bytes, headers included (0 when unknown) */
  bytes?: number;
}

/** Runs autocannon against `url` for `seconds` with a fixed number of connections. */
export async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers, pipelining: 1, timeout: 30 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** The round whose throughput is the median (its latencies come with it). */
export function median(loads: Load[]): Load {
  const sorted = [...loads].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!mid) throw new Error("median: no rounds to take the median of");
  // a failed answer in any round counts
  return { ...mid, failures: loads.reduce((sum, l) => sum + l.failures, 0) };
}

export interface ScreenResult {
  name: string;
  path: string;
  /** share of the bare-HTTP ceiling this screen must reach (0.05 = 5 %) */
  ceilingGoal: number;
  /** a list whose throughput must hold at the large volume */
  list: boolean;
  /** this screen's p99 goal at one connection on the large data, when not GOALS.p99OneMs (the report sections) */
  p99Goal?: number;
  ceiling: Load;
  demo: { one: Load; many: Load };
  large?: { one: Load; many: Load };
  /** the same screen on the large data seeded at further scales (`--scale 1,10`), compared with `large` */
  scaled?: Array<{ scale: number; one: Load; many: Load }>;
}

export interface Goals {
  /** large/demo throughput at least this (0.8) */
  holdRatio: number;
  /** a list screen's throughput on the large data at a further scale over that at the first, at least this (0.9) */
  scaleHoldRatio: number;
  /** p99 at one connection on the large database below this many ms */
  p99OneMs: number;
  /** server peak RSS below this many MB */
  rssMb: number;
}

export const GOALS: Goals = { holdRatio: 0.8, scaleHoldRatio: 0.9, p99OneMs: 150, rssMb: 300 };

export interface Verdict {
  what: string;
  measured: string;
  goal: string;
  ok: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** Every goal of the run with its measured figure. */
export function judge(screens: ScreenResult[], rssMb: Record<string, number>, goals: Goals = GOALS): Verdict[] {
  const out: Verdict[] = [];
  for (const s of screens) {
    for (const [phase, m] of [
      ["demo", s.demo],
      ["large", s.large],
    ] as const) {
      if (!m) continue;
      const share = m.many.rps / s.ceiling.rps;
      out.push({
        what: `${s.path} share of ceiling (${phase})`,
        measured: pct(share),
        goal: `≥ ${pct(s.ceilingGoal)}`,
        ok: share >= s.ceilingGoal,
      });
      const failures = m.one.failures + m.many.failures;
      if (failures > 0) out.push({ what: `${s.path} answers (${phase})`, measured: `${failures} failed`, goal: "all 2xx", ok: false });
    }
    if (s.large) {
      if (s.list) {
        const hold = s.large.many.rps / s.demo.many.rps;
        out.push({
          what: `${s.path} large/demo throughput`,
          measured: hold.toFixed(2),
          goal: `≥ ${goals.holdRatio}`,
          ok: hold >= goals.holdRatio,
        });
      }
      // list cost must not grow with the data (decision 059): every further scale against the first
      for (const scaled of s.list ? (s.scaled ?? []) : []) {
        const hold = scaled.many.rps / s.large.many.rps;
        out.push({
          what: `${s.path} scale ${scaled.scale}/first throughput`,
          measured: hold.toFixed(2),
          goal: `≥ ${goals.scaleHoldRatio}`,
          ok: hold >= goals.scaleHoldRatio,
        });
      }
      const p99Goal = s.p99Goal ?? goals.p99OneMs;
      out.push({
        what: `${s.path} p99 at 1 connection (large)`,
        measured: `${s.large.one.p99} ms`,
        goal: `< ${p99Goal} ms`,
        ok: s.large.one.p99 < p99Goal,
      });
    }
  }
  for (const [phase, mb] of Object.entries(rssMb)) {
    out.push({ what: `server peak RSS (${phase})`, measured: `${mb.toFixed(0)} MB`, goal: `< ${goals.rssMb} MB`, ok: mb < goals.rssMb });
  }
  return out;
}

const col = (s: string | number, n: number) => String(s).padStart(n);

/**
 * The results table: one line per screen. With further scales (`scales`, after the first), each adds its
 * throughput at N connections, p99 at one, and its ratio to the first scale's throughput ("×10/×1").
 */
export function table(screens: ScreenResult[], connections: number, scales: number[] = []): string {
  const [first, ...further] = scales;
  const head =
    `${"screen".padEnd(40)}${col("ceiling", 9)} │${col("demo 1c", 9)}${col("p50", 6)}${col("p99", 6)}${col(`${connections}c r/s`, 9)}${col("%ceil", 7)}` +
    ` │${col("large 1c", 9)}${col("p50", 6)}${col("p99", 6)}${col(`${connections}c r/s`, 9)}${col("%ceil", 7)}${col("l/d", 6)}` +
    // the page's size on each volume: a list shows a full page of rows on the large data and a few on the demo data
    `${col("KB d→l", 12)}` +
    further.map((n) => ` │${col(`×${n} ${connections}c`, 9)}${col("p99 1c", 7)}${col(`×${n}/×${first}`, 9)}`).join("");
  const lines = [head, "─".repeat(head.length)];
  for (const s of screens) {
    const part = (m: { one: Load; many: Load } | undefined) =>
      m
        ? `${col(m.one.rps.toFixed(0), 9)}${col(m.one.p50, 6)}${col(m.one.p99, 6)}${col(m.many.rps.toFixed(0), 9)}${col(((m.many.rps / s.ceiling.rps) * 100).toFixed(2), 7)}`
        : col("—", 37);
    const hold = s.large ? (s.large.many.rps / s.demo.many.rps).toFixed(2) : "—";
    const kb = (l: Load | undefined) => (l?.bytes ? (l.bytes / 1024).toFixed(0) : "—");
    const size = `${kb(s.demo.many)}→${kb(s.large?.many)}`;
    const scaledPart = further
      .map((n) => {
        const m = s.scaled?.find((x) => x.scale === n);
        const ratio = m && s.large ? (m.many.rps / s.large.many.rps).toFixed(2) : "—";
        return ` │${col(m ? m.many.rps.toFixed(0) : "—", 9)}${col(m ? m.one.p99 : "—", 7)}${col(ratio, 9)}`;
      })
      .join("");
    lines.push(
      `${`${s.path}`.padEnd(40)}${col(s.ceiling.rps.toFixed(0), 9)} │${part(s.demo)} │${part(s.large)}${col(hold, 6)}${col(size, 12)}${scaledPart}`,
    );
  }
  return lines.join("\n");
}

/** Peak resident set size (VmHWM) of a process in MB, or null where /proc is not available. */
export async function peakRssMb(pid: number): Promise<number | null> {
  try {
    const { readFile } = await import("node:fs/promises");
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
