import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as flightRoute from "#app/routes/customer/flight";
import * as flightPdf from "#app/routes/customer/flight-pdf";
import * as flightsRoute from "#app/routes/customer/flights";
import * as historyRoute from "#app/routes/customer/history";
import * as dashboardRoute from "#app/routes/customer/dashboard";
import { flightMinutes } from "#app/lib/domain/customer-flight";
import { reservationCode } from "#app/lib/domain/reservation-code";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { db } from "#app/server/platform/db/client.server";
import { cancelCustomerFlight, openRequestsOf, resolveRequest } from "#app/server/bookings/customer-flight-changes.server";
import { CustomerFlightError } from "#app/server/bookings/customer-flights.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeJet, makeRoleAccounts, makeRoute } from "../../support/factories";
import { present } from "../../support/present";

/**
 * The customer's flights (/dashboard/flights, /dashboard/flights/{id}, its PDF, /dashboard/history) against
 * PGlite: ownership (another customer's reservation is 404 everywhere), the cancel rules along the status
 * machine, cancellation and change requests (persisted, audited, e-mailed to staff, one per double click),
 * parallel clicks, bad input, the history's years, filters and per-currency spend.
 */
const DEMO = "musteri@ufukjet.test";
const OTHER = "baska.musteri@example.com";
const FRESH = "tarihce.musteri@example.com";
const DAY = 86_400_000;

let demoCustomerId: string;
let otherCustomerId: string;
let freshCustomerId: string;
let routeId: string;
let route: { distanceKm: number };
let jet: { id: string; maxSpeedKmh: number };

beforeAll(async () => {
  await seedAirports(db());
  demoCustomerId = (await makeRoleAccounts()).customer.customer.id;
  await makeRoute("İstanbul", "Londra");
  await makeJet();
  const other = await db().customer.create({ data: { firstName: "Başka", lastName: "Müşteri", email: OTHER }, select: { id: true } });
  otherCustomerId = other.id;
  await createTestUser({ email: OTHER, role: "sales", customerId: other.id });
  const fresh = await db().customer.create({ data: { firstName: "Tarihçe", lastName: "Müşteri", email: FRESH }, select: { id: true } });
  freshCustomerId = fresh.id;
  await createTestUser({ email: FRESH, role: "sales", customerId: fresh.id });
  const r = await db().route.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true, distanceKm: true } });
  routeId = r.id;
  route = r;
  jet = await db().jet.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true, maxSpeedKmh: true } });
});

async function newReservation(
  customerId: string,
  status: ReservationStatus,
  options: { departure?: Date; currency?: "TRY" | "EUR" | "USD"; amount?: string | null; withJet?: boolean } = {},
) {
  const departure = options.departure ?? new Date(Date.now() + 30 * DAY);
  return db().reservation.create({
    data: {
      customerId,
      routeId,
      // drafts and cancelled flights never hold the jet, so the tests' reservations never clash
      jetId: options.withJet === false || status === "optional" || status === "confirmed" ? null : jet.id,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + 3 * 3_600_000),
      passengerCount: 3,
      cateringRequired: true,
      status,
      totalAmount: options.amount === undefined ? "10000.00" : options.amount,
      currency: options.currency ?? "TRY",
    },
    select: { id: true },
  });
}

const path = (id: string) => `/dashboard/flights/${id}`;

async function post(id: string, fields: Record<string, string | string[]>, email = DEMO) {
  return run(flightRoute, "action", await signedInRequest(path(id), email, formInit(fields)), { reservationId: id });
}

async function load(id: string, email = DEMO) {
  return run(flightRoute, "loader", await signedInRequest(path(id), email), { reservationId: id });
}

/** Everything a refused or repeated post must leave as it was. */
async function snapshot() {
  const [reservations, requests, audits, mails] = await Promise.all([
    db().reservation.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, updatedAt: true } }),
    db().reservationChangeRequest.count(),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ reservations, requests, audits, mails });
}

const cancelFields = (status: string, extra: Record<string, string> = {}) => ({
  intent: "cancel",
  request_key: randomUUID(),
  status,
  confirm: "yes",
  ...extra,
});

