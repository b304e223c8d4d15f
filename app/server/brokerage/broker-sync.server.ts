import type { Prisma } from "#app/generated/prisma/client";
import { SYNC_HEARTBEAT_MS, SYNC_HEARTBEAT_STALE_MS } from "#app/lib/domain/broker-sync-run-status";
import { audit } from "#app/server/platform/audit.server";
import { decryptApiKey } from "#app/server/brokerage/broker-secret.server";
import { backoffMs, FEED_LIMITS, isRetriable, parseFeed, retryAfterMs, type FeedFlight } from "#app/server/brokerage/broker-feed.server";
import { db } from "#app/server/platform/db/client.server";
import { guardedFetch, InternalEndpointError } from "#app/server/brokerage/endpoint-guard.server";
import { logger } from "#app/server/platform/logger.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";

/**
 * Pulls a partner broker's flight feed into `broker_flights` (spec §2.13, §7.3 broker-integration `sync`;
 * contract in docs/broker-feed.md):
 * - one run per broker at a time across instances: a run claims the broker (`sync_started_at`) with a
 *   conditional update and renews `sync_heartbeat_at` every SYNC_HEARTBEAT_MS while it runs; a claim whose
 *   heartbeat is older than SYNC_HEARTBEAT_STALE_MS belonged to a dead process and is taken over (decision 052);
 * - each HTTP attempt counts against the broker's `rate_limit_per_minute` in the database (`rate_limits`),
 *   so all instances together stay within it;
 * - timeouts, 429 and 5xx are retried with exponential back-off and jitter, honouring Retry-After, at most
 *   `maxAttempts` times; then `last_sync_error` records why;
 * - the write is idempotent and in one transaction: a row changes only when the feed's values differ, a
 *   flight missing from a successful feed becomes `unavailable` (never deleted), a malformed row is skipped
 *   and counted. If the process dies mid-run nothing is half-written and the claim expires.
 * It runs in the background: app/server/brokerage/broker-sync-runs.server.ts queues and records each run (decision 022).
 */
/** A claim from before heartbeats existed (no beat recorded) counts as abandoned after this long. */
export const CLAIM_STALE_MS = 5 * 60_000;

