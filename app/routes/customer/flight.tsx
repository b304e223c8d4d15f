import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { ArrowLeft, FileDown } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { ReservationMoneyPanel } from "#app/components/money/reservation-money";
import { reservationMoney } from "#app/server/money/balance.server";
import type { Route } from "./+types/flight";
import { ErrorView } from "#app/components/error-view";
import { Duration, ServicesText } from "#app/components/flight-card";
import { StatusBadge } from "#app/components/status-badge";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, fieldAria } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { CUSTOMER_WORD_LOOK, reservationWord } from "#app/lib/domain/customer-status-words";
import { airportName, cityName } from "#app/lib/airports";
import { formatDateTime, formatNumber, formatPlaceDate, formatPlaceDateTime, formatPrice } from "#app/lib/format";
import {
  CANCEL_REASON_MAX,
  CHANGE_MESSAGE_MAX,
  CUSTOMER_FLIGHT_INTENTS,
  cancelFlightSchema,
  changeRequestSchema,
  payCardSchema,
} from "#app/lib/schemas/customer-flight";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { customerFlight, ownsReservation, type CustomerFlight } from "#app/server/bookings/customer-flights.server";
import { cancelCustomerFlight, requestFlightChange } from "#app/server/bookings/customer-flight-changes.server";
import { customerManifest } from "#app/server/bookings/manifest.server";
import { manifestIntents } from "#app/server/bookings/manifest-intents.server";
import { CustomerManifestCard } from "#app/components/bookings/manifest";
import { intent, runIntent, type FormAnswer } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { cardCheckoutOffer, startCheckout } from "#app/server/money/payment-checkout.server";
import { CardPaymentForm } from "#app/components/money/card-payment";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /dashboard/flights/{id} (spec §2.20 "Upcoming flights": details, request change, cancel): one of the
 * signed-in customer's reservations in full, its PDF, and the two changes a customer can make — cancel (at
 * once while a draft or an option, otherwise a request to staff) and request a change (a message to staff).
 * Another customer's reservation is 404 for the page, its `.data` and every intent.
 */
export const intents = CUSTOMER_FLIGHT_INTENTS;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const customerId = user.profile.customerId;
  const flight = customerId ? await customerFlight(customerId, params.reservationId) : null;
  if (!flight) return notFound("myFlights.errors.notFound");
  return {
    title: getT(context)("myFlights.detail.pageTitle", { code: flight.code }),
    flight,
    // the same balance staff see (decision 042)
    money: await reservationMoney(flight.id),
    // what "pay by card" would take now, computed from the balance (decision 045); null: nothing to pay by card
    cardPayment: await cardCheckoutOffer(flight.id),
    // the passenger manifest, masked (decision 053)
    manifest: await customerManifest(customerId!, flight.id),
    // written into each form: a double click posts the same key and makes one request
    keys: { cancel: crypto.randomUUID(), change: crypto.randomUUID() },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const customerId = user.profile.customerId;
  // ownership before anything else: another customer's reservation is 404 whatever the form says
  if (!customerId || !(await ownsReservation(customerId, params.reservationId))) return notFound("myFlights.errors.notFound");
  const t = getT(context);
  const id = params.reservationId.toLowerCase();
  const back = `/dashboard/flights/${id}`;
  const base = { userId: user.id, customerId, ip: clientIp(context), baseUrl: publicBaseUrl(), id };
  const done = (description: string) =>
    redirectWithToast(back, { type: "success", title: t("myFlights.toasts.successTitle"), description: t(description) });
  return runIntent(
    await request.formData(),
    {
      cancel: intent({
        schema: cancelFlightSchema,
        run: async (v) => {
          const outcome = await cancelCustomerFlight({ ...base, from: v.status, requestKey: v.request_key, reason: v.reason ?? null });
          return done(outcome === "cancelled" ? "myFlights.toasts.cancelled" : "myFlights.toasts.cancelRequested");
        },
      }),
      "request-change": intent({
        schema: changeRequestSchema,
        run: async (v) => {
          await requestFlightChange({ ...base, requestKey: v.request_key, message: v.message });
          return done("myFlights.toasts.changeRequested");
        },
      }),
      ...manifestIntents({ actorId: user.id, ip: base.ip, customerId, reservationId: id }, done),
      // the amount is the server's (from the balance); the customer goes on to the provider's hosted page
      "pay-card": intent({
        schema: payCardSchema,
        run: async () => {
          const started = await startCheckout(id, { ...base, locale: getLanguage(context) });
          return redirect(started.paymentPageUrl, 303);
        },
      }),
    },
    {
      invalid: "myFlights.errors.invalid",
      // the customer reads a refusal as a toast on the flight's page
      refused: (why) =>
        redirectWithToast(back, { type: "error", title: t("myFlights.toasts.errorTitle"), description: t(why.messageKey, why.values) }),
    },
  );
}

