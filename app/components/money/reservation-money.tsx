import { useTranslation } from "#app/lib/use-translation";
import { useLocale } from "#app/lib/use-pending";
import { BALANCE_DUE_DAYS, CANCELLATION_BANDS, DEPOSIT_PERCENT, OPTION_HOLD_HOURS } from "#app/lib/domain/money-terms";
import { formatDateTime, formatPrice } from "#app/lib/format";
import type { ReservationMoney } from "#app/server/money/balance.server";

/**
 * A reservation's money as staff and the customer both see it (decision 042): the balance from the one balance
 * module (total, paid, refunded, due), the option's deadline and the deposit, when the balance is due, and the
 * cancellation policy with what cancelling now would cost. The same figures go into the reservation PDF.
 */
export function ReservationMoneyPanel({ money, headingLevel = "h2" }: { money: ReservationMoney; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const b = money.balance;
  const price = (amount: string) => formatPrice(amount, b.currency, locale);
  const Heading = headingLevel;
  const rows: Array<[string, string, string]> = [
    ["total", t("reservations.money.balance.total"), b.total === null ? t("reservations.money.balance.notPriced") : price(b.total)],
    ["paid", t("reservations.money.balance.paid"), price(b.paid)],
    ["refunded", t("reservations.money.balance.refunded"), price(b.refunded)],
    ...(b.refundPending !== "0.00"
      ? ([["refundPending", t("reservations.money.balance.refundPending"), price(b.refundPending)]] as Array<[string, string, string]>)
      : []),
    ...(b.pendingPayments !== "0.00"
      ? ([["pendingPayments", t("reservations.money.balance.pendingPayments"), price(b.pendingPayments)]] as Array<
          [string, string, string]
        >)
      : []),
    ...(money.status === "cancelled"
      ? ([["owed", t("reservations.money.balance.fee"), price(b.owed)]] as Array<[string, string, string]>)
      : []),
    ["due", t("reservations.money.balance.due"), price(b.due)],
  ];
  return (
    <section aria-labelledby="money-title" className="flex flex-col gap-3 rounded-lg border p-4" data-testid="reservation-money">
      <Heading id="money-title" className="text-lg font-semibold">
        {t("reservations.money.balance.title", { currency: b.currency })}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-balance={key}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {money.overdue ? (
        <p className="rounded-md border border-destructive p-2 text-sm font-medium text-destructive" role="status">
          {t("reservations.money.balance.overdue", { date: formatDateTime(b.balanceDueAt, locale) })}
        </p>
      ) : null}
      {money.optionDeadline ? (
        <p className="text-sm" data-testid="option-deadline">
          {t("reservations.money.option.deadline", {
            date: formatDateTime(money.optionDeadline, locale),
            deposit: price(b.deposit),
            percent: DEPOSIT_PERCENT,
          })}
        </p>
      ) : null}
      {money.status === "optional" || money.status === "confirmed" ? (
        <p className="text-xs text-muted-foreground">
          {t("reservations.money.terms.schedule", {
            percent: DEPOSIT_PERCENT,
            hours: OPTION_HOLD_HOURS,
            days: BALANCE_DUE_DAYS,
            date: formatDateTime(b.balanceDueAt, locale),
          })}
        </p>
      ) : null}
      {money.cancellation.allowed ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="cancellation-terms">
          <p className="font-medium">
            {t("reservations.money.cancel.now", {
              percent: money.cancellation.percent,
              fee: price(money.cancellation.fee),
              refund: price(money.cancellation.refund),
            })}
          </p>
          <CancellationPolicy />
        </div>
      ) : null}
    </section>
  );
}

/** The policy's bands as a short list (the offer, the reservation pages). */
export function CancellationPolicy() {
  const { t } = useTranslation();
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="cursor-pointer">{t("reservations.money.cancel.policyTitle")}</summary>
      <ul className="mt-1 list-disc pl-5">
        {CANCELLATION_BANDS.map((band) => (
          <li key={band.minNoticeHours}>
            {band.minNoticeHours === 0
              ? t("reservations.money.cancel.bandLast", { percent: band.percent })
              : band.minNoticeHours % 24 === 0
                ? t("reservations.money.cancel.bandDays", { days: band.minNoticeHours / 24, percent: band.percent })
                : t("reservations.money.cancel.bandHours", { hours: band.minNoticeHours, percent: band.percent })}
          </li>
        ))}
        <li>{t("reservations.money.cancel.optionsFree")}</li>
        <li>{t("reservations.money.cancel.noShow")}</li>
      </ul>
    </details>
  );
}
