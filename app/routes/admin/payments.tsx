import { Download } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form, redirect } from "react-router";
import { EditPanel, ListAnswerError, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { openerKey } from "#app/components/admin/confirm-delete";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { RowActions, RowIntentButton } from "#app/components/admin/row-actions";
import { StatGrid } from "#app/components/admin/stat-grid";
import { RecordPaymentForm } from "#app/components/money/record-payment-form";
import type { Route } from "./+types/payments";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { TableCell, TableRow } from "#app/components/ui/table";
import { nextStatuses, PAYMENT_STATUS_LOOK, PAYMENT_STATUSES, isPaymentStatus } from "#app/lib/domain/payment-status";
import { formatDateTime, formatNumber, formatPrice, formatTotal, formatPercent } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import {
  ADMIN_ONLY_PAYMENT_INTENTS,
  executeRefundSchema,
  paymentChangeSchema,
  recordPaymentSchema,
  refundSchema,
  refundStepSchema,
} from "#app/lib/schemas/payment";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { forbidden, notFound } from "#app/server/platform/http.server";
import type { ServiceError } from "#app/server/platform/service-error.server";
import { getT } from "#app/server/platform/i18n.server";
import {
  PaymentError,
  changePaymentStatus,
  executeRefund,
  listPayments,
  paymentForRefund,
  paymentSummaryForScreen,
  pendingRefunds,
  recordPayment,
  refundPayment,
  reservationChoices,
  type PaymentRow,
} from "#app/server/money/payments.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { cityName } from "#app/lib/airports";

/**
 * Admin → payments (spec §2.11, §5, §7.3): per-currency cards (revenue = paid, pending, transactions, success
 * rate), a searchable (reference, customer name), filterable, paged list newest first with each reservation's due
 * balance, exports of the filtered list, recording a payment within what the reservation owes, marking it paid or
 * failed; an admin refunds part or all of a received payment (`?refund=<id>`: the refund form, also without
 * JavaScript) and sends the refunds cancellations left due (decision 042). Admin and operations; refunds admin only.
 */
export { PAYMENT_INTENTS as INTENTS } from "#app/lib/schemas/payment";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const isAdmin = user.profile.role === "admin";
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const statusParam = url.searchParams.get("status");
  const status = isPaymentStatus(statusParam) ? statusParam : null;
  const refundId = url.searchParams.get("refund");
  const [summary, list, refund, choices, refundsDue] = await Promise.all([
    paymentSummaryForScreen(),
    listPayments({ q, status, page: url.searchParams.get("page") }),
    // refunds are an admin's (decision 042): operations never get the refund form
    refundId && isAdmin && isUuid(refundId) ? paymentForRefund(refundId) : Promise.resolve(null),
    url.searchParams.get("new") === "1" ? reservationChoices() : Promise.resolve(null),
    isAdmin ? pendingRefunds() : Promise.resolve([]),
  ]);
  if (refundId && !refund) notFound("payments.errors.notFound");
  return { title: t("payments.pageTitle"), q, status, summary, ...list, refund, choices, isAdmin, refundsDue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, ["refund", "new"]);
  const form = await request.formData();
  const name = String(form.get("intent") ?? "");
  // money going out is an admin's act; operations record money coming in (decision 042)
  if ((ADMIN_ONLY_PAYMENT_INTENTS as readonly string[]).includes(name) && user.profile.role !== "admin") forbidden();
  const explain = (error: ServiceError) => t(error.messageKey, error instanceof PaymentError ? error.values : {});
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("payments.toasts.successTitle"), description: t(key) });
  if (name === "refund" && form.get("confirm") !== "yes") {
    // the row's button: the refund form comes first (with and without JavaScript)
    const step = parseForm(form, { schema: refundStepSchema });
    if (step.status !== "success") return notFound("payments.errors.notFound");
    return redirect(withStep(back, "refund", step.value.id));
  }
  const move = (to: "paid" | "failed", toast: string) =>
    intent({
      schema: paymentChangeSchema,
      row: true,
      run: async (v) => {
        await changePaymentStatus({ actorId: user.id, ip, id: v.id, to });
        return success(toast);
      },
    });
  return runIntent(
    form,
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
      refund: intent({
        schema: refundSchema,
        run: async (v) => {
          await refundPayment({ actorId: user.id, ip, paymentId: v.id, amount: v.amount, reason: v.reason ?? null });
          return success("payments.toasts.refunded");
        },
      }),
      "execute-refund": intent({
        schema: executeRefundSchema,
        row: true,
        invalid: "payments.errors.refundNotFound",
        run: async (v) => {
          await executeRefund({ actorId: user.id, ip, refundId: v.refund_id });
          return success("payments.toasts.refundSent");
        },
      }),
    },
    {
      invalid: "payments.errors.invalid",
      notFound: "payments.errors.notFound",
      explain,
      rowError: (error) => redirectWithToast(back, { type: "error", title: t("payments.toasts.errorTitle"), description: explain(error) }),
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

function RefundForm({
  refund,
  answer,
  closeHref,
  subject,
}: {
  refund: NonNullable<LoaderData["refund"]>;
  answer: FormAnswer;
  closeHref: string;
  subject: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useAdminForm({
    id: `refund-${refund.id}`,
    intent: "refund",
    schema: refundSchema,
    answer,
    defaultValue: { amount: refund.refundable.replace(".", ","), confirm: "yes", id: refund.id },
  });
  return (
    <EditPanel
      title={t("payments.refund.title")}
      closeHref={closeHref}
      closeLabel={t("payments.refund.cancel")}
      form={form}
      intent="refund"
      errorTitle={t("payments.toasts.errorTitle")}
      submitLabel={t("payments.refund.confirm")}
      busyLabel={t("payments.refund.confirm")}
    >
      <input type="hidden" name="id" value={refund.id} />
      <input type="hidden" name="confirm" value="yes" />
      <p className="text-sm md:col-span-2">{subject}</p>
      <p className="text-sm text-muted-foreground md:col-span-2" data-testid="refundable">
        {t("payments.refund.text", { max: formatPrice(refund.refundable, refund.currency, locale) })}
      </p>
      <TextField field={fields.amount} label={t("payments.refund.amount", { currency: refund.currency })} required inputMode="decimal" />
      <TextField field={fields.reason} label={t("payments.refund.reason")} />
    </EditPanel>
  );
}

/** Refunds a cancellation left due, for an admin to send. */
function RefundsDue({ refunds }: { refunds: LoaderData["refundsDue"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="refunds-due-title" className="flex flex-col gap-2 rounded-lg border p-4">
      <h2 id="refunds-due-title" className="text-lg font-semibold">
        {t("payments.refundsDue.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("payments.refundsDue.text")}</p>
      <ul className="flex flex-col gap-2">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm" data-refund-id={r.id}>
            <span>
              <Link to={`/admin/reservations/${r.reservationId}`} className="font-medium underline-offset-4 hover:underline">
                {r.code}
              </Link>{" "}
              · {r.reservation.customer.firstName} {r.reservation.customer.lastName} · {formatPrice(r.amount, r.currency, locale)} ·{" "}
              {formatDateTime(r.createdAt, locale)}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="execute-refund" />
              <input type="hidden" name="refund_id" value={r.id} />
              <Button type="submit" size="sm" variant="destructive">
                {t("payments.refundsDue.send", { amount: formatPrice(r.amount, r.currency, locale) })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
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
  const { rows, total, capped, page, pages, q, status, summary, refund, choices, isAdmin, refundsDue } = loaderData;
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
        <RefundForm
          refund={refund}
          answer={answer}
          closeHref={href({ refund: null, page })}
          subject={`${refund.reservation ? `${refund.reservation.customer.firstName} ${refund.reservation.customer.lastName} · ` : ""}${formatPrice(refund.amount, refund.currency, locale)}${refund.transactionReference ? ` · ${refund.transactionReference}` : ""}`}
        />
      ) : null}

      {refundsDue.length > 0 ? <RefundsDue refunds={refundsDue} /> : null}

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
          { label: t("payments.columns.due"), className: "text-right" },
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
