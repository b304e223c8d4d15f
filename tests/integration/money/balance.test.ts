import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as paymentsRoute from "#app/routes/admin/payments";
import * as formRoute from "#app/routes/admin/reservation-form";
import { balanceOf, isOverdue } from "#app/lib/domain/balance";
import { fromCents, toCents } from "#app/lib/domain/money";
import { CANCELLATION_BANDS, depositCents } from "#app/lib/domain/money-terms";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { db } from "#app/server/platform/db/client.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { overdueBalances, reservationBalance } from "#app/server/money/balance.server";
import { changePaymentStatus, recordPayment } from "#app/server/money/payment-changes.server";
import { PaymentError } from "#app/server/money/payment-rules.server";
import { refundPayment } from "#app/server/money/refunds.server";
import { ReservationError } from "#app/server/bookings/reservations.server";
import { changeReservationStatus, createReservation } from "#app/server/bookings/reservation-changes.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { loadAdminDashboard } from "#app/server/reports/admin-dashboard.server";
import { moneyReceived } from "#app/server/money/revenue.server";
import { startOfIstanbulMonth } from "#app/lib/format";
import { createTestUser, formInit, run, signedInRequest, statusOf } from "../../support/auth";

/**
 * Money that reconciles (decision 042), through the services and the route modules on a real database: payments
 * within what is owed (also twenty at once), refunds within what was paid (also twenty at once), the deposit that
 * confirms an option, the cancellation fee and the refunds it leaves due, the option released by the job queue at
 * its deadline, refunds an admin's only, and at least 40 refused inputs of each money form.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN = "para-admin@ufukjet.test";
const OPS = "para-ops@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";
const ids = { admin: "", ops: "", customer: "", route: "", jet: "" };
let block = 0;
let slot = 0;

beforeAll(async () => {
  await seedAirports(db());
  ids.admin = (await createTestUser({ email: ADMIN, role: "admin" })).id;
  ids.ops = (await createTestUser({ email: OPS, role: "operations" })).id;
  ids.customer = (
    await db().customer.create({ data: { firstName: "Deniz", lastName: "Kaya", email: "deniz.kaya@ornek.test" }, select: { id: true } })
  ).id;
  const route = await db().route.create({
    data: {
      departureCity: "İstanbul",
      departureCountry: "Türkiye",
      departureAirport: "İstanbul Havalimanı (IST)",
      arrivalCity: "Antalya",
      arrivalCountry: "Türkiye",
      arrivalAirport: "Antalya Havalimanı (AYT)",
      distanceKm: 480,
    },
    select: { id: true, distanceKm: true },
  });
  ids.route = route.id;
  const jet = await db().jet.create({
    data: {
      manufacturer: "Embraer",
      model: "Phenom 300E",
      yearManufactured: 2022,
      seatCapacity: 8,
      category: "light",
      rangeKm: 3700,
      maxSpeedKmh: 830,
      hourlyRate: "150000",
    },
    select: { id: true, category: true, rangeKm: true, cruiseKmh: true },
  });
  ids.jet = jet.id;
  block = estimatedBlockMinutesFor(route.distanceKm, jet);
});

/** A reservation written directly, a fresh week each, in TRY unless told. */
async function reservation(
  options: {
    status?: "draft" | "optional" | "confirmed" | "cancelled" | "completed";
    total?: string | null;
    currency?: "TRY" | "EUR";
    departsIn?: number;
  } = {},
) {
  slot += 1;
  const departure = new Date(Date.now() + (options.departsIn ?? (60 + slot * 7) * DAY));
  const status = options.status ?? "confirmed";
  return db().reservation.create({
    data: {
      customerId: ids.customer,
      routeId: ids.route,
      jetId: null,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + block * 60_000),
      passengerCount: 4,
      status,
      totalAmount: options.total === undefined ? "1000000.00" : options.total,
      currency: options.currency ?? "TRY",
    },
    select: { id: true, departureDatetime: true },
  });
}

async function paidPayment(reservationId: string, amount: string) {
  return db().payment.create({
    data: { reservationId, amount, currency: "TRY", status: "paid", paidAt: new Date(), paymentMethod: "Havale/EFT" },
    select: { id: true },
  });
}

const staff = { actorId: "", ip: null };
const asAdmin = () => ({ ...staff, actorId: ids.admin });

