import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Download, Plus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { PanelCard } from "#app/components/admin/panel-card";
import { StatGrid } from "#app/components/admin/stat-grid";
import type { Route } from "./+types/payments";
import { ConfirmPanel } from "#app/components/confirm-panel";
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
import { PAYMENT_METHODS, paymentChangeSchema, recordPaymentSchema } from "#app/lib/schemas/payment";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import {
  PaymentError,
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

/** The list URL the action returns to, without the one-off steps. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  url.searchParams.delete("refund");
  url.searchParams.delete("new");
  return url.pathname + url.search;
}

const TOAST: Record<"mark-paid" | "mark-failed" | "refund", string> = {
  "mark-paid": "payments.toasts.paid",
  "mark-failed": "payments.toasts.failed",
  refund: "payments.toasts.refunded",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);

  if (form.get("intent") === "record") {
    const submission = parseForm(form, { schema: recordPaymentSchema });
    if (submission.status !== "success") return data({ intent: "record", result: submission.reply(), formError: null }, { status: 400 });
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
      return data(
        {
          intent: "record",
          result: submission.reply({ fieldErrors: { [error.field ?? "reservation_id"]: [error.messageKey] } }),
          formError: null,
        },
        { status: 400 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      title: t("payments.toasts.successTitle"),
      description: t("payments.toasts.recorded"),
    });
  }

  const submission = parseForm(form, { schema: paymentChangeSchema });
  if (submission.status !== "success") {
    const id = form.get("id");
    if (typeof id === "string" && ["mark-paid", "mark-failed", "refund"].includes(String(form.get("intent"))))
      notFound("payments.errors.notFound");
    return data({ intent: String(form.get("intent") ?? ""), result: null, formError: t("payments.errors.invalid") }, { status: 400 });
  }
  const v = submission.value;
  if (v.intent === "refund" && v.confirm !== "yes") {
    // the confirmation step without JavaScript
    const url = new URL(back, "http://x");
    url.searchParams.set("refund", v.id);
    return redirect(url.pathname + url.search);
  }
  const to = v.intent === "mark-paid" ? "paid" : v.intent === "mark-failed" ? "failed" : "refunded";
  try {
    await changePaymentStatus({ actorId: user.id, ip, id: v.id, to });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    return redirectWithToast(back, { type: "error", title: t("payments.toasts.errorTitle"), description: t(error.messageKey) });
  }
  return redirectWithToast(back, { type: "success", title: t("payments.toasts.successTitle"), description: t(TOAST[v.intent]) });
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
                label: `${r.customer.firstName} ${r.customer.lastName} · ${cityName(r.route.departureCity, locale)} → ${cityName(r.route.arrivalCity, locale)} · ${formatDate(r.departureDatetime, locale)}`,
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

function RowActions({ row }: { row: PaymentRow }) {
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
      {moves.includes("refunded") ? (
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
  const { rows, total, capped, page, pages, q, status, summary, refund, choices } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/payments", current, changes);
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) }).toString();
  const refundBusy = useIsPending({ intent: "refund" });
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
        <ConfirmPanel
          id="refund-confirm"
          title={t("payments.refund.title")}
          text={t("payments.refund.text")}
          subject={`${refund.reservation ? `${refund.reservation.customer.firstName} ${refund.reservation.customer.lastName} · ` : ""}${formatPrice(refund.amount, refund.currency, locale)}${refund.transactionReference ? ` · ${refund.transactionReference}` : ""}`}
          cancelHref={href({ refund: null, page })}
          cancelLabel={t("payments.refund.cancel")}
        >
          <Form method="post">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="id" value={refund.id} />
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" variant="destructive" disabled={refundBusy}>
              {t("payments.refund.confirm")}
            </Button>
          </Form>
        </ConfirmPanel>
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
            <TableHead>{t("payments.columns.date")}</TableHead>
            <TableHead>{t("payments.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
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
                <TableCell className="whitespace-nowrap">
                  <div>{formatDateTime(row.createdAt, locale)}</div>
                  {row.paidAt ? (
                    <div className="text-xs text-muted-foreground">
                      {t("payments.paidAt", { date: formatDateTime(row.paidAt, locale) })}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell>
                  <RowActions row={row} />
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
