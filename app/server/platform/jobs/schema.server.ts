import { PgBoss, getConstructionPlans, getMigrationPlans } from "pg-boss";
import type { MigrationRunner } from "#app/server/platform/db/migration-runner.server";
import { JOB_DEFINITIONS, JOB_NAMES, JOB_SCHEMA, sqlParam } from "./definitions.server";

/** The schema version the installed pg-boss expects, as its construction script records it. */
export function jobSchemaVersion(): number {
  const match = /version\(version\) VALUES \('(\d+)'\)/.exec(getConstructionPlans(JOB_SCHEMA));
  if (!match?.[1]) throw new Error("pg-boss construction script without a version");
  return Number(match[1]);
}

/**
 * The oldest schema pg-boss 12 migrates in place (its migration chain starts at pg-boss 11's schema 25). The app
 * ran pg-boss 10 (schema 24) before decision 034: such a queue is rebuilt instead, see `rebuildOldQueue`.
 */
export const OLDEST_MIGRATABLE_JOB_SCHEMA = 25;

/** The schema a too-old queue is moved to while its waiting jobs are carried into the new one. */
const OLD_JOB_SCHEMA = `${JOB_SCHEMA}_old`;

/** The job queue's connection through the migration runner: one statement with values, or a script without. */
function runnerDb(runner: MigrationRunner) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length) return { rows: await runner.query(text, values.map(sqlParam)) };
      await runner.exec(text);
      return { rows: [] };
    },
  };
}

/**
 * Installs or upgrades the job queue's tables (pg-boss's own scripts) and creates the app's queues. Runs at the
 * end of applyMigrations, under its advisory lock, so instances starting together install once and the test
 * template carries the queue like every other table. pg-boss itself then starts with `migrate: false`.
 */
export async function ensureJobSchema(runner: MigrationRunner): Promise<void> {
  const [installed] = await runner.query<{ t: string | null }>(`SELECT to_regclass('${JOB_SCHEMA}.version')::text AS t`);
  let carried: WaitingJob[] = [];
  if (!installed?.t) {
    await runner.exec(getConstructionPlans(JOB_SCHEMA));
  } else {
    const [row] = await runner.query<{ version: number }>(`SELECT version FROM ${JOB_SCHEMA}.version`);
    const current = Number(row?.version ?? 0);
    if (current < OLDEST_MIGRATABLE_JOB_SCHEMA) carried = await rebuildOldQueue(runner);
    else if (current < jobSchemaVersion()) await runner.exec(getMigrationPlans(JOB_SCHEMA, current));
  }
  const boss = new PgBoss({ db: runnerDb(runner), schema: JOB_SCHEMA, migrate: false });
  for (const name of JOB_NAMES) {
    const { policy, ...settings } = JOB_DEFINITIONS[name];
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, { policy, ...settings });
    // pg-boss keeps a queue's policy for its lifetime: a new policy is a new queue name
    else if (existing.policy !== policy) throw new Error(`job queue ${name} has policy ${existing.policy}, the app defines ${policy}`);
    else await boss.updateQueue(name, settings);
  }
  for (const job of carried) {
    if (!(JOB_NAMES as string[]).includes(job.name)) continue; // a job kind the app no longer has
    const options: { singletonKey?: string; startAfter?: Date } = {};
    if (job.singleton_key) options.singletonKey = job.singleton_key;
    if (job.start_after) options.startAfter = new Date(job.start_after);
    await boss.send(job.name, job.data ?? {}, options);
  }
  if (carried.length > 0 || (await runner.query(`SELECT 1 FROM pg_namespace WHERE nspname = '${OLD_JOB_SCHEMA}'`)).length) {
    await runner.exec(`DROP SCHEMA IF EXISTS ${OLD_JOB_SCHEMA} CASCADE`);
  }
}

interface WaitingJob {
  name: string;
  data: Record<string, unknown> | null;
  singleton_key: string | null;
  start_after: string | Date | null;
}

/**
 * A queue of pg-boss 10 (schema 24) cannot be migrated by pg-boss 12. Its jobs are transient (broker syncs, leg
 * alert matches, clean-ups) and its schedules are written again by every worker at start, so the old schema is
 * moved aside, a new one installed, and the jobs still waiting (created or due for a retry) are read from the old
 * one to be queued again in the new one; then the old schema is dropped. Finished jobs are history and stay behind.
 */
async function rebuildOldQueue(runner: MigrationRunner): Promise<WaitingJob[]> {
  await runner.exec(`DROP SCHEMA IF EXISTS ${OLD_JOB_SCHEMA} CASCADE; ALTER SCHEMA ${JOB_SCHEMA} RENAME TO ${OLD_JOB_SCHEMA}`);
  const hasJobs = await runner.query<{ t: string | null }>(`SELECT to_regclass('${OLD_JOB_SCHEMA}.job')::text AS t`);
  const waiting = hasJobs[0]?.t
    ? await runner.query<WaitingJob>(
        `SELECT name, data, singleton_key, start_after FROM ${OLD_JOB_SCHEMA}.job WHERE state::text IN ('created', 'retry') ORDER BY created_on, id`,
      )
    : [];
  await runner.exec(getConstructionPlans(JOB_SCHEMA));
  return waiting;
}
