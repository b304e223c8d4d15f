import PgBoss from "pg-boss";
import type { MigrationRunner } from "#app/server/db/migration-runner.server";
import { JOB_DEFINITIONS, JOB_NAMES, JOB_SCHEMA, sqlParam } from "./definitions.server";

/** The schema version the installed pg-boss expects, as its construction script records it. */
export function jobSchemaVersion(): number {
  const match = /version\(version\) VALUES \('(\d+)'\)/.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
  if (!match) throw new Error("pg-boss construction script without a version");
  return Number(match[1]);
}

/**
 * Installs or upgrades the job queue's tables (pg-boss's own scripts) and creates the app's queues. Runs at the
 * end of applyMigrations, under its advisory lock, so instances starting together install once and the test
 * template carries the queue like every other table. pg-boss itself then starts with `migrate: false`.
 */
export async function ensureJobSchema(runner: MigrationRunner): Promise<void> {
  const [installed] = await runner.query<{ t: string | null }>(`SELECT to_regclass('${JOB_SCHEMA}.version')::text AS t`);
  if (!installed?.t) {
    await runner.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
  } else {
    const [row] = await runner.query<{ version: number }>(`SELECT version FROM ${JOB_SCHEMA}.version`);
    const current = Number(row?.version ?? 0);
    if (current < jobSchemaVersion()) await runner.exec(PgBoss.getMigrationPlans(JOB_SCHEMA, current as unknown as string));
  }
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        if (values && values.length) return { rows: await runner.query(text, values.map(sqlParam)) };
        await runner.exec(text);
        return { rows: [] };
      },
    },
    schema: JOB_SCHEMA,
    migrate: false,
  });
  for (const name of JOB_NAMES) {
    const options = { name, ...JOB_DEFINITIONS[name] };
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
}
