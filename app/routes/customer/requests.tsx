import { ArrowLeft, CalendarClock, Check, Clock, Plane, Users, X } from "#app/components/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { CancellationPolicy } from "#app/components/money/reservation-money";
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT, OPTION_HOLD_HOURS } from "#app/lib/domain/money-terms";
import type { Route } from "./+types/requests";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { cityName } from "#app/lib/airports";
import { OFFER_STATE_LOOK, timeLeft, type TimeLeft } from "#app/lib/domain/offer-response";
import { QUOTE_REQUEST_STATUS_LOOK } from "#app/lib/domain/quote-request-status";
import { formatDate, formatDateTime, formatPlaceDeparture, formatPrice } from "#app/lib/format";
import { isUuid } from "#app/lib/schemas/fields";
import { acceptOfferSchema, DECLINE_REASON_MAX, declineOfferSchema } from "#app/lib/schemas/offer-response";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireCustomer } from "#app/server/platform/auth/guard.server";
import { acceptOffer, declineOffer } from "#app/server/brokerage/offer-answers.server";
import { listCustomerRequests, type CustomerOffer, type CustomerRequestRow } from "#app/server/brokerage/customer-requests.server";
import { intent, runIntent, type FormAnswer } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /dashboard/requests (issue 13, decision 015): the signed-in customer's own quote requests, newest first and
 * paged, each with the offers staff approved for them (price, currency, jet, validity with a countdown).
 * Accepting an offer makes a reservation and leads to the new flight; declining (with an optional reason)
 * closes the request. Both are plain form posts; the customer record comes from the session, never the form.
 */
export { OFFER_INTENTS as INTENTS } from "#app/lib/schemas/offer-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const customerId = user.profile.customerId;
  const url = pageUrl(request);
  // ?request=<id> or ?offer=<id> shows that one request: another customer's (or an unknown) id answers 404
  const focus = { requestId: url.searchParams.get("request"), offerId: url.searchParams.get("offer") };
  const focused = focus.requestId !== null || focus.offerId !== null;
  if (focused && (!customerId || [focus.requestId, focus.offerId].some((id) => id !== null && !isUuid(id)))) {
    notFound("customerRequests.errors.requestNotFound");
  }
  const list = customerId ? await listCustomerRequests(customerId, url.searchParams.get("page"), focus) : null;
  if (focused && list?.total === 0) notFound("customerRequests.errors.requestNotFound");
  return { title: t("customerRequests.pageTitle"), linked: customerId !== null, focused, list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const back = requestedPath(request);
  const answering = (offerId: string) => {
    // an account not linked to a customer record has no offers to answer
    const customerId = user.profile.customerId ?? notFound("customerRequests.errors.offerNotFound");
    return { customerId, userId: user.id, offerId, ip: clientIp(context), baseUrl: publicBaseUrl() };
  };
  const done = (to: string, description: string) =>
    redirectWithToast(to, { type: "success", title: t("customerRequests.toasts.successTitle"), description: t(description) });
  return runIntent(
    await request.formData(),
    {
      accept: intent({
        schema: acceptOfferSchema,
        run: async (v) => {
          const { reservationId } = await acceptOffer(answering(v.id));
          return done(`/dashboard/flights/${reservationId}`, "customerRequests.toasts.accepted");
        },
      }),
      decline: intent({
        schema: declineOfferSchema,
        run: async (v) => {
          await declineOffer({ ...answering(v.id), reason: v.reason ?? null });
          return done(back, "customerRequests.toasts.declined");
        },
      }),
    },
    {
      invalid: "customerRequests.errors.invalid",
      // the customer reads a refusal as a toast on the list
      refused: (why) =>
        redirectWithToast(back, { type: "error", title: t("customerRequests.toasts.errorTitle"), description: t(why.messageKey) }),
    },
  );
}

// ───────────── component ─────────────

type ActionData = FormAnswer | undefined;

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

function OfferCard({ offer, request, actionData }: { offer: CustomerOffer; request: CustomerRequestRow; actionData: ActionData }) {
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
          <StatusBadge look={OFFER_STATE_LOOK[offer.state]} />
        </p>
      </div>
      {offer.state === "open" ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="offer-terms">
          <p>{t("reservations.money.terms.offer", { percent: DEPOSIT_PERCENT, hours: OPTION_HOLD_HOURS, days: BALANCE_DUE_DAYS })}</p>
          <CancellationPolicy />
        </div>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-1 text-muted-foreground">
          <Plane aria-hidden="true" className="size-4" />
          {t("customerRequests.offer.jet")}
        </dt>
        <dd className="font-medium">
          {offer.jet
            ? offer.jetSeats
              ? t("customerRequests.offer.jetSeats", { jet: offer.jet, seats: offer.jetSeats })
              : offer.jet
            : t("customerRequests.offer.jetNotSet")}
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

function RequestCard({ request, actionData }: { request: CustomerRequestRow; actionData: ActionData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `request-${request.id}`;
  return (
    <Card role="region" aria-labelledby={`${headingId} ${headingId}-departure`}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex flex-wrap items-center gap-3 text-lg">
          {t("customerRequests.request.heading", { from: cityName(request.from, locale), to: cityName(request.to, locale) })}
          <span className="sr-only">{t("customerRequests.request.status")}: </span>
          <StatusBadge look={QUOTE_REQUEST_STATUS_LOOK[request.status]} />
        </CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t("customerRequests.request.departure")}:{" "}
            <time id={`${headingId}-departure`} dateTime={request.departure.at}>
              {formatPlaceDeparture(request.departure, request.departureDateOnly, locale)}
            </time>
            {request.departureDateOnly ? null : (
              <span>({t("customerRequests.request.localTime", { place: cityName(request.from, locale) })})</span>
            )}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t("customerRequests.request.passengers", { count: request.passengerCount })}
          </span>
          <span>
            {t("customerRequests.request.created")}: <time dateTime={request.createdAt}>{formatDate(request.createdAt, locale)}</time>
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {request.offers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("customerRequests.request.noOffers")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {request.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} request={request} actionData={actionData} />
            ))}
          </ul>
        )}
        {request.reservationId ? (
          <Link
            to={`/dashboard/flights/${request.reservationId}`}
            className={buttonVariants({ variant: "link", size: "sm", className: "self-start" })}
          >
            {t("customerRequests.request.viewFlight")}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function CustomerRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("customerRequests.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-primary sm:text-3xl">{t("customerRequests.title")}</h1>
        <p className="text-muted-foreground">{t("customerRequests.description")}</p>
      </div>
      {!list ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t("customerRequests.notLinked")}</p>
      ) : list.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-6 text-center">
          <p className="text-muted-foreground">{t("customerRequests.empty")}</p>
          <Link to="/#flight-request-form" className={buttonVariants({ variant: "accent" })}>
            {t("customerRequests.newRequest")}
          </Link>
        </div>
      ) : (
        <>
          {loaderData.focused ? (
            <Link to="/dashboard/requests" className={buttonVariants({ variant: "link", size: "sm", className: "self-start" })}>
              {t("customerRequests.allRequests")}
            </Link>
          ) : null}
          {list.rows.map((request) => (
            <RequestCard key={request.id} request={request} actionData={actionData as ActionData} />
          ))}
          <Pagination page={list.page} pages={list.pages} href={(p) => (p > 1 ? `/dashboard/requests?page=${p}` : "/dashboard/requests")} />
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
