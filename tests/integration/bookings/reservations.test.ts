import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import * as formRoute from "#app/routes/admin/reservation-form";
import * as listRoute from "#app/routes/admin/reservations";
import * as exportRoute from "#app/routes/admin/reservations-export";
import * as pdfRoute from "#app/routes/admin/reservation-pdf";
import * as quoteRequestsRoute from "#app/routes/admin/quote-requests";
import * as brokerQuotesRoute from "#app/routes/admin/broker-quotes";
import * as dashboardRoute from "#app/routes/admin/dashboard";
import { db } from "#app/server/platform/db/client.server";
import { sqlState } from "#app/server/platform/db/errors.server";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { placeDateTimeInput, placeTime, toLocalDateTimeInput } from "#app/lib/format";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { approveQuote } from "#app/server/brokerage/staff-quote-decisions.server";
import { ReservationError } from "#app/server/bookings/reservations.server";
import { changeReservationStatus, createReservation } from "#app/server/bookings/reservation-changes.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, cookiePair, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import {
  daysFromNow,
  makeBrokerQuote,
  makeCustomer,
  makeJet,
  makeQuoteRequest,
  makeReservation,
  makeRoleAccounts,
  makeRoute,
} from "../../support/factories";

/**
 * Staff reservations through the route modules and the service: list (search, filter, paging, 'Bilinmiyor'),
 * export (CSV, PDF), create and edit with ≥ 40 refused inputs, every guard of a status change, double booking
 * refused by the database (also under concurrency), conversion of a quote request exactly once, the PDF's
 * Turkish text and the customer's e-mails.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN = "admin@ufukjet.test";
const ids = {
  admin: "",
  customer: "",
  customerEmail: "",
  route: "",
  routeBack: "",
  routeNice: "",
  jet: "",
  jet2: "",
  smallJet: "",
  shortJet: "",
  slowJet: "",
};
/** the route's great-circle km and ids.jet's block minutes on it (charter engine) */
const leg = { km: 0, block: 0 };
/** rows the tests read: a pending request, a quoted one with its quote, accepted ones awaiting the customer */
const made = { pending: "", quoted: "", quote: "", awaiting: [] as string[] };
let slot = 0;

/** A fresh future window per test (a week apart), so tests never clash with each other by accident. */
function window(hours = 6) {
  slot += 1;
  const start = new Date(Date.now() + (200 + slot * 7) * DAY);
  start.setUTCMinutes(0, 0, 0);
  return { dep: start, arr: new Date(start.getTime() + hours * HOUR) };
}

/** The form's wall times: the route departs İstanbul and arrives in London (decision 043). */
const atIstanbul = (d: Date) => placeDateTimeInput(placeTime(d, "Europe/Istanbul"));
const atLondon = (d: Date) => placeDateTimeInput(placeTime(d, "Europe/London"));

function valid(overrides: Record<string, string> = {}, w = window()): Record<string, string> {
  return {
    intent: "create",
    customer_id: ids.customer,
    route_id: ids.route,
    jet_id: ids.jet,
    departure_datetime: atIstanbul(w.dep),
    arrival_datetime: atLondon(w.arr),
    passenger_count: "4",
    catering_required: "on",
    special_requests: "Glütensiz menü, çiçek aranjmanı",
    total_amount: "125.000,50",
    currency: "TRY",
    ...overrides,
  };
}

type Mod = Parameters<typeof run>[0];

async function post(mod: Mod, path: string, fields: Record<string, string>, params: Record<string, string> = {}, email = ADMIN) {
  return run(mod, "action", await signedInRequest(path, email, formInit(fields)), params);
}

async function get(mod: Mod, path: string, params: Record<string, string> = {}, email = ADMIN) {
  return run(mod, "loader", await signedInRequest(path, email), params);
}

function toastOf(result: unknown): { type: string; title: string; description?: string } | null {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(decodeURIComponent(escape(atob(raw))));
}

function dataOf<T>(result: unknown): T {
  return (result && typeof result === "object" && "data" in result ? (result as { data: T }).data : result) as T;
}

async function create(overrides: Record<string, string> = {}, w = window()) {
  const result = await post(formRoute, "/admin/reservations/new", valid(overrides, w));
  expect(statusOf(result), JSON.stringify(dataOf(result))).toBe(302);
  const id = locationOf(result)!.split("/").pop()!;
  return { id, w };
}

async function move(id: string, from: string, to: string) {
  return post(formRoute, `/admin/reservations/${id}`, { intent: "set-status", from, to }, { reservationId: id });
}

async function statusOfReservation(id: string) {
  return (await db().reservation.findUniqueOrThrow({ where: { id } })).status;
}

