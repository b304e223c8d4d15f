import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as brokerFlightsRoute from "#app/routes/admin/broker-flights";
import * as demoFeedRoute from "#app/routes/system/demo-feed";
import { encryptApiKey } from "#app/server/brokerage/broker-secret.server";
import { parseFeed } from "#app/server/brokerage/broker-feed.server";
import { syncBroker } from "#app/server/brokerage/broker-sync.server";
import { db } from "#app/server/platform/db/client.server";
import { resetEnv } from "#app/server/platform/env.server";
import { setBrokerSyncJobOptions } from "#app/server/brokerage/broker-sync-runs.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makeRoleAccounts } from "../../support/factories";

/** A fake partner broker on loopback: each path is one behaviour. */
const KEY = "sk_test_Partner-Key-123";
const hits: Record<string, number> = {};
let server: Server;
let base: string;

const flight = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  departure_airport: "LTFM",
  arrival_airport: "LFPB",
  departure_datetime: "2030-06-01T09:00:00Z",
  aircraft_model: "Citation XLS+",
  aircraft_type: "Midsize",
  available_seats: 8,
  passenger_capacity: 9,
  total_price: 38500,
  currency: "EUR",
  price_per_hour: 9600,
  flight_status: "available",
  ...extra,
});

let goodFeed: unknown[] = [flight("F-1"), flight("F-2", { arrival_airport: "EGLF" }), flight("F-3", { flight_status: "open" })];

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits[path] = (hits[path] ?? 0) + 1;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === "/good") return json(200, { flights: goodFeed });
    if (path === "/malformed") return json(200, [flight("M-1"), { id: "M-2" }, flight("M-3", { total_price: "çok" }), 42]);
    if (path === "/flaky") return hits[path] === 1 ? json(500, { error: "boom" }) : json(200, [flight("FL-1")]);
    if (path === "/always-500") return json(503, { error: "down" });
    if (path === "/slow") return void setTimeout(() => json(200, [flight("S-1")]), 1500);
    if (path === "/429") return hits[path] === 1 ? json(429, {}, { "Retry-After": "2" }) : json(200, [flight("R-1")]);
    if (path === "/429-long") return json(429, {}, { "Retry-After": "3600" });
    if (path === "/auth") return req.headers["x-api-key"] === KEY ? json(200, [flight("A-1")]) : json(401, { error: "bad key" });
    if (path === "/endless") {
      // a feed without a length that never ends: 64 KB chunks as fast as the client reads them
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write("[");
      const pump = () => {
        while (!res.destroyed && endless.sent < 400 * 1024 * 1024) {
          endless.sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end("]");
      };
      res.on("close", () => (endless.closed = true));
      return pump();
    }
    if (path === "/html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return void res.end("<html></html>");
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the fake partner lives on loopback, which the sync refuses unless it is named an exception (decision 052)
  process.env.BROKER_ENDPOINT_ALLOW = base;
  resetEnv();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const endless = { sent: 0, closed: false };

let n = 0;
async function partner(path: string, extra: { apiKeyRequired?: boolean; apiKey?: string | null; rate?: number; active?: boolean } = {}) {
  n++;
  return db().broker.create({
    data: {
      name: `Sahte Partner ${n}`,
      code: `FAKE${n}`,
      apiEndpoint: `${base}${path}`,
      apiKeyRequired: extra.apiKeyRequired ?? false,
      apiKey: extra.apiKey ?? null,
      rateLimitPerMinute: extra.rate ?? 60,
      isActive: extra.active ?? true,
    },
  });
}

/** Waits are recorded, not slept. */
function fastOptions() {
  const waits: number[] = [];
  return {
    waits,
    options: { timeoutMs: 500, baseDelayMs: 10, maxDelayMs: 50, maxRetryAfterMs: 5000, sleep: async (ms: number) => void waits.push(ms) },
  };
}

const flightsOf = (brokerId: string) =>
  db().brokerFlight.findMany({ where: { brokerId }, orderBy: { externalId: "asc" }, omit: { searchText: true } });

describe("a feed read as a stream, and endpoints inside this network (decision 052)", () => {
  it("cuts a feed without a length off at the 5 MB limit instead of reading it whole", async () => {
    const b = await partner("/endless");
    const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options, timeoutMs: 10_000 });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining("Akış çok büyük.") });
    await vi.waitFor(() => expect(endless.closed).toBe(true));
    // the partner could have sent 400 MB; the sync stopped reading a little past the limit (socket buffers aside)
    expect(endless.sent).toBeLessThan(16 * 1024 * 1024);
    expect(await flightsOf(b.id)).toEqual([]);
  });

  it("refuses to connect to a loopback endpoint that is not a named exception, and the partner is never called", async () => {
    const saved = process.env.BROKER_ENDPOINT_ALLOW;
    process.env.BROKER_ENDPOINT_ALLOW = "";
    resetEnv();
    try {
      const before = hits["/good"] ?? 0;
      const b = await partner("/good");
      const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options });
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining("iç ağındaki bir adrese çıkıyor") });
      expect(hits["/good"] ?? 0).toBe(before);
      const after = await db().broker.findUniqueOrThrow({ where: { id: b.id } });
      expect(after.lastSyncError).toContain("reddedildi");
    } finally {
      process.env.BROKER_ENDPOINT_ALLOW = saved;
      resetEnv();
    }
  });
});

