import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { SYNC_HEARTBEAT_STALE_MS } from "#app/lib/domain/broker-sync-run-status";
import { queueBrokerSync, runBrokerSyncJob, setBrokerSyncJobOptions } from "#app/server/brokerage/broker-sync-runs.server";
import { db, serverDatabase, type Database } from "#app/server/platform/db/client.server";
import { resetEnv } from "#app/server/platform/env.server";
import { bossFor, enqueueJob } from "#app/server/platform/jobs/queue.server";
import { runQueuedJobsOn } from "#app/server/platform/jobs/worker.server";
import { testDatabase } from "../../support/setup-database";
import { present } from "../../support/present";

/**
 * Two app instances working the same queue (decision 022). On a PostgreSQL server they are two queue workers
 * on two separate connection pools to the same database; on PGlite (one process by design) two workers on
 * the one connection. Each partner broker counts the requests it is serving at once: a broker's sync never
 * runs twice at the same time, every run ends once, and a broker's rate limit holds across both workers.
 */
let server: Server;
let base: string;
const inFlight: Record<string, number> = {};
const maxInFlight: Record<string, number> = {};
const hits: Record<string, number> = {};
let second: Database;
const OPTIONS = { timeoutMs: 2000, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5000, maxAttempts: 4 };

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits[path] = (hits[path] ?? 0) + 1;
    inFlight[path] = (inFlight[path] ?? 0) + 1;
    maxInFlight[path] = Math.max(maxInFlight[path] ?? 0, inFlight[path]!);
    setTimeout(() => {
      inFlight[path]! -= 1;
      res.writeHead(path.startsWith("/down") ? 503 : 200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify([
          {
            id: `${path}-1`,
            departure_airport: "LTFM",
            arrival_airport: "LFPB",
            departure_datetime: "2030-06-01T09:00:00Z",
            currency: "EUR",
          },
        ]),
      );
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the fake partner lives on loopback, which the sync refuses unless it is named an exception (decision 052)
  process.env.BROKER_ENDPOINT_ALLOW = base;
  resetEnv();
  setBrokerSyncJobOptions(OPTIONS);
  if (inject("databaseMode") === "server") {
    // the second instance: its own pool on the same database as the first
    const { db: name } = present(
      (await testDatabase().rawQuery<{ db: string }>("SELECT current_database() AS db"))[0],
      "the database's name",
    );
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    second = serverDatabase(url.toString(), { max: 2 });
  } else {
    second = testDatabase();
  }
});

afterAll(async () => {
  setBrokerSyncJobOptions({});
  if (second !== testDatabase()) await second.close();
  await new Promise((resolve) => server.close(resolve));
});

async function partner(path: string, rate = 60) {
  const n = Object.keys(hits).length + Math.floor(Math.random() * 1e6);
  return db().broker.create({
    data: { name: `Çift Örnek ${n}`, code: `TWIN${n}`, apiEndpoint: `${base}${path}`, apiKeyRequired: false, rateLimitPerMinute: rate },
  });
}

