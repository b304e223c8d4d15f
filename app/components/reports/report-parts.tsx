import { Download } from "#app/components/icons";
import { Form } from "react-router";
import { ReportChart } from "#app/components/report-chart";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import type { BarChartData } from "#app/lib/domain/report-charts";
import { formatDate, formatNumber, formatTotal, startOfIstanbulDay, type AppLocale, type Currency } from "#app/lib/format";
import { REPORT_PERIODS } from "#app/lib/schemas/report-range";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { FullReport, ReportSection } from "#app/server/reports/reports.server";

/** The parts of /admin/reports (spec §2.18): the period form, a section with its CSV link, figures and tables. */

/** The period form's values as the page shows them back, and its refused fields' messages. */
export type ReportRangeForm = { period: string; from: string; to: string };
export type ReportRangeErrors = Record<string, string[]> | null;

export const dayLabel = (day: string, locale: AppLocale) => formatDate(startOfIstanbulDay(day), locale);

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
    </Card>
  );
}

export function Section({ id, title, query, children }: { id: ReportSection; title: string; query: string; children: React.ReactNode }) {
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

export function MoneyTable({
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

export function RangeForm({ form, errors }: { form: ReportRangeForm; errors: ReportRangeErrors }) {
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

export function Revenue({ report, charts }: { report: FullReport; charts: BarChartData[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const r = report.revenue;
  return (
    <>
      {r.totals.length === 0 ? <p className="text-sm text-muted-foreground">{t("reports.noMoney")}</p> : null}
      {r.totals.map((x) => (
        <div key={x.currency} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" role="group" aria-label={x.currency}>
          <Figure label={t("reports.revenue.net", { currency: x.currency })} value={formatTotal(x.net, x.currency, locale)} />
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

export const hours = (t: (k: string, v?: Record<string, unknown>) => string, h: number | null, locale: AppLocale) =>
  h === null ? t("reports.funnel.none") : t("reports.funnel.hours", { hours: formatNumber(h, 1, locale) });
