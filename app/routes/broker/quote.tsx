import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { ArrowLeft } from "#app/components/icons";
import { useState } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/quote";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { DEFAULT_QUOTE_CURRENCY, DEFAULT_VALIDITY_HOURS, QUOTE_CURRENCIES, QUOTE_VALIDITY_HOURS } from "#app/lib/domain/quote-terms";
import { hoursAndMinutes } from "#app/lib/domain/customer-flight";
import { isBrokerQuotable } from "#app/lib/domain/quote-request-status";
import { formatNumber, formatPlaceDeparture, formatPrice, JET_HOURLY_RATE_CURRENCY, placeTime } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";
import { ErrorSummary, FocusTarget } from "#app/components/form-feedback";
import { QUOTE_NOTES_MAX, QUOTE_PRICE_INPUT_MAX, quoteFormSchema } from "#app/lib/schemas/quote";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { orNotFound, refusal, refusalReply } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { jetsForTrip, requestForBroker, submitQuote } from "#app/server/brokerage/broker-quoting.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { useHydrated } from "#app/lib/use-hydrated";
import { privatePageMeta } from "#app/lib/seo";
import { parseForm } from "#app/lib/schemas/parse";
import { isUuid } from "#app/lib/schemas/fields";
import { airportName, cityName, cityTimeZone } from "#app/lib/airports";

/**
 * Broker → quote form (spec §2.19, §5, §7.4): the request (visible to brokers, else 404 'Teklif talebi
 * bulunamadı.'), the estimated flight time, available jets; fields quoted_price, currency, jet_offered_id,
 * validity_hours, broker_notes. Broker, user, status and expiry come from the session and the server only.
 */

function requestIdOf(params: { requestId?: string }): string {
  const id = params.requestId ?? "";
  if (!isUuid(id)) notFound("quotes.errors.requestNotFound");
  return id.toLowerCase();
}

function loadRequest(scope: { userId: string; brokerId: string }, id: string) {
  return orNotFound(requestForBroker(scope, id));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  const id = requestIdOf(params);
  const quoteRequest = await loadRequest({ userId: user.id, brokerId: user.profile.brokerId }, id);
  // only jets that seat the party and fly the route can be offered, each with its block time (decision 036)
  const jets = await jetsForTrip({ passengerCount: quoteRequest.passengerCount, distanceKm: quoteRequest.route.distanceKm });
  const blocks = jets.map((j) => j.blockMinutes);
  return {
    title: t("quotes.broker.form.pageTitle"),
    request: quoteRequest,
    // the requested departure at its airport (decision 043)
    departureTime: placeTime(quoteRequest.departureDatetime, cityTimeZone(quoteRequest.route.departureCity))!,
    blockMinutes: blocks.length ? { shortest: Math.min(...blocks), longest: Math.max(...blocks) } : null,
    jets,
  };
}

type ActionData = { result: SubmissionResult<string[]> | null; formError: string | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  const id = requestIdOf(params);
  const scope = { userId: user.id, brokerId: user.profile.brokerId };
  await loadRequest(scope, id);
  const form = await request.formData();
  const submission = parseForm(form, { schema: quoteFormSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply(), formError: null }, { status: 400 });
  }
  const value = submission.value;
  try {
    await submitQuote({
      scope,
      requestId: id,
      quotedPrice: value.quoted_price,
      currency: value.currency,
      jetOfferedId: value.jet_offered_id ?? null,
      validityHours: value.validity_hours,
      brokerNotes: value.broker_notes ? value.broker_notes : null,
      ip: clientIp(context),
      baseUrl: publicBaseUrl(),
    });
  } catch (error) {
    // the offered jet's refusals sit next to it (400); the request's (decided, closed: 409) head the form
    return refusal(error, (refused) =>
      refused.field
        ? data<ActionData>({ result: refusalReply(submission.reply, refused), formError: null }, { status: refused.status })
        : data<ActionData>({ result: submission.reply(), formError: t(refused.messageKey) }, { status: refused.status }),
    );
  }
  return redirectWithToast("/broker", { type: "success", title: t("quotes.common.success"), description: t("quotes.toasts.submitted") });
}

