import type { Job, PgBoss } from "pg-boss";
import { currentDatabase, type Database } from "#app/server/platform/db/client.server";
import { logger } from "#app/server/platform/logger.server";
import { JOB_NAMES, type JobName } from "./definitions.server";
import { bossFor } from "./queue.server";
import { jobHandler, type JobData } from "./registry.server";

/**
 * Runs the queued jobs (decision 022): the worker the server starts, and `runQueuedJobsNow()` for tests. Both
 * load app/server/job-handlers.server.ts first (lazily, so only a process that runs jobs loads every feature a handler
 * needs), then take the handlers from the registry.
 */
let handlersLoaded: Promise<unknown> | undefined;
function loadHandlers() {
  handlersLoaded ??= import("#app/server/job-handlers.server");
  return handlersLoaded;
}

async function runOne(name: JobName, job: Job<JobData>) {
  const handler = jobHandler(name);
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
      if ((name && queue !== name) || jobHandler(queue) === undefined) continue;
      // one job per fetch, so two instances draining together share the work as two workers would
      const jobs = await boss.fetch<JobData>(queue, { batchSize: 1 });
      for (const job of jobs ?? []) {
        any = true;
        ran += 1;
        try {
          await runOne(queue, job);
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
 * How many jobs of a kind one instance runs at once (one, unless named here): partner feeds sync side by side,
 * so one slow feed (up to a minute with its retries) does not hold every other broker back; four at a time
 * per instance bounds the connections and memory they take.
 */
const LOCAL_CONCURRENCY: Partial<Record<JobName, number>> = { "broker-sync": 4 };

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
    if (jobHandler(name) === undefined) continue;
    const options = { batchSize: 1, pollingIntervalSeconds: 2, localConcurrency: LOCAL_CONCURRENCY[name] ?? 1 };
    await boss.work<JobData>(name, options, async ([job]: Job<JobData>[]) => {
      if (job) await runOne(name, job);
    });
  }
  const scheduled = new Set(schedules.map((s) => s.name));
  for (const s of schedules) await boss.schedule(s.name, s.cron, s.data ?? {}, { tz: "Europe/Istanbul" });
  // a schedule removed from the configuration stops firing
  for (const existing of await boss.getSchedules()) {
    if (!scheduled.has(existing.name as JobName)) await boss.unschedule(existing.name);
  }
  started = boss;
  logger.info({ queues: JOB_NAMES.filter((n) => jobHandler(n) !== undefined), schedules }, "job worker started");
}

/** Stops taking jobs and waits (up to 10 s) for the running ones, before the database closes. */
export async function stopJobWorker(): Promise<void> {
  const boss = started;
  started = undefined;
  if (boss) await boss.stop({ graceful: true, timeout: 10_000, close: false });
}
