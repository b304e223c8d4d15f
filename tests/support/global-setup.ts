import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { embeddedDatabase, serverDatabase } from "#app/server/platform/db/client.server";
import { applyMigrations } from "#app/server/platform/db/migrate.server";
import { openPGlite } from "#app/server/platform/db/pglite.server";

/**
 * Builds the migrated template once per run: a PGlite data-folder dump (embedded run) or a template
 * database on the PostgreSQL server (TEST_DATABASE_URL run). Each test file then starts from a copy
 * (tests/support/setup-database.ts) instead of migrating anew.
 */
export const TEMPLATE_DB = "ufuk_test_template";

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = serverDatabase(url.toString(), { max: 1 });
    const runner = await database.runner();
    await applyMigrations(runner);
    await runner.release();
    await database.close();
    project.provide("databaseMode", "server");
    project.provide("templatePath", "");
    return;
  }
  const pglite = openPGlite("memory://template");
  const database = embeddedDatabase(pglite);
  const runner = await database.runner();
  await applyMigrations(runner);
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseMode", "embedded");
  project.provide("templatePath", file);
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseMode: "embedded" | "server";
    templatePath: string;
  }
}