function fieldErrors(result: unknown): Record<string, string[]> {
  const reply = (result as { data?: { result?: { error?: Record<string, string[] | null> } } }).data?.result;
  return Object.fromEntries(Object.entries(reply?.error ?? {}).filter(([, v]) => v && v.length > 0)) as Record<string, string[]>;
}

describe("upcoming flights", () => {
  it("lists the customer's own open flights from today on, never another customer's, the same on both addresses", async () => {
    const mine = await newReservation(demoCustomerId, "draft", { departure: new Date(Date.now() + 12 * DAY) });
    const foreign = await newReservation(otherCustomerId, "draft", { departure: new Date(Date.now() + 12 * DAY) });
    const mineDone = await newReservation(demoCustomerId, "completed", { departure: new Date(Date.now() - 12 * DAY) });
    for (const url of ["/dashboard/flights", "/dashboard/upcoming-flights"]) {
      const data = (await run(flightsRoute, "loader", await signedInRequest(url, DEMO))) as Awaited<ReturnType<typeof flightsRoute.loader>>;
      const ids = data.rows.map((r) => r.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(foreign.id);
      expect(ids).not.toContain(mineDone.id);
      const expected = await db().reservation.count({
        where: {
          customerId: demoCustomerId,
          status: { in: ["draft", "optional", "confirmed"] },
          departureDatetime: { gte: startOfToday() },
        },
      });
      expect(data.total).toBe(expected);
      expect(data.rows.every((r) => r.status !== "completed" && r.status !== "cancelled")).toBe(true);
      const card = data.rows.find((r) => r.id === mine.id)!;
      expect(card.code).toBe(reservationCode(mine.id));
      // the record's own times: newReservation schedules three hours (decision 036)
      expect(card.durationMinutes).toBe(180);
      expect(card.durationMinutes).toBe(
        flightMinutes({
          departureDatetime: new Date(card.departureDatetime),
          arrivalDatetime: new Date(card.arrivalDatetime!),
          distanceKm: route.distanceKm,
          jet: null,
        }),
      );
      expect(card.catering).toBe(true);
    }
  });

  it("links the dashboard's upcoming and history rows to the customer's own flights", async () => {
    const data = (await run(dashboardRoute, "loader", await signedInRequest("/dashboard", DEMO))) as {
      linked: boolean;
      upcoming: { id: string }[];
      history: { id: string }[];
    };
    expect(data.linked).toBe(true);
    const ids = [...data.upcoming, ...data.history].map((f) => f.id);
    expect(ids.length).toBeGreaterThan(0);
    const owners = await db().reservation.findMany({ where: { id: { in: ids } }, select: { customerId: true } });
    expect(owners.every((o) => o.customerId === demoCustomerId)).toBe(true);
  });

  it("shows an empty list to a customer without flights", async () => {
    const email = "bos.musteri@example.com";
    const c = await db().customer.create({ data: { firstName: "Boş", lastName: "Müşteri", email }, select: { id: true } });
    await createTestUser({ email, role: "sales", customerId: c.id });
    const data = (await run(flightsRoute, "loader", await signedInRequest("/dashboard/flights", email))) as {
      rows: unknown[];
      total: number;
    };
    expect(data.rows).toEqual([]);
    expect(data.total).toBe(0);
  });
});

function startOfToday() {
  // Istanbul is UTC+3 all year
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3 * 3_600_000);
}