beforeAll(async () => {
  await seedAirports(db());
  ids.admin = (await makeRoleAccounts()).admin.id;
  const customer = await db().customer.create({
    data: { firstName: "Çağrı İlkay", lastName: "Öztürk Işık", email: "cagri.ozturk@ornek.com.tr", companyName: "Şişli Güneş Ürün Ltd. Ğ" },
  });
  ids.customer = customer.id;
  ids.customerEmail = customer.email;
  ids.route = (await makeRoute("İstanbul", "Londra")).id;
  ids.routeBack = (await makeRoute("Londra", "İstanbul")).id;
  ids.routeNice = (await makeRoute("Nice", "Londra")).id;
  const jet = (model: string, seats: number) =>
    db().jet.create({
      data: {
        manufacturer: "Test",
        model,
        yearManufactured: 2020,
        seatCapacity: seats,
        rangeKm: 5000,
        maxSpeedKmh: 850,
        hourlyRate: "200000",
      },
    });
  ids.jet = (await jet("Rezervasyon A", 8)).id;
  ids.jet2 = (await jet("Rezervasyon B", 8)).id;
  ids.smallJet = (await jet("Küçük Jet", 4)).id;
  ids.shortJet = (await db().jet.update({ where: { id: (await jet("Kısa Menzil", 8)).id }, data: { rangeKm: 1000 } })).id;
  ids.slowJet = (await db().jet.update({ where: { id: (await jet("Yavaş Jet", 8)).id }, data: { cruiseKmh: 600 } })).id;
  leg.km = (await db().route.findUniqueOrThrow({ where: { id: ids.route } })).distanceKm;
  leg.block = estimatedBlockMinutesFor(leg.km, await db().jet.findUniqueOrThrow({ where: { id: ids.jet } }));
  // the book's other rows: Şule's flight on a Challenger, Leyla's draft without jet or amount, a flown one
  const sule = await makeCustomer({ firstName: "Şule", lastName: "Polat" });
  const leyla = await makeCustomer({ firstName: "Leyla", lastName: "Karaca" });
  const challenger = await makeJet({ manufacturer: "Bombardier", model: "Challenger 350", category: "super_midsize", seatCapacity: 10 });
  await makeReservation({
    customerId: sule.id,
    routeId: ids.route,
    jetId: challenger.id,
    status: "confirmed",
    departureDatetime: daysFromNow(13),
  });
  const paris = await makeRoute("İstanbul", "Paris");
  await makeReservation({
    customerId: leyla.id,
    routeId: paris.id,
    status: "draft",
    totalAmount: null,
    departureDatetime: daysFromNow(26),
  });
  await makeReservation({ routeId: ids.route, status: "completed", departureDatetime: daysFromNow(-20) });
  // quote requests: a pending one, a quoted one with a broker's pending quote, accepted ones (one already a flight)
  made.pending = (await makeQuoteRequest({ routeId: ids.route })).id;
  const legacy = await makeJet({ manufacturer: "Embraer", model: "Legacy 650E", category: "super_midsize", seatCapacity: 12 });
  const quoted = await makeQuoteRequest({ routeId: ids.route, status: "quoted", passengerCount: 7, departureDatetime: daysFromNow(14) });
  made.quoted = quoted.id;
  made.quote = (await makeBrokerQuote({ quoteRequestId: quoted.id, quotedPrice: 48_500, currency: "USD", jetOfferedId: legacy.id })).id;
  const done = await makeQuoteRequest({ routeId: ids.route, status: "accepted" });
  await makeReservation({
    customerId: done.customerId,
    routeId: ids.route,
    quoteRequestId: done.id,
    status: "confirmed",
    departureDatetime: daysFromNow(6),
  });
  for (let i = 0; i < 2; i++) made.awaiting.push((await makeQuoteRequest({ routeId: ids.route, status: "accepted" })).id);
});

beforeEach(async () => {
  await db().rateLimit.deleteMany();
});

// ───────────── list ─────────────

describe("list", () => {
  it("shows newest departure first with customer, jet, route, amount and status", async () => {
    const data = dataOf<Awaited<ReturnType<typeof listRoute.loader>>>(await get(listRoute, "/admin/reservations"));
    expect(data.rows.length).toBeGreaterThan(0);
    const times = data.rows.map((r) => r.departureDatetime.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.rows[0]).toMatchObject({ customer: expect.any(String), route: { from: expect.any(String), to: expect.any(String) } });
  });

  it("searches in the database with Turkish folding (customer, jet model, city)", async () => {
    const count = async (q: string) =>
      dataOf<{ total: number }>(await get(listRoute, `/admin/reservations?q=${encodeURIComponent(q)}`)).total;
    const istanbul = await count("istanbul");
    expect(istanbul).toBeGreaterThan(0);
    expect(await count("İSTANBUL")).toBe(istanbul);
    expect(await count("ıstanbul")).toBe(istanbul);
    expect(await count("challenger")).toBeGreaterThan(0);
    expect(await count("sule")).toBe(await count("Şule"));
    expect(await count("sule")).toBeGreaterThan(0);
    expect(await count("zzz-nobody")).toBe(0);
    expect(await count("100%")).toBe(0);
  });

  it("filters by status and pages", async () => {
    const drafts = dataOf<{ rows: Array<{ status: string }>; total: number }>(await get(listRoute, "/admin/reservations?status=draft"));
    expect(drafts.rows.every((r) => r.status === "draft")).toBe(true);
    expect(drafts.total).toBe(await db().reservation.count({ where: { status: "draft" } }));
    const bogus = dataOf<{ status: string | null }>(await get(listRoute, "/admin/reservations?status=bogus"));
    expect(bogus.status).toBeNull();
    const all = await db().reservation.count();
    const last = dataOf<{ page: number; pages: number; rows: unknown[] }>(await get(listRoute, "/admin/reservations?page=999"));
    expect(last.page).toBe(last.pages);
    expect(last.rows.length).toBe(all - (last.pages - 1) * 25);
  });

  it("names a missing jet null (shown 'Bilinmiyor') and a missing amount null ('Belirlenmedi')", async () => {
    const data = dataOf<{ rows: Array<{ jet: string | null; totalAmount: string | null; customer: string | null }> }>(
      await get(listRoute, "/admin/reservations?q=leyla"),
    );
    expect(data.rows[0]).toMatchObject({ jet: null, totalAmount: null });
  });

  it("sends the dashboard's old ?new=1 address to the new form", async () => {
    const result = await get(listRoute, "/admin/reservations?new=1");
    expect(locationOf(result)).toBe("/admin/reservations/new");
  });

  it("refuses guests and customers", async () => {
    const guest = await run(listRoute, "loader", new Request(new URL("/admin/reservations", BASE)));
    expect(locationOf(guest)).toMatch(/^\/auth\?redirectTo=/);
    expect(statusOf(await get(listRoute, "/admin/reservations", {}, "musteri@ufukjet.test"))).toBe(403);
  });
});

