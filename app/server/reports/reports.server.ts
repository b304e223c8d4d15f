import type { Period } from "./report-sql.server";
import { customerReport, revenueReport, type CustomerReport, type RevenueReport } from "./revenue-figures.server";
import {
  emptyLegReport,
  funnelReport,
  reservationReport,
  type EmptyLegReport,
  type FunnelReport,
  type ReservationReport,
} from "./activity-figures.server";

/**
 * The staff reports (/admin/reports, its CSV and PDF exports; spec §2.18, §9): every section of one period. Each
 * figure is one SQL aggregate over the period, written with the typed SQL (decision 040) so the period travels as
 * bound parameters; money stays per currency, months are Istanbul months. What each figure counts (decision 020):
 *
 * - revenue: payments whose money date (`coalesce(paid_at, created_at)`) is in the period, by their status;
 * - reservations: reservations departing in the period;
 * - customers: new = created in the period; with a request = a quote request created in the period; with a
 *   reservation (active) = a reservation departing in the period that is not cancelled; repeat = active and
 *   with at least two non-cancelled reservations departing before the period's end; spend = paid revenue;
 * - funnel: the quote requests created in the period, each step counting those that also reached every
 *   step before it; per broker: the quotes submitted in the period;
 * - empty legs: legs approved in the period and still published; guest requests for a leg created in the
 *   period; of those, the ones that became a reservation that is not cancelled.
 *
 * The figures: revenue-figures.server.ts (money) and activity-figures.server.ts; as charts and CSV tables:
 * report-tables.server.ts; as a PDF: report-pdf.server.ts.
 */
export type { Period } from "./report-sql.server";
export type { CustomerReport, MoneyRow, RevenueReport } from "./revenue-figures.server";
export type { EmptyLegReport, FunnelReport, FunnelStep, ReservationReport } from "./activity-figures.server";
export { FUNNEL_STEPS } from "./activity-figures.server";

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
