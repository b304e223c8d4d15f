import { RowActions, RowIntentButton } from "#app/components/admin/row-actions";
import { StatGrid } from "#app/components/admin/stat-grid";
import { Download } from "#app/components/icons";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { TableCell, TableRow } from "#app/components/ui/table";
import { cityName } from "#app/lib/airports";
import { nextStatuses, PAYMENT_STATUS_LOOK } from "#app/lib/domain/payment-status";
import { formatDateTime, formatPercent, formatPrice } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { PaymentRow } from "#app/server/money/payment-book.server";
import type { CurrencySummary } from "#app/server/money/payment-summary.server";

/** The payments book's list parts (/admin/payments, spec §2.11): the cards, the export links, a row and its actions. */

/** One set of cards per currency: revenue (paid), pending, transactions, success rate. */
export function PaymentSummaryCards({ summary }: { summary: CurrencySummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (summary.length === 0) return <p className="text-sm text-muted-foreground">{t("payments.summary.none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      {summary.map((s) => (
        <StatGrid
          key={s.currency}
          label={t("payments.summary.label", { currency: s.currency })}
          items={[
            [t("payments.summary.revenue", { currency: s.currency }), { amount: s.paid, currency: s.currency }],
            [t("payments.summary.pending", { currency: s.currency }), { amount: s.pending, currency: s.currency }],
            [t("payments.summary.count", { currency: s.currency }), String(s.count)],
            [t("payments.summary.successRate", { currency: s.currency }), formatPercent(s.successRate, locale)],
          ]}
        />
      ))}
    </div>
  );
}

/** The CSV and PDF downloads of the list as filtered (`query`: its `q` and `status`, may be empty). */
export function PaymentExportLinks({ query }: { query: string }) {
  const { t } = useTranslation();
  const href = (format: "csv" | "pdf") => `/admin/payments/export?format=${format}${query ? `&${query}` : ""}`;
  return (
    <>
      <a href={href("csv")} className={buttonVariants({ variant: "outline" })} download>
        <Download aria-hidden="true" />
        {t("payments.exportCsv")}
      </a>
      <a href={href("pdf")} className={buttonVariants({ variant: "outline" })} download>
        <Download aria-hidden="true" />
        {t("reports.paymentsPdf.button")}
      </a>
    </>
  );
}

function PaymentRowActions({ row, isAdmin }: { row: PaymentRow; isAdmin: boolean }) {
  const { t } = useTranslation();
  const moves = nextStatuses(row.status);
  const label = row.transactionReference ?? row.id.slice(0, 8);
  return (
    <RowActions>
      {moves.includes("paid") ? (
        <RowIntentButton intent="mark-paid" id={row.id} label={t("payments.actions.markPaidFor", { label })}>
          {t("payments.actions.markPaid")}
        </RowIntentButton>
      ) : null}
      {moves.includes("failed") ? (
        <RowIntentButton intent="mark-failed" id={row.id} label={t("payments.actions.markFailedFor", { label })}>
          {t("payments.actions.markFailed")}
        </RowIntentButton>
      ) : null}
      {isAdmin && moves.includes("refunded") ? (
        <RowIntentButton intent="refund" id={row.id} variant="destructive" opensStep label={t("payments.actions.refundFor", { label })}>
          {t("payments.actions.refund")}
        </RowIntentButton>
      ) : null}
    </RowActions>
  );
}

/** One payment: customer and route, reference, amount, method, status, the reservation's due, dates, actions (refund: admins). */
export function PaymentTableRow({ row, isAdmin }: { row: PaymentRow; isAdmin: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableRow data-payment-id={row.id}>
      <TableCell>
        <div className="font-medium">
          {row.reservation ? `${row.reservation.customer.firstName} ${row.reservation.customer.lastName}` : t("payments.unknown")}
        </div>
        {row.reservation ? (
          <div className="text-xs text-muted-foreground">
            {cityName(row.reservation.route.departureCity, locale)} → {cityName(row.reservation.route.arrivalCity, locale)}
          </div>
        ) : null}
      </TableCell>
      <TableCell className="font-mono text-xs">{row.transactionReference ?? "—"}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPrice(row.amount, row.currency, locale)}</TableCell>
      <TableCell>{row.paymentMethod ?? "—"}</TableCell>
      <TableCell>
        <StatusBadge look={PAYMENT_STATUS_LOOK[row.status]} />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums" data-testid="reservation-due">
        {row.balance ? formatPrice(row.balance.due, row.balance.currency, locale) : "—"}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <div>{formatDateTime(row.createdAt, locale)}</div>
        {row.paidAt ? (
          <div className="text-xs text-muted-foreground">{t("payments.paidAt", { date: formatDateTime(row.paidAt, locale) })}</div>
        ) : null}
      </TableCell>
      <TableCell>
        <PaymentRowActions row={row} isAdmin={isAdmin} />
      </TableCell>
    </TableRow>
  );
}
