import { runBrokerSyncJob, runScheduledBrokerSyncs } from "#app/server/broker-sync-runs.server";
import { registerJobHandler } from "./queue.server";

/**
 * What each background job does: one line per job kind (app/server/jobs/definitions.server.ts lists the
 * kinds). Loaded by the worker and by `runQueuedJobsNow()`.
 */
registerJobHandler("broker-sync", runBrokerSyncJob);
registerJobHandler("broker-sync-all", runScheduledBrokerSyncs);
