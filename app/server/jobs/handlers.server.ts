/**
 * What each background job does: one line per job kind (app/server/jobs/definitions.server.ts lists the
 * kinds). Loaded by the worker and by `runQueuedJobsNow()`.
 */
export {};
