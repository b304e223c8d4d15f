import { useState } from "react";
import { Plus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { AIRPORT_CITIES, cityName, findCity } from "#app/lib/airports";
import { GUEST_DEFAULT_DEPARTURE_TIME } from "#app/lib/domain/quote-terms";
import { formatPrice, type Currency } from "#app/lib/format";
import { maxDepartureDate, SPECIAL_REQUESTS_MAX } from "#app/lib/schemas/flight-request";
import { fieldErrorText } from "#app/lib/schemas/message";
import { EMPTY_LEG, FLIGHT_TYPES, MAX_EXTRA_LEGS, WIZARD_PASSENGERS, type WizardDraft } from "#app/lib/schemas/reservation-wizard";
import { useLocale } from "#app/lib/use-pending";

import type { Errors, WizardScreenData } from "#app/components/bookings/wizard-steps";

/** The wizard's first step: the trip (type, legs, popular routes), the party and the jet. */
export function StepOne({ draft, errors, loaderData }: { draft: WizardDraft; errors: Errors; loaderData: WizardScreenData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // a refusal's message carries the values it names (the jets that can fly the trip)
  const err = (name: string) => errors[name]?.map((key) => fieldErrorText(key, t, SPECIAL_REQUESTS_MAX));
  const min = loaderData.today;
  const max = maxDepartureDate(loaderData.today);
  const legRows = draft.legs.length > 0 ? draft.legs : [EMPTY_LEG];
  const flightType = (FLIGHT_TYPES as readonly string[]).includes(draft.flight_type) ? draft.flight_type : "one_way";
  // the default hour is the departure airport's: the hint names the place once it is known (typed, or posted back)
  const [from, setFrom] = useState(draft.departure_city);
  const fromCity = findCity(from);
  const dateHint = fromCity
    ? t("wizard.fields.departureDateHint", { place: cityName(fromCity.city, locale), time: GUEST_DEFAULT_DEPARTURE_TIME })
    : t("wizard.fields.departureDateHintUnknown", { time: GUEST_DEFAULT_DEPARTURE_TIME });
  const timeHint = fromCity
    ? t("site.request.departureTimeHint", { place: cityName(fromCity.city, locale), time: GUEST_DEFAULT_DEPARTURE_TIME })
    : t("site.request.departureTimeHintUnknown", { time: GUEST_DEFAULT_DEPARTURE_TIME });
  return (
    <div className="flex flex-col gap-6">
      {loaderData.popular.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("wizard.popular.title")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {loaderData.popular.map((route) => (
              <button
                key={route.id}
                type="submit"
                name="pick_route"
                value={route.id}
                formNoValidate
                className="flex flex-col items-start gap-0.5 rounded-md border bg-card p-3 text-left hover:border-primary/40 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-medium text-primary">
                  {cityName(route.departureCity, locale)} → {cityName(route.arrivalCity, locale)}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t("wizard.popular.from", { price: formatPrice(route.basePrice, route.currency as Currency, locale) })}
                </span>
              </button>
            ))}
          </div>
          {err("pick_route") ? <p className="text-sm font-medium text-destructive">{err("pick_route")}</p> : null}
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.flight_type ? "flight_type-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("wizard.fields.flightType")}</legend>
        <div className="flex flex-wrap gap-4">
          {FLIGHT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                id={`ft-${type.replace("_", "-")}`}
                name="flight_type"
                value={type}
                defaultChecked={flightType === type}
                className="size-4"
              />
              {t(`wizard.fields.flightTypes.${type}`)}
            </label>
          ))}
        </div>
        {err("flight_type") ? (
          <p id="flight_type-error" className="text-sm font-medium text-destructive">
            {err("flight_type")}
          </p>
        ) : null}
      </fieldset>

      <datalist id="wizard-cities">
        {AIRPORT_CITIES.map((c) => (
          <option key={c.iata} value={cityName(c.city, locale)} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("wizard.fields.departureCity")}
          htmlFor="departure_city"
          error={err("departure_city")}
          description={t("wizard.fields.cityHint")}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="departure_city"
              list="wizard-cities"
              autoComplete="off"
              maxLength={100}
              defaultValue={draft.departure_city}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t("wizard.fields.arrivalCity")} htmlFor="arrival_city" error={err("arrival_city")} required>
          {(control) => (
            <Input
              {...control}
              name="arrival_city"
              list="wizard-cities"
              autoComplete="off"
              maxLength={100}
              defaultValue={draft.arrival_city}
            />
          )}
        </Field>
        <Field
          label={t("wizard.fields.departureDate")}
          htmlFor="departure_date"
          error={err("departure_date")}
          description={dateHint}
          required
        >
          {(control) => <Input {...control} type="date" name="departure_date" min={min} max={max} defaultValue={draft.departure_date} />}
        </Field>
        <Field label={t("site.request.departureTime")} htmlFor="departure_time" error={err("departure_time")} description={timeHint}>
          {(control) => <Input {...control} type="time" name="departure_time" step={60} defaultValue={draft.departure_time} />}
        </Field>
        <div className="[form:has(#ft-round-trip:checked)_&]:block hidden">
          <Field
            label={t("wizard.fields.returnDate")}
            htmlFor="return_date"
            error={err("return_date")}
            description={t("wizard.fields.returnHint")}
          >
            {(control) => <Input {...control} type="date" name="return_date" min={min} max={max} defaultValue={draft.return_date} />}
          </Field>
        </div>
      </div>

      <fieldset className="[form:has(#ft-multi-city:checked)_&]:flex hidden flex-col gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t("wizard.fields.legs")}</legend>
        <p className="text-sm text-muted-foreground">{t("wizard.fields.legsHint")}</p>
        {legRows.map((leg, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-3" role="group" aria-label={t("wizard.fields.leg", { n: i + 2 })}>
            <Field
              label={`${t("wizard.fields.leg", { n: i + 2 })}: ${t("wizard.fields.departureCity")}`}
              htmlFor={`legs-${i}-departure_city`}
              error={err(`legs[${i}].departure_city`)}
            >
              {(control) => (
                <Input
                  {...control}
                  name={`legs[${i}].departure_city`}
                  list="wizard-cities"
                  autoComplete="off"
                  maxLength={100}
                  defaultValue={leg.departure_city}
                />
              )}
            </Field>
            <Field
              label={`${t("wizard.fields.leg", { n: i + 2 })}: ${t("wizard.fields.arrivalCity")}`}
              htmlFor={`legs-${i}-arrival_city`}
              error={err(`legs[${i}].arrival_city`)}
            >
              {(control) => (
                <Input
                  {...control}
                  name={`legs[${i}].arrival_city`}
                  list="wizard-cities"
                  autoComplete="off"
                  maxLength={100}
                  defaultValue={leg.arrival_city}
                />
              )}
            </Field>
            <Field
              label={`${t("wizard.fields.leg", { n: i + 2 })}: ${t("wizard.fields.departureDate")}`}
              htmlFor={`legs-${i}-departure_date`}
              error={err(`legs[${i}].departure_date`)}
            >
              {(control) => (
                <Input {...control} type="date" name={`legs[${i}].departure_date`} min={min} max={max} defaultValue={leg.departure_date} />
              )}
            </Field>
          </div>
        ))}
        {err("legs") ? <p className="text-sm font-medium text-destructive">{err("legs")}</p> : null}
        {legRows.length < MAX_EXTRA_LEGS ? (
          <Button type="submit" name="intent" value="add-leg" variant="outline" size="sm" formNoValidate className="self-start">
            <Plus aria-hidden="true" />
            {t("wizard.fields.addLeg")}
          </Button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("wizard.fields.passengers")}
          htmlFor="passenger_count"
          error={err("passenger_count")}
          description={t("wizard.fields.passengersHint")}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              name="passenger_count"
              min={WIZARD_PASSENGERS.min}
              max={WIZARD_PASSENGERS.max}
              defaultValue={draft.passenger_count}
            />
          )}
        </Field>
        <Field label={t("wizard.fields.jet")} htmlFor="jet_id" error={err("jet_id")}>
          {(control) => (
            <Select
              {...control}
              name="jet_id"
              defaultValue={draft.jet_id}
              options={[
                { value: "", label: t("wizard.fields.anyJet") },
                ...loaderData.jets.map((jet) => ({
                  value: jet.id,
                  label: t("wizard.fields.jetOption", { name: jet.name, seats: jet.seatCapacity }),
                })),
              ]}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
