import { beforeAll, describe, expect, it } from "vitest";
import * as adminQuotes from "#app/routes/admin/broker-quotes";
import * as adminRequests from "#app/routes/admin/quote-requests";
import * as brokerDashboard from "#app/routes/broker/dashboard";
import * as brokerQuote from "#app/routes/broker/quote";
import * as brokerRequests from "#app/routes/broker/quote-requests";
import type { BrokerQuote } from "#app/generated/prisma/client";
import { fittingPlan, jetMisfit } from "#app/lib/domain/charter/fit";
import { planLeg } from "#app/lib/domain/charter/leg";
import { priceTrip } from "#app/lib/domain/charter/price";
import { db } from "#app/server/platform/db/client.server";
import { CLOSED_OTHER_APPROVED, CLOSED_REQUEST_CLOSED, QuoteError, expireOverdueQuotes } from "#app/server/brokerage/quotes.server";
import { approveQuote, rejectQuote } from "#app/server/brokerage/staff-quote-decisions.server";
import { submitQuote } from "#app/server/brokerage/broker-quoting.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { cookiePair, createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import {
  daysFromNow,
  makeBrokerQuote,
  makeBrokerUser,
  makeCustomer,
  makeJet,
  makeQuoteRequest,
  makeRoleAccounts,
  makeRoute,
} from "../../support/factories";

const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const BROKER2 = "broker2@ufukjet.test";
const CUSTOMER = "musteri@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";

/** The requests this file builds, by what each is for (their ids are known once `beforeAll` has run). */
type RequestKey =
  | "open"
  | "untouched"
  | "quotable"
  | "private"
  | "hidden"
  | "twoQuotes"
  | "toCancel"
  | "liveQuote"
  | "toReject"
  | "accepted"
  | "closed"
  | "cancelled";
/** Their quotes: two pending on `twoQuotes`, one on `toCancel`, `liveQuote`, `toReject`, and `accepted`'s approved and declined. */
type QuoteKey = "first" | "second" | "toClose" | "live" | "toReject" | "approved" | "declined";

const requestIds = new Map<RequestKey, string>();
const quoteIds = new Map<QuoteKey, string>();
const rq = (key: RequestKey) => requestIds.get(key) ?? `unbuilt-${key}`;
const bq = (key: QuoteKey) => quoteIds.get(key) ?? `unbuilt-${key}`;

/** An available jet that seats and reaches every request here, one too small, one too short-ranged, and one withdrawn. */
let fittingJetId: string;

let adminId: string;
let brokerUser: { id: string; brokerId: string };
let broker2User: { id: string; brokerId: string };

async function userOf(email: string) {
  const u = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, profile: { select: { brokerId: true } } } });
  return { id: u.id, brokerId: u.profile?.brokerId ?? "" };
}

async function get(mod: Parameters<typeof run>[0], path: string, email: string, params: Record<string, string> = {}) {
  return run(mod, "loader", await signedInRequest(path, email), params);
}

async function post(
  mod: Parameters<typeof run>[0],
  path: string,
  email: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  return run(mod, "action", await signedInRequest(path, email, formInit(fields)), params);
}

function payload(result: unknown): Record<string, unknown> {
  if (result && typeof result === "object" && "data" in result && (result as { type?: string }).type === "DataWithResponseInit") {
    return (result as { data: Record<string, unknown> }).data;
  }
  return result as Record<string, unknown>;
}

async function toastOf(result: unknown): Promise<{ type: string; description?: string } | null> {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as { type: string; description?: string };
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const [quotes, requests, audits, mails] = await Promise.all([
    db().brokerQuote.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true, decidedAt: true, decidedBy: true, quotedPrice: true, brokerId: true, userId: true },
    }),
    db().quoteRequest.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, visibleToBrokers: true } }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ quotes, requests, audits, mails });
}

