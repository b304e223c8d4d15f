// `npm run cluster -- [--instances 2] [--port 8080] [--no-build]`
//
// The production build as several instances behind HAProxy on one PostgreSQL (decision 058): a throwaway
// PostgreSQL server (initdb/pg_ctl), or the database DATABASE_URL names; the first instance migrates it and seeds
// the demo data (a throwaway database always, a given one only with SEED_DEMO=1); then N instances on their own
// ports and HAProxy in front of them on --port (round robin, health checks on /healthz, retries of failed
// connections, X-Forwarded-For). Ctrl-C or SIGTERM: every instance drains (its /healthz answers 503 so the proxy
// stops sending, then it finishes what it has), then the proxy and the database stop.
// Logs: .tmp/cluster/<instance>.log and .tmp/cluster/haproxy.log.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { root, startCluster } from "./cluster-lib";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    instances: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    "no-build": { type: "boolean", default: false },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error("--instances must be a whole number from 1 to 16");
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("--port must be a port number (0: any free one)");

const log = (message: string) => console.log(`cluster: ${message}`);
const buildDir = process.env.BUILD_DIR ?? "build";
if (!values["no-build"]) {
  const built = spawnSync("bash", ["scripts/build-if-changed.sh"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const cluster = await startCluster({
  instances,
  port,
  buildDir,
  databaseUrl: process.env.DATABASE_URL,
  runDir: path.join(root, ".tmp/cluster"),
  log,
});
log(`ready: ${cluster.proxy.origin} (${cluster.instances.length} instances; demo accounts as in the README). Ctrl-C stops.`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: draining the instances, then stopping the proxy and the database`);
  await cluster.stop();
  log("stopped");
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
// an instance that dies is reported; the proxy's health check has already taken it out
for (const instance of cluster.instances) {
  instance.child.once("exit", (code, signal) => {
    if (!stopping) log(`${instance.name} exited (${code ?? signal}); the others serve on. See ${instance.name}.log`);
  });
}
