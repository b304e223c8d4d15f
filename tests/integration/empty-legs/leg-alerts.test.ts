import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as alertsRoute from "#app/routes/customer/alerts";
import * as confirmRoute from "#app/routes/public/leg-alert-confirm";
import * as unsubscribeRoute from "#app/routes/public/leg-alert-unsubscribe";
import * as legsRoute from "#app/routes/public/empty-legs";
import * as placesRoute from "#app/routes/api/airports";
import { todayInIstanbul } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { guestWatchIpKey } from "#app/server/empty-legs/leg-alerts.server";
import {
  LEG_WATCH_CLEANUP_JOB,
  removeUnconfirmedGuestWatches,
  UNCONFIRMED_WATCH_MAX_AGE_MS,
} from "#app/server/empty-legs/leg-alert-guests.server";
import { matchLegAlerts } from "#app/server/empty-legs/leg-alert-match.server";
import { signLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { resetRateLimit } from "#app/server/platform/rate-limit.server";
import { seedAirports } from "#app/server/seed/airports.server";
import * as adminLegsRoute from "#app/routes/admin/empty-legs";
import { approveEmptyLeg } from "#app/server/empty-legs/empty-legs.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { queueEmail, useMailTransport } from "#app/server/platform/mail/delivery.server";
import { BASE, createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeRoleAccounts } from "../../support/factories";
import { testDatabase } from "../../support/setup-database";

/**
 * Empty-leg alerts (decision 027) against PGlite: the customer's watches (list, save, delete, ownership), the
 * guest sign-up on /bos-bacaklar (honeypot, confirmation link), the signed links (tampered tokens refused), at
 * least 40 bad inputs per form (400, nothing written), and the match: one e-mail per matching watch, never twice.
 */
const DEMO = "musteri@ufukjet.test";
const OTHER = "alarm.baska@example.com";
const DAY = 86_400_000;
const MISSING = "00000000-0000-4000-8000-000000000000";

function day(offset: number) {
  return todayInIstanbul(new Date(Date.now() + offset * DAY));
}

const valid = (over: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
  intent: "create",
  from: "İstanbul",
  to: "Nice",
  date_from: day(5),
  date_to: day(20),
  passengers: "4",
  ...over,
});

let customerUserId: string;
let otherUserId: string;
let brokerId: string;

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  customerUserId = accounts.customer.user.id;
  otherUserId = (await createTestUser({ email: OTHER, role: "sales" })).id;
  brokerId = accounts.broker.user.id;
});

beforeEach(async () => {
  await resetRateLimit(guestWatchIpKey("127.0.0.1"));
});

async function snapshot() {
  const [watches, audits, mails, deliveries] = await Promise.all([
    db().legWatch.count(),
    db().auditLog.count(),
    db().outboxEmail.count(),
    db().legAlertDelivery.count(),
  ]);
  return { watches, audits, mails, deliveries };
}

const postAlerts = async (fields: Record<string, string | string[]>, email = DEMO) =>
  run(alertsRoute, "action", await signedInRequest("/dashboard/alerts", email, formInit(fields)));

const postGuest = (fields: Record<string, string | string[]>) =>
  run(legsRoute, "action", new Request(`${BASE}/bos-bacaklar`, formInit(fields)));

function fieldErrors(result: unknown): Record<string, string[] | null> {
  const payload = (result as { data?: { result?: { error?: Record<string, string[] | null> } } }).data;
  return payload?.result?.error ?? {};
}

let made = 0;
/** A watch written directly; each one's window ends a day later than the last (one watch per trip and owner). */
async function customerWatch(userId: string | null, over: Record<string, unknown> = {}) {
  made++;
  return db().legWatch.create({
    data: {
      userId,
      status: "active",
      confirmedAt: new Date(),
      fromKind: "city",
      fromLabel: "İstanbul",
      fromCity: "İstanbul",
      fromCodes: ["LTFM", "IST"],
      fromPoints: [{ code: "LTFM", latitude: 41.261297, longitude: 28.741951 }],
      fromLatitude: 41.261297,
      fromLongitude: 28.741951,
      toKind: "city",
      toLabel: "Nice",
      toCity: "Nice",
      toCodes: ["LFMN", "NCE"],
      toPoints: [{ code: "LFMN", latitude: 43.658401, longitude: 7.21587 }],
      toLatitude: 43.658401,
      toLongitude: 7.21587,
      dateFrom: new Date(`${day(1)}T00:00:00Z`),
      dateTo: new Date(`${day(100 + made)}T00:00:00Z`),
      passengers: 2,
      ...over,
    },
    select: { id: true },
  });
}