describe("two instances on one queue", () => {
  it("run each broker's sync once at a time, and keep each broker's rate limit", async () => {
    const paths = ["/a", "/b", "/c", "/d"];
    const brokers = await Promise.all(paths.map((p) => partner(p)));
    const limited = await partner("/down-limited", 2);
    for (const b of [...brokers, limited]) expect((await queueBrokerSync(b.id, { actorId: null })).ok).toBe(true);
    // a duplicate delivery of each run (as if both instances had queued it): the run is claimed once
    for (const b of brokers) {
      const run = await db().brokerSyncRun.findFirstOrThrow({ where: { brokerId: b.id } });
      expect(await enqueueJob("broker-sync", { brokerId: b.id, runId: run.id }, { singletonKey: `${b.id}:again` })).not.toBeNull();
    }
    const [ranA, ranB] = await Promise.all([runQueuedJobsOn(testDatabase(), "broker-sync"), runQueuedJobsOn(second, "broker-sync")]);
    expect(ranA + ranB).toBe(brokers.length * 2 + 1);
    if (inject("databaseMode") === "server") expect(Math.min(ranA, ranB)).toBeGreaterThan(0);

    for (const [i, b] of brokers.entries()) {
      expect(maxInFlight[paths[i]!]).toBe(1);
      expect(hits[paths[i]!]).toBe(1);
      const runs = await db().brokerSyncRun.findMany({ where: { brokerId: b.id } });
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ state: "succeeded", upserted: 1, attempts: 1 });
    }
    // a failing feed with 2 requests a minute: retried only within the limit, across both workers
    expect(hits["/down-limited"]).toBe(2);
    expect(await db().brokerSyncRun.findFirstOrThrow({ where: { brokerId: limited.id } })).toMatchObject({ state: "failed" });

    // both instances' schedules queue every broker at once: still one open run, and one fetch at a time, per broker
    await enqueueJob("broker-sync-all", {}, { singletonKey: "instance-a" });
    await enqueueJob("broker-sync-all", {}, { singletonKey: "instance-b" });
    await Promise.all([runQueuedJobsOn(testDatabase(), "broker-sync-all"), runQueuedJobsOn(second, "broker-sync-all")]);
    for (const b of brokers) expect(await db().brokerSyncRun.count({ where: { brokerId: b.id, state: "queued" } })).toBe(1);
    await Promise.all([runQueuedJobsOn(testDatabase(), "broker-sync"), runQueuedJobsOn(second, "broker-sync")]);
    for (const [i, b] of brokers.entries()) {
      expect(maxInFlight[paths[i]!]).toBe(1);
      expect(hits[paths[i]!]).toBe(2);
      expect((await db().brokerSyncRun.findMany({ where: { brokerId: b.id } })).map((r) => r.state)).toEqual(["succeeded", "succeeded"]);
    }
  });

  it("a run recorded abandoned stays so when its worker was only silent: its late result lands nowhere, the new run syncs", async () => {
    // the feed: its first request is held until the test lets it answer, later ones answer at once
    let calls = 0;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const feed = JSON.stringify([
      { id: "SILENT-1", departure_airport: "LTFM", arrival_airport: "LFPB", departure_datetime: "2030-06-01T09:00:00Z", currency: "EUR" },
    ]);
    setBrokerSyncJobOptions({
      ...OPTIONS,
      fetch: (async () => {
        calls += 1;
        if (calls === 1) await held;
        return new Response(feed, { status: 200, headers: { "Content-Type": "application/json" } });
      }) as typeof fetch,
    });
    const b = await partner("/silent");
    try {
      expect((await queueBrokerSync(b.id, { actorId: null })).ok).toBe(true);
      const first = await db().brokerSyncRun.findFirstOrThrow({ where: { brokerId: b.id } });
      // instance A takes the job and calls the feed, which does not answer yet
      const [job] = await bossFor(testDatabase()).fetch<Record<string, unknown>>("broker-sync", { batchSize: 1 });
      expect(job?.data).toMatchObject({ runId: first.id });
      const working = runBrokerSyncJob(job!.data);
      for (let i = 0; i < 200 && calls === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(calls).toBe(1);
      // A goes silent past the stale bound (a frozen event loop, a cut network): for everyone else, 40 s pass without its beat
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + SYNC_HEARTBEAT_STALE_MS + 10_000);
      // instance B queues the broker again: A's run is recorded abandoned, its job failed, a new run queued
      expect(await queueBrokerSync(b.id, { actorId: null })).toMatchObject({ ok: true });
      expect(await db().brokerSyncRun.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ state: "failed" });
      // A wakes up before B runs the new run, and its feed answers: neither its flights nor its result land
      answer();
      await working;
      expect(await db().brokerSyncRun.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ state: "failed" });
      expect(await db().brokerFlight.count({ where: { brokerId: b.id } })).toBe(0);
      expect(await runQueuedJobsOn(second, "broker-sync")).toBe(1);

      const runs = await db().brokerSyncRun.findMany({ where: { brokerId: b.id }, orderBy: { queuedAt: "asc" } });
      expect(runs.map((r) => r.state)).toEqual(["failed", "succeeded"]);
      expect(runs[0]).toMatchObject({ id: first.id });
      expect(runs[0]!.error).toContain("yarıda kaldı");
      expect((await bossFor().findJobs("broker-sync", { id: job!.id }))[0]?.state).toBe("failed");
      expect(await db().brokerFlight.count({ where: { brokerId: b.id } })).toBe(1);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
      setBrokerSyncJobOptions(OPTIONS);
    }
  });
});
