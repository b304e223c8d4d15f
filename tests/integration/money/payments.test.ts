import { beforeAll, describe, expect, it } from "vitest";
import * as flightsRoute from "#app/routes/admin/flights";
import * as paymentsExport from "#app/routes/admin/payments-export";
import * as paymentsRoute from "#app/routes/admin/payments";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { db } from "#app/server/platform/db/client.server";
import { listFlights } from "#app/server/bookings/flights.server";
import { SEARCH_COUNT_CAP } from "#app/lib/list-params";
import { listPayments, paymentsForExport } from "#app/server/money/payment-book.server";
import { changePaymentStatus } from "#app/server/money/payment-changes.server";
import { PaymentError } from "#app/server/money/payment-rules.server";
import { paymentSummary } from "#app/server/money/payment-summary.server";
import { refundPayment } from "#app/server/money/refunds.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeCustomer, makePayment, makeReservation, makeRoleAccounts, makeRoute } from "../../support/factories";
import { present } from "../../support/present";

const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";

let adminId: string;
let reservationId: string;
/** the confirmed reservation new payments are recorded against (its due amount has room for them) */
let openReservationId: string;

beforeAll(async () => {
  adminId = (await makeRoleAccounts()).admin.id;
  // a customer with Turkish letters in the name, an upcoming confirmed flight and a flown one with its payments
  const customer = await makeCustomer({ firstName: "Işıl", lastName: "Çelik" });
  const route = await makeRoute("İstanbul", "Londra");
  const flight = { customerId: customer.id, routeId: route.id };
  reservationId = (await makeReservation({ ...flight, status: "confirmed", departureDatetime: daysFromNow(5) })).id;
  const flown = await makeReservation({ ...flight, status: "completed", departureDatetime: daysFromNow(-5) });
  await makePayment({ reservationId: flown.id, status: "paid", amount: 200_000 });
  await makePayment({ reservationId: flown.id, status: "refunded", amount: 20_000 });
  openReservationId = reservationId;
});

const post = async (fields: Record<string, string>, path = "/admin/payments", email = ADMIN) =>
  run(paymentsRoute, "action", await signedInRequest(path, email, formInit(fields)));

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const [payments, audits, mails] = await Promise.all([
    db().payment.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true, amount: true, paidAt: true, transactionReference: true },
    }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ payments, audits, mails });
}

async function newPayment(
  status: "pending" | "paid" | "failed" | "partially_refunded" | "refunded" = "pending",
  currency: "TRY" | "EUR" | "USD" = "TRY",
  amount = "1000.00",
) {
  return db().payment.create({
    data: { reservationId, amount, currency, status, paymentMethod: "Havale/EFT", ...(status === "paid" ? { paidAt: new Date() } : {}) },
    select: { id: true },
  });
}

describe("payments summary", () => {
  it("keeps one set of cards per currency, never adding TRY and EUR together", async () => {
    await newPayment("paid", "EUR", "3900.00");
    await newPayment("pending", "EUR", "100.00");
    const summary = await paymentSummary();
    expect(summary.length).toBeGreaterThan(1);
    for (const s of summary) {
      const rows = await db().payment.findMany({ where: { currency: s.currency }, select: { amount: true, status: true } });
      const sum = (status: string) => rows.filter((r) => r.status === status).reduce((n, r) => n + Number(r.amount), 0);
      expect(Number(s.paid)).toBeCloseTo(sum("paid"), 2);
      expect(Number(s.pending)).toBeCloseTo(sum("pending"), 2);
      expect(s.count).toBe(rows.length);
      expect(s.successRate).toBeCloseTo(rows.filter((r) => r.status === "paid").length / rows.length, 6);
    }
  });
});

