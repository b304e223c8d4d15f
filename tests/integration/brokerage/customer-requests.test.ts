import { beforeAll, describe, expect, it } from "vitest";
import * as authRoute from "#app/routes/auth/auth";
import * as adminQuotesRoute from "#app/routes/admin/broker-quotes";
import * as requestsRoute from "#app/routes/customer/requests";
import { signUp, verifyEmail } from "#app/server/customers/sign-up.server";
import { acceptOffer } from "#app/server/brokerage/offer-answers.server";
import { db } from "#app/server/platform/db/client.server";
import { approveQuote } from "#app/server/brokerage/staff-quote-decisions.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeCustomerUser, makeJet, makeQuoteRequest, makeReservation, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * /dashboard/requests through its route module and service: only the customer's own requests and approved
 * offers (nothing of brokers or staff notes), accept once (also under twenty parallel clicks) and never after
 * expiry, decline with a reason, ≥ 40 refused inputs, another customer's offer answering 404, the "offer
 * ready" e-mail's two links, and guest requests joining an account only when its e-mail is verified.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CUSTOMER = "musteri@ufukjet.test";
const OTHER = "irem.sahin@example.com.tr";
const PATH = "/dashboard/requests";
const MISSING = "00000000-0000-4000-8000-000000000000";

const ids = { admin: "", customer: "", other: "", route: "", jet: "", broker: "", brokerUser: "" };
let slot = 0;

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  ids.admin = accounts.admin.id;
  ids.customer = accounts.customer.customer.id;
  ids.other = (await makeCustomerUser({ email: OTHER, customer: { firstName: "İrem", lastName: "Şahin" } })).customer.id;
  ids.route = (await makeRoute("İstanbul", "Londra")).id;
  ids.jet = (await makeJet({ seatCapacity: 10 })).id;
  ids.broker = accounts.broker.broker.id;
  ids.brokerUser = accounts.broker.user.id;
  // an earlier request of the customer, still waiting for offers
  await makeQuoteRequest({ customerId: ids.customer, routeId: ids.route, createdAt: new Date(Date.now() - 3 * DAY) });
});

/** An accepted request of `customerId` with one offer (approved by default), far in the future, a week apart per call. */
async function offerFor(
  customerId: string,
  options: {
    expiresInHours?: number;
    jet?: boolean;
    status?: "approved" | "pending" | "rejected";
    requestStatus?: "accepted" | "quoted";
  } = {},
) {
  slot += 1;
  const departure = new Date(Date.now() + (300 + slot * 7) * DAY);
  departure.setUTCHours(9, 0, 0, 0);
  const request = await db().quoteRequest.create({
    data: {
      customerId,
      routeId: ids.route,
      passengerCount: 3,
      departureDatetime: departure,
      status: options.requestStatus ?? "accepted",
      visibleToBrokers: true,
    },
    select: { id: true },
  });
  const quote = await db().brokerQuote.create({
    data: {
      quoteRequestId: request.id,
      brokerId: ids.broker,
      userId: ids.brokerUser,
      quotedPrice: "47250.50",
      currency: "EUR",
      jetOfferedId: options.jet === false ? null : ids.jet,
      validityHours: 48,
      brokerNotes: "GİZLİ broker notu",
      decisionNote: "GİZLİ personel notu",
      expiresAt: new Date(Date.now() + (options.expiresInHours ?? 48) * HOUR),
      status: options.status ?? "approved",
      decidedAt: new Date(),
      decidedBy: ids.admin,
    },
    select: { id: true },
  });
  return { requestId: request.id, offerId: quote.id, departure };
}

const post = async (fields: Record<string, string | string[]>, email = CUSTOMER) =>
  run(requestsRoute, "action", await signedInRequest(PATH, email, formInit(fields)));
const load = async (email = CUSTOMER, path = PATH) => run(requestsRoute, "loader", await signedInRequest(path, email));

type LoaderData = Awaited<ReturnType<typeof requestsRoute.loader>>;
function dataOf<T>(result: unknown): T {
  return (result && typeof result === "object" && "data" in result ? (result as { data: T }).data : result) as T;
}

/** Everything a refused post must leave untouched. */
async function snapshot() {
  const [reservations, quotes, requests, audits, mails] = await Promise.all([
    db().reservation.count(),
    db().brokerQuote.findMany({ orderBy: { id: "asc" }, select: { id: true, customerResponse: true, customerResponseNote: true } }),
    db().quoteRequest.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true } }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ reservations, quotes, requests, audits, mails });
}