/** A fresh visible request with one pending quote per given broker user (not through the UI). */
/** A new request with one pending quote per user, in the users' order (`quotes` is a tuple as long as `users`). */
async function freshRequestWithQuotes<const Users extends ReadonlyArray<{ id: string; brokerId: string }>>(users: Users, hoursValid = 48) {
  const template = await db().quoteRequest.findUniqueOrThrow({ where: { id: rq("open") } });
  const request = await db().quoteRequest.create({
    data: {
      customerId: template.customerId,
      routeId: template.routeId,
      passengerCount: 2,
      departureDatetime: new Date(Date.now() + 10 * 86_400_000),
      status: "quoted",
      visibleToBrokers: true,
    },
  });
  const quotes: BrokerQuote[] = [];
  for (const u of users) {
    quotes.push(
      await db().brokerQuote.create({
        data: {
          quoteRequestId: request.id,
          brokerId: u.brokerId,
          userId: u.id,
          quotedPrice: 10_000,
          currency: "USD",
          validityHours: 48,
          expiresAt: new Date(Date.now() + hoursValid * 3_600_000),
        },
      }),
    );
  }
  // one quote per user, in order
  return { request, quotes: quotes as { -readonly [K in keyof Users]: BrokerQuote } };
}

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  await makeBrokerUser({ email: BROKER2 });
  // a broker user of an inactive company: never e-mailed about a request
  await makeBrokerUser({ broker: { isActive: false } });
  adminId = accounts.admin.id;
  brokerUser = await userOf(BROKER);
  broker2User = await userOf(BROKER2);

  fittingJetId = (await makeJet({ category: "heavy", seatCapacity: 14, rangeKm: 12_000 })).id;
  await makeJet({ model: "Orta", category: "light", seatCapacity: 8 });
  await makeJet({ model: "Küçük", seatCapacity: 2 });
  await makeJet({ model: "Kısa Menzil", rangeKm: 400 });
  await makeJet({ model: "Bakımda", isAvailable: false });

  const request = async (key: RequestKey, from: string, to: string, data: Parameters<typeof makeQuoteRequest>[0] = {}) => {
    const route = await makeRoute(from, to);
    requestIds.set(key, (await makeQuoteRequest({ routeId: route.id, ...data })).id);
  };
  const quote = async (
    key: QuoteKey,
    on: RequestKey,
    by: { id: string; brokerId: string },
    data: Parameters<typeof makeBrokerQuote>[0] = {},
  ) => quoteIds.set(key, (await makeBrokerQuote({ quoteRequestId: rq(on), brokerId: by.brokerId, userId: by.id, ...data })).id);
  const customer = await makeCustomer({ firstName: "Çağla", lastName: "Işıkoğlu" });

  await request("open", "İstanbul", "Bodrum", { passengerCount: 4, createdAt: daysFromNow(-12) });
  await request("untouched", "İstanbul", "Nice", {
    passengerCount: 6,
    specialRequests: "Kabinde doğum günü pastası ve şampanya ikramı.",
    createdAt: daysFromNow(-11),
  });
  await request("quotable", "Ankara", "Londra", { passengerCount: 3, createdAt: daysFromNow(-10) });
  await request("private", "İstanbul", "Antalya", { passengerCount: 2, visibleToBrokers: false, createdAt: daysFromNow(-9) });
  await request("hidden", "İstanbul", "Cenevre", { passengerCount: 5, visibleToBrokers: false, createdAt: daysFromNow(-8) });
  await request("twoQuotes", "İstanbul", "Londra", { passengerCount: 7, status: "quoted", createdAt: daysFromNow(-7) });
  await request("toCancel", "İstanbul", "Paris", { status: "quoted", createdAt: daysFromNow(-6) });
  await request("liveQuote", "Dubai", "İstanbul", { passengerCount: 6, status: "quoted", createdAt: daysFromNow(-5) });
  await request("toReject", "İstanbul", "Nice", { status: "quoted", createdAt: daysFromNow(-4) });
  await request("accepted", "İstanbul", "Londra", { passengerCount: 6, status: "accepted", createdAt: daysFromNow(-3) });
  await request("closed", "İstanbul", "Ankara", {
    customerId: customer.id,
    passengerCount: 1,
    status: "cancelled",
    visibleToBrokers: false,
    createdAt: daysFromNow(-2),
  });
  await request("cancelled", "İstanbul", "Doha", { passengerCount: 12, status: "cancelled", createdAt: daysFromNow(-1) });

  await quote("first", "twoQuotes", brokerUser, { quotedPrice: 48_500, currency: "USD", jetOfferedId: fittingJetId });
  await quote("second", "twoQuotes", broker2User, { quotedPrice: 44_900, validityHours: 72 });
  await quote("toClose", "toCancel", brokerUser, { quotedPrice: 31_500, validityHours: 168 });
  await quote("live", "liveQuote", broker2User, { quotedPrice: 38_000, currency: "USD" });
  await quote("toReject", "toReject", brokerUser, { quotedPrice: 250_000, currency: "TRY", validityHours: 72 });
  const decided = daysFromNow(-3);
  await quote("approved", "accepted", broker2User, {
    currency: "USD",
    submittedAt: daysFromNow(-4),
    status: "approved",
    decidedAt: decided,
    decidedBy: adminId,
  });
  await quote("declined", "accepted", brokerUser, {
    currency: "USD",
    submittedAt: daysFromNow(-3.5),
    status: "rejected",
    decidedAt: decided,
    decisionNote: CLOSED_OTHER_APPROVED,
  });
});