describe("payments list", () => {
  it("searches the customer's name with Turkish folding and the transaction reference", async () => {
    const payment = await db().payment.findFirstOrThrow({
      where: { reservation: { isNot: null } },
      select: { reservation: { select: { customer: { select: { lastName: true } } } } },
    });
    const lastName = payment.reservation!.customer.lastName;
    const upper = lastName.toLocaleUpperCase("tr");
    const found = await listPayments({ q: upper, status: null, page: null });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((r) => r.reservation?.customer.lastName === lastName)).toBe(true);
    const created = await db().payment.create({
      data: { reservationId, amount: "5", currency: "TRY", transactionReference: "TRX-SEARCH-77" },
      select: { id: true },
    });
    const byRef = await listPayments({ q: "trx-search-77", status: null, page: null });
    expect(byRef.rows.map((r) => r.id)).toEqual([created.id]);
  });

  it("counts a search up to the cap and says so beyond it; the plain list stays exact", async () => {
    const tag = `CAP${Date.now().toString(36).toUpperCase()}`;
    await db().payment.createMany({
      data: [
        ...Array.from({ length: SEARCH_COUNT_CAP }, (_, i) => ({
          reservationId,
          amount: "1",
          currency: "TRY" as const,
          transactionReference: `${tag}-A-${i}`,
        })),
        { reservationId, amount: "1", currency: "TRY" as const, transactionReference: `${tag}-B` },
      ],
    });
    const beyond = await listPayments({ q: tag.toLowerCase(), status: null, page: "9999" });
    expect(beyond.capped).toBe(true);
    expect(beyond.total).toBe(SEARCH_COUNT_CAP);
    expect(beyond.pages).toBe(Math.ceil(SEARCH_COUNT_CAP / beyond.take));
    expect(beyond.page).toBe(beyond.pages);
    expect(beyond.rows.length).toBeGreaterThan(0);
    const exactlyCap = await listPayments({ q: `${tag}-a`, status: null, page: null });
    expect(exactlyCap.capped).toBe(false);
    expect(exactlyCap.total).toBe(SEARCH_COUNT_CAP);
    const plain = await listPayments({ q: "", status: null, page: null });
    expect(plain.capped).toBe(false);
    expect(plain.total).toBe(await db().payment.count());
    const screen = (await run(paymentsRoute, "loader", await signedInRequest(`/admin/payments?q=${tag}`, OPS))) as {
      capped: boolean;
      total: number;
    };
    expect(screen).toMatchObject({ capped: true, total: SEARCH_COUNT_CAP });
    await db().payment.deleteMany({ where: { transactionReference: { startsWith: tag } } });
  });

  it("gives a page's rows newest first, with the reservation's customer and route, and a payment without one", async () => {
    const tag = `ORD${Date.now().toString(36).toUpperCase()}`;
    const older = await db().payment.create({
      data: {
        reservationId,
        amount: "1234.50",
        currency: "TRY",
        transactionReference: `${tag}-1`,
        createdAt: new Date(Date.now() - 60_000),
      },
      select: { id: true },
    });
    const loose = await db().payment.create({
      data: { amount: "7.25", currency: "EUR", transactionReference: `${tag}-2`, status: "paid", paidAt: new Date() },
      select: { id: true },
    });
    const reservation = await db().reservation.findUniqueOrThrow({
      where: { id: reservationId },
      select: {
        departureDatetime: true,
        customer: { select: { firstName: true, lastName: true } },
        route: { select: { departureCity: true, arrivalCity: true } },
      },
    });
    const { rows } = await listPayments({ q: tag, status: null, page: null });
    expect(rows.map((r) => r.id)).toEqual([loose.id, older.id]);
    expect(rows[0]).toMatchObject({
      amount: "7.25",
      currency: "EUR",
      status: "paid",
      reservation: null,
      balance: null,
      transactionReference: `${tag}-2`,
    });
    expect(rows[1]).toMatchObject({
      amount: "1234.50",
      reservation: { id: reservationId, customer: reservation.customer, route: reservation.route },
    });
    expect(rows[1]!.reservation!.departureDatetime.getTime()).toBe(reservation.departureDatetime.getTime());
    expect(rows[1]!.balance).not.toBeNull();
    await db().payment.deleteMany({ where: { transactionReference: { startsWith: tag } } });
  });

  it("exports in batches without losing or repeating a row, payments created in the same instant included", async () => {
    const tag = `EXP${Date.now().toString(36).toUpperCase()}`;
    const at = new Date(Date.now() - 3_600_000);
    await db().payment.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        reservationId,
        amount: `${i + 1}.00`,
        currency: "TRY" as const,
        transactionReference: `${tag}-${i}`,
        // three share one instant: the next batch must start after the last id sent, not after the instant
        createdAt: i < 3 ? at : new Date(at.getTime() - i * 1000),
      })),
    });
    const exported: string[] = [];
    for await (const row of paymentsForExport({ q: tag, status: null }, 2)) exported.push(row.id);
    const listed = (await listPayments({ q: tag, status: null, page: null })).rows.map((r) => r.id);
    expect(exported).toHaveLength(7);
    expect(new Set(exported).size).toBe(7);
    expect(exported).toEqual(listed);
    await db().payment.deleteMany({ where: { transactionReference: { startsWith: tag } } });
  });

  it("filters by status", async () => {
    const refunded = await listPayments({ q: "", status: "refunded", page: null });
    expect(refunded.rows.length).toBeGreaterThan(0);
    expect(refunded.rows.every((r) => r.status === "refunded")).toBe(true);
  });

  it("the loader answers 404 for a refund form of a payment that is not paid", async () => {
    const pending = await newPayment("pending");
    const result = await run(paymentsRoute, "loader", await signedInRequest(`/admin/payments?refund=${pending.id}`, ADMIN));
    expect(statusOf(result)).toBe(404);
  });
});

