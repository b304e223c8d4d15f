import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "#app/server/platform/env.server";
import { ensureJobSchema } from "#app/server/platform/jobs/schema.server";
import type { MigrationRunner } from "./migration-runner.server";

/**
 * Applies pending Prisma migrations (`prisma/migrations/<name>/migration.sql`) and records them in
 * `_prisma_migrations` exactly as Prisma Migrate does, so `prisma migrate status` agrees. Works on the
 * embedded database and on a PostgreSQL server; on a server it holds Prisma's advisory lock, so several app
 * instances starting at once apply each migration once. See docs/decisions/005-migrations-at-start.md.
 */
const PRISMA_ADVISORY_LOCK = 72707369;

export const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function defaultMigrationsDir() {
  return env().MIGRATIONS_DIR ?? path.resolve(process.cwd(), "prisma", "migrations");
}

export async function readMigrations(dir = defaultMigrationsDir()): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name, "migration.sql"));
    files.push({ name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") });
  }
  return files;
}

export class MigrationError extends Error {}

export async function applyMigrations(
  runner: MigrationRunner,
  options: { dir?: string; log?: (msg: string) => void } = {},
): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const migrations = await readMigrations(options.dir);
  await runner.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK})`);
  try {
    await runner.exec(MIGRATIONS_TABLE_DDL);
    const rows = await runner.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier; fix the database and mark it rolled back before starting again.`,
      );
    }
    const applied = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const m of migrations) {
      const previous = applied.get(m.name);
      if (previous) {
        if (previous.checksum !== m.checksum) log(`migration ${m.name} was edited after it was applied`);
        continue;
      }
      const id = randomUUID();
      await runner.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, m.checksum, m.name],
      );
      try {
        await runner.exec(`BEGIN;\n${m.sql}\n;COMMIT;`);
      } catch (error) {
        await runner.exec("ROLLBACK").catch(() => undefined);
        const message = error instanceof Error ? error.message : String(error);
        await runner.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]);
        throw new MigrationError(`Migration ${m.name} failed: ${message}`);
      }
      await runner.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
      log(`applied migration ${m.name}`);
      done.push(m.name);
    }
    // the job queue's own tables and the app's queues, under the same lock (decision 022)
    await ensureJobSchema(runner);
    return done;
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK})`).catch(() => undefined);
  }
}