describe("ownership", () => {
  it("answers 404 for another customer's reservation: page, PDF and every intent, writing nothing", async () => {
    const foreign = await newReservation(otherCustomerId, "draft");
    const before = await snapshot();
    expect(statusOf(await load(foreign.id))).toBe(404);
    expect(
      statusOf(await run(flightPdf, "loader", await signedInRequest(`${path(foreign.id)}/pdf`, DEMO), { reservationId: foreign.id })),
    ).toBe(404);
    expect(statusOf(await post(foreign.id, cancelFields("draft")))).toBe(404);
    expect(
      statusOf(await post(foreign.id, { intent: "request-change", request_key: randomUUID(), message: "Lütfen saati 10:00 yapın." })),
    ).toBe(404);
    // even a bad form is 404 first: nothing tells whether the reservation exists
    expect(statusOf(await post(foreign.id, { intent: "cancel" }))).toBe(404);
    expect(statusOf(await post(foreign.id, { intent: "nonsense" }))).toBe(404);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(statusOf(await load(id))).toBe(404);
      expect(statusOf(await post(id, cancelFields("draft")))).toBe(404);
    }
    expect(await snapshot()).toBe(before);
    expect((await db().reservation.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe("draft");
  });

  it("serves the customer's own reservation document as a PDF", async () => {
    const mine = await newReservation(demoCustomerId, "confirmed");
    const result = (await run(flightPdf, "loader", await signedInRequest(`${path(mine.id)}/pdf`, DEMO), {
      reservationId: mine.id,
    })) as Response;
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toContain(`${reservationCode(mine.id)}.pdf`);
    const bytes = new Uint8Array(await result.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});

describe("cancelling", () => {
  it("cancels a draft and an option at once, with an audit row and an e-mail to staff", async () => {
    for (const status of ["draft", "optional"] as const) {
      const r = await newReservation(demoCustomerId, status);
      const detail = (await load(r.id)) as { flight: { cancelMode: string } };
      expect(detail.flight.cancelMode).toBe("direct");
      const mails = await db().outboxEmail.count({ where: { template: "customer-customerCancelledStaff" } });
      const result = await post(r.id, cancelFields(status, { reason: "Planlarımız değişti." }));
      expect(statusOf(result)).toBe(302);
      expect(locationOf(result)).toBe(path(r.id));
      expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("cancelled");
      const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: r.id, action: "reservation.cancelled" } });
      expect(audit.before).toEqual({ status });
      expect(await db().outboxEmail.count({ where: { template: "customer-customerCancelledStaff" } })).toBe(mails + 1);
      const mail = await db().outboxEmail.findFirstOrThrow({
        where: { template: "customer-customerCancelledStaff" },
        orderBy: { createdAt: "desc" },
      });
      expect(mail.text).toContain(reservationCode(r.id));
      expect(mail.text).toContain("Planlarımız değişti.");
      expect(await db().reservationChangeRequest.count({ where: { reservationId: r.id } })).toBe(0);
    }
  });

  it("turns cancelling a confirmed flight into one open request staff see; the flight stays confirmed", async () => {
    const r = await newReservation(demoCustomerId, "confirmed");
    expect(((await load(r.id)) as { flight: { cancelMode: string } }).flight.cancelMode).toBe("request");
    const key = randomUUID();
    const fields = { intent: "cancel", request_key: key, status: "confirmed", confirm: "yes", reason: "Toplantı iptal oldu." };
    expect(statusOf(await post(r.id, fields))).toBe(302);
    // the same form again (a double click without JavaScript): still one request, one audit row, one e-mail
    const after = await snapshot();
    expect(statusOf(await post(r.id, fields))).toBe(302);
    expect(await snapshot()).toBe(after);
    expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("confirmed");
    const requests = await db().reservationChangeRequest.findMany({ where: { reservationId: r.id } });
    expect(requests).toHaveLength(1);
    const cancelRequest = present(requests[0], "the cancellation request");
    expect(cancelRequest).toMatchObject({ kind: "cancel", status: "open", message: "Toplantı iptal oldu.", customerId: demoCustomerId });
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.cancel-requested" } })).toBe(1);
    expect(
      await db().outboxEmail.count({ where: { template: "customer-cancelRequestStaff", text: { contains: reservationCode(r.id) } } }),
    ).toBe(1);
    // staff see it among the reservation's open requests
    expect((await openRequestsOf(r.id)).map((q) => q.kind)).toEqual(["cancel"]);
    // the page says it was asked for, and a second request from another page is refused with a message
    expect(((await load(r.id)) as { flight: { openCancelRequest: boolean } }).flight.openCancelRequest).toBe(true);
    const before = await snapshot();
    const again = await post(r.id, cancelFields("confirmed"));
    expect(statusOf(again)).toBe(302);
    expect(again instanceof Response && again.headers.get("Set-Cookie")).toBeTruthy();
    expect(await snapshot()).toBe(before);
    // once staff answered it, the customer may ask again
    const staff = await db().user.findUniqueOrThrow({ where: { email: "operasyon@ufukjet.test" } });
    expect(await resolveRequest({ actorId: staff.id, ip: null, reservationId: r.id, requestId: cancelRequest.id })).toBe(true);
    expect(await resolveRequest({ actorId: staff.id, ip: null, reservationId: r.id, requestId: cancelRequest.id })).toBe(false);
    expect(await openRequestsOf(r.id)).toEqual([]);
    expect(statusOf(await post(r.id, cancelFields("confirmed")))).toBe(302);
    expect(await db().reservationChangeRequest.count({ where: { reservationId: r.id, status: "open" } })).toBe(1);
  });

  it("refuses to cancel a completed or cancelled flight, and a page that is out of date, writing nothing", async () => {
    const done = await newReservation(demoCustomerId, "completed", { departure: new Date(Date.now() - 5 * DAY) });
    const gone = await newReservation(demoCustomerId, "cancelled");
    const moved = await newReservation(demoCustomerId, "optional");
    const before = await snapshot();
    for (const [id, status] of [
      [done.id, "completed"],
      [gone.id, "cancelled"],
      // the page showed a draft; staff made it an option meanwhile
      [moved.id, "draft"],
    ] as const) {
      const result = await post(id, cancelFields(status));
      expect(statusOf(result)).toBe(302);
      expect(locationOf(result)).toBe(path(id));
    }
    await expect(
      cancelCustomerFlight({
        userId: randomUUID(),
        customerId: demoCustomerId,
        ip: null,
        baseUrl: "http://x",
        id: done.id,
        from: "completed",
        requestKey: randomUUID(),
        reason: null,
      }),
    ).rejects.toMatchObject({ code: "final" });
    expect(await snapshot()).toBe(before);
    expect(((await load(done.id)) as { flight: { cancelMode: string; canRequestChange: boolean } }).flight).toMatchObject({
      cancelMode: "none",
      canRequestChange: false,
    });
  });

  it("cancels once under twenty parallel clicks (same form or separate pages)", async () => {
    for (const sameKey of [true, false]) {
      const r = await newReservation(demoCustomerId, "draft");
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 20 }, async () => post(r.id, { ...cancelFields("draft"), ...(sameKey ? { request_key: key } : {}) })),
      );
      expect(results.every((x) => statusOf(x) === 302)).toBe(true);
      expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("cancelled");
      expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.cancelled" } })).toBe(1);
      expect(
        await db().outboxEmail.count({ where: { template: "customer-customerCancelledStaff", text: { contains: reservationCode(r.id) } } }),
      ).toBe(1);
    }
  });

  it("makes one cancellation request of twenty parallel requests for a confirmed flight", async () => {
    const r = await newReservation(demoCustomerId, "confirmed");
    const userId = (await db().user.findUniqueOrThrow({ where: { email: DEMO } })).id;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        cancelCustomerFlight({
          userId,
          customerId: demoCustomerId,
          ip: null,
          baseUrl: "http://x",
          id: r.id,
          from: "confirmed",
          requestKey: randomUUID(),
          reason: null,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(
      outcomes.filter((o) => o.status === "rejected").every((o) => (o as PromiseRejectedResult).reason instanceof CustomerFlightError),
    ).toBe(true);
    expect(await db().reservationChangeRequest.count({ where: { reservationId: r.id } })).toBe(1);
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.cancel-requested" } })).toBe(1);
  });
});