// ───────────── export ─────────────

describe("export", () => {
  it("CSV: UTF-8 with BOM, the current filter, Turkish text intact", async () => {
    const result = (await get(exportRoute, "/admin/reservations/export?format=csv&status=draft")) as Response;
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("Content-Disposition")).toMatch(/^attachment; filename="rezervasyonlar-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await result.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe('"Kod";"Müşteri";"Jet";"Rota";"Kalkış (yerel saat)";"Varış (yerel saat)";"Yolcu";"Tutar";"Para birimi";"Durum"');
    expect(lines.length - 1).toBe(await db().reservation.count({ where: { status: "draft" } }));
    expect(lines.slice(1).every((l) => l.endsWith('"Taslak"'))).toBe(true);
    expect(text).toContain("Belirlenmedi");
    expect(text).toContain("İstanbul →");
  });

  it("PDF of the filtered list", async () => {
    const result = (await get(exportRoute, "/admin/reservations/export?format=pdf&q=istanbul")) as Response;
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await result.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Rezervasyon Listesi");
    expect(text).toContain('arama "istanbul"');
    expect(text).toContain("İstanbul");
  });

  it("refuses customers", async () => {
    expect(statusOf(await get(exportRoute, "/admin/reservations/export?format=csv", {}, "musteri@ufukjet.test"))).toBe(403);
  });
});

// ───────────── create and edit ─────────────

