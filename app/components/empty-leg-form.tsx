import { useState } from "react";
import { AirportInput, type AirportSuggestion } from "#app/components/airport-input";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import {
  EMPTY_LEG_CURRENCIES,
  EMPTY_LEG_LIMITS,
  emptyLegFormSchema,
  fieldErrorText,
  type EmptyLegFormDefaults,
  type LegFieldZone,
  type LegFormActionData,
} from "#app/lib/schemas/empty-leg";
import { airportCityName } from "#app/lib/airports";
import { readWallDateTime, zoneLabel } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";
import { parseForm } from "#app/lib/schemas/parse";
import { ErrorSummary, FocusTarget } from "#app/components/form-feedback";

/**
 * The broker's empty-leg form, used in the list page's dialog (JS) and on its own page
 * (/broker/empty-legs/new, /broker/empty-legs/:legId/edit). It posts to `action` with intent create or
 * update; after a failed save the server's reply keeps every value and shows the errors by the fields.
 *
 * The departure is typed in the departure airport's local time, the arrival in the arrival airport's (decision 043);
 * each time's label says whose clock it is ("Nice yerel saati, CET") once the airport is known: on edit and after a
 * post from the server, and with JavaScript as soon as a suggested airport is picked.
 */
type FieldZones = { departure: LegFieldZone | null; arrival: LegFieldZone | null };
const NO_ZONES: FieldZones = { departure: null, arrival: null };
export function EmptyLegForm({
  mode,
  legId,
  defaults,
  zones,
  actionData,
  action,
  cancelHref,
  onCancel,
}: {
  mode: "create" | "update";
  legId?: string;
  defaults?: EmptyLegFormDefaults;
  /** whose clock the stored times are on (an edit) */
  zones?: FieldZones;
  actionData?: LegFormActionData;
  action: string;
  cancelHref: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mine = actionData && actionData.intent === mode && (mode === "create" || actionData.id === legId);
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === mode &&
    (mode === "create" || navigation.formData?.get("id") === legId || navigation.formAction?.includes(legId ?? "\u0000") === true);
  const formId = mode === "create" ? "empty-leg-new" : `empty-leg-${legId}`;
  const [form, fields] = useForm({
    id: formId,
    lastResult: mine ? actionData.result : undefined,
    defaultValue: { currency: "USD", ...defaults },
    constraint: getZodConstraint(emptyLegFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: emptyLegFormSchema }),
  });
  const err = (errors: string[] | undefined, max?: number) => errors?.map((key) => fieldErrorText(key, t, max));
  const locale = useLocale();
  // whose clock each time is on: the server's answer (edit, failed post), then the airport picked in the browser
  const [clock, setClock] = useState<FieldZones>((mine ? actionData.zones : undefined) ?? zones ?? NO_ZONES);
  const [seenReply, setSeenReply] = useState(mine ? actionData : undefined);
  if (mine && actionData !== seenReply) {
    setSeenReply(actionData);
    setClock(actionData.zones ?? NO_ZONES);
  }
  const named = (zone: LegFieldZone, text: string): LegFieldZone => {
    const typed = readWallDateTime(text, zone.zone);
    return { ...zone, zoneName: zoneLabel(typed.ok ? typed.instant : new Date(), zone.zone) };
  };
  const pick = (end: keyof FieldZones, field: "departure_datetime" | "arrival_datetime") => (airport: AirportSuggestion | null) =>
    setClock((c) => {
      const zone = airport ? { place: airportCityName(airport, locale), zone: airport.timeZone, zoneName: "" } : null;
      return { ...c, [end]: zone ? named(zone, String(fields[field].value ?? "")) : null };
    });
  const retime = (end: keyof FieldZones) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setClock((c) => ({ ...c, [end]: c[end] ? named(c[end], text) : null }));
  };
  const whose = (end: keyof FieldZones) => {
    const zone = clock[end];
    return zone
      ? t("emptyLegs.form.localTimeAt", { place: zone.place, zone: zone.zoneName })
      : t(end === "departure" ? "emptyLegs.form.departureLocalTime" : "emptyLegs.form.arrivalLocalTime");
  };
  const departureLabel = `${t("emptyLegs.form.departureDatetime")} (${whose("departure")})`;
  const arrivalLabel = `${t("emptyLegs.form.arrivalDatetime")} (${whose("arrival")})`;
  const formError = mine ? actionData.formError : null;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="flex scroll-mt-24 flex-col gap-4">
      <input type="hidden" name="intent" value={mode} />
      {legId ? <input type="hidden" name="id" value={legId} /> : null}
      {formError ? (
        <FocusTarget focusKey={actionData}>
          <FormError title={t("emptyLegs.toast.error")} message={formError} />
        </FocusTarget>
      ) : null}
      <ErrorSummary
        items={[
          {
            id: fields.aircraft_type.id,
            label: t("emptyLegs.form.aircraftType"),
            messages: err(fields.aircraft_type.errors, EMPTY_LEG_LIMITS.aircraftType),
          },
          {
            id: fields.aircraft_model.id,
            label: t("emptyLegs.form.aircraftModel"),
            messages: err(fields.aircraft_model.errors, EMPTY_LEG_LIMITS.aircraftModel),
          },
          {
            id: fields.operator_name.id,
            label: t("emptyLegs.form.operatorName"),
            messages: err(fields.operator_name.errors, EMPTY_LEG_LIMITS.operatorName),
          },
          {
            id: fields.departure_airport.id,
            label: t("emptyLegs.form.departureAirport"),
            messages: err(fields.departure_airport.errors, EMPTY_LEG_LIMITS.airport),
          },
          {
            id: fields.arrival_airport.id,
            label: t("emptyLegs.form.arrivalAirport"),
            messages: err(fields.arrival_airport.errors, EMPTY_LEG_LIMITS.airport),
          },
          {
            id: fields.departure_datetime.id,
            label: departureLabel,
            messages: err(fields.departure_datetime.errors),
          },
          { id: fields.arrival_datetime.id, label: arrivalLabel, messages: err(fields.arrival_datetime.errors) },
          { id: fields.price.id, label: t("emptyLegs.form.price"), messages: err(fields.price.errors) },
          { id: fields.currency.id, label: t("emptyLegs.form.currency"), messages: err(fields.currency.errors) },
          { id: fields.seat_capacity.id, label: t("emptyLegs.form.seatCapacity"), messages: err(fields.seat_capacity.errors) },
          { id: fields.notes.id, label: t("emptyLegs.form.notes"), messages: err(fields.notes.errors, EMPTY_LEG_LIMITS.notes) },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("emptyLegs.form.aircraftType")}
          htmlFor={fields.aircraft_type.id}
          error={err(fields.aircraft_type.errors, EMPTY_LEG_LIMITS.aircraftType)}
          required
        >
          <Input {...getInputProps(fields.aircraft_type, { type: "text" })} placeholder={t("emptyLegs.form.aircraftTypePlaceholder")} />
        </Field>
        <Field
          label={t("emptyLegs.form.aircraftModel")}
          htmlFor={fields.aircraft_model.id}
          error={err(fields.aircraft_model.errors, EMPTY_LEG_LIMITS.aircraftModel)}
        >
          <Input {...getInputProps(fields.aircraft_model, { type: "text" })} placeholder={t("emptyLegs.form.aircraftModelPlaceholder")} />
        </Field>
        <Field
          label={t("emptyLegs.form.operatorName")}
          htmlFor={fields.operator_name.id}
          error={err(fields.operator_name.errors, EMPTY_LEG_LIMITS.operatorName)}
          className="sm:col-span-2"
        >
          <Input {...getInputProps(fields.operator_name, { type: "text" })} />
        </Field>
        <Field
          label={t("emptyLegs.form.departureAirport")}
          htmlFor={fields.departure_airport.id}
          error={err(fields.departure_airport.errors, EMPTY_LEG_LIMITS.airport)}
          required
        >
          <AirportInput
            {...getInputProps(fields.departure_airport, { type: "text" })}
            placeholder={t("emptyLegs.form.airportPlaceholder")}
            onAirport={pick("departure", "departure_datetime")}
          />
        </Field>
        <Field
          label={t("emptyLegs.form.arrivalAirport")}
          htmlFor={fields.arrival_airport.id}
          error={err(fields.arrival_airport.errors, EMPTY_LEG_LIMITS.airport)}
          required
        >
          <AirportInput
            {...getInputProps(fields.arrival_airport, { type: "text" })}
            placeholder={t("emptyLegs.form.airportPlaceholder")}
            onAirport={pick("arrival", "arrival_datetime")}
          />
        </Field>
        <Field
          label={departureLabel}
          htmlFor={fields.departure_datetime.id}
          error={err(fields.departure_datetime.errors)}
          description={t("emptyLegs.form.dateTimeHint")}
          required
        >
          <Input
            {...getInputProps(fields.departure_datetime, {
              type: "datetime-local",
              ariaDescribedBy: fields.departure_datetime.descriptionId,
            })}
            step={60}
            onChange={retime("departure")}
          />
        </Field>
        <Field label={arrivalLabel} htmlFor={fields.arrival_datetime.id} error={err(fields.arrival_datetime.errors)}>
          <Input {...getInputProps(fields.arrival_datetime, { type: "datetime-local" })} step={60} onChange={retime("arrival")} />
        </Field>
        <Field
          label={t("emptyLegs.form.price")}
          htmlFor={fields.price.id}
          error={err(fields.price.errors)}
          description={t("emptyLegs.form.priceHint")}
        >
          <Input {...getInputProps(fields.price, { type: "text", ariaDescribedBy: fields.price.descriptionId })} inputMode="decimal" />
        </Field>
        <Field label={t("emptyLegs.form.currency")} htmlFor={fields.currency.id} error={err(fields.currency.errors)}>
          <Select {...getSelectProps(fields.currency)} options={EMPTY_LEG_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Field>
        <Field label={t("emptyLegs.form.seatCapacity")} htmlFor={fields.seat_capacity.id} error={err(fields.seat_capacity.errors)}>
          <Input {...getInputProps(fields.seat_capacity, { type: "text" })} inputMode="numeric" />
        </Field>
        <Field
          label={t("emptyLegs.form.notes")}
          htmlFor={fields.notes.id}
          error={err(fields.notes.errors, EMPTY_LEG_LIMITS.notes)}
          className="sm:col-span-2"
        >
          <Textarea {...getTextareaProps(fields.notes)} rows={3} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("emptyLegs.form.submitting") : t(mode === "create" ? "emptyLegs.form.submitNew" : "emptyLegs.form.submitEdit")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("emptyLegs.form.cancel")}
          </Button>
        ) : (
          <Link to={cancelHref} className={buttonVariants({ variant: "ghost" })}>
            {t("emptyLegs.form.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