/** paid − refunded ≤ total, for every reservation in the database. */
async function invariantHolds() {
  const rows = await db().reservation.findMany({
    select: { totalAmount: true, payments: { select: { amount: true, status: true } }, refunds: { select: { amount: true } } },
  });
  for (const r of rows) {
    const paid = r.payments.filter((p) => p.status !== "pending" && p.status !== "failed").reduce((n, p) => n + toCents(p.amount), 0);
    const refunded = r.refunds.reduce((n, x) => n + toCents(x.amount), 0);
    expect(refunded).toBeLessThanOrEqual(paid);
    if (r.totalAmount !== null) expect(paid - refunded).toBeLessThanOrEqual(toCents(r.totalAmount));
  }
}

describe("payments within what is owed", () => {
  it("takes a payment up to the due amount to the cent, and refuses one cent more naming the due amount in Turkish", async () => {
    const r = await reservation({ total: "1000.50" });
    await paidPayment(r.id, "400.00");
    await expect(
      recordPayment({ ...asAdmin(), reservationId: r.id, amount: 600.51, currency: "TRY", method: "Nakit", reference: null }),
    ).rejects.toMatchObject({
      code: "overDue",
      field: "amount",
      values: { due: "₺600,50" },
    });
    const result = (await run(
      paymentsRoute,
      "action",
      await signedInRequest(
        "/admin/payments",
        OPS,
        formInit({ intent: "record", reservation_id: r.id, amount: "600,51", currency: "TRY", payment_method: "Nakit" }),
      ),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.amount).toEqual(["Tutar ödenecek bakiyeyi aşıyor; en fazla ₺600,50 kaydedilebilir."]);
    await recordPayment({ ...asAdmin(), reservationId: r.id, amount: 600.5, currency: "TRY", method: "Nakit", reference: null });
    const balance = (await reservationBalance(r.id))!;
    expect(balance).toMatchObject({ due: 0, paid: 40_000, pendingPayments: 60_050 });
    await expect(
      recordPayment({ ...asAdmin(), reservationId: r.id, amount: 0.01, currency: "TRY", method: "Nakit", reference: null }),
    ).rejects.toMatchObject({ code: "nothingDue" });
  });

  it("refuses another currency, a cancelled, a draft and an unpriced reservation", async () => {
    const record = (reservationId: string, currency: "TRY" | "USD" = "TRY") =>
      recordPayment({ ...asAdmin(), reservationId, amount: 10, currency, method: "Nakit", reference: null });
    await expect(record((await reservation()).id, "USD")).rejects.toMatchObject({
      code: "currencyMismatch",
      field: "currency",
      values: { currency: "TRY" },
    });
    await expect(record((await reservation({ status: "cancelled" })).id)).rejects.toMatchObject({ code: "reservationClosed" });
    await expect(record((await reservation({ status: "draft" })).id)).rejects.toMatchObject({ code: "reservationClosed" });
    await expect(record((await reservation({ total: null })).id)).rejects.toMatchObject({ code: "notPriced" });
    await expect(record(MISSING)).rejects.toMatchObject({ code: "reservationNotFound" });
  });

  it("twenty parallel payments never together exceed the due amount", async () => {
    const r = await reservation({ total: "1000.00" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordPayment({ ...asAdmin(), reservationId: r.id, amount: 150, currency: "TRY", method: "Nakit", reference: null }),
      ),
    );
    const ok = results.filter((x) => x.status === "fulfilled").length;
    expect(ok).toBe(6); // 6 × 150 = 900 ≤ 1000 < 7 × 150
    for (const x of results) if (x.status === "rejected") expect(x.reason).toBeInstanceOf(PaymentError);
    const rows = await db().payment.findMany({ where: { reservationId: r.id }, select: { amount: true } });
    expect(rows.reduce((n, p) => n + toCents(p.amount), 0)).toBe(90_000);
    // all of them received: still within the total
    for (const p of await db().payment.findMany({ where: { reservationId: r.id }, select: { id: true } })) {
      await changePaymentStatus({ ...asAdmin(), id: p.id, to: "paid" });
    }
    await invariantHolds();
  });

  it("never marks a pending payment paid once its reservation was cancelled", async () => {
    const r = await reservation();
    const p = await recordPayment({ ...asAdmin(), reservationId: r.id, amount: 100, currency: "TRY", method: "Nakit", reference: null });
    await changeReservationStatus({ actorId: ids.admin, id: r.id, from: "confirmed", to: "cancelled" });
    // the cancellation failed the pending payment; it cannot come back
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("failed");
    await expect(changePaymentStatus({ ...asAdmin(), id: p.id, to: "pending" })).rejects.toMatchObject({ code: "reservationClosed" });
  });
});

describe("the deposit confirms an option", () => {
  it("confirms the option when the money received reaches the deposit share, not before", async () => {
    const r = await reservation({ status: "optional", total: "2000.00" });
    const deposit = depositCents(200_000);
    const first = await recordPayment({
      ...asAdmin(),
      reservationId: r.id,
      amount: (deposit - 1) / 100,
      currency: "TRY",
      method: "Nakit",
      reference: null,
    });
    await changePaymentStatus({ ...asAdmin(), id: first.id, to: "paid" });
    expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("optional");
    const second = await recordPayment({
      ...asAdmin(),
      reservationId: r.id,
      amount: 0.01,
      currency: "TRY",
      method: "Nakit",
      reference: null,
    });
    await changePaymentStatus({ ...asAdmin(), id: second.id, to: "paid" });
    expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("confirmed");
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.confirmed" } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "reservation.confirmed", to: "deniz.kaya@ornek.test" } })).toBeGreaterThan(0);
  });
});

describe("refunds", () => {
  it("refunds part, then the rest; the payment's status follows; never more than was paid", async () => {
    const r = await reservation();
    const p = await paidPayment(r.id, "1000.00");
    await refundPayment({ ...asAdmin(), paymentId: p.id, amount: 250.5, reason: "iyi niyet" });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("partially_refunded");
    await expect(refundPayment({ ...asAdmin(), paymentId: p.id, amount: 749.51, reason: null })).rejects.toMatchObject({
      code: "refundTooHigh",
      values: { max: "₺749,50" },
    });
    await refundPayment({ ...asAdmin(), paymentId: p.id, amount: 749.5, reason: null });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("refunded");
    await expect(refundPayment({ ...asAdmin(), paymentId: p.id, amount: 0.01, reason: null })).rejects.toMatchObject({
      code: "notRefundable",
    });
    const balance = (await reservationBalance(r.id))!;
    expect(balance).toMatchObject({ paid: 100_000, refunded: 100_000, net: 0 });
  });

  it("twenty parallel refunds never together exceed the payment", async () => {
    const r = await reservation();
    const p = await paidPayment(r.id, "1000.00");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => refundPayment({ ...asAdmin(), paymentId: p.id, amount: 300, reason: null })),
    );
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(3);
    const refunds = await db().refund.findMany({ where: { paymentId: p.id }, select: { amount: true } });
    expect(refunds.reduce((n, x) => n + toCents(x.amount), 0)).toBe(90_000);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("partially_refunded");
    await invariantHolds();
  });

  it("is an admin's act: operations get 403 and nothing is written", async () => {
    const r = await reservation();
    const p = await paidPayment(r.id, "500.00");
    const before = await db().refund.count();
    const post = async (email: string) =>
      run(
        paymentsRoute,
        "action",
        await signedInRequest("/admin/payments", email, formInit({ intent: "refund", id: p.id, confirm: "yes", amount: "100" })),
      );
    expect(statusOf(await post(OPS))).toBe(403);
    expect(await db().refund.count()).toBe(before);
    expect(statusOf(await post(ADMIN))).toBe(302);
    expect(await db().refund.count()).toBe(before + 1);
    // the form is not even shown to operations
    expect(statusOf(await run(paymentsRoute, "loader", await signedInRequest(`/admin/payments?refund=${p.id}`, OPS)))).toBe(404);
  });
});