describe("create", () => {
  it("stores the form (Istanbul times, Turkish amount, services), audits, and lands on the reservation", async () => {
    const w = window(5);
    const { id } = await create({}, w);
    const r = await db().reservation.findUniqueOrThrow({ where: { id } });
    expect(r).toMatchObject({
      status: "draft",
      customerId: ids.customer,
      jetId: ids.jet,
      passengerCount: 4,
      cateringRequired: true,
      groundTransportRequired: false,
      currency: "TRY",
    });
    expect(r.totalAmount?.toString()).toBe("125000.5");
    expect(r.departureDatetime.getTime()).toBe(w.dep.getTime());
    expect(r.arrivalDatetime?.getTime()).toBe(w.arr.getTime());
    expect(await db().auditLog.count({ where: { action: "reservation.create", entityId: id, actorId: ids.admin } })).toBe(1);
    const page = dataOf<{ reservation: { code: string } }>(await get(formRoute, `/admin/reservations/${id}`, { reservationId: id }));
    expect(page.reservation.code).toBe(reservationCode(id));
  });

  it("ignores a posted id, status or created_at beyond the allowed initial statuses", async () => {
    const { id } = await create({ id: "00000000-0000-4000-8000-000000000001", created_at: "2000-01-01" });
    expect(id).not.toBe("00000000-0000-4000-8000-000000000001");
    const r = await db().reservation.findUniqueOrThrow({ where: { id } });
    expect(r.status).toBe("draft");
    expect(r.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it("blank amount is stored as not set; an option holds the jet at once", async () => {
    const { id } = await create({ total_amount: "", status: "optional", catering_required: "" });
    expect(await db().reservation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      totalAmount: null,
      status: "optional",
      cateringRequired: false,
    });
  });

  const past = toLocalDateTimeInput(new Date(Date.now() - DAY));
  const pastArrival = atLondon(new Date(Date.now() - DAY + HOUR));
  const BAD: Array<[string, Record<string, string>]> = [
    ["no customer", { customer_id: "" }],
    ["customer not an id", { customer_id: "ahmet" }],
    ["unknown customer", { customer_id: "00000000-0000-4000-8000-000000000000" }],
    ["no route", { route_id: "" }],
    ["route not an id", { route_id: "İstanbul-Londra" }],
    ["unknown route", { route_id: "00000000-0000-4000-8000-000000000000" }],
    ["jet not an id", { jet_id: "global" }],
    ["unknown jet", { jet_id: "00000000-0000-4000-8000-000000000000" }],
    ["no departure", { departure_datetime: "" }],
    ["departure garbage", { departure_datetime: "yarın sabah" }],
    ["departure Turkish format", { departure_datetime: "31.12.2030 10:00" }],
    ["departure month 13", { departure_datetime: "2030-13-01T10:00" }],
    ["departure day 32", { departure_datetime: "2030-01-32T10:00" }],
    ["departure hour 25", { departure_datetime: "2030-01-01T25:00" }],
    ["departure very long", { departure_datetime: "2030-01-01T10:00".padEnd(200, "0") }],
    ["departure in the past", { departure_datetime: past, arrival_datetime: pastArrival }],
    ["arrival one minute short of the jet's block time", { arrival_datetime: "BLOCK-1" }],
    ["arrival a day and a minute after the departure", { arrival_datetime: "DAY+1" }],
    ["empty arrival with an unknown route", { arrival_datetime: "", route_id: "00000000-0000-4000-8000-000000000000" }],
    ["empty arrival with a jet that cannot reach the route", { arrival_datetime: "", jet_id: "SHORT" }],
    ["arrival in Turkish format", { arrival_datetime: "01.05.2031 14:00" }],
    ["arrival as a number", { arrival_datetime: "1700000000" }],
    ["arrival garbage", { arrival_datetime: "soon" }],
    // 12:00 in İstanbul is 10:00 in London (BST): the order is the instants'
    ["arrival before departure", { departure_datetime: "2031-05-01T12:00", arrival_datetime: "2031-05-01T09:59" }],
    ["arrival equals departure", { departure_datetime: "2031-05-01T12:00", arrival_datetime: "2031-05-01T10:00" }],
    // the spring-forward night (30.03.2031): London skips 01:00–01:59, Nice (Paris) 02:00–02:59; İstanbul nothing
    ["arrival at 01:00 in London as clocks go forward", { departure_datetime: "2031-03-29T20:00", arrival_datetime: "2031-03-30T01:00" }],
    ["arrival at 01:59 in London as clocks go forward", { departure_datetime: "2031-03-29T20:00", arrival_datetime: "2031-03-30T01:59" }],
    [
      "departure at 01:30 from London as clocks go forward",
      { route_id: "BACK", departure_datetime: "2031-03-30T01:30", arrival_datetime: "2031-03-30T12:00" },
    ],
    [
      "departure at 02:30 from Nice as clocks go forward",
      { route_id: "NICE", departure_datetime: "2031-03-30T02:30", arrival_datetime: "2031-03-30T09:00" },
    ],
    ["skipped departure with an empty arrival", { route_id: "NICE", departure_datetime: "2031-03-30T02:00", arrival_datetime: "" }],
    ["no passengers", { passenger_count: "" }],
    ["zero passengers", { passenger_count: "0" }],
    ["negative passengers", { passenger_count: "-3" }],
    ["21 passengers", { passenger_count: "21" }],
    ["fractional passengers", { passenger_count: "2.5" }],
    ["passengers text", { passenger_count: "dört" }],
    ["passengers huge", { passenger_count: "99999999999999999999" }],
    ["more passengers than seats", { jet_id: "SMALL", passenger_count: "5" }],
    ["negative amount", { total_amount: "-1" }],
    ["amount text", { total_amount: "yüz bin" }],
    ["amount three decimals", { total_amount: "12,345" + "6" }],
    ["amount exponent", { total_amount: "1e5" }],
    ["amount too large", { total_amount: "99999999999" }],
    ["amount mixed marks", { total_amount: "1,2,3.4,5" }],
    ["currency GBP", { currency: "GBP" }],
    ["currency lower case", { currency: "try" }],
    ["initial status confirmed", { status: "confirmed" }],
    ["initial status completed", { status: "completed" }],
    ["initial status unknown", { status: "pending" }],
    ["optional without a jet", { status: "optional", jet_id: "" }],
    ["special requests too long", { special_requests: "x".repeat(2001) }],
    ["special requests with a control character", { special_requests: "a\u0007b" }],
    ["catering not a checkbox value", { catering_required: "evet" }],
    ["ground transport not a checkbox value", { ground_transport_required: "maybe" }],
    ["quote request not an id", { quote_request_id: "q07" }],
    ["quote request not accepted", { quote_request_id: "PENDING" }],
    ["quote request unknown", { quote_request_id: "00000000-0000-4000-8000-000000000000" }],
  ];

  it(`refuses ${BAD.length} bad inputs with 4xx, no 500, nothing written`, async () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    const pending = made.pending;
    const before = await db().reservation.count();
    const audits = await db().auditLog.count({ where: { entity: "reservation" } });
    for (const [label, fields] of BAD) {
      const w = window();
      const after = (minutes: number) => atLondon(new Date(w.dep.getTime() + minutes * 60_000));
      const placeholders: Record<string, string> = {
        SMALL: ids.smallJet,
        SHORT: ids.shortJet,
        PENDING: pending,
        BACK: ids.routeBack,
        NICE: ids.routeNice,
        "BLOCK-1": after(leg.block - 1),
        "DAY+1": after(24 * 60 + 1),
      };
      const resolved = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, placeholders[v] ?? v]));
      const result = await post(formRoute, "/admin/reservations/new", valid(resolved, w));
      const status = statusOf(result);
      expect([400, 404, 409], `${label}: ${status}`).toContain(status);
    }
    expect(await db().reservation.count()).toBe(before);
    expect(await db().auditLog.count({ where: { entity: "reservation" } })).toBe(audits);
  });

  it("an empty arrival is saved as the departure plus the jet's block time, at the jet's own cruise speed", async () => {
    const w = window();
    const fast = await create({ arrival_datetime: "" }, w);
    const slow = await create({ arrival_datetime: "", jet_id: ids.slowJet }, window());
    const unassigned = await create({ arrival_datetime: "   ", jet_id: "" }, window());
    const arrivalOf = async (id: string) => {
      const r = await db().reservation.findUniqueOrThrow({ where: { id } });
      return (r.arrivalDatetime!.getTime() - r.departureDatetime.getTime()) / 60_000;
    };
    const slowJet = await db().jet.findUniqueOrThrow({ where: { id: ids.slowJet } });
    expect(await arrivalOf(fast.id)).toBe(leg.block);
    expect(await arrivalOf(slow.id)).toBe(estimatedBlockMinutesFor(leg.km, slowJet));
    expect(await arrivalOf(slow.id)).toBeGreaterThan(leg.block);
    expect(await arrivalOf(unassigned.id)).toBe(estimatedBlockMinutesFor(leg.km, null));
  });

  it("a schedule shorter than the block time or longer than a day is refused next to the arrival, in Turkish", async () => {
    const w = window();
    const at = (minutes: number) => atLondon(new Date(w.dep.getTime() + minutes * 60_000));
    const short = await post(formRoute, "/admin/reservations/new", valid({ arrival_datetime: at(leg.block - 1) }, w));
    expect(statusOf(short)).toBe(400);
    const shortErrors = dataOf<{ result: { error: Record<string, string[]> } }>(short).result.error;
    expect(shortErrors.arrival_datetime?.[0]).toMatch(/blok süresi/i);
    const long = await post(formRoute, "/admin/reservations/new", valid({ arrival_datetime: at(24 * 60 + 1) }, w));
    expect(statusOf(long)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(long).result.error.arrival_datetime?.[0]).toMatch(/24 saat/);
    // exactly the block time, and exactly a day, are accepted
    await create({ arrival_datetime: at(leg.block) }, w);
    const w2 = window();
    await create({ arrival_datetime: atLondon(new Date(w2.dep.getTime() + 24 * HOUR)) }, w2);
  });

  it("refuses an intent the page does not take", async () => {
    expect(statusOf(await post(formRoute, "/admin/reservations/new", valid({ intent: "set-status" })))).toBe(400);
    expect(statusOf(await post(formRoute, "/admin/reservations/new", valid({ intent: "delete" })))).toBe(400);
  });

  it("names the seats in the passenger error", async () => {
    const result = await post(formRoute, "/admin/reservations/new", valid({ jet_id: ids.smallJet, passenger_count: "6" }));
    expect(statusOf(result)).toBe(400);
    const reply = dataOf<{ result: { error: Record<string, string[]> } }>(result);
    expect(reply.result.error.passenger_count).toEqual(["Seçilen jette 4 koltuk var; yolcu sayısı bunu aşamaz."]);
  });
});