describe("change requests", () => {
  it("persists, audits and e-mails a change request; the same form twice is one request", async () => {
    const r = await newReservation(demoCustomerId, "confirmed");
    const fields = { intent: "request-change", request_key: randomUUID(), message: "Kalkışı bir saat ileri alabilir miyiz?\nTeşekkürler." };
    const result = await post(r.id, fields);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(path(r.id));
    const after = await snapshot();
    expect(statusOf(await post(r.id, fields))).toBe(302);
    expect(await snapshot()).toBe(after);
    const rows = await db().reservationChangeRequest.findMany({ where: { reservationId: r.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "change", status: "open", message: fields.message });
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.change-requested" } })).toBe(1);
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "customer-changeRequestStaff", text: { contains: reservationCode(r.id) } },
    });
    expect(mail.text).toContain("Kalkışı bir saat ileri alabilir miyiz?");
    // a second, different request is a second row; the customer sees both
    expect(statusOf(await post(r.id, { ...fields, request_key: randomUUID(), message: "Bir yolcu daha ekleyebilir miyiz?" }))).toBe(302);
    const detail = (await load(r.id)) as { flight: { requests: { kind: string }[] } };
    expect(detail.flight.requests).toHaveLength(2);
    expect((await openRequestsOf(r.id)).length).toBe(2);
    // twenty parallel posts of one form: one request
    const parallel = { intent: "request-change", request_key: randomUUID(), message: "Catering menüsünü değiştirmek istiyoruz." };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(r.id, parallel)));
    expect(results.every((x) => statusOf(x) === 302)).toBe(true);
    expect(await db().reservationChangeRequest.count({ where: { reservationId: r.id, message: parallel.message } })).toBe(1);
  });

  it("refuses a change to a completed or cancelled flight, writing nothing", async () => {
    const done = await newReservation(demoCustomerId, "cancelled");
    const before = await snapshot();
    const result = await post(done.id, { intent: "request-change", request_key: randomUUID(), message: "Tarihi değiştirebilir miyiz?" });
    expect(statusOf(result)).toBe(302);
    expect(await snapshot()).toBe(before);
  });
});

