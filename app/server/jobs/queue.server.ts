import { PgBoss, type Job, type SendOptions } from "pg-boss";
import type { Prisma } from "#app/generated/prisma/client";
import { currentDatabase, type Database } from "#app/server/db/client.server";
import { logger } from "#app/server/logger.server";
import { JOB_NAMES, JOB_SCHEMA, sqlParam, type JobName } from "./definitions.server";

export type { JobName } from "./definitions.server";

/**
 * The app's background job queue (decision 022): pg-boss 12 on the app's own database — the embedded PGlite
 * or the PostgreSQL server — through the database's `executeSql`, so it needs no connection of its own and
 * works on both. Web requests only enqueue; the worker (started by the server, never in tests) runs the
 * handlers registered in handlers.server.ts; tests run queued jobs with `runQueuedJobsNow()`.
 */
export type JobData = Record<string, unknown>;
export type JobHandler = (data: JobData) => Promise<void>;

const handlers = new Map<JobName, JobHandler>();

/** Registers what a job kind does (handlers.server.ts calls this once per kind). */
export function registerJobHandler(name: JobName, handler: JobHandler) {
  handlers.set(name, handler);
}

let handlersLoaded: Promise<unknown> | undefined;
function loadHandlers() {
  handlersLoaded ??= import("./handlers.server");
  return handlersLoaded;
}

const bosses = new WeakMap<Database, PgBoss>();

function bossFor(database: Database = currentDatabase()): PgBoss {
  let boss = bosses.get(database);
  if (!boss) {
    boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values?.map(sqlParam)) },
      schema: JOB_SCHEMA,
      // the embedded database is PGlite: pg-boss's profile for it (one in-process connection, no LISTEN/NOTIFY)
      backend: database.kind === "embedded" ? "pglite" : "postgres",
      migrate: false,
      supervise: true,
      schedule: true,
    });
    boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
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
  const txBoss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    backend: currentDatabase().kind === "embedded" ? "pglite" : "postgres",
    migrate: false,
  });
  return txBoss.send(name, data, send);
}

async function runOne(boss: PgBoss, name: JobName, job: Job<JobData>) {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no handler for job ${name}`);
  await handler(job.data ?? {});
}

/**
 * Runs the queued jobs (of one kind, or all) in this process until none is due, and answers how many ran.
 * A failing job is marked failed (or retried later, by its queue's retry options) and does not stop the rest.
 */
export async function runQueuedJobsNow(name?: JobName): Promise<number> {
  return runQueuedJobsOn(currentDatabase(), name);
}

/**
 * `runQueuedJobsNow` through a given database connection (pool): tests play two app instances by draining
 * the queue through two pools at once. The handlers still use the app's database.
 */
export async function runQueuedJobsOn(database: Database, name?: JobName): Promise<number> {
  await loadHandlers();
  const boss = bossFor(database);
  let ran = 0;
  for (let round = 0; round < 1_000; round++) {
    let any = false;
    for (const queue of JOB_NAMES) {
      if ((name && queue !== name) || !handlers.has(queue)) continue;
      // one job per fetch, so two instances draining together share the work as two workers would
      const jobs = await boss.fetch<JobData>(queue, { batchSize: 1 });
      for (const job of jobs ?? []) {
        any = true;
        ran += 1;
        try {
          await runOne(boss, queue, job);
          await boss.complete(queue, job.id);
        } catch (error) {
          await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    if (!any) break;
  }
  return ran;
}

export interface JobSchedule {
  name: JobName;
  cron: string;
  data?: JobData;
}

let started: PgBoss | undefined;

/**
 * Starts working the queues in this process (the server calls it after start-up): every registered handler,
 * a few jobs at a time, and the cron schedules (kept in the database, so several instances fire each tick
 * once). Two instances may both work a queue: pg-boss hands each job to one of them.
 */
export async function startJobWorker(schedules: JobSchedule[] = []): Promise<void> {
  if (started) return;
  await loadHandlers();
  const boss = bossFor();
  await boss.start();
  for (const name of JOB_NAMES) {
    if (!handlers.has(name)) continue;
    await boss.work<JobData>(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]: Job<JobData>[]) => {
      if (job) await runOne(boss, name, job);
    });
  }
  const scheduled = new Set(schedules.map((s) => s.name));
  for (const s of schedules) await boss.schedule(s.name, s.cron, s.data ?? {}, { tz: "Europe/Istanbul" });
  // a schedule removed from the configuration stops firing
  for (const existing of await boss.getSchedules()) {
    if (!scheduled.has(existing.name as JobName)) await boss.unschedule(existing.name);
  }
  started = boss;
  logger.info({ queues: JOB_NAMES.filter((n) => handlers.has(n)), schedules }, "job worker started");
}

/** Stops taking jobs and waits (up to 10 s) for the running ones, before the database closes. */
export async function stopJobWorker(): Promise<void> {
  const boss = started;
  started = undefined;
  if (boss) await boss.stop({ graceful: true, timeout: 10_000, close: false });
}
