import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { existsSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * Starts the production build on a fresh database of the throwaway PostgreSQL server (demo data seeded), so
 * the HTTP tests can also read the database while the app runs. Needs `npm run build` first and
 * TEST_DATABASE_URL (scripts/with-postgres.sh); without them the run fails rather than skipping.
 */
let server: ChildProcess | undefined;
const DB_NAME = "ufuk_http";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("HTTP tests need TEST_DATABASE_URL (run them through scripts/with-postgres.sh)");
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/server/index.js`))
    throw new Error(`HTTP tests need the production build in ${buildDir}/ (npx react-router build)`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  const port = await freePort();
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url.toString(),
      SEED_DEMO: "1",
      PUBLIC_URL: "https://ufukjet.example",
      SESSION_SECRET: "http-tests-secret-0123456789abcdef",
      BROKER_KEY_SECRET: "tests-broker-key-secret-0123456789abcdef",
      // production refuses the built-in payment double; an address that resolves nowhere (no test pays by card here)
      PAYMENT_PROVIDER_URL: "https://odeme-saglayici.invalid",
      PAYMENT_API_KEY: "tests-payment-api-key",
      PAYMENT_SECRET_KEY: "tests-payment-secret-key-0123456789",
      LOG_LEVEL: "error",
      SIGNIN_IP_LIMIT: "1000",
      // no background jobs: a queued broker sync would write while later rows check that nothing was written
      JOB_WORKER: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become healthy");
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("httpBase", base);
  project.provide("httpDatabaseUrl", url.toString());
  return async () => {
    server?.kill("SIGTERM");
    await new Promise((r) => server?.once("exit", r));
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    httpBase: string;
    httpDatabaseUrl: string;
  }
}
