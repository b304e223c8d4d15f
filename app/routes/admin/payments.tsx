import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Download, Plus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/list-filters";
import { PanelCard } from "#app/components/panel-card";
import { StatGrid } from "#app/components/stat-grid";
import type { Route } from "./+types/payments";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { nextStatuses, PAYMENT_STATUS_LOOK, PAYMENT_STATUSES, isPaymentStatus } from "#app/lib/domain/payment-status";
import { QUOTE_CURRENCIES } from "#app/lib/domain/quote-terms";
import { formatDate, formatDateTime, formatNumber, formatPrice, formatTotal, formatPercent } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import {
  ADMIN_ONLY_PAYMENT_INTENTS,
  PAYMENT_METHODS,
  REFUND_REASON_MAX,
  executeRefundSchema,
  paymentChangeSchema,
  recordPaymentSchema,
  refundSchema,
  refundStepSchema,
} from "#app/lib/schemas/payment";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { forbidden, notFound } from "#app/server/platform/http.server";
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
 * rate), a searchable (reference, customer name), filterable, paged list newest first, exports of the
 * filtered list with each reservation's due balance, recording a payment within what the reservation owes,
 * marking it paid or failed; an admin refunds part or all of a received payment (`?refund=<id>`: the refund form)
 * and sends the refunds cancellations left due (decision 042). Admin and operations; refunds admin only.
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