// ───────────── component ─────────────

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { request, blockMinutes, jets } = loaderData;
  const duration = (minutes: number) => t("quotes.broker.form.durationValue", hoursAndMinutes(minutes));
  const locale = useLocale();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "broker-quote",
    lastResult: actionData?.result ?? undefined,
    constraint: getZodConstraint(quoteFormSchema),
    defaultValue: { currency: DEFAULT_QUOTE_CURRENCY, validity_hours: String(DEFAULT_VALIDITY_HOURS) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: quoteFormSchema }),
  });
  const [price, setPrice] = useState(String(fields.quoted_price.initialValue ?? ""));
  const errorOf = (e?: string[]) => e?.map((k) => t(k, { max: QUOTE_NOTES_MAX }));
  const a11y = (f: { id: string; errors?: string[] }, described = false) => fieldAria(f, described);
  const route = `${cityName(request.route.departureCity, locale)} → ${cityName(request.route.arrivalCity, locale)}`;
  const quotable = isBrokerQuotable(request.status);
  // with JavaScript the button waits for an amount; without it the server answers an empty amount with 400
  const disabled = !quotable || busy || (hydrated && price.trim() === "");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/broker" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          {t("quotes.broker.form.back")}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{t("quotes.broker.form.title")}</h1>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
            {route}
            <Badge variant="secondary">{t(`quotes.requestStatus.${request.status}`)}</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{t("quotes.common.customer")}</dt>
              <dd>{request.customerName}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("quotes.common.departure")}</dt>
              <dd>{formatPlaceDeparture(loaderData.departureTime, request.departureDateOnly, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("quotes.common.passengers")}</dt>
              <dd>{request.passengerCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("quotes.common.route")}</dt>
              <dd>
                {airportName(request.route.departureAirport, locale)} → {airportName(request.route.arrivalAirport, locale)} ·{" "}
                {t("quotes.common.distance", { km: formatNumber(request.route.distanceKm, 0, locale) })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("quotes.broker.form.estimatedTime")}</dt>
              <dd>
                <strong data-testid="estimated-hours">
                  {!blockMinutes
                    ? t("quotes.broker.form.noFittingJet")
                    : blockMinutes.shortest === blockMinutes.longest
                      ? duration(blockMinutes.shortest)
                      : t("quotes.broker.form.blockRange", {
                          shortest: duration(blockMinutes.shortest),
                          longest: duration(blockMinutes.longest),
                        })}
                </strong>
              </dd>
            </div>
            {request.specialRequests ? (
              <div className="sm:col-span-2 lg:col-span-3">
                <dt className="text-muted-foreground">{t("quotes.common.specialRequests")}</dt>
                <dd>{request.specialRequests}</dd>
              </div>
            ) : null}
          </dl>
          {request.myQuotes > 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{t("quotes.broker.form.alreadyQuoted", { count: request.myQuotes })}</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          {!quotable ? (
            <FormError className="mb-4" title={t("quotes.broker.form.formErrorTitle")} message={t("quotes.broker.form.closed")} />
          ) : null}
          {actionData?.formError ? (
            <FocusTarget focusKey={actionData}>
              <FormError className="mb-4" title={t("quotes.broker.form.formErrorTitle")} message={actionData.formError} />
            </FocusTarget>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="grid scroll-mt-24 gap-4 md:grid-cols-2">
            <ErrorSummary
              className="md:col-span-2"
              items={[
                { id: fields.quoted_price.id, label: t("quotes.broker.form.quotedPrice"), messages: errorOf(fields.quoted_price.errors) },
                { id: fields.currency.id, label: t("quotes.broker.form.currency"), messages: errorOf(fields.currency.errors) },
                { id: fields.jet_offered_id.id, label: t("quotes.broker.form.jet"), messages: errorOf(fields.jet_offered_id.errors) },
                { id: fields.validity_hours.id, label: t("quotes.broker.form.validity"), messages: errorOf(fields.validity_hours.errors) },
                { id: fields.broker_notes.id, label: t("quotes.broker.form.notes"), messages: errorOf(fields.broker_notes.errors) },
              ]}
            />
            <Field
              label={t("quotes.broker.form.quotedPrice")}
              htmlFor={fields.quoted_price.id}
              error={errorOf(fields.quoted_price.errors)}
              description={t("quotes.broker.form.quotedPriceHint")}
              required
            >
              <Input
                {...getInputProps(fields.quoted_price, { type: "text" })}
                inputMode="decimal"
                autoComplete="off"
                maxLength={QUOTE_PRICE_INPUT_MAX}
                onInput={(e) => setPrice(e.currentTarget.value)}
                {...a11y(fields.quoted_price, true)}
              />
            </Field>
            <Field label={t("quotes.broker.form.currency")} htmlFor={fields.currency.id} error={errorOf(fields.currency.errors)} required>
              <Select
                {...getSelectProps(fields.currency)}
                {...a11y(fields.currency)}
                options={QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </Field>
            <Field label={t("quotes.broker.form.jet")} htmlFor={fields.jet_offered_id.id} error={errorOf(fields.jet_offered_id.errors)}>
              <Select
                {...getSelectProps(fields.jet_offered_id)}
                {...a11y(fields.jet_offered_id)}
                placeholder={t("quotes.broker.form.jetNone")}
                options={jets.map((j) => ({
                  value: j.id,
                  label: t("quotes.broker.form.jetOption", {
                    name: `${j.manufacturer} ${j.model}`,
                    seats: j.seatCapacity,
                    rate: formatPrice(j.hourlyRate, JET_HOURLY_RATE_CURRENCY, locale),
                    block: duration(j.blockMinutes),
                  }),
                }))}
              />
            </Field>
            <Field
              label={t("quotes.broker.form.validity")}
              htmlFor={fields.validity_hours.id}
              error={errorOf(fields.validity_hours.errors)}
              required
            >
              <Select
                {...getSelectProps(fields.validity_hours)}
                {...a11y(fields.validity_hours)}
                options={QUOTE_VALIDITY_HOURS.map((h) => ({
                  value: String(h),
                  label: t("quotes.broker.form.validityOption", { count: h }),
                }))}
              />
            </Field>
            <Field
              label={t("quotes.broker.form.notes")}
              htmlFor={fields.broker_notes.id}
              error={errorOf(fields.broker_notes.errors)}
              description={t("quotes.broker.form.notesHint", { max: QUOTE_NOTES_MAX })}
              className="md:col-span-2"
            >
              <Textarea {...getTextareaProps(fields.broker_notes)} rows={4} {...a11y(fields.broker_notes, true)} />
            </Field>
            <div className="flex flex-wrap gap-2 md:col-span-2">
              <Button type="submit" disabled={disabled}>
                {busy ? t("quotes.broker.form.submitting") : t("quotes.broker.form.submit")}
              </Button>
              <Link to="/broker" className={buttonVariants({ variant: "ghost" })}>
                {t("quotes.broker.form.back")}
              </Link>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "brokerQuoteRequest" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/broker" loadFailed="brokerQuoteRequest" />;
}