describe("bad input", () => {
  const long = (n: number) => "a".repeat(n);
  const badKeys = [
    undefined,
    "",
    " ",
    "abc",
    "1234",
    "00000000-0000-0000-0000-00000000000g",
    "00000000000000000000000000000000",
    "{00000000-0000-4000-8000-000000000000}",
    " 00000000-0000-4000-8000-000000000000",
    "00000000-0000-4000-8000-0000000000001",
    "'; DROP TABLE reservations; --",
    "<script>alert(1)</script>",
    long(5000),
  ];

  it("refuses at least forty bad cancel forms with 400 and a field error, writing nothing", async () => {
    const r = await newReservation(demoCustomerId, "draft");
    const valid = { intent: "cancel", request_key: randomUUID(), status: "draft", confirm: "yes", reason: "" };
    const cases: [string, Record<string, string | string[] | undefined>][] = [
      ...badKeys.map((k): [string, Record<string, string | undefined>] => ["request_key", { request_key: k }]),
      ["request_key", { request_key: [randomUUID(), randomUUID()] as unknown as string }],
      ...[undefined, "", " ", "DRAFT", "pending", "draft ", "1", "null", "<b>draft</b>", "iptal", long(300)].map(
        (s): [string, Record<string, string | undefined>] => ["status", { status: s }],
      ),
      ...[undefined, "", "no", "YES", "1", "true", "on", "yes ", "evet"].map((c): [string, Record<string, string | undefined>] => [
        "confirm",
        { confirm: c },
      ]),
      ...[long(1001), long(5000), "a\u0001b", "zil\u0007", "\u001b[31mkırmızı", "sil\u007f", "satır\u0000sonu", "x\u0008y"].map(
        (reason): [string, Record<string, string>] => ["reason", { reason }],
      ),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const [field, change] of cases) {
      const merged: Record<string, string | string[] | undefined> = { ...valid, ...change };
      const fields = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string | string[]] => e[1] !== undefined));
      const result = await post(r.id, fields);
      expect(statusOf(result), `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(400);
      expect(Object.keys(fieldErrors(result)), `${field} ${JSON.stringify(change).slice(0, 60)}`).toContain(field);
    }
    // a form without a known intent is refused too
    for (const intent of ["", "delete", "cancel-all"]) expect(statusOf(await post(r.id, { ...valid, intent }))).toBe(400);
    expect(await snapshot()).toBe(before);
    expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("draft");
  });

  it("refuses at least forty bad change requests with 400 and a field error, writing nothing", async () => {
    const r = await newReservation(demoCustomerId, "confirmed");
    const valid = { intent: "request-change", request_key: randomUUID(), message: "Kalkış saatini 11:00 yapabilir miyiz?" };
    const cases: [string, Record<string, string | undefined>][] = [
      ...badKeys.map((k): [string, Record<string, string | undefined>] => ["request_key", { request_key: k }]),
      ...[
        undefined,
        "",
        " ",
        "   \n\t  ",
        "\n\n\n\n\n\n\n\n\n\n\n\n",
        "kısa",
        "123456789",
        "  12345678  ",
        "ğüşiöçĞÜŞ",
        long(2001),
        long(10_000),
        "Saat\u0001 değişsin lütfen",
        "Zil sesi\u0007 değişsin lütfen",
        "\u001b[2J ekranı temizle lütfen",
        "Silme\u007f karakteri lütfen",
        "NUL\u0000 karakteri içeren talep",
        "Geri\u0008 tuşu içeren talep",
        "Form\u000c besleme içeren talep",
        "Dikey\u000b sekme içeren talep",
        "\u202e\u202e\u202e",
        "Kaçış\u001b karakteri içeren talep",
        "Ayraç\u001f karakteri içeren talep",
        "Başlangıç\u0002 karakteri içeren talep",
        long(2000) + "b",
        " ".repeat(2001),
        "Birim\u001e ayırıcı içeren talep",
        "İptal\u0018 karakteri içeren talep",
        "Uç\u0004 karakteri içeren talep",
      ].map((m): [string, Record<string, string | undefined>] => ["message", { message: m }]),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const [field, change] of cases) {
      const fields = Object.fromEntries(Object.entries({ ...valid, ...change }).filter((e): e is [string, string] => e[1] !== undefined));
      const result = await post(r.id, fields);
      expect(statusOf(result), `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(400);
      expect(Object.keys(fieldErrors(result)), `${field} ${JSON.stringify(change).slice(0, 60)}`).toContain(field);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("history", () => {
  type HistoryData = {
    years: number[];
    year: number | null;
    status: string | null;
    rows: { id: string; status: string }[];
    total: number;
    summary: { completedFlights: number; totalMinutes: number; spend: { currency: string; total: string }[] };
  };
  const history = async (query = "", email = FRESH) =>
    (await run(historyRoute, "loader", await signedInRequest(`/dashboard/history${query}`, email))) as HistoryData;

  let ids: Record<string, string>;

  beforeAll(async () => {
    // 2021-12-31T20:30Z is 23:30 on new year's eve in Istanbul: it belongs to 2021
    const at = (iso: string) => new Date(iso);
    ids = {
      y2019: (
        await newReservation(freshCustomerId, "completed", { departure: at("2019-06-10T07:00:00Z"), currency: "TRY", amount: "100000.00" })
      ).id,
      y2021try: (
        await newReservation(freshCustomerId, "completed", { departure: at("2021-03-01T07:00:00Z"), currency: "TRY", amount: "50000.50" })
      ).id,
      y2021eur: (
        await newReservation(freshCustomerId, "completed", { departure: at("2021-12-31T20:30:00Z"), currency: "EUR", amount: "7000.00" })
      ).id,
      y2021cancelled: (
        await newReservation(freshCustomerId, "cancelled", { departure: at("2021-08-01T07:00:00Z"), currency: "USD", amount: "9999.00" })
      ).id,
      noJet: (await newReservation(freshCustomerId, "completed", { departure: at("2021-05-01T07:00:00Z"), amount: null, withJet: false }))
        .id,
      // departed, but staff never closed it: it belongs to the history (with its own status), not to nowhere
      pastConfirmed: (await newReservation(freshCustomerId, "confirmed", { departure: at("2021-09-01T07:00:00Z"), currency: "USD" })).id,
    };
    // open and upcoming flights never appear in the history
    await newReservation(freshCustomerId, "confirmed", { departure: new Date(Date.now() + 40 * DAY) });
  });

  it("builds the year filter from the customer's own flights (Istanbul years, newest first)", async () => {
    const data = await history();
    expect(data.years).toEqual([2021, 2019]);
    // another customer's years are theirs alone
    const demo = await history("", DEMO);
    expect(demo.years).not.toContain(2019);
    expect(demo.years.length).toBeGreaterThan(0);
  });

  it("lists completed and cancelled flights, filtered by year and status", async () => {
    expect((await history()).rows.map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
    expect((await history("?year=2019")).rows.map((r) => r.id)).toEqual([ids.y2019]);
    expect((await history("?year=2021&status=cancelled")).rows.map((r) => r.id)).toEqual([ids.y2021cancelled]);
    const completed2021 = await history("?year=2021&status=completed");
    expect(completed2021.rows.map((r) => r.id).sort()).toEqual([ids.y2021try, ids.y2021eur, ids.noJet].sort());
    // a year without flights of this customer, or nonsense, means all years
    for (const q of ["?year=2020", "?year=abc", "?year=2021.0", "?status=draft"]) {
      const data = await history(q);
      expect(data.total, q).toBe(6);
    }
    expect((await history("?year=2020")).year).toBeNull();
    expect((await history("?status=draft")).status).toBeNull();
    expect((await history("?year=2019&status=cancelled")).rows).toEqual([]);
  });

  it("keeps a departed flight that staff have not closed in the history with its status, and out of the upcoming list", async () => {
    const rows = (await history("?year=2021")).rows;
    expect(rows.find((r) => r.id === ids.pastConfirmed)?.status).toBe("confirmed");
    const upcoming = (await run(flightsRoute, "loader", await signedInRequest("/dashboard/flights", FRESH))) as { rows: { id: string }[] };
    expect(upcoming.rows.map((r) => r.id)).not.toContain(ids.pastConfirmed);
    expect(upcoming.rows.length).toBe(1);
  });

  it("sums the spend per currency, never across currencies, and the hours of completed flights", async () => {
    const all = await history();
    expect(all.summary.completedFlights).toBe(4);
    expect(all.summary.spend).toEqual([
      { currency: "TRY", total: "150000.5" },
      { currency: "EUR", total: "7000" },
    ]);
    // each completed flight counts its own scheduled time (three hours), with or without a jet
    expect(all.summary.totalMinutes).toBe(4 * 180);
    const y2019 = await history("?year=2019");
    expect(y2019.summary).toEqual({ completedFlights: 1, totalMinutes: 180, spend: [{ currency: "TRY", total: "100000" }] });
  });
});

describe("staff see and answer customer requests", () => {
  it("shows the open requests on the staff reservation page and marks one answered once", async () => {
    const reservationForm = await import("#app/routes/admin/reservation-form");
    const requestsRoute = await import("#app/routes/admin/reservation-requests");
    const STAFF = "operasyon@ufukjet.test";
    const r = await newReservation(demoCustomerId, "confirmed");
    await post(r.id, { intent: "request-change", request_key: randomUUID(), message: "Dönüşü bir gün erteleyebilir miyiz?" });
    const page = (await run(reservationForm, "loader", await signedInRequest(`/admin/reservations/${r.id}`, STAFF), {
      reservationId: r.id,
    })) as {
      customerRequests: { id: string; kind: string; message: string }[];
    };
    expect(page.customerRequests).toHaveLength(1);
    const changeRequest = present(page.customerRequests[0], "the change request");
    expect(changeRequest).toMatchObject({ kind: "change", message: "Dönüşü bir gün erteleyebilir miyiz?" });
    const resolve = async (fields: Record<string, string>, email = STAFF, id = r.id) =>
      run(requestsRoute, "action", await signedInRequest(`/admin/reservations/${id}/requests`, email, formInit(fields)), {
        reservationId: id,
      });
    // a customer cannot answer it, a bad id is 400, a missing reservation 404
    expect(statusOf(await resolve({ intent: "resolve", request_id: changeRequest.id }, DEMO))).toBe(403);
    expect(statusOf(await resolve({ intent: "resolve", request_id: "abc" }))).toBe(400);
    expect(
      statusOf(await resolve({ intent: "resolve", request_id: changeRequest.id }, STAFF, "00000000-0000-4000-8000-000000000000")),
    ).toBe(404);
    const results = await Promise.all(Array.from({ length: 5 }, () => resolve({ intent: "resolve", request_id: changeRequest.id })));
    expect(results.every((x) => locationOf(x) === `/admin/reservations/${r.id}`)).toBe(true);
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.request-resolved" } })).toBe(1);
    const after = (await run(reservationForm, "loader", await signedInRequest(`/admin/reservations/${r.id}`, STAFF), {
      reservationId: r.id,
    })) as {
      customerRequests: unknown[];
    };
    expect(after.customerRequests).toEqual([]);
    // the customer sees it answered
    const detail = (await load(r.id)) as { flight: { requests: { status: string }[] } };
    expect(detail.flight.requests.map((q) => q.status)).toEqual(["resolved"]);
  });
});
