import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

import { CircleCheck, Send } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Honeypot } from "#app/components/honeypot";
import { Button } from "#app/components/ui/button";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { CITY_CHOICES, cityChoicesByRegion } from "#app/lib/city-choices";
import { GUEST_DEFAULT_DEPARTURE_TIME, GUEST_PASSENGERS } from "#app/lib/domain/quote-terms";
import {
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
  SPECIAL_REQUESTS_MAX,
  FLIGHT_REQUEST_FIELDS,
  REQUEST_SENT_ID,
  isMissingInfoMessage,
} from "#app/lib/schemas/flight-request-form";
import type { GuestFormActionData } from "#app/server/brokerage/guest-request.server";
import { useLoadOnFirstUse } from "#app/lib/use-first-use";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { ErrorSummary, FocusTarget } from "#app/components/form-feedback";
import { OfferLinkNextStep } from "#app/components/offer-link-next-step";
import { IndicativePricePanel, useIndicativePrice } from "#app/components/indicative-price";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * The guest flight-request form of the landing page (id "flight-request-form") and the request form of a
 * published empty leg. Plain forms posting to their page's own URL: they work without JavaScript; with it
 * the same zod schema checks in the browser first, loaded on the form's first use (decision 035).
 */

/** The forms' checks: the schemas and conform's zod parser (zod itself), a chunk of their own. */
async function loadChecks() {
  const [{ parseForm }, schemas] = await Promise.all([import("#app/lib/schemas/parse"), import("#app/lib/schemas/flight-request")]);
  return { parseForm, ...schemas };
}

function useBusy(intent: string) {
  return useIsPending({ intent });
}

const MAX_BY_FIELD: Record<string, number> = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  special_requests: SPECIAL_REQUESTS_MAX,
};

function useErrorText(passengerMax: number = GUEST_PASSENGERS.max) {
  const { t } = useTranslation();
  return (field: string, errors: string[] | undefined) =>
    errors?.map((key) => t(key, { max: field === "passenger_count" ? passengerMax : MAX_BY_FIELD[field] }));
}

/** The success box shown after the redirect (also without JavaScript); it takes the focus. */
export function RequestSent({ text, sentKey }: { text?: string; sentKey: string }) {
  const { t } = useTranslation();
  return (
    <FocusTarget focusKey={sentKey}>
      <div
        id={REQUEST_SENT_ID}
        role="status"
        className="flex scroll-mt-24 items-start gap-3 rounded-md border border-success/30 bg-success/10 p-4 text-sm"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold text-success">{t("site.request.successTitle")}</p>
          <p className="text-foreground">{text ?? t("site.request.successText")}</p>
          <OfferLinkNextStep />
        </div>
      </div>
    </FocusTarget>
  );
}

/**
 * The form-level message: the §5 checks under 'Eksik bilgi' (every failing one, in the spec's order),
 * anything else under 'Hata'. A failure after validation (no field to point at) takes the focus.
 */
function FormMessage({ formErrors, actionData }: { formErrors: string[] | undefined; actionData: GuestFormActionData | undefined }) {
  const { t } = useTranslation();
  if (actionData?.formError) {
    return (
      <FocusTarget focusKey={actionData}>
        <FormError title={actionData.errorTitle ?? t("site.request.errorTitle")} message={actionData.formError} />
      </FocusTarget>
    );
  }
  if (!formErrors || formErrors.length === 0) return null;
  const missing = formErrors.every(isMissingInfoMessage);
  return (
    <FormError title={missing ? t("site.request.missingTitle") : t("site.request.errorTitle")} message={formErrors.map((key) => t(key))} />
  );
}

type SummaryField = (typeof FLIGHT_REQUEST_FIELDS)[number];

/** Every refused field of the form as a link, in the form's order. */
function useSummary<Name extends SummaryField>(
  fields: Record<Name, { id: string; errors?: string[] }>,
  order: readonly Name[],
  passengerMax?: number,
) {
  const { t } = useTranslation();
  const errorText = useErrorText(passengerMax);
  const labels: Record<SummaryField, string> = {
    departure_city: t("site.request.departureCity"),
    arrival_city: t("site.request.arrivalCity"),
    departure_date: t("site.request.departureDate"),
    departure_time: t("site.request.departureTime"),
    passenger_count: t("site.request.passengerCount"),
    name: t("site.request.name"),
    email: t("site.request.email"),
    phone: t("site.request.phone"),
    special_requests: t("site.request.specialRequests"),
  };
  return order.map((name) => ({ id: fields[name].id, label: labels[name], messages: errorText(name, fields[name].errors) }));
}

