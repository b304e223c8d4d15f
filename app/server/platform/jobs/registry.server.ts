import type { JobName } from "./definitions.server";

/**
 * What runs each job kind. app/server/job-handlers.server.ts registers the app's handlers here, one line each; the worker
 * (worker.server.ts) loads that file before it runs jobs and looks the handlers up here. The registry knows
 * neither side, so the features a handler calls may queue jobs themselves without an import cycle.
 */
export type JobData = Record<string, unknown>;
export type JobHandler = (data: JobData) => Promise<void>;

const handlers = new Map<JobName, JobHandler>();

/** Registers what a job kind does (app/server/job-handlers.server.ts calls this once per kind). */
export function registerJobHandler(name: JobName, handler: JobHandler) {
  handlers.set(name, handler);
}

/** The handler registered for a job kind, if any. */
export function jobHandler(name: JobName): JobHandler | undefined {
  return handlers.get(name);
}
