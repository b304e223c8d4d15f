// `npm run cluster:test -- [--instances 3] [--seconds 45] [--no-build]`
//
// The cluster under failure (decision 058): `npm run cluster`'s set-up (a throwaway PostgreSQL, N instances of
// the production build, HAProxy) with mixed traffic through the proxy — anonymous pages, /bos-bacaklar, signed-in
// lists, sign-ins, guest requests from the landing form, broker quotes, payments recorded by staff — while one
// instance is killed with SIGKILL in the middle of a broker feed sync it holds, and started again later.
// It proves, and exits 1 when any does not hold:
//   1. no GET failed (no 5xx, no broken connection) — the proxy retried what the dead instance had taken; only an
//      answer the instance had begun to send when it was killed may arrive cut (at most one per reader);
//   2. every write answered as a success is in the database (by its unique value);
//   3. the sync run the killed instance claimed is recorded abandoned and its job failed, and a new run on another
//      instance finishes it with the feed's only answered call (the sync heartbeat of decision 052);
//   4. the restarted instance rejoins: the proxy's health check sees it up and it answers requests again.
// The last stage of `npm test`: it takes about two minutes and runs HAProxy (see docs/operations.md).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, proxyStats, root, startCluster, type Cluster } from "./cluster-lib";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    instances: { type: "string", default: "3" },
    seconds: { type: "string", default: "45" },
    "no-build": { type: "boolean", default: false },
  },
});
const instanceCount = Number(values.instances);
const seconds = Number(values.seconds);
if (!(instanceCount >= 2)) throw new Error("--instances must be at least 2 (one is killed)");
if (!(seconds >= 40)) throw new Error("--seconds must be at least 40 (the sync takeover waits 30 s for the heartbeat)");

const PASSWORD = "UfukJet!2026";
const started = Date.now();
const log = (message: string) => console.log(`cluster:test +${((Date.now() - started) / 1000).toFixed(1)}s ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!values["no-build"]) {
  const built = spawnSync("bash", ["scripts/build-if-changed.sh"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// ───────────── a partner feed that holds its first requests (the sync to be killed) ─────────────

const feed = { holding: true, held: [] as Socket[], heldPorts: [] as number[], answered: [] as number[] };
const FEED_BODY = JSON.stringify({
  flights: [
    {
      id: "CLUSTER-1",
      departure_airport: "LTFM",
      arrival_airport: "LFPB",
      departure_datetime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      aircraft_model: "Citation XLS+",
      total_price: 38500,
      currency: "EUR",
    },
  ],
});
const feedServer = http.createServer((req, res) => {
  if (feed.holding) {
    // never answered: the sync waits on it (its heartbeat beating) until the instance dies
    feed.held.push(req.socket);
    feed.heldPorts.push(req.socket.remotePort ?? 0);
    return;
  }
  feed.answered.push(req.socket.remotePort ?? 0);
  res.writeHead(200, { "Content-Type": "application/json" }).end(FEED_BODY);
});
const feedPort = await freePort();
await new Promise<void>((r) => feedServer.listen(feedPort, "127.0.0.1", r));

/** The process (among `pids`) holding the TCP connection whose local port is `port` (Linux /proc). */
function pidOwningLocalPort(port: number, pids: number[]): number | null {
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cells = line.trim().split(/\s+/);
      if (cells[1]?.endsWith(`:${hex}`) && cells[9]) inodes.add(cells[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

// ───────────── HTTP through the proxy ─────────────

let origin = "";
const readAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let addressCounter = 0;
/** A loopback source address of its own per write: each looks like another client to the per-address limits. */
const nextAddress = () => {
  const n = addressCounter++;
  return `127.0.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;
};

interface Answer {
  status: number;
  location: string;
  cookies: string[];
  body: string;
}

