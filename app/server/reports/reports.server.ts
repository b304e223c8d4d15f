import type { Currency } from "#app/lib/format";
import { winRate } from "#app/lib/domain/metrics";
import { valuesFor, type BarChartData } from "#app/lib/domain/report-charts";
import { RESERVATION_STATUSES, RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { monthsOf, type ReportRange } from "#app/lib/schemas/report-range";
import { csvAmount } from "#app/server/platform/csv.server";
import { db } from "#app/server/platform/db/client.server";
import { oneRow } from "#app/server/platform/db/one-row.server";

/**
 * The staff reports (/admin/reports, its CSV and PDF exports; spec §2.18, §9). Every figure is one SQL
 * aggregate over the period (no rows are loaded to be added up in Node), written as a tagged `$queryRaw`
 * so the period travels as bound parameters. Money stays per currency: a sum is always grouped by currency.
 * Months are Istanbul months (`AT TIME ZONE 'Europe/Istanbul'`). What each figure counts (decision 020):
 *
 * - revenue: money received (decision 042) — payments received (paid, partly or wholly refunded since) whose money
 *   date (`coalesce(paid_at, created_at)`) is in the period, less refunds sent (`completed_at`) in the period, per
 *   currency (the same sums as the dashboard's `moneyReceived`); pending payments by their date; the routes', jets'
 *   and customers' rankings count money received before refunds;
 * - reservations: reservations departing in the period;
 * - customers: new = created in the period; with a request = a quote request created in the period; with a
 *   reservation (active) = a reservation departing in the period that is not cancelled; repeat = active and
 *   with at least two non-cancelled reservations departing before the period's end; spend = paid revenue;
 * - funnel: the quote requests created in the period, each step counting those that also reached every
 *   step before it; per broker: the quotes submitted in the period;
 * - empty legs: legs approved in the period and still published; guest requests for a leg created in the
 *   period; of those, the ones that became a reservation that is not cancelled.
 */

type Period = Pick<ReportRange, "start" | "end">;

export interface MoneyRow {
  currency: Currency;
  amount: string;
}

export interface RevenueReport {
  /** paid: received in the period; refunded: refunds sent in the period; net: paid − refunded */
  totals: Array<{ currency: Currency; paid: string; pending: string; refunded: string; net: string; paidCount: number; count: number }>;
  /** per month: received less refunded (net) */
  byMonth: Array<{ month: string; currency: Currency; paid: string }>;
  byRoute: Array<{ route: string; currency: Currency; paid: string; count: number }>;
  byJet: Array<{ jet: string | null; currency: Currency; paid: string; count: number }>;
}

const TOP = 10;

export async function revenueReport({ start, end }: Period): Promise<RevenueReport> {
  const client = db();
  const [totals, byMonth, byRoute, byJet] = await Promise.all([
    client.$queryRaw<RevenueReport["totals"]>`
      WITH received AS (
        SELECT currency,
               sum(amount) FILTER (WHERE status IN ('paid', 'partially_refunded', 'refunded')) AS paid,
               sum(amount) FILTER (WHERE status = 'pending') AS pending,
               count(*) FILTER (WHERE status IN ('paid', 'partially_refunded', 'refunded')) AS paid_count,
               count(*) AS count
        FROM payments
        WHERE coalesce(paid_at, created_at) >= ${start}::timestamptz AND coalesce(paid_at, created_at) < ${end}::timestamptz
        GROUP BY currency
      ), sent AS (
        SELECT currency, sum(amount) AS refunded
        FROM refunds
        WHERE status = 'completed' AND completed_at >= ${start}::timestamptz AND completed_at < ${end}::timestamptz
        GROUP BY currency
      )
      SELECT coalesce(r.currency, s.currency)::text AS currency,
             coalesce(r.paid, 0)::text AS paid,
             coalesce(r.pending, 0)::text AS pending,
             coalesce(s.refunded, 0)::text AS refunded,
             (coalesce(r.paid, 0) - coalesce(s.refunded, 0))::text AS net,
             coalesce(r.paid_count, 0)::int AS "paidCount",
             coalesce(r.count, 0)::int AS count
      FROM received r FULL JOIN sent s ON s.currency = r.currency
      ORDER BY 1`,
    client.$queryRaw<RevenueReport["byMonth"]>`
      SELECT month, currency, sum(amount)::text AS paid FROM (
        SELECT to_char(coalesce(paid_at, created_at) AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM') AS month,
               currency::text AS currency, amount
        FROM payments
        WHERE status IN ('paid', 'partially_refunded', 'refunded')
          AND coalesce(paid_at, created_at) >= ${start}::timestamptz AND coalesce(paid_at, created_at) < ${end}::timestamptz
        UNION ALL
        SELECT to_char(completed_at AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM'), currency::text, -amount
        FROM refunds
        WHERE status = 'completed' AND completed_at >= ${start}::timestamptz AND completed_at < ${end}::timestamptz
      ) money
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    client.$queryRaw<RevenueReport["byRoute"]>`
      SELECT route, currency, paid::text AS paid, count FROM (
        SELECT ro.departure_city || ' → ' || ro.arrival_city AS route, p.currency::text AS currency,
               sum(p.amount) AS paid, count(*)::int AS count,
               row_number() OVER (PARTITION BY p.currency ORDER BY sum(p.amount) DESC, ro.departure_city, ro.arrival_city) AS rank
        FROM payments p
        JOIN reservations r ON r.id = p.reservation_id
        JOIN routes ro ON ro.id = r.route_id
        WHERE p.status IN ('paid', 'partially_refunded', 'refunded')
          AND coalesce(p.paid_at, p.created_at) >= ${start}::timestamptz AND coalesce(p.paid_at, p.created_at) < ${end}::timestamptz
        GROUP BY ro.id, p.currency
      ) ranked
      WHERE rank <= ${TOP}
      ORDER BY currency, rank`,
    client.$queryRaw<RevenueReport["byJet"]>`
      SELECT jet, currency, paid::text AS paid, count FROM (
        SELECT CASE WHEN j.id IS NULL THEN NULL ELSE j.manufacturer || ' ' || j.model END AS jet, p.currency::text AS currency,
               sum(p.amount) AS paid, count(*)::int AS count,
               row_number() OVER (PARTITION BY p.currency ORDER BY sum(p.amount) DESC, j.manufacturer, j.model) AS rank
        FROM payments p
        JOIN reservations r ON r.id = p.reservation_id
        LEFT JOIN jets j ON j.id = r.jet_id
        WHERE p.status IN ('paid', 'partially_refunded', 'refunded')
          AND coalesce(p.paid_at, p.created_at) >= ${start}::timestamptz AND coalesce(p.paid_at, p.created_at) < ${end}::timestamptz
        GROUP BY j.id, p.currency
      ) ranked
      WHERE rank <= ${TOP}
      ORDER BY currency, rank`,
  ]);
  return { totals, byMonth, byRoute, byJet };
}

export interface ReservationReport {
  total: number;
  byStatus: Array<{ status: string; count: number }>;
  byMonth: Array<{ month: string; active: number; cancelled: number }>;
  averagePassengers: number | null;
  cancelled: number;
  cancelledShare: number;
}

export async function reservationReport({ start, end }: Period): Promise<ReservationReport> {
  const client = db();
  const [byStatus, byMonth, summaryRows] = await Promise.all([
    client.$queryRaw<ReservationReport["byStatus"]>`
      SELECT status::text AS status, count(*)::int AS count
      FROM reservations
      WHERE departure_datetime >= ${start}::timestamptz AND departure_datetime < ${end}::timestamptz
      GROUP BY status
      ORDER BY status`,
    client.$queryRaw<ReservationReport["byMonth"]>`
      SELECT to_char(departure_datetime AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM') AS month,
             count(*) FILTER (WHERE status <> 'cancelled')::int AS active,
             count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
      FROM reservations
      WHERE departure_datetime >= ${start}::timestamptz AND departure_datetime < ${end}::timestamptz
      GROUP BY 1
      ORDER BY 1`,
    client.$queryRaw<Array<{ total: number; cancelled: number; averagePassengers: number | null }>>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
             (avg(passenger_count) FILTER (WHERE status <> 'cancelled'))::float8 AS "averagePassengers"
      FROM reservations
      WHERE departure_datetime >= ${start}::timestamptz AND departure_datetime < ${end}::timestamptz`,
  ]);
  const summary = oneRow(summaryRows, "reservation report summary");
  return {
    total: summary.total,
    byStatus,
    byMonth,
    averagePassengers: summary.averagePassengers,
    cancelled: summary.cancelled,
    cancelledShare: summary.total > 0 ? summary.cancelled / summary.total : 0,
  };
}

export interface CustomerReport {
  newCustomers: number;
  withRequest: number;
  withReservation: number;
  repeat: number;
  vip: number;
  corporate: number;
  vipShare: number;
  corporateShare: number;
  topBySpend: Array<{ name: string; currency: Currency; paid: string; count: number }>;
}

const TOP_CUSTOMERS = 5;

export async function customerReport({ start, end }: Period): Promise<CustomerReport> {
  const client = db();
  const [countRows, topBySpend] = await Promise.all([
    client.$queryRaw<Array<Omit<CustomerReport, "vipShare" | "corporateShare" | "topBySpend">>>`
      WITH active AS (
        SELECT DISTINCT customer_id FROM reservations
        WHERE status <> 'cancelled' AND departure_datetime >= ${start}::timestamptz AND departure_datetime < ${end}::timestamptz
      )
      SELECT
        (SELECT count(*)::int FROM customers WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS "newCustomers",
        (SELECT count(DISTINCT customer_id)::int FROM quote_requests
          WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS "withRequest",
        (SELECT count(*)::int FROM active) AS "withReservation",
        (SELECT count(*)::int FROM active a WHERE (
          SELECT count(*) FROM reservations r
          WHERE r.customer_id = a.customer_id AND r.status <> 'cancelled' AND r.departure_datetime < ${end}::timestamptz
        ) >= 2) AS repeat,
        (SELECT count(*)::int FROM active a JOIN customers c ON c.id = a.customer_id WHERE c.is_vip) AS vip,
        (SELECT count(*)::int FROM active a JOIN customers c ON c.id = a.customer_id WHERE c.segment = 'corporate') AS corporate`,
    client.$queryRaw<CustomerReport["topBySpend"]>`
      SELECT name, currency, paid::text AS paid, count FROM (
        SELECT trim(c.first_name || ' ' || c.last_name) AS name, p.currency::text AS currency,
               sum(p.amount) AS paid, count(*)::int AS count,
               row_number() OVER (PARTITION BY p.currency ORDER BY sum(p.amount) DESC, c.last_name, c.first_name, c.id) AS rank
        FROM payments p
        JOIN reservations r ON r.id = p.reservation_id
        JOIN customers c ON c.id = r.customer_id
        WHERE p.status IN ('paid', 'partially_refunded', 'refunded')
          AND coalesce(p.paid_at, p.created_at) >= ${start}::timestamptz AND coalesce(p.paid_at, p.created_at) < ${end}::timestamptz
        GROUP BY c.id, p.currency
      ) ranked
      WHERE rank <= ${TOP_CUSTOMERS}
      ORDER BY currency, rank`,
  ]);
  const counts = oneRow(countRows, "customer report counts");
  const share = (n: number) => (counts.withReservation > 0 ? n / counts.withReservation : 0);
  return { ...counts, vipShare: share(counts.vip), corporateShare: share(counts.corporate), topBySpend };
}

export interface FunnelReport {
  steps: Array<{ step: FunnelStep; count: number; conversion: number | null }>;
  quotes: number;
  quotesPerRequest: number;
  medianFirstQuoteHours: number | null;
  medianApprovalHours: number | null;
  brokers: Array<{ broker: string; quotes: number; approvals: number; winRate: number; medianResponseHours: number | null }>;
}

export const FUNNEL_STEPS = ["requests", "visible", "quoted", "approved", "reserved"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const hours = (seconds: number | null) => (seconds === null ? null : seconds / 3600);

export async function funnelReport({ start, end }: Period): Promise<FunnelReport> {
  const client = db();
  const [funnelRows, brokers] = await Promise.all([
    client.$queryRaw<
      Array<Record<FunnelStep, number> & { quotes: number; medianFirstQuote: number | null; medianApproval: number | null }>
    >`
      WITH q AS (
        -- set-based (decision 028): the period's quotes aggregated once and hash-joined, never one look-up per
        -- request; the requests made visible through staff's switch come from the audit log as one set
        SELECT qr.created_at,
               (qr.visible_to_brokers OR shown.entity_id IS NOT NULL) AS shown,
               coalesce(bq.quotes, 0) AS quotes, bq.first_quote_at, bq.approved_at,
               (r.quote_request_id IS NOT NULL) AS reserved
        FROM quote_requests qr
        LEFT JOIN (
          SELECT b.quote_request_id, count(*)::int AS quotes, min(b.submitted_at) AS first_quote_at,
                 min(coalesce(b.decided_at, b.submitted_at)) FILTER (WHERE b.status = 'approved') AS approved_at
          FROM broker_quotes b
          JOIN quote_requests period ON period.id = b.quote_request_id
          WHERE period.created_at >= ${start}::timestamptz AND period.created_at < ${end}::timestamptz
          GROUP BY b.quote_request_id
        ) bq ON bq.quote_request_id = qr.id
        LEFT JOIN (
          SELECT DISTINCT entity_id FROM audit_log WHERE action = 'quote_request.visibility' AND entity = 'quote_request'
        ) shown ON shown.entity_id = qr.id::text
        LEFT JOIN reservations r ON r.quote_request_id = qr.id
        WHERE qr.created_at >= ${start}::timestamptz AND qr.created_at < ${end}::timestamptz
      )
      SELECT count(*)::int AS requests,
             count(*) FILTER (WHERE shown OR quotes > 0)::int AS visible,
             count(*) FILTER (WHERE quotes > 0)::int AS quoted,
             count(*) FILTER (WHERE approved_at IS NOT NULL)::int AS approved,
             count(*) FILTER (WHERE approved_at IS NOT NULL AND reserved)::int AS reserved,
             coalesce(sum(quotes), 0)::int AS quotes,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_quote_at - created_at)) AS "medianFirstQuote",
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM approved_at - created_at)) AS "medianApproval"
      FROM q`,
    client.$queryRaw<Array<{ broker: string; quotes: number; approvals: number; medianResponse: number | null }>>`
      SELECT b.name AS broker, count(*)::int AS quotes,
             count(*) FILTER (WHERE bq.status = 'approved')::int AS approvals,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM bq.submitted_at - qr.created_at)) AS "medianResponse"
      FROM broker_quotes bq
      JOIN brokers b ON b.id = bq.broker_id
      JOIN quote_requests qr ON qr.id = bq.quote_request_id
      WHERE bq.submitted_at >= ${start}::timestamptz AND bq.submitted_at < ${end}::timestamptz
      GROUP BY b.id
      ORDER BY quotes DESC, b.name
      LIMIT 50`,
  ]);
  const row = oneRow(funnelRows, "funnel report");
  const steps = FUNNEL_STEPS.map((step, i) => {
    const previousStep = FUNNEL_STEPS[i - 1];
    const previous = previousStep === undefined ? null : row[previousStep];
    return { step, count: row[step], conversion: previous === null ? null : previous > 0 ? row[step] / previous : 0 };
  });
  return {
    steps,
    quotes: row.quotes,
    quotesPerRequest: row.requests > 0 ? row.quotes / row.requests : 0,
    medianFirstQuoteHours: hours(row.medianFirstQuote),
    medianApprovalHours: hours(row.medianApproval),
    brokers: brokers.map((b) => ({
      broker: b.broker,
      quotes: b.quotes,
      approvals: b.approvals,
      winRate: winRate(b.approvals, b.quotes),
      medianResponseHours: hours(b.medianResponse),
    })),
  };
}

export interface EmptyLegReport {
  published: number;
  requests: number;
  legsRequested: number;
  converted: number;
  conversion: number;
}

export async function emptyLegReport({ start, end }: Period): Promise<EmptyLegReport> {
  const rows = await db().$queryRaw<Array<Omit<EmptyLegReport, "conversion">>>`
    SELECT
      (SELECT count(*)::int FROM empty_legs
        WHERE approved AND coalesce(approved_at, created_at) >= ${start}::timestamptz AND coalesce(approved_at, created_at) < ${end}::timestamptz) AS published,
      (SELECT count(*)::int FROM quote_requests
        WHERE empty_leg_id IS NOT NULL AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS requests,
      (SELECT count(DISTINCT empty_leg_id)::int FROM quote_requests
        WHERE empty_leg_id IS NOT NULL AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS "legsRequested",
      (SELECT count(*)::int FROM quote_requests qr JOIN reservations r ON r.quote_request_id = qr.id
        WHERE qr.empty_leg_id IS NOT NULL AND r.status <> 'cancelled'
          AND qr.created_at >= ${start}::timestamptz AND qr.created_at < ${end}::timestamptz) AS converted`;
  const row = oneRow(rows, "empty-leg report");
  return { ...row, conversion: row.requests > 0 ? row.converted / row.requests : 0 };
}

export const REPORT_SECTIONS = ["revenue", "reservations", "customers", "funnel", "emptyLegs"] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export interface FullReport {
  revenue: RevenueReport;
  reservations: ReservationReport;
  customers: CustomerReport;
  funnel: FunnelReport;
  emptyLegs: EmptyLegReport;
}

/** Every section of one period (the screen and the PDF). */
export async function fullReport(period: Period): Promise<FullReport> {
  const [revenue, reservations, customers, funnel, emptyLegs] = await Promise.all([
    revenueReport(period),
    reservationReport(period),
    customerReport(period),
    funnelReport(period),
    emptyLegReport(period),
  ]);
  return { revenue, reservations, customers, funnel, emptyLegs };
}

// ───────────── the figures as charts and tables (screen, CSV, PDF) ─────────────

type T = (key: string, values?: Record<string, unknown>) => string;

const STATUS_ORDER = RESERVATION_STATUSES;

/** The charts of a report, from its figures (the screen draws them as SVG, the PDF with pdfkit). */
export function reportCharts(report: FullReport, range: Pick<ReportRange, "from" | "to">, t: T): BarChartData[] {
  const months = monthsOf(range.from, range.to);
  // in the order of the revenue cards, and only currencies with money paid in the period
  const currencies = report.revenue.totals.map((r) => r.currency).filter((c) => report.revenue.byMonth.some((r) => r.currency === c));
  const charts: BarChartData[] = currencies.map((currency) => ({
    id: `revenue-${currency}`,
    title: t("reports.revenue.byMonth", { currency }),
    labels: months,
    series: [
      {
        name: t("reports.revenue.net", { currency }),
        values: valuesFor(
          months,
          report.revenue.byMonth.filter((r) => r.currency === currency).map((r) => ({ key: r.month, value: Number(r.paid) })),
        ),
      },
    ],
    unit: "money",
    currency,
  }));
  charts.push({
    id: "reservations-month",
    title: t("reports.reservations.byMonth"),
    labels: months,
    series: [
      {
        name: t("reports.reservations.active"),
        values: valuesFor(
          months,
          report.reservations.byMonth.map((r) => ({ key: r.month, value: r.active })),
        ),
      },
      {
        name: t("reports.reservations.cancelledSeries"),
        values: valuesFor(
          months,
          report.reservations.byMonth.map((r) => ({ key: r.month, value: r.cancelled })),
        ),
      },
    ],
    unit: "count",
  });
  charts.push({
    id: "reservations-status",
    title: t("reports.reservations.byStatus"),
    labels: STATUS_ORDER.map((s) => t(RESERVATION_STATUS_LOOK[s].labelKey)),
    series: [
      {
        name: t("reports.reservations.count"),
        values: valuesFor(
          STATUS_ORDER,
          report.reservations.byStatus.map((r) => ({ key: r.status, value: r.count })),
        ),
      },
    ],
    unit: "count",
  });
  charts.push({
    id: "funnel",
    title: t("reports.funnel.chart"),
    labels: report.funnel.steps.map((s) => t(`reports.funnel.steps.${s.step}`)),
    series: [{ name: t("reports.funnel.count"), values: report.funnel.steps.map((s) => s.count) }],
    unit: "count",
  });
  charts.push({
    id: "empty-legs",
    title: t("reports.emptyLegs.chart"),
    labels: [t("reports.emptyLegs.published"), t("reports.emptyLegs.requests"), t("reports.emptyLegs.converted")],
    series: [
      {
        name: t("reports.reservations.count"),
        values: [report.emptyLegs.published, report.emptyLegs.requests, report.emptyLegs.converted],
      },
    ],
    unit: "count",
  });
  return charts;
}

export interface CsvTable {
  header: string[];
  rows: Array<Array<string | number>>;
}

const hoursText = (h: number | null) => (h === null ? "" : csvNumber(Math.round(h * 10) / 10));
const csvNumber = (n: number) => String(n).replace(".", ",");
const percentText = (ratio: number | null) => (ratio === null ? "" : csvNumber(Math.round(ratio * 1000) / 10));

/** One section as a table for its CSV file (Turkish column names through `t`; amounts with a decimal comma). */
export function reportCsvTable(section: ReportSection, report: FullReport, t: T): CsvTable {
  switch (section) {
    case "revenue": {
      const r = report.revenue;
      return {
        header: [
          t("reports.revenue.kind"),
          t("reports.revenue.month"),
          t("reports.revenue.route"),
          t("reports.revenue.currency"),
          t("reports.revenue.amount"),
          t("reports.revenue.count"),
        ],
        rows: [
          ...r.totals.flatMap((x) => [
            [t("status.payment.paid"), "", "", x.currency, csvAmount(x.paid), x.paidCount],
            [t("status.payment.pending"), "", "", x.currency, csvAmount(x.pending), ""],
            [t("status.payment.refunded"), "", "", x.currency, csvAmount(x.refunded), ""],
            [t("reports.revenue.net", { currency: x.currency }), "", "", x.currency, csvAmount(x.net), ""],
          ]),
          ...r.byMonth.map((x) => [t("reports.revenue.month"), x.month, "", x.currency, csvAmount(x.paid), ""]),
          ...r.byRoute.map((x) => [t("reports.revenue.route"), "", x.route, x.currency, csvAmount(x.paid), x.count]),
          ...r.byJet.map((x) => [t("reports.revenue.jet"), "", x.jet ?? t("common.unknown"), x.currency, csvAmount(x.paid), x.count]),
        ],
      };
    }
    case "reservations": {
      const r = report.reservations;
      return {
        header: [t("reports.customers.figure"), t("reports.reservations.month"), t("reports.customers.value")],
        rows: [
          [t("reports.reservations.total"), "", r.total],
          [t("reports.reservations.cancelled"), "", r.cancelled],
          [t("reports.reservations.cancelledShare"), "", percentText(r.cancelledShare)],
          [
            t("reports.reservations.averagePassengers"),
            "",
            r.averagePassengers === null ? "" : csvNumber(Math.round(r.averagePassengers * 100) / 100),
          ],
          ...STATUS_ORDER.map((s) => [t(RESERVATION_STATUS_LOOK[s].labelKey), "", r.byStatus.find((x) => x.status === s)?.count ?? 0]),
          ...r.byMonth.flatMap((x) => [
            [t("reports.reservations.active"), x.month, x.active],
            [t("reports.reservations.cancelledSeries"), x.month, x.cancelled],
          ]),
        ],
      };
    }
    case "customers": {
      const c = report.customers;
      return {
        header: [t("reports.customers.figure"), t("reports.revenue.currency"), t("reports.customers.value"), t("reports.revenue.count")],
        rows: [
          [t("reports.customers.newCustomers"), "", c.newCustomers, ""],
          [t("reports.customers.withRequest"), "", c.withRequest, ""],
          [t("reports.customers.withReservation"), "", c.withReservation, ""],
          [t("reports.customers.repeat"), "", c.repeat, ""],
          [t("reports.customers.vipShare"), "", percentText(c.vipShare), ""],
          [t("reports.customers.corporateShare"), "", percentText(c.corporateShare), ""],
          ...c.topBySpend.map((x) => [`${t("reports.customers.top")}: ${x.name}`, x.currency, csvAmount(x.paid), x.count]),
        ],
      };
    }
    case "funnel": {
      const f = report.funnel;
      return {
        header: [t("reports.customers.figure"), t("reports.funnel.broker"), t("reports.customers.value"), t("reports.funnel.conversion")],
        rows: [
          ...f.steps.map((s) => [t(`reports.funnel.steps.${s.step}`), "", s.count, percentText(s.conversion)]),
          [t("reports.funnel.quotes"), "", f.quotes, ""],
          [t("reports.funnel.quotesPerRequest"), "", csvNumber(Math.round(f.quotesPerRequest * 100) / 100), ""],
          [t("reports.funnel.medianFirstQuote"), "", hoursText(f.medianFirstQuoteHours), ""],
          [t("reports.funnel.medianApproval"), "", hoursText(f.medianApprovalHours), ""],
          ...f.brokers.flatMap((b) => [
            [t("reports.funnel.quotes"), b.broker, b.quotes, ""],
            [t("reports.funnel.approvals"), b.broker, b.approvals, ""],
            [t("reports.funnel.winRate"), b.broker, percentText(b.winRate), ""],
            [t("reports.funnel.medianResponse"), b.broker, hoursText(b.medianResponseHours), ""],
          ]),
        ],
      };
    }
    case "emptyLegs": {
      const e = report.emptyLegs;
      return {
        header: [t("reports.customers.figure"), t("reports.customers.value")],
        rows: [
          [t("reports.emptyLegs.published"), e.published],
          [t("reports.emptyLegs.requests"), e.requests],
          [t("reports.emptyLegs.legsRequested"), e.legsRequested],
          [t("reports.emptyLegs.converted"), e.converted],
          [t("reports.emptyLegs.conversion"), percentText(e.conversion)],
        ],
      };
    }
  }
}

/** One section's figures, for a CSV export of that section alone. */
export async function sectionReport(section: ReportSection, period: Period): Promise<Partial<FullReport>> {
  switch (section) {
    case "revenue":
      return { revenue: await revenueReport(period) };
    case "reservations":
      return { reservations: await reservationReport(period) };
    case "customers":
      return { customers: await customerReport(period) };
    case "funnel":
      return { funnel: await funnelReport(period) };
    case "emptyLegs":
      return { emptyLegs: await emptyLegReport(period) };
  }
}