describe("recording a payment", () => {
  it("records a pending payment with its audit row", async () => {
    const before = await db().payment.count();
    const result = await post({
      intent: "record",
      reservation_id: openReservationId,
      amount: "12.345,50",
      currency: "TRY",
      payment_method: "Kredi Kartı",
      transaction_reference: "KK-2026-0001",
    });
    expect(statusOf(result)).toBe(302);
    expect(await db().payment.count()).toBe(before + 1);
    const row = await db().payment.findUniqueOrThrow({ where: { transactionReference: "KK-2026-0001" } });
    expect(row).toMatchObject({ status: "pending", currency: "TRY", paymentMethod: "Kredi Kartı", reservationId: openReservationId });
    expect(row.amount.toString()).toBe("12345.5");
    expect(await db().auditLog.count({ where: { action: "payment.create", entityId: row.id } })).toBe(1);
  });

  const valid = {
    intent: "record",
    reservation_id: "",
    amount: "1000",
    currency: "TRY",
    payment_method: "Havale/EFT",
    transaction_reference: "",
  };
  const BAD: Array<[string, Record<string, string>]> = [
    ["no reservation", { reservation_id: "" }],
    ["reservation not a uuid", { reservation_id: "abc" }],
    ["reservation with SQL", { reservation_id: "' OR 1=1 --" }],
    ["unknown reservation", { reservation_id: MISSING }],
    ["no amount", { amount: "" }],
    ["amount zero", { amount: "0" }],
    ["amount negative", { amount: "-5" }],
    ["amount letters", { amount: "abc" }],
    ["amount three decimals", { amount: "10,555" }],
    ["amount too high", { amount: "99999999999" }],
    ["amount exponent", { amount: "1e5" }],
    ["amount infinity", { amount: "Infinity" }],
    ["amount NaN", { amount: "NaN" }],
    ["amount two commas", { amount: "1,2,3" }],
    ["amount too long", { amount: "1".repeat(40) }],
    ["amount only spaces", { amount: "   " }],
    ["amount with currency sign", { amount: "₺100" }],
    ["amount hex", { amount: "0x10" }],
    ["currency unknown", { currency: "GBP" }],
    ["currency lower case", { currency: "try" }],
    ["currency with SQL", { currency: "TRY'; DROP TABLE payments; --" }],
    ["method missing", { payment_method: "" }],
    ["method unknown", { payment_method: "Bitcoin" }],
    ["method lower case", { payment_method: "havale/eft" }],
    ["method with HTML", { payment_method: "<script>alert(1)</script>" }],
    ["reference too long", { transaction_reference: "R".repeat(81) }],
    ["reference with spaces", { transaction_reference: "AB 12" }],
    ["reference with quote", { transaction_reference: "AB'12" }],
    ["reference with angle brackets", { transaction_reference: "<b>1</b>" }],
    ["reference with semicolon", { transaction_reference: "A;B" }],
    ["reference with control character", { transaction_reference: "A\u0007B" }],
    ["reference with emoji", { transaction_reference: "AB✈12" }],
    ["reference formula", { transaction_reference: "=SUM(A1)" }],
    ["reference with percent", { transaction_reference: "100%" }],
    ["reference with backslash", { transaction_reference: "A\\B" }],
    ["reference with comma", { transaction_reference: "A,B" }],
    ["reservation of another shape", { reservation_id: "00000000-0000-0000-0000-00000000000g" }],
    ["reservation too long", { reservation_id: `${MISSING}0` }],
    ["amount with space inside number", { amount: "10 0,5,5" }],
    ["amount with plus and minus", { amount: "+-5" }],
    ["intent unknown", { intent: "record-all" }],
    ["no intent", { intent: "" }],
  ];

  it("has at least 40 bad inputs, each a field of the form", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    for (const [, change] of BAD) for (const key of Object.keys(change)) expect(Object.keys(valid)).toContain(key);
  });

  it.each(BAD)("%s: answered 4xx without a 500, nothing written", async (_label, change) => {
    const before = await snapshot();
    const result = await post({ ...valid, reservation_id: openReservationId, ...change });
    const status = statusOf(result);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });

  it("refuses a reference another payment already has, next to the field", async () => {
    await newPayment();
    await db().payment.create({ data: { reservationId, amount: "1", currency: "TRY", transactionReference: "DUP-1" } });
    const before = await snapshot();
    const result = (await post({ ...valid, reservation_id: openReservationId, amount: "1", transaction_reference: "DUP-1" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.transaction_reference).toEqual(["Bu işlem referansı başka bir ödemede kayıtlı."]);
    expect(await snapshot()).toBe(before);
  });
});

describe("payment status changes follow the state machine", () => {
  it("marks a pending payment paid, sets paid_at, audits and e-mails the customer", async () => {
    const p = await newPayment("pending");
    const mails = await db().outboxEmail.count({ where: { template: "payment-paid" } });
    expect(statusOf(await post({ intent: "mark-paid", id: p.id }))).toBe(302);
    const row = await db().payment.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.status).toBe("paid");
    expect(row.paidAt).not.toBeNull();
    expect(await db().outboxEmail.count({ where: { template: "payment-paid" } })).toBe(mails + 1);
    expect(await db().auditLog.count({ where: { action: "payment.paid", entityId: p.id } })).toBe(1);
  });

  it("marks a pending payment failed", async () => {
    const p = await newPayment("pending");
    expect(statusOf(await post({ intent: "mark-failed", id: p.id }))).toBe(302);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("failed");
  });

  it("asks before a refund: without confirm=yes it only redirects to the refund form", async () => {
    const p = await newPayment("paid");
    const before = await snapshot();
    const result = await post({ intent: "refund", id: p.id }, "/admin/payments?page=1");
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/admin/payments?page=1&refund=${p.id}`);
    expect(await snapshot()).toBe(before);
    expect(statusOf(await post({ intent: "refund", id: p.id, confirm: "yes", amount: "1000" }))).toBe(302);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("refunded");
    expect(await db().outboxEmail.count({ where: { template: "payment-refunded" } })).toBeGreaterThan(0);
  });

  // a guard has as many tests as conditions: each refused move leaves the payment as it was
  it.each([
    ["mark a paid payment failed", "paid", "failed"],
    ["mark a refunded payment paid", "refunded", "paid"],
    ["mark a partly refunded payment failed", "partially_refunded", "failed"],
    ["mark a paid payment paid again", "paid", "paid"],
    ["mark a failed payment failed again", "failed", "failed"],
    ["mark a failed payment paid without a new attempt", "failed", "paid"],
  ] as const)("refuses to %s", async (_label, from, to) => {
    const p = await newPayment(from);
    const before = await snapshot();
    await expect(changePaymentStatus({ actorId: adminId, ip: null, id: p.id, to })).rejects.toMatchObject({ code: "alreadyChanged" });
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 for a payment that does not exist", async () => {
    const before = await snapshot();
    await expect(changePaymentStatus({ actorId: adminId, ip: null, id: MISSING, to: "paid" })).rejects.toBeInstanceOf(PaymentError);
    expect(statusOf(await post({ intent: "mark-paid", id: MISSING }))).toBe(404);
    expect(statusOf(await post({ intent: "refund", id: "not-a-uuid" }))).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("twenty parallel refunds of one payment refund it once, with one audit row and one e-mail", async () => {
    const p = await newPayment("paid", "EUR", "2500.00");
    const mails = await db().outboxEmail.count({ where: { template: "payment-refunded" } });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => refundPayment({ actorId: adminId, ip: null, paymentId: p.id, amount: 2500, reason: null })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => (r as PromiseRejectedResult).reason instanceof PaymentError)).toBe(
      true,
    );
    expect(await db().auditLog.count({ where: { action: "refund.create", entityId: p.id } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "payment-refunded" } })).toBe(mails + 1);
  });
});

describe("payments export", () => {
  it("exports the filtered list as CSV with a BOM, Turkish decimals and formulas defused", async () => {
    await db().payment.create({
      data: { reservationId, amount: "1234.5", currency: "TRY", status: "failed", transactionReference: "=HYPERLINK" },
    });
    const result = (await run(
      paymentsExport,
      "loader",
      await signedInRequest("/admin/payments/export?format=csv&status=failed", OPS),
    )) as Response;
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await result.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toContain('"Durum"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('"Başarısız"'))).toBe(true);
    // the amount as the ledger keeps it, with its two decimals (as the reports' CSV gives money)
    expect(text).toContain('"1234,50"');
    expect(text).toContain(`"'=HYPERLINK"`);
  });
});

describe("a departure at its airport (decision 043)", () => {
  // 12:00 UTC on 15 January is 13:00 in Nice (CET) and 15:00 in İstanbul: the customer reads Nice's clock
  const departure = new Date("2030-01-15T12:00:00Z");
  const atNice = "15.01.2030 13:00 CET";

  async function fromNice(status: "confirmed" | "optional") {
    const customer = await makeCustomer();
    const route = await makeRoute("Nice", "İstanbul");
    const reservation = await makeReservation({ customerId: customer.id, routeId: route.id, status, departureDatetime: departure });
    return { customer, reservation };
  }

  const lastMail = (template: string, to: string) =>
    db().outboxEmail.findFirstOrThrow({ where: { template, to }, orderBy: { createdAt: "desc" } });

  it("names Nice's clock in the payment and refund e-mails", async () => {
    const { customer, reservation } = await fromNice("confirmed");
    const p = await makePayment({ reservationId: reservation.id, amount: 10_000 });
    await changePaymentStatus({ actorId: adminId, ip: null, id: p.id, to: "paid" });
    expect((await lastMail("payment-paid", customer.email!)).text).toContain(`(${atNice})`);
    await refundPayment({ actorId: adminId, ip: null, paymentId: p.id, amount: 100, reason: null });
    expect((await lastMail("payment-refunded", customer.email!)).text).toContain(`(${atNice})`);
  });

  it("names Nice's clock in the confirmation an option gets when its deposit is in", async () => {
    const { customer, reservation } = await fromNice("optional");
    const p = await makePayment({ reservationId: reservation.id, amount: 100_000 });
    await changePaymentStatus({ actorId: adminId, ip: null, id: p.id, to: "paid" });
    expect((await db().reservation.findUniqueOrThrow({ where: { id: reservation.id } })).status).toBe("confirmed");
    expect((await lastMail("reservation.confirmed", customer.email!)).text).toContain(`Kalkış: ${atNice}\n`);
  });

  it("gives the export's departure column at Nice's clock", async () => {
    const { reservation } = await fromNice("confirmed");
    const p = await makePayment({ reservationId: reservation.id, amount: 10_000 });
    const result = (await run(
      paymentsExport,
      "loader",
      await signedInRequest(`/admin/payments/export?format=csv&q=${p.transactionReference}`, OPS),
    )) as Response;
    const lines = (await result.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(`"${atNice}"`)).toBe(true);
  });
});

describe("flights", () => {
  it("lists today's, upcoming and past departures apart, and finds a reservation by its code", async () => {
    const now = new Date();
    const today = await listFlights({ tab: "today", q: "", page: null, now });
    const upcoming = await listFlights({ tab: "upcoming", q: "", page: null, now });
    const past = await listFlights({ tab: "past", q: "", page: null, now });
    expect(upcoming.rows.length).toBeGreaterThan(0);
    expect(past.rows.length).toBeGreaterThan(0);
    const ids = [...today.rows, ...upcoming.rows, ...past.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(upcoming.rows.every((r) => r.departureDatetime > now)).toBe(true);
    expect(past.rows.every((r) => r.departureDatetime < now)).toBe(true);
    const target = present(past.rows[0], "a past flight");
    const byCode = await listFlights({ tab: "past", q: reservationCode(target.id).toLowerCase(), page: null, now });
    expect(byCode.rows.map((r) => r.id)).toContain(target.id);
    expect(byCode.rows.every((r) => reservationCode(r.id) === reservationCode(target.id))).toBe(true);
  });

  it("searches the city with Turkish folding", async () => {
    const upcoming = await listFlights({ tab: "upcoming", q: "", page: null });
    const target = present(
      upcoming.rows.find((r) => /[İıŞşĞğÇçÖöÜü]/.test(r.route.departureCity)) ?? upcoming.rows[0],
      "an upcoming flight",
    );
    const city = target.route.departureCity;
    // typed without Turkish letters and in capitals: "İstanbul" as "ISTANBUL"
    const typed = city
      .replace(/[İı]/g, "I")
      .replace(/[Şş]/g, "S")
      .replace(/[Ğğ]/g, "G")
      .replace(/[Çç]/g, "C")
      .replace(/[Öö]/g, "O")
      .replace(/[Üü]/g, "U")
      .toUpperCase();
    const found = await listFlights({ tab: "upcoming", q: typed, page: null });
    expect(found.rows.map((r) => r.id)).toContain(target.id);
    const none = await listFlights({ tab: "upcoming", q: "zzzz-no-such-city", page: null });
    expect(none.rows).toHaveLength(0);
  });

  it("the loader takes the header search to the upcoming tab", async () => {
    const result = (await run(flightsRoute, "loader", await signedInRequest("/admin/flights?q=istanbul", OPS))) as {
      tab: string;
      rows: unknown[];
    };
    expect(result.tab).toBe("upcoming");
  });
});
