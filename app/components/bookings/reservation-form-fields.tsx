import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Duration } from "#app/components/flight-card";
import { useEffect, useRef } from "react";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import {
  INITIAL_STATUSES,
  RESERVATION_STATUS_LOOK,
  isEditable,
  type ReservationMoveRefusal,
  type ReservationStatus,
} from "#app/lib/domain/reservation-status";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { cityName } from "#app/lib/airports";
import { CURRENCIES, placeDateTimeInput, placeTime, readWallDateTime } from "#app/lib/format";
import { parseForm } from "#app/lib/schemas/parse";
import {
  RESERVATION_LIMITS,
  reservationFormSchema,
  reservationFormSchemaIn,
  zoneNameAt,
  type LegZoneNames,
  type ReservationFormActionData,
  type ReservationFormDefaults,
} from "#app/lib/schemas/reservation";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import type { formOptions } from "#app/server/bookings/reservations.server";

/**
 * The reservation's form (create and edit; the arrival defaults to the departure plus the jet's block time,
 * decision 036) and its status moves, as plain form posts. The departure is typed in the departure airport's local
 * time and the arrival in the arrival airport's (decision 043); the labels name the place and its zone, from the
 * server's `zoneNames` while the route and times are those the server named (browsers' short names may differ from
 * the server's, decision 044), and from the browser's own zone data once they change.
 */
