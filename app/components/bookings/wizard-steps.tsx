import { Info } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Fragment } from "react";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { cityName } from "#app/lib/airports";
import { EXTRA_PRICES, EXTRAS_CURRENCY, WIZARD_EXTRAS } from "#app/lib/domain/pricing";
import { EXTRA_LABEL_KEYS } from "#app/lib/domain/extra-labels";
import { formatDate, formatPercent, formatPrice, type Currency } from "#app/lib/format";
import { Duration } from "#app/components/flight-card";
import { fromPlace } from "#app/lib/turkish-suffix";
import { SPECIAL_REQUESTS_MAX } from "#app/lib/schemas/flight-request";
import { fieldErrorText } from "#app/lib/schemas/message";
import { FLIGHT_TYPES, isTicked, type WizardDraft, type WizardStep } from "#app/lib/schemas/reservation-wizard";
import { useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import type { popularRoutes, wizardJets, WizardEstimate } from "#app/server/bookings/reservation-wizard.server";

/**
 * The three steps of the reservation wizard (/dashboard/reservation, decision 017): each step's fields, the
 * fields the other steps carry as hidden values, the stepper and the summary with its estimate per leg.
 */

/** What the steps read of the wizard's page: popular routes, the jets to choose from and today. */
export interface WizardScreenData {
  popular: Awaited<ReturnType<typeof popularRoutes>>;
  jets: Awaited<ReturnType<typeof wizardJets>>;
  today: string;
}

export type Errors = Record<string, string[]>;

function Hidden({ name, value }: { name: string; value: string }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

/** The draft's fields that are not on the step shown, so every POST carries the whole draft. */
export function CarriedFields({ draft, step }: { draft: WizardDraft; step: WizardStep }) {
  return (
    <>
      <Hidden name="idempotency_key" value={draft.idempotency_key} />
      {step !== 1 ? (
        <>
          <Hidden name="flight_type" value={draft.flight_type} />
          <Hidden name="departure_city" value={draft.departure_city} />
          <Hidden name="arrival_city" value={draft.arrival_city} />
          <Hidden name="departure_date" value={draft.departure_date} />
          <Hidden name="departure_time" value={draft.departure_time} />
          <Hidden name="return_date" value={draft.return_date} />
          <Hidden name="passenger_count" value={draft.passenger_count} />
          <Hidden name="jet_id" value={draft.jet_id} />
          {draft.legs.map((leg, i) => (
            <span key={i} hidden>
              <Hidden name={`legs[${i}].departure_city`} value={leg.departure_city} />
              <Hidden name={`legs[${i}].arrival_city`} value={leg.arrival_city} />
              <Hidden name={`legs[${i}].departure_date`} value={leg.departure_date} />
            </span>
          ))}
        </>
      ) : null}
      {step !== 2 ? (
        <>
          {WIZARD_EXTRAS.map((extra) => (
            <Hidden key={extra} name={extra} value={isTicked(draft[extra]) ? "1" : ""} />
          ))}
          <Hidden name="special_requests" value={draft.special_requests} />
        </>
      ) : null}
    </>
  );
}

export function Stepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const names = [t("wizard.steps.one"), t("wizard.steps.two"), t("wizard.steps.three")];
  return (
    <nav aria-label={t("wizard.steps.label")}>
      <ol className="grid grid-cols-3 gap-2">
        {names.map((name, i) => {
          const n = i + 1;
          const current = n === step;
          return (
            <li
              key={name}
              aria-current={current ? "step" : undefined}
              className={cn(
                "flex flex-col gap-0.5 rounded-md border p-3 text-sm",
                current ? "border-primary bg-primary text-primary-foreground" : n < step ? "bg-secondary" : "text-muted-foreground",
              )}
            >
              <span className="text-xs">{t("wizard.steps.step", { step: n })}</span>
              <span className="font-medium">{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function StepTwo({ draft, errors }: { draft: WizardDraft; errors: Errors }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const err = (name: string) => errors[name]?.map((key) => fieldErrorText(key, t, SPECIAL_REQUESTS_MAX));
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t("wizard.summary.extras")}</legend>
        {WIZARD_EXTRAS.map((extra) => (
          <Field
            key={extra}
            orientation="horizontal"
            label={t(EXTRA_LABEL_KEYS[extra])}
            htmlFor={extra}
            error={err(extra)}
            description={t("wizard.fields.extraPrice", { price: formatPrice(EXTRA_PRICES[extra], EXTRAS_CURRENCY, locale) })}
          >
            {(control) => <Checkbox {...control} name={extra} value="1" defaultChecked={isTicked(draft[extra])} />}
          </Field>
        ))}
      </fieldset>
      <Field
        label={t("wizard.fields.specialRequests")}
        htmlFor="special_requests"
        error={err("special_requests")}
        description={t("wizard.fields.specialRequestsHint")}
      >
        {(control) => (
          <Textarea {...control} name="special_requests" maxLength={SPECIAL_REQUESTS_MAX} defaultValue={draft.special_requests} />
        )}
      </Field>
    </div>
  );
}

export function StepThree({
  draft,
  estimate,
  loaderData,
}: {
  draft: WizardDraft;
  estimate: WizardEstimate | null;
  loaderData: WizardScreenData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const legs = [
    { from: draft.departure_city, to: draft.arrival_city, date: draft.departure_date },
    ...(draft.flight_type === "round_trip" ? [{ from: draft.arrival_city, to: draft.departure_city, date: draft.return_date }] : []),
    ...(draft.flight_type === "multi_city"
      ? draft.legs
          .filter((l) => l.departure_city.trim())
          .map((l) => ({ from: l.departure_city, to: l.arrival_city, date: l.departure_date }))
      : []),
  ];
  const jet = loaderData.jets.find((j) => j.id === draft.jet_id.toLowerCase());
  const extras = WIZARD_EXTRAS.filter((e) => isTicked(draft[e]));
  const money = (amount: number, currency: Currency) => formatPrice(amount, currency, locale);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted-foreground">{t("wizard.summary.trip")}</dt>
        <dd className="font-medium">
          {(FLIGHT_TYPES as readonly string[]).includes(draft.flight_type) ? t(`wizard.fields.flightTypes.${draft.flight_type}`) : ""}
        </dd>
        <dt className="text-sm text-muted-foreground">{t("wizard.summary.legs")}</dt>
        <dd>
          <ol className="flex flex-col gap-1">
            {legs.map((leg, i) => (
              <li key={i}>
                {t("wizard.summary.legLine", {
                  from: cityName(leg.from, locale),
                  to: cityName(leg.to, locale),
                  date: formatDate(leg.date, locale),
                })}
              </li>
            ))}
          </ol>
        </dd>
        <dt className="text-sm text-muted-foreground">{t("wizard.fields.passengers")}</dt>
        <dd>{t("wizard.summary.passengers", { count: Number(draft.passenger_count) || 0 })}</dd>
        <dt className="text-sm text-muted-foreground">{t("wizard.summary.jet")}</dt>
        <dd>{jet ? jet.name : t("wizard.summary.noJet")}</dd>
        <dt className="text-sm text-muted-foreground">{t("wizard.summary.extras")}</dt>
        <dd>{extras.length > 0 ? extras.map((e) => t(EXTRA_LABEL_KEYS[e])).join(", ") : t("wizard.summary.noExtras")}</dd>
        <dt className="text-sm text-muted-foreground">{t("wizard.summary.specialRequests")}</dt>
        <dd className="whitespace-pre-line break-words">{draft.special_requests.trim() || t("wizard.summary.none")}</dd>
      </dl>

      {estimate ? (
        <section
          aria-labelledby="estimate-heading"
          className="flex flex-col gap-3 rounded-lg border bg-secondary/40 p-4"
          data-testid="estimate"
        >
          <h3 id="estimate-heading" className="text-lg font-semibold">
            {t("wizard.summary.estimateTitle")}
          </h3>
          <p className="flex items-start gap-2 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("wizard.summary.estimateNote")}
          </p>
          <table className="w-full text-sm">
            <tbody>
              {estimate.legs.map((leg, i) => (
                <Fragment key={i}>
                  {estimate.positioning
                    .filter((line) => line.beforeLeg === i)
                    .map((line) => (
                      <tr key={`p${line.from}`} className="border-b" data-testid="positioning-line">
                        <th scope="row" className="py-1.5 text-left font-normal">
                          {t("wizard.summary.positioningLine", { place: fromPlace(cityName(line.from, locale), locale) })}{" "}
                          <span className="text-muted-foreground">
                            ({t("wizard.summary.blockTime")} <Duration minutes={line.minutes} />,{" "}
                            {t("wizard.summary.positioningShare", { percent: formatPercent(line.rateShare, locale) })})
                          </span>
                        </th>
                        <td className="py-1.5 text-right tabular-nums">{money(line.amount, line.currency)}</td>
                      </tr>
                    ))}
                  <tr className="border-b" data-testid="leg-line">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {cityName(leg.from, locale)} → {cityName(leg.to, locale)}{" "}
                      <span className="text-muted-foreground">
                        (
                        {leg.basis === "hourly" ? (
                          <>
                            {t("wizard.summary.blockTime")} <Duration minutes={leg.blockMinutes ?? 0} />
                            {leg.stops > 0 ? `, ${t("wizard.summary.techStop", { count: leg.stops })}` : null}
                          </>
                        ) : leg.basis === "beyond-range" ? (
                          t("wizard.summary.basisRange")
                        ) : (
                          t("wizard.summary.basisNone")
                        )}
                        )
                      </span>
                    </th>
                    <td className="py-1.5 text-right tabular-nums">
                      {leg.amount !== null && leg.currency ? money(leg.amount, leg.currency) : "—"}
                    </td>
                  </tr>
                </Fragment>
              ))}
              {estimate.minimums.map((line) => (
                <tr key={line.day} className="border-b" data-testid="minimum-line">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {t("wizard.summary.minimumLine", { date: formatDate(`${line.day}T12:00:00Z`, locale) })}{" "}
                    <span className="text-muted-foreground">
                      (+
                      <Duration minutes={line.minutes} />)
                    </span>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{money(line.amount, line.currency)}</td>
                </tr>
              ))}
              {estimate.extras.map((line) => (
                <tr key={line.extra} className="border-b">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {t("wizard.summary.extraLine", { name: t(EXTRA_LABEL_KEYS[line.extra]), legs: line.legs })}
                    {line.discount > 0 ? (
                      <span className="block text-xs text-success" data-testid={`discount-${line.extra}`}>
                        {t("membership.wizardDiscount", { percent: formatPercent(line.discount, locale) })}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{money(line.amount, line.currency)}</td>
                </tr>
              ))}
              {estimate.totals.map((total) => (
                <tr key={total.currency} className="font-semibold">
                  <th scope="row" className="py-1.5 text-left">
                    {t("wizard.summary.total")} ({total.currency})
                  </th>
                  <td className="py-1.5 text-right tabular-nums" data-testid={`total-${total.currency}`}>
                    {money(total.amount, total.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {estimate.jetName ? (
            <p className="text-sm text-muted-foreground">
              {estimate.rateBasis === "chosen"
                ? t("wizard.summary.rateChosen", { jet: estimate.jetName })
                : t("wizard.summary.rateCheapest", { jet: estimate.jetName })}
            </p>
          ) : null}
          {estimate.totals.length === 0 ? (
            <p className="text-sm">{t("wizard.summary.noTotal")}</p>
          ) : !estimate.complete ? (
            <p className="text-sm">{t("wizard.summary.incomplete")}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
