import { EditPanel, SelectField, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { cityName } from "#app/lib/airports";
import { QUOTE_CURRENCIES } from "#app/lib/domain/quote-terms";
import { formatDate, formatPrice } from "#app/lib/format";
import { PAYMENT_METHODS, recordPaymentSchema } from "#app/lib/schemas/payment";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";

/** A reservation a payment can be recorded against, as the record panel lists it. */
export interface ReservationChoice {
  id: string;
  departureDatetime: string | Date;
  customer: { firstName: string; lastName: string };
  route: { departureCity: string; arrivalCity: string };
  /** what is still due on it, in its currency (decision 042) */
  due: string;
  currency: "TRY" | "USD" | "EUR";
}

/** The "record a payment" panel of /admin/payments (spec §2.11): each reservation with what is due on it. */
export function RecordPaymentForm({ choices, answer, closeHref }: { choices: ReservationChoice[]; answer: FormAnswer; closeHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useAdminForm({
    id: "record-payment",
    intent: "record",
    schema: recordPaymentSchema,
    answer,
    defaultValue: { currency: "TRY" },
  });
  return (
    <EditPanel
      title={t("payments.record.title")}
      closeHref={closeHref}
      closeLabel={t("payments.record.close")}
      form={form}
      intent="record"
      errorTitle={t("payments.toasts.errorTitle")}
      submitLabel={t("payments.record.submit")}
      busyLabel={t("payments.record.submitting")}
    >
      <SelectField
        field={fields.reservation_id}
        label={t("payments.record.reservation")}
        required
        className="md:col-span-2"
        options={[
          { value: "", label: t("payments.record.chooseReservation") },
          ...choices.map((r) => ({
            value: r.id,
            label: `${r.customer.firstName} ${r.customer.lastName} · ${cityName(r.route.departureCity, locale)} → ${cityName(r.route.arrivalCity, locale)} · ${formatDate(r.departureDatetime, locale)} · ${t("payments.record.dueLabel", { due: formatPrice(r.due, r.currency, locale) })}`,
          })),
        ]}
      />
      <TextField field={fields.amount} label={t("payments.record.amount")} required inputMode="decimal" />
      <SelectField
        field={fields.currency}
        label={t("payments.record.currency")}
        required
        options={QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <SelectField
        field={fields.payment_method}
        label={t("payments.record.method")}
        required
        options={[{ value: "", label: t("payments.record.chooseMethod") }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: m }))]}
      />
      <TextField field={fields.transaction_reference} label={t("payments.record.reference")} />
    </EditPanel>
  );
}
