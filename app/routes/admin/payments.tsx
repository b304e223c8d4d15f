import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { redirect } from "react-router";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults, rowStep } from "#app/components/admin/list-page";
import { PaymentExportLinks, PaymentSummaryCards, PaymentTableRow } from "#app/components/money/payment-list";
import { RecordPaymentForm } from "#app/components/money/record-payment-form";
import { RefundForm, RefundsDue } from "#app/components/money/refund-panels";
import type { Route } from "./+types/payments";
import { PAYMENT_STATUS_LOOK, PAYMENT_STATUSES, isPaymentStatus } from "#app/lib/domain/payment-status";
import { formatNumber } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import {
  ADMIN_ONLY_PAYMENT_INTENTS,
  executeRefundSchema,
  paymentChangeSchema,
  recordPaymentSchema,
  refundSchema,
  refundStepSchema,
  settleRefundSchema,
} from "#app/lib/schemas/payment";
import { parseForm } from "#app/lib/schemas/parse";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { forbidden, notFound } from "#app/server/platform/http.server";
import type { ServiceError } from "#app/server/platform/service-error.server";
import { getT } from "#app/server/platform/i18n.server";
import { listPayments, paymentForRefund, pendingRefunds, reservationChoices } from "#app/server/money/payment-book.server";
import { changePaymentStatus, recordPayment } from "#app/server/money/payment-changes.server";
import { paymentSummaryForScreen } from "#app/server/money/payment-summary.server";
import { executeRefund, refundPayment } from "#app/server/money/refunds.server";
import { settleCardRefund } from "#app/server/money/card-refunds.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → payments (spec §2.11, §5, §7.3): per-currency cards (revenue = paid, pending, transactions, success
 * rate), a searchable (reference, customer name), filterable, paged list newest first with each reservation's due
 * balance, exports of the filtered list, recording a payment within what the reservation owes, marking it paid or
 * failed; an admin refunds part or all of a received payment (`?refund=<id>`: the refund form, also without
 * JavaScript) and sends the refunds cancellations left due (decision 042); a card payment's refund goes through the
 * provider and is recorded from its answer (decision 050). Admin and operations; refunds admin only.
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
  const explain = (error: ServiceError) => t(error.messageKey, error.values);
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
      // a card refund the provider did not answer, which staff found made in the provider's panel (decision 050)
      "settle-refund": intent({
        schema: settleRefundSchema,
        row: true,
        invalid: "payments.errors.refundNotFound",
        run: async (v) => {
          await settleCardRefund({ actorId: user.id, ip, refundId: v.refund_id });
          return success("payments.toasts.refundSettled");
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

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, capped, page, q, status, summary, refund, choices, isAdmin, refundsDue } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/payments", current, changes);
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  const answer = actionData as FormAnswer;
  // the refund form stands under its payment (above the list when that payment is not on this page)
  const refundStep = rowStep(
    rows,
    refund?.id,
    refund ? <RefundForm refund={refund} answer={answer} closeHref={href({ refund: null, page })} /> : null,
  );
  return (
    <AdminListPage
      title={t("payments.title")}
      description={t("payments.description")}
      actions={choices ? null : <AddLink to={href({ new: 1, page })}>{t("payments.record.open")}</AddLink>}
    >
      <ListAnswerError answer={answer} panels={["record"]} title={t("payments.toasts.errorTitle")} />

      <PaymentSummaryCards summary={summary} />

      {choices ? <RecordPaymentForm choices={choices} answer={answer} closeHref={href({ new: null, page })} /> : null}

      {refundStep.above}

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
        actions={<PaymentExportLinks query={exportQuery} />}
      >
        <FilterSelect
          label={t("payments.columns.status")}
          name="status"
          value={status}
          all={t("payments.allStatuses")}
          options={PAYMENT_STATUSES}
          optionLabel={(s) => t(PAYMENT_STATUS_LOOK[s].labelKey)}
        />
      </ListFilters>

      <ListResults
        total={
          capped
            ? q
              ? t("payments.totalCapped", { count: formatNumber(total, 0, locale) })
              : t("payments.totalMany", { count: total })
            : t("payments.total", { count: total })
        }
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
        list={loaderData}
        pageHref={(p) => href({ page: p })}
        step={refundStep}
      >
        {(row) => <PaymentTableRow row={row} isAdmin={isAdmin} />}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "payments" });