describe("cancellation by the policy", () => {
  it("keeps the band's fee, leaves the rest as a refund for an admin to send, and the customer is told both", async () => {
    const r = await reservation({ departsIn: 10 * DAY });
    const p = await paidPayment(r.id, "1000000.00");
    await changeReservationStatus({ actorId: ids.ops, id: r.id, from: "confirmed", to: "cancelled" });
    const band = CANCELLATION_BANDS.find((b) => 10 * 24 >= b.minNoticeHours)!;
    const fee = (100_000_000 * band.percent) / 100;
    const row = await db().reservation.findUniqueOrThrow({ where: { id: r.id } });
    expect(row.status).toBe("cancelled");
    expect(toCents(row.cancellationFee!)).toBe(fee);
    const refunds = await db().refund.findMany({ where: { reservationId: r.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "pending", paymentId: p.id });
    expect(toCents(refunds[0]!.amount)).toBe(100_000_000 - fee);
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "reservation.cancelled", to: "deniz.kaya@ornek.test" },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.text).toContain(`İptal ücreti: ₺${(fee / 100).toLocaleString("tr-TR")}`);
    // operations cannot send it; an admin can, once
    const send = async (email: string) =>
      run(
        paymentsRoute,
        "action",
        await signedInRequest("/admin/payments", email, formInit({ intent: "execute-refund", refund_id: refunds[0]!.id })),
      );
    expect(statusOf(await send(OPS))).toBe(403);
    expect(statusOf(await send(ADMIN))).toBe(302);
    expect(statusOf(await send(ADMIN))).toBe(302); // a toast: already sent
    expect((await db().refund.findUniqueOrThrow({ where: { id: refunds[0]!.id } })).status).toBe("completed");
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("partially_refunded");
    const balance = (await reservationBalance(r.id))!;
    expect(balance).toMatchObject({ owed: fee, net: fee, due: 0, credit: 0 });
  });

  it("refuses to cancel a departed flight; a no-show is recorded instead and keeps everything", async () => {
    const r = await reservation({ departsIn: -HOUR });
    await paidPayment(r.id, "1000.00");
    await expect(changeReservationStatus({ actorId: ids.admin, id: r.id, from: "confirmed", to: "cancelled" })).rejects.toMatchObject({
      code: "departed",
    });
    expect(await db().refund.count({ where: { reservationId: r.id } })).toBe(0);
    const future = await reservation();
    await expect(changeReservationStatus({ actorId: ids.admin, id: future.id, from: "confirmed", to: "no_show" })).rejects.toMatchObject({
      code: "notDepartedYet",
    });
    await changeReservationStatus({ actorId: ids.admin, id: r.id, from: "confirmed", to: "no_show" });
    expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("no_show");
    expect(await db().refund.count({ where: { reservationId: r.id } })).toBe(0);
  });
});

