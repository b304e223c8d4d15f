import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import {
  heartbeatStale,
  isAbandonedRun,
  OPEN_RUN_STATES,
  SYNC_HEARTBEAT_MS,
  type BrokerSyncRunState,
} from "#app/lib/domain/broker-sync-run-status";
import { audit } from "#app/server/platform/audit.server";
import { syncBroker, type SyncOptions } from "#app/server/brokerage/broker-sync.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlState } from "#app/server/platform/db/errors.server";
import { enqueueJob, failOpenJobs } from "#app/server/platform/jobs/queue.server";
import { logger } from "#app/server/platform/logger.server";
import brokerFlightsTr from "#app/locales/tr/brokerFlights";
import brokerSyncRunsTr from "#app/locales/tr/brokerSyncRuns";

/**
 * Broker feed syncs as background jobs (decision 022). A button or the schedule records a run (`queued`) and
 * enqueues a `broker-sync` job in the same transaction; a worker marks it `running`, calls syncBroker
 * (app/server/brokerage/broker-sync.server.ts: the database claim, the shared rate limit, retries, the idempotent write)
 * and records its counts or error. A broker has at most one open (queued or running) run: the partial unique
 * index and the job's singleton key both hold it, so a second click or a second instance queues nothing.
 * A run is executed once: its worker claims it from `queued` with a token of its own, beats on it, and writes
 * its progress and result only while that claim holds. A run recorded abandoned (its beat stale) is never run
 * again, by a retried or duplicate job or by its own worker waking up: the next queueing starts a new run.
 */

export type QueueRefusal = "notFound" | "inactive" | "noEndpoint" | "queued";
export type QueueResult = { ok: true; runId: string } | { ok: false; refused: QueueRefusal };

class AlreadyQueued extends Error {}

/** Queues one broker's sync; refuses a missing, inactive or endpoint-less broker, and one already queued or running. */
export async function queueBrokerSync(brokerId: string, input: { actorId: string | null; ip?: string | null }): Promise<QueueResult> {
  const broker = await db().broker.findUnique({
    where: { id: brokerId },
    select: { id: true, isActive: true, apiEndpoint: true, syncStartedAt: true, syncHeartbeatAt: true },
  });
  if (!broker) return { ok: false, refused: "notFound" };
  if (!broker.isActive) return { ok: false, refused: "inactive" };
  if (!broker.apiEndpoint) return { ok: false, refused: "noEndpoint" };
  await closeAbandonedRuns(broker, new Date());
  try {
    const runId = await db().$transaction(async (tx) => {
      const run = await tx.brokerSyncRun.create({ data: { brokerId, requestedBy: input.actorId }, select: { id: true } });
      const job = await enqueueJob("broker-sync", { brokerId, runId: run.id }, { tx, singletonKey: brokerId });
      if (!job) throw new AlreadyQueued();
      await audit(
        {
          actorId: input.actorId,
          action: "broker.sync_queued",
          entity: "broker",
          entityId: brokerId,
          after: { runId: run.id },
          ip: input.ip ?? null,
        },
        tx,
      );
      return run.id;
    });
    return { ok: true, runId };
  } catch (error) {
    if (error instanceof AlreadyQueued || sqlState(error) === "23505") return { ok: false, refused: "queued" };
    throw error;
  }
}

/**
 * A broker's open run that is abandoned — queued and never picked up, or running with a stale heartbeat because
 * its process died (decision 052) — is recorded as failed, and its job is failed too, which frees the queue's slot
 * for the broker at once instead of at the job's expiry. Each write is conditional on what was read: the run's
 * state, claim and beat, and the broker's claim, whose stale hold is released with it, so a worker that was only
 * silent cannot land the feed of a run already recorded abandoned ("devralındı", decision 052).
 */
async function closeAbandonedRuns(broker: { id: string; syncStartedAt: Date | null; syncHeartbeatAt: Date | null }, now: Date) {
  const open = await db().brokerSyncRun.findMany({
    where: { brokerId: broker.id, state: { in: [...OPEN_RUN_STATES] } },
    select: { id: true, state: true, queuedAt: true, startedAt: true, claimToken: true, heartbeatAt: true },
  });
  for (const run of open) {
    if (!isAbandonedRun(run, broker.syncHeartbeatAt, now)) continue;
    const closed = await db().brokerSyncRun.updateMany({
      where: { id: run.id, state: run.state, claimToken: run.claimToken, heartbeatAt: run.heartbeatAt },
      data: { state: "failed", error: brokerSyncRunsTr.abandoned, finishedAt: now },
    });
    if (closed.count !== 1) continue;
    const jobs = await failOpenJobs("broker-sync", { runId: run.id }, "abandoned: its process stopped beating");
    if (run.state === "running" && broker.syncStartedAt && heartbeatStale(broker.syncHeartbeatAt, broker.syncStartedAt, now)) {
      await db().broker.updateMany({
        where: { id: broker.id, syncStartedAt: broker.syncStartedAt, syncHeartbeatAt: broker.syncHeartbeatAt },
        data: { syncStartedAt: null, syncHeartbeatAt: null },
      });
    }
    logger.warn({ brokerId: broker.id, runId: run.id, jobs }, "abandoned broker sync run taken over");
  }
}

