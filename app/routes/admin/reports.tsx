import { adminScreen } from "#app/components/admin/screen";
import { Download } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/reports";
import { dayLabel, Figure, hours, MoneyTable, RangeForm, Revenue, Section } from "#app/components/reports/report-parts";
import { ReportChart } from "#app/components/report-chart";
import { buttonVariants } from "#app/components/ui/button";
import { FormError } from "#app/components/ui/field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import type { BarChartData } from "#app/lib/domain/report-charts";
import { formatNumber, formatPercent } from "#app/lib/format";
import { parseForm } from "#app/lib/schemas/parse";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, rangeQuery, reportRangeSchema, resolveReportRange } from "#app/lib/schemas/report-range";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { fullReport } from "#app/server/reports/reports.server";
import { reportCharts } from "#app/server/reports/report-tables.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Admin → reports (spec §2.18, §9): one period chosen with a GET form (this month, last month, this quarter,
 * this year, or a custom range of Istanbul days), then revenue, reservations, customer activity, the broker
 * quote funnel and empty legs, every figure an SQL aggregate (app/server/reports/reports.server.ts), money per
 * currency. Charts are SVG drawn on the server, each with its table; every section exports as CSV and the
 * whole report as PDF (/admin/reports/export). Admin and operations. Read-only: no action.
 */

