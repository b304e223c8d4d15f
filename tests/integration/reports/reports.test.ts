import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as paymentsExport from "#app/routes/admin/payments-export";
import * as exportRoute from "#app/routes/admin/reports-export";
import * as reportsRoute from "#app/routes/admin/reports";
import type { BarChartData } from "#app/lib/domain/report-charts";
import { toLocalDateInput } from "#app/lib/format";
import { presetDays, rangeOf, type ReportRange } from "#app/lib/schemas/report-range";
import { db } from "#app/server/platform/db/client.server";
import { REPORT_SECTIONS, fullReport, type FullReport } from "#app/server/reports/reports.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeBrokerUser, makeJet, makePayment, makeReservation, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * The reports against the database: every figure recomputed here from the rows themselves (Prisma reads and
 * plain JavaScript, not the report's SQL), on this year's flights and on a fixture of our own spanning the turn of
 * 2039/2040 with TRY and EUR payments and refunds, plus an empty range.
 */
const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const REF = "RPT-FIXTURE";
const at = (iso: string) => new Date(iso);

const FIXTURE = rangeOf("custom", "2039-12-01", "2040-01-31");
const EMPTY = rangeOf("custom", "2050-03-01", "2050-03-31");

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  await makeBrokerUser({ email: "broker2@ufukjet.test", broker: { name: "Bosphorus Aviation Brokers", code: "BOSPHORUS" } });
  await makeRoute("İstanbul", "Londra");
  await makeRoute("Ankara", "Antalya");
  await makeJet();
  await makeJet({ category: "heavy", seatCapacity: 14 });
  // this year's flights: one flown and paid, one ahead
  const flown = await makeReservation({ status: "completed", departureDatetime: daysFromNow(-2) });
  await makePayment({ reservationId: flown.id, status: "paid" });
  await makeReservation({ status: "confirmed", departureDatetime: daysFromNow(1) });
  const client = db();
  const [route1, route2] = await client.route.findMany({ orderBy: { id: "asc" }, take: 2, select: { id: true } });
  const [jet1, jet2] = await client.jet.findMany({ orderBy: { id: "asc" }, take: 2, select: { id: true } });
  if (!route1 || !route2 || !jet1 || !jet2) throw new Error("The fixture needs two routes and two jets");
  const broker1 = await client.user.findUniqueOrThrow({ where: { email: "broker@ufukjet.test" }, select: { id: true, profile: true } });
  const broker2 = await client.user.findUniqueOrThrow({ where: { email: "broker2@ufukjet.test" }, select: { id: true, profile: true } });
  const admin = await client.user.findUniqueOrThrow({ where: { email: ADMIN }, select: { id: true } });

  const c1 = await client.customer.create({
    data: {
      firstName: "ÇĞİÖŞÜ",
      lastName: "çğıöşü",
      email: "rapor-1@example.test",
      isVip: true,
      segment: "vip",
      createdAt: at("2039-12-05T09:00:00Z"),
    },
  });
  const c2 = await client.customer.create({
    data: {
      firstName: "Kurum",
      lastName: "Müşterisi",
      email: "rapor-2@example.test",
      segment: "corporate",
      createdAt: at("2040-01-10T09:00:00Z"),
    },
  });
  const c3 = await client.customer.create({
    data: { firstName: "Eski", lastName: "Müşteri", email: "rapor-3@example.test", createdAt: at("2039-01-01T09:00:00Z") },
  });

  const leg1 = await client.emptyLeg.create({
    data: {
      aircraftType: "Light Jet",
      departureAirport: "IST",
      arrivalAirport: "BJV",
      departureDatetime: at("2040-01-20T10:00:00Z"),
      approved: true,
      approvedAt: at("2039-12-10T10:00:00Z"),
      createdBy: broker1.id,
      createdAt: at("2039-12-09T10:00:00Z"),
    },
  });
  await client.emptyLeg.create({
    data: {
      aircraftType: "Light Jet",
      departureAirport: "IST",
      arrivalAirport: "ADB",
      departureDatetime: at("2040-01-21T10:00:00Z"),
      approved: true,
      approvedAt: at("2039-10-01T10:00:00Z"),
      createdBy: broker1.id,
      createdAt: at("2039-10-01T09:00:00Z"),
    },
  });
  await client.emptyLeg.create({
    data: {
      aircraftType: "Light Jet",
      departureAirport: "IST",
      arrivalAirport: "AYT",
      departureDatetime: at("2040-01-22T10:00:00Z"),
      createdBy: broker1.id,
      createdAt: at("2039-12-11T09:00:00Z"),
    },
  });

  const request = (customerId: string, createdAt: string, extra: Record<string, unknown> = {}) =>
    client.quoteRequest.create({
      data: {
        customerId,
        routeId: route1.id,
        passengerCount: 2,
        departureDatetime: at("2040-02-01T09:00:00Z"),
        createdAt: at(createdAt),
        ...extra,
      },
    });
  const q1 = await request(c1.id, "2039-12-02T08:00:00Z", { visibleToBrokers: true, status: "accepted" });
  const q2 = await request(c2.id, "2040-01-02T08:00:00Z");
  await request(c3.id, "2040-01-03T08:00:00Z");
  const q4 = await request(c2.id, "2040-01-04T08:00:00Z", { visibleToBrokers: true, status: "quoted", emptyLegId: leg1.id });
  await request(c3.id, "2039-11-01T08:00:00Z", { visibleToBrokers: true });
  const q6 = await request(c1.id, "2040-01-06T08:00:00Z", { emptyLegId: leg1.id, status: "accepted", visibleToBrokers: true });
  await client.auditLog.create({
    data: {
      actorId: admin.id,
      action: "quote_request.visibility",
      entity: "quote_request",
      entityId: q2.id,
      after: { visibleToBrokers: true },
    },
  });
  const quote = (
    quoteRequestId: string,
    who: typeof broker1,
    submitted: string,
    status: "pending" | "approved" | "rejected",
    decided?: string,
  ) =>
    client.brokerQuote.create({
      data: {
        quoteRequestId,
        brokerId: who.profile!.brokerId!,
        userId: who.id,
        quotedPrice: "50000.00",
        currency: "EUR",
        expiresAt: at("2040-03-01T00:00:00Z"),
        submittedAt: at(submitted),
        status,
        ...(decided ? { decidedAt: at(decided), decidedBy: admin.id } : {}),
      },
    });
  await quote(q1.id, broker1, "2039-12-02T13:00:00Z", "approved", "2039-12-03T14:00:00Z");
  await quote(q1.id, broker2, "2039-12-02T18:00:00Z", "rejected", "2039-12-03T14:00:00Z");
  await quote(q4.id, broker1, "2040-01-04T10:00:00Z", "pending");
  await quote(q6.id, broker2, "2040-01-06T09:30:00Z", "approved", "2040-01-06T20:00:00Z");

  const reservation = (data: Record<string, unknown>) => client.reservation.create({ data: { routeId: route1.id, ...data } as never });
  const r1 = await reservation({
    customerId: c1.id,
    jetId: jet1.id,
    departureDatetime: at("2039-12-20T10:00:00Z"),
    arrivalDatetime: at("2039-12-20T13:00:00Z"),
    passengerCount: 4,
    status: "confirmed",
    totalAmount: "100000.00",
    currency: "TRY",
    quoteRequestId: q1.id,
  });
  const r2 = await reservation({
    customerId: c1.id,
    departureDatetime: at("2040-01-05T10:00:00Z"),
    passengerCount: 2,
    status: "completed",
    totalAmount: "20000.00",
    currency: "EUR",
    quoteRequestId: q6.id,
  });
  // 22:30 UTC on 31 December is 01:30 on 1 January in Istanbul: a January reservation
  const r3 = await reservation({
    customerId: c2.id,
    jetId: jet2.id,
    routeId: route2.id,
    departureDatetime: at("2039-12-31T22:30:00Z"),
    arrivalDatetime: at("2040-01-01T01:30:00Z"),
    passengerCount: 6,
    status: "confirmed",
  });
  await reservation({ customerId: c3.id, departureDatetime: at("2040-01-20T10:00:00Z"), passengerCount: 3, status: "cancelled" });
  await reservation({ customerId: c2.id, departureDatetime: at("2039-11-01T10:00:00Z"), passengerCount: 1, status: "completed" });

  const payment = (
    reservationId: string,
    amount: string,
    currency: "TRY" | "EUR",
    status: "paid" | "pending" | "refunded" | "partially_refunded",
    paidAt: string | null,
    createdAt: string,
    n: number,
  ) =>
    client.payment.create({
      data: {
        reservationId,
        amount,
        currency,
        status,
        paymentMethod: "Havale/EFT",
        paidAt: paidAt ? at(paidAt) : null,
        createdAt: at(createdAt),
        transactionReference: `${REF}-${n}`,
      },
    });
  await payment(r1.id, "60000.00", "TRY", "paid", "2039-12-21T10:00:00Z", "2039-12-20T10:00:00Z", 1);
  await payment(r1.id, "40000.00", "TRY", "pending", null, "2039-12-22T10:00:00Z", 2);
  // 21:30 UTC on 31 December is 00:30 on 1 January in Istanbul: January's revenue
  await payment(r2.id, "20000.00", "EUR", "paid", "2039-12-31T21:30:00Z", "2039-12-30T10:00:00Z", 3);
  const refunded = await payment(r3.id, "5000.00", "EUR", "refunded", "2040-01-03T10:00:00Z", "2040-01-02T10:00:00Z", 4);
  // refunds count by the date they were sent (decision 042): this one in January, one of a TRY payment in February (outside)
  await client.refund.create({
    data: {
      paymentId: refunded.id,
      reservationId: r3.id,
      amount: "5000.00",
      currency: "EUR",
      status: "completed",
      completedAt: at("2040-01-05T10:00:00Z"),
    },
  });
  await payment(r3.id, "7000.50", "TRY", "paid", "2040-01-10T10:00:00Z", "2040-01-10T09:00:00Z", 5);
  await payment(r1.id, "999.00", "TRY", "paid", "2039-11-15T10:00:00Z", "2039-11-15T09:00:00Z", 6);
  const partly = await payment(r1.id, "3000.00", "TRY", "partially_refunded", "2039-12-05T10:00:00Z", "2039-12-05T09:00:00Z", 7);
  await client.refund.create({
    data: {
      paymentId: partly.id,
      reservationId: r1.id,
      amount: "1000.00",
      currency: "TRY",
      status: "completed",
      completedAt: at("2039-12-06T10:00:00Z"),
    },
  });
  await client.refund.create({
    data: {
      paymentId: partly.id,
      reservationId: r1.id,
      amount: "500.00",
      currency: "TRY",
      status: "completed",
      completedAt: at("2040-02-06T10:00:00Z"),
    },
  });
});