describe("options expire through the job queue", () => {
  it("releases an unpaid option at its deadline, frees the jet and tells the customer and staff; a paid one stays", async () => {
    slot += 1;
    const departure = new Date(Date.now() + (60 + slot * 7) * DAY);
    departure.setUTCMinutes(0, 0, 0);
    const value = {
      customerId: ids.customer,
      routeId: ids.route,
      jetId: ids.jet,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + block * 60_000),
      passengerCount: 2,
      cateringRequired: false,
      groundTransportRequired: false,
      specialRequests: null,
      totalAmount: "500000.00",
      currency: "TRY" as const,
      quoteRequestId: null,
    };
    const option = await createReservation({ actorId: ids.admin, value, status: "optional" });
    const created = await db().reservation.findUniqueOrThrow({ where: { id: option.id } });
    expect(created.optionDeadline).not.toBeNull();
    // a job waits for the deadline: nothing runs before it
    expect(await runQueuedJobsNow("option-expiry")).toBe(0);
    expect((await db().reservation.findUniqueOrThrow({ where: { id: option.id } })).status).toBe("optional");
    // the deadline passes
    await db().reservation.update({ where: { id: option.id }, data: { optionDeadline: new Date(Date.now() - 60_000) } });
    await db().$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = now() - interval '1 minute' WHERE name = 'option-expiry' AND state = 'created'`,
    );
    expect(await runQueuedJobsNow("option-expiry")).toBeGreaterThanOrEqual(1);
    const released = await db().reservation.findUniqueOrThrow({ where: { id: option.id } });
    expect(released.status).toBe("cancelled");
    expect(await db().outboxEmail.count({ where: { template: "reservation.option-expired", to: "deniz.kaya@ornek.test" } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "reservation.option-expired-staff" } })).toBe(1);
    // the jet is free: the same slot can be held again
    const again = await createReservation({ actorId: ids.admin, value, status: "optional" });
    // with the deposit in, the deadline passing changes nothing (it was confirmed by the payment)
    const p = await recordPayment({
      ...asAdmin(),
      reservationId: again.id,
      amount: 150_000,
      currency: "TRY",
      method: "Nakit",
      reference: null,
    });
    await changePaymentStatus({ ...asAdmin(), id: p.id, to: "paid" });
    await db().reservation.update({ where: { id: again.id }, data: { optionDeadline: new Date(Date.now() - 60_000) } });
    await db().$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = now() - interval '1 minute' WHERE name = 'option-expiry' AND state = 'created'`,
    );
    await runQueuedJobsNow("option-expiry");
    expect((await db().reservation.findUniqueOrThrow({ where: { id: again.id } })).status).toBe("confirmed");
  });
});

// ───────────── ≥ 40 refused inputs per money form ─────────────