describe("edit", () => {
  it("saves the fields and keeps the status; a missing or foreign id is 404", async () => {
    const { id } = await create();
    const w = window(5);
    const result = await post(
      formRoute,
      `/admin/reservations/${id}`,
      valid({ intent: "update", passenger_count: "6", jet_id: ids.jet2, total_amount: "99.000" }, w),
      { reservationId: id },
    );
    expect(statusOf(result)).toBe(302);
    const r = await db().reservation.findUniqueOrThrow({ where: { id } });
    expect(r).toMatchObject({ passengerCount: 6, jetId: ids.jet2, status: "draft" });
    expect(r.totalAmount?.toString()).toBe("99000");
    expect(await db().auditLog.count({ where: { action: "reservation.update", entityId: id } })).toBe(1);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(statusOf(await post(formRoute, `/admin/reservations/${missing}`, valid({ intent: "update" }), { reservationId: missing }))).toBe(
      404,
    );
    expect(statusOf(await post(formRoute, "/admin/reservations/abc", valid({ intent: "update" }), { reservationId: "abc" }))).toBe(404);
    expect(statusOf(await get(formRoute, "/admin/reservations/abc", { reservationId: "abc" }))).toBe(404);
    expect(statusOf(await post(formRoute, `/admin/reservations/${id}`, valid({ intent: "create" }), { reservationId: id }))).toBe(400);
  });

  it("refuses to edit a cancelled reservation", async () => {
    const { id } = await create();
    await move(id, "draft", "cancelled");
    const before = await db().reservation.findUniqueOrThrow({ where: { id } });
    const result = await post(formRoute, `/admin/reservations/${id}`, valid({ intent: "update", passenger_count: "2" }), {
      reservationId: id,
    });
    expect(statusOf(result)).toBe(409);
    expect(await db().reservation.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("refuses to move a held reservation onto a busy jet, naming the clash", async () => {
    const a = await create({ status: "optional" });
    const b = await create({ status: "optional", jet_id: ids.jet2 });
    const result = await post(
      formRoute,
      `/admin/reservations/${b.id}`,
      valid({ intent: "update", jet_id: ids.jet }, { dep: new Date(a.w.dep.getTime() + HOUR), arr: new Date(a.w.arr.getTime() + HOUR) }),
      { reservationId: b.id },
    );
    expect(statusOf(result)).toBe(409);
    const reply = dataOf<{ result: { error: Record<string, string[]> } }>(result);
    expect(reply.result.error.jet_id?.[0]).toContain(reservationCode(a.id));
    expect(reply.result.error.jet_id?.[0]).toContain("Çağrı İlkay Öztürk Işık");
    expect((await db().reservation.findUniqueOrThrow({ where: { id: b.id } })).jetId).toBe(ids.jet2);
  });
});

// ───────────── status ─────────────

describe("status changes", () => {
  it("walks draft → optional → confirmed with audit rows and a confirmation e-mail to the customer", async () => {
    const { id } = await create();
    const r1 = await move(id, "draft", "optional");
    expect(locationOf(r1)).toBe(`/admin/reservations/${id}`);
    expect(toastOf(r1)).toMatchObject({ type: "success", description: "Rezervasyon durumu: Opsiyonel." });
    await move(id, "optional", "confirmed");
    expect(await statusOfReservation(id)).toBe("confirmed");
    expect(await db().auditLog.count({ where: { entityId: id, action: { in: ["reservation.optional", "reservation.confirmed"] } } })).toBe(
      2,
    );
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "reservation.confirmed", to: ids.customerEmail },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.subject).toContain(reservationCode(id));
    expect(mail.text).toContain("Sayın Çağrı İlkay Öztürk Işık");
    expect(mail.text).toContain("₺125.000,50");
  });

  it("cancels from draft, optional and confirmed, e-mailing the customer; never from completed or cancelled", async () => {
    for (const start of ["draft", "optional", "confirmed"] as const) {
      const { id } = await create({ status: start === "draft" ? "draft" : "optional" });
      if (start === "confirmed") await move(id, "optional", "confirmed");
      const mails = await db().outboxEmail.count({ where: { template: "reservation.cancelled" } });
      await move(id, start, "cancelled");
      expect(await statusOfReservation(id)).toBe("cancelled");
      expect(await db().outboxEmail.count({ where: { template: "reservation.cancelled" } })).toBe(mails + 1);
      const again = await move(id, "cancelled", "draft");
      expect(toastOf(again)).toMatchObject({ type: "error", description: "Bu durum değişikliğine izin verilmiyor." });
    }
  });

  // the guard of a status change, one test per condition
  it("guard 1: a missing reservation is 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(statusOf(await move(missing, "draft", "optional"))).toBe(404);
    await expect(changeReservationStatus({ actorId: ids.admin, id: "nope", from: "draft", to: "optional" })).rejects.toMatchObject({
      code: "notFound",
    });
  });

  it("guard 2: a move the machine does not allow is refused (draft → confirmed, confirmed → draft, unknown values)", async () => {
    const { id } = await create();
    const result = await move(id, "draft", "confirmed");
    expect(toastOf(result)).toMatchObject({ type: "error", description: "Bu durum değişikliğine izin verilmiyor." });
    expect(await statusOfReservation(id)).toBe("draft");
    expect(statusOf(await move(id, "draft", "approved"))).toBe(400);
    await expect(changeReservationStatus({ actorId: ids.admin, id, from: "confirmed", to: "draft" })).rejects.toMatchObject({
      code: "transitionNotAllowed",
    });
    expect(await statusOfReservation(id)).toBe("draft");
  });

  it("guard 3: the reservation must still be in the status the page showed (repeated or concurrent clicks change it once)", async () => {
    const { id } = await create();
    const stale = await move(id, "optional", "confirmed");
    expect(toastOf(stale)).toMatchObject({ type: "error", description: "Rezervasyon bu arada değişti. Sayfayı yenileyip tekrar deneyin." });
    expect(await statusOfReservation(id)).toBe("draft");
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => changeReservationStatus({ actorId: ids.admin, id, from: "draft", to: "optional" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().auditLog.count({ where: { entityId: id, action: "reservation.optional" } })).toBe(1);
  });

  it("guard 4: holding the jet needs a jet", async () => {
    const { id } = await create({ jet_id: "" });
    const result = await move(id, "draft", "optional");
    expect(toastOf(result)).toMatchObject({ type: "error", description: "Jeti tutmak için önce bir jet atayın." });
    expect(await statusOfReservation(id)).toBe("draft");
  });

  it("guard 5: holding the jet needs an arrival time", async () => {
    const { id } = await create();
    await db().reservation.update({ where: { id }, data: { arrivalDatetime: null } });
    const result = await move(id, "draft", "optional");
    expect(toastOf(result)).toMatchObject({ type: "error", description: "Jeti tutmak için önce varış zamanını girin." });
    expect(await statusOfReservation(id)).toBe("draft");
  });

  it("guard 6: a flight is completed only once it has landed, and the move is offered only then", async () => {
    const { id, w } = await create({ status: "optional" });
    await move(id, "optional", "confirmed");
    const early = await move(id, "confirmed", "completed");
    expect(toastOf(early)).toMatchObject({ type: "error", description: "Uçuş inmeden (varış zamanından önce) rezervasyon tamamlanamaz." });
    expect(await statusOfReservation(id)).toBe("confirmed");
    // the page does not offer the completion of a flight that has not landed
    const page = (await run(formRoute, "loader", await signedInRequest(`/admin/reservations/${id}`, ADMIN), { reservationId: id })) as {
      reservation: { moves: string[]; heldBack: Array<{ to: string; reason: string }> };
    };
    expect(page.reservation.moves).toEqual(["cancelled"]);
    // it names the completion instead, with the very reason the server refused it with
    const refused = await changeReservationStatus({ actorId: ids.admin, id, from: "confirmed", to: "completed" }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "notArrivedYet", messageKey: "reservations.errors.notArrivedYet" });
    expect(page.reservation.heldBack).toEqual([
      { to: "completed", reason: "notArrivedYet" },
      { to: "no_show", reason: "notDepartedYet" },
    ]);
    // airborne: after the departure, before the arrival
    const airborne = new Date((w.dep.getTime() + w.arr.getTime()) / 2);
    await expect(changeReservationStatus({ actorId: ids.admin, id, from: "confirmed", to: "completed" }, airborne)).rejects.toMatchObject({
      code: "notArrivedYet",
    });
    expect(await statusOfReservation(id)).toBe("confirmed");
    await changeReservationStatus({ actorId: ids.admin, id, from: "confirmed", to: "completed" }, w.arr);
    expect(await statusOfReservation(id)).toBe("completed");
  });

  it("guard 7: the database refuses to hold a jet that is already held at overlapping times, and the message names the clash", async () => {
    const a = await create({ status: "optional" });
    const b = await create({}, { dep: new Date(a.w.dep.getTime() + 30 * 60_000), arr: new Date(a.w.arr.getTime() + 30 * 60_000) });
    const result = await move(b.id, "draft", "optional");
    const toast = toastOf(result);
    expect(toast?.type).toBe("error");
    expect(toast?.description).toContain(`${reservationCode(a.id)} (Çağrı İlkay Öztürk Işık,`);
    expect(await statusOfReservation(b.id)).toBe("draft");
    // once the first lets go, the second may hold the jet
    await move(a.id, "optional", "cancelled");
    await move(b.id, "draft", "optional");
    expect(await statusOfReservation(b.id)).toBe("optional");
  });
});