// ───────────── the independent computation ─────────────

const inRange = (d: Date, r: ReportRange) => d >= r.start && d < r.end;
const month = (d: Date) => toLocalDateInput(d).slice(0, 7);
const cents = (v: { toString(): string }) => Math.round(Number(v.toString()) * 100);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function sumBy<K>(rows: Array<{ key: K; cents: number }>) {
  const out = new Map<string, { key: K; cents: number; count: number }>();
  for (const row of rows) {
    const id = JSON.stringify(row.key);
    const prev = out.get(id) ?? { key: row.key, cents: 0, count: 0 };
    out.set(id, { key: row.key, cents: prev.cents + row.cents, count: prev.count + 1 });
  }
  return [...out.values()];
}

/** A top-N list: every reported row is a real group with its real sum, and the values are the N largest. */
function expectTop(
  reported: Array<{ name: string | null; currency: string; paid: string; count: number }>,
  groups: Array<{ key: { name: string | null; currency: string }; cents: number; count: number }>,
  n: number,
) {
  for (const currency of new Set(groups.map((g) => g.key.currency))) {
    const mine = groups.filter((g) => g.key.currency === currency);
    const shown = reported.filter((r) => r.currency === currency);
    expect(shown.length).toBe(Math.min(n, mine.length));
    expect(shown.map((r) => cents(r.paid))).toEqual(
      mine
        .map((g) => g.cents)
        .sort((a, b) => b - a)
        .slice(0, n),
    );
    for (const r of shown) expect(mine.some((g) => g.key.name === r.name && g.cents === cents(r.paid) && g.count === r.count)).toBe(true);
  }
  expect(reported.length).toBe(
    [...new Set(groups.map((g) => g.key.currency))].reduce((k, c) => k + Math.min(n, groups.filter((g) => g.key.currency === c).length), 0),
  );
}

