// `npm run bench -- [--strict] [--seconds 2] [--rounds 3] [--connections 8] [--scale 1[,10]] [--keep-data] [--no-build] [--only /admin[,/broker,/bos-bacaklar$]]`
//
// What a user feels: the production build (NODE_ENV=production node server.js) on a throwaway PostgreSQL
// server, signed in as the demo accounts through the sign-in form, loaded over HTTP with autocannon at fixed
// connection counts. Two servers run side by side: one on the demo data (SEED_DEMO=1), one on the demo data
// plus `seed:large` at the given scale (default 1: 100 000 quote requests, reservations and payments). Each
// screen is measured on both and against a bare Node HTTP server sending the same bytes (the ceiling),
// screen by screen in interleaved rounds whose medians are reported, so a busy machine slows all three alike.
//
// Prints req/s, p50/p99 (ms) per screen at 1 and N connections, the share of the ceiling, the large/demo
// throughput ratio and each server's peak RSS (a third server on the embedded database, PGlite, is measured on the
// same screens and its peak RSS reported, not judged). `--scale 1,10` adds a large server per further scale (its own
// database, seeded at that scale) and prints each list screen's throughput there against the first scale's: list
// cost must not grow with the data (decision 059). `--keep-data` keeps the large databases for the next run with
// the same PostgreSQL server (TEST_DATABASE_URL) and reuses one already seeded at its scale: a million rows take
// many minutes to seed. The server start migrates a kept database as it would any other. `--strict` exits 1 when a
// goal is missed. Goals: see GOALS in
// scripts/bench-lib.ts and `ceilingGoal` below. Without TEST_DATABASE_URL it starts its own PostgreSQL
// through scripts/with-postgres.sh (initdb/pg_ctl must be installed).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { demoId } from "#demo/id";
import { GOALS, judge, load, median, peakRssMb, table, type Load, type ScreenResult } from "./bench-lib";
import { formatLighthouse, LIGHTHOUSE_VERSION, lighthouseScores, type LighthouseResult } from "./lighthouse";
import { formatWeights, pageWeights, type PageWeight } from "./page-weight";

/** Goal 5 of the issue: the JavaScript the landing page makes a visitor download, gzipped. */
const LANDING_JS_GOAL_KB = 100;

/** Issue 24: the landing page's JavaScript once it has hydrated (after the first interaction), gzipped. */
const LANDING_HYDRATED_JS_GOAL_KB = 150;

/** Lighthouse's performance score on its mobile profile, for each public page it measures (decision 034). */
const LIGHTHOUSE_PERFORMANCE_GOAL = 90;

/**
 * Every screen the bench measures. A new list screen adds its row here: `as` is the demo account it is
 * seen as (null: a visitor without a session), `list` marks a screen whose cost must not grow with the data.
 */
