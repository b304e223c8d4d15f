import { Download } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { redirect } from "react-router";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { ConfirmDelete, openerKey } from "#app/components/admin/confirm-delete";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { RowActions, RowIntentButton } from "#app/components/admin/row-actions";
import { StatGrid } from "#app/components/admin/stat-grid";
import { RecordPaymentForm } from "#app/components/money/record-payment-form";
import type { Route } from "./+types/payments";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { TableCell, TableRow } from "#app/components/ui/table";
import { nextStatuses, PAYMENT_STATUS_LOOK, PAYMENT_STATUSES, isPaymentStatus } from "#app/lib/domain/payment-status";
import { formatDateTime, formatNumber, formatPrice, formatTotal, formatPercent } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { paymentChangeSchema, recordPaymentSchema } from "#app/lib/schemas/payment";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import {
  changePaymentStatus,
  listPayments,
  paymentForConfirmation,
  paymentSummaryForScreen,
  recordPayment,
  reservationChoices,
  type PaymentRow,
} from "#app/server/money/payments.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { cityName } from "#app/lib/airports";

/**
 * Admin → payments (spec §2.11, §5, §7.3): per-currency cards (revenue = paid, pending, transactions, success
 * rate), a searchable (reference, customer name), filterable, paged list newest first, exports of the
 * filtered list, recording a payment against a reservation, marking it paid or failed, and refunding a paid
 * one after a confirmation (`?refund=<id>` without JavaScript). Admin and operations.
 */
export { PAYMENT_INTENTS as INTENTS } from "#app/lib/schemas/payment";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const statusParam = url.searchParams.get("status");
  const status = isPaymentStatus(statusParam) ? statusParam : null;
  const refundId = url.searchParams.get("refund");
  const [summary, list, refund, choices] = await Promise.all([
    paymentSummaryForScreen(),
    listPayments({ q, status, page: url.searchParams.get("page") }),
    refundId && isUuid(refundId) ? paymentForConfirmation(refundId) : Promise.resolve(null),
    url.searchParams.get("new") === "1" ? reservationChoices() : Promise.resolve(null),
  ]);
  if (refundId && (!refund || refund.status !== "paid")) notFound("payments.errors.notFound");
  return {
    title: t("payments.pageTitle"),
    q,
    status,
    summary,
    ...list,
    refund,
    choices: choices?.map((r) => ({ ...r, totalAmount: r.totalAmount?.toString() ?? null })) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, ["refund", "new"]);
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("payments.toasts.successTitle"), description: t(key) });
  const move = (to: "paid" | "failed" | "refunded", toast: string) =>
    intent({
      schema: paymentChangeSchema,
      row: true,
      run: async (v) => {
        // a refund without `confirm=yes`: the confirmation step (the page asks first, with and without JavaScript)
        if (v.intent === "refund" && v.confirm !== "yes") return redirect(withStep(back, "refund", v.id));
        await changePaymentStatus({ actorId: user.id, ip, id: v.id, to });
        return success(toast);
      },
    });
  return runIntent(
    await request.formData(),
    {
      record: intent({
        schema: recordPaymentSchema,
        run: async (v) => {
          await recordPayment({
            actorId: user.id,
            ip,
            reservationId: v.reservation_id,
            amount: v.amount,
            currency: v.currency,
            method: v.payment_method,
            reference: v.transaction_reference ?? null,
          });
          return success("payments.toasts.recorded");
        },
      }),
      "mark-paid": move("paid", "payments.toasts.paid"),
      "mark-failed": move("failed", "payments.toasts.failed"),
      refund: move("refunded", "payments.toasts.refunded"),
    },
    {
      invalid: "payments.errors.invalid",
      notFound: "payments.errors.notFound",
      rowError: (error) =>
        redirectWithToast(back, { type: "error", title: t("payments.toasts.errorTitle"), description: t(error.messageKey) }),
    },
  );
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
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
            [t("payments.summary.revenue", { currency: s.currency }), formatTotal(s.paid, s.currency, locale)],
            [t("payments.summary.pending", { currency: s.currency }), formatTotal(s.pending, s.currency, locale)],
            [t("payments.summary.count", { currency: s.currency }), String(s.count)],
            [t("payments.summary.successRate", { currency: s.currency }), formatPercent(s.successRate, locale)],
          ]}
        />
      ))}
    </div>
  );
}