async function expectMatchesDatabase(range: ReportRange, report: FullReport) {
  const client = db();
  // revenue
  const payments = (
    await client.payment.findMany({
      select: {
        amount: true,
        currency: true,
        status: true,
        paidAt: true,
        createdAt: true,
        reservation: {
          select: {
            customer: { select: { id: true, firstName: true, lastName: true } },
            route: { select: { departureCity: true, arrivalCity: true } },
            jet: { select: { manufacturer: true, model: true } },
          },
        },
      },
    })
  ).filter((p) => inRange(p.paidAt ?? p.createdAt, range));
  // money received (decision 042): received payments by their money date, less refunds sent by theirs
  const refunds = (
    await client.refund.findMany({ where: { status: "completed" }, select: { amount: true, currency: true, completedAt: true } })
  ).filter((r) => inRange(r.completedAt!, range));
  const currencies = [...new Set([...payments.map((p) => p.currency), ...refunds.map((r) => r.currency)])].sort();
  expect(report.revenue.totals.map((x) => x.currency)).toEqual(currencies);
  const received = (status: string) => ["paid", "partially_refunded", "refunded"].includes(status);
  for (const x of report.revenue.totals) {
    const mine = payments.filter((p) => p.currency === x.currency);
    const receivedCents = mine.filter((p) => received(p.status)).reduce((n, p) => n + cents(p.amount), 0);
    const refundedCents = refunds.filter((r) => r.currency === x.currency).reduce((n, r) => n + cents(r.amount), 0);
    expect(cents(x.paid)).toBe(receivedCents);
    expect(cents(x.pending)).toBe(mine.filter((p) => p.status === "pending").reduce((n, p) => n + cents(p.amount), 0));
    expect(cents(x.refunded)).toBe(refundedCents);
    expect(cents(x.net)).toBe(receivedCents - refundedCents);
    expect(x.paidCount).toBe(mine.filter((p) => received(p.status)).length);
    expect(x.count).toBe(mine.length);
  }
  const paid = payments.filter((p) => received(p.status));
  const byMonth = sumBy([
    ...paid.map((p) => ({ key: `${month(p.paidAt ?? p.createdAt)} ${p.currency}`, cents: cents(p.amount) })),
    ...refunds.map((r) => ({ key: `${month(r.completedAt!)} ${r.currency}`, cents: -cents(r.amount) })),
  ]);
  expect(report.revenue.byMonth.map((x) => `${x.month} ${x.currency} ${cents(x.paid)}`).sort()).toEqual(
    byMonth.map((g) => `${g.key} ${g.cents}`).sort(),
  );
  const linked = paid.filter((p) => p.reservation);
  expectTop(
    report.revenue.byRoute.map((x) => ({ ...x, name: x.route })),
    sumBy(
      linked.map((p) => ({
        key: { name: `${p.reservation!.route.departureCity} → ${p.reservation!.route.arrivalCity}`, currency: p.currency },
        cents: cents(p.amount),
      })),
    ),
    10,
  );
  expectTop(
    report.revenue.byJet.map((x) => ({ ...x, name: x.jet })),
    sumBy(
      linked.map((p) => ({
        key: { name: p.reservation!.jet ? `${p.reservation!.jet.manufacturer} ${p.reservation!.jet.model}` : null, currency: p.currency },
        cents: cents(p.amount),
      })),
    ),
    10,
  );

  // reservations
  const reservations = await client.reservation.findMany({
    where: { departureDatetime: { gte: range.start, lt: range.end } },
    select: { status: true, departureDatetime: true, passengerCount: true, customerId: true },
  });
  expect(report.reservations.total).toBe(reservations.length);
  const statuses = [...new Set(reservations.map((r) => r.status))].sort();
  expect(report.reservations.byStatus.map((x) => x.status).sort()).toEqual(statuses);
  for (const x of report.reservations.byStatus) expect(x.count).toBe(reservations.filter((r) => r.status === x.status).length);
  const months = [...new Set(reservations.map((r) => month(r.departureDatetime)))].sort();
  expect(report.reservations.byMonth.map((x) => x.month)).toEqual(months);
  for (const x of report.reservations.byMonth) {
    const of = reservations.filter((r) => month(r.departureDatetime) === x.month);
    expect(x.active).toBe(of.filter((r) => r.status !== "cancelled").length);
    expect(x.cancelled).toBe(of.filter((r) => r.status === "cancelled").length);
  }
  const active = reservations.filter((r) => r.status !== "cancelled");
  const cancelled = reservations.length - active.length;
  expect(report.reservations.cancelled).toBe(cancelled);
  expect(report.reservations.cancelledShare).toBeCloseTo(reservations.length ? cancelled / reservations.length : 0, 9);
  if (active.length === 0) expect(report.reservations.averagePassengers).toBeNull();
  else expect(report.reservations.averagePassengers).toBeCloseTo(active.reduce((n, r) => n + r.passengerCount, 0) / active.length, 9);

  // customers
  const c = report.customers;
  expect(c.newCustomers).toBe(await client.customer.count({ where: { createdAt: { gte: range.start, lt: range.end } } }));
  const requesters = await client.quoteRequest.findMany({
    where: { createdAt: { gte: range.start, lt: range.end } },
    select: { customerId: true },
  });
  expect(c.withRequest).toBe(new Set(requesters.map((r) => r.customerId)).size);
  const activeIds = [...new Set(active.map((r) => r.customerId))];
  expect(c.withReservation).toBe(activeIds.length);
  const history = await client.reservation.groupBy({
    by: ["customerId"],
    where: { customerId: { in: activeIds }, status: { not: "cancelled" }, departureDatetime: { lt: range.end } },
    _count: { _all: true },
  });
  expect(c.repeat).toBe(history.filter((h) => h._count._all >= 2).length);
  const people = await client.customer.findMany({ where: { id: { in: activeIds } }, select: { isVip: true, segment: true } });
  expect(c.vip).toBe(people.filter((p) => p.isVip).length);
  expect(c.corporate).toBe(people.filter((p) => p.segment === "corporate").length);
  expect(c.vipShare).toBeCloseTo(activeIds.length ? c.vip / activeIds.length : 0, 9);
  expectTop(
    c.topBySpend,
    sumBy(
      linked.map((p) => ({
        key: { name: `${p.reservation!.customer.firstName} ${p.reservation!.customer.lastName}`.trim(), currency: p.currency },
        cents: cents(p.amount),
      })),
    ),
    5,
  );

  // funnel
  const requests = await client.quoteRequest.findMany({
    where: { createdAt: { gte: range.start, lt: range.end } },
    select: {
      id: true,
      createdAt: true,
      visibleToBrokers: true,
      reservation: { select: { id: true } },
      brokerQuotes: { select: { submittedAt: true, status: true, decidedAt: true } },
    },
  });
  const logged = new Set(
    (
      await client.auditLog.findMany({ where: { action: "quote_request.visibility", entity: "quote_request" }, select: { entityId: true } })
    ).map((a) => a.entityId),
  );
  const visible = requests.filter((q) => q.visibleToBrokers || logged.has(q.id) || q.brokerQuotes.length > 0);
  const quoted = visible.filter((q) => q.brokerQuotes.length > 0);
  const approved = quoted.filter((q) => q.brokerQuotes.some((b) => b.status === "approved"));
  const reserved = approved.filter((q) => q.reservation);
  expect(report.funnel.steps.map((s) => s.count)).toEqual([
    requests.length,
    visible.length,
    quoted.length,
    approved.length,
    reserved.length,
  ]);
  const counts = report.funnel.steps.map((s) => s.count);
  expect(report.funnel.steps[0]?.conversion).toBeNull();
  for (let i = 1; i < counts.length; i++)
    expect(report.funnel.steps[i]!.conversion).toBeCloseTo(counts[i - 1] ? counts[i]! / counts[i - 1]! : 0, 9);
  const quotes = requests.reduce((n, q) => n + q.brokerQuotes.length, 0);
  expect(report.funnel.quotes).toBe(quotes);
  expect(report.funnel.quotesPerRequest).toBeCloseTo(requests.length ? quotes / requests.length : 0, 9);
  const hours = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 3_600_000;
  const firstQuote = median(
    quoted.map((q) => hours(new Date(Math.min(...q.brokerQuotes.map((b) => b.submittedAt.getTime()))), q.createdAt)),
  );
  const toApproval = median(
    approved.map((q) =>
      hours(
        new Date(Math.min(...q.brokerQuotes.filter((b) => b.status === "approved").map((b) => (b.decidedAt ?? b.submittedAt).getTime()))),
        q.createdAt,
      ),
    ),
  );
  if (firstQuote === null) expect(report.funnel.medianFirstQuoteHours).toBeNull();
  else expect(report.funnel.medianFirstQuoteHours).toBeCloseTo(firstQuote, 6);
  if (toApproval === null) expect(report.funnel.medianApprovalHours).toBeNull();
  else expect(report.funnel.medianApprovalHours).toBeCloseTo(toApproval, 6);
  const brokerQuotes = await client.brokerQuote.findMany({
    where: { submittedAt: { gte: range.start, lt: range.end } },
    select: { status: true, submittedAt: true, broker: { select: { name: true } }, quoteRequest: { select: { createdAt: true } } },
  });
  const brokers = [...new Set(brokerQuotes.map((b) => b.broker.name))];
  expect(report.funnel.brokers.map((b) => b.broker).sort()).toEqual(brokers.sort());
  for (const b of report.funnel.brokers) {
    const mine = brokerQuotes.filter((q) => q.broker.name === b.broker);
    expect(b.quotes).toBe(mine.length);
    expect(b.approvals).toBe(mine.filter((q) => q.status === "approved").length);
    expect(b.winRate).toBeCloseTo(b.approvals / b.quotes, 9);
    expect(b.medianResponseHours).toBeCloseTo(median(mine.map((q) => hours(q.submittedAt, q.quoteRequest.createdAt)))!, 6);
  }

  // empty legs
  const legs = await client.emptyLeg.findMany({ where: { approved: true }, select: { approvedAt: true, createdAt: true } });
  expect(report.emptyLegs.published).toBe(legs.filter((l) => inRange(l.approvedAt ?? l.createdAt, range)).length);
  const legRequests = await client.quoteRequest.findMany({
    where: { emptyLegId: { not: null }, createdAt: { gte: range.start, lt: range.end } },
    select: { emptyLegId: true, reservation: { select: { status: true } } },
  });
  expect(report.emptyLegs.requests).toBe(legRequests.length);
  expect(report.emptyLegs.legsRequested).toBe(new Set(legRequests.map((r) => r.emptyLegId)).size);
  expect(report.emptyLegs.converted).toBe(legRequests.filter((r) => r.reservation && r.reservation.status !== "cancelled").length);
}