const RAW_MAX = 40;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const raw = (name: string) => (url.searchParams.get(name) ?? "").slice(0, RAW_MAX);
  const submission = parseForm(url.searchParams, { schema: reportRangeSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const errors: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(reply.error ?? {})) if (messages?.length) errors[name] = messages;
    const period = raw("period");
    return data(
      {
        title: t("reports.pageTitle"),
        form: {
          period: (REPORT_PERIODS as readonly string[]).includes(period) ? period : DEFAULT_REPORT_PERIOD,
          from: raw("from"),
          to: raw("to"),
        },
        errors,
        range: null,
        report: null,
        charts: [] as BarChartData[],
      },
      { status: 400 },
    );
  }
  const range = resolveReportRange(submission.value);
  const report = await fullReport(range);
  return {
    title: t("reports.pageTitle"),
    form: { period: range.period as string, from: range.from, to: range.to },
    errors: null,
    range: { period: range.period, from: range.from, to: range.to },
    report,
    charts: reportCharts(report, range, t),
  };
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { form, errors, range, report, charts } = loaderData;
  const chart = (id: string) => charts.filter((c) => c.id === id);
  const query = range ? rangeQuery(range) : "";
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("reports.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("reports.description")}</p>
          {range ? (
            <p className="text-sm font-medium" aria-live="polite">
              {t("reports.range.showing", { from: dayLabel(range.from, locale), to: dayLabel(range.to, locale) })}
            </p>
          ) : null}
        </div>
        {range ? (
          <a href={`/admin/reports/export?format=pdf&${query}`} className={buttonVariants()} download>
            <Download aria-hidden="true" />
            {t("reports.exports.pdf")}
          </a>
        ) : null}
      </div>

      <RangeForm form={form} errors={errors} />
      {errors ? (
        <FormError
          title={t("reports.validation.errorTitle")}
          message={Object.values(errors)
            .flat()
            .map((k) => t(k))}
        />
      ) : null}

      {report ? (
        <>
          <Section id="revenue" title={t("reports.sections.revenue")} query={query}>
            <Revenue report={report} charts={charts} />
          </Section>

          <Section id="reservations" title={t("reports.sections.reservations")} query={query}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label={t("reports.reservations.total")} value={formatNumber(report.reservations.total, 0, locale)} />
              <Figure
                label={t("reports.reservations.averagePassengers")}
                value={
                  report.reservations.averagePassengers === null
                    ? t("reports.funnel.none")
                    : formatNumber(report.reservations.averagePassengers, 1, locale)
                }
              />
              <Figure label={t("reports.reservations.cancelled")} value={formatNumber(report.reservations.cancelled, 0, locale)} />
              <Figure label={t("reports.reservations.cancelledShare")} value={formatPercent(report.reservations.cancelledShare, locale)} />
            </div>
            {[...chart("reservations-status"), ...chart("reservations-month")].map((c) => (
              <ReportChart key={c.id} chart={c} />
            ))}
            <p className="text-xs text-muted-foreground">{t("reports.reservations.note")}</p>
          </Section>

          <Section id="customers" title={t("reports.sections.customers")} query={query}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <Figure label={t("reports.customers.newCustomers")} value={formatNumber(report.customers.newCustomers, 0, locale)} />
              <Figure label={t("reports.customers.withRequest")} value={formatNumber(report.customers.withRequest, 0, locale)} />
              <Figure label={t("reports.customers.withReservation")} value={formatNumber(report.customers.withReservation, 0, locale)} />
              <Figure label={t("reports.customers.repeat")} value={formatNumber(report.customers.repeat, 0, locale)} />
              <Figure label={t("reports.customers.vipShare")} value={formatPercent(report.customers.vipShare, locale)} />
              <Figure label={t("reports.customers.corporateShare")} value={formatPercent(report.customers.corporateShare, locale)} />
            </div>
            <MoneyTable
              caption={t("reports.customers.top")}
              nameLabel={t("reports.customers.customer")}
              rows={report.customers.topBySpend}
            />
            <p className="text-xs text-muted-foreground">{t("reports.customers.note")}</p>
          </Section>

          <Section id="funnel" title={t("reports.sections.funnel")} query={query}>
            {chart("funnel").map((c) => (
              <ReportChart key={c.id} chart={c} />
            ))}
            <Table scrollLabel={t("reports.funnel.chart")} containerClassName="border">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t("reports.funnel.step")}</TableHead>
                  <TableHead scope="col" className="text-right">
                    {t("reports.funnel.count")}
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    {t("reports.funnel.conversion")}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.funnel.steps.map((s) => (
                  <TableRow key={s.step} data-step={s.step}>
                    <TableCell>{t(`reports.funnel.steps.${s.step}`)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(s.count, 0, locale)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {s.conversion === null ? "" : formatPercent(s.conversion, locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className="grid gap-3 sm:grid-cols-3">
              <Figure label={t("reports.funnel.quotesPerRequest")} value={formatNumber(report.funnel.quotesPerRequest, 2, locale)} />
              <Figure label={t("reports.funnel.medianFirstQuote")} value={hours(t, report.funnel.medianFirstQuoteHours, locale)} />
              <Figure label={t("reports.funnel.medianApproval")} value={hours(t, report.funnel.medianApprovalHours, locale)} />
            </div>
            <h3 className="text-sm font-medium">{t("reports.funnel.brokers")}</h3>
            {report.funnel.brokers.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("reports.noData")}</p>
            ) : (
              <Table scrollLabel={t("reports.funnel.brokers")} containerClassName="border">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t("reports.funnel.broker")}</TableHead>
                    <TableHead scope="col" className="text-right">
                      {t("reports.funnel.quotes")}
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      {t("reports.funnel.approvals")}
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      {t("reports.funnel.winRate")}
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      {t("reports.funnel.medianResponse")}
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.funnel.brokers.map((b) => (
                    <TableRow key={b.broker}>
                      <TableCell>{b.broker}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(b.quotes, 0, locale)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(b.approvals, 0, locale)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatPercent(b.winRate, locale)}</TableCell>
                      <TableCell className="text-right tabular-nums">{hours(t, b.medianResponseHours, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <p className="text-xs text-muted-foreground">{t("reports.funnel.note")}</p>
          </Section>

          <Section id="emptyLegs" title={t("reports.sections.emptyLegs")} query={query}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              <Figure label={t("reports.emptyLegs.published")} value={formatNumber(report.emptyLegs.published, 0, locale)} />
              <Figure label={t("reports.emptyLegs.requests")} value={formatNumber(report.emptyLegs.requests, 0, locale)} />
              <Figure label={t("reports.emptyLegs.legsRequested")} value={formatNumber(report.emptyLegs.legsRequested, 0, locale)} />
              <Figure label={t("reports.emptyLegs.converted")} value={formatNumber(report.emptyLegs.converted, 0, locale)} />
              <Figure label={t("reports.emptyLegs.conversion")} value={formatPercent(report.emptyLegs.conversion, locale)} />
            </div>
            {chart("empty-legs").map((c) => (
              <ReportChart key={c.id} chart={c} />
            ))}
          </Section>
        </>
      ) : null}
    </div>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
