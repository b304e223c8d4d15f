import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as brokerFlightsRoute from "#app/routes/admin/broker-flights";
import { encryptApiKey } from "#app/server/brokerage/broker-secret.server";
import { queueBrokerSync, setBrokerSyncJobOptions } from "#app/server/brokerage/broker-sync-runs.server";
import { RUN_ABANDONED_MS, SYNC_HEARTBEAT_STALE_MS } from "#app/lib/domain/broker-sync-run-status";
import { bossFor } from "#app/server/platform/jobs/queue.server";
import { db } from "#app/server/platform/db/client.server";
import { resetEnv } from "#app/server/platform/env.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { cookiePair, formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makeRoleAccounts } from "../../support/factories";
import { testDatabase } from "../../support/setup-database";

/**
 * Broker syncs on the job queue (decision 022): the buttons queue a run and answer at once, a second click
 * queues nothing, the worker (here `runQueuedJobsNow`) runs the fake partner's feed and records the run's
 * progress and result, and the schedule's job queues every active broker.
 */
const hits: Record<string, number> = {};
const JOB_KEY = "sk_test_Job-Key-123";
let server: Server;
let base: string;

const flight = (id: string) => ({
  id,
  departure_airport: "LTFM",
  arrival_airport: "LFPB",
  departure_datetime: "2030-06-01T09:00:00Z",
  aircraft_model: "Citation XLS+",
  available_seats: 8,
  total_price: 38500,
  currency: "EUR",
  flight_status: "available",
});

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits[path] = (hits[path] ?? 0) + 1;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (path === "/good") return json(200, [flight("J-1"), flight("J-2"), flight("J-3")]);
    if (path === "/mixed") return json(200, [flight("X-1"), { id: "X-2" }]);
    if (path === "/flaky") return hits[path] === 1 ? json(500, {}) : json(200, [flight("FL-1")]);
    if (path === "/down") return json(503, {});
    if (path === "/slow") return void setTimeout(() => json(200, [flight("SL-1")]), 1500);
    if (path === "/limited") {
      if (hits[path] === 1) {
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "1" });
        return res.end("{}");
      }
      return json(200, [flight("LM-1")]);
    }
    if (path === "/keyed") return req.headers["x-api-key"] === JOB_KEY ? json(200, [flight("K-1")]) : json(401, { error: "bad key" });
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the fake partner lives on loopback, which the sync refuses unless it is named an exception (decision 052)
  process.env.BROKER_ENDPOINT_ALLOW = base;
  resetEnv();
  setBrokerSyncJobOptions({ timeoutMs: 1000, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5000, maxAttempts: 3 });
});

afterAll(async () => {
  setBrokerSyncJobOptions({});
  await new Promise((resolve) => server.close(resolve));
});

let n = 0;
async function partner(path: string, active = true, apiKey: string | null = null) {
  n++;
  return db().broker.create({
    data: {
      name: `İş Partneri ${n}`,
      code: `JOB${n}`,
      apiEndpoint: `${base}${path}`,
      apiKeyRequired: apiKey !== null,
      apiKey: apiKey === null ? null : encryptApiKey(apiKey),
      isActive: active,
    },
  });
}

const post = async (fields: Record<string, string>, email = "operasyon@ufukjet.test") =>
  run(brokerFlightsRoute, "action", await signedInRequest("/admin/broker-flights?tab=status", email, formInit(fields)));

function toastOf(result: unknown): { type: string; title: string; description?: string } | null {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(decodeURIComponent(escape(atob(raw))));
}

