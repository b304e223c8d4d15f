// `npm run bench -- [--scale 0.2] [--runs 15] [--strict]`: speed goals of the list screens, measured by
// running their real loaders (guard, search, paging, counts) against an embedded database filled by
// `seed:large` at the given scale (default 0.2: 20 000 quote requests, 10 000 customers, 4 000 empty legs,
// 20 000 reservations and payments) plus the demo data. The filled database is kept in .tmp/bench-<scale>
// and reused by later runs. Prints p50/p95 per screen next to its goal; with --strict, exits 1 when a p95
// misses its goal. Goals are for the embedded database on a 2-core machine; a PostgreSQL server is faster.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { closeDatabase, databaseFromEnv, db, useDatabase as setCurrentDatabase } from "#app/server/db/client.server";
import { applyMigrations } from "#app/server/db/migrate.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { seedDemo } from "#app/server/seed/demo.server";
import { run, signedInRequest, statusOf } from "../tests/support/auth";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    scale: { type: "string", default: "0.2" },
    runs: { type: "string", default: "15" },
    strict: { type: "boolean", default: false },
  },
});
const scale = Number(values.scale);
const runs = Math.max(3, Number(values.runs));
if (!(scale > 0 && scale <= 5)) throw new Error("--scale must be between 0 and 5");

interface Case {
  name: string;
  url: string;
  /** e-mail of the signed-in user, or null for a guest */
  as: string | null;
  module: string;
  params?: Record<string, string>;
  /** p95 goal in milliseconds */
  goalMs: number;
}

const ADMIN = "admin@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const CASES: Case[] = [
  { name: "admin dashboard", url: "/admin", as: ADMIN, module: "app/routes/admin/dashboard.tsx", goalMs: 400 },
  { name: "staff users, search", url: "/admin/settings?q=ay%C5%9Fe", as: ADMIN, module: "app/routes/admin/settings/users.tsx", goalMs: 200 },
  { name: "quote requests, newest", url: "/admin/quote-requests", as: ADMIN, module: "app/routes/admin/quote-requests.tsx", goalMs: 200 },
  { name: "quote requests, search", url: "/admin/quote-requests?q=istanbul", as: ADMIN, module: "app/routes/admin/quote-requests.tsx", goalMs: 400 },
  { name: "quote requests, status + page 5", url: "/admin/quote-requests?status=pending&page=5", as: ADMIN, module: "app/routes/admin/quote-requests.tsx", goalMs: 200 },
  { name: "broker quotes, pending", url: "/admin/broker-quotes?status=pending", as: ADMIN, module: "app/routes/admin/broker-quotes.tsx", goalMs: 300 },
  { name: "admin empty legs, pending", url: "/admin/empty-legs?tab=pending", as: ADMIN, module: "app/routes/admin/empty-legs.tsx", goalMs: 200 },
  { name: "broker dashboard", url: "/broker", as: BROKER, module: "app/routes/broker/dashboard.tsx", goalMs: 300 },
  { name: "broker requests, search", url: "/broker/quote-requests?q=izmir", as: BROKER, module: "app/routes/broker/quote-requests.tsx", goalMs: 400 },
  { name: "public empty legs", url: "/bos-bacaklar", as: null, module: "app/routes/public/empty-legs.tsx", goalMs: 150 },
  { name: "public empty legs, search by price", url: "/bos-bacaklar?q=istanbul&sort=price", as: null, module: "app/routes/public/empty-legs.tsx", goalMs: 300 },
];

const dir = path.resolve(`.tmp/bench-${scale}`);
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= "warn";

async function prepare() {
  const marker = path.join(dir, "filled");
  if (existsSync(marker)) return;
  console.log(`filling ${dir} (scale ${scale}) — once; later runs reuse it`);
  const database = databaseFromEnv();
  setCurrentDatabase(database);
  const runner = await database.runner();
  try {
    await applyMigrations(runner);
  } finally {
    await runner.release();
  }
  await seedAirports(database.prisma);
  if ((await database.prisma.user.count()) === 0) await seedDemo(database.prisma);
  await closeDatabase();
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--scale", String(scale)], {
    stdio: "inherit",
    env: process.env,
  });
  if (seeded.status !== 0) throw new Error("seed:large failed");
  writeFileSync(marker, new Date().toISOString());
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

await prepare();
setCurrentDatabase(databaseFromEnv());
const counts = {
  quote_requests: await db().quoteRequest.count(),
  customers: await db().customer.count(),
  empty_legs: await db().emptyLeg.count(),
  reservations: await db().reservation.count(),
};
console.log(`database: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(", ")}`);
const rows: Array<{ name: string; p50: number; p95: number; goal: number; ok: boolean }> = [];
for (const c of CASES) {
  const mod = (await import(path.resolve(c.module))) as { loader: (args: never) => unknown };
  const request = () => (c.as ? signedInRequest(c.url, c.as) : Promise.resolve(new Request(new URL(c.url, "http://localhost:3000"))));
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const req = await request();
    const started = performance.now();
    const result = await run(mod, "loader", req, c.params);
    const ms = performance.now() - started;
    if (statusOf(result) !== 200) throw new Error(`${c.name}: ${c.url} answered ${statusOf(result)}`);
    if (i >= 2) times.push(ms); // two warm-up calls
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  rows.push({ name: c.name, p50: percentile(times, 50), p95, goal: c.goalMs, ok: p95 <= c.goalMs });
}
await closeDatabase();

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\n${pad("screen", 36)}${pad("p50 ms", 10)}${pad("p95 ms", 10)}${pad("goal", 8)}`);
for (const r of rows) {
  console.log(`${pad(r.name, 36)}${pad(r.p50.toFixed(1), 10)}${pad(r.p95.toFixed(1), 10)}${pad(`≤${r.goal}`, 8)}${r.ok ? "ok" : "OVER GOAL"}`);
}
const missed = rows.filter((r) => !r.ok).length;
console.log(`\n${rows.length - missed} within goal, ${missed} over goal`);
if (values.strict && missed > 0) process.exit(1);