export function ReservationForm({
  reservation,
  defaults,
  zoneNames,
  options,
  actionData,
}: {
  reservation: { id: string; status: ReservationStatus } | null;
  defaults: ReservationFormDefaults | undefined;
  zoneNames?: LegZoneNames;
  options: Awaited<ReturnType<typeof formOptions>>;
  actionData?: ReservationFormActionData;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const mode = reservation ? "update" : "create";
  const busy = useIsPending({ intent: mode });
  const locked = reservation ? !isEditable(reservation.status) : false;
  const [form, fields] = useForm({
    id: reservation ? `reservation-${reservation.id}` : "reservation-new",
    lastResult: actionData?.result,
    defaultValue: { currency: "TRY", status: "draft", ...defaults },
    constraint: getZodConstraint(reservationFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const zones = options.routes.find((r) => r.id === formData.get("route_id"))?.zones ?? null;
      return parseForm(formData, { schema: reservationFormSchemaIn(zones) });
    },
  });
  // the arrival an empty field stands for: departure + the jet's block time for the route (decision 036); with
  // JavaScript it is filled in as the jet, route and departure are chosen, unless staff typed their own
  const route = options.routes.find((r) => r.id === fields.route_id.value);
  const jet = options.jets.find((j) => j.id === fields.jet_id.value) ?? null;
  const blockMinutes = route ? estimatedBlockMinutesFor(route.distanceKm, jet) : null;
  // the departure read at its airport, the suggested arrival written at the arrival airport
  const departure =
    route && typeof fields.departure_datetime.value === "string"
      ? readWallDateTime(fields.departure_datetime.value, route.zones.departure)
      : null;
  const suggested =
    departure?.ok && blockMinutes && route
      ? placeDateTimeInput(placeTime(new Date(departure.instant.getTime() + blockMinutes * 60_000), route.zones.arrival))
      : null;
  const filled = useRef<string | null>(null);
  const arrivalValue = fields.arrival_datetime.value;
  useEffect(() => {
    if (!suggested || locked) return;
    const current = typeof arrivalValue === "string" ? arrivalValue : "";
    if (current !== "" && current !== filled.current) return;
    if (current === suggested) return;
    filled.current = suggested;
    form.update({ name: fields.arrival_datetime.name, value: suggested });
  }, [suggested, arrivalValue, locked, form, fields.arrival_datetime.name]);
  // client-side errors are translation keys; the server's refusals arrive already written out
  const err = (errors: string[] | undefined, values: Record<string, string | number | undefined> = {}) =>
    errors?.map((e) => (i18n.exists(e) ? t(e, values) : e));
  // each time's label names its place and zone once a route is chosen
  const named = useRef({
    route: fields.route_id.value,
    departure: fields.departure_datetime.value,
    arrival: fields.arrival_datetime.value,
  }).current;
  const place = (which: "departure" | "arrival") => {
    if (!route) return { label: t(`reservations.form.${which}`), city: undefined };
    const city = cityName(which === "departure" ? route.departureCity : route.arrivalCity, locale);
    const field = which === "departure" ? fields.departure_datetime : fields.arrival_datetime;
    const unchanged = named.route === fields.route_id.value && named[which] === field.value;
    const zone = (unchanged ? zoneNames?.[which] : undefined) ?? zoneNameAt(route.zones[which], field.value);
    return { label: t(`reservations.form.${which}At`, { city, zone }), city };
  };
  const departurePlace = place("departure");
  const arrivalPlace = place("arrival");
  const choose = { value: "", label: t("reservations.form.choose") };
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={mode} />
      {defaults?.quote_request_id && !reservation ? (
        <input type="hidden" name="quote_request_id" value={defaults.quote_request_id} />
      ) : null}
      {actionData?.formError ? <FormError title={t("reservations.toasts.error")} message={actionData.formError} /> : null}
      {locked && reservation ? (
        <p className="rounded-md border bg-muted p-3 text-sm">
          {t("reservations.form.locked", { status: t(RESERVATION_STATUS_LOOK[reservation.status].labelKey) })}
        </p>
      ) : null}
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <Field label={t("reservations.form.customer")} htmlFor={fields.customer_id.id} error={err(fields.customer_id.errors)} required>
          <Select
            {...getSelectProps(fields.customer_id)}
            {...fieldAria(fields.customer_id)}
            options={[choose, ...options.customers.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName} · ${c.email}` }))]}
          />
        </Field>
        <Field label={t("reservations.form.route")} htmlFor={fields.route_id.id} error={err(fields.route_id.errors)} required>
          <Select
            {...getSelectProps(fields.route_id)}
            {...fieldAria(fields.route_id)}
            options={[choose, ...options.routes.map((r) => ({ value: r.id, label: `${r.departureCity} → ${r.arrivalCity}` }))]}
          />
        </Field>
        <Field label={t("reservations.form.jet")} htmlFor={fields.jet_id.id} error={err(fields.jet_id.errors)} className="sm:col-span-2">
          <Select
            {...getSelectProps(fields.jet_id)}
            {...fieldAria(fields.jet_id)}
            options={[
              { value: "", label: t("reservations.form.noJet") },
              ...options.jets.map((j) => ({
                value: j.id,
                label: t("reservations.form.seats", { model: `${j.manufacturer} ${j.model}`, seats: j.seatCapacity }),
              })),
            ]}
          />
        </Field>
        <Field
          label={departurePlace.label}
          htmlFor={fields.departure_datetime.id}
          error={err(fields.departure_datetime.errors, { city: departurePlace.city })}
          required
        >
          <Input
            {...getInputProps(fields.departure_datetime, { type: "datetime-local" })}
            {...fieldAria(fields.departure_datetime)}
            step={60}
          />
        </Field>
        <Field
          label={arrivalPlace.label}
          htmlFor={fields.arrival_datetime.id}
          error={err(fields.arrival_datetime.errors, { city: arrivalPlace.city })}
          description={
            blockMinutes ? (
              <span data-testid="arrival-hint">
                {t("reservations.form.blockTime", { jet: jet ? `${jet.manufacturer} ${jet.model}` : t("reservations.form.anyJet") })}{" "}
                <Duration minutes={blockMinutes} />
                {". "}
                {t("reservations.form.arrivalDefault")}
              </span>
            ) : (
              t("reservations.form.arrivalHint")
            )
          }
        >
          <Input
            {...getInputProps(fields.arrival_datetime, { type: "datetime-local" })}
            {...fieldAria(fields.arrival_datetime, true)}
            step={60}
          />
        </Field>
        <Field
          label={t("reservations.form.passengers")}
          htmlFor={fields.passenger_count.id}
          error={err(fields.passenger_count.errors)}
          required
        >
          <Input
            {...getInputProps(fields.passenger_count, { type: "number" })}
            {...fieldAria(fields.passenger_count)}
            min={RESERVATION_LIMITS.passengersMin}
            max={RESERVATION_LIMITS.passengersMax}
          />
        </Field>
        <div className="flex flex-col justify-end gap-3 pb-2">
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...getInputProps(fields.catering_required, { type: "checkbox" })} />
            {t("reservations.form.catering")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...getInputProps(fields.ground_transport_required, { type: "checkbox" })} />
            {t("reservations.form.groundTransport")}
          </label>
        </div>
        <Field
          label={t("reservations.form.totalAmount")}
          htmlFor={fields.total_amount.id}
          error={err(fields.total_amount.errors)}
          description={t("reservations.form.amountHint")}
        >
          <Input {...getInputProps(fields.total_amount, { type: "text" })} {...fieldAria(fields.total_amount, true)} inputMode="decimal" />
        </Field>
        <Field label={t("reservations.form.currency")} htmlFor={fields.currency.id} error={err(fields.currency.errors)}>
          <Select
            {...getSelectProps(fields.currency)}
            {...fieldAria(fields.currency)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        {reservation ? null : (
          <Field
            label={t("reservations.form.initialStatus")}
            htmlFor={fields.status.id}
            error={err(fields.status.errors)}
            description={t("reservations.form.initialStatusHint")}
          >
            <Select
              {...getSelectProps(fields.status)}
              {...fieldAria(fields.status, true)}
              options={INITIAL_STATUSES.map((s) => ({ value: s, label: t(RESERVATION_STATUS_LOOK[s].labelKey) }))}
            />
          </Field>
        )}
        <Field
          label={t("reservations.form.specialRequests")}
          htmlFor={fields.special_requests.id}
          error={err(fields.special_requests.errors, { max: RESERVATION_LIMITS.specialRequests })}
          className="sm:col-span-2"
        >
          <Textarea {...getTextareaProps(fields.special_requests)} {...fieldAria(fields.special_requests)} rows={3} />
        </Field>
      </fieldset>
      {locked ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("reservations.form.submitting") : t(reservation ? "reservations.form.submitEdit" : "reservations.form.submitNew")}
          </Button>
          <Link to="/admin/reservations" className={buttonVariants({ variant: "ghost" })}>
            {t("reservations.form.cancel")}
          </Link>
        </div>
      )}
    </Form>
  );
}

export function StatusMove({ from, to }: { from: ReservationStatus; to: ReservationStatus }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "set-status", to });
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <Button type="submit" variant={to === "cancelled" ? "destructive" : to === "confirmed" ? "default" : "outline"} disabled={busy}>
        {busy ? t("reservations.detail.busy") : t(`reservations.detail.moves.${to}`)}
      </Button>
    </Form>
  );
}

/**
 * The moves the status machine allows but the flight's time does not yet (or no longer): named with the reason the
 * server would refuse them with, instead of a button that would be refused.
 */
export function HeldBackMoves({ moves }: { moves: ReadonlyArray<{ to: ReservationStatus; reason: ReservationMoveRefusal }> }) {
  const { t } = useTranslation();
  if (moves.length === 0) return null;
  return (
    <div className="text-sm text-muted-foreground" data-testid="held-back-moves">
      <p>{t("reservations.detail.heldBackTitle")}</p>
      <ul className="list-disc pl-5">
        {moves.map(({ to, reason }) => (
          <li key={to}>
            {t(`reservations.detail.moves.${to}`)}: {t(`reservations.errors.${reason}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