export interface SyncOptions {
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** the longest Retry-After honoured; a longer one ends the run */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** told of each HTTP attempt (the run's progress, decision 022) */
  onAttempt?: (attempt: number) => Promise<void> | void;
}

const DEFAULTS = {
  onAttempt: () => undefined,
  timeoutMs: 10_000,
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

export type SyncRefusal = "notFound" | "inactive" | "noEndpoint" | "running";
export type SyncResult =
  | { ok: true; received: number; skipped: number; changed: number; unavailable: number }
  | { ok: false; refused: SyncRefusal }
  | { ok: false; error: string };

class FeedError extends Error {}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches the feed body with retries; throws FeedError with the text `last_sync_error` gets. */
async function fetchFeed(
  broker: { id: string; apiEndpoint: string; apiKeyRequired: boolean; apiKey: string | null; rateLimitPerMinute: number },
  o: Required<SyncOptions>,
): Promise<string> {
  const headers: Record<string, string> = { Accept: "application/json", "User-Agent": "UfukJet-BrokerSync/1" };
  if (broker.apiKeyRequired) {
    const key = decryptApiKey(broker.apiKey);
    if (!key) throw new FeedError("API anahtarı gerekli ama kayıtlı değil (veya okunamıyor).");
    headers["X-API-Key"] = key;
    headers.Authorization = `Bearer ${key}`;
  }
  let last = "";
  for (let attempt = 0; attempt < o.maxAttempts; attempt++) {
    await o.onAttempt(attempt + 1);
    const limit = await hitRateLimit(`broker-feed:${broker.id}`, broker.rateLimitPerMinute, 60);
    if (!limit.allowed)
      throw new FeedError(`İstek limiti doldu (${broker.rateLimitPerMinute}/dk); ${limit.retryAfterSeconds} sn sonra yeniden deneyin.`);
    let status: number | "timeout" | "network";
    let wait: number | null = null;
    try {
      const response = await o.fetch(broker.apiEndpoint, { headers, signal: AbortSignal.timeout(o.timeoutMs), redirect: "error" });
      if (response.ok) {
        const length = Number(response.headers.get("Content-Length") ?? 0);
        if (length > FEED_LIMITS.bytes) {
          await response.body?.cancel().catch(() => {});
          throw new FeedError("Akış çok büyük.");
        }
        return await readWithin(response, FEED_LIMITS.bytes);
      }
      status = response.status;
      wait = retryAfterMs(response.headers.get("Retry-After"), o.now().getTime());
      await response.body?.cancel().catch(() => {});
      last = status === 401 || status === 403 ? `HTTP ${status}: API anahtarı reddedildi.` : `HTTP ${status}`;
    } catch (error) {
      if (error instanceof FeedError) throw error;
      if (isInternalEndpoint(error)) throw new FeedError("Uç nokta bu sunucunun iç ağındaki bir adrese çıkıyor; bağlantı reddedildi.");
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      status = timedOut ? "timeout" : "network";
      last = timedOut ? `Bağlantı zaman aşımına uğradı (${Math.round(o.timeoutMs / 1000)} sn)` : "Bağlantı kurulamadı";
    }
    if (!isRetriable(status) || attempt === o.maxAttempts - 1) break;
    if (wait !== null && wait > o.maxRetryAfterMs) {
      last += ` (Retry-After ${Math.ceil(wait / 1000)} sn)`;
      break;
    }
    await o.sleep(wait ?? backoffMs(attempt, o.baseDelayMs, o.maxDelayMs));
  }
  throw new FeedError(`${last} — ${o.maxAttempts} denemeye kadar.`);
}

/**
 * The body as text, read as a stream and cut off as soon as it passes `limit` bytes: a feed without a length (or
 * with a false one) can never make the server hold more than the limit.
 */
async function readWithin(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new FeedError("Akış çok büyük.");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The connect-time refusal of endpoint-guard.server.ts, thrown as it is or as the cause of fetch's TypeError. */
function isInternalEndpoint(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof InternalEndpointError) return true;
  }
  return false;
}

const same = (a: unknown, b: unknown) => String(a ?? "") === String(b ?? "");

/** Writes the feed: new and changed rows, and `unavailable` for the broker's flights the feed no longer lists. */
async function writeFeed(tx: Prisma.TransactionClient, brokerId: string, flights: FeedFlight[], now: Date) {
  const existing = await tx.brokerFlight.findMany({ where: { brokerId } });
  const byId = new Map(existing.map((f) => [f.externalId, f]));
  let changed = 0;
  for (const f of flights) {
    const old = byId.get(f.externalId);
    const data = {
      departureAirport: f.departureAirport,
      arrivalAirport: f.arrivalAirport,
      departureDatetime: f.departureDatetime,
      aircraftModel: f.aircraftModel,
      aircraftType: f.aircraftType,
      availableSeats: f.availableSeats,
      passengerCapacity: f.passengerCapacity,
      totalPrice: f.totalPrice,
      currency: f.currency,
      pricePerHour: f.pricePerHour,
      flightStatus: f.flightStatus,
    };
    if (old) {
      const differs =
        old.departureDatetime.getTime() !== f.departureDatetime.getTime() ||
        (
          [
            "departureAirport",
            "arrivalAirport",
            "aircraftModel",
            "aircraftType",
            "availableSeats",
            "passengerCapacity",
            "currency",
            "flightStatus",
          ] as const
        ).some((k) => !same(old[k], data[k])) ||
        !same(old.totalPrice === null ? null : Number(old.totalPrice).toFixed(2), f.totalPrice) ||
        !same(old.pricePerHour === null ? null : Number(old.pricePerHour).toFixed(2), f.pricePerHour);
      if (!differs) continue;
      await tx.brokerFlight.update({ where: { id: old.id }, data: { ...data, lastUpdated: now } });
    } else {
      await tx.brokerFlight.create({ data: { ...data, brokerId, externalId: f.externalId, lastUpdated: now } });
    }
    changed++;
  }
  const gone = await tx.brokerFlight.updateMany({
    where: { brokerId, externalId: { notIn: flights.map((f) => f.externalId) }, flightStatus: { not: "unavailable" } },
    data: { flightStatus: "unavailable", lastUpdated: now },
  });
  return { changed, unavailable: gone.count };
}

export async function syncBroker(
  brokerId: string,
  input: { actorId: string | null; ip?: string | null } & SyncOptions = { actorId: null },
): Promise<SyncResult> {
  const o: Required<SyncOptions> = {
    ...DEFAULTS,
    fetch: guardedFetch,
    sleep: sleepFor,
    now: () => new Date(),
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  } as Required<SyncOptions>;
  const started = o.now();
  const claimed = await db().broker.updateMany({
    where: {
      id: brokerId,
      isActive: true,
      apiEndpoint: { not: null },
      OR: [
        { syncStartedAt: null },
        { syncHeartbeatAt: { lt: new Date(started.getTime() - SYNC_HEARTBEAT_STALE_MS) } },
        { syncHeartbeatAt: null, syncStartedAt: { lt: new Date(started.getTime() - CLAIM_STALE_MS) } },
      ],
    },
    data: { syncStartedAt: started, syncHeartbeatAt: started },
  });
  const broker = await db().broker.findUnique({
    where: { id: brokerId },
    select: { id: true, isActive: true, apiEndpoint: true, apiKeyRequired: true, apiKey: true, rateLimitPerMinute: true },
  });
  if (claimed.count !== 1) {
    if (!broker) return { ok: false, refused: "notFound" };
    if (!broker.isActive) return { ok: false, refused: "inactive" };
    if (!broker.apiEndpoint) return { ok: false, refused: "noEndpoint" };
    return { ok: false, refused: "running" };
  }
  const target = { ...broker!, apiEndpoint: broker!.apiEndpoint! };
  // the heartbeat: while this claim is ours, it says so every few seconds
  const heartbeat = setInterval(() => {
    db()
      .broker.updateMany({ where: { id: brokerId, syncStartedAt: started }, data: { syncHeartbeatAt: new Date() } })
      .catch((error: unknown) => logger.warn({ err: error, brokerId }, "broker sync heartbeat not written"));
  }, SYNC_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const body = await fetchFeed(target, o);
    const feed = parseFeed(body);
    if (!feed.ok) {
      throw new FeedError(
        feed.error === "tooLarge" ? `Akış ${FEED_LIMITS.flights} uçuştan fazla.` : "Akış okunamadı: beklenen JSON biçiminde değil.",
      );
    }
    const now = o.now();
    const written = await db().$transaction(async (tx) => {
      const result = await writeFeed(tx, brokerId, feed.flights, now);
      // the claim is ours only while it still carries our start time
      const done = await tx.broker.updateMany({
        where: { id: brokerId, syncStartedAt: started },
        data: {
          syncStartedAt: null,
          syncHeartbeatAt: null,
          lastSyncedAt: now,
          lastSyncError: null,
          lastSyncCount: feed.flights.length,
          lastSyncSkipped: feed.skipped,
        },
      });
      if (done.count !== 1) throw new FeedError("Eşitleme başka bir çalıştırma tarafından devralındı.");
      await audit(
        {
          actorId: input.actorId,
          action: "broker.sync",
          entity: "broker",
          entityId: brokerId,
          after: { received: feed.flights.length, skipped: feed.skipped, ...result },
          ip: input.ip ?? null,
        },
        tx,
      );
      return result;
    });
    return { ok: true, received: feed.flights.length, skipped: feed.skipped, ...written };
  } catch (error) {
    const message = error instanceof FeedError ? error.message : "Beklenmeyen bir hata oluştu.";
    if (!(error instanceof FeedError)) logger.error({ err: error, brokerId }, "broker sync failed");
    await db().$transaction(async (tx) => {
      await tx.broker.updateMany({
        where: { id: brokerId, syncStartedAt: started },
        data: { syncStartedAt: null, syncHeartbeatAt: null, lastSyncError: message.slice(0, 500) },
      });
      await audit(
        {
          actorId: input.actorId,
          action: "broker.sync_failed",
          entity: "broker",
          entityId: brokerId,
          after: { error: message },
          ip: input.ip ?? null,
        },
        tx,
      );
    });
    return { ok: false, error: message };
  } finally {
    clearInterval(heartbeat);
  }
}
