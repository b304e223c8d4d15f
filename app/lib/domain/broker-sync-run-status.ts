import type { StatusLooks } from "./status-look";

/**
 * A background broker sync run (decision 022): queued by a button or the schedule, running on a worker, then
 * succeeded or failed. Queued and running runs are open: a broker has at most one, and the status tab keeps
 * refreshing while any is open.
 */
export const BROKER_SYNC_RUN_STATES = ["queued", "running", "succeeded", "failed"] as const;
export type BrokerSyncRunState = (typeof BROKER_SYNC_RUN_STATES)[number];
export const OPEN_RUN_STATES = ["queued", "running"] as const satisfies readonly BrokerSyncRunState[];

export function isBrokerSyncRunState(value: unknown): value is BrokerSyncRunState {
  return typeof value === "string" && (BROKER_SYNC_RUN_STATES as readonly string[]).includes(value);
}

export function isOpenRun(state: unknown): boolean {
  return typeof state === "string" && (OPEN_RUN_STATES as readonly string[]).includes(state);
}

export const BROKER_SYNC_RUN_LOOK: StatusLooks<BrokerSyncRunState> = {
  queued: { labelKey: "brokerSyncRuns.states.queued", tone: "secondary" },
  running: { labelKey: "brokerSyncRuns.states.running", tone: "info" },
  succeeded: { labelKey: "brokerSyncRuns.states.succeeded", tone: "success" },
  failed: { labelKey: "brokerSyncRuns.states.failed", tone: "destructive" },
};

/** How often the status tab reloads itself while a run is open (with JavaScript; without, a reload shows it). */
export const RUN_POLL_MS = 2_000;

/** A queued run older than this was abandoned (no instance works the queue). */
export const RUN_ABANDONED_MS = 20 * 60_000;

/** How often a running sync renews its broker's heartbeat, and how old a beat may be before the run counts as dead. */
export const SYNC_HEARTBEAT_MS = 5_000;
export const SYNC_HEARTBEAT_STALE_MS = 30_000;

/** True when a heartbeat (or, before the first beat, the start) is older than the stale bound. */
export function heartbeatStale(beat: Date | null, started: Date | null, now: Date): boolean {
  const last = beat ?? started;
  return last === null || now.getTime() - last.getTime() > SYNC_HEARTBEAT_STALE_MS;
}

/**
 * Whether an open run was abandoned by now (a finished run never is): a queued run nobody picked up within
 * RUN_ABANDONED_MS, or a running one whose heartbeat is stale — its process died (decision 052). The run's own
 * beat counts (its worker renews it from the claim to the end); the broker's beat only for a run claimed
 * before runs beat: the broker's is null outside syncBroker's claim, which would make a live run look dead.
 */
export function isAbandonedRun(
  run: { state: string; queuedAt: Date; startedAt?: Date | null; heartbeatAt?: Date | null },
  brokerHeartbeatAt: Date | null,
  now: Date,
): boolean {
  if (run.state === "queued") return now.getTime() - run.queuedAt.getTime() > RUN_ABANDONED_MS;
  if (run.state !== "running") return false;
  return heartbeatStale(run.heartbeatAt ?? brokerHeartbeatAt, run.startedAt ?? run.queuedAt, now);
}