// ───────────── component ─────────────

type ActionData = FormAnswer;

function Facts({ flight }: { flight: CustomerFlight }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, React.ReactNode][] = [
    [t("myFlights.card.flightNumber"), <span className="font-mono">{flight.code}</span>],
    [t("myFlights.card.aircraft"), flight.jet ?? t("myFlights.card.jetNotAssigned")],
    [t("myFlights.card.status"), <StatusBadge look={CUSTOMER_WORD_LOOK[reservationWord(flight.status)]} />],
    [t("myFlights.card.date"), formatPlaceDate(flight.departure, locale)],
    [
      t("myFlights.card.departure"),
      <>
        <time dateTime={flight.departure.at} data-testid="departure-time">
          {formatPlaceDateTime(flight.departure, locale)}
        </time>{" "}
        ({t("myFlights.detail.localTime", { place: cityName(flight.from, locale) })}) · {cityName(flight.from, locale)},{" "}
        {flight.fromCountry} · {t("myFlights.detail.airport")}: {airportName(flight.fromAirport, locale)}
      </>,
    ],
    [
      t("myFlights.card.arrival"),
      <>
        {flight.arrival ? (
          <>
            <time dateTime={flight.arrival.at} data-testid="arrival-time">
              {formatPlaceDateTime(flight.arrival, locale)}
            </time>{" "}
            ({t("myFlights.detail.localTime", { place: cityName(flight.to, locale) })})
          </>
        ) : (
          t("myFlights.card.arrivalUnknown")
        )}{" "}
        · {cityName(flight.to, locale)}, {flight.toCountry} · {t("myFlights.detail.airport")}: {airportName(flight.toAirport, locale)}
      </>,
    ],
    [t("myFlights.detail.distance"), t("myFlights.detail.distanceValue", { km: formatNumber(flight.distanceKm, 0, locale) })],
    [t("myFlights.card.duration"), <Duration minutes={flight.durationMinutes} />],
    [t("myFlights.card.passengers"), t("myFlights.card.passengersValue", { count: flight.passengerCount })],
    [t("myFlights.card.services"), <ServicesText flight={flight} />],
    [t("myFlights.detail.specialRequests"), flight.specialRequests || t("myFlights.detail.none")],
    [
      t("myFlights.card.cost"),
      flight.totalAmount === null ? t("myFlights.card.costUnknown") : formatPrice(flight.totalAmount, flight.currency, locale),
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("myFlights.detail.facts")}</CardTitle>
        <CardDescription>{t("myFlights.detail.durationNote")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Requests({ flight }: { flight: CustomerFlight }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (flight.requests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("myFlights.detail.requests")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {flight.requests.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 rounded-md border p-3 text-sm" data-request-kind={r.kind}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`myFlights.detail.requestKinds.${r.kind}`)}</span>
                <Badge variant={r.status === "open" ? "warning" : "success"}>{t(`myFlights.detail.requestStatus.${r.status}`)}</Badge>
                <span className="text-muted-foreground">
                  {t("myFlights.detail.requestedAt", { date: formatDateTime(r.createdAt, locale) })}
                </span>
              </div>
              {r.message ? <p className="whitespace-pre-line">{r.message}</p> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CancelForm({
  flight,
  requestKey,
  actionData,
}: {
  flight: CustomerFlight;
  requestKey: string;
  actionData: ActionData | undefined;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "cancel" });
  const [form, fields] = useForm({
    id: "cancel-flight",
    lastResult: actionData?.intent === "cancel" ? actionData.result : undefined,
    constraint: getZodConstraint(cancelFlightSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: cancelFlightSchema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const direct = flight.cancelMode === "direct";
  const [staleError] = [...(fields.request_key.errors ?? []), ...(fields.status.errors ?? [])];
  return (
    <Card aria-labelledby="cancel-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="cancel-title">
          {t("myFlights.detail.cancelTitle")}
        </CardTitle>
        <CardDescription>{direct ? t("myFlights.detail.cancelDirectText") : t("myFlights.detail.cancelRequestText")}</CardDescription>
      </CardHeader>
      <CardContent>
        {flight.openCancelRequest ? (
          <p role="status" className="text-sm font-medium">
            {t("myFlights.detail.cancelRequestOpen")}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="request_key" value={requestKey} />
            <input type="hidden" name="status" value={flight.status} />
            {staleError !== undefined ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {t(staleError)}
              </p>
            ) : null}
            <Field label={t("myFlights.detail.reason")} htmlFor={fields.reason.id} error={errorOf(fields.reason.errors)}>
              <Textarea {...getTextareaProps(fields.reason)} {...fieldAria(fields.reason)} rows={3} maxLength={CANCEL_REASON_MAX} />
            </Field>
            <Field
              label={t("myFlights.detail.confirm")}
              htmlFor={fields.confirm.id}
              error={errorOf(fields.confirm.errors)}
              orientation="horizontal"
              required
            >
              <Checkbox {...getInputProps(fields.confirm, { type: "checkbox", value: "yes" })} {...fieldAria(fields.confirm)} />
            </Field>
            <div>
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy
                  ? t("myFlights.detail.cancelling")
                  : direct
                    ? t("myFlights.detail.cancelSubmit")
                    : t("myFlights.detail.cancelRequestSubmit")}
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

function ChangeForm({ requestKey, actionData }: { requestKey: string; actionData: ActionData | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "request-change" });
  const [form, fields] = useForm({
    id: "request-change",
    lastResult: actionData?.intent === "request-change" ? actionData.result : undefined,
    constraint: getZodConstraint(changeRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: changeRequestSchema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const [staleError] = fields.request_key.errors ?? [];
  return (
    <Card aria-labelledby="change-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="change-title">
          {t("myFlights.detail.changeTitle")}
        </CardTitle>
        <CardDescription>{t("myFlights.detail.changeText")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="request-change" />
          <input type="hidden" name="request_key" value={requestKey} />
          {staleError !== undefined ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(staleError)}
            </p>
          ) : null}
          <Field
            label={t("myFlights.detail.message")}
            htmlFor={fields.message.id}
            error={errorOf(fields.message.errors)}
            description={t("myFlights.detail.messageHint")}
            required
          >
            <Textarea {...getTextareaProps(fields.message)} {...fieldAria(fields.message, true)} rows={4} maxLength={CHANGE_MESSAGE_MAX} />
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t("myFlights.detail.sending") : t("myFlights.detail.changeSubmit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

export default function FlightPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { flight, keys } = loaderData;
  const result = actionData as ActionData | undefined;
  // an intent neither form sends (a tampered post): its form error above both forms
  const formError =
    result && !["cancel", "request-change", "save-passenger"].includes(result.intent) ? result.result.error?.[""]?.[0] : undefined;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3">
        <Link to="/dashboard/flights" className={buttonVariants({ variant: "link", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          {t("myFlights.detail.back")}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-primary">
              <span>{t("myFlights.detail.title", { code: flight.code })}</span>
              <StatusBadge look={CUSTOMER_WORD_LOOK[reservationWord(flight.status)]} />
            </h1>
            <p className="text-muted-foreground">
              {t("myFlights.card.route", { from: cityName(flight.from, locale), to: cityName(flight.to, locale) })}
            </p>
          </div>
          <a href={`/dashboard/flights/${flight.id}/pdf`} className={buttonVariants({ variant: "outline" })} download>
            <FileDown aria-hidden="true" />
            {t("myFlights.detail.downloadPdf")}
          </a>
        </div>
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(formError)}
        </p>
      ) : null}
      <Facts flight={flight} />
      {loaderData.money ? <ReservationMoneyPanel money={loaderData.money} /> : null}
      {loaderData.cardPayment ? <CardPaymentForm offer={loaderData.cardPayment} /> : null}
      {loaderData.manifest ? <CustomerManifestCard manifest={loaderData.manifest} answer={result} /> : null}
      <Requests flight={flight} />
      {flight.canRequestChange ? <ChangeForm requestKey={keys.change} actionData={result} /> : null}
      {flight.cancelMode === "none" ? (
        <p className="text-sm text-muted-foreground">{t("myFlights.detail.cancelNone")}</p>
      ) : (
        <CancelForm flight={flight} requestKey={keys.cancel} actionData={result} />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard/flights" />;
}
