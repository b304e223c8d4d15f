import type { Queue } from "pg-boss";

/**
 * The background jobs of the app and how their queues behave (decision 022). A queue is created once, at
 * migration time, with these options; a new job kind adds its line here, and its handler in
 * app/server/job-handlers.server.ts (kept apart so that enqueuing a job never loads the features that run jobs).
 * - `stately`: at most one job per singleton key waiting and one running (a broker's sync: a second click while
 *   one is queued queues nothing);
 * - `standard`: every job runs; `retryLimit` further attempts after a failure, `retryDelay` seconds apart
 *   (doubling with `retryBackoff`).
 */
export const JOB_DEFINITIONS = {
  /** one partner broker's flight feed, `{ brokerId, runId }` */
  "broker-sync": { policy: "stately", retryLimit: 0, expireInSeconds: 15 * 60 },
  /** the schedule's tick: queues a `broker-sync` of every active broker with an endpoint */
  "broker-sync-all": { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 },
  /** the watches a published empty leg matches, `{ legId }` */
  "empty-leg-alerts-match": { policy: "standard", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** one outbox e-mail's send, `{ emailId }`, one waiting job per e-mail; retried with back-off (decision 037) */
  "email-delivery": { policy: "stately", retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  /** the schedule's tick: queues a delivery for every e-mail still waiting without one */
  "email-outbox-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 },
  /** an option's deadline, `{ reservationId }` (queued for that moment), or `{}` for the sweep of every expired option (decision 042) */
  "option-expiry": { policy: "standard", retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 },
  /** the schedule's tick: e-mails the customers of unpaid options whose deadline is within a day, once each (decision 050) */
  "option-reminder": { policy: "singleton", retryLimit: 0, expireInSeconds: 10 * 60 },
  /** the daily removal of guest watches never confirmed (decision 027) */
  "leg-watches-cleanup": { policy: "singleton", retryLimit: 2, retryDelay: 600, expireInSeconds: 15 * 60 },
  /** a published offer's e-mail to the customers who consented, `{ offerId }`, in batches, once per customer (decision 056) */
  "offer-marketing-mail": { policy: "standard", retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  /** the daily purge of ended flights' passenger documents and birth dates (decision 053) */
  "manifest-purge": { policy: "singleton", retryLimit: 2, retryDelay: 600, expireInSeconds: 15 * 60 },
} as const satisfies Record<string, Omit<Queue, "name">>;

export type JobName = keyof typeof JOB_DEFINITIONS;
export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = "pgboss";

/** pg-boss sends JSON values as objects; both databases take them as JSON text. */
export function sqlParam(value: unknown): unknown {
  if (value === null || typeof value !== "object" || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) return value;
  return JSON.stringify(value);
}