describe("admin quote requests", () => {
  it("lists newest first with customer and route, for admin and operations; 403 for others", async () => {
    const data = payload(await get(adminRequests, "/admin/quote-requests", OPS)) as {
      rows: Array<{ createdAt: Date; customer: { email: string } }>;
      total: number;
    };
    expect(data.total).toBe(await db().quoteRequest.count());
    expect(data.rows.length).toBeGreaterThanOrEqual(12);
    const times = data.rows.map((r) => new Date(r.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.rows[0]?.customer.email).toContain("@");
    for (const email of [BROKER, CUSTOMER]) expect(statusOf(await get(adminRequests, "/admin/quote-requests", email))).toBe(403);
  });

  it("searches with Turkish folding (customer, city, special requests) and filters by status", async () => {
    const upper = payload(await get(adminRequests, "/admin/quote-requests?q=ISTANBUL", ADMIN)) as { total: number };
    const lower = payload(await get(adminRequests, "/admin/quote-requests?q=istanbul", ADMIN)) as { total: number };
    expect(upper.total).toBe(lower.total);
    // every request but Ankara → Londra touches İstanbul
    const viaIstanbul = await db().quoteRequest.count({
      where: { route: { OR: [{ departureCity: "İstanbul" }, { arrivalCity: "İstanbul" }] } },
    });
    expect(lower.total).toBe(viaIstanbul);
    expect(lower.total).toBeLessThan(await db().quoteRequest.count());
    // the customer's name and the special requests, folded the same way
    const byName = payload(await get(adminRequests, "/admin/quote-requests?q=CAGLA%20isikoglu", ADMIN)) as { rows: Array<{ id: string }> };
    expect(byName.rows.map((r) => r.id)).toEqual([rq("closed")]);
    const bySpecial = payload(await get(adminRequests, "/admin/quote-requests?q=SAMPANYA", ADMIN)) as { rows: Array<{ id: string }> };
    expect(bySpecial.rows.map((r) => r.id)).toEqual([rq("untouched")]);
    const cancelled = payload(await get(adminRequests, "/admin/quote-requests?status=cancelled", ADMIN)) as {
      rows: Array<{ status: string }>;
    };
    expect(cancelled.rows.length).toBe(await db().quoteRequest.count({ where: { status: "cancelled" } }));
    expect(cancelled.rows.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.rows.every((r) => r.status === "cancelled")).toBe(true);
    const wild = payload(await get(adminRequests, "/admin/quote-requests?q=%25", ADMIN)) as { total: number };
    expect(wild.total).toBe(0);
    const paged = payload(await get(adminRequests, "/admin/quote-requests?page=999", ADMIN)) as { page: number; pages: number };
    expect(paged.page).toBe(paged.pages);
  });

  it("makes a request visible (audit, e-mails to active brokers) and answers a repeat without a change", async () => {
    const id = rq("private");
    const mailsBefore = await db().outboxEmail.count({ where: { template: "quote_request.visible" } });
    const result = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-visibility", id, visible_to_brokers: "true" });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/quote-requests");
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id } })).visibleToBrokers).toBe(true);
    expect(await db().auditLog.count({ where: { action: "quote_request.visibility", entityId: id } })).toBe(1);
    const mails = await db().outboxEmail.findMany({ where: { template: "quote_request.visible" }, select: { to: true } });
    expect(mails.length - mailsBefore).toBe(2);
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([BROKER, BROKER2]));

    const before = await snapshot();
    const again = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-visibility", id, visible_to_brokers: "true" });
    expect(statusOf(again)).toBe(302);
    expect(await snapshot()).toBe(before);

    const hide = await post(adminRequests, "/admin/quote-requests", OPS, { intent: "set-visibility", id, visible_to_brokers: "false" });
    expect(statusOf(hide)).toBe(302);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id } })).visibleToBrokers).toBe(false);
  });

  /** stands for the hidden pending request in the table (its id is known only once the data is built) */
  const PRIVATE = "<private request>";
  it.each([
    [{ intent: "set-visibility", id: "nope", visible_to_brokers: "true" }, 400],
    [{ intent: "set-visibility", id: PRIVATE, visible_to_brokers: "maybe" }, 400],
    [{ intent: "set-status", id: PRIVATE, status: "approved" }, 400],
    [{ intent: "set-status", id: PRIVATE }, 400],
    [{ intent: "explode", id: PRIVATE }, 400],
    [{ intent: "set-visibility", id: MISSING, visible_to_brokers: "true" }, 404],
    [{ intent: "set-status", id: MISSING, status: "cancelled" }, 404],
  ])("refuses %j with %i and changes nothing", async (fields, status) => {
    const before = await snapshot();
    const sent = { ...fields, id: fields.id === PRIVATE ? rq("private") : fields.id } as Record<string, string>;
    expect(statusOf(await post(adminRequests, "/admin/quote-requests", ADMIN, sent))).toBe(status);
    expect(await snapshot()).toBe(before);
  });

  it("allows only the status machine's moves", async () => {
    const before = await snapshot();
    const refused = await post(adminRequests, "/admin/quote-requests", ADMIN, {
      intent: "set-status",
      id: rq("closed"),
      status: "pending",
    });
    expect(statusOf(refused)).toBe(302);
    expect((await toastOf(refused))?.type).toBe("error");
    // quoted → pending while quotes are pending: refused
    const reopen = await post(adminRequests, "/admin/quote-requests", ADMIN, {
      intent: "set-status",
      id: rq("liveQuote"),
      status: "pending",
    });
    expect((await toastOf(reopen))?.type).toBe("error");
    expect(await snapshot()).toBe(before);

    const moved = await post(adminRequests, "/admin/quote-requests", ADMIN, {
      intent: "set-status",
      id: rq("untouched"),
      status: "quoted",
    });
    expect((await toastOf(moved))?.type).toBe("success");
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: rq("untouched") } })).status).toBe("quoted");
    expect(await db().auditLog.count({ where: { action: "quote_request.status", entityId: rq("untouched") } })).toBe(1);
    // quoted → pending without live quotes is allowed
    const back = await post(adminRequests, "/admin/quote-requests", ADMIN, {
      intent: "set-status",
      id: rq("untouched"),
      status: "pending",
    });
    expect((await toastOf(back))?.type).toBe("success");
  });

  it("cancelling a request closes its pending quotes and tells their brokers", async () => {
    const id = rq("toCancel");
    const result = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-status", id, status: "cancelled" });
    expect((await toastOf(result))?.type).toBe("success");
    const toClose = await db().brokerQuote.findUniqueOrThrow({ where: { id: bq("toClose") } });
    expect(toClose.status).toBe("rejected");
    expect(toClose.decisionNote).toBe(CLOSED_REQUEST_CLOSED);
    expect(await db().outboxEmail.count({ where: { template: "broker_quote.closed", to: BROKER } })).toBeGreaterThanOrEqual(1);
    expect(await db().auditLog.count({ where: { action: "broker_quote.close", entityId: bq("toClose") } })).toBe(1);
  });
});