// ───────────── double booking ─────────────

describe("double booking", () => {
  it("two parallel creates holding one jet at overlapping times: exactly one succeeds", async () => {
    const w = window(5);
    const value = (shift: number) => ({
      customerId: ids.customer,
      routeId: ids.route,
      jetId: ids.jet,
      departureDatetime: new Date(w.dep.getTime() + shift),
      arrivalDatetime: new Date(w.arr.getTime() + shift),
      passengerCount: 2,
      cateringRequired: false,
      groundTransportRequired: false,
      specialRequests: null,
      totalAmount: null,
      currency: "TRY" as const,
      quoteRequestId: null,
    });
    const results = await Promise.allSettled([
      createReservation({ actorId: ids.admin, value: value(0), status: "optional" }),
      createReservation({ actorId: ids.admin, value: value(HOUR), status: "optional" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ReservationError);
    expect(refused.reason).toMatchObject({ code: "doubleBooked", field: "jet_id" });
    expect(
      await db().reservation.count({ where: { jetId: ids.jet, departureDatetime: { gte: w.dep, lte: new Date(w.dep.getTime() + HOUR) } } }),
    ).toBe(1);
  });

  it("the same two posts through the form at once: one reservation, one 409 with the clash next to the jet", async () => {
    const w = window(5);
    const results = await Promise.all([
      post(formRoute, "/admin/reservations/new", valid({ status: "optional" }, w)),
      post(
        formRoute,
        "/admin/reservations/new",
        valid({ status: "optional" }, { dep: new Date(w.dep.getTime() + 60_000 * 90), arr: new Date(w.arr.getTime() + 60_000 * 90) }),
      ),
    ]);
    expect(results.map(statusOf).sort()).toEqual([302, 409]);
  });

  it("is enforced by the database itself, whoever writes (SQLSTATE 23P01)", async () => {
    const { id, w } = await create({ status: "optional" });
    const error = await db()
      .reservation.create({
        data: {
          customerId: ids.customer,
          routeId: ids.route,
          jetId: ids.jet,
          departureDatetime: new Date(w.dep.getTime() + 60_000),
          arrivalDatetime: w.arr,
          passengerCount: 1,
          status: "confirmed",
        },
      })
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe("23P01");
    // back-to-back flights touch but do not overlap; drafts and cancelled ones never hold the jet
    await db().reservation.create({
      data: {
        customerId: ids.customer,
        routeId: ids.route,
        jetId: ids.jet,
        departureDatetime: w.arr,
        arrivalDatetime: new Date(w.arr.getTime() + HOUR),
        passengerCount: 1,
        status: "confirmed",
      },
    });
    await db().reservation.create({
      data: {
        customerId: ids.customer,
        routeId: ids.route,
        jetId: ids.jet,
        departureDatetime: w.dep,
        arrivalDatetime: w.arr,
        passengerCount: 1,
        status: "draft",
      },
    });
    await db().reservation.create({
      data: {
        customerId: ids.customer,
        routeId: ids.route,
        jetId: ids.jet,
        departureDatetime: w.dep,
        arrivalDatetime: w.arr,
        passengerCount: 1,
        status: "cancelled",
      },
    });
    expect(await statusOfReservation(id)).toBe("optional");
  });
});

// ───────────── from a quote request ─────────────

describe("convert an accepted quote request", () => {
  it("offers 'Rezervasyona dönüştür' only on accepted requests without a reservation", async () => {
    const data = dataOf<{ rows: Array<{ id: string; status: string; reservationId: string | null }> }>(
      await get(quoteRequestsRoute, "/admin/quote-requests?status=accepted"),
    );
    // accepted requests that became reservations, and two that still await the customer's answer
    const awaiting = new Set(made.awaiting);
    const converted = data.rows.filter((r) => !awaiting.has(r.id));
    expect(converted.length).toBeGreaterThan(0);
    expect(converted.every((r) => r.reservationId !== null)).toBe(true);
    expect(data.rows.filter((r) => awaiting.has(r.id)).map((r) => r.reservationId)).toEqual([null, null]);
  });

  it("prefills from the request and its approved quote, converts once, and twice in parallel still once", async () => {
    const q07 = made.quoted;
    const bq01 = made.quote;
    const quote = await db().brokerQuote.findUniqueOrThrow({ where: { id: bq01 } });
    await approveQuote({ actorId: ids.admin, ip: null, baseUrl: BASE, id: quote.id });
    const page = dataOf<{ defaults: Record<string, string>; fromQuote: string }>(
      await get(formRoute, `/admin/reservations/new?quote_request_id=${q07}`),
    );
    const request = await db().quoteRequest.findUniqueOrThrow({ where: { id: q07 } });
    expect(page.defaults).toMatchObject({
      customer_id: request.customerId,
      route_id: request.routeId,
      passenger_count: String(request.passengerCount),
      departure_datetime: atIstanbul(request.departureDatetime),
      total_amount: "48500",
      currency: "USD",
      jet_id: quote.jetOfferedId,
      quote_request_id: q07,
    });
    expect(page.fromQuote).toContain("→");
    const approvedRow = async () =>
      dataOf<{ rows: Array<{ id: string; reservationId: string | null }> }>(
        await get(brokerQuotesRoute, `/admin/broker-quotes?request_id=${q07}`),
      ).rows.find((r) => r.id === bq01)!;
    expect((await approvedRow()).reservationId).toBeNull();

    const fields = { intent: "create", ...page.defaults, passenger_count: "1", jet_id: "" } as Record<string, string>;
    const results = await Promise.all([
      post(formRoute, "/admin/reservations/new", fields),
      post(formRoute, "/admin/reservations/new", fields),
    ]);
    expect(results.map(statusOf).sort()).toEqual([302, 409]);
    const reservation = await db().reservation.findUniqueOrThrow({ where: { quoteRequestId: q07 } });
    expect(reservation.totalAmount?.toString()).toBe("48500");
    expect(reservation.currency).toBe("USD");

    expect((await approvedRow()).reservationId).toBe(reservation.id);
    // a third attempt: the form sends staff to the reservation, a post is refused
    const again = await get(formRoute, `/admin/reservations/new?quote_request_id=${q07}`);
    expect(locationOf(again)).toBe(`/admin/reservations/${reservation.id}`);
    const count = await db().reservation.count();
    expect(statusOf(await post(formRoute, "/admin/reservations/new", fields))).toBe(409);
    expect(await db().reservation.count()).toBe(count);
  });

  it("refuses requests that are not accepted, and unknown ones", async () => {
    const pending = await get(formRoute, `/admin/reservations/new?quote_request_id=${made.pending}`);
    expect(locationOf(pending)).toBe("/admin/quote-requests");
    expect(statusOf(await get(formRoute, "/admin/reservations/new?quote_request_id=00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(statusOf(await get(formRoute, "/admin/reservations/new?quote_request_id=zzz"))).toBe(404);
  });
});

// ───────────── the document ─────────────

describe("reservation PDF", () => {
  it("carries the reservation in Turkish with every Turkish letter and ₺ intact", async () => {
    const { id } = await create({ special_requests: "İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü", ground_transport_required: "on" });
    const result = (await get(pdfRoute, `/admin/reservations/${id}/pdf`, { reservationId: id })) as Response;
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toContain(`${reservationCode(id)}.pdf`);
    const bytes = new Uint8Array(await result.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      "Rezervasyon Belgesi",
      reservationCode(id),
      "Çağrı İlkay Öztürk Işık",
      "Şişli Güneş Ürün Ltd. Ğ",
      "İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü",
      "₺125.000,50",
      "İstanbul → Londra",
      "Catering, Yer ulaşımı",
      "Taslak",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is 404 for a missing reservation and 403 for a customer", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(statusOf(await get(pdfRoute, `/admin/reservations/${missing}/pdf`, { reservationId: missing }))).toBe(404);
    const { id } = await create();
    expect(statusOf(await get(pdfRoute, `/admin/reservations/${id}/pdf`, { reservationId: id }, "musteri@ufukjet.test"))).toBe(403);
  });
});

// ───────────── dashboard ─────────────

describe("dashboard links", () => {
  it("the latest reservations open their page, and the quick action opens the new form", async () => {
    const dash = dataOf<{ dashboard: { recent: Array<{ id: string }> } }>(await get(dashboardRoute, "/admin"));
    expect(dash.dashboard.recent.length).toBe(5);
    for (const r of dash.dashboard.recent) {
      expect(statusOf(await get(formRoute, `/admin/reservations/${r.id}`, { reservationId: r.id }))).toBe(200);
    }
    expect(statusOf(await get(formRoute, "/admin/reservations/new"))).toBe(200);
  });
});