// ───────────── figures ─────────────

describe("report figures match the database", () => {
  it("across the turn of the year, with TRY and EUR kept apart and refunds on their own", async () => {
    const report = await fullReport(FIXTURE);
    await expectMatchesDatabase(FIXTURE, report);
    // the fixture reaches every part of the report, so the comparisons above compared something
    expect(report.revenue.totals.map((x) => x.currency)).toEqual(["EUR", "TRY"]);
    expect(report.revenue.totals.every((x) => Number(x.paid) > 0)).toBe(true);
    expect(report.revenue.totals.some((x) => Number(x.refunded) > 0)).toBe(true);
    expect(report.revenue.totals.some((x) => Number(x.pending) > 0)).toBe(true);
    // the Istanbul month: a payment at 00:30 on 1 January local time is January's, not December's
    expect(report.revenue.byMonth.some((x) => x.month === "2040-01" && x.currency === "EUR")).toBe(true);
    expect(report.revenue.byMonth.some((x) => x.month === "2039-12" && x.currency === "EUR")).toBe(false);
    expect(report.reservations.byMonth.map((x) => x.month)).toEqual(["2039-12", "2040-01"]);
    expect(report.reservations.cancelled).toBeGreaterThan(0);
    expect(report.customers.repeat).toBeGreaterThan(0);
    expect(report.customers.topBySpend.length).toBeGreaterThan(0);
    expect(report.funnel.steps.every((s) => s.count > 0)).toBe(true);
    expect(report.funnel.brokers.length).toBe(2);
    expect(report.emptyLegs.converted).toBeGreaterThan(0);
  });

  it("an empty range: zeros, no currencies, no medians", async () => {
    const report = await fullReport(EMPTY);
    await expectMatchesDatabase(EMPTY, report);
    expect(report.revenue.totals).toEqual([]);
    expect(report.reservations.total).toBe(0);
    expect(report.reservations.averagePassengers).toBeNull();
    expect(report.funnel.medianFirstQuoteHours).toBeNull();
    expect(report.funnel.steps.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("this year, last month and this quarter as presets", async () => {
    for (const period of ["this-year", "last-month", "this-quarter"] as const) {
      const days = presetDays(period);
      const range = rangeOf(period, days.from, days.to);
      await expectMatchesDatabase(range, await fullReport(range));
    }
    const year = presetDays("this-year");
    const report = await fullReport(rangeOf("this-year", year.from, year.to));
    expect(report.reservations.total).toBeGreaterThan(0);
  });
});

// ───────────── the screen ─────────────

const get = async (mod: Parameters<typeof run>[0], path: string, email = ADMIN) => run(mod, "loader", await signedInRequest(path, email));

describe("/admin/reports", () => {
  it("shows the chosen period's report to admin and operations, with its charts", async () => {
    for (const email of [ADMIN, OPS]) {
      const result = await get(reportsRoute, "/admin/reports?period=custom&from=2039-12-01&to=2040-01-31", email);
      expect(statusOf(result)).toBe(200);
      const value = result as { range: unknown; report: FullReport | null; charts: BarChartData[] };
      expect(value.range).toEqual({ period: "custom", from: "2039-12-01", to: "2040-01-31" });
      await expectMatchesDatabase(FIXTURE, value.report!);
      expect(value.charts.map((c) => c.id)).toEqual([
        "revenue-EUR",
        "revenue-TRY",
        "reservations-month",
        "reservations-status",
        "funnel",
        "empty-legs",
      ]);
      const reservationsChart = value.charts.find((c) => c.id === "reservations-month")!;
      expect(reservationsChart.labels).toEqual(["2039-12", "2040-01"]);
      expect(reservationsChart.series[0]?.values).toEqual(value.report!.reservations.byMonth.map((m) => m.active));
    }
  });

  it("defaults to this month", async () => {
    const result = (await get(reportsRoute, "/admin/reports")) as { range: { period: string; from: string } };
    expect(result.range.period).toBe("this-month");
    expect(result.range.from).toBe(presetDays("this-month").from);
  });

  it("refuses brokers and customers", async () => {
    expect(statusOf(await get(reportsRoute, "/admin/reports", "broker@ufukjet.test"))).toBe(403);
    expect(statusOf(await get(reportsRoute, "/admin/reports", "musteri@ufukjet.test"))).toBe(403);
    expect(statusOf(await get(exportRoute, "/admin/reports/export?format=pdf", "musteri@ufukjet.test"))).toBe(403);
  });

  const BAD: Array<[string, string]> = [
    ["period=yesterday", "period"],
    ["period=custom&from=2040-01-01&to=2040-01-01T23:59", "to"],
    ["period=THIS-MONTH", "period"],
    ["period=this month", "period"],
    ["period=this-month&period=last-month", "period"],
    ["period=%00", "period"],
    ["period=<script>", "period"],
    ["period=custom", "from"],
    ["period=custom&from=2040-01-01", "to"],
    ["period=custom&to=2040-01-01", "from"],
    ["period=custom&from=&to=", "from"],
    ["period=custom&from=2040-13-01&to=2040-12-31", "from"],
    ["period=custom&from=2040-02-30&to=2040-12-31", "from"],
    ["period=custom&from=2039-02-29&to=2040-12-31", "from"],
    ["period=custom&from=2040-00-10&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-00&to=2040-12-31", "from"],
    ["period=custom&from=40-01-01&to=2040-12-31", "from"],
    ["period=custom&from=2040/01/01&to=2040-12-31", "from"],
    ["period=custom&from=01.01.2040&to=2040-12-31", "from"],
    ["period=custom&from=2040-1-1&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-01T00:00&to=2040-12-31", "from"],
    ["period=custom&from=yesterday&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-01&to=tomorrow", "to"],
    ["period=custom&from=2040-01-01&to=2040-04-31", "to"],
    ["period=custom&from=2040-01-01&to=20400101", "to"],
    ["period=custom&from=2040-01-01&to=2039-12-31", "to"],
    ["period=custom&from=2040-06-15&to=2040-06-14", "to"],
    ["period=custom&from=1999-12-31&to=2000-01-31", "from"],
    ["period=custom&from=0001-01-01&to=2000-01-31", "from"],
    ["period=custom&from=2040-01-01&to=2100-01-01", "to"],
    ["period=custom&from=2040-01-01&to=9999-12-31", "to"],
    ["period=custom&from=2000-01-01&to=2099-12-31", "to"],
    ["period=custom&from=2030-01-01&to=2035-01-01", "to"],
    ["period=custom&from=%2B2040-01-01&to=2040-12-31", "from"],
    ["period=custom&from=-2040-01-01&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-01%00&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-01&to=2040-12-31&to=2041-01-01", "to"],
    ["period=custom&from=" + "9".repeat(300) + "&to=2040-12-31", "from"],
    ["period=custom&from=２０４０-01-01&to=2040-12-31", "from"],
    ["period=custom&from=2040-01-01&to=2040-12-3１", "to"],
    ["period=custom&from=' OR 1=1 --&to=2040-12-31", "from"],
    ["period=this-month&from=not-a-date", "from"],
  ];

  it(`answers ${BAD.length} bad periods with 400 and a Turkish message beside the field, never a 500`, async () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    const before = await db().auditLog.count();
    for (const [query, field] of BAD) {
      const result = await get(reportsRoute, `/admin/reports?${query}`);
      expect(statusOf(result), query).toBe(400);
      const value = (result as { data: { errors: Record<string, string[]>; report: unknown } }).data;
      expect(value.report, query).toBeNull();
      expect(value.errors[field]?.[0], query).toMatch(/^reports\.validation\./);
      const exported = await get(exportRoute, `/admin/reports/export?format=csv&section=revenue&${query}`);
      expect(statusOf(exported), query).toBe(400);
    }
    expect(await db().auditLog.count()).toBe(before);
  });

  it("the same period, written well, is accepted", async () => {
    expect(statusOf(await get(reportsRoute, "/admin/reports?period=custom&from=2040-01-01&to=2040-12-31"))).toBe(200);
    expect(statusOf(await get(reportsRoute, "/admin/reports?period=custom&from=2040-06-15&to=2040-06-15"))).toBe(200);
  });
});

// ───────────── exports ─────────────

async function parseCsv(response: Response): Promise<string[][]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trim()
    .split("\r\n")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => (m[1] ?? "").replace(/""/g, '"')));
}