describe("admin broker quotes", () => {
  it("lists newest first with request, jet and the broker user's name; filters by request and status", async () => {
    const data = payload(await get(adminQuotes, `/admin/broker-quotes?request_id=${rq("accepted")}`, ADMIN)) as {
      rows: Array<{ id: string; submittedAt: Date; user: { profile: { firstName: string } }; jetOffered: unknown; quoteRequestId: string }>;
      request: { id: string };
    };
    expect(data.request.id).toBe(rq("accepted"));
    expect(data.rows.map((r) => r.id).sort()).toEqual([bq("approved"), bq("declined")].sort());
    expect(data.rows[0]?.user.profile.firstName).toBeTruthy();
    // each row names its broker, the request's customer and route, and gives the price as decimal text
    const stored = await db().brokerQuote.findUniqueOrThrow({
      where: { id: data.rows[0]!.id },
      select: {
        quotedPrice: true,
        broker: { select: { name: true } },
        quoteRequest: {
          select: { customer: { select: { lastName: true } }, route: { select: { departureCity: true, arrivalCity: true } } },
        },
      },
    });
    expect(data.rows[0]).toMatchObject({
      quotedPrice: stored.quotedPrice.toFixed(2),
      broker: { name: stored.broker.name },
      quoteRequest: { customer: { lastName: stored.quoteRequest.customer.lastName }, route: stored.quoteRequest.route },
    });
    const times = data.rows.map((r) => new Date(r.submittedAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const approved = payload(await get(adminQuotes, "/admin/broker-quotes?status=approved", ADMIN)) as { rows: Array<{ status: string }> };
    expect(approved.rows.length).toBeGreaterThan(0);
    expect(approved.rows.every((r) => r.status === "approved")).toBe(true);
    expect(statusOf(await get(adminQuotes, `/admin/broker-quotes?request_id=${MISSING}`, ADMIN))).toBe(404);
    expect(statusOf(await get(adminQuotes, "/admin/broker-quotes?request_id=abc", ADMIN))).toBe(404);
  });

  it("approval: quote approved, request accepted, other pending quotes closed, audit rows and e-mails", async () => {
    const approvedMails = await db().outboxEmail.count({ where: { template: "broker_quote.approved", to: BROKER } });
    const closedMails = await db().outboxEmail.count({ where: { template: "broker_quote.closed", to: BROKER2 } });
    const result = await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: bq("first") });
    expect(statusOf(result)).toBe(302);
    expect((await toastOf(result))?.type).toBe("success");
    const q = await db().brokerQuote.findUniqueOrThrow({ where: { id: bq("first") } });
    expect(q.status).toBe("approved");
    expect(q.decidedBy).toBe(adminId);
    expect(q.decidedAt).toBeTruthy();
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: rq("twoQuotes") } })).status).toBe("accepted");
    const other = await db().brokerQuote.findUniqueOrThrow({ where: { id: bq("second") } });
    expect(other.status).toBe("rejected");
    expect(other.decisionNote).toBe(CLOSED_OTHER_APPROVED);
    for (const action of ["broker_quote.approve", "quote_request.accept", "broker_quote.close"]) {
      expect(await db().auditLog.count({ where: { action, entityId: { in: [bq("first"), bq("second"), rq("twoQuotes")] } } }), action).toBe(
        1,
      );
    }
    expect(await db().outboxEmail.count({ where: { template: "broker_quote.approved", to: BROKER } })).toBe(approvedMails + 1);
    expect(await db().outboxEmail.count({ where: { template: "broker_quote.closed", to: BROKER2 } })).toBe(closedMails + 1);

    // a second click (any intent) is answered "already decided" and changes nothing
    const before = await snapshot();
    for (const intent of ["approve", "reject"]) {
      const again = await post(adminQuotes, "/admin/broker-quotes", OPS, { intent, id: bq("first") });
      expect(statusOf(again)).toBe(302);
      const toast = await toastOf(again);
      expect(toast?.type).toBe("error");
      expect(toast?.description).toBe("Bu teklif için zaten karar verilmiş.");
    }
    expect(await snapshot()).toBe(before);
  });

  it("rejection of a pending quote (audit, e-mail); unknown ids 404; bad input 400; nothing changes on refusal", async () => {
    const result = await post(adminQuotes, "/admin/broker-quotes", OPS, { intent: "reject", id: bq("toReject") });
    expect((await toastOf(result))?.type).toBe("success");
    const q = await db().brokerQuote.findUniqueOrThrow({ where: { id: bq("toReject") } });
    expect(q.status).toBe("rejected");
    expect(await db().auditLog.count({ where: { action: "broker_quote.reject", entityId: bq("toReject") } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "broker_quote.rejected", to: BROKER } })).toBeGreaterThanOrEqual(1);

    const before = await snapshot();
    expect(statusOf(await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: MISSING }))).toBe(404);
    expect(statusOf(await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: "x" }))).toBe(400);
    expect(statusOf(await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "delete", id: bq("live") }))).toBe(400);
    // brokers and customers cannot decide (their own quote either)
    for (const email of [BROKER2, BROKER, CUSTOMER]) {
      expect(statusOf(await post(adminQuotes, "/admin/broker-quotes", email, { intent: "approve", id: bq("live") }))).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("marks a quote far from the engine's estimate for its jet and trip, beside the price, and compares no other currency", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    const jet = await db().jet.findFirstOrThrow({ where: { isAvailable: true, seatCapacity: { gte: 2 } }, orderBy: { rangeKm: "desc" } });
    const full = await db().quoteRequest.findUniqueOrThrow({ where: { id: request.id }, include: { route: true } });
    const plan = planLeg(full.route.distanceKm, jet);
    if (!plan.ok) throw new Error("the longest-range jet flies the route");
    const day = full.departureDatetime.toISOString().slice(0, 10);
    const estimate = priceTrip(Math.round(Number(jet.hourlyRate) * 100), [{ from: "", to: "", day, plan: plan.plan }]).totalCents / 100;
    await db().brokerQuote.update({
      where: { id: quotes[0].id },
      data: { jetOfferedId: jet.id, quotedPrice: estimate * 0.5, currency: "TRY" },
    });
    await db().brokerQuote.update({ where: { id: quotes[1].id }, data: { jetOfferedId: jet.id, quotedPrice: estimate, currency: "USD" } });
    const list = payload(await get(adminQuotes, `/admin/broker-quotes?request_id=${request.id}`, ADMIN)) as {
      rows: Array<{ id: string; priceCheck: { estimate: string; currency: string; signal: string; deviation: number | null } | null }>;
    };
    const check = (id: string) => list.rows.find((r) => r.id === id)?.priceCheck;
    expect(check(quotes[0].id)).toEqual({ estimate: estimate.toFixed(2), currency: "TRY", signal: "far-below", deviation: -0.5 });
    expect(check(quotes[1].id)).toMatchObject({ estimate: estimate.toFixed(2), signal: "no-rate", deviation: null });
    // near the estimate: no mark
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { quotedPrice: estimate * 1.1 } });
    const again = payload(await get(adminQuotes, `/admin/broker-quotes?request_id=${request.id}`, ADMIN)) as typeof list;
    expect(again.rows.find((r) => r.id === quotes[0].id)?.priceCheck?.signal).toBe("near");
  });

  it("a quote whose offered jet no longer fits the request (party, range) cannot be approved, and nothing changes", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    const fits = await db().jet.findFirstOrThrow({ where: { isAvailable: true, seatCapacity: { gte: 4 } }, orderBy: { rangeKm: "desc" } });
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { jetOfferedId: fits.id } });
    // the party grew past the jet's seats after the broker sent the quote
    await db().quoteRequest.update({ where: { id: request.id }, data: { passengerCount: fits.seatCapacity + 1 } });
    const before = await snapshot();
    const refused = await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: quotes[0].id });
    const toast = await toastOf(refused);
    expect(toast?.type).toBe("error");
    expect(toast?.description).toBe("Teklif edilen jet bu talebin yolcu sayısını ya da mesafesini karşılamıyor; teklif onaylanamaz.");
    expect(await snapshot()).toBe(before);
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("pending");
    // the same quote with the party it was made for is approved
    await db().quoteRequest.update({ where: { id: request.id }, data: { passengerCount: fits.seatCapacity } });
    const approved = await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: quotes[0].id });
    expect((await toastOf(approved))?.type).toBe("success");
  });

  it("an expired quote is stored as expired, shown as 'Süresi Doldu' and cannot be approved", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await post(adminQuotes, "/admin/broker-quotes", ADMIN, { intent: "approve", id: quotes[0].id });
    const toast = await toastOf(result);
    expect(toast?.type).toBe("error");
    expect(toast?.description).toBe("Teklifin geçerlilik süresi dolmuş; onaylanamaz.");
    const stored = await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[0].id } });
    expect(stored.status).toBe("expired");
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("quoted");
    expect(await db().auditLog.count({ where: { action: "broker_quote.expire", entityId: quotes[0].id } })).toBe(1);
    // also refused when the conditional update itself sees the expiry (no sweep in between)
    const second = await freshRequestWithQuotes([brokerUser], 1);
    await expect(
      approveQuote({ actorId: adminId, ip: null, baseUrl: "http://x", id: second.quotes[0].id }, new Date(Date.now() + 2 * 3_600_000)),
    ).rejects.toMatchObject({ code: "quoteExpired" });
  });

  it("20 parallel approvals of one quote: exactly one succeeds, the others are told it was already decided", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => approveQuote({ actorId: adminId, ip: null, baseUrl: "http://x", id: quotes[0].id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failures).toHaveLength(19);
    for (const f of failures) {
      expect(f.reason).toBeInstanceOf(QuoteError);
      expect((f.reason as QuoteError).code).toBe("alreadyDecided");
    }
    expect(await db().brokerQuote.count({ where: { quoteRequestId: request.id, status: "approved" } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "broker_quote.approve", entityId: quotes[0].id } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "quote_request.accept", entityId: request.id } })).toBe(1);
  });

  it("parallel approvals of two quotes of one request: exactly one approved quote", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => approveQuote({ actorId: adminId, ip: null, baseUrl: "http://x", id: quotes[i % 2 ? 1 : 0].id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().brokerQuote.count({ where: { quoteRequestId: request.id, status: "approved" } })).toBe(1);
    expect(await db().brokerQuote.count({ where: { quoteRequestId: request.id, status: "pending" } })).toBe(0);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("accepted");
  });

  it("parallel approve and reject of one quote: exactly one decision", async () => {
    const { quotes } = await freshRequestWithQuotes([brokerUser]);
    const input = { actorId: adminId, ip: null, baseUrl: "http://x", id: quotes[0].id };
    const results = await Promise.allSettled([approveQuote(input), rejectQuote(input), approveQuote(input), rejectQuote(input)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(
      await db().auditLog.count({ where: { entityId: quotes[0].id, action: { in: ["broker_quote.approve", "broker_quote.reject"] } } }),
    ).toBe(1);
  });

  it("the database allows at most one approved quote per request", async () => {
    const { quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { status: "approved" } });
    await expect(db().brokerQuote.update({ where: { id: quotes[1].id }, data: { status: "approved" } })).rejects.toThrow();
  });

  it("expireOverdueQuotes counts a quote expiring exactly now as overdue", async () => {
    const now = new Date(Date.now() + 3_600_000);
    const { quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { expiresAt: now } });
    await db().brokerQuote.update({ where: { id: quotes[1].id }, data: { expiresAt: new Date(now.getTime() + 1) } });
    expect(await expireOverdueQuotes(now)).toBe(1);
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("expired");
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[1].id } })).status).toBe("pending");
  });

  it("expireOverdueQuotes marks only pending quotes past expiry", async () => {
    const { quotes } = await freshRequestWithQuotes([brokerUser, broker2User]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect(await expireOverdueQuotes()).toBe(1);
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[0].id } })).status).toBe("expired");
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: quotes[1].id } })).status).toBe("pending");
    expect(await expireOverdueQuotes()).toBe(0);
  });
});