describe("/dashboard/alerts", () => {
  it("saves a watch with its resolved airports, audited, and lists it for its owner only", async () => {
    const before = await snapshot();
    const result = await postAlerts(valid({ from: "istanbul", to: "NCE" }));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/dashboard/alerts");
    const after = await snapshot();
    expect(after.watches).toBe(before.watches + 1);
    expect(after.audits).toBe(before.audits + 1);
    const saved = await db().legWatch.findFirstOrThrow({ where: { userId: customerUserId }, orderBy: { createdAt: "desc" } });
    expect(saved).toMatchObject({
      status: "active",
      fromKind: "city",
      fromLabel: "İstanbul",
      toKind: "airport",
      passengers: 4,
      guestEmail: null,
    });
    // a city is every airport of it in the world data: İstanbul Airport and Sabiha Gökçen
    expect(saved.fromCodes).toEqual(expect.arrayContaining(["LTFM", "IST", "LTFJ", "SAW"]));
    expect(saved.toCodes).toContain("LFMN");
    expect(saved.confirmedAt).not.toBeNull();

    const own = (await run(alertsRoute, "loader", await signedInRequest("/dashboard/alerts", DEMO))) as { rows: { id: string }[] };
    expect(own.rows.map((r) => r.id)).toContain(saved.id);
    const other = (await run(alertsRoute, "loader", await signedInRequest("/dashboard/alerts", OTHER))) as { rows: { id: string }[] };
    expect(other.rows.map((r) => r.id)).not.toContain(saved.id);
  });

  it("ignores an owner or status sent in the form", async () => {
    const result = await postAlerts(valid({ user_id: otherUserId, userId: otherUserId, status: "unsubscribed", guest_email: "x@y.com" }));
    expect(statusOf(result)).toBe(302);
    const saved = await db().legWatch.findFirstOrThrow({ where: { userId: customerUserId }, orderBy: { createdAt: "desc" } });
    expect(saved.status).toBe("active");
    expect(saved.guestEmail).toBeNull();
    expect(await db().legWatch.count({ where: { userId: otherUserId } })).toBe(0);
  });

  it("pages the list, 20 a page, newest first", async () => {
    const user = await createTestUser({ email: "alarm.sayfa@example.com", role: "sales" });
    for (let i = 0; i < 23; i++) await customerWatch(user.id, { createdAt: new Date(Date.now() - i * 60_000) });
    const first = (await run(alertsRoute, "loader", await signedInRequest("/dashboard/alerts", "alarm.sayfa@example.com"))) as {
      rows: { createdAt: string }[];
      total: number;
      pages: number;
    };
    expect(first.total).toBe(23);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]!.createdAt > first.rows[1]!.createdAt).toBe(true);
    const second = (await run(alertsRoute, "loader", await signedInRequest("/dashboard/alerts?page=2", "alarm.sayfa@example.com"))) as {
      rows: unknown[];
    };
    expect(second.rows).toHaveLength(3);
  });

  it("deletes an own watch, audited, and answers 404 for another customer's or a missing one, deleting nothing", async () => {
    const own = await customerWatch(customerUserId);
    const foreign = await customerWatch(otherUserId);
    // the confirmation step (GET ?delete=) shows only an own watch
    const confirmOwn = (await run(alertsRoute, "loader", await signedInRequest(`/dashboard/alerts?delete=${own.id}`, DEMO))) as {
      deleting: { id: string } | null;
    };
    expect(confirmOwn.deleting?.id).toBe(own.id);
    for (const id of [foreign.id, MISSING, "not-a-uuid"]) {
      expect(statusOf(await run(alertsRoute, "loader", await signedInRequest(`/dashboard/alerts?delete=${id}`, DEMO)))).toBe(404);
    }
    const before = await snapshot();
    for (const id of [foreign.id, MISSING, "not-a-uuid", ""]) {
      expect(statusOf(await postAlerts({ intent: "delete", id }))).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    expect(await db().legWatch.count({ where: { id: foreign.id } })).toBe(1);
    // the owner of the foreign watch can delete it; the signed-in customer deletes their own
    expect(statusOf(await postAlerts({ intent: "delete", id: own.id }))).toBe(302);
    expect(await db().legWatch.count({ where: { id: own.id } })).toBe(0);
    expect((await snapshot()).audits).toBe(before.audits + 1);
    expect(statusOf(await postAlerts({ intent: "delete", id: foreign.id }, OTHER))).toBe(302);
    expect(await db().legWatch.count({ where: { id: foreign.id } })).toBe(0);
  });

  it("saves a trip once under twenty parallel clicks; the others hear it exists (409), nothing half-written", async () => {
    const fields = valid({ from: "Dubai", to: "Doha", date_from: day(7), date_to: day(9) });
    const before = await snapshot();
    const requests = await Promise.all(Array.from({ length: 20 }, () => signedInRequest("/dashboard/alerts", DEMO, formInit(fields))));
    const statuses = await Promise.all(requests.map((r) => run(alertsRoute, "action", r).then(statusOf)));
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const after = await snapshot();
    expect(after.watches).toBe(before.watches + 1);
    expect(after.audits).toBe(before.audits + 1);
    // the page reads why from the form's error: the same watch is saved already
    const again = await postAlerts(fields);
    expect(statusOf(again)).toBe(409);
    expect(fieldErrors(again)[""]).toEqual(["legAlerts.errors.duplicate"]);
  });

  it("deletes once under twenty parallel clicks", async () => {
    const own = await customerWatch(customerUserId);
    const requests = await Promise.all(
      Array.from({ length: 20 }, () => signedInRequest("/dashboard/alerts", DEMO, formInit({ intent: "delete", id: own.id }))),
    );
    const statuses = await Promise.all(requests.map((r) => run(alertsRoute, "action", r).then(statusOf)));
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
  });

  it("keeps non-customers out of the loader and the action", async () => {
    for (const email of ["admin@ufukjet.test", "broker@ufukjet.test"]) {
      expect(statusOf(await run(alertsRoute, "loader", await signedInRequest("/dashboard/alerts", email)))).toBe(403);
      expect(statusOf(await postAlerts(valid(), email))).toBe(403);
    }
    const anonymous = await run(alertsRoute, "loader", new Request(`${BASE}/dashboard/alerts`));
    expect(statusOf(anonymous)).toBe(302);
  });

  it("names the candidates of an ambiguous place in Turkish next to the field", async () => {
    const result = await postAlerts(valid({ from: "International" }));
    expect(statusOf(result)).toBe(400);
    expect(fieldErrors(result).from).toEqual(["legAlerts.validation.placeAmbiguous"]);
    const options = (result as { data: { options: Record<string, string[]> } }).data.options.from!;
    expect(options.length).toBeGreaterThan(1);
  });
});