describe("syncing a partner feed", () => {
  it("writes the good feed, and a repeated sync changes nothing", async () => {
    const b = await partner("/good");
    const first = await syncBroker(b.id, { actorId: null, ...fastOptions().options });
    expect(first).toMatchObject({ ok: true, received: 3, skipped: 0, changed: 3, unavailable: 0 });
    const rows = await flightsOf(b.id);
    expect(rows.map((r) => [r.externalId, r.flightStatus, r.totalPrice?.toString(), r.currency])).toEqual([
      ["F-1", "available", "38500", "EUR"],
      ["F-2", "available", "38500", "EUR"],
      ["F-3", "open", "38500", "EUR"],
    ]);
    const second = await syncBroker(b.id, { actorId: null, ...fastOptions().options });
    expect(second).toMatchObject({ ok: true, received: 3, changed: 0, unavailable: 0 });
    expect(await flightsOf(b.id)).toEqual(rows);
    const after = await db().broker.findUniqueOrThrow({ where: { id: b.id } });
    expect(after).toMatchObject({ lastSyncError: null, lastSyncCount: 3, lastSyncSkipped: 0, syncStartedAt: null });
    expect(after.lastSyncedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "broker.sync", entityId: b.id } })).toBe(2);
  });

  it("marks a flight gone from a successful feed unavailable, never deleting it, and updates a changed one", async () => {
    const b = await partner("/good");
    await syncBroker(b.id, { actorId: null, ...fastOptions().options });
    const saved = goodFeed;
    goodFeed = [flight("F-1", { total_price: 40000 }), flight("F-2", { arrival_airport: "EGLF" })];
    try {
      const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options });
      expect(result).toMatchObject({ ok: true, received: 2, changed: 1, unavailable: 1 });
    } finally {
      goodFeed = saved;
    }
    const rows = await flightsOf(b.id);
    expect(rows.map((r) => [r.externalId, r.flightStatus, r.totalPrice?.toString()])).toEqual([
      ["F-1", "available", "40000"],
      ["F-2", "available", "38500"],
      ["F-3", "unavailable", "38500"],
    ]);
  });

  it("skips and counts malformed rows without failing the feed", async () => {
    const b = await partner("/malformed");
    const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options });
    expect(result).toMatchObject({ ok: true, received: 1, skipped: 3 });
    expect((await flightsOf(b.id)).map((r) => r.externalId)).toEqual(["M-1"]);
  });

  it("retries a 500 and succeeds", async () => {
    const b = await partner("/flaky");
    const { waits, options } = fastOptions();
    const result = await syncBroker(b.id, { actorId: null, ...options });
    expect(result).toMatchObject({ ok: true, received: 1 });
    expect(hits["/flaky"]).toBe(2);
    expect(waits.length).toBe(1);
    expect(waits[0]).toBeLessThanOrEqual(10);
  });

  it("honours Retry-After on a 429", async () => {
    const b = await partner("/429");
    const { waits, options } = fastOptions();
    expect(await syncBroker(b.id, { actorId: null, ...options })).toMatchObject({ ok: true, received: 1 });
    expect(waits).toEqual([2000]);
  });

  it("gives up on a Retry-After past the bound, and after the attempts on 5xx, recording last_sync_error", async () => {
    const long = await partner("/429-long");
    const r1 = await syncBroker(long.id, { actorId: null, ...fastOptions().options });
    expect(r1.ok).toBe(false);
    expect(hits["/429-long"]).toBe(1);
    const down = await partner("/always-500");
    const { waits, options } = fastOptions();
    const r2 = await syncBroker(down.id, { actorId: null, ...options, maxAttempts: 3 });
    expect(r2).toMatchObject({ ok: false });
    expect(hits["/always-500"]).toBe(3);
    expect(waits.length).toBe(2);
    const row = await db().broker.findUniqueOrThrow({ where: { id: down.id } });
    expect(row.lastSyncError).toContain("HTTP 503");
    expect(row.syncStartedAt).toBeNull();
    expect(await db().auditLog.count({ where: { action: "broker.sync_failed", entityId: down.id } })).toBe(1);
  });

  it("times out a slow feed and retries it within the bound", async () => {
    const b = await partner("/slow");
    const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options, timeoutMs: 200, maxAttempts: 2 });
    expect(result.ok).toBe(false);
    expect((await db().broker.findUniqueOrThrow({ where: { id: b.id } })).lastSyncError).toContain("zaman aşımı");
    expect(await flightsOf(b.id)).toEqual([]);
  });

  it("sends the stored API key, and a wrong key is not retried", async () => {
    const good = await partner("/auth", { apiKeyRequired: true, apiKey: encryptApiKey(KEY) });
    expect(await syncBroker(good.id, { actorId: null, ...fastOptions().options })).toMatchObject({ ok: true, received: 1 });
    const before = hits["/auth"] ?? 0;
    const wrong = await partner("/auth", { apiKeyRequired: true, apiKey: encryptApiKey("sk_test_Wrong-Key-000") });
    const result = await syncBroker(wrong.id, { actorId: null, ...fastOptions().options });
    expect(result.ok).toBe(false);
    expect(hits["/auth"]).toBe(before + 1);
    expect((await db().broker.findUniqueOrThrow({ where: { id: wrong.id } })).lastSyncError).toContain("401");
    const missing = await partner("/auth", { apiKeyRequired: true, apiKey: null });
    expect(await syncBroker(missing.id, { actorId: null, ...fastOptions().options })).toMatchObject({ ok: false });
    expect(hits["/auth"]).toBe(before + 1);
  });

  it("refuses a feed that is not JSON, writing nothing", async () => {
    const b = await partner("/html");
    expect(await syncBroker(b.id, { actorId: null, ...fastOptions().options })).toMatchObject({ ok: false });
    expect(await flightsOf(b.id)).toEqual([]);
  });

  it("keeps within the broker's rate limit across instances (the counter is in the database)", async () => {
    const b = await partner("/always-500", { rate: 2 });
    const start = hits["/always-500"] ?? 0;
    const result = await syncBroker(b.id, { actorId: null, ...fastOptions().options, maxAttempts: 4 });
    expect(result.ok).toBe(false);
    expect((hits["/always-500"] ?? 0) - start).toBe(2);
    expect((await db().broker.findUniqueOrThrow({ where: { id: b.id } })).lastSyncError).toContain("İstek limiti");
  });

  it("never runs one broker's sync twice at once, and never syncs an inactive broker", async () => {
    const b = await partner("/slow");
    const [a, c] = await Promise.all([
      syncBroker(b.id, { actorId: null, ...fastOptions().options, timeoutMs: 3000 }),
      syncBroker(b.id, { actorId: null, ...fastOptions().options, timeoutMs: 3000 }),
    ]);
    const outcomes = [a, c].map((r) => (r.ok ? "ok" : "refused" in r ? r.refused : "error")).sort();
    expect(outcomes).toEqual(["ok", "running"]);
    const off = await partner("/good", { active: false });
    expect(await syncBroker(off.id, { actorId: null })).toEqual({ ok: false, refused: "inactive" });
    expect(await flightsOf(off.id)).toEqual([]);
  });
});