describe("the list", () => {
  it("shows the customer's own requests newest first with their approved offers, never brokers or notes", async () => {
    const mine = await offerFor(ids.customer);
    await db().brokerQuote.create({
      data: {
        quoteRequestId: mine.requestId,
        brokerId: ids.broker,
        userId: ids.brokerUser,
        quotedPrice: "99999",
        currency: "USD",
        expiresAt: new Date(Date.now() + DAY),
        status: "rejected",
      },
    });
    const theirs = await offerFor(ids.other);
    const data = dataOf<LoaderData>(await load());
    expect(data.linked).toBe(true);
    const rows = data.list!.rows;
    expect(rows.length).toBeGreaterThan(1);
    const own = await db().quoteRequest.findMany({ where: { customerId: ids.customer }, select: { id: true } });
    expect(data.list!.total).toBe(own.length);
    expect(rows.every((r) => own.some((o) => o.id === r.id))).toBe(true);
    expect(rows.some((r) => r.id === theirs.requestId)).toBe(false);
    const created = rows.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const row = rows.find((r) => r.id === mine.requestId)!;
    expect(row.offers).toHaveLength(1);
    expect(row.offers[0]).toMatchObject({ id: mine.offerId, price: "47250.5", currency: "EUR", state: "open" });
    expect(row.offers[0]!.timeLeft).toMatchObject({ days: 1, hours: 23 });
    expect(row.offers[0]!.jet).toBeTruthy();
    const json = JSON.stringify(data);
    expect(json).not.toContain("GİZLİ");
    expect(json).not.toContain("99999");
    // the operator's company name is the offer's (decision 048); the broker's people and ids are not
    expect(row.offers[0]!.operator).toBe("Anadolu Jet Partners");
    expect(json).not.toContain("broker@ufukjet.test");
    expect(json).not.toContain(ids.broker);
  });

  it("shows the customer's open offers and an offer staff turned into a flight, and pages ten at a time", async () => {
    const open = [await offerFor(ids.customer), await offerFor(ids.customer)];
    // staff turned this one into a reservation; its offer has long expired since
    const converted = await offerFor(ids.customer, { expiresInHours: -24 * 20 });
    await makeReservation({ customerId: ids.customer, routeId: ids.route, quoteRequestId: converted.requestId, status: "confirmed" });
    const first = dataOf<LoaderData>(await load());
    const all = [...first.list!.rows];
    for (let page = 2; page <= first.list!.pages; page++)
      all.push(...dataOf<LoaderData>(await load(CUSTOMER, `${PATH}?page=${page}`)).list!.rows);
    expect(first.list!.rows.length).toBeLessThanOrEqual(10);
    expect(all.length).toBe(first.list!.total);
    const openRows = all.filter((r) => open.some((o) => o.requestId === r.id));
    expect(openRows).toHaveLength(2);
    expect(openRows.every((r) => r.offers.length === 1 && r.offers[0]!.state === "open")).toBe(true);
    // the converted request's (long expired) offer shows as accepted, with the flight
    const convertedRow = all.find((r) => r.id === converted.requestId)!;
    expect(convertedRow.reservationId).not.toBeNull();
    expect(convertedRow.offers[0]).toMatchObject({ state: "accepted", timeLeft: null });
  });

  it("shows nothing to an account not linked to a customer record", async () => {
    await createTestUser({ email: "unlinked@example.com" });
    const data = dataOf<LoaderData>(await load("unlinked@example.com"));
    expect(data).toMatchObject({ linked: false, list: null });
    const { offerId } = await offerFor(ids.customer);
    const before = await snapshot();
    expect(statusOf(await post({ intent: "accept", id: offerId }, "unlinked@example.com"))).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("accept", () => {
  it("creates the reservation from the offer, records the answer, tells staff and leads to the flight", async () => {
    const { offerId, requestId, departure } = await offerFor(ids.customer);
    const result = await post({ intent: "accept", id: offerId });
    expect(statusOf(result)).toBe(302);
    const reservation = await db().reservation.findUniqueOrThrow({ where: { quoteRequestId: requestId } });
    expect(locationOf(result)).toBe(`/dashboard/flights/${reservation.id}`);
    expect(reservation).toMatchObject({ customerId: ids.customer, jetId: ids.jet, status: "optional", currency: "EUR", passengerCount: 3 });
    expect(reservation.totalAmount!.toString()).toBe("47250.5");
    expect(reservation.departureDatetime.getTime()).toBe(departure.getTime());
    expect(reservation.arrivalDatetime!.getTime()).toBeGreaterThan(departure.getTime());
    const quote = await db().brokerQuote.findUniqueOrThrow({ where: { id: offerId } });
    expect(quote.customerResponse).toBe("accepted");
    expect(quote.customerRespondedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "broker_quote.customer_accept", entityId: offerId } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "reservation.create", entityId: reservation.id } })).toBe(1);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "offer.accepted", text: { contains: reservation.id } } });
    expect(mail.to).toBe("operasyon@ufukjet.test");
    expect(mail.text).toContain(`${BASE}/admin/reservations/${reservation.id}`);
    // the customer is told their option is held, with the deposit (30 % of €47.250,50) and the link to pay it by card
    const own = await db().outboxEmail.findFirstOrThrow({
      where: { template: "offer.accepted-customer", text: { contains: reservation.id } },
    });
    expect(own.to).toBe(
      reservation.customerId === ids.customer ? (await db().customer.findUniqueOrThrow({ where: { id: ids.customer } })).email : "",
    );
    expect(own.text).toContain(`${BASE}/dashboard/flights/${reservation.id}`);
    expect(own.text).toContain("€14.175,15");
    // the list now shows the answer and the flight
    const row = dataOf<LoaderData>(await load()).list!.rows.find((r) => r.id === requestId)!;
    expect(row.offers[0]!.state).toBe("accepted");
    expect(row.reservationId).toBe(reservation.id);
  });

  it("twenty parallel accepts make exactly one reservation, one answer and one e-mail", async () => {
    const { offerId, requestId } = await offerFor(ids.customer);
    const mailsBefore = await db().outboxEmail.count({ where: { template: "offer.accepted" } });
    const results = await Promise.all(Array.from({ length: 20 }, () => post({ intent: "accept", id: offerId })));
    const reservations = await db().reservation.findMany({ where: { quoteRequestId: requestId } });
    expect(reservations).toHaveLength(1);
    const locations = results.map(locationOf);
    expect(results.every((r) => statusOf(r) === 302)).toBe(true);
    expect(locations.filter((l) => l === `/dashboard/flights/${reservations[0]!.id}`)).toHaveLength(1);
    expect(locations.filter((l) => l === PATH)).toHaveLength(19);
    expect(await db().auditLog.count({ where: { action: "broker_quote.customer_accept", entityId: offerId } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "offer.accepted" } })).toBe(mailsBefore + 1);
  });

  it("refuses an expired offer, also under twenty parallel clicks, and writes nothing", async () => {
    const { offerId, requestId } = await offerFor(ids.customer, { expiresInHours: -1 });
    const before = await snapshot();
    const results = await Promise.all(Array.from({ length: 20 }, () => post({ intent: "accept", id: offerId })));
    expect(results.map(locationOf).every((l) => l === PATH)).toBe(true);
    expect(await db().reservation.count({ where: { quoteRequestId: requestId } })).toBe(0);
    expect(await snapshot()).toBe(before);
    // the list shows it expired, without a countdown
    const row = dataOf<LoaderData>(await load()).list!.rows.find((r) => r.id === requestId)!;
    expect(row.offers[0]).toMatchObject({ state: "expired", timeLeft: null });
  });

  it("counts an offer expiring exactly now as expired, and one a millisecond later as open", async () => {
    const { offerId } = await offerFor(ids.customer);
    const quote = await db().brokerQuote.findUniqueOrThrow({ where: { id: offerId } });
    const input = { customerId: ids.customer, userId: ids.admin, offerId, ip: null, baseUrl: BASE };
    await expect(acceptOffer(input, quote.expiresAt)).rejects.toMatchObject({ code: "offerExpired" });
    const done = await acceptOffer(input, new Date(quote.expiresAt.getTime() - 1));
    expect(done.reservationId).toBeTruthy();
  });

  it("refuses a second answer: accept after accept, decline after accept, accept after decline", async () => {
    const a = await offerFor(ids.customer);
    expect(locationOf(await post({ intent: "accept", id: a.offerId }))).toMatch(/^\/dashboard\/flights\//);
    const before = await snapshot();
    expect(locationOf(await post({ intent: "accept", id: a.offerId }))).toBe(PATH);
    expect(locationOf(await post({ intent: "decline", id: a.offerId }))).toBe(PATH);
    expect(await snapshot()).toBe(before);
    const b = await offerFor(ids.customer);
    expect(locationOf(await post({ intent: "decline", id: b.offerId }))).toBe(PATH);
    const afterDecline = await snapshot();
    expect(locationOf(await post({ intent: "accept", id: b.offerId }))).toBe(PATH);
    expect(await db().reservation.count({ where: { quoteRequestId: b.requestId } })).toBe(0);
    expect(await snapshot()).toBe(afterDecline);
  });

  it("refuses an offer whose request is no longer accepted (service and conditional update)", async () => {
    const { offerId, requestId } = await offerFor(ids.customer);
    await db().quoteRequest.update({ where: { id: requestId }, data: { status: "cancelled" } });
    const before = await snapshot();
    const input = { customerId: ids.customer, userId: ids.admin, offerId, ip: null, baseUrl: BASE };
    await expect(acceptOffer(input)).rejects.toMatchObject({ code: "requestClosed" });
    expect(await snapshot()).toBe(before);
  });

  it("starts as a draft when the offered jet is already held at that time, and without a jet", async () => {
    const held = await offerFor(ids.customer);
    await db().reservation.create({
      data: {
        customerId: ids.other,
        routeId: ids.route,
        jetId: ids.jet,
        departureDatetime: new Date(held.departure.getTime() - HOUR),
        arrivalDatetime: new Date(held.departure.getTime() + 10 * HOUR),
        passengerCount: 2,
        status: "confirmed",
      },
    });
    expect(statusOf(await post({ intent: "accept", id: held.offerId }))).toBe(302);
    expect(await db().reservation.findUniqueOrThrow({ where: { quoteRequestId: held.requestId } })).toMatchObject({
      status: "draft",
      jetId: ids.jet,
    });
    // a draft holds nothing and takes no payment yet: no "option held" e-mail
    const draft = await db().reservation.findUniqueOrThrow({ where: { quoteRequestId: held.requestId } });
    expect(await db().outboxEmail.count({ where: { template: "offer.accepted-customer", text: { contains: draft.id } } })).toBe(0);
    const noJet = await offerFor(ids.customer, { jet: false });
    expect(statusOf(await post({ intent: "accept", id: noJet.offerId }))).toBe(302);
    expect(await db().reservation.findUniqueOrThrow({ where: { quoteRequestId: noJet.requestId } })).toMatchObject({
      status: "draft",
      jetId: null,
    });
  });
});