describe("broker portal", () => {
  it("submits a quote: owner from the session, extra fields ignored, request quoted, audit, staff e-mail, redirect with toast", async () => {
    const id = rq("open");
    const staffMails = await db().outboxEmail.count({ where: { template: "broker_quote.received" } });
    const jet = await db().jet.findUniqueOrThrow({ where: { id: fittingJetId } });
    const started = Date.now();
    const result = await post(
      brokerQuote,
      `/broker/quote/${id}`,
      BROKER,
      {
        quoted_price: "48.500,50",
        currency: "EUR",
        jet_offered_id: jet.id,
        validity_hours: "72",
        broker_notes: "  Catering dahil.  ",
        // mass assignment attempts
        status: "approved",
        broker_id: broker2User.brokerId,
        user_id: broker2User.id,
        expires_at: "2099-01-01T00:00",
        submitted_at: "2000-01-01T00:00",
        decided_by: adminId,
        quote_request_id: rq("untouched"),
        id: MISSING,
      },
      { requestId: id },
    );
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/broker");
    expect((await toastOf(result))?.description).toBe("Teklif başarıyla gönderildi!");
    const quote = await db().brokerQuote.findFirstOrThrow({ where: { quoteRequestId: id }, orderBy: { submittedAt: "desc" } });
    expect(quote.id).not.toBe(MISSING);
    expect(quote.brokerId).toBe(brokerUser.brokerId);
    expect(quote.userId).toBe(brokerUser.id);
    expect(quote.status).toBe("pending");
    expect(quote.decidedBy).toBeNull();
    expect(quote.quotedPrice.toString()).toBe("48500.5");
    expect(quote.currency).toBe("EUR");
    expect(quote.jetOfferedId).toBe(jet.id);
    expect(quote.brokerNotes).toBe("Catering dahil.");
    expect(quote.submittedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(quote.expiresAt.getTime() - quote.submittedAt.getTime()).toBe(72 * 3_600_000);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("quoted");
    expect(await db().brokerQuote.count({ where: { quoteRequestId: rq("untouched") } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "broker_quote.submit", entityId: quote.id, actorId: brokerUser.id } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "broker_quote.received" } })).toBe(staffMails + 1);
  });

  it("defaults: USD and 48 hours; a second quote on a quoted request keeps it quoted", async () => {
    const id = rq("open");
    const result = await post(brokerQuote, `/broker/quote/${id}`, BROKER2, { quoted_price: "39000" }, { requestId: id });
    expect(statusOf(result)).toBe(302);
    const quote = await db().brokerQuote.findFirstOrThrow({ where: { quoteRequestId: id, userId: broker2User.id } });
    expect(quote.currency).toBe("USD");
    expect(quote.validityHours).toBe(48);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("quoted");
  });

  it.each([
    ["missing", () => MISSING, 404, "quotes.errors.requestNotFound"],
    ["not a uuid", () => "abc", 404, "quotes.errors.requestNotFound"],
    ["hidden from brokers", () => rq("hidden"), 404, "quotes.errors.requestNotFound"],
  ])("a %s request answers 404 to GET and POST", async (_label, idOf, status, message) => {
    const id = idOf();
    const page = await get(brokerQuote, `/broker/quote/${id}`, BROKER, { requestId: id });
    expect(statusOf(page)).toBe(status);
    expect(payload(page)).toMatchObject({ message });
    const before = await snapshot();
    expect(statusOf(await post(brokerQuote, `/broker/quote/${id}`, BROKER, { quoted_price: "1000" }, { requestId: id }))).toBe(status);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ["cancelled", "cancelled", "Bu talep iptal edildi; teklif verilemez."],
    ["accepted", "accepted", "Bu talep için bir teklif zaten kabul edildi."],
  ] as const)("a %s request refuses new quotes with a clear message", async (_label, key, message) => {
    const id = rq(key);
    const before = await snapshot();
    const result = await post(brokerQuote, `/broker/quote/${id}`, BROKER, { quoted_price: "1000" }, { requestId: id });
    expect(statusOf(result)).toBe(409);
    expect(payload(result).formError).toBe(message);
    expect(await snapshot()).toBe(before);
  });

  it("an unavailable jet is refused", async () => {
    const jet = await db().jet.findFirstOrThrow({ where: { isAvailable: false } });
    const before = await snapshot();
    const result = await post(
      brokerQuote,
      `/broker/quote/${rq("quotable")}`,
      BROKER,
      { quoted_price: "1000", jet_offered_id: jet.id },
      { requestId: rq("quotable") },
    );
    expect(statusOf(result)).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("a broker user without a broker link gets 'Broker bilgileri bulunamadı'", async () => {
    await createTestUser({ email: "baglantisiz.broker@ufukjet.test", role: "broker", brokerId: null });
    const id = rq("quotable");
    const before = await snapshot();
    const page = await get(brokerQuote, `/broker/quote/${id}`, "baglantisiz.broker@ufukjet.test", { requestId: id });
    expect(statusOf(page)).toBe(403);
    expect(payload(page)).toMatchObject({ message: "errors.noBrokerLink" });
    const result = await post(
      brokerQuote,
      `/broker/quote/${id}`,
      "baglantisiz.broker@ufukjet.test",
      { quoted_price: "1000" },
      { requestId: id },
    );
    expect(statusOf(result)).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("staff and customers cannot use the broker portal", async () => {
    for (const email of [ADMIN, OPS, CUSTOMER]) {
      expect(statusOf(await get(brokerDashboard, "/broker", email))).toBe(403);
      expect(statusOf(await get(brokerRequests, "/broker/quote-requests", email))).toBe(403);
      const before = await snapshot();
      expect(
        statusOf(
          await post(brokerQuote, `/broker/quote/${rq("quotable")}`, email, { quoted_price: "1000" }, { requestId: rq("quotable") }),
        ),
      ).toBe(403);
      expect(await snapshot()).toBe(before);
    }
  });

  it("the quote form shows the request, the block time and only the available jets that fit the trip", async () => {
    const id = rq("quotable");
    const data = payload(await get(brokerQuote, `/broker/quote/${id}`, BROKER, { requestId: id })) as {
      request: { route: { distanceKm: number }; customerName: string; customer?: unknown; passengerCount: number };
      blockMinutes: { shortest: number; longest: number } | null;
      jets: Array<{ id: string; blockMinutes: number }>;
    };
    expect(data.request.customer).toBeUndefined();
    expect(data.request.customerName).toMatch(/^\S+ \S\.$/);
    const available = await db().jet.findMany({ where: { isAvailable: true } });
    const fitting = available.filter((j) => jetMisfit(j, data.request.passengerCount, data.request.route.distanceKm) === null);
    expect(data.jets.map((j) => j.id).sort()).toEqual(fitting.map((j) => j.id).sort());
    // each jet's own block time from the charter engine, not ⌈km/500⌉ h
    for (const jet of data.jets) {
      const own = available.find((j) => j.id === jet.id)!;
      expect(jet.blockMinutes).toBe(fittingPlan(own, data.request.passengerCount, data.request.route.distanceKm)?.blockMinutes);
    }
    const blocks = data.jets.map((j) => j.blockMinutes);
    expect(data.blockMinutes).toEqual({ shortest: Math.min(...blocks), longest: Math.max(...blocks) });
  });
});

describe("broker isolation (IDOR)", () => {
  it("the dashboard counts and lists only the signed-in broker's own quotes", async () => {
    for (const [email, user] of [
      [BROKER, brokerUser],
      [BROKER2, broker2User],
    ] as const) {
      const data = payload(await get(brokerDashboard, "/broker?tab=mine", email)) as {
        quotes: Array<{ id: string }>;
        counts: { myQuotes: number; approved: number };
      };
      const own = await db().brokerQuote.findMany({ where: { userId: user.id }, select: { id: true } });
      expect(data.counts.myQuotes).toBe(own.length);
      expect(data.counts.approved).toBe(await db().brokerQuote.count({ where: { userId: user.id, status: "approved" } }));
      const ownIds = new Set(own.map((o) => o.id));
      expect(data.quotes.length).toBeGreaterThan(0);
      expect(data.quotes.every((q) => ownIds.has(q.id))).toBe(true);
    }
  });

  it("'this month' counts by year and month in Istanbul", async () => {
    const { quotes } = await freshRequestWithQuotes([broker2User]);
    const lastYear = new Date();
    lastYear.setUTCFullYear(lastYear.getUTCFullYear() - 1);
    const before = payload(await get(brokerDashboard, "/broker", BROKER2)) as { counts: { thisMonth: number } };
    await db().brokerQuote.update({
      where: { id: quotes[0].id },
      data: { submittedAt: lastYear, expiresAt: new Date(lastYear.getTime() + 48 * 3_600_000) },
    });
    const after = payload(await get(brokerDashboard, "/broker", BROKER2)) as { counts: { thisMonth: number } };
    expect(after.counts.thisMonth).toBe(before.counts.thisMonth - 1);
  });

  it("the requests tab shows only pending, visible requests", async () => {
    const data = payload(await get(brokerDashboard, "/broker", BROKER)) as {
      requests: Array<{ id: string; status: string }>;
      counts: { pendingRequests: number };
    };
    expect(data.requests.length).toBeGreaterThan(0);
    expect(data.requests.every((r) => r.status === "pending")).toBe(true);
    expect(data.requests.map((r) => r.id)).not.toContain(rq("hidden"));
    expect(data.counts.pendingRequests).toBe(await db().quoteRequest.count({ where: { status: "pending", visibleToBrokers: true } }));
  });

  it("the request list shows visible requests only, the broker's own prices only, and no customer contact data", async () => {
    const data = payload(await get(brokerRequests, "/broker/quote-requests", BROKER2)) as {
      rows: Array<{ id: string; myQuotes: Array<{ id: string }>; quoteCount: number; customerName: string }>;
      total: number;
    };
    expect(data.total).toBe(await db().quoteRequest.count({ where: { visibleToBrokers: true } }));
    const own = new Set((await db().brokerQuote.findMany({ where: { userId: broker2User.id }, select: { id: true } })).map((q) => q.id));
    const shown = data.rows.flatMap((row) => row.myQuotes.map((m) => m.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => !own.has(id))).toEqual([]);
    const serialized = JSON.stringify(data);
    expect(serialized).not.toContain("@");
    expect(serialized).not.toContain(bq("toClose"));
    const hidden = await db().quoteRequest.findMany({ where: { visibleToBrokers: false }, select: { id: true } });
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(serialized).not.toContain(h.id);
  });
});

/**
 * A guard has as many tests as conditions: each test below breaks exactly one condition of a decision's
 * conditional update and fails when that one condition is removed from the code.
 */
describe("the decisions' guards, condition by condition", () => {
  const input = (id: string) => ({ actorId: adminId, ip: null, baseUrl: "http://x", id });
  const stateOf = async (quoteId: string, requestId: string) => ({
    quote: (await db().brokerQuote.findUniqueOrThrow({ where: { id: quoteId } })).status,
    request: (await db().quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).status,
    audits: await db().auditLog.count({ where: { entityId: { in: [quoteId, requestId] } } }),
  });

  /**
   * Holds the expiry sweep back for one quote, as if the sweep had run a moment before the quote expired: a
   * trigger skips the sweep's write of that row (status → expired) and lets every other write through. The
   * decision's own conditional update is then the only thing between an expired quote and a decision.
   */
  async function withSweepHeldBackFor<T>(quoteId: string, fn: () => Promise<T>): Promise<T> {
    await db().$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION test_hold_back_sweep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = '${quoteId}'::uuid AND NEW.status = 'expired' THEN RETURN NULL; END IF;
        RETURN NEW;
      END $$`);
    await db().$executeRawUnsafe(
      `CREATE TRIGGER test_hold_back_sweep BEFORE UPDATE ON broker_quotes FOR EACH ROW EXECUTE FUNCTION test_hold_back_sweep()`,
    );
    try {
      return await fn();
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER test_hold_back_sweep ON broker_quotes`);
      await db().$executeRawUnsafe(`DROP FUNCTION test_hold_back_sweep()`);
    }
  }

  it("approve, 'the quote is still pending': a rejected quote of an open request is not approved", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { status: "rejected", decidedAt: new Date() } });
    const before = await stateOf(quotes[0].id, request.id);
    await expect(approveQuote(input(quotes[0].id))).rejects.toMatchObject({ code: "alreadyDecided" });
    expect(await stateOf(quotes[0].id, request.id)).toEqual(before);
    expect(before).toMatchObject({ quote: "rejected", request: "quoted" });
  });

  it("approve, 'not expired': the conditional update itself refuses a quote expiring exactly now that the sweep left pending", async () => {
    const now = new Date(Date.now() + 3_600_000);
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { expiresAt: now } });
    const before = await stateOf(quotes[0].id, request.id);
    await withSweepHeldBackFor(quotes[0].id, async () => {
      await expect(approveQuote(input(quotes[0].id), now)).rejects.toMatchObject({ code: "quoteExpired" });
    });
    // the sweep really was held back: the quote is still stored as pending, and nothing was decided
    expect(await stateOf(quotes[0].id, request.id)).toEqual(before);
    expect(before.quote).toBe("pending");
    // a millisecond earlier the same quote is approved (the hold-back itself does not refuse anything)
    await withSweepHeldBackFor(quotes[0].id, () => approveQuote(input(quotes[0].id), new Date(now.getTime() - 1)));
    expect(await stateOf(quotes[0].id, request.id)).toMatchObject({ quote: "approved", request: "accepted" });
  });

  it.each([
    ["cancelled", "requestCancelled"],
    ["accepted", "requestAccepted"],
  ] as const)(
    "approve, 'the request is still open': a pending quote of a %s request is refused with its own reason",
    async (status, code) => {
      const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
      // set directly: closing a request through the screen would also close its quotes
      await db().quoteRequest.update({ where: { id: request.id }, data: { status } });
      const before = await stateOf(quotes[0].id, request.id);
      await expect(approveQuote(input(quotes[0].id))).rejects.toMatchObject({ code });
      expect(await stateOf(quotes[0].id, request.id)).toEqual(before);
      expect(before.quote).toBe("pending");
    },
  );

  it("reject, 'the quote is still pending': an approved quote is not rejected", async () => {
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    await approveQuote(input(quotes[0].id));
    const before = await stateOf(quotes[0].id, request.id);
    await expect(rejectQuote(input(quotes[0].id))).rejects.toMatchObject({ code: "alreadyDecided" });
    expect(await stateOf(quotes[0].id, request.id)).toEqual(before);
    expect(before.quote).toBe("approved");
  });

  it("reject, 'not expired': the conditional update itself refuses a quote the sweep left pending", async () => {
    const now = new Date(Date.now() + 3_600_000);
    const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
    await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { expiresAt: now } });
    const before = await stateOf(quotes[0].id, request.id);
    await withSweepHeldBackFor(quotes[0].id, async () => {
      await expect(rejectQuote(input(quotes[0].id), now)).rejects.toMatchObject({ code: "quoteExpired" });
    });
    expect(await stateOf(quotes[0].id, request.id)).toEqual(before);
    expect(before.quote).toBe("pending");
  });

  it("submit, 'visible to brokers': the service itself refuses a hidden request (the page's own check passed by)", async () => {
    const id = rq("hidden");
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id } })).visibleToBrokers).toBe(false);
    const before = await snapshot();
    const submit = (requestId: string) =>
      submitQuote({
        scope: { userId: brokerUser.id, brokerId: brokerUser.brokerId },
        requestId,
        quotedPrice: 1000,
        currency: "USD",
        jetOfferedId: null,
        validityHours: 48,
        brokerNotes: null,
        ip: null,
        baseUrl: "http://x",
      });
    await expect(submit(id)).rejects.toMatchObject({ code: "requestNotFound" });
    expect(await snapshot()).toBe(before);
    // the same call on a visible pending request goes through
    const { request } = await freshRequestWithQuotes([]);
    await expect(submit(request.id)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("request status, 'a different status': setting the current status again changes nothing and is no error", async () => {
    const { request } = await freshRequestWithQuotes([]);
    const before = await snapshot();
    const result = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-status", id: request.id, status: "quoted" });
    expect(await toastOf(result)).toMatchObject({ type: "info", description: "Talep zaten bu durumda." });
    expect(await snapshot()).toBe(before);
  });

  it("request status, 'the machine allows the move': a cancelled request is not reopened", async () => {
    const { request } = await freshRequestWithQuotes([]);
    await db().quoteRequest.update({ where: { id: request.id }, data: { status: "cancelled" } });
    const before = await snapshot();
    for (const to of ["pending", "quoted", "accepted"]) {
      const result = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-status", id: request.id, status: to });
      expect((await toastOf(result))?.type, to).toBe("error");
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(["pending", "approved"] as const)(
    "request status, 'no live quotes' for quoted → pending: a %s quote keeps the request quoted",
    async (quoteStatus) => {
      const { request, quotes } = await freshRequestWithQuotes([brokerUser]);
      await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { status: quoteStatus } });
      const before = await snapshot();
      const result = await post(adminRequests, "/admin/quote-requests", ADMIN, { intent: "set-status", id: request.id, status: "pending" });
      expect(await toastOf(result)).toMatchObject({ type: "error" });
      expect(await snapshot()).toBe(before);
      // with the quote rejected the same move is allowed
      await db().brokerQuote.update({ where: { id: quotes[0].id }, data: { status: "rejected" } });
      const allowed = await post(adminRequests, "/admin/quote-requests", ADMIN, {
        intent: "set-status",
        id: request.id,
        status: "pending",
      });
      expect((await toastOf(allowed))?.type).toBe("success");
      expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("pending");
    },
  );
});
