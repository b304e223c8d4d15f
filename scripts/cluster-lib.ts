// Several instances of the production build behind HAProxy on one PostgreSQL (decision 058): used by
// `npm run cluster`, `npm run cluster:test` and `npm run bench:cluster`. The pieces that need no process
// (the proxy's configuration, its statistics) are plain functions with a unit test beside them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "..");

/** The address the proxy connects to the instances from: the one address the instances trust (TRUST_PROXY). */
export const PROXY_SOURCE_ADDRESS = "127.0.0.2";

/** Seconds an instance answers `/healthz` 503 before it closes its listener (> the proxy's fall × inter). */
export const DRAIN_SECONDS = 3;

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, host, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every process started here: killed when this process exits without stopping them (an error, a crash). */
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

// ───────────── PostgreSQL ─────────────

export interface Postgres {
  url: string;
  stop(): void;
}

function findPostgresBin(name: string): string {
  const onPath = spawnSync("bash", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  const found = spawnSync("bash", ["-c", `ls -d /usr/lib/postgresql/*/bin/${name} 2>/dev/null | sort -V | tail -1`], {
    encoding: "utf8",
  }).stdout.trim();
  if (!found) throw new Error(`${name} not found: install PostgreSQL (any version ≥ 14) or give DATABASE_URL`);
  return found;
}

/**
 * A throwaway PostgreSQL server, as scripts/with-postgres.sh makes one: initdb into a temporary folder, a free
 * port on 127.0.0.1, trust authentication; `stop()` stops it and removes the folder.
 */
export async function startThrowawayPostgres(): Promise<Postgres> {
  const initdb = findPostgresBin("initdb");
  const pgCtl = path.join(path.dirname(initdb), "pg_ctl");
  const dir = mkdtempSync(path.join(tmpdir(), "ufuk-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (ids.status === 0) chownSync(dir, Number(ids.stdout), Number(gid.stdout));
    else chmodSync(dir, 0o777);
  }
  const run = (cmd: string, args: string[]) => {
    const [bin, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(bin, argv as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run(initdb, ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(pgCtl, ["-D", `${dir}/data`, "-l", `${dir}/server.log`, "-w", "-t", "60", "-o", options, "start"]);
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      const args = ["-D", `${dir}/data`, "-m", "fast", "stop"];
      spawnSync(asRoot ? "runuser" : pgCtl, asRoot ? ["-u", "postgres", "--", pgCtl, ...args] : args, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database `name` on the server of `serverUrl` (dropped first when it exists); its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ───────────── the instances ─────────────

export interface Instance {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  /** where its output goes */
  logFile: string;
}

export interface InstanceSettings {
  buildDir: string;
  databaseUrl: string;
  publicUrl: string;
  logDir: string;
  /** shared by every instance: a cookie one signs, another reads */
  secrets: { session: string; brokerKey: string; payment: string };
  /** further variables (tests raise limits, point brokers at a local feed, switch the schedule off) */
  env?: Record<string, string>;
}

export function clusterSecrets() {
  return {
    session: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    brokerKey: process.env.BROKER_KEY_SECRET ?? randomBytes(32).toString("hex"),
    payment: process.env.PAYMENT_SECRET_KEY ?? randomBytes(32).toString("hex"),
  };
}

/** Starts `server.js` of the production build on `port` and resolves once `/healthz` answers 200. */
export async function startInstance(name: string, port: number, settings: InstanceSettings, extraEnv: Record<string, string> = {}) {
  mkdirSync(settings.logDir, { recursive: true });
  const logFile = path.join(settings.logDir, `${name}.log`);
  const out = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, [`--max-old-space-size=${process.env.SERVER_HEAP_MB ?? "256"}`, "server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: settings.buildDir,
      PORT: String(port),
      // only the proxy (and this machine) reaches an instance
      HOST: "127.0.0.1",
      DATABASE_URL: settings.databaseUrl,
      SESSION_SECRET: settings.secrets.session,
      BROKER_KEY_SECRET: settings.secrets.brokerKey,
      // production refuses the built-in payment double: without a provider configured, an address that resolves
      // nowhere (card payments fail; staff still record transfers)
      PAYMENT_PROVIDER_URL: process.env.PAYMENT_PROVIDER_URL ?? "https://odeme-saglayici.invalid",
      PAYMENT_API_KEY: process.env.PAYMENT_API_KEY ?? "cluster-payment-api-key",
      PAYMENT_SECRET_KEY: settings.secrets.payment,
      PUBLIC_URL: settings.publicUrl,
      TRUST_PROXY: PROXY_SOURCE_ADDRESS,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      ...settings.env,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // its own process group: Ctrl-C reaches the cluster script, which drains the instances in order
    detached: true,
  });
  children.add(child);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const instance: Instance = { name, port, origin: `http://127.0.0.1:${port}`, child, logFile };
  await waitHealthy(instance);
  return instance;
}

export async function waitHealthy(instance: Instance, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`${instance.name} exited (${instance.child.exitCode ?? instance.child.signalCode}); see ${instance.logFile}`);
    try {
      const res = await fetch(`${instance.origin}/healthz`);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${instance.name} did not answer /healthz within ${timeoutMs / 1000} s; see ${instance.logFile}`);
}

/** SIGTERM (the graceful drain) and the exit; SIGKILL after `timeoutMs`. */
export async function stopInstance(instance: Instance, timeoutMs = 40_000) {
  const child = instance.child;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

// ───────────── HAProxy ─────────────

export interface ProxyConfig {
  /** where the proxy listens */
  bind: { host: string; port: number };
  /** the Host header of the health check (the public address's host) */
  healthHost: string;
  servers: Array<{ name: string; port: number }>;
  statsSocket: string;
}

/**
 * The proxy's configuration (decision 058):
 * - round robin over the instances, each checked with `GET /healthz` (with a Host header, which the app requires)
 *   every second: down after 2 failed checks (a drain's 503 included), up again after 2 good ones;
 * - a request whose connection to an instance fails is sent to another one (`option redispatch`, 3 retries): such
 *   a request never reached the app, whatever its method;
 * - a GET or HEAD is also retried elsewhere when the instance died or stalled after taking it (empty or broken
 *   answer, timeout) or answered 503 (shedding load): reading twice is harmless. Every other method gets no
 *   retry once its request was sent (`disable-l7-retry`): a POST that reached the app is never sent twice;
 * - X-Forwarded-For carries the client's address; the proxy connects from its own source address, the only one
 *   the instances trust (TRUST_PROXY), so a client cannot forge its address by sending the header itself.
 */
export function haproxyConfig(config: ProxyConfig): string {
  const servers = config.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join("\n");
  return `# generated by scripts/cluster-lib.ts (decision 058)
global
  maxconn 4096
  stats socket ${config.statsSocket} mode 600 level admin
  log stderr format raw local0 notice

defaults
  mode http
  log global
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout 503

frontend web
  bind ${config.bind.host}:${config.bind.port}
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host ${config.healthHost}
  http-check expect status 200
  # retries after the request was sent: reads only (a refused or failed connection is retried for every method)
  http-request disable-l7-retry if !METH_GET
  source ${PROXY_SOURCE_ADDRESS}
  default-server check inter 1s fastinter 500ms downinter 1s fall 2 rise 2
${servers}
`;
}

/** HAProxy's binary: on PATH or in /usr/sbin; installed from Debian's packages when missing (as Chromium is for the tests). */
export function haproxyBinary(): string {
  const find = () =>
    spawnSync("bash", ["-c", "command -v haproxy || { [ -x /usr/sbin/haproxy ] && echo /usr/sbin/haproxy; }"], {
      encoding: "utf8",
    }).stdout.trim();
  let bin = find();
  if (bin) return bin;
  console.log("cluster: installing HAProxy from Debian's packages");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  const result = spawnSync("bash", ["-c", `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq haproxy >/dev/null`], {
    stdio: "inherit",
  });
  bin = find();
  if (result.status !== 0 || !bin) throw new Error("HAProxy is missing and could not be installed (apt-get install haproxy)");
  return bin;
}

export interface Proxy {
  origin: string;
  child: ChildProcess;
  configFile: string;
  statsSocket: string;
  stop(): Promise<void>;
}

export async function startProxy(config: Omit<ProxyConfig, "statsSocket">, runDir: string): Promise<Proxy> {
  const bin = haproxyBinary();
  mkdirSync(runDir, { recursive: true });
  const statsSocket = path.join(runDir, "haproxy.sock");
  const configFile = path.join(runDir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig({ ...config, statsSocket }));
  const check = spawnSync(bin, ["-c", "-q", "-f", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration: ${check.stderr || check.stdout}`);
  const out = createWriteStream(path.join(runDir, "haproxy.log"), { flags: "a" });
  // -db: in the foreground, not a daemon, so it stops with this process
  const child = spawn(bin, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.add(child);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const origin = `http://${config.bind.host}:${config.bind.port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode}; see ${path.join(runDir, "haproxy.log")}`);
    const states = await proxyStats(statsSocket).catch(() => []);
    if (states.length > 0 && states.every((s) => s.status === "UP")) break;
    if (Date.now() > until) throw new Error(`HAProxy did not see every instance up within 20 s: ${JSON.stringify(states)}`);
    await sleep(200);
  }
  return {
    origin,
    child,
    configFile,
    statsSocket,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      // SIGUSR1: a soft stop (stops listening, finishes the connections it has)
      child.kill("SIGUSR1");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ServerStat {
  name: string;
  /** UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT… */
  status: string;
  /** answers by class as the proxy counted them */
  hrsp2xx: number;
  hrsp5xx: number;
  /** connection retries and redispatches towards this server */
  retries: number;
  redispatches: number;
}

/** The backend servers' lines of HAProxy's `show stat` (CSV). */
export function parseShowStat(csv: string, backend = "app"): ServerStat[] {
  const lines = csv.split("\n").filter((l) => l.trim() !== "");
  const header = lines.shift()?.replace(/^#\s*/, "").split(",") ?? [];
  const at = (name: string) => header.indexOf(name);
  const rows: ServerStat[] = [];
  for (const line of lines) {
    const cells = line.split(",");
    if (cells[at("pxname")] !== backend) continue;
    const name = cells[at("svname")] ?? "";
    if (name === "BACKEND" || name === "FRONTEND") continue;
    const n = (field: string) => Number(cells[at(field)] || 0);
    rows.push({
      name,
      status: cells[at("status")] ?? "",
      hrsp2xx: n("hrsp_2xx"),
      hrsp5xx: n("hrsp_5xx"),
      retries: n("wretr"),
      redispatches: n("wredis"),
    });
  }
  return rows;
}

/** One command on HAProxy's stats socket; its answer. */
export function proxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socket)) return reject(new Error("no stats socket yet"));
    const conn = connect(socket);
    let answer = "";
    conn.on("data", (c: Buffer) => (answer += c.toString()));
    conn.on("end", () => resolve(answer));
    conn.on("error", reject);
    conn.end(`${command}\n`);
  });
}

export async function proxyStats(socket: string): Promise<ServerStat[]> {
  return parseShowStat(await proxyCommand(socket, "show stat"));
}

// ───────────── the whole ─────────────

export interface ClusterOptions {
  instances: number;
  /** the proxy's port (0: a free one) */
  port: number;
  buildDir: string;
  /** a database to use instead of a throwaway server (migrated and seeded by the first instance when empty) */
  databaseUrl?: string;
  runDir: string;
  /** further variables for every instance */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface Cluster {
  proxy: Proxy;
  instances: Instance[];
  databaseUrl: string;
  settings: InstanceSettings;
  /** starts instance `index` again on its port (after a crash) */
  restart(index: number): Promise<Instance>;
  /** drains every instance, then stops the proxy and the throwaway database */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  let postgres: Postgres | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    log("a throwaway PostgreSQL server");
    postgres = await startThrowawayPostgres();
    databaseUrl = await freshDatabase(postgres.url, "ufuk_cluster");
  }
  const proxyPort = options.port || (await freePort());
  const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${proxyPort}`;
  const settings: InstanceSettings = {
    buildDir: options.buildDir,
    databaseUrl,
    publicUrl,
    logDir: options.runDir,
    secrets: clusterSecrets(),
    env: options.env,
  };
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i++) ports.push(await freePort());
  const instances: Instance[] = [];
  let proxy: Proxy | undefined;
  // the instances drain first (the proxy's checks see them leave and it sends them nothing new), then the proxy stops
  const stop = async () => {
    await Promise.all(instances.map((i) => stopInstance(i)));
    await proxy?.stop();
    postgres?.stop();
  };
  try {
    // the first one migrates and seeds the demo data (an empty database only); the others start together after it
    log(`app1 on :${ports[0]} (migrations, demo data)`);
    // (a given database only with SEED_DEMO=1, the app's own rule: a real database gets no demo accounts by accident)
    const seed = options.databaseUrl ? (process.env.SEED_DEMO ?? "0") : "1";
    instances.push(await startInstance("app1", ports[0]!, settings, { SEED_DEMO: seed }));
    const rest = ports.slice(1).map((port, i) => startInstance(`app${i + 2}`, port, settings));
    for (const started of await Promise.allSettled(rest)) {
      if (started.status === "fulfilled") instances.push(started.value);
      else throw started.reason;
    }
    log(`${instances.map((i) => `${i.name} on :${i.port}`).join(", ")} up; HAProxy on :${proxyPort}`);
    proxy = await startProxy(
      {
        bind: { host: "127.0.0.1", port: proxyPort },
        healthHost: new URL(publicUrl).host,
        servers: instances.map((i) => ({ name: i.name, port: i.port })),
      },
      options.runDir,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    proxy,
    instances,
    databaseUrl,
    settings,
    async restart(index: number) {
      const old = instances[index]!;
      const again = await startInstance(old.name, old.port, settings);
      instances[index] = again;
      return again;
    },
    stop,
  };
}
