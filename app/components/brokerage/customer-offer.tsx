import { Building2, CalendarClock, Check, Clock, Plane, X } from "#app/components/icons";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/lib/use-translation";
import { CancellationPolicy } from "#app/components/money/reservation-money";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { cityName } from "#app/lib/airports";
import { CUSTOMER_WORD_LOOK } from "#app/lib/domain/customer-status-words";
import { JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import type { OfferTerms } from "#app/lib/domain/offer-inclusions";
import { timeLeft, type TimeLeft } from "#app/lib/domain/offer-response";
import { formatDateTime, formatPlaceDateTime, formatPrice } from "#app/lib/format";
import { DECLINE_REASON_MAX } from "#app/lib/schemas/offer-response";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import type { CustomerOffer, CustomerRequestRow } from "#app/server/brokerage/customer-requests.server";
import type { FormAnswer } from "#app/server/platform/action.server";

/**
 * An offer as its customer reads it on /dashboard/requests (decisions 015 and 048): its price and its customer
 * word, who flies it, the aircraft (photo, year, category, seats), the departure at its airport with the zone,
 * what the price includes and what it does not, the money and cancellation terms (money-terms, shown by the
 * money components), and the accept and decline forms.
 */

export type ActionData = FormAnswer | undefined;

/** "2 gün 3 saat kaldı": days and hours, or hours and minutes within the last day. */
function useCountdownText() {
  const { t } = useTranslation();
  return (left: TimeLeft | null) => {
    if (!left) return t("customerRequests.countdown.expired");
    const parts =
      left.days > 0
        ? [
            t("customerRequests.countdown.days", { count: left.days }),
            left.hours > 0 ? t("customerRequests.countdown.hours", { count: left.hours }) : null,
          ]
        : left.hours > 0
          ? [
              t("customerRequests.countdown.hours", { count: left.hours }),
              left.minutes > 0 ? t("customerRequests.countdown.minutes", { count: left.minutes }) : null,
            ]
          : [
              left.minutes > 0
                ? t("customerRequests.countdown.minutes", { count: left.minutes })
                : t("customerRequests.countdown.lessThanMinute"),
            ];
    return t("customerRequests.countdown.left", { time: parts.filter(Boolean).join(" ") });
  };
}

/** The server's text first (same on both sides, so hydration matches); with JavaScript it ticks each minute. */
function Countdown({ expiresAt, initial }: { expiresAt: string; initial: TimeLeft | null }) {
  const text = useCountdownText();
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const tick = () => setLeft(timeLeft(new Date(expiresAt)));
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return <span data-testid="countdown">{text(left)}</span>;
}

function errorsOf(actionData: ActionData, offerId: string) {
  // a refused form names its offer by the id it was posted with
  const answered = actionData?.result.initialValue?.id;
  if (!actionData || answered !== offerId) return { form: [] as string[], reason: [] as string[] };
  const errors = actionData.result.error ?? {};
  const reason = errors.reason ?? [];
  const form = Object.entries(errors)
    .filter(([key]) => key !== "reason")
    .flatMap(([, messages]) => messages ?? []);
  return { form, reason };
}

/** The customer's offer: price and word, operator, aircraft, departure at its airport, what is included, terms, answer. */
export function OfferCard({
  offer,
  request,
  terms,
  actionData,
}: {
  offer: CustomerOffer;
  request: CustomerRequestRow;
  terms: OfferTerms;
  actionData: ActionData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accepting = useIsPending({ intent: "accept", id: offer.id });
  const declining = useIsPending({ intent: "decline", id: offer.id });
  const busy = accepting || declining;
  const errors = errorsOf(actionData, offer.id);
  const price = formatPrice(offer.price, offer.currency, locale);
  const from = cityName(request.from, locale);
  const to = cityName(request.to, locale);
  const reasonId = `reason-${offer.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border p-4" aria-label={t("customerRequests.offer.title")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-2xl font-semibold tabular-nums text-primary">
          <span className="sr-only">{t("customerRequests.offer.price")}: </span>
          {price}
        </p>
        <p>
          <span className="sr-only">{t("customerRequests.offer.state")}: </span>
          <StatusBadge look={CUSTOMER_WORD_LOOK[offer.word]} />
        </p>
      </div>
      {offer.state === "open" ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="offer-terms">
          <p>
            {t("reservations.money.terms.offer", {
              percent: terms.depositPercent,
              hours: terms.optionHoldHours,
              days: terms.balanceDueDays,
            })}
          </p>
          <CancellationPolicy />
        </div>
      ) : null}
      <OfferInclusions terms={terms} />
      <OfferAircraft offer={offer} />
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-1 text-muted-foreground">
          <Building2 aria-hidden="true" className="size-4" />
          {t("customerRequests.offer.operator")}
        </dt>
        <dd className="font-medium" data-testid="offer-operator">
          {offer.operator}
        </dd>
        <dt className="flex items-center gap-1 text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t("customerRequests.offer.departure")}
        </dt>
        <dd data-testid="offer-departure">
          {/* the time the offer books: a date-only request's default hour at the departure airport (decision 044) */}
          <time dateTime={request.departure.at}>{formatPlaceDateTime(request.departure, locale)}</time>{" "}
          <span className="text-muted-foreground">({t("customerRequests.request.localTime", { place: from })})</span>
        </dd>
        <dt className="flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t("customerRequests.offer.validUntil")}
        </dt>
        <dd>
          <time dateTime={offer.expiresAt}>{formatDateTime(offer.expiresAt, locale)}</time>
          {offer.state === "open" ? (
            <>
              {" · "}
              <Countdown expiresAt={offer.expiresAt} initial={offer.timeLeft} />
            </>
          ) : null}
        </dd>
        {offer.respondedAt ? (
          <>
            <dt className="text-muted-foreground">{t("customerRequests.offer.respondedAt")}</dt>
            <dd>
              <time dateTime={offer.respondedAt}>{formatDateTime(offer.respondedAt, locale)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <FormError message={errors.form.map((k) => t(k))} />
      {offer.state === "open" ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t("customerRequests.offer.acceptHint")}</p>
          <div className="flex flex-wrap items-start gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="id" value={offer.id} />
              <Button type="submit" disabled={busy} aria-label={t("customerRequests.offer.acceptFor", { from, to, price })}>
                <Check aria-hidden="true" />
                {accepting ? t("customerRequests.offer.accepting") : t("customerRequests.offer.accept")}
              </Button>
            </Form>
            <details className="group min-w-64 flex-1" open={errors.reason.length > 0 || undefined}>
              <summary className={buttonVariants({ variant: "outline" })}>
                <X aria-hidden="true" />
                {t("customerRequests.offer.declineSummary")}
              </summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="id" value={offer.id} />
                <Field
                  label={t("customerRequests.offer.reason")}
                  htmlFor={reasonId}
                  description={t("customerRequests.offer.reasonHint")}
                  error={errors.reason.map((k) => t(k, { max: DECLINE_REASON_MAX }))}
                >
                  {(control) => <Textarea name="reason" maxLength={DECLINE_REASON_MAX} rows={3} {...control} />}
                </Field>
                <div>
                  <Button
                    type="submit"
                    variant="destructive"
                    disabled={busy}
                    aria-label={t("customerRequests.offer.declineFor", { from, to })}
                  >
                    {declining ? t("customerRequests.offer.declining") : t("customerRequests.offer.decline")}
                  </Button>
                </div>
              </Form>
            </details>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The offered aircraft: its photo when staff gave one, its name, year, category and seats. */
function OfferAircraft({ offer }: { offer: CustomerOffer }) {
  const { t } = useTranslation();
  if (!offer.jet) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Plane aria-hidden="true" className="size-4" />
        {t("customerRequests.offer.jetNotSet")}
      </p>
    );
  }
  const facts = [
    offer.jetYear ? t("customerRequests.offer.jetYear", { year: offer.jetYear }) : null,
    offer.jetCategory ? t(JET_CATEGORY_LABEL_KEY[offer.jetCategory]) : null,
    offer.jetSeats ? t("customerRequests.offer.seats", { count: offer.jetSeats }) : null,
  ].filter(Boolean);
  return (
    <div className="flex items-center gap-3" data-testid="offer-aircraft">
      {offer.jetImage ? (
        <img
          src={offer.jetImage}
          alt={t("customerRequests.offer.photoAlt", { jet: offer.jet })}
          className="h-16 w-24 rounded-md object-cover"
          loading="lazy"
        />
      ) : (
        <span className="flex h-16 w-24 items-center justify-center rounded-md bg-muted" aria-hidden="true">
          <Plane className="size-6 text-muted-foreground" />
        </span>
      )}
      <div className="text-sm">
        <p className="font-medium">
          <span className="sr-only">{t("customerRequests.offer.jet")}: </span>
          {offer.jet}
        </p>
        <p className="text-muted-foreground">{facts.join(" · ")}</p>
      </div>
    </div>
  );
}

/** What the price covers and what it does not, read from what is priced (lib/domain/offer-inclusions.ts). */
function OfferInclusions({ terms }: { terms: OfferTerms }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2" data-testid="offer-inclusions">
      <div>
        <p className="font-medium">{t("customerRequests.offer.includedTitle")}</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          {terms.included.map((item) => (
            <li key={item}>{t(`customerRequests.offer.included.${item}`)}</li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-medium">{t("customerRequests.offer.notIncludedTitle")}</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          {terms.notIncluded.map(({ item, price }) => {
            return (
              <li key={item}>
                {t(`customerRequests.offer.notIncluded.${item}`, price ? { price: formatPrice(price.amount, price.currency, locale) } : {})}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