const CONTACT_ORDER = ["passenger_count", "name", "email", "phone", "special_requests"] as const;

type ContactFields = {
  name: FieldMetadata<string | undefined>;
  email: FieldMetadata<string | undefined>;
  phone: FieldMetadata<string | undefined>;
  passenger_count: FieldMetadata<string | undefined>;
  special_requests: FieldMetadata<string | undefined>;
};

function ContactInputs({
  fields,
  passengerMax,
  specialLabel,
  specialHint,
  afterPassengers,
}: {
  fields: ContactFields;
  passengerMax: number;
  specialLabel: string;
  specialHint: string;
  /** shown right after the passenger field (the indicative price) */
  afterPassengers?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText(passengerMax);
  const passengerHint =
    passengerMax === GUEST_PASSENGERS.max ? t("site.request.passengerHint") : t("site.legRequest.passengerHint", { max: passengerMax });
  return (
    <>
      <Field
        label={t("site.request.passengerCount")}
        htmlFor={fields.passenger_count.id}
        error={errorText("passenger_count", fields.passenger_count.errors)}
        description={passengerHint}
        required
      >
        <Input
          {...getInputProps(fields.passenger_count, { type: "number", ariaDescribedBy: fields.passenger_count.descriptionId })}
          min={GUEST_PASSENGERS.min}
          max={passengerMax}
          step={1}
          inputMode="numeric"
          required
        />
      </Field>
      {afterPassengers}
      <Field label={t("site.request.name")} htmlFor={fields.name.id} error={errorText("name", fields.name.errors)} required>
        <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" maxLength={NAME_MAX} required />
      </Field>
      <Field label={t("site.request.email")} htmlFor={fields.email.id} error={errorText("email", fields.email.errors)} required>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" maxLength={EMAIL_MAX} required />
      </Field>
      <Field
        label={t("site.request.phone")}
        htmlFor={fields.phone.id}
        error={errorText("phone", fields.phone.errors)}
        description={t("site.request.phoneHint")}
        required
      >
        <Input
          {...getInputProps(fields.phone, { type: "tel", ariaDescribedBy: fields.phone.descriptionId })}
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_MAX}
          required
        />
      </Field>
      <Field
        label={specialLabel}
        htmlFor={fields.special_requests.id}
        error={errorText("special_requests", fields.special_requests.errors)}
        description={specialHint}
        className="sm:col-span-2"
      >
        <Textarea
          {...getTextareaProps(fields.special_requests, { ariaDescribedBy: fields.special_requests.descriptionId })}
          maxLength={SPECIAL_REQUESTS_MAX}
          rows={3}
        />
      </Field>
    </>
  );
}

/** What we already know about a signed-in customer, to fill in the contact fields. */
export interface KnownContact {
  name: string;
  email: string;
  phone: string;
}

