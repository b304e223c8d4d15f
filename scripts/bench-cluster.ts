// `npm run bench:cluster -- [--instances 1,2,3] [--seconds 10] [--connections 16] [--no-build]`
//
// How throughput grows with instances behind the proxy (decision 058): `npm run cluster`'s set-up with the largest
// count asked for, then for each count the proxy serves only that many (the others are put in maintenance through
// its stats socket) while autocannon loads a signed-in list (/admin/reservations as the admin) and the public
// empty-leg list (/bos-bacaklar, which a visitor gets from each instance's page cache; decision 054). Prints
// req/s and p50/p99 per count side by side. Load generator, proxy, instances and database share the machine:
// on a machine with few cores the figures show contention as much as scale.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { load, type Load } from "./bench-lib";
import { proxyCommand, proxyStats, root, startCluster } from "./cluster-lib";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    instances: { type: "string", default: "1,2,3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    "no-build": { type: "boolean", default: false },
  },
});
const counts = values.instances.split(",").map((v) => Number(v.trim()));
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16))
  throw new Error("--instances is a comma-separated list of counts from 1 to 16");
if (!(seconds > 0 && connections >= 1)) throw new Error("--seconds and --connections must be positive");

const log = (message: string) => console.log(`bench:cluster: ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SCREENS = [
  { path: "/admin/reservations", as: "admin@ufukjet.test", label: "/admin/reservations (signed in)" },
  { path: "/bos-bacaklar", as: null, label: "/bos-bacaklar (visitor)" },
];

if (!values["no-build"]) {
  const built = spawnSync("bash", ["scripts/build-if-changed.sh"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const cluster = await startCluster({
  instances: Math.max(...counts),
  port: 0,
  buildDir: process.env.BUILD_DIR ?? "build",
  runDir: path.join(root, ".tmp/bench-cluster"),
  env: { SIGNIN_IP_LIMIT: "100000", BROKER_SYNC_CRON: "off", LOG_LEVEL: "warn" },
  log,
});
try {
  const origin = cluster.proxy.origin;
  const res = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "signin", email: "admin@ufukjet.test", password: "UfukJet!2026" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => /ufuk_session=/.test(c));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in through the proxy answered ${res.status}`);

  const results = new Map<number, Map<string, Load>>();
  for (const n of counts) {
    // only the first n instances take traffic
    for (const [i, instance] of cluster.instances.entries()) {
      await proxyCommand(cluster.proxy.statsSocket, `${i < n ? "enable" : "disable"} server app/${instance.name}`);
    }
    const until = Date.now() + 15_000;
    for (;;) {
      const states = await proxyStats(cluster.proxy.statsSocket);
      if (states.filter((s) => s.status === "UP").length === n) break;
      if (Date.now() > until) throw new Error(`the proxy did not settle on ${n} instances: ${JSON.stringify(states)}`);
      await sleep(200);
    }
    const byScreen = new Map<string, Load>();
    for (const screen of SCREENS) {
      const headers: Record<string, string> = screen.as ? { cookie } : {};
      await load(origin + screen.path, connections, 1, headers); // warm-up
      log(`${n} instance(s): ${screen.path}`);
      byScreen.set(screen.path, await load(origin + screen.path, connections, seconds, headers));
    }
    results.set(n, byScreen);
  }

  console.log(`\nbench:cluster: ${connections} connections, ${seconds} s per figure, through HAProxy; req/s (p50/p99 ms)`);
  const header = ["screen".padEnd(34), ...counts.map((n) => `${n} instance${n > 1 ? "s" : ""}`.padStart(24))].join("");
  console.log(header);
  for (const screen of SCREENS) {
    const cells = counts.map((n) => {
      const l = results.get(n)!.get(screen.path)!;
      const failures = l.failures ? ` ${l.failures}✗` : "";
      return `${l.rps.toFixed(0)} (${l.p50}/${l.p99})${failures}`.padStart(24);
    });
    console.log([screen.label.padEnd(34), ...cells].join(""));
  }
  const base = counts[0]!;
  for (const screen of SCREENS) {
    const first = results.get(base)!.get(screen.path)!.rps;
    const ratios = counts.map((n) => `${n}: ${(results.get(n)!.get(screen.path)!.rps / first).toFixed(2)}×`).join(", ");
    console.log(`  ${screen.path} against ${base} instance(s): ${ratios}`);
  }
  console.log(
    `  (✗ = answers other than 2xx, socket errors and timeouts; the machine has ${(await import("node:os")).cpus().length} CPUs)`,
  );
} finally {
  await cluster.stop();
}
