import { Form } from "react-router";
import { openerKey } from "#app/components/admin/confirm-delete";
import { EditPanel, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { Link } from "#app/components/link";
import { Button } from "#app/components/ui/button";
import { formatDateTime, formatPrice, type AppLocale } from "#app/lib/format";
import { refundSchema } from "#app/lib/schemas/payment";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { PendingRefund, RefundablePayment } from "#app/server/money/payment-book.server";

/** The payments book's refund parts (decision 042, an admin's): the refund form of one payment, and the refunds due. */

/** "Customer · amount · reference": whose payment the refund form is for. */
function refundSubject(refund: RefundablePayment, locale: AppLocale): string {
  const who = refund.reservation ? `${refund.reservation.customer.firstName} ${refund.reservation.customer.lastName} · ` : "";
  const reference = refund.transactionReference ? ` · ${refund.transactionReference}` : "";
  return `${who}${formatPrice(refund.amount, refund.currency, locale)}${reference}`;
}

/** Refunds part or all of a received payment (`?refund=<id>`, also without JavaScript), at most what is left of it. */
export function RefundForm({ refund, answer, closeHref }: { refund: RefundablePayment; answer: FormAnswer; closeHref: string }) {
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
      opener={openerKey("refund", refund.id)}
    >
      <input type="hidden" name="id" value={refund.id} />
      <input type="hidden" name="confirm" value="yes" />
      <p className="text-sm md:col-span-2">{refundSubject(refund, locale)}</p>
      <p className="text-sm text-muted-foreground md:col-span-2" data-testid="refundable">
        {t("payments.refund.text", { max: formatPrice(refund.refundable, refund.currency, locale) })}
      </p>
      {refund.card ? (
        <p className="text-sm text-muted-foreground md:col-span-2" data-testid="refund-card">
          {t("payments.refund.cardText")}
        </p>
      ) : null}
      <TextField field={fields.amount} label={t("payments.refund.amount", { currency: refund.currency })} required inputMode="decimal" />
      <TextField field={fields.reason} label={t("payments.refund.reason")} />
    </EditPanel>
  );
}

/** Refunds a cancellation left due, for an admin to send. */
export function RefundsDue({ refunds }: { refunds: PendingRefund[] }) {
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
            {r.needsStaff ? (
              <span className="flex flex-wrap gap-2">
                <RefundButton
                  intent="execute-refund"
                  id={r.id}
                  label={t("payments.refundsDue.retry", { amount: formatPrice(r.amount, r.currency, locale) })}
                />
                <RefundButton intent="settle-refund" id={r.id} label={t("payments.refundsDue.settle")} />
              </span>
            ) : r.awaitingProvider ? null : (
              <RefundButton
                intent="execute-refund"
                id={r.id}
                label={t(r.card ? "payments.refundsDue.sendCard" : "payments.refundsDue.send", {
                  amount: formatPrice(r.amount, r.currency, locale),
                })}
              />
            )}
            {r.card ? (
              <p className="w-full text-xs text-muted-foreground" data-testid="refund-provider-state">
                {r.needsStaff
                  ? t("payments.refundsDue.unanswered")
                  : r.awaitingProvider
                    ? t("payments.refundsDue.sending")
                    : t("payments.refundsDue.card")}
                {r.providerError ? ` ${t("payments.refundsDue.lastError", { error: r.providerError })}` : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One refund's button (a form of its own, so it works without JavaScript). */
function RefundButton({ intent, id, label }: { intent: "execute-refund" | "settle-refund"; id: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="refund_id" value={id} />
      <Button type="submit" size="sm" variant={intent === "settle-refund" ? "outline" : "destructive"}>
        {label}
      </Button>
    </Form>
  );
}