const SCREENS: Array<{ path: string; as: string | null; list: boolean; ceilingGoal: number; p99Goal?: number }> = [
  { path: "/", as: null, list: false, ceilingGoal: 0.05 },
  { path: "/bos-bacaklar", as: null, list: true, ceilingGoal: 0.03 },
  { path: "/admin", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/quote-requests", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/reservations", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/reservations?status=confirmed", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/broker-quotes?status=pending", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/empty-legs", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/payments", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/payments?status=paid&q=a", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/flights?tab=upcoming", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  // one reservation's passenger manifest in full (decision 053): bounded by the jet's seats, audited on each read
  { path: `/admin/reservations/${demoId("reservation", "r22")}/manifest`, as: "operasyon@ufukjet.test", list: false, ceilingGoal: 0.03 },
  { path: "/admin/customers", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/customers?q=y%C4%B1lmaz&sort=name", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/jets", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/jets?q=citation", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/routes", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/routes?q=istanbul", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  // the reports (decision 020): each section alone through its CSV export, then the whole screen, over this year
  ...["revenue", "reservations", "customers", "funnel", "emptyLegs"].map((section) => ({
    path: `/admin/reports/export?format=csv&section=${section}&period=this-year`,
    as: "admin@ufukjet.test",
    // not a list: a report over this year reads every row of the year by definition (demo: dozens, large: 90 000),
    // so its throughput cannot hold; what it must keep is issue 16's p99 (decision 028)
    list: false,
    ceilingGoal: 0.03,
    // issue 16's goal for a report section: p99 < 300 ms at one connection on the large data
    p99Goal: 300,
  })),
  { path: "/admin/reports?period=this-year", as: "admin@ufukjet.test", list: false, ceilingGoal: 0.03, p99Goal: 1000 },
  { path: "/broker", as: "broker@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/broker/quote-requests", as: "broker@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/broker/empty-legs", as: "broker@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/api/airports?q=ist", as: "broker@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/brokers", as: "admin@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/broker-flights", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  // the KVKK requests (decision 055): by due date, the open ones of a kind, one page from the index, and a search by
  // customer name (folded, through the customers' trigram index) among the open ones
  { path: "/admin/data-requests", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/data-requests?state=open&kind=correction", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/data-requests?q=y%C4%B1lmaz&state=open", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/requests", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/flights", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/membership", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  // the profile lists the customer's consent records (decision 056)
  { path: "/dashboard/profile", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/history", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/jets", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/reservation", as: "musteri@ufukjet.test", list: false, ceilingGoal: 0.03 },
  { path: "/admin/concierge", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/concierge?q=y%C4%B1lmaz", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/offers", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/admin/offers?q=bodrum&state=published&sort=valid", as: "operasyon@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/offers", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/offers?category=hotel", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
  { path: "/dashboard/alerts", as: "musteri@ufukjet.test", list: true, ceilingGoal: 0.03 },
];
const DEMO_PASSWORD = "UfukJet!2026";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    strict: { type: "boolean", default: false },
    seconds: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "8" },
    scale: { type: "string", default: "1" },
    "keep-data": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const scales = [...new Set(values.scale.split(",").map((s) => Number(s.trim())))];
const roundCount = Math.max(1, Math.round(Number(values.rounds)));
if (!(seconds > 0 && connections >= 1 && scales.every((s) => s > 0))) {
  throw new Error("--seconds, --connections and every --scale must be positive numbers");
}

// ── a PostgreSQL server of our own unless one is given
if (!process.env.TEST_DATABASE_URL) {
  const again = spawnSync("bash", ["scripts/with-postgres.sh", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(again.status ?? 1);
}

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".tmp/bench");
const buildDir = ".tmp/bench/build";
mkdirSync(work, { recursive: true });
const log = (message: string) => console.log(`bench: ${message}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freshDatabase(name: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(name);
}

/** What a kept large database's comment says once seed:large has filled it at `scale`. */
const seededMark = (scale: number) => `seed:large --scale ${scale} done`;

/** The large database of one scale: its name, and whether a kept one is already seeded at that scale. */
async function largeDatabase(scale: number): Promise<{ name: string; url: string; seeded: boolean }> {
  const name = `bench_large_s${String(scale).replace(/\W/g, "_")}`;
  if (values["keep-data"]) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ note: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1",
        [name],
      );
      if (rows[0]?.note === seededMark(scale)) return { name, url: databaseUrl(name), seeded: true };
    } finally {
      await client.end();
    }
  }
  return { name, url: await freshDatabase(name), seeded: false };
}

async function markSeeded(name: string, scale: number) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`COMMENT ON DATABASE ${name} IS '${seededMark(scale)}'`).finally(() => client.end());
}

interface AppServer {
  name: string;
  origin: string;
  child: ChildProcess;
  cookies: Map<string, string>;
  stderr: string[];
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** `url` "" starts the embedded database (PGlite) in `dataDir`, as `npm start` does without DATABASE_URL. */
async function startApp(name: string, url: string, dataDir?: string): Promise<AppServer> {
  const port = await freePort();
  // started as `npm start` starts it (scripts/start.sh): the same heap bound (decision 028)
  const child = spawn(process.execPath, [`--max-old-space-size=${process.env.SERVER_HEAP_MB ?? "256"}`, "server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      SEED_DEMO: "1",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      BROKER_KEY_SECRET: randomBytes(32).toString("hex"),
      // production refuses the built-in payment double; the bench pays nothing, so an address that resolves nowhere
      PAYMENT_PROVIDER_URL: "https://odeme-saglayici.invalid",
      PAYMENT_API_KEY: "bench-payment-api-key",
      PAYMENT_SECRET_KEY: randomBytes(32).toString("hex"),
      PUBLIC_URL: `http://localhost:${port}`,
      SIGNIN_IP_LIMIT: "1000",
      // the airport look-up's per-user limit (120 a minute) would answer the load with 429s
      AIRPORT_LOOKUP_LIMIT: "100000000",
    },
    // the request log goes where a production log would: away from this terminal
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr.push(chunk.toString());
    if (stderr.length > 50) stderr.shift();
  });
  const server = { name, origin: `http://127.0.0.1:${port}`, child, cookies: new Map<string, string>(), stderr };
  try {
    await waitFor(`${server.origin}/healthz`, child, `the ${name} server`);
  } catch (error) {
    console.error(stderr.join(""));
    throw error;
  }
  return server;
}

async function stopApp(server: AppServer) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await exited;
}

/** Signs in through the sign-in form, as a browser without JavaScript would, and keeps the session cookie. */
async function signIn(server: AppServer, email: string) {
  const body = new URLSearchParams({ intent: "signin", email, password: DEMO_PASSWORD, redirectTo: "" });
  const res = await fetch(`${server.origin}/login`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => /^(__Host-)?ufuk_session=/.test(c));
  if (res.status >= 400 || !session) throw new Error(`${server.name}: sign-in as ${email} answered ${res.status} without a session`);
  server.cookies.set(email, session);
}

const headersFor = (server: AppServer, as: string | null): Record<string, string> => (as ? { cookie: server.cookies.get(as)! } : {});

async function startCeiling(bodies: Record<string, { type: string; base64: string }>) {
  const file = path.join(work, "ceiling-bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/bench-ceiling.mjs")], {
    env: { ...process.env, BENCH_BODIES: file, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the ceiling server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

// ───────────── the run ─────────────

// `--only` takes path prefixes separated by commas; one ending in "$" names a path exactly ("/admin$": the dashboard alone)
const only = values.only?.split(",").filter(Boolean);
const chosen = (path: string) => !only || only.some((o) => (o.endsWith("$") ? path === o.slice(0, -1) : path.startsWith(o)));
const screens = SCREENS.filter((s) => chosen(s.path));
const servers: AppServer[] = [];
let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
try {
  if (!values["no-build"]) {
    log(`production build into ${buildDir}`);
    run("npx", ["react-router", "build"], { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" });
  }
  const demoUrl = await freshDatabase("bench_demo");
  log("starting the demo server once (migrations, demo data)");
  await stopApp(await startApp("demo", demoUrl));
  const settle = [demoUrl];
  const larges: Array<{ scale: number; label: string; url: string }> = [];
  for (const scale of scales) {
    const label = scale === scales[0] ? "large" : `large×${scale}`;
    const database = await largeDatabase(scale);
    larges.push({ scale, label, url: database.url });
    if (database.seeded) {
      log(`${database.name}: kept from an earlier run, seeded at scale ${scale}`);
      continue;
    }
    log(`starting the ${label} server once (migrations, demo data)`);
    await stopApp(await startApp(label, database.url));
    log(`seed:large --scale ${scale} into ${database.name}`);
    run(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--scale", String(scale), "--yes"], {
      ...process.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: "warn",
    });
    settle.push(database.url);
    if (values["keep-data"]) await markSeeded(database.name, scale);
  }
  // a settled database, as production has after autovacuum: visibility maps set (index-only scans), statistics
  // current, and no vacuum of the fresh rows running during the measurements
  for (const url of settle) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("VACUUM (ANALYZE)").finally(() => client.end());
  }
  // all started again after seeding, so their peak RSS is that of serving, not of filling an empty database
  const demo = await startApp("demo", demoUrl);
  servers.push(demo);
  const scaledServers: Array<{ scale: number; server: AppServer }> = [];
  for (const l of larges) {
    const server = await startApp(l.label, l.url);
    servers.push(server);
    scaledServers.push({ scale: l.scale, server });
  }
  const large = scaledServers[0]!.server;
  const further = scaledServers.slice(1);
  // the embedded database (PGlite, in the server's own process) on the demo data, as `npm start` serves it: started
  // once to fill it, then again, so its peak RSS is that of serving too (decision 057)
  const embeddedDir = path.join(work, "embedded-data");
  rmSync(embeddedDir, { recursive: true, force: true });
  await stopApp(await startApp("embedded", "", embeddedDir));
  const embedded = await startApp("embedded", "", embeddedDir);
  servers.push(embedded);
  const embeddedRounds: Record<string, Array<{ one: Load; many: Load }>> = {};

  const accounts = [...new Set(screens.map((s) => s.as).filter((a): a is string => a !== null))];
  for (const server of servers) for (const email of accounts) await signIn(server, email);

  // the bytes of each screen (demo server) for the ceiling, and a check that every screen answers 200
  const bodies: Record<string, { type: string; base64: string }> = {};
  for (const s of screens) {
    for (const server of servers) {
      const res = await fetch(server.origin + s.path, { headers: headersFor(server, s.as), redirect: "manual" });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${server.name}: ${s.path} answered ${res.status}`);
      if (server === demo) bodies[s.path] = { type: res.headers.get("content-type") ?? "text/html", base64: bytes.toString("base64") };
    }
  }
  ceiling = await startCeiling(bodies);

  // what the public pages cost a browser in JavaScript (Chromium loads them and waits for hydration)
  let weights: PageWeight[] = [];
  let audits: LighthouseResult[] = [];
  if (!only || only.some((o) => "/".startsWith(o) || "/bos-bacaklar".startsWith(o))) {
    weights = await pageWeights(demo.origin, ["/", "/bos-bacaklar"]);
    // Lighthouse 13 with its default (mobile) settings, on the demo server before the load runs
    log("lighthouse");
    audits = await lighthouseScores(demo.origin, ["/", "/bos-bacaklar"]);
  }

  // Each screen is measured in `rounds` interleaved rounds (demo, large, ceiling, demo, large, ceiling, …) and
  // each figure is the median of its rounds: the machine's other work then weighs on all three alike.
  const results: ScreenResult[] = [];
  for (const s of screens) {
    log(`${s.path}`);
    const rounds: Array<{
      demo: { one: Load; many: Load };
      large: { one: Load; many: Load };
      scaled: Array<{ one: Load; many: Load }>;
      ceiling: Load;
    }> = [];
    const measure = async (server: AppServer) => {
      const url = server.origin + s.path;
      const headers = headersFor(server, s.as);
      return { one: await load(url, 1, seconds, headers), many: await load(url, connections, seconds, headers) };
    };
    for (const server of servers) await load(server.origin + s.path, connections, 1, headersFor(server, s.as)); // warm-up
    await load(ceiling.origin + s.path, connections, 1);
    for (let r = 0; r < roundCount; r++) {
      const demoLoad = await measure(demo);
      const largeLoad = await measure(large);
      const scaled: Array<{ one: Load; many: Load }> = [];
      for (const f of further) scaled.push(await measure(f.server));
      rounds.push({ demo: demoLoad, large: largeLoad, scaled, ceiling: await load(ceiling.origin + s.path, connections, seconds) });
      (embeddedRounds[s.path] ??= []).push(await measure(embedded));
    }
    results.push({
      name: s.path,
      path: s.path,
      ceilingGoal: s.ceilingGoal,
      list: s.list,
      p99Goal: s.p99Goal,
      ceiling: median(rounds.map((r) => r.ceiling)),
      demo: { one: median(rounds.map((r) => r.demo.one)), many: median(rounds.map((r) => r.demo.many)) },
      large: { one: median(rounds.map((r) => r.large.one)), many: median(rounds.map((r) => r.large.many)) },
      scaled: further.map((f, i) => ({
        scale: f.scale,
        one: median(rounds.map((r) => r.scaled[i]!.one)),
        many: median(rounds.map((r) => r.scaled[i]!.many)),
      })),
    });
  }

  const rss: Record<string, number> = {};
  for (const server of servers) {
    const mb = await peakRssMb(server.child.pid!);
    if (mb !== null) rss[server.name] = mb;
  }
  // the embedded server is reported, not judged: its database's memory is in its process (README, decision 057)
  const { embedded: embeddedRss, ...serverRss } = rss;

  console.log(
    `\nbench: ${connections} connections for the throughput columns; medians of ${roundCount} rounds of ${seconds} s; latency in ms`,
  );
  console.log(table(results, connections, scales));
  console.log(
    `\nembedded database (PGlite, demo data), medians of ${roundCount} rounds:\n${Object.entries(embeddedRounds)
      .map(([p, loads]) => {
        const one = median(loads.map((l) => l.one));
        const many = median(loads.map((l) => l.many));
        return `  ${p}: 1 conn ${one.rps.toFixed(0)} req/s p99 ${one.p99} ms; ${connections} conn ${many.rps.toFixed(0)} req/s p99 ${many.p99} ms; failures ${one.failures + many.failures}`;
      })
      .join("\n")}`,
  );
  console.log(
    `\npeak RSS: ${
      Object.entries(rss)
        .map(([k, v]) => `${k} ${v.toFixed(0)} MB`)
        .join(", ") || "not available"
    }`,
  );
  if (weights.length) console.log(`\nJavaScript per page (gzipped):\n${formatWeights(weights)}`);
  if (audits.length) console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile):\n${formatLighthouse(audits)}`);
  if (embeddedRss === undefined) console.log("embedded server: peak RSS not available");
  const verdicts = judge(results, serverRss, GOALS);
  const landing = weights.find((w) => w.path === "/");
  if (landing) {
    const kb = landing.gzipBytes / 1024;
    verdicts.push({
      what: "/ JavaScript downloaded at load (gzipped)",
      measured: `${kb.toFixed(1)} KB`,
      goal: `≤ ${LANDING_JS_GOAL_KB} KB`,
      ok: kb <= LANDING_JS_GOAL_KB,
    });
    const hydrated = (landing.afterInteraction ?? landing).gzipBytes / 1024;
    verdicts.push({
      what: "/ JavaScript once hydrated (gzipped)",
      measured: `${hydrated.toFixed(1)} KB`,
      goal: `≤ ${LANDING_HYDRATED_JS_GOAL_KB} KB`,
      ok: hydrated <= LANDING_HYDRATED_JS_GOAL_KB,
    });
  }
  for (const audit of audits) {
    verdicts.push({
      what: `${audit.path} Lighthouse performance (mobile)`,
      measured: audit.error ? "not audited" : String(audit.performance),
      goal: `≥ ${LIGHTHOUSE_PERFORMANCE_GOAL}`,
      ok: !audit.error && audit.performance >= LIGHTHOUSE_PERFORMANCE_GOAL,
    });
  }
  console.log("\ngoals:");
  for (const v of verdicts) console.log(`  ${v.ok ? "ok  " : "MISS"} ${v.what.padEnd(58)} ${v.measured.padStart(10)}  (${v.goal})`);
  const missed = verdicts.filter((v) => !v.ok).length;
  console.log(`\n${verdicts.length - missed} goals met, ${missed} missed`);
  process.exitCode = values.strict && missed > 0 ? 1 : 0;
} finally {
  ceiling?.child.kill("SIGTERM");
  for (const server of servers) await stopApp(server);
}