describe("decline", () => {
  it("records the answer and the reason, closes the request and tells staff; twenty parallel clicks answer once", async () => {
    const { offerId, requestId } = await offerFor(ids.customer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post({ intent: "decline", id: offerId, reason: "Tarih değişti, daha sonra yeniden soracağım." })),
    );
    expect(results.every((r) => statusOf(r) === 302 && locationOf(r) === PATH)).toBe(true);
    const quote = await db().brokerQuote.findUniqueOrThrow({ where: { id: offerId } });
    expect(quote).toMatchObject({ customerResponse: "declined", customerResponseNote: "Tarih değişti, daha sonra yeniden soracağım." });
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("cancelled");
    expect(await db().auditLog.count({ where: { action: "broker_quote.customer_decline", entityId: offerId } })).toBe(1);
    const mails = await db().outboxEmail.findMany({ where: { template: "offer.declined", text: { contains: "Tarih değişti" } } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("operasyon@ufukjet.test");
    expect(await db().reservation.count({ where: { quoteRequestId: requestId } })).toBe(0);
  });

  it("shows staff the customer's answer and note next to the approved offer", async () => {
    const declined = await offerFor(ids.customer);
    const open = await offerFor(ids.customer);
    expect(locationOf(await post({ intent: "decline", id: declined.offerId, reason: "Bütçe aşıldı." }))).toBe(PATH);
    const staffRows = async (requestId: string) =>
      (
        (await run(
          adminQuotesRoute,
          "loader",
          await signedInRequest(`/admin/broker-quotes?request_id=${requestId}`, "admin@ufukjet.test"),
        )) as {
          rows: { id: string; customerResponse: string | null; customerResponseNote: string | null; customerRespondedAt: Date | null }[];
        }
      ).rows;
    const [row] = await staffRows(declined.requestId);
    expect(row).toMatchObject({ id: declined.offerId, customerResponse: "declined", customerResponseNote: "Bütçe aşıldı." });
    expect(row!.customerRespondedAt).not.toBeNull();
    expect((await staffRows(open.requestId))[0]).toMatchObject({ id: open.offerId, customerResponse: null, customerResponseNote: null });
  });

  it("declines without a reason", async () => {
    const { offerId } = await offerFor(ids.customer);
    expect(locationOf(await post({ intent: "decline", id: offerId }))).toBe(PATH);
    expect((await db().brokerQuote.findUniqueOrThrow({ where: { id: offerId } })).customerResponseNote).toBeNull();
  });

  it("refuses an expired offer", async () => {
    const { offerId } = await offerFor(ids.customer, { expiresInHours: -2 });
    const before = await snapshot();
    expect(locationOf(await post({ intent: "decline", id: offerId }))).toBe(PATH);
    expect(await snapshot()).toBe(before);
  });
});

describe("ownership", () => {
  it("answers 404 for another customer's offer, a quote staff did not approve, and an unknown id; nothing is written", async () => {
    const theirs = await offerFor(ids.other);
    const pending = await offerFor(ids.customer, { status: "pending", requestStatus: "quoted" });
    const rejected = await offerFor(ids.customer, { status: "rejected" });
    const before = await snapshot();
    for (const id of [theirs.offerId, pending.offerId, rejected.offerId, MISSING]) {
      expect(statusOf(await post({ intent: "accept", id })), `accept ${id}`).toBe(404);
      expect(statusOf(await post({ intent: "decline", id, reason: "x" })), `decline ${id}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
    // the same offer is answerable by its own customer
    expect(statusOf(await post({ intent: "accept", id: theirs.offerId }, OTHER))).toBe(302);
  });

  it("shows one request by ?request= or ?offer= only to its customer; others, unknown and malformed ids answer 404", async () => {
    const mine = await offerFor(ids.customer);
    const theirs = await offerFor(ids.other);
    const pending = await offerFor(ids.customer, { status: "pending", requestStatus: "quoted" });
    for (const path of [`${PATH}?request=${mine.requestId}`, `${PATH}?offer=${mine.offerId}`]) {
      const data = dataOf<LoaderData>(await load(CUSTOMER, path));
      expect(data.focused, path).toBe(true);
      expect(
        data.list!.rows.map((r) => r.id),
        path,
      ).toEqual([mine.requestId]);
    }
    for (const path of [
      `${PATH}?request=${theirs.requestId}`,
      `${PATH}?offer=${theirs.offerId}`,
      `${PATH}?offer=${pending.offerId}`,
      `${PATH}?request=${MISSING}`,
      `${PATH}?request=abc`,
      `${PATH}?offer=`,
    ]) {
      expect(statusOf(await load(CUSTOMER, path)), path).toBe(404);
    }
    // the other customer sees their own
    expect(dataOf<LoaderData>(await load(OTHER, `${PATH}?request=${theirs.requestId}`)).list!.rows).toHaveLength(1);
  });

  it("never takes the customer from the form", async () => {
    const theirs = await offerFor(ids.other);
    const before = await snapshot();
    expect(statusOf(await post({ intent: "accept", id: theirs.offerId, customer_id: ids.other, customerId: ids.other }))).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("refused inputs", () => {
  const long = (n: number) => "a".repeat(n);
  const cases: Array<[string, Record<string, string | string[]>]> = [];

  it("answers each of ≥ 40 bad inputs with 400 and a field error, and writes nothing", async () => {
    const { offerId } = await offerFor(ids.customer);
    const id = offerId;
    cases.push(
      ["no intent", { id }],
      ["empty intent", { intent: "", id }],
      ["upper-case intent", { intent: "ACCEPT", id }],
      ["intent with a space", { intent: "accept ", id }],
      ["unknown intent reject", { intent: "reject", id }],
      ["unknown intent approve", { intent: "approve", id }],
      ["unknown intent delete", { intent: "delete", id }],
      ["unknown intent cancel", { intent: "cancel", id }],
      ["huge intent", { intent: long(5000), id }],
      ["two intents", { intent: ["accept", "decline"], id }],
      ["accept without id", { intent: "accept" }],
      ["accept empty id", { intent: "accept", id: "" }],
      ["accept short id", { intent: "accept", id: "abc" }],
      ["accept numeric id", { intent: "accept", id: "1" }],
      ["accept id without dashes", { intent: "accept", id: id.replace(/-/g, "") }],
      ["accept id with a suffix", { intent: "accept", id: `${id}x` }],
      ["accept id with a space", { intent: "accept", id: ` ${id}` }],
      ["accept id in braces", { intent: "accept", id: `{${id}}` }],
      ["accept id with a non-hex letter", { intent: "accept", id: `${id.slice(0, -1)}g` }],
      ["accept SQL", { intent: "accept", id: "' OR 1=1 --" }],
      ["accept path", { intent: "accept", id: "../../etc/passwd" }],
      ["accept markup", { intent: "accept", id: "<script>alert(1)</script>" }],
      ["accept null word", { intent: "accept", id: "null" }],
      ["accept undefined word", { intent: "accept", id: "undefined" }],
      ["accept emoji", { intent: "accept", id: "✈️" }],
      ["accept huge id", { intent: "accept", id: long(10_000) }],
      ["accept two ids", { intent: "accept", id: [id, MISSING] }],
      ["decline without id", { intent: "decline", reason: "x" }],
      ["decline empty id", { intent: "decline", id: "", reason: "x" }],
      ["decline bad id", { intent: "decline", id: "12345678-1234-1234-1234-1234567890" }],
      ["decline SQL id", { intent: "decline", id: "1; DROP TABLE broker_quotes" }],
      ["decline two ids", { intent: "decline", id: [id, id] }],
      ["reason 501 characters", { intent: "decline", id, reason: long(501) }],
      ["reason 5000 characters", { intent: "decline", id, reason: long(5000) }],
      ["reason with a bell", { intent: "decline", id, reason: "neden\u0007" }],
      ["reason with an escape sequence", { intent: "decline", id, reason: "\u001b[31mkırmızı" }],
      ["reason with DEL", { intent: "decline", id, reason: "sil\u007f" }],
      ["reason with a start-of-heading", { intent: "decline", id, reason: "\u0001" }],
      ["reason with a backspace", { intent: "decline", id, reason: "ab\u0008c" }],
      ["reason with a form feed", { intent: "decline", id, reason: "a\u000cb" }],
      ["two reasons", { intent: "decline", id, reason: ["bir", "iki"] }],
      ["reason 501 Turkish letters", { intent: "decline", id, reason: "ş".repeat(501) }],
    );
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const [name, fields] of cases) {
      const result = await post(fields);
      expect(statusOf(result), name).toBe(400);
      const errors = dataOf<{ result: { error?: Record<string, string[] | null> } }>(result).result.error ?? {};
      expect(
        Object.values(errors).some((m) => (m?.length ?? 0) > 0),
        `${name}: ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
    expect(await snapshot()).toBe(before);
    // the same offer with a good form is answered
    expect(locationOf(await post({ intent: "decline", id, reason: long(500) }))).toBe(PATH);
  });
});

describe("the 'offer ready' e-mail", () => {
  async function pendingQuote(customerId: string) {
    const { offerId, requestId } = await offerFor(customerId, { status: "pending", requestStatus: "quoted" });
    return { offerId, requestId };
  }

  it("links a customer with an account to the offer through the one-time link (decision 047), in the approval's transaction", async () => {
    const { offerId } = await pendingQuote(ids.customer);
    const before = await db().outboxEmail.count({ where: { template: "offer.ready", to: CUSTOMER } });
    await approveQuote({ actorId: ids.admin, ip: null, baseUrl: BASE, id: offerId });
    const mails = await db().outboxEmail.findMany({ where: { template: "offer.ready", to: CUSTOMER }, orderBy: { createdAt: "desc" } });
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toMatch(new RegExp(`${BASE}/teklif/ac\\?t=[A-Za-z0-9_-]{43}`));
    expect(mails[0]!.text).not.toContain("/auth?");
    expect(mails[0]!.text).toContain("47.250,50");
    expect(mails[0]!.subject).toContain("Londra");
    // a refused second approval writes no second e-mail
    await expect(approveQuote({ actorId: ids.admin, ip: null, baseUrl: BASE, id: offerId })).rejects.toBeTruthy();
    expect(await db().outboxEmail.count({ where: { template: "offer.ready", to: CUSTOMER } })).toBe(before + 1);
  });

  it("sends a guest without an account the one-time link: no sign-up first (decision 047)", async () => {
    const guest = await db().customer.create({ data: { firstName: "Misafir", lastName: "Yolcu", email: "misafir.yolcu@example.com" } });
    const { offerId } = await pendingQuote(guest.id);
    await approveQuote({ actorId: ids.admin, ip: null, baseUrl: BASE, id: offerId });
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "offer.ready", to: guest.email } });
    const links = mail.text.match(/https?:\/\/\S+/g)!;
    expect(links).toHaveLength(1);
    const url = new URL(links[0]!);
    expect(url.origin + url.pathname).toBe(`${BASE}/teklif/ac`);
    expect(await db().offerLink.count({ where: { email: guest.email, usedAt: null } })).toBe(1);
    expect(mail.text).toContain("hesap açmanıza gerek yok");
  });

  it("keeps the sign-in page for an address of a staff or broker account: no link signs them in", async () => {
    const staffAddress = await db().customer.create({
      data: { firstName: "Personel", lastName: "Adresi", email: "operasyon@ufukjet.test" },
    });
    const { offerId } = await pendingQuote(staffAddress.id);
    await approveQuote({ actorId: ids.admin, ip: null, baseUrl: BASE, id: offerId });
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "offer.ready", to: staffAddress.email } });
    expect(mail.text).toContain(`${BASE}/dashboard/requests`);
    expect(mail.text).not.toContain("/teklif/ac");
    expect(await db().offerLink.count({ where: { email: staffAddress.email } })).toBe(0);
  });
});