const runsOf = (brokerId: string) => db().brokerSyncRun.findMany({ where: { brokerId }, orderBy: { queuedAt: "asc" } });
const jobsOf = (brokerId: string) =>
  testDatabase().rawQuery<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'broker-sync' AND singleton_key = $1`, [
    brokerId,
  ]);

async function statusTab() {
  return (await run(brokerFlightsRoute, "loader", await signedInRequest("/admin/broker-flights?tab=status", "admin@ufukjet.test"))) as {
    states: Array<{
      id: string;
      flights: number;
      latestRun: { state: string; upserted: number; unchanged: number; attempts: number; claimedBy: string | null } | null;
    }>;
  };
}

describe("the sync button on the job queue", () => {
  it("queues a run and answers at once; a second click queues nothing; the worker records the result", async () => {
    const b = await partner("/good");
    const before = hits["/good"] ?? 0;
    const first = await post({ intent: "sync", id: b.id });
    expect(statusOf(first)).toBe(302);
    expect(toastOf(first)).toMatchObject({ type: "success", title: "Eşitleme sıraya alındı" });
    expect(hits["/good"] ?? 0).toBe(before); // nothing fetched in the request
    expect((await runsOf(b.id)).map((r) => r.state)).toEqual(["queued"]);
    expect((await statusTab()).states.find((s) => s.id === b.id)?.latestRun).toMatchObject({ state: "queued", claimedBy: null });

    const second = await post({ intent: "sync", id: b.id });
    expect(toastOf(second)).toMatchObject({ type: "error", description: expect.stringContaining("zaten sırada") });
    expect(await runsOf(b.id)).toHaveLength(1);
    expect(await jobsOf(b.id)).toHaveLength(1);

    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
    expect(hits["/good"]).toBe(before + 1);
    const [run1] = await runsOf(b.id);
    expect(run1).toMatchObject({
      state: "succeeded",
      upserted: 3,
      unchanged: 0,
      skipped: 0,
      markedUnavailable: 0,
      attempts: 1,
      error: null,
    });
    expect(run1!.startedAt).not.toBeNull();
    expect(run1!.finishedAt!.getTime()).toBeGreaterThanOrEqual(run1!.startedAt!.getTime());
    const tab = (await statusTab()).states.find((s) => s.id === b.id);
    expect(tab).toMatchObject({ flights: 3, latestRun: { state: "succeeded", upserted: 3 } });
    // the status tab names the instance whose worker ran it (host and process id), as the claim recorded it
    expect(tab?.latestRun?.claimedBy).toBe(`${hostname()}:${process.pid}`);

    // once finished, the broker can be queued again; the repeated feed changes nothing
    expect(statusOf(await post({ intent: "sync", id: b.id }))).toBe(302);
    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
    expect((await runsOf(b.id)).at(-1)).toMatchObject({ state: "succeeded", upserted: 0, unchanged: 3 });
    expect(await db().brokerFlight.count({ where: { brokerId: b.id } })).toBe(3);
  });

  it("queues one run for twenty parallel clicks", async () => {
    const b = await partner("/good");
    const answers = await Promise.all(Array.from({ length: 20 }, () => post({ intent: "sync", id: b.id })));
    expect(answers.map(statusOf).every((s) => s === 302)).toBe(true);
    expect(answers.filter((a) => toastOf(a)?.type === "success")).toHaveLength(1);
    expect(await runsOf(b.id)).toHaveLength(1);
    expect(await jobsOf(b.id)).toHaveLength(1);
    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
  });

  it("records retries as attempts, skipped rows, and a failure with its error", async () => {
    const flaky = await partner("/flaky");
    const mixed = await partner("/mixed");
    const down = await partner("/down");
    for (const b of [flaky, mixed, down]) expect((await queueBrokerSync(b.id, { actorId: null })).ok).toBe(true);
    expect(await runQueuedJobsNow("broker-sync")).toBe(3);
    expect((await runsOf(flaky.id))[0]).toMatchObject({ state: "succeeded", attempts: 2, upserted: 1 });
    expect((await runsOf(mixed.id))[0]).toMatchObject({ state: "succeeded", upserted: 1, skipped: 1 });
    const failed = (await runsOf(down.id))[0]!;
    expect(failed).toMatchObject({ state: "failed", attempts: 3 });
    expect(failed.error).toContain("HTTP 503");
    expect((await db().broker.findUniqueOrThrow({ where: { id: down.id } })).lastSyncError).toBe(failed.error);
  });

  it("through the queue too: a slow feed times out, a 429 waits for Retry-After, a wrong key fails at once", async () => {
    const slow = await partner("/slow");
    const limited = await partner("/limited");
    const keyed = await partner("/keyed", true, JOB_KEY);
    const wrongKey = await partner("/keyed", true, "sk_test_Wrong-Key-999");
    for (const b of [slow, limited, keyed, wrongKey]) expect((await queueBrokerSync(b.id, { actorId: null })).ok).toBe(true);
    const keyedHits = hits["/keyed"] ?? 0;
    const started = Date.now();
    expect(await runQueuedJobsNow("broker-sync")).toBe(4);

    const timedOut = (await runsOf(slow.id))[0]!;
    expect(timedOut).toMatchObject({ state: "failed", attempts: 3 });
    expect(timedOut.error).toContain("zaman aşımı");
    expect(await db().brokerFlight.count({ where: { brokerId: slow.id } })).toBe(0);

    // the 429's Retry-After (1 s) was waited for, then the feed came
    expect((await runsOf(limited.id))[0]).toMatchObject({ state: "succeeded", attempts: 2, upserted: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    expect((await runsOf(keyed.id))[0]).toMatchObject({ state: "succeeded", upserted: 1 });
    const refused = (await runsOf(wrongKey.id))[0]!;
    expect(refused).toMatchObject({ state: "failed", attempts: 1 });
    expect(refused.error).toContain("401");
    // one request with the right key, one with the wrong key: a 401 is not retried
    expect(hits["/keyed"]).toBe(keyedHits + 2);
    expect((await db().broker.findUniqueOrThrow({ where: { id: wrongKey.id } })).lastSyncError).toBe(refused.error);
  });

  it("'sync all' queues every active broker with an endpoint and none other; the runs end succeeded or failed", async () => {
    const on = await partner("/good");
    const off = await partner("/good", false);
    const answer = await post({ intent: "sync-all" });
    expect(statusOf(answer)).toBe(302);
    expect(toastOf(answer)?.type).toBe("success");
    const active = await db().broker.count({ where: { isActive: true, apiEndpoint: { not: null } } });
    expect(await db().brokerSyncRun.count({ where: { state: "queued" } })).toBe(active);
    expect(await runsOf(off.id)).toHaveLength(0);
    expect(await runQueuedJobsNow()).toBe(active);
    expect(await db().brokerSyncRun.count({ where: { state: { in: ["queued", "running"] } } })).toBe(0);
    expect((await runsOf(on.id)).at(-1)?.state).toBe("succeeded");
    // nothing open: a second 'sync all' queues them all again
    expect(toastOf(await post({ intent: "sync-all" }))?.type).toBe("success");
    expect(await runQueuedJobsNow()).toBe(active);
  });

  it("the schedule's job queues and runs every active broker", async () => {
    const b = await partner("/good");
    const before = (await runsOf(b.id)).length;
    expect(await enqueueJob("broker-sync-all", {})).not.toBeNull();
    expect(await runQueuedJobsNow("broker-sync-all")).toBe(1);
    expect((await runsOf(b.id)).length).toBe(before + 1);
    expect((await runsOf(b.id)).at(-1)?.requestedBy).toBeNull();
    expect(await runQueuedJobsNow("broker-sync")).toBeGreaterThan(0);
    expect((await runsOf(b.id)).at(-1)?.state).toBe("succeeded");
  });

  it("an abandoned open run does not block the broker forever", async () => {
    const b = await partner("/good");
    const old = new Date(Date.now() - RUN_ABANDONED_MS - 60_000);
    await db().brokerSyncRun.create({ data: { brokerId: b.id, state: "running", queuedAt: old, startedAt: old } });
    // the status tab shows it failed, so the page stops refreshing for it
    expect((await statusTab()).states.find((s) => s.id === b.id)?.latestRun).toMatchObject({ state: "failed" });
    expect(await queueBrokerSync(b.id, { actorId: null })).toMatchObject({ ok: true });
    const runs = await runsOf(b.id);
    expect(runs.map((r) => r.state)).toEqual(["failed", "queued"]);
    expect(runs[0]!.error).toContain("yarıda kaldı");
    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
  });

  /** A worker killed with -9 mid-sync: its run `running`, its job active, its claim on the broker, its last beat `beatAgo` ms ago. */
  async function killedMidSync(beatAgo: number) {
    const b = await partner("/good");
    expect(await queueBrokerSync(b.id, { actorId: null })).toMatchObject({ ok: true });
    const [job] = await bossFor().fetch("broker-sync", { batchSize: 1 });
    expect(job).toBeDefined();
    const startedAt = new Date(Date.now() - beatAgo - 5_000);
    await db().brokerSyncRun.updateMany({ where: { brokerId: b.id, state: "queued" }, data: { state: "running", startedAt } });
    await db().broker.update({ where: { id: b.id }, data: { syncStartedAt: startedAt, syncHeartbeatAt: new Date(Date.now() - beatAgo) } });
    return { b, job: job! };
  }

  it("a sync whose worker died is taken over at once: its beat is stale, its run failed and its job freed", async () => {
    const { b, job } = await killedMidSync(SYNC_HEARTBEAT_STALE_MS + 5_000);
    expect((await statusTab()).states.find((s) => s.id === b.id)?.latestRun).toMatchObject({ state: "failed" });
    expect(await queueBrokerSync(b.id, { actorId: null })).toMatchObject({ ok: true });
    const runs = await runsOf(b.id);
    expect(runs.map((r) => r.state)).toEqual(["failed", "queued"]);
    expect(runs[0]!.error).toContain("yarıda kaldı");
    expect((await bossFor().findJobs("broker-sync", { id: job.id }))[0]?.state).toBe("failed");
    // the new run claims the broker over the dead claim and finishes
    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
    expect((await runsOf(b.id)).at(-1)).toMatchObject({ state: "succeeded" });
    expect(await db().broker.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ syncStartedAt: null, syncHeartbeatAt: null });
  });

  it("a sync that still beats is not taken over: a second queueing is refused and its job left running", async () => {
    const { b, job } = await killedMidSync(2_000);
    expect(await queueBrokerSync(b.id, { actorId: null })).toEqual({ ok: false, refused: "queued" });
    expect((await runsOf(b.id)).map((r) => r.state)).toEqual(["running"]);
    expect((await bossFor().findJobs("broker-sync", { id: job.id }))[0]?.state).toBe("active");
    await bossFor().complete("broker-sync", job.id);
  });

  it("refuses a missing, inactive or endpoint-less broker without queueing", async () => {
    const off = await partner("/good", false);
    const bare = await db().broker.create({ data: { name: "Uçsuz", code: `BARE${n}`, apiKeyRequired: false } });
    expect(await queueBrokerSync(off.id, { actorId: null })).toEqual({ ok: false, refused: "inactive" });
    expect(await queueBrokerSync(bare.id, { actorId: null })).toEqual({ ok: false, refused: "noEndpoint" });
    expect(await queueBrokerSync("00000000-0000-4000-8000-000000000000", { actorId: null })).toEqual({ ok: false, refused: "notFound" });
    expect(await db().brokerSyncRun.count({ where: { brokerId: { in: [off.id, bare.id] } } })).toBe(0);
    expect(statusOf(await post({ intent: "sync", id: off.id }, "broker@ufukjet.test"))).toBe(403);
  });
});