/** Bad inputs shared by both forms: [what, fields changed, the field that must carry the error]. */
function badInputs(): Array<[string, Record<string, string | string[] | undefined>, string]> {
  return [
    ["from missing", { from: undefined }, "from"],
    ["from empty", { from: "" }, "from"],
    ["from blank", { from: "   " }, "from"],
    ["from one letter", { from: "A" }, "from"],
    ["from too long", { from: "İ".repeat(121) }, "from"],
    ["from with a control character", { from: "İstan\u0007bul" }, "from"],
    ["from unknown", { from: "Atlantis" }, "from"],
    ["from ambiguous", { from: "International" }, "from"],
    ["from markup", { from: "<script>alert(1)</script>" }, "from"],
    ["from twice", { from: ["İstanbul", "Nice"] }, "from"],
    ["to missing", { to: undefined }, "to"],
    ["to empty", { to: "" }, "to"],
    ["to unknown", { to: "Xyzzy Town" }, "to"],
    ["to too long", { to: "N".repeat(200) }, "to"],
    ["to the same city", { to: "istanbul" }, "to"],
    ["to the same airport by code", { to: "IST" }, "to"],
    ["to the same airport by ICAO", { to: "LTFM" }, "to"],
    ["date_from missing", { date_from: undefined }, "date_from"],
    ["date_from empty", { date_from: "" }, "date_from"],
    ["date_from impossible", { date_from: "2027-02-30" }, "date_from"],
    ["date_from Turkish format", { date_from: "15.03.2027" }, "date_from"],
    ["date_from words", { date_from: "yarın" }, "date_from"],
    ["date_from with a time", { date_from: `${day(5)}T10:00` }, "date_from"],
    ["date_from yesterday", { date_from: day(-1) }, "date_from"],
    ["date_from long ago", { date_from: "2020-01-01" }, "date_from"],
    ["date_to missing", { date_to: undefined }, "date_to"],
    ["date_to blank", { date_to: " " }, "date_to"],
    ["date_to month 13", { date_to: "2027-13-01" }, "date_to"],
    ["date_to letters", { date_to: "abcd-ef-gh" }, "date_to"],
    ["date_to before date_from", { date_to: day(4) }, "date_to"],
    ["window of 91 days", { date_from: day(1), date_to: day(91) }, "date_to"],
    ["window ending past a year", { date_from: day(330), date_to: day(370) }, "date_to"],
    ["passengers missing", { passengers: undefined }, "passengers"],
    ["passengers empty", { passengers: "" }, "passengers"],
    ["passengers zero", { passengers: "0" }, "passengers"],
    ["passengers thirteen", { passengers: "13" }, "passengers"],
    ["passengers negative", { passengers: "-1" }, "passengers"],
    ["passengers decimal", { passengers: "1.5" }, "passengers"],
    ["passengers Turkish decimal", { passengers: "2,5" }, "passengers"],
    ["passengers exponent", { passengers: "1e1" }, "passengers"],
    ["passengers letters", { passengers: "abc" }, "passengers"],
    ["passengers huge", { passengers: "99999999999" }, "passengers"],
    ["passengers Arabic digit", { passengers: "٣" }, "passengers"],
    ["passengers trailing letter", { passengers: "12a" }, "passengers"],
  ];
}