describe("report exports", () => {
  const query = "period=custom&from=2039-12-01&to=2040-01-31";

  it("every section as CSV with Turkish column names, and the figures read back", async () => {
    const report = await fullReport(FIXTURE);
    for (const section of REPORT_SECTIONS) {
      const result = (await get(exportRoute, `/admin/reports/export?format=csv&section=${section}&${query}`)) as Response;
      expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("Content-Disposition")).toContain(`${section}`);
      const rows = await parseCsv(result);
      expect(rows.length, section).toBeGreaterThan(1);
      expect(
        rows.every((r) => r.length === rows[0]?.length),
        section,
      ).toBe(true);
      if (section === "revenue") {
        expect(rows[0]).toEqual(["Kalem", "Ay", "Rota", "Para birimi", "Tutar", "İşlem"]);
        for (const x of report.revenue.totals) {
          const row = rows.find((r) => r[0] === "Tamamlandı" && r[3] === x.currency)!;
          expect(Number(row[4]?.replace(",", "."))).toBeCloseTo(Number(x.paid), 2);
          const refund = rows.find((r) => r[0] === "İade Edildi" && r[3] === x.currency)!;
          expect(Number(refund[4]?.replace(",", "."))).toBeCloseTo(Number(x.refunded), 2);
        }
      }
      if (section === "reservations") {
        expect(rows.find((r) => r[0] === "Rezervasyon")![2]).toBe(String(report.reservations.total));
        expect(rows.find((r) => r[0] === "İptal")![2]).toBe(String(report.reservations.cancelled));
      }
      if (section === "customers") {
        expect(rows.find((r) => r[0] === "Tekrar gelen müşteri")![2]).toBe(String(report.customers.repeat));
        expect(rows.some((r) => r[0]?.includes("ÇĞİÖŞÜ çğıöşü"))).toBe(true);
      }
      if (section === "funnel") {
        expect(
          report.funnel.steps.map(
            (s) =>
              rows.find(
                (r) =>
                  r[0] ===
                  {
                    requests: "Talepler",
                    visible: "Brokerlara açılan",
                    quoted: "Teklif alan",
                    approved: "Onaylanan",
                    reserved: "Rezervasyona dönen",
                  }[s.step],
              )![2],
          ),
        ).toEqual(report.funnel.steps.map((s) => String(s.count)));
      }
      if (section === "emptyLegs") expect(rows.find((r) => r[0] === "Misafir talebi")![1]).toBe(String(report.emptyLegs.requests));
    }
  });

  it("a missing or unknown section, or format, answers 400", async () => {
    expect(statusOf(await get(exportRoute, `/admin/reports/export?format=csv&${query}`))).toBe(400);
    expect(statusOf(await get(exportRoute, `/admin/reports/export?format=csv&section=everything&${query}`))).toBe(400);
    expect(statusOf(await get(exportRoute, `/admin/reports/export?format=xlsx&section=revenue&${query}`))).toBe(400);
  });

  it("the whole report as one PDF with Turkish letters and ₺", async () => {
    const result = (await get(exportRoute, `/admin/reports/export?format=pdf&${query}`)) as Response;
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await result.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      "Ufuk Jet Raporu",
      "Gelir",
      "Müşteri hareketleri",
      "Broker teklif hunisi",
      "Boş bacaklar",
      "İptal oranı",
      "Aylara göre net gelir (TRY)",
      "ÇĞİÖŞÜ çğıöşü",
      "₺",
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const letter of ["İ", "ı", "Ş", "ş", "Ğ", "ğ", "Ç", "ç", "Ö", "ö", "Ü", "ü", "₺"]) expect(text, letter).toContain(letter);
  });

  it("the payments list as PDF with the screen's filter, Turkish letters and ₺", async () => {
    const result = (await get(paymentsExport, `/admin/payments/export?format=pdf&q=${REF}`)) as Response;
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await result.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const count = await db().payment.count({ where: { transactionReference: { startsWith: REF } } });
    expect(count).toBeGreaterThan(0);
    expect(text).toContain("Ödemeler listesi");
    expect(text).toContain(`${count} / ${count} ödeme`);
    expect(text).toContain(`${REF}-1`);
    expect(text).toContain("ÇĞİÖŞÜ çğıöşü");
    expect(text).toContain("₺60.000,00");
    expect(text).toContain("İade Edildi");
    expect(statusOf(await get(paymentsExport, "/admin/payments/export?format=docx"))).toBe(400);
  });
});