function request(
  method: "GET" | "POST",
  target: string,
  options: { cookie?: string; form?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { Accept: "text/html" };
  if (options.cookie) headers.Cookie = options.cookie;
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
    // as a browser posts a form of the site: same origin
    headers.Origin = origin;
  }
  const url = new URL(target, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers,
        agent: options.localAddress ? false : readAgent,
        localAddress: options.localAddress,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? "",
            cookies: res.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

async function signIn(email: string, localAddress = nextAddress()): Promise<string | null> {
  const res = await request("POST", "/auth", { form: { intent: "signin", email, password: PASSWORD }, localAddress });
  const pair = res.cookies.map((c) => c.split(";")[0] ?? "").find((c) => /ufuk_session=/.test(c));
  return res.status === 302 && pair ? pair : null;
}

// ───────────── the run ─────────────

const tally = {
  gets: 0,
  getFailures: [] as string[],
  // answers the killed instance had begun to send: the proxy forwards an answer as it comes and cannot take it back,
  // so a body cut by the kill reaches the client as an aborted answer (a retry is only possible before it starts)
  cutByKill: [] as string[],
  killedAt: 0,
  getOther: new Map<number, number>(),
  writes: { signIn: [] as Array<{ cookie: string; page: string }>, guest: [] as string[], quote: [] as string[], payment: [] as string[] },
  writeRefused: new Map<string, number>(),
};
const checks: Array<{ ok: boolean; what: string; detail: string }> = [];
const check = (ok: boolean, what: string, detail: string) => checks.push({ ok, what, detail });

let pool: pg.Pool | undefined;
let running: Cluster | undefined;
try {
  log(`starting ${instanceCount} instances behind HAProxy on a throwaway PostgreSQL`);
  const cluster = await startCluster({
    instances: instanceCount,
    port: 0,
    buildDir: process.env.BUILD_DIR ?? "build",
    runDir: path.join(root, ".tmp/cluster-test"),
    env: {
      SIGNIN_IP_LIMIT: "100000",
      BROKER_SYNC_CRON: "off",
      BROKER_ENDPOINT_ALLOW: `http://127.0.0.1:${feedPort}/`,
      LOG_LEVEL: "warn",
    },
    log: (m) => log(m),
  });
  running = cluster;
  origin = cluster.proxy.origin;
  pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
  const one = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await pool!.query<T>(text, params)).rows[0];

  // the partner whose sync the killed instance will hold: the demo feed's broker, pointed at the local feed
  const broker = await one<{ id: string }>(
    `UPDATE brokers SET api_endpoint = $1, api_key_required = false, is_active = true, rate_limit_per_minute = 600
     WHERE id = (SELECT id FROM brokers ORDER BY (code = 'DEMOFEED') DESC, code LIMIT 1) RETURNING id`,
    [`http://127.0.0.1:${feedPort}/feed`],
  );
  const visibleRequest = await one<{ id: string }>(
    `SELECT id FROM quote_requests WHERE visible_to_brokers AND status = 'pending' ORDER BY created_at LIMIT 1`,
  );
  const reservation = await one<{ id: string; currency: string }>(
    `SELECT r.id, r.currency::text AS currency FROM reservations r
     WHERE r.status = 'confirmed' AND r.total_amount > 0
     ORDER BY r.total_amount - COALESCE((SELECT sum(p.amount) FROM payments p WHERE p.reservation_id = r.id), 0) DESC LIMIT 1`,
  );
  if (!broker || !visibleRequest || !reservation)
    throw new Error("the demo data lacks a broker, a visible request or a confirmed reservation");

  const admin = await signIn("admin@ufukjet.test");
  const customer = await signIn("musteri@ufukjet.test");
  const brokerUser = await signIn("broker@ufukjet.test");
  if (!admin || !customer || !brokerUser) throw new Error("the demo accounts could not sign in through the proxy");

  const reads: Array<{ path: string; cookie?: string }> = [
    { path: "/" },
    { path: "/bos-bacaklar" },
    { path: "/bos-bacaklar?q=istanbul" },
    { path: "/gizlilik" },
    { path: "/admin/reservations", cookie: admin },
    { path: "/admin/payments", cookie: admin },
    { path: "/dashboard", cookie: customer },
    { path: "/broker/quote-requests", cookie: brokerUser },
  ];
  const departure = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const token = (kind: string, n: number) => `cluster-${kind}-${started.toString(36)}-${n}`;

  const writers: Array<(n: number) => Promise<void>> = [
    async (n) => {
      // a customer lands on /dashboard, staff on /admin: each session is checked afterwards on its own page
      const [email, page] = n % 8 < 4 ? ["musteri@ufukjet.test", "/dashboard"] : ["operasyon@ufukjet.test", "/admin"];
      const cookie = await signIn(email);
      if (cookie) tally.writes.signIn.push({ cookie, page });
      else tally.writeRefused.set("sign-in", (tally.writeRefused.get("sign-in") ?? 0) + 1);
    },
    async (n) => {
      const email = `${token("guest", n)}@example.com`;
      const res = await request("POST", "/?index", {
        form: {
          intent: "flight-request",
          departure_city: "Trabzon",
          arrival_city: "Varşova",
          departure_date: departure,
          passenger_count: "3",
          name: "Küme Deneme",
          email,
          phone: "+90 532 123 45 67",
        },
        localAddress: nextAddress(),
      });
      if (res.status === 302 && res.location.includes("gonderildi=")) tally.writes.guest.push(email);
      else tally.writeRefused.set(`guest ${res.status}`, (tally.writeRefused.get(`guest ${res.status}`) ?? 0) + 1);
    },
    async (n) => {
      const note = token("quote", n);
      const res = await request("POST", `/broker/quote/${visibleRequest.id}`, {
        cookie: brokerUser,
        form: { intent: "submit", quoted_price: "25000", currency: "USD", validity_hours: "48", broker_notes: note },
        localAddress: nextAddress(),
      });
      if (res.status >= 200 && res.status < 400) tally.writes.quote.push(note);
      else tally.writeRefused.set(`quote ${res.status}`, (tally.writeRefused.get(`quote ${res.status}`) ?? 0) + 1);
    },
    async (n) => {
      const reference = token("pay", n);
      const res = await request("POST", "/admin/payments", {
        cookie: admin,
        form: {
          intent: "record",
          reservation_id: reservation.id,
          amount: "1",
          currency: reservation.currency,
          payment_method: "Havale/EFT",
          transaction_reference: reference,
        },
        localAddress: nextAddress(),
      });
      if (res.status >= 200 && res.status < 400) tally.writes.payment.push(reference);
      else tally.writeRefused.set(`payment ${res.status}`, (tally.writeRefused.get(`payment ${res.status}`) ?? 0) + 1);
    },
  ];

  const until = Date.now() + seconds * 1000;
  const reader = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      const r = reads[i % reads.length]!;
      tally.gets++;
      try {
        const res = await request("GET", r.path, { cookie: r.cookie });
        if (res.status >= 500) tally.getFailures.push(`${r.path} → ${res.status}`);
        else if (res.status !== 200) tally.getOther.set(res.status, (tally.getOther.get(res.status) ?? 0) + 1);
      } catch (error) {
        const message = (error as Error).message;
        const atKill = tally.killedAt > 0 && Date.now() - tally.killedAt >= 0 && Date.now() - tally.killedAt < 3_000;
        if (message === "aborted" && atKill) tally.cutByKill.push(r.path);
        else tally.getFailures.push(`${r.path} → ${message}`);
      }
      await sleep(15);
    }
  };
  const writer = async () => {
    for (let n = 0; Date.now() < until; n++) {
      try {
        await writers[n % writers.length]!(n);
      } catch (error) {
        // a POST the dead instance had taken may fail: the client got no success, nothing is promised
        tally.writeRefused.set(`error ${(error as Error).message}`, (tally.writeRefused.get(`error ${(error as Error).message}`) ?? 0) + 1);
      }
      await sleep(120);
    }
  };

  // the kill: a sync is queued, and the instance whose worker claimed its run (the run row names the process) is
  // killed while the feed holds its request
  const claimedPid = (claimedBy: string | null | undefined) => Number(/:(\d+)$/.exec(claimedBy ?? "")?.[1] ?? NaN);
  const scenario = async () => {
    await sleep(3_000);
    const queued = await request("POST", "/admin/broker-flights", { cookie: admin, form: { intent: "sync", id: broker.id } });
    const firstRun = await one<{ id: string }>(`SELECT id FROM broker_sync_runs WHERE broker_id = $1 ORDER BY queued_at DESC LIMIT 1`, [
      broker.id,
    ]);
    log(`sync queued (${queued.status}); waiting for a worker to call the feed`);
    const waitFeed = Date.now() + 20_000;
    while (feed.heldPorts.length === 0 && Date.now() < waitFeed) await sleep(100);
    const pids = cluster.instances.map((i) => i.child.pid!);
    const run = firstRun
      ? await one<{ state: string; claimed_by: string | null }>(
          `SELECT state::text AS state, claimed_by FROM broker_sync_runs WHERE id = $1`,
          [firstRun.id],
        )
      : undefined;
    const holder = feed.heldPorts.length ? claimedPid(run?.claimed_by) : NaN;
    const victimIndex = cluster.instances.findIndex((i) => i.child.pid === holder);
    check(
      victimIndex >= 0,
      "a worker took the sync",
      feed.heldPorts.length ? `run ${run?.state} claimed by ${run?.claimed_by ?? "nobody"}` : "no instance called the feed within 20 s",
    );
    if (victimIndex < 0 || !firstRun) return;
    // the feed connection's local port names a process too, but a port number can be shared by sockets to other
    // destinations; the claim is exact, the port only a cross-check in the log
    const byPort = pidOwningLocalPort(feed.heldPorts[0]!, pids);
    if (byPort !== holder) log(`note: the feed connection's port points at pid ${byPort ?? "none"}, the claim at ${holder}`);
    const victim = cluster.instances[victimIndex]!;
    log(`kill -9 ${victim.name} (pid ${holder}) while it holds the sync run (${run?.state})`);
    tally.killedAt = Date.now();
    victim.child.kill("SIGKILL");
    const killedAt = tally.killedAt;
    feed.holding = false;
    for (const s of feed.held) s.destroy();

    // started again after a while; the proxy must take it back
    await sleep(8_000);
    log(`starting ${victim.name} again`);
    const again = await cluster.restart(victimIndex);
    const upBy = Date.now() + 15_000;
    let state = "";
    while (Date.now() < upBy) {
      state = (await proxyStats(cluster.proxy.statsSocket)).find((s) => s.name === victim.name)?.status ?? "";
      if (state === "UP") break;
      await sleep(250);
    }
    const before = (await proxyStats(cluster.proxy.statsSocket)).find((s) => s.name === victim.name)?.hrsp2xx ?? 0;
    log(`${victim.name} is ${state} at the proxy`);

    // the takeover: once the dead run's heartbeat is older than 30 s, queueing again closes it and runs anew
    await sleep(Math.max(0, killedAt + 32_000 - Date.now()));
    let secondRun: { id: string } | undefined;
    for (let attempt = 0; attempt < 10 && !secondRun; attempt++) {
      await request("POST", "/admin/broker-flights", { cookie: admin, form: { intent: "sync", id: broker.id } });
      secondRun = await one<{ id: string }>(
        `SELECT id FROM broker_sync_runs WHERE broker_id = $1 AND id <> $2 ORDER BY queued_at DESC LIMIT 1`,
        [broker.id, firstRun.id],
      );
      if (!secondRun) await sleep(3_000);
    }
    let second: { state: string; claimed_by: string | null } | undefined;
    const doneBy = Date.now() + 40_000;
    while (secondRun && Date.now() < doneBy) {
      second = await one<{ state: string; claimed_by: string | null }>(
        `SELECT state::text AS state, claimed_by FROM broker_sync_runs WHERE id = $1`,
        [secondRun.id],
      );
      if (second && second.state !== "queued" && second.state !== "running") break;
      await sleep(500);
    }
    const first = await one<{ state: string; error: string | null }>(
      `SELECT state::text AS state, error FROM broker_sync_runs WHERE id = $1`,
      [firstRun.id],
    );
    const firstJob = await one<{ state: string }>(
      `SELECT state::text AS state FROM pgboss.job WHERE name = 'broker-sync' AND data->>'runId' = $1`,
      [firstRun.id],
    );
    // the dead run is never finished by anyone: the next sync finds its beat stale, records it abandoned and fails
    // its job; a run is claimed once and only its claim may record a result (decision 052, addendum)
    check(
      first?.state === "failed" && /yarıda kaldı/.test(first.error ?? ""),
      "the killed instance's sync run is recorded abandoned",
      `${first?.state}: ${first?.error ?? "-"}`,
    );
    check(firstJob?.state === "failed", "its job is failed, no longer holding the queue", `job ${firstJob?.state ?? "missing"}`);
    const secondPid = claimedPid(second?.claimed_by);
    check(
      second?.state === "succeeded" &&
        secondPid !== holder &&
        cluster.instances.some((i) => i.child.pid === secondPid) &&
        feed.answered.length === 1,
      "another instance finished the broker's sync, with the feed's only answered call",
      `run ${second?.state ?? "never queued"} claimed by ${second?.claimed_by ?? "nobody"}; feed answered ${feed.answered.length} call(s)`,
    );

    // the restarted instance answers requests through the proxy again
    await sleep(3_000);
    const after = (await proxyStats(cluster.proxy.statsSocket)).find((s) => s.name === victim.name);
    check(
      state === "UP" && after?.status === "UP" && after.hrsp2xx > before && again.child.exitCode === null,
      `the restarted ${victim.name} rejoined`,
      `health check ${state || "never UP"}, ${after ? after.hrsp2xx - before : 0} answers since`,
    );
  };

  log(`mixed traffic through ${origin} for ${seconds} s`);
  await Promise.all([reader(0), reader(3), reader(5), writer(), scenario()]);
  log("traffic over; checking the database");

  check(
    tally.getFailures.length === 0 && tally.cutByKill.length <= 3,
    `no GET failed (of ${tally.gets}) beyond answers the kill cut mid-body (${tally.cutByKill.length})`,
    tally.getFailures.slice(0, 5).join("; ") || "none",
  );

  const missing: string[] = [];
  for (const email of tally.writes.guest) {
    const row = await one(`SELECT 1 FROM quote_requests q JOIN customers c ON c.id = q.customer_id WHERE lower(c.email) = lower($1)`, [
      email,
    ]);
    if (!row) missing.push(`guest ${email}`);
  }
  for (const note of tally.writes.quote) {
    if (!(await one(`SELECT 1 FROM broker_quotes WHERE broker_notes = $1`, [note]))) missing.push(`quote ${note}`);
  }
  for (const reference of tally.writes.payment) {
    if (!(await one(`SELECT 1 FROM payments WHERE transaction_reference = $1`, [reference]))) missing.push(`payment ${reference}`);
  }
  for (const { cookie, page } of tally.writes.signIn) {
    // a session written by one instance is read by any: its account's page answers, not the sign-in screen
    const res = await request("GET", page, { cookie });
    if (res.status !== 200) missing.push(`session for ${page} (${res.status} ${res.location})`);
  }
  const w = tally.writes;
  const confirmed = w.guest.length + w.quote.length + w.payment.length + w.signIn.length;
  check(
    missing.length === 0 && w.guest.length > 0 && w.quote.length > 0 && w.payment.length > 0 && w.signIn.length > 0,
    `every write answered as done is in the database (${confirmed})`,
    missing.slice(0, 5).join("; ") ||
      `guest ${w.guest.length}, quote ${w.quote.length}, payment ${w.payment.length}, sign-in ${w.signIn.length}`,
  );

  const stats = await proxyStats(cluster.proxy.statsSocket);
  console.log("\nsummary");
  console.log(
    `  GETs: ${tally.gets}, failed ${tally.getFailures.length}, other answers ${JSON.stringify(Object.fromEntries(tally.getOther))}`,
  );
  console.log(
    `  writes confirmed: guest ${w.guest.length}, broker quote ${w.quote.length}, payment ${w.payment.length}, sign-in ${w.signIn.length}; ` +
      `not done: ${JSON.stringify(Object.fromEntries(tally.writeRefused))}`,
  );
  console.log(
    `  proxy: ${stats.map((s) => `${s.name} ${s.status} 2xx=${s.hrsp2xx} 5xx=${s.hrsp5xx} retries=${s.retries} redispatches=${s.redispatches}`).join("; ")}`,
  );
  for (const c of checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.what} — ${c.detail}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\n${checks.length - failed} checks passed, ${failed} failed; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  process.exitCode = failed > 0 || checks.length < 6 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await pool?.end();
  feedServer.closeAllConnections();
  feedServer.close();
  readAgent.destroy();
  await running?.stop();
}