async function snapshot() {
  const [payments, refunds, reservations, audits, mails] = await Promise.all([
    db().payment.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, amount: true } }),
    db().refund.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, amount: true } }),
    db().reservation.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, cancellationFee: true } }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ payments, refunds, reservations, audits, mails });
}

const COMMON_BAD_AMOUNTS: Array<[string, string]> = [
  ["empty", ""],
  ["zero", "0"],
  ["negative", "-5"],
  ["letters", "abc"],
  ["three decimals", "10,555"],
  ["above the column", "99999999999"],
  ["exponent", "1e5"],
  ["Infinity", "Infinity"],
  ["NaN", "NaN"],
  ["two commas", "1,2,3"],
  ["too long", "1".repeat(40)],
  ["spaces", "   "],
  ["currency sign", "₺100"],
  ["hex", "0x10"],
  ["plus minus", "+-5"],
  ["SQL", "1; DROP TABLE payments"],
  ["HTML", "<b>5</b>"],
  ["minus zero cents", "-0,01"],
];

describe("the payment form refuses bad input (≥ 40)", () => {
  let target = "";
  beforeAll(async () => {
    target = (await reservation({ total: "1000.00" })).id;
    await paidPayment(target, "900.00");
  });
  const cases = (): Array<[string, Record<string, string>]> => [
    ...COMMON_BAD_AMOUNTS.map(([label, amount]): [string, Record<string, string>] => [`amount ${label}`, { amount }]),
    ["above the due amount", { amount: "100,01" }],
    ["far above the due amount", { amount: "9.999.999.999,99" }],
    ["in USD on a TRY reservation", { currency: "USD", amount: "10" }],
    ["in EUR on a TRY reservation", { currency: "EUR", amount: "10" }],
    ["currency unknown", { currency: "GBP" }],
    ["currency lower case", { currency: "try" }],
    ["no reservation", { reservation_id: "" }],
    ["reservation not a uuid", { reservation_id: "abc" }],
    ["unknown reservation", { reservation_id: MISSING }],
    ["cancelled reservation", { reservation_id: "cancelled" }],
    ["draft reservation", { reservation_id: "draft" }],
    ["unpriced reservation", { reservation_id: "unpriced" }],
    ["method missing", { payment_method: "" }],
    ["method unknown", { payment_method: "Bitcoin" }],
    ["reference with spaces", { transaction_reference: "AB 12" }],
    ["reference too long", { transaction_reference: "R".repeat(81) }],
    ["reference formula", { transaction_reference: "=SUM(A1)" }],
    ["reference with control character", { transaction_reference: "A\u0007B" }],
    ["reservation with SQL", { reservation_id: "' OR 1=1 --" }],
    ["reservation too long", { reservation_id: `${MISSING}0` }],
    ["intent unknown", { intent: "record-all" }],
    ["no intent", { intent: "" }],
  ];
  it("has at least 40", () => expect(cases().length).toBeGreaterThanOrEqual(40));
  it.each(cases())("%s: 4xx, nothing written", async (_label, change) => {
    const special: Record<string, () => Promise<string>> = {
      cancelled: async () => (await reservation({ status: "cancelled" })).id,
      draft: async () => (await reservation({ status: "draft" })).id,
      unpriced: async () => (await reservation({ total: null })).id,
    };
    const reservationId = change.reservation_id && special[change.reservation_id] ? await special[change.reservation_id]!() : undefined;
    const before = await snapshot();
    const fields = {
      intent: "record",
      reservation_id: target,
      amount: "50",
      currency: "TRY",
      payment_method: "Nakit",
      ...change,
      ...(reservationId ? { reservation_id: reservationId } : {}),
    };
    const result = await run(paymentsRoute, "action", await signedInRequest("/admin/payments", OPS, formInit(fields)));
    expect(statusOf(result)).toBeGreaterThanOrEqual(400);
    expect(statusOf(result)).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });
});

