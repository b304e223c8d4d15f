import type tr from "../tr/brokerSyncRuns";
import type { Widen } from "../types";

/** English copies of ../tr/brokerSyncRuns.ts. */
const brokerSyncRuns: Widen<typeof tr> = {
  queuedTitle: "Sync queued",
  queuedOne: "The sync of {{broker}} will start in the background; its result shows on the 'Broker Status' tab.",
  queuedAll: "Syncs of {{count}} brokers were queued; their results show on the 'Broker Status' tab.",
  alreadyAll: "The syncs are already queued or running.",
  alreadyOne: "This broker's sync is already queued or running.",
  column: "Latest run",
  none: "Never run",
  states: { queued: "Queued", running: "Running", succeeded: "Succeeded", failed: "Failed" },
  attempts: "attempt {{count}}",
  counts: "{{upserted}} new/changed, {{unchanged}} unchanged, {{skipped}} skipped, {{unavailable}} gone",
  queuedAt: "Queued: {{at}}",
  finishedAt: "Finished: {{at}}",
  claimedBy: "Run by instance: {{instance}}",
  autoRefresh: "The page refreshes itself until the running sync ends.",
  abandoned: "The run was left unfinished (the app stopped, or no job worker runs).",
  unexpected: "An unexpected error occurred.",
};

export default brokerSyncRuns;
