import { valuesFor, type BarChartData } from "#app/lib/domain/report-charts";
import { RESERVATION_STATUSES, RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { monthsOf, type ReportRange } from "#app/lib/schemas/report-range";
import { csvAmount } from "#app/server/platform/csv.server";
import type { FullReport, ReportSection } from "./reports.server";

/** The figures of a report as charts and tables: the screen draws the charts as SVG, the PDF with pdfkit; the CSV exports take the tables. */
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