function PaymentRowActions({ row }: { row: PaymentRow }) {
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
      {moves.includes("refunded") ? (
        <RowIntentButton
          intent="refund"
          id={row.id}
          variant="destructive"
          opener={openerKey("refund", row.id)}
          label={t("payments.actions.refundFor", { label })}
        >
          {t("payments.actions.refund")}
        </RowIntentButton>
      ) : null}
    </RowActions>
  );
}

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, capped, page, pages, q, status, summary, refund, choices } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/payments", current, changes);
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  const answer = actionData as FormAnswer;
  return (
    <AdminListPage
      title={t("payments.title")}
      description={t("payments.description")}
      actions={choices ? null : <AddLink to={href({ new: 1, page })}>{t("payments.record.open")}</AddLink>}
    >
      <ListAnswerError answer={answer} panels={["record"]} title={t("payments.toasts.errorTitle")} />

      <SummaryCards summary={summary} />

      {choices ? <RecordPaymentForm choices={choices} answer={answer} closeHref={href({ new: null, page })} /> : null}

      {refund ? (
        <ConfirmDelete
          id="refund-confirm"
          intent="refund"
          title={t("payments.refund.title")}
          text={t("payments.refund.text")}
          subject={`${refund.reservation ? `${refund.reservation.customer.firstName} ${refund.reservation.customer.lastName} · ` : ""}${formatPrice(refund.amount, refund.currency, locale)}${refund.transactionReference ? ` · ${refund.transactionReference}` : ""}`}
          cancelHref={href({ refund: null, page })}
          cancelLabel={t("payments.refund.cancel")}
          recordId={refund.id}
          confirmLabel={t("payments.refund.confirm")}
        />
      ) : null}

      <ListFilters
        label={t("payments.filters")}
        idPrefix="pay"
        q={q}
        searchLabel={t("payments.searchLabel")}
        searchPlaceholder={t("payments.searchPlaceholder")}
        filterLabel={t("payments.filter")}
        clearLabel={t("payments.clear")}
        clearHref="/admin/payments"
        active={Boolean(q || status)}
        actions={
          <>
            <a
              href={`/admin/payments/export?format=csv${exportQuery ? `&${exportQuery}` : ""}`}
              className={buttonVariants({ variant: "outline" })}
              download
            >
              <Download aria-hidden="true" />
              {t("payments.exportCsv")}
            </a>
            <a
              href={`/admin/payments/export?format=pdf${exportQuery ? `&${exportQuery}` : ""}`}
              className={buttonVariants({ variant: "outline" })}
              download
            >
              <Download aria-hidden="true" />
              {t("reports.paymentsPdf.button")}
            </a>
          </>
        }
      >
        <FilterSelect
          id="pay-status"
          label={t("payments.columns.status")}
          name="status"
          value={status ?? ""}
          options={[
            { value: "", label: t("payments.allStatuses") },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(PAYMENT_STATUS_LOOK[s].labelKey) })),
          ]}
        />
      </ListFilters>

      <ListResults
        total={capped ? t("payments.totalCapped", { count: formatNumber(total, 0, locale) }) : t("payments.total", { count: total })}
        label={t("payments.tableLabel")}
        columns={[
          t("payments.columns.customer"),
          t("payments.columns.reference"),
          { label: t("payments.columns.amount"), className: "text-right" },
          t("payments.columns.method"),
          t("payments.columns.status"),
          t("payments.columns.date"),
          t("payments.columns.actions"),
        ]}
        empty={q || status ? t("payments.emptyFiltered") : t("payments.empty")}
        count={rows.length}
        page={page}
        pages={pages}
        pageHref={(p) => href({ page: p })}
      >
        {rows.map((row) => (
          <TableRow key={row.id} data-payment-id={row.id}>
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
            <TableCell className="whitespace-nowrap">
              <div>{formatDateTime(row.createdAt, locale)}</div>
              {row.paidAt ? (
                <div className="text-xs text-muted-foreground">{t("payments.paidAt", { date: formatDateTime(row.paidAt, locale) })}</div>
              ) : null}
            </TableCell>
            <TableCell>
              <PaymentRowActions row={row} />
            </TableCell>
          </TableRow>
        ))}
      </ListResults>
    </AdminListPage>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "payments" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" loadFailed="payments" />;
}