/** The list URL the action returns to, without the one-off steps. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  url.searchParams.delete("refund");
  url.searchParams.delete("new");
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);
  const intent = String(form.get("intent") ?? "");
  // money going out is an admin's act; operations record money coming in (decision 042)
  if ((ADMIN_ONLY_PAYMENT_INTENTS as readonly string[]).includes(intent) && user.profile.role !== "admin") forbidden();
  const explain = (error: PaymentError) => t(error.messageKey, error.values);
  const errorToast = (error: PaymentError) =>
    redirectWithToast(back, { type: "error", title: t("payments.toasts.errorTitle"), description: explain(error) });
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("payments.toasts.successTitle"), description: t(key) });

  if (intent === "record") {
    const submission = parseForm(form, { schema: recordPaymentSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), formError: null }, { status: 400 });
    const v = submission.value;
    try {
      await recordPayment({
        actorId: user.id,
        ip,
        reservationId: v.reservation_id,
        amount: v.amount,
        currency: v.currency,
        method: v.payment_method,
        reference: v.transaction_reference ?? null,
      });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      const result = submission.reply({ fieldErrors: { [error.field ?? "reservation_id"]: [explain(error)] } });
      return data({ intent, result, formError: null }, { status: 400 });
    }
    return success("payments.toasts.recorded");
  }

  if (intent === "refund") {
    if (form.get("confirm") !== "yes") {
      // the row's button: the refund form comes first (with and without JavaScript)
      const step = parseForm(form, { schema: refundStepSchema });
      if (step.status !== "success") return notFound("payments.errors.notFound");
      const url = new URL(back, "http://x");
      url.searchParams.set("refund", step.value.id);
      return redirect(url.pathname + url.search);
    }
    const submission = parseForm(form, { schema: refundSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), formError: null }, { status: 400 });
    const v = submission.value;
    try {
      await refundPayment({ actorId: user.id, ip, paymentId: v.id, amount: v.amount, reason: v.reason ?? null });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      const result = submission.reply({ fieldErrors: { [error.field ?? "amount"]: [explain(error)] } });
      return data({ intent, result, formError: null }, { status: 400 });
    }
    return success("payments.toasts.refunded");
  }

  if (intent === "execute-refund") {
    const submission = parseForm(form, { schema: executeRefundSchema });
    if (submission.status !== "success") return notFound("payments.errors.refundNotFound");
    try {
      await executeRefund({ actorId: user.id, ip, refundId: submission.value.refund_id });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      return errorToast(error);
    }
    return success("payments.toasts.refundSent");
  }

  const submission = parseForm(form, { schema: paymentChangeSchema });
  if (submission.status !== "success") {
    if (typeof form.get("id") === "string" && ["mark-paid", "mark-failed"].includes(intent)) notFound("payments.errors.notFound");
    return data({ intent, result: null, formError: t("payments.errors.invalid") }, { status: 400 });
  }
  const v = submission.value;
  try {
    await changePaymentStatus({ actorId: user.id, ip, id: v.id, to: v.intent === "mark-paid" ? "paid" : "failed" });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    return errorToast(error);
  }
  return success(v.intent === "mark-paid" ? "payments.toasts.paid" : "payments.toasts.failed");
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; result: SubmissionResult<string[]> | null; formError: string | null } | undefined;

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

function RecordPaymentForm({
  choices,
  actionData,
  closeHref,
}: {
  choices: NonNullable<LoaderData["choices"]>;
  actionData: ActionData;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ intent: "record" });
  const [form, fields] = useForm({
    id: "record-payment",
    lastResult: actionData?.intent === "record" ? actionData.result : undefined,
    constraint: getZodConstraint(recordPaymentSchema),
    defaultValue: { currency: "TRY" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: recordPaymentSchema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  return (
    <PanelCard title={t("payments.record.title")} closeHref={closeHref} closeLabel={t("payments.record.close")}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="record" />
        <Field
          label={t("payments.record.reservation")}
          htmlFor={fields.reservation_id.id}
          error={errorOf(fields.reservation_id.errors)}
          required
          className="md:col-span-2"
        >
          <Select
            {...getSelectProps(fields.reservation_id)}
            {...fieldAria(fields.reservation_id)}
            options={[
              { value: "", label: t("payments.record.chooseReservation") },
              ...choices.map((r) => ({
                value: r.id,
                label: `${r.customer.firstName} ${r.customer.lastName} · ${cityName(r.route.departureCity, locale)} → ${cityName(r.route.arrivalCity, locale)} · ${formatDate(r.departureDatetime, locale)} · ${t("payments.record.dueLabel", { due: formatPrice(r.due, r.currency, locale) })}`,
              })),
            ]}
          />
        </Field>
        <Field label={t("payments.record.amount")} htmlFor={fields.amount.id} error={errorOf(fields.amount.errors)} required>
          <Input {...getInputProps(fields.amount, { type: "text" })} {...fieldAria(fields.amount)} inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label={t("payments.record.currency")} htmlFor={fields.currency.id} error={errorOf(fields.currency.errors)} required>
          <Select
            {...getSelectProps(fields.currency)}
            {...fieldAria(fields.currency)}
            options={QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        <Field
          label={t("payments.record.method")}
          htmlFor={fields.payment_method.id}
          error={errorOf(fields.payment_method.errors)}
          required
        >
          <Select
            {...getSelectProps(fields.payment_method)}
            {...fieldAria(fields.payment_method)}
            options={[{ value: "", label: t("payments.record.chooseMethod") }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: m }))]}
          />
        </Field>
        <Field
          label={t("payments.record.reference")}
          htmlFor={fields.transaction_reference.id}
          error={errorOf(fields.transaction_reference.errors)}
        >
          <Input
            {...getInputProps(fields.transaction_reference, { type: "text" })}
            {...fieldAria(fields.transaction_reference)}
            autoComplete="off"
          />
        </Field>
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("payments.record.submitting") : t("payments.record.submit")}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

function RefundForm({
  refund,
  actionData,
  closeHref,
  subject,
}: {
  refund: NonNullable<LoaderData["refund"]>;
  actionData: ActionData;
  closeHref: string;
  subject: string;
}) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ intent: "refund" });
  const [form, fields] = useForm({
    id: `refund-${refund.id}`,
    lastResult: actionData?.intent === "refund" ? actionData.result : undefined,
    constraint: getZodConstraint(refundSchema),
    defaultValue: { amount: refund.refundable.replace(".", ",") },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: refundSchema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => (i18n.exists(k) ? t(k, { max: REFUND_REASON_MAX }) : k));
  return (
    <PanelCard title={t("payments.refund.title")} closeHref={closeHref} closeLabel={t("payments.refund.cancel")}>
      <p className="mb-3 text-sm">{subject}</p>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="refundable">
        {t("payments.refund.text", { max: formatPrice(refund.refundable, refund.currency, locale) })}
      </p>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="id" value={refund.id} />
        <input type="hidden" name="confirm" value="yes" />
        <Field
          label={t("payments.refund.amount", { currency: refund.currency })}
          htmlFor={fields.amount.id}
          error={errorOf(fields.amount.errors)}
          required
        >
          <Input {...getInputProps(fields.amount, { type: "text" })} {...fieldAria(fields.amount)} inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label={t("payments.refund.reason")} htmlFor={fields.reason.id} error={errorOf(fields.reason.errors)}>
          <Input {...getInputProps(fields.reason, { type: "text" })} {...fieldAria(fields.reason)} autoComplete="off" />
        </Field>
        <div className="md:col-span-2">
          <Button type="submit" variant="destructive" disabled={busy}>
            {t("payments.refund.confirm")}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

/** Refunds a cancellation left due, for an admin to send. */
function RefundsDue({ refunds }: { refunds: LoaderData["refundsDue"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ intent: "execute-refund" });
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
              <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                {t("payments.refundsDue.send", { amount: formatPrice(r.amount, r.currency, locale) })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RowActions({ row, isAdmin }: { row: PaymentRow; isAdmin: boolean }) {
  const { t } = useTranslation();
  const busy = useIsPending({ id: row.id });
  const moves = nextStatuses(row.status);
  const label = row.transactionReference ?? row.id.slice(0, 8);
  return (
    <div className="flex flex-wrap gap-1">
      {moves.includes("paid") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="mark-paid" />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={t("payments.actions.markPaidFor", { label })}>
            {t("payments.actions.markPaid")}
          </Button>
        </Form>
      ) : null}
      {moves.includes("failed") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="mark-failed" />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={t("payments.actions.markFailedFor", { label })}>
            {t("payments.actions.markFailed")}
          </Button>
        </Form>
      ) : null}
      {isAdmin && moves.includes("refunded") ? (
        <Form method="post">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" size="sm" variant="destructive" disabled={busy} aria-label={t("payments.actions.refundFor", { label })}>
            {t("payments.actions.refund")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, capped, page, pages, q, status, summary, refund, choices, isAdmin, refundsDue } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/payments", current, changes);
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  const formError = actionData && "formError" in actionData ? actionData.formError : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("payments.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("payments.description")}</p>
        </div>
        {choices ? null : (
          <Link to={href({ new: 1, page })} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("payments.record.open")}
          </Link>
        )}
      </div>
      {formError ? <FormError title={t("payments.toasts.errorTitle")} message={formError} /> : null}

      <SummaryCards summary={summary} />

      {choices ? <RecordPaymentForm choices={choices} actionData={actionData as ActionData} closeHref={href({ new: null, page })} /> : null}

      {refund ? (
        <RefundForm
          refund={refund}
          actionData={actionData as ActionData}
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

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {capped ? t("payments.totalCapped", { count: formatNumber(total, 0, locale) }) : t("payments.total", { count: total })}
      </p>

      <Table scrollLabel={t("payments.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("payments.columns.customer")}</TableHead>
            <TableHead>{t("payments.columns.reference")}</TableHead>
            <TableHead className="text-right">{t("payments.columns.amount")}</TableHead>
            <TableHead>{t("payments.columns.method")}</TableHead>
            <TableHead>{t("payments.columns.status")}</TableHead>
            <TableHead className="text-right">{t("payments.columns.due")}</TableHead>
            <TableHead>{t("payments.columns.date")}</TableHead>
            <TableHead>{t("payments.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                {q || status ? t("payments.emptyFiltered") : t("payments.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
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
                    <div className="text-xs text-muted-foreground">
                      {t("payments.paidAt", { date: formatDateTime(row.paidAt, locale) })}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell>
                  <RowActions row={row} isAdmin={isAdmin} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "payments" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" loadFailed="payments" />;
}