function apply(base: Record<string, string | string[]>, changes: Record<string, string | string[] | undefined>) {
  const out = { ...base };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

describe("bad input on the customer's form", () => {
  const cases = badInputs();
  it("has at least 40 cases", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)("%s → 400 with the field's error, nothing written", async (_what, changes, field) => {
    const before = await snapshot();
    const result = await postAlerts(apply(valid(), changes));
    expect(statusOf(result)).toBe(400);
    expect(fieldErrors(result)[field]?.length ?? 0).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it("answers an unknown intent with 400 and writes nothing", async () => {
    const before = await snapshot();
    expect(statusOf(await postAlerts(valid({ intent: "promote" })))).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

const guestValid = (over: Record<string, string | string[]> = {}) =>
  valid({ intent: "watch", email: "misafir.alarm@example.com", ...over });

describe("clean-up of unconfirmed guest watches", () => {
  it("removes a guest's pending watch once its link can no longer confirm it, and nothing else; the daily job does the same", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    // a guest's watch made through the page, copied into the cases that matter
    expect(statusOf(await postGuest(guestValid({ email: "temizlik.sablon@example.com" })))).toBe(302);
    const {
      id: _id,
      createdAt: _c,
      confirmedAt: _f,
      ...template
    } = await db().legWatch.findFirstOrThrow({
      where: { guestEmail: "temizlik.sablon@example.com" },
    });
    const make = (guestEmail: string, status: "pending" | "active" | "unsubscribed", createdAt: Date) =>
      db().legWatch.create({
        data: {
          ...template,
          fromPoints: template.fromPoints ?? [],
          toPoints: template.toPoints ?? [],
          guestEmail,
          status,
          createdAt,
        },
        select: { id: true },
      });
    const expired = await make("temizlik.eski@example.com", "pending", ago(UNCONFIRMED_WATCH_MAX_AGE_MS + 1));
    const edge = await make("temizlik.sinir@example.com", "pending", ago(UNCONFIRMED_WATCH_MAX_AGE_MS - 1000));
    const confirmed = await make("temizlik.onayli@example.com", "active", ago(UNCONFIRMED_WATCH_MAX_AGE_MS * 10));
    const left = await make("temizlik.ayrilan@example.com", "unsubscribed", ago(UNCONFIRMED_WATCH_MAX_AGE_MS * 10));
    const customers = await db().legWatch.findMany({ where: { userId: { not: null } }, select: { id: true } });
    await db().legWatch.updateMany({ where: { userId: { not: null } }, data: { createdAt: ago(UNCONFIRMED_WATCH_MAX_AGE_MS * 10) } });
    const audits = await db().auditLog.count({ where: { action: "leg_watch.cleanup" } });

    expect(await removeUnconfirmedGuestWatches(now)).toBe(1);
    const remaining = new Set((await db().legWatch.findMany({ select: { id: true } })).map((w) => w.id));
    expect(remaining.has(expired.id)).toBe(false);
    for (const kept of [edge, confirmed, left, ...customers]) expect(remaining.has(kept.id)).toBe(true);
    expect(await db().auditLog.count({ where: { action: "leg_watch.cleanup" } })).toBe(audits + 1);
    // nothing more to do: no second audit row
    expect(await removeUnconfirmedGuestWatches(now)).toBe(0);
    expect(await db().auditLog.count({ where: { action: "leg_watch.cleanup" } })).toBe(audits + 1);

    // through the queue, as the schedule runs it: the edge case has aged past the bound by then
    await db().legWatch.update({ where: { id: edge.id }, data: { createdAt: ago(UNCONFIRMED_WATCH_MAX_AGE_MS + 60_000) } });
    await enqueueJob(LEG_WATCH_CLEANUP_JOB, {});
    await runQueuedJobsNow(LEG_WATCH_CLEANUP_JOB);
    expect(await db().legWatch.findUnique({ where: { id: edge.id } })).toBeNull();
    expect(await db().legWatch.findUnique({ where: { id: confirmed.id } })).not.toBeNull();
  });
});

describe("guest sign-up on /bos-bacaklar", () => {
  it("stores a pending watch and e-mails a signed confirmation link; confirming makes it active once", async () => {
    const before = await snapshot();
    const result = await postGuest(guestValid({ email: "Misafir.Onay@Example.com" }));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/bos-bacaklar\?alarm=/);
    const after = await snapshot();
    expect(after.watches).toBe(before.watches + 1);
    expect(after.mails).toBe(before.mails + 1);
    const watch = await db().legWatch.findFirstOrThrow({ where: { guestEmail: "misafir.onay@example.com" } });
    expect(watch.status).toBe("pending");
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: "misafir.onay@example.com", template: "leg-alert-confirm" } });
    const link = /https?:\/\/\S+\/bos-bacaklar\/alarm\/onay\?t=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const page = (await run(confirmRoute, "loader", new Request(`${BASE}/bos-bacaklar/alarm/onay?t=${token}`))) as {
      data: { token: string };
    };
    expect(statusOf(page)).toBe(200);
    expect(page.data.token).toBe(token);
    // opening the link changes nothing; the button's POST does
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("pending");
    const confirm = () =>
      run(confirmRoute, "action", new Request(`${BASE}/bos-bacaklar/alarm/onay`, formInit({ intent: "confirm", t: token })));
    const first = (await confirm()) as { data: { outcome: string } };
    expect(first.data.outcome).toBe("done");
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("active");
    const second = (await confirm()) as { data: { outcome: string } };
    expect(second.data.outcome).toBe("already");
  });

  it("writes nothing for a bot (honeypot) but answers like a person", async () => {
    const before = await snapshot();
    const result = await postGuest(guestValid({ website: "http://spam.example" }));
    expect(statusOf(result)).toBe(302);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 429 after the address's limit, writing nothing more", async () => {
    for (let i = 0; i < 10; i++) expect(statusOf(await postGuest(guestValid({ email: `limit${i}@example.com` })))).toBe(302);
    const before = await snapshot();
    const limited = await postGuest(guestValid({ email: "limit-over@example.com" }));
    expect(statusOf(limited)).toBe(429);
    expect(await snapshot()).toEqual(before);
  });

  it("sends one address at most three confirmation e-mails an hour", async () => {
    const email = "tekrar.alarm@example.com";
    for (let i = 0; i < 4; i++) expect(statusOf(await postGuest(guestValid({ email })))).toBe(302);
    expect(await db().legWatch.count({ where: { guestEmail: email } })).toBe(4);
    expect(await db().outboxEmail.count({ where: { to: email } })).toBe(3);
  });

  const cases: Array<[string, Record<string, string | string[] | undefined>, string]> = [
    ...badInputs(),
    ["email missing", { email: undefined }, "email"],
    ["email empty", { email: "" }, "email"],
    ["email without @", { email: "misafir.example.com" }, "email"],
    ["email without domain dot", { email: "misafir@example" }, "email"],
    ["email with a space", { email: "mi safir@example.com" }, "email"],
    ["email too long", { email: `${"a".repeat(250)}@example.com` }, "email"],
  ];
  it("has at least 40 bad inputs", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)("%s → 400 with the field's error, nothing written", async (_what, changes, field) => {
    const before = await snapshot();
    const result = await postGuest(apply(guestValid(), changes));
    expect(statusOf(result)).toBe(400);
    expect(fieldErrors(result)[field]?.length ?? 0).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it("answers another intent on the public page with 400", async () => {
    const before = await snapshot();
    expect(statusOf(await postGuest(guestValid({ intent: "create" })))).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("signed links", () => {
  it("refuses tampered, foreign and cross-purpose tokens alike, changing nothing", async () => {
    const watch = await customerWatch(otherUserId, { status: "pending", confirmedAt: null, userId: null, guestEmail: "link@example.com" });
    const good = signLegAlertToken("confirm", watch.id);
    const [id, exp, sig] = good.split(".");
    const unsubscribe = signLegAlertToken("unsubscribe", watch.id);
    const before = await snapshot();
    const bad = [
      `${id}.${exp}.${sig!.slice(0, -1)}${sig!.endsWith("A") ? "B" : "A"}`,
      `${MISSING}.${exp}.${sig}`,
      unsubscribe,
      "",
      "garbage",
      `${id}.${exp}`,
    ];
    for (const t of bad) {
      const page = (await run(confirmRoute, "loader", new Request(`${BASE}/bos-bacaklar/alarm/onay?t=${encodeURIComponent(t)}`))) as {
        data: { token: string | null };
      };
      expect(statusOf(page)).toBe(400);
      expect(page.data.token).toBeNull();
      const post = (await run(
        confirmRoute,
        "action",
        new Request(`${BASE}/bos-bacaklar/alarm/onay`, formInit({ intent: "confirm", t })),
      )) as {
        data: { outcome: string };
      };
      expect(statusOf(post)).toBe(400);
      expect(post.data.outcome).toBe("invalid");
    }
    for (const t of [good, `${id}.${sig}`, `${MISSING}.${unsubscribe.split(".")[1]}`, "x"]) {
      const post = await run(
        unsubscribeRoute,
        "action",
        new Request(`${BASE}/bos-bacaklar/alarm/iptal`, formInit({ intent: "unsubscribe", t })),
      );
      expect(statusOf(post)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("pending");
  });

  it("unsubscribes by the button and by the RFC 8058 one-click POST, and answers a repeat the same way", async () => {
    const a = await customerWatch(customerUserId);
    const b = await customerWatch(customerUserId);
    const ta = signLegAlertToken("unsubscribe", a.id);
    const page = await run(unsubscribeRoute, "loader", new Request(`${BASE}/bos-bacaklar/alarm/iptal?t=${ta}`));
    expect(statusOf(page)).toBe(200);
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("active");
    const button = await run(
      unsubscribeRoute,
      "action",
      new Request(`${BASE}/bos-bacaklar/alarm/iptal`, formInit({ intent: "unsubscribe", t: ta })),
    );
    expect(statusOf(button)).toBe(200);
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("unsubscribed");
    const tb = signLegAlertToken("unsubscribe", b.id);
    const oneClick = await run(
      unsubscribeRoute,
      "action",
      new Request(`${BASE}/bos-bacaklar/alarm/iptal?t=${tb}`, formInit({ "List-Unsubscribe": "One-Click" })),
    );
    expect(statusOf(oneClick)).toBe(200);
    expect((await db().legWatch.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("unsubscribed");
    const audits = await db().auditLog.count({ where: { action: "leg_watch.unsubscribe", entityId: { in: [a.id, b.id] } } });
    expect(audits).toBe(2);
    const again = (await run(
      unsubscribeRoute,
      "action",
      new Request(`${BASE}/bos-bacaklar/alarm/iptal`, formInit({ intent: "unsubscribe", t: ta })),
    )) as { data: { outcome: string } };
    expect(again.data.outcome).toBe("done");
    expect(await db().auditLog.count({ where: { action: "leg_watch.unsubscribe", entityId: { in: [a.id, b.id] } } })).toBe(2);
  });
});

describe("matching an approved leg", () => {
  async function approvedLeg(over: Record<string, unknown> = {}) {
    return db().emptyLeg.create({
      data: {
        aircraftType: "Light Jet",
        aircraftModel: "Phenom 300E",
        departureAirport: "İstanbul Airport (IST)",
        arrivalAirport: "Nice-Côte d'Azur Airport (NCE)",
        departureDatetime: new Date(`${day(10)}T09:00:00Z`),
        price: "9500",
        currency: "EUR",
        seatCapacity: 6,
        approved: true,
        approvedAt: new Date(),
        createdBy: brokerId,
        ...over,
      },
      select: { id: true },
    });
  }

  it("e-mails every matching active watch once, closest first, with an unsubscribe link, and nothing on a re-run", async () => {
    await db().legWatch.updateMany({ data: { status: "unsubscribed" }, where: { status: "active" } });
    const exact = await customerWatch(customerUserId);
    const near = await customerWatch(otherUserId, {
      fromLabel: "Bursa",
      fromCity: "Bursa",
      fromCodes: ["LTBR", "YEI"],
      fromPoints: [{ code: "LTBR", latitude: 40.255199, longitude: 29.5626 }],
      fromLatitude: 40.255199,
      fromLongitude: 29.5626,
    });
    const pending = await customerWatch(otherUserId, {
      status: "pending",
      confirmedAt: null,
      userId: null,
      guestEmail: "bekleyen@example.com",
    });
    const tooMany = await customerWatch(otherUserId, { passengers: 7 });
    const late = await customerWatch(otherUserId, {
      dateFrom: new Date(`${day(11)}T00:00:00Z`),
      dateTo: new Date(`${day(20)}T00:00:00Z`),
    });
    const far = await customerWatch(otherUserId, {
      fromLabel: "Ankara",
      fromCity: "Ankara",
      fromCodes: ["LTAC", "ESB"],
      fromPoints: [{ code: "LTAC", latitude: 40.128101, longitude: 32.995098 }],
      fromLatitude: 40.128101,
      fromLongitude: 32.995098,
    });
    const leg = await approvedLeg();
    const first = await matchLegAlerts(leg.id, "https://jet.example.com");
    expect(first).toEqual({ sent: 2, matched: 2 });
    const deliveries = await db().legAlertDelivery.findMany({ where: { emptyLegId: leg.id }, orderBy: { rank: "asc" } });
    expect(deliveries.map((d) => d.watchId)).toEqual([exact.id, near.id]);
    expect(deliveries.map((d) => d.matchKind)).toEqual(["exact", "near"]);
    for (const id of [pending.id, tooMany.id, late.id, far.id]) expect(deliveries.some((d) => d.watchId === id)).toBe(false);
    const mails = await db().outboxEmail.findMany({ where: { template: "leg-alert-match" }, orderBy: { createdAt: "asc" } });
    const mine = mails.filter((m) => m.text.includes(leg.id));
    expect(mine).toHaveLength(2);
    for (const m of mine) {
      expect(m.listUnsubscribe).toMatch(/^https:\/\/jet\.example\.com\/bos-bacaklar\/alarm\/iptal\?t=/);
      expect(m.text).toContain(m.listUnsubscribe!);
    }
    expect(mine.map((m) => m.to).sort()).toEqual([DEMO, OTHER].sort());

    const again = await matchLegAlerts(leg.id, "https://jet.example.com");
    expect(again).toEqual({ sent: 0, matched: 2 });
    expect(await db().legAlertDelivery.count({ where: { emptyLegId: leg.id } })).toBe(2);
  });

  it("e-mails no watch of an account that has not verified its address, and e-mails it once verified (decision 049)", async () => {
    await db().legWatch.updateMany({ data: { status: "unsubscribed" }, where: { status: "active" } });
    const unverified = await createTestUser({ email: "alarm.dogrulanmamis@example.com", role: "sales", verified: false });
    const watch = await customerWatch(unverified.id);
    const leg = await approvedLeg();
    expect(await matchLegAlerts(leg.id, "https://jet.example.com")).toEqual({ sent: 0, matched: 1 });
    // the match is recorded (once per leg), the e-mail is held
    expect(await db().legAlertDelivery.count({ where: { emptyLegId: leg.id, watchId: watch.id } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { to: unverified.email } })).toBe(0);

    await db().user.update({ where: { id: unverified.id }, data: { emailVerifiedAt: new Date() } });
    const next = await approvedLeg();
    expect(await matchLegAlerts(next.id, "https://jet.example.com")).toEqual({ sent: 1, matched: 1 });
    expect(await db().outboxEmail.count({ where: { to: unverified.email, template: "leg-alert-match" } })).toBe(1);
  });

  it("sends nothing for a leg withdrawn before the job ran", async () => {
    await customerWatch(customerUserId);
    const leg = await approvedLeg({ approved: false, approvedAt: null });
    const before = await snapshot();
    expect(await matchLegAlerts(leg.id, "https://jet.example.com")).toEqual({ sent: 0, matched: 0 });
    expect(await snapshot()).toEqual(before);
  });
});

describe("approval → job → e-mails", () => {
  async function pendingLeg(over: Record<string, unknown> = {}) {
    return db().emptyLeg.create({
      data: {
        aircraftType: "Midsize Jet",
        aircraftModel: "Citation XLS+",
        departureAirport: "Dubai International Airport (DXB)",
        arrivalAirport: "Hamad International Airport (DOH)",
        departureDatetime: new Date(`${day(12)}T08:00:00Z`),
        seatCapacity: 8,
        createdBy: brokerId,
        ...over,
      },
      select: { id: true },
    });
  }
  const jobsFor = async (legId: string) =>
    (
      await testDatabase().rawQuery<{ data: { legId: string } }>("SELECT data FROM pgboss.job WHERE name = 'empty-leg-alerts-match'")
    ).filter((j) => j.data.legId === legId);
  const alertMails = (to: string) => db().outboxEmail.count({ where: { to, template: "leg-alert-match" } });

  it("queues one job in the approval's transaction; running it e-mails the matching watch once, the near one too", async () => {
    const sharjahWatcher = await createTestUser({ email: "alarm.sarja@example.com", role: "sales" });
    // Sharjah is 18 km from Dubai, Bahrain 147 km from Doha: a near route within 150 km
    await customerWatch(sharjahWatcher.id, {
      fromLabel: "Şarja",
      fromCity: "Şarja",
      fromCodes: ["OMSJ", "SHJ"],
      fromPoints: [{ code: "OMSJ", latitude: 25.328575, longitude: 55.51715 }],
      fromLatitude: 25.328575,
      fromLongitude: 55.51715,
      toLabel: "Manama",
      toCity: "Manama",
      toCodes: ["OBBI", "BAH"],
      toPoints: [{ code: "OBBI", latitude: 26.27079963684082, longitude: 50.63359832763672 }],
      toLatitude: 26.27079963684082,
      toLongitude: 50.63359832763672,
    });
    const leg = await pendingLeg();
    const result = await run(
      adminLegsRoute,
      "action",
      await signedInRequest("/admin/empty-legs", "admin@ufukjet.test", formInit({ intent: "approve", id: leg.id })),
    );
    expect(statusOf(result)).toBe(302);
    expect(await jobsFor(leg.id)).toHaveLength(1);
    // the request itself sent nothing to watchers
    expect(await alertMails("alarm.sarja@example.com")).toBe(0);
    expect(await runQueuedJobsNow("empty-leg-alerts-match")).toBeGreaterThanOrEqual(1);
    expect(await alertMails("alarm.sarja@example.com")).toBe(1);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: "alarm.sarja@example.com", template: "leg-alert-match" } });
    expect(mail.text).toContain("Yakın rota");
    expect(mail.listUnsubscribe).toContain("/bos-bacaklar/alarm/iptal?t=");
    // nothing left to run, and a second run of the same leg sends nothing
    expect(await runQueuedJobsNow("empty-leg-alerts-match")).toBe(0);
    await matchLegAlerts(leg.id, BASE);
    expect(await alertMails("alarm.sarja@example.com")).toBe(1);
  });

  it("queues nothing for an approval that rolls back, nor for a second approval of the same leg", async () => {
    const leg = await pendingLeg();
    const admin = await db().user.findUniqueOrThrow({ where: { email: "admin@ufukjet.test" } });
    // the broker's e-mail fails after the job was queued: the whole approval rolls back
    await testDatabase().executeSql(`
      CREATE OR REPLACE FUNCTION refuse_approve_mail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'mail refused'; END; $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_approve_mail BEFORE INSERT ON outbox_emails
        FOR EACH ROW WHEN (NEW.template = 'empty-leg-approve') EXECUTE FUNCTION refuse_approve_mail();`);
    try {
      await expect(approveEmptyLeg({ id: leg.id, actorId: admin.id, ip: "127.0.0.1" })).rejects.toThrow();
    } finally {
      await testDatabase().executeSql("DROP TRIGGER refuse_approve_mail ON outbox_emails; DROP FUNCTION refuse_approve_mail();");
    }
    expect((await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).approved).toBe(false);
    expect(await jobsFor(leg.id)).toHaveLength(0);
    // the same approval without the failure queues its job, once; approving again queues nothing more
    expect((await approveEmptyLeg({ id: leg.id, actorId: admin.id, ip: "127.0.0.1" })).ok).toBe(true);
    expect((await approveEmptyLeg({ id: leg.id, actorId: admin.id, ip: "127.0.0.1" })).ok).toBe(false);
    expect(await jobsFor(leg.id)).toHaveLength(1);
  });
});

describe("the issue's example on the world airport data", () => {
  it("a customer watching İstanbul → Nice hears about a published Sabiha Gökçen → Cannes leg", async () => {
    const watcher = await createTestUser({ email: "istanbul.nice@example.com", role: "sales" });
    const saved = await postAlerts(
      valid({ from: "İstanbul", to: "Nice", date_from: day(20), date_to: day(25), passengers: "3" }),
      "istanbul.nice@example.com",
    );
    expect(statusOf(saved)).toBe(302);
    expect(await db().legWatch.count({ where: { userId: watcher.id } })).toBe(1);
    const leg = await db().emptyLeg.create({
      data: {
        aircraftType: "Light Jet",
        departureAirport: "Istanbul Sabiha Gökçen International Airport (SAW)",
        departureAirportCode: "LTFJ",
        arrivalAirport: "Cannes-Mandelieu Airport (CEQ)",
        arrivalAirportCode: "LFMD",
        departureDatetime: new Date(`${day(22)}T10:00:00Z`),
        seatCapacity: 6,
        createdBy: brokerId,
      },
      select: { id: true },
    });
    const approve = await run(
      adminLegsRoute,
      "action",
      await signedInRequest("/admin/empty-legs", "operasyon@ufukjet.test", formInit({ intent: "approve", id: leg.id })),
    );
    expect(statusOf(approve)).toBe(302);
    await runQueuedJobsNow("empty-leg-alerts-match");
    const mails = await db().outboxEmail.findMany({ where: { to: "istanbul.nice@example.com", template: "leg-alert-match" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Sabiha Gökçen");
    expect(mails[0]!.text).toMatch(/Yakın rota: kalkış aradığınız yere 0 km, varış \d+ km uzaklıkta\./);
    const delivery = await db().legAlertDelivery.findFirstOrThrow({ where: { emptyLegId: leg.id, watch: { userId: watcher.id } } });
    expect(delivery.matchKind).toBe("near");
    expect(delivery.distanceKm).toBeGreaterThan(0);
    expect(delivery.distanceKm).toBeLessThanOrEqual(150);
  });
});

describe("the place search of the forms", () => {
  it("finds airports of the world data with Turkish folding, and nothing for one letter", async () => {
    // guests use it too (the sign-up on /bos-bacaklar)
    const answer = (await run(placesRoute, "loader", new Request(`${BASE}/api/airports?q=gokcen`))) as {
      data: { airports: { label: string }[] };
    };
    expect(statusOf(answer)).toBe(200);
    expect(answer.data.airports.map((a) => a.label)).toContain("Istanbul Sabiha Gökçen International Airport (SAW)");
    const short = (await run(placesRoute, "loader", new Request(`${BASE}/api/airports?q=g`))) as { data: { airports: unknown[] } };
    expect(short.data.airports).toEqual([]);
  });
});

describe("the List-Unsubscribe header", () => {
  it("goes out with an alert e-mail (RFC 8058 one-click) and not with other e-mails", async () => {
    const sent: Array<{ to: string; headers?: Record<string, string> }> = [];
    useMailTransport({ sendMail: async (m: { to: string; headers?: Record<string, string> }) => void sent.push(m) } as never);
    try {
      await db().outboxEmail.updateMany({ where: { status: "queued" }, data: { status: "sent" } });
      const url = "https://jet.example.com/bos-bacaklar/alarm/iptal?t=abc.def";
      await queueEmail({ to: "baslik@example.com", subject: "Alarm", text: "metin", listUnsubscribe: url });
      await queueEmail({ to: "baslik-yok@example.com", subject: "Başka", text: "metin" });
      // each e-mail left through its delivery job (decision 037)
      expect(await runQueuedJobsNow("email-delivery")).toBe(2);
    } finally {
      useMailTransport(undefined);
    }
    expect(sent.find((m) => m.to === "baslik@example.com")?.headers).toEqual({
      "List-Unsubscribe": "<https://jet.example.com/bos-bacaklar/alarm/iptal?t=abc.def>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(sent.find((m) => m.to === "baslik-yok@example.com")?.headers).toBeUndefined();
  });
});