describe("the refund form refuses bad input (≥ 40)", () => {
  let payment = "";
  let pending = "";
  let done = "";
  beforeAll(async () => {
    const r = await reservation();
    payment = (await paidPayment(r.id, "1000.00")).id;
    pending = (
      await db().payment.create({
        data: { reservationId: r.id, amount: "10.00", currency: "TRY", status: "pending" },
        select: { id: true },
      })
    ).id;
    done = (await paidPayment(r.id, "5.00")).id;
    await refundPayment({ ...asAdmin(), paymentId: done, amount: 5, reason: null });
  });
  const cases = (): Array<[string, Record<string, string>]> => [
    ...COMMON_BAD_AMOUNTS.map(([label, amount]): [string, Record<string, string>] => [`amount ${label}`, { amount }]),
    ["above the payment", { amount: "1000,01" }],
    ["far above the payment", { amount: "9.999.999.999,99" }],
    ["of a pending payment", { id: "pending" }],
    ["of a wholly refunded payment", { id: "done" }],
    ["unknown payment", { id: MISSING }],
    ["payment not a uuid", { id: "abc" }],
    ["payment with SQL", { id: "' OR 1=1 --" }],
    ["no payment", { id: "" }],
    ["reason too long", { reason: "x".repeat(201) }],
    ["reason with control character", { reason: "a\u0000b" }],
    ["reason with bell", { reason: "a\u0007b" }],
    ["confirm other than yes", { confirm: "evet" }],
    ["confirm upper case", { confirm: "YES" }],
    ["payment too long", { id: `${MISSING}0` }],
    ["payment of another shape", { id: "00000000-0000-0000-0000-00000000000g" }],
    ["amount with two dots and comma", { amount: "1.000.000,5,5" }],
    ["amount only a comma", { amount: "," }],
    ["amount only a dot", { amount: "." }],
    ["amount with letters after", { amount: "100abc" }],
    ["amount with tab inside", { amount: "10\t0" }],
    ["intent unknown", { intent: "refund-all" }],
    ["no intent", { intent: "" }],
  ];
  it("has at least 40", () => expect(cases().length).toBeGreaterThanOrEqual(40));
  it.each(cases())("%s: 4xx, nothing written", async (_label, change) => {
    const named: Record<string, string> = { pending, done };
    const id = change.id !== undefined && named[change.id] ? named[change.id]! : (change.id ?? payment);
    const before = await snapshot();
    const fields = { intent: "refund", confirm: "yes", amount: "10", reason: "", ...change, id };
    const result = await run(paymentsRoute, "action", await signedInRequest("/admin/payments", ADMIN, formInit(fields)));
    const status = statusOf(result);
    // the form's own check (400), an unknown payment (404), or a step back to the form (a 302 for a confirm other than yes)
    if (change.confirm !== undefined) expect(status).toBe(302);
    else {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("the cancellation refuses bad input (≥ 40)", () => {
  let target = "";
  let departed = "";
  let finished = "";
  beforeAll(async () => {
    target = (await reservation()).id;
    await paidPayment(target, "1000.00");
    departed = (await reservation({ departsIn: -HOUR })).id;
    finished = (await reservation({ status: "completed", departsIn: -3 * DAY })).id;
  });
  const cases = (): Array<[string, string, Record<string, string>]> => [
    ["departed flight", "departed", {}],
    ["completed flight", "finished", { from: "completed" }],
    ["completed flight claimed confirmed", "finished", {}],
    ["stale from: optional", "target", { from: "optional" }],
    ["stale from: draft", "target", { from: "draft" }],
    ["stale from: cancelled", "target", { from: "cancelled" }],
    ["stale from: completed", "target", { from: "completed" }],
    ["stale from: no_show", "target", { from: "no_show" }],
    ["from unknown", "target", { from: "pending" }],
    ["from empty", "target", { from: "" }],
    ["from upper case", "target", { from: "CONFIRMED" }],
    ["from with SQL", "target", { from: "confirmed'; --" }],
    ["from HTML", "target", { from: "<b>confirmed</b>" }],
    ["from too long", "target", { from: "c".repeat(500) }],
    ["to unknown", "target", { to: "deleted" }],
    ["to empty", "target", { to: "" }],
    ["to upper case", "target", { to: "CANCELLED" }],
    ["to with SQL", "target", { to: "cancelled' OR 1=1" }],
    ["to draft", "target", { to: "draft" }],
    ["to optional", "target", { to: "optional" }],
    ["to confirmed (same)", "target", { to: "confirmed" }],
    ["to no_show before departure", "target", { to: "no_show" }],
    ["to completed before arrival", "target", { to: "completed" }],
    ["to with spaces", "target", { to: " cancelled " }],
    ["to with control character", "target", { to: "cancel\u0007led" }],
    ["to as a number", "target", { to: "5" }],
    ["to an array-like", "target", { to: "cancelled,completed" }],
    ["from an array-like", "target", { from: "confirmed,draft" }],
    ["intent unknown", "target", { intent: "cancel-all" }],
    ["intent empty", "target", { intent: "" }],
    ["intent upper case", "target", { intent: "SET-STATUS" }],
    ["intent create on an existing reservation", "target", { intent: "create" }],
    ["intent delete", "target", { intent: "delete" }],
    ["intent with SQL", "target", { intent: "set-status'; --" }],
    ["unknown reservation", MISSING, {}],
    ["reservation not a uuid", "abc", {}],
    ["reservation with SQL", "' OR 1=1 --", {}],
    ["reservation too long", `${MISSING}0`, {}],
    ["reservation of another shape", "00000000-0000-0000-0000-00000000000g", {}],
    ["from and to swapped", "target", { from: "cancelled", to: "confirmed" }],
    ["from emoji", "target", { from: "✈" }],
  ];
  it("has at least 40", () => expect(cases().length).toBeGreaterThanOrEqual(40));
  it.each(cases())("%s: 4xx or a refusal toast, nothing written", async (_label, which, change) => {
    const named: Record<string, string> = { target, departed, finished };
    const id = named[which] ?? which;
    const before = await snapshot();
    const fields = { intent: "set-status", from: "confirmed", to: "cancelled", ...change };
    const result = await run(
      formRoute,
      "action",
      await signedInRequest(`/admin/reservations/${encodeURIComponent(id)}`, ADMIN, formInit(fields)),
      {
        reservationId: id,
      },
    );
    const status = statusOf(result);
    // refused: a 4xx, or the page again with a refusal toast (302 back to itself)
    expect([302, 400, 404, 409]).toContain(status);
    expect(await snapshot()).toBe(before);
  });
});

describe("the balance the screens show is the balance module's", () => {
  it("reads the same figures as the pure computation over the stored rows", async () => {
    const r = await reservation({ total: "777.77" });
    await paidPayment(r.id, "123.45");
    const balance = (await reservationBalance(r.id))!;
    const pure = balanceOf({
      currency: "TRY",
      status: "confirmed",
      totalCents: 77_777,
      cancellationFeeCents: null,
      departure: r.departureDatetime,
      payments: [{ amountCents: 12_345, currency: "TRY", status: "paid" }],
      refunds: [],
    });
    expect(balance).toEqual(pure);
    expect(fromCents(balance.due)).toBe("654.32");
  });
});

describe("staff see what is overdue", () => {
  it("lists a confirmed flight past its balance due date that still owes, not one paid up or not yet due", async () => {
    const late = await reservation({ departsIn: 5 * DAY });
    const paidUp = await reservation({ departsIn: 5 * DAY + HOUR });
    await paidPayment(paidUp.id, "1000000.00");
    const early = await reservation({ departsIn: 40 * DAY });
    const ids_ = (await overdueBalances(new Date(), 1000)).map((o) => o.id);
    expect(ids_).toContain(late.id);
    expect(ids_).not.toContain(paidUp.id);
    expect(ids_).not.toContain(early.id);
  });

  it("the database's narrowing agrees with the balance module on each way a balance is made (decision 059)", async () => {
    const payment = (reservationId: string, amount: string, status: "paid" | "pending" | "failed", currency: "TRY" | "EUR" = "TRY") =>
      db().payment.create({
        data: { reservationId, amount, currency, status, paidAt: status === "paid" ? new Date() : null, paymentMethod: "Havale/EFT" },
        select: { id: true },
      });
    const cases: Record<string, string> = {};
    const make = async (name: string, build: (id: string) => Promise<unknown>) => {
      const r = await reservation({ departsIn: 3 * DAY + Object.keys(cases).length * HOUR, total: "1000.00" });
      await build(r.id);
      cases[name] = r.id;
    };
    await make("paid in full", (id) => payment(id, "1000.00", "paid"));
    await make("covered by a pending payment", (id) => payment(id, "1000.00", "pending"));
    await make("paid one cent short", (id) => payment(id, "999.99", "paid"));
    await make("a failed payment only", (id) => payment(id, "1000.00", "failed"));
    await make("paid in another currency", (id) => payment(id, "1000.00", "paid", "EUR"));
    await make("paid, then part refunded", async (id) => {
      const p = await payment(id, "1000.00", "paid");
      await db().refund.create({
        data: { paymentId: p.id, reservationId: id, amount: "100.00", currency: "TRY", status: "completed", completedAt: new Date() },
      });
    });
    await make("paid, a refund still to send", async (id) => {
      const p = await payment(id, "1000.00", "paid");
      await db().refund.create({ data: { paymentId: p.id, reservationId: id, amount: "50.00", currency: "TRY", status: "pending" } });
    });
    const listed = new Set((await overdueBalances(new Date(), 1000)).map((o) => o.id));
    const decided: Record<string, boolean> = {};
    const shown: Record<string, boolean> = {};
    for (const [name, id] of Object.entries(cases)) {
      decided[name] = isOverdue((await reservationBalance(id))!, "confirmed", new Date());
      shown[name] = listed.has(id);
    }
    expect(shown).toEqual(decided);
    // both ways occur, so the comparison can fail either way
    expect(Object.values(decided).filter(Boolean).length).toBe(5);
  });

  it("finds the oldest overdue flight behind more than 500 older ones that are paid up", async () => {
    const base = Date.now() - 3000 * DAY;
    const paidUp = Array.from({ length: 501 }, (_, i) => ({
      id: randomUUID(),
      customerId: ids.customer,
      routeId: ids.route,
      departureDatetime: new Date(base + i * HOUR),
      arrivalDatetime: new Date(base + i * HOUR + block * 60_000),
      passengerCount: 2,
      status: "confirmed" as const,
      totalAmount: "500.00",
      currency: "TRY" as const,
    }));
    await db().reservation.createMany({ data: paidUp });
    await db().payment.createMany({
      data: paidUp.map((r) => ({
        reservationId: r.id,
        amount: "500.00",
        currency: "TRY" as const,
        status: "paid" as const,
        paidAt: new Date(),
      })),
    });
    const late = await reservation({ departsIn: -3000 * DAY + 600 * HOUR, total: "500.00" });
    const [first] = await overdueBalances(new Date(), 1);
    expect(first?.id).toBe(late.id);
    expect(first?.due).toBe("500.00");
  });
});

describe("revenue means money received", () => {
  it("the dashboard's monthly revenue counts money received less refunds sent, and completing a flight never lowers it", async () => {
    const now = new Date();
    const revenue = async () => (await loadAdminDashboard(now)).revenue.amount;
    const start = toCents(await revenue());
    // a flight that landed an hour ago, paid this month
    const r = await reservation({ departsIn: -5 * HOUR });
    await paidPayment(r.id, "12345.67");
    expect(toCents(await revenue())).toBe(start + 1_234_567);
    await changeReservationStatus({ actorId: ids.admin, id: r.id, from: "confirmed", to: "completed" });
    expect(toCents(await revenue())).toBe(start + 1_234_567);
    // a refund sent lowers it by its amount, on the day it is sent
    const p = await db().payment.findFirstOrThrow({ where: { reservationId: r.id } });
    await refundPayment({ ...asAdmin(), paymentId: p.id, amount: 1000, reason: null });
    expect(toCents(await revenue())).toBe(start + 1_234_567 - 100_000);
    // the same sums as the money module's, per currency
    const month = await moneyReceived({ start: startOfIstanbulMonth(now), end: new Date(now.getTime() + DAY) });
    expect(month.find((m) => m.currency === "TRY")?.net).toBe(await revenue());
  });

  it("dates a payment by its money date: paid_at when set, else created_at", async () => {
    const now = new Date();
    const period = { start: startOfIstanbulMonth(now), end: new Date(now.getTime() + DAY) };
    const received = async () => toCents((await moneyReceived(period)).find((m) => m.currency === "TRY")?.received ?? "0");
    const start = await received();
    const r = await reservation({ total: "5000.00" });
    const old = new Date(period.start.getTime() - 40 * DAY);
    // made long ago, paid now: counted
    await db().payment.create({
      data: {
        reservationId: r.id,
        amount: "100.00",
        currency: "TRY",
        status: "paid",
        paidAt: now,
        createdAt: old,
        paymentMethod: "Havale/EFT",
      },
    });
    // made now, paid long ago (an imported row): not counted
    await db().payment.create({
      data: { reservationId: r.id, amount: "200.00", currency: "TRY", status: "paid", paidAt: old, paymentMethod: "Havale/EFT" },
    });
    // received without a paid_at, made now: counted by created_at
    await db().payment.create({
      data: {
        reservationId: r.id,
        amount: "400.00",
        currency: "TRY",
        status: "partially_refunded",
        paidAt: null,
        paymentMethod: "Havale/EFT",
      },
    });
    // not received: never counted
    await db().payment.create({
      data: { reservationId: r.id, amount: "800.00", currency: "TRY", status: "pending", paymentMethod: "Havale/EFT" },
    });
    expect(await received()).toBe(start + 50_000);
  });
});

it("keeps paid − refunded ≤ total for every reservation after all of the above", async () => {
  await invariantHolds();
  expect(ReservationError).toBeDefined();
});