describe("the sign-up link", () => {
  it("fills in a valid e-mail from the link, and ignores anything else", async () => {
    const open = async (query: string) =>
      dataOf<{ email: string; tab: string; redirectTo: string }>(await run(authRoute, "loader", new Request(`${BASE}/auth?${query}`)));
    expect(await open("tab=signup&email=Misafir.Yolcu%40example.com&redirectTo=%2Fdashboard%2Frequests")).toMatchObject({
      email: "misafir.yolcu@example.com",
      tab: "signup",
      redirectTo: "/dashboard/requests",
    });
    for (const bad of ["not-an-email", "%3Cscript%3E%40x.com", "a%40b", ""])
      expect((await open(`tab=signup&email=${bad}`)).email, bad).toBe("");
  });
});

describe("guest requests join the account on verification only", () => {
  async function tokenFor(email: string) {
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { to: email, template: "verify-email" },
      orderBy: { createdAt: "desc" },
    });
    return decodeURIComponent(mail.text.match(/token=([^\s&]+)/)![1]!);
  }

  it("links the guest's customer record when the e-mail is verified, and not before", async () => {
    const email = "eski.misafir@example.com";
    const guest = await db().customer.create({ data: { firstName: "Eski", lastName: "Misafir", email } });
    const { requestId } = await offerFor(guest.id);
    await signUp({ firstName: "Eski", lastName: "Misafir", email, password: "UfukJet!2026", role: "sales", baseUrl: BASE });
    const user = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, profile: { select: { customerId: true } } } });
    expect(user.profile!.customerId).toBeNull();
    expect(dataOf<LoaderData>(await load(email))).toMatchObject({ linked: false, list: null });
    expect(await verifyEmail(await tokenFor(email))).toBe(true);
    const after = await db().userProfile.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.customerId).toBe(guest.id);
    const data = dataOf<LoaderData>(await load(email));
    expect(data.list!.rows.map((r) => r.id)).toEqual([requestId]);
  });

  it("never links a customer record already linked to another account", async () => {
    const email = "bagli.musteri@example.com";
    const customer = await db().customer.create({ data: { firstName: "Bağlı", lastName: "Müşteri", email } });
    const owner = await createTestUser({ email: "baska.hesap@example.com", customerId: customer.id });
    await signUp({ firstName: "Bağlı", lastName: "Müşteri", email, password: "UfukJet!2026", role: "sales", baseUrl: BASE });
    expect(await verifyEmail(await tokenFor(email))).toBe(true);
    const user = await db().user.findUniqueOrThrow({ where: { email }, select: { profile: { select: { customerId: true } } } });
    expect(user.profile!.customerId).toBeNull();
    expect((await db().userProfile.findUniqueOrThrow({ where: { id: owner.id } })).customerId).toBe(customer.id);
  });
});
