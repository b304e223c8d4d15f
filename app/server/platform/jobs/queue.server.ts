import { PgBoss, type SendOptions } from "pg-boss";
import type { Prisma } from "#app/generated/prisma/client";
import { currentDatabase, type Database } from "#app/server/platform/db/client.server";
import { isDatabaseUnavailable } from "#app/server/platform/db/errors.server";
import { logger } from "#app/server/platform/logger.server";
import { JOB_SCHEMA, sqlParam, type JobName } from "./definitions.server";
import type { JobData } from "./registry.server";

export type { JobName } from "./definitions.server";

/**
 * The app's background job queue (decision 022): pg-boss 12 on the app's own database — the embedded PGlite
 * or the PostgreSQL server — through the database's `executeSql`, so it needs no connection of its own and
 * works on both. Web requests only enqueue (here); the worker (worker.server.ts, started by the server, never
 * in tests) runs the handlers registered in app/server/job-handlers.server.ts; tests run queued jobs with `runQueuedJobsNow()`.
 */
const bosses = new WeakMap<Database, PgBoss>();

/** pg-boss's profile of a database: the embedded one is PGlite (one in-process connection, no LISTEN/NOTIFY). */
const backendOf = (database: Database) => (database.kind === "embedded" ? "pglite" : "postgres");

/** The queue's pg-boss on a database (one per database, made on first use). */
export function bossFor(database: Database = currentDatabase()): PgBoss {
  let boss = bosses.get(database);
  if (!boss) {
    boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values?.map(sqlParam)) },
      schema: JOB_SCHEMA,
      backend: backendOf(database),
      migrate: false,
      supervise: true,
      schedule: true,
    });
    // during a database outage the worker's polls fail until the database is back: that is expected (the pages
    // answer 503 meanwhile) and logged as a warning; anything else is an error
    boss.on("error", (error: unknown) =>
      isDatabaseUnavailable(error)
        ? logger.warn({ err: error }, "job queue: database unavailable")
        : logger.error({ err: error }, "job queue error"),
    );
    bosses.set(database, boss);
  }
  return boss;
}

/** The job queue's connection inside a Prisma interactive transaction: the job exists if and only if it commits. */
function transactionDb(tx: Prisma.TransactionClient) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => ({
      rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values.map(sqlParam)),
    }),
  };
}

export interface EnqueueOptions {
  /** write the job inside this transaction */
  tx?: Prisma.TransactionClient;
  /** with a `stately` or `singleton` queue: no second job with this key while one waits */
  singletonKey?: string;
  startAfter?: Date;
}

/** Queues a job; answers its id, or null when a waiting job with the same singleton key made it unnecessary. */
export async function enqueueJob(name: JobName, data: JobData, options: EnqueueOptions = {}): Promise<string | null> {
  const send: SendOptions = {};
  if (options.singletonKey) send.singletonKey = options.singletonKey;
  if (options.startAfter) send.startAfter = options.startAfter;
  if (!options.tx) return bossFor().send(name, data, send);
  // Inside a transaction pg-boss must read the queue's settings through the transaction too: its own connection
  // would wait for the one the transaction holds (the embedded database has only one) until the transaction
  // times out. A boss on the transaction's connection reads them there; it is only constructed, never started.
  const db = transactionDb(options.tx);
  send.db = db;
  const txBoss = new PgBoss({ db, schema: JOB_SCHEMA, backend: backendOf(currentDatabase()), migrate: false });
  return txBoss.send(name, data, send);
}

/**
 * Fails the jobs of a kind, whose data matches, that still wait or run — a job whose process died holds its
 * singleton slot until its expiry; failing it frees the slot at once. Answers how many were failed.
 */
export async function failOpenJobs(name: JobName, data: JobData, message: string): Promise<number> {
  const boss = bossFor();
  const jobs = await boss.findJobs(name, { data });
  const open = jobs.filter((j) => j.state === "created" || j.state === "retry" || j.state === "active").map((j) => j.id);
  if (open.length) await boss.fail(name, open, { message });
  return open.length;
}