export function FlightRequestForm({
  actionData,
  today,
  maxDate,
  contact,
}: {
  actionData: GuestFormActionData | undefined;
  /** `YYYY-MM-DD` in Istanbul (from the loader) */
  today: string;
  maxDate: string;
  contact?: KnownContact | null;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const busy = useBusy("flight-request");
  const [checks, loadChecksOnUse] = useLoadOnFirstUse(loadChecks);
  const [form, fields] = useForm({
    // the element id the hero's call to action scrolls to; the page remounts this form (key) after a send
    id: "flight-request-form",
    lastResult: actionData?.result,
    defaultValue: { passenger_count: String(GUEST_PASSENGERS.default), departure_time: GUEST_DEFAULT_DEPARTURE_TIME, ...contact },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checks ? ({ formData }) => checks.parseForm(formData, { schema: checks.flightRequestSchema }) : undefined,
  });
  const hydrated = useHydrated();
  const price = useIndicativePrice("/?index");
  const priceBusy = useBusy("price-preview") || price.fetcher.state !== "idle";
  const locale = useLocale();
  const summary = useSummary(fields, FLIGHT_REQUEST_FIELDS);
  // the request keeps the day at the departure airport's default hour: the hint names the place once chosen
  const fromCity = CITY_CHOICES.find((c) => c.city === fields.departure_city.value);
  const groups = cityChoicesByRegion().map((g) => ({
    label: t(`site.request.regions.${g.region}`),
    options: g.cities.map((c) => ({ value: c.city, label: locale === "en" ? c.cityEn : c.city })),
  }));
  return (
    <Form
      method="post"
      action="/?index"
      {...getFormProps(form)}
      {...loadChecksOnUse}
      onChange={price.onChange}
      className="relative flex scroll-mt-24 flex-col gap-5"
      aria-labelledby="flight-request-title"
    >
      <input type="hidden" name="intent" value="flight-request" />
      <Honeypot />
      <FormMessage formErrors={form.errors} actionData={actionData} />
      <ErrorSummary items={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("site.request.departureCity")}
          htmlFor={fields.departure_city.id}
          error={errorText("departure_city", fields.departure_city.errors)}
          required
        >
          <Select {...getSelectProps(fields.departure_city)} placeholder={t("site.request.chooseCity")} options={groups} required />
        </Field>
        <Field
          label={t("site.request.arrivalCity")}
          htmlFor={fields.arrival_city.id}
          error={errorText("arrival_city", fields.arrival_city.errors)}
          required
        >
          <Select {...getSelectProps(fields.arrival_city)} placeholder={t("site.request.chooseCity")} options={groups} required />
        </Field>
        <Field
          label={t("site.request.departureDate")}
          htmlFor={fields.departure_date.id}
          error={errorText("departure_date", fields.departure_date.errors)}
          description={t("site.request.departureDateHint")}
          required
        >
          <Input
            {...getInputProps(fields.departure_date, { type: "date", ariaDescribedBy: fields.departure_date.descriptionId })}
            min={today}
            max={maxDate}
            required
          />
        </Field>
        <Field
          label={t("site.request.departureTime")}
          htmlFor={fields.departure_time.id}
          error={errorText("departure_time", fields.departure_time.errors)}
          description={
            fromCity
              ? t("site.request.departureTimeHint", {
                  place: locale === "en" ? fromCity.cityEn : fromCity.city,
                  time: GUEST_DEFAULT_DEPARTURE_TIME,
                })
              : t("site.request.departureTimeHintUnknown", { time: GUEST_DEFAULT_DEPARTURE_TIME })
          }
        >
          <Input
            {...getInputProps(fields.departure_time, { type: "time", ariaDescribedBy: fields.departure_time.descriptionId })}
            step={60}
          />
        </Field>
        <ContactInputs
          fields={fields}
          passengerMax={GUEST_PASSENGERS.max}
          specialLabel={t("site.request.specialRequests")}
          specialHint={t("site.request.specialRequestsHint")}
          afterPassengers={
            <IndicativePricePanel
              answer={price.fetcher.data ?? (actionData?.price !== undefined ? actionData : undefined)}
              busy={priceBusy}
              onAsk={hydrated ? price.askNow : undefined}
            />
          }
        />
      </div>
      <div>
        <Button type="submit" size="lg" variant="accent" disabled={busy} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {busy ? t("site.request.submitting") : t("site.request.submit")}
        </Button>
      </div>
    </Form>
  );
}

export function EmptyLegRequestForm({
  actionData,
  passengerMax,
  contact,
}: {
  actionData: GuestFormActionData | undefined;
  passengerMax: number;
  contact?: KnownContact | null;
}) {
  const { t } = useTranslation();
  const busy = useBusy("leg-request");
  const [checks, loadChecksOnUse] = useLoadOnFirstUse(loadChecks);
  const [form, fields] = useForm({
    id: "leg-request-form",
    lastResult: actionData?.result,
    defaultValue: { passenger_count: String(GUEST_PASSENGERS.default), ...contact },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checks
      ? ({ formData }) => checks.parseForm(formData, { schema: checks.createEmptyLegRequestSchema({ maxPassengers: passengerMax }) })
      : undefined,
  });
  const summary = useSummary(fields, CONTACT_ORDER, passengerMax);
  return (
    <Form method="post" {...getFormProps(form)} {...loadChecksOnUse} className="relative flex scroll-mt-24 flex-col gap-5">
      <input type="hidden" name="intent" value="leg-request" />
      <Honeypot />
      <FormMessage formErrors={form.errors} actionData={actionData} />
      <ErrorSummary items={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInputs
          fields={fields}
          passengerMax={passengerMax}
          specialLabel={t("site.legRequest.specialRequests")}
          specialHint={t("site.legRequest.specialRequestsHint")}
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {busy ? t("site.request.submitting") : t("site.legRequest.submit")}
        </Button>
      </div>
    </Form>
  );
}