describe("/admin/broker-flights", () => {
  const post = async (fields: Record<string, string>, email = "operasyon@ufukjet.test") =>
    run(brokerFlightsRoute, "action", await signedInRequest("/admin/broker-flights?tab=status", email, formInit(fields)));

  it("lists the flights with search and filters, and the brokers' status", async () => {
    const b = await partner("/good");
    expect(statusOf(await post({ intent: "sync", id: b.id }))).toBe(302);
    // the button queues the sync; a worker runs it (decision 022)
    setBrokerSyncJobOptions(fastOptions().options);
    expect(await runQueuedJobsNow("broker-sync")).toBe(1);
    const page = (await run(
      brokerFlightsRoute,
      "loader",
      await signedInRequest(`/admin/broker-flights?q=eglf&broker=${b.id}&status=available`, "admin@ufukjet.test"),
    )) as { list: { rows: Array<{ externalId: string }> } };
    expect(page.list.rows.map((r) => r.externalId)).toEqual(["F-2"]);
    const status = (await run(
      brokerFlightsRoute,
      "loader",
      await signedInRequest("/admin/broker-flights?tab=status", "admin@ufukjet.test"),
    )) as {
      list: null;
      states: Array<{ id: string; flights: number }>;
    };
    expect(status.list).toBeNull();
    expect(status.states.find((s) => s.id === b.id)?.flights).toBe(3);
  });

  it("refuses to sync an inactive broker, answers 404 for a missing one, and 403 for a broker user", async () => {
    const off = await partner("/good", { active: false });
    const before = await db().brokerFlight.count();
    expect(statusOf(await post({ intent: "sync", id: off.id }))).toBe(302);
    expect(await db().brokerSyncRun.count({ where: { brokerId: off.id } })).toBe(0);
    expect(await runQueuedJobsNow("broker-sync")).toBe(0);
    expect(await db().brokerFlight.count()).toBe(before);
    expect(statusOf(await post({ intent: "sync", id: "00000000-0000-4000-8000-000000000000" }))).toBe(404);
    expect(statusOf(await post({ intent: "sync", id: "x" }))).toBe(404);
    expect(statusOf(await post({ intent: "sync-all" }, "broker@ufukjet.test"))).toBe(403);
  });
});

describe("the demo feed", () => {
  it("serves a well-formed feed for the demo broker, and nothing else", async () => {
    const answer = (await run(demoFeedRoute, "loader", new Request("http://localhost:3000/demo-feeds/ufuk-demo"), {
      feed: "ufuk-demo",
    })) as Response;
    expect(answer.status).toBe(200);
    const feed = parseFeed(await answer.text());
    expect(feed).toMatchObject({ ok: true, skipped: 0 });
    if (feed.ok) expect(feed.flights.length).toBeGreaterThan(5);
    const other = (await run(demoFeedRoute, "loader", new Request("http://localhost:3000/demo-feeds/x"), { feed: "x" })) as Response;
    expect(other.status).toBe(404);
  });
});
