import { Download } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import type { Route } from "./+types/reports";
import { ErrorView } from "#app/components/error-view";
import { ReportChart } from "#app/components/report-chart";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import type { BarChartData } from "#app/lib/domain/report-charts";
import { formatDate, formatNumber, formatPercent, formatTotal, startOfIstanbulDay, type AppLocale, type Currency } from "#app/lib/format";
import { parseForm } from "#app/lib/schemas/parse";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, rangeQuery, reportRangeSchema, resolveReportRange } from "#app/lib/schemas/report-range";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { fullReport, type FullReport, type ReportSection } from "#app/server/reports/reports.server";
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

type LoaderData = Route.ComponentProps["loaderData"];

const dayLabel = (day: string, locale: AppLocale) => formatDate(startOfIstanbulDay(day), locale);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
    </Card>
  );
}

function Section({ id, title, query, children }: { id: ReportSection; title: string; query: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`section-${id}`} className="flex flex-col gap-4" data-section={id}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-2">
        <h2 id={`section-${id}`} className="text-xl font-semibold">
          {title}
        </h2>
        <a
          href={`/admin/reports/export?format=csv&section=${id}&${query}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          download
        >
          <Download aria-hidden="true" />
          {t("reports.exports.csvOf", { section: title })}
        </a>
      </div>
      {children}
    </section>
  );
}

function MoneyTable({
  caption,
  nameLabel,
  rows,
}: {
  caption: string;
  nameLabel: string;
  rows: Array<{ name: string; currency: Currency; paid: string; count: number }>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("reports.noData")}</p>
      ) : (
        <Table scrollLabel={caption} containerClassName="border">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{nameLabel}</TableHead>
              <TableHead scope="col">{t("reports.revenue.currency")}</TableHead>
              <TableHead scope="col" className="text-right">
                {t("reports.revenue.amount")}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t("reports.revenue.count")}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.currency}-${r.name}`}>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.currency}</TableCell>
                <TableCell className="text-right tabular-nums">{formatTotal(r.paid, r.currency, locale)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(r.count, 0, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function RangeForm({ form, errors }: { form: LoaderData["form"]; errors: LoaderData["errors"] }) {
  const { t } = useTranslation();
  const message = (name: string) => errors?.[name]?.map((k) => t(k));
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border p-4">
      <Field label={t("reports.range.period")} htmlFor="report-period" error={message("period")} className="w-48">
        <Select
          id="report-period"
          name="period"
          defaultValue={form.period}
          aria-invalid={errors?.period ? true : undefined}
          aria-describedby={errors?.period ? "report-period-error" : undefined}
          options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.range.periods.${p}`) }))}
        />
      </Field>
      <Field label={t("reports.range.from")} htmlFor="report-from" error={message("from")} className="w-44">
        <Input
          id="report-from"
          name="from"
          type="date"
          defaultValue={form.from}
          aria-invalid={errors?.from ? true : undefined}
          aria-describedby={errors?.from ? "report-from-error" : "report-range-hint"}
        />
      </Field>
      <Field label={t("reports.range.to")} htmlFor="report-to" error={message("to")} className="w-44">
        <Input
          id="report-to"
          name="to"
          type="date"
          defaultValue={form.to}
          aria-invalid={errors?.to ? true : undefined}
          aria-describedby={errors?.to ? "report-to-error" : "report-range-hint"}
        />
      </Field>
      <Button type="submit">{t("reports.range.submit")}</Button>
      <p id="report-range-hint" className="w-full text-xs text-muted-foreground">
        {t("reports.range.customHint")}
      </p>
    </Form>
  );
}

function Revenue({ report, charts }: { report: FullReport; charts: BarChartData[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const r = report.revenue;
  return (
    <>
      {r.totals.length === 0 ? <p className="text-sm text-muted-foreground">{t("reports.noMoney")}</p> : null}
      {r.totals.map((x) => (
        <div key={x.currency} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label={x.currency}>
          <Figure label={t("reports.revenue.paid", { currency: x.currency })} value={formatTotal(x.paid, x.currency, locale)} />
          <Figure label={t("reports.revenue.pending", { currency: x.currency })} value={formatTotal(x.pending, x.currency, locale)} />
          <Figure label={t("reports.revenue.refunded", { currency: x.currency })} value={formatTotal(x.refunded, x.currency, locale)} />
          <Figure label={t("reports.revenue.paidCount", { currency: x.currency })} value={formatNumber(x.paidCount, 0, locale)} />
        </div>
      ))}
      {charts
        .filter((c) => c.id.startsWith("revenue-"))
        .map((c) => (
          <ReportChart key={c.id} chart={c} />
        ))}
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <MoneyTable
          caption={t("reports.revenue.byRoute")}
          nameLabel={t("reports.revenue.route")}
          rows={r.byRoute.map((x) => ({ ...x, name: x.route }))}
        />
        <MoneyTable
          caption={t("reports.revenue.byJet")}
          nameLabel={t("reports.revenue.jet")}
          rows={r.byJet.map((x) => ({ ...x, name: x.jet ?? t("common.unknown") }))}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("reports.revenue.note")}</p>
    </>
  );
}

const hours = (t: (k: string, v?: Record<string, unknown>) => string, h: number | null, locale: AppLocale) =>
  h === null ? t("reports.funnel.none") : t("reports.funnel.hours", { hours: formatNumber(h, 1, locale) });

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

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" />;
}