/** Queues a sync of every active broker with an endpoint: how many were queued and how many already were. */
export async function queueAllBrokerSyncs(input: { actorId: string | null; ip?: string | null }) {
  const brokers = await db().broker.findMany({
    where: { isActive: true, apiEndpoint: { not: null } },
    select: { id: true },
    orderBy: { name: "asc" },
  });
  let queued = 0;
  let already = 0;
  for (const b of brokers) {
    const result = await queueBrokerSync(b.id, input);
    if (result.ok) queued++;
    else if (result.refused === "queued") already++;
  }
  return { brokers: brokers.length, queued, already };
}

let testSyncOptions: SyncOptions = {};
/** Tests shorten the sync's timeouts and back-off for the jobs they run. */
export function setBrokerSyncJobOptions(options: SyncOptions) {
  testSyncOptions = options;
}

/** The process a run's claim names (host and process id): who ran it, for an operator reading the table and the cluster test. */
const CLAIMED_BY = `${hostname()}:${process.pid}`.slice(0, 200);

/**
 * The `broker-sync` job: claims one queued run and records its result. The claim is conditional on `queued`, so
 * a run is executed once whatever delivers its job again (a duplicate, a retry, an expiry). Every later write —
 * the beat, the attempts, the result — is conditional on the claim's token and on `running`: once the run is
 * recorded abandoned, nothing its worker does afterwards lands on it.
 */
export async function runBrokerSyncJob(data: Record<string, unknown>): Promise<void> {
  const runId = typeof data.runId === "string" ? data.runId : "";
  const brokerId = typeof data.brokerId === "string" ? data.brokerId : "";
  const run = await db().brokerSyncRun.findUnique({ where: { id: runId }, select: { brokerId: true, requestedBy: true } });
  if (!run || run.brokerId !== brokerId) return;
  const claimToken = randomUUID();
  const started = new Date();
  const claimed = await db().brokerSyncRun.updateMany({
    where: { id: runId, state: "queued" },
    data: { state: "running", startedAt: started, heartbeatAt: started, claimToken, claimedBy: CLAIMED_BY },
  });
  if (claimed.count !== 1) return; // abandoned meanwhile, or already claimed: never run twice
  const ours = { id: runId, state: "running", claimToken };
  const beat = setInterval(() => {
    db()
      .brokerSyncRun.updateMany({ where: ours, data: { heartbeatAt: new Date() } })
      .catch((error: unknown) => logger.warn({ err: error, brokerId, runId }, "broker sync run heartbeat not written"));
  }, SYNC_HEARTBEAT_MS);
  beat.unref();
  const finish = async (values: { state: BrokerSyncRunState; error?: string | null; [k: string]: unknown }) => {
    const done = await db().brokerSyncRun.updateMany({ where: ours, data: { ...values, finishedAt: new Date() } });
    if (done.count !== 1)
      logger.warn({ brokerId, runId, state: values.state }, "broker sync run was taken over; its result is not recorded");
  };
  try {
    const result = await syncBroker(brokerId, {
      actorId: run.requestedBy,
      ...testSyncOptions,
      onAttempt: async (attempt) => {
        await db().brokerSyncRun.updateMany({ where: ours, data: { attempts: attempt } });
      },
    });
    if (result.ok) {
      await finish({
        state: "succeeded",
        upserted: result.changed,
        unchanged: result.received - result.changed,
        skipped: result.skipped,
        markedUnavailable: result.unavailable,
      });
    } else if ("refused" in result) {
      const reason = result.refused === "notFound" ? brokerFlightsTr.errors.notFound : brokerFlightsTr.toasts[result.refused];
      await finish({ state: "failed", error: reason });
    } else {
      await finish({ state: "failed", error: result.error });
    }
  } catch (error) {
    logger.error({ err: error, brokerId, runId }, "broker sync job failed");
    await finish({ state: "failed", error: brokerSyncRunsTr.unexpected });
  } finally {
    clearInterval(beat);
  }
}

/** The schedule's `broker-sync-all` job. */
export async function runScheduledBrokerSyncs(): Promise<void> {
  const result = await queueAllBrokerSyncs({ actorId: null });
  logger.info(result, "scheduled broker syncs queued");
}
