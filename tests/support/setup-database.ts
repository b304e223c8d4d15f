import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, embeddedDatabase, serverDatabase, useDatabase, type Database } from "#app/server/platform/db/client.server";
import { openPGlite } from "#app/server/platform/db/pglite.server";

/**
 * Every integration test file gets a fresh database copied from the migrated template, installed as the
 * app's database (`db()`), and removed afterwards.
 */
const TEMPLATE_DB = "ufuk_test_template";
let database: Database | undefined;
let dropName: string | undefined;

process.env.NODE_ENV = "test";

beforeAll(async () => {
  if (inject("databaseMode") === "server") {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `ufuk_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = serverDatabase(url.toString(), { max: 8 });
    dropName = name;
  } else {
    const dump = readFileSync(inject("templatePath"));
    const pglite = openPGlite("memory://", new Blob([dump]));
    await pglite.waitReady;
    database = embeddedDatabase(pglite);
  }
  useDatabase(database);
});

afterAll(async () => {
  await closeDatabase();
  if (dropName) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    // pg-pool's end() resolves before its sockets close; wait for them, or FORCE kills a closing client
    // whose error then surfaces as an unhandled exception in the test run
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [dropName]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
    await admin.end();
  }
});

/** The database of this test file. */
export function testDatabase(): Database {
  if (!database) throw new Error("database not ready");
  return database;
}
