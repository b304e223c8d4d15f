import { ArrowLeft, ArrowRight, Info, Plus, Send } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Fragment } from "react";
import { Link } from "#app/components/link";
import type { Route } from "./+types/reservation";
import { ErrorView } from "#app/components/error-view";
import { ErrorSummary } from "#app/components/form-feedback";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { AIRPORT_CITIES, cityName } from "#app/lib/airports";
import { EXTRA_LABEL_KEYS, EXTRA_PRICES, EXTRAS_CURRENCY, WIZARD_EXTRAS } from "#app/lib/domain/pricing";
import { formatDate, formatPercent, formatPrice, todayInIstanbul, type Currency } from "#app/lib/format";
import { Duration } from "#app/components/flight-card";
import { fromPlace } from "#app/lib/turkish-suffix";
import { maxDepartureDate, SPECIAL_REQUESTS_MAX } from "#app/lib/schemas/flight-request";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import {
  createWizardSchema,
  draftFromQuery,
  EMPTY_LEG,
  FLIGHT_TYPES,
  isTicked,
  MAX_EXTRA_LEGS,
  parseStep,
  readDraft,
  WIZARD_INTENTS,
  WIZARD_PASSENGERS,
  type WizardDraft,
  type WizardIntent,
  type WizardStep,
} from "#app/lib/schemas/reservation-wizard";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import {
  confirmWizard,
  checkChosenJet,
  estimateWizard,
  newDraftKey,
  pickedRoute,
  popularRoutes,
  WizardError,
  wizardJets,
  type WizardEstimate,
} from "#app/server/bookings/reservation-wizard.server";
import { customerTier } from "#app/server/service/membership.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Customer → reservation wizard (spec §2.20, §4, §5; decision 017), three steps that work without JavaScript:
 * every step is a POST carrying the whole draft (hidden fields), checked by the server up to the step being
 * left. (1) flight: popular routes, cities matched to our airports, one-way / round trip / multi-city, dates,
 * passengers 1-20, optional jet; (2) add-ons and special requests; (3) summary with the estimate of
 * app/lib/domain/pricing.ts. Confirm writes one quote request per leg (once per draft) and goes to
 * /dashboard/requests. A GET prefills step 1 from `from`, `to`, `passengers`, `jetId`, `catering`, `groundTransport`.
 */
export const INTENTS = WIZARD_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const [popular, jets] = await Promise.all([popularRoutes(), wizardJets()]);
  return {
    title: getT(context)("wizard.pageTitle"),
    popular,
    jets,
    linked: !!user.profile.customerId,
    draft: draftFromQuery(pageUrl(request)),
    today: todayInIstanbul(),
  };
}

type Errors = Record<string, string[]>;

export interface WizardActionData {
  step: WizardStep;
  draft: WizardDraft;
  errors: Errors;
  formError: string | null;
  estimate: WizardEstimate | null;
  /** values of the field errors' texts (e.g. the jets that can fly a trip the chosen one cannot) */
  errorValues?: Record<string, string>;
  /** changes with every answer, so the form's fields start from the answer's draft */
  nonce: string;
}

const STEP_TWO_FIELDS = new Set<string>(WIZARD_EXTRAS as readonly string[]).add("special_requests");

/** The step on which a refused field is shown. */
function stepOfField(field: string): WizardStep {
  if (field === "idempotency_key" || field === "step" || field === "intent") return 3;
  return STEP_TWO_FIELDS.has(field) ? 2 : 1;
}

function answer(payload: Omit<WizardActionData, "nonce">, status = 200) {
  return data<WizardActionData>({ ...payload, nonce: crypto.randomUUID() }, { status });
}

function readIntent(form: FormData): WizardIntent | null {
  const raw = form.get("intent") || (form.get("pick_route") !== null ? "pick-route" : null);
  return typeof raw === "string" && (WIZARD_INTENTS as readonly string[]).includes(raw) ? (raw as WizardIntent) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const form = await request.formData();
  const draft = readDraft(form);
  const intent = readIntent(form);
  const step = parseStep(form.get("step"));
  const refuse = (errors: Errors, formError: string | null = null, at?: WizardStep) => {
    const fields = Object.keys(errors);
    const shown = at ?? (fields.length > 0 ? (Math.min(...fields.map(stepOfField)) as WizardStep) : (step ?? 1));
    return answer({ step: shown, draft, errors, formError: formError ?? t("wizard.errors.formTitle"), estimate: null }, 400);
  };
  if (!intent) return refuse({ intent: ["wizard.errors.intent"] }, t("wizard.errors.intent"), step ?? 1);
  if (!step) return refuse({ step: ["wizard.errors.step"] }, t("wizard.errors.step"), 1);

  if (intent === "back") {
    return answer({ step: Math.max(1, step - 1) as WizardStep, draft, errors: {}, formError: null, estimate: null });
  }
  if (intent === "pick-route") {
    const id = form.get("pick_route");
    const route = isUuid(id) ? await pickedRoute(id) : null;
    if (!route) return refuse({ pick_route: ["validation.invalidChoice"] }, null, 1);
    return answer({
      step: 1,
      draft: { ...draft, departure_city: route.departureCity, arrival_city: route.arrivalCity },
      errors: {},
      formError: null,
      estimate: null,
    });
  }
  if (intent === "add-leg") {
    const legs = draft.legs.length < MAX_EXTRA_LEGS ? [...draft.legs, { ...EMPTY_LEG }] : draft.legs;
    return answer({ step: 1, draft: { ...draft, flight_type: "multi_city", legs }, errors: {}, formError: null, estimate: null });
  }

  // continue and confirm check every step up to the one being left
  const upTo: WizardStep = intent === "confirm" ? 3 : (Math.min(step, 2) as WizardStep);
  const submission = parseForm(form, { schema: createWizardSchema({ upTo }) });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => !!e[1]?.length));
    return refuse(errors);
  }
  const value = submission.value;
  let estimate: WizardEstimate;
  try {
    // the customer's membership tier takes its catering discount off the estimate (decision 023)
    estimate = await estimateWizard(value, (await customerTier(user.profile.customerId)).cateringDiscount);
  } catch (error) {
    if (error instanceof WizardError && error.code === "jetOutOfRange") {
      // the refusal names the jets that can fly the trip, or says there is none
      const key = error.ableJets.length > 0 ? error.messageKey : "wizard.errors.jetOutOfRangeNone";
      return answer(
        {
          step: 1,
          draft,
          errors: { jet_id: [key] },
          errorValues: { jets: error.ableJets.join(", ") },
          formError: t("wizard.errors.formTitle"),
          estimate: null,
        },
        400,
      );
    }
    if (error instanceof WizardError && error.field) return refuse({ [error.field]: [error.messageKey] });
    throw error;
  }

  if (intent === "continue") {
    const key = isUuid(draft.idempotency_key) ? draft.idempotency_key : newDraftKey();
    const next = Math.min(3, step + 1) as WizardStep;
    return answer({
      step: next,
      draft: { ...draft, idempotency_key: key },
      errors: {},
      formError: null,
      estimate: next === 3 ? estimate : null,
    });
  }

  // confirm
  try {
    await checkChosenJet(value.jet_id, value.passenger_count);
    const result = await confirmWizard({
      user,
      value: { ...value, idempotency_key: value.idempotency_key! },
      ip: clientIp(context),
      language: getLanguage(context),
      baseUrl: publicBaseUrl(),
    });
    return redirectWithToast("/dashboard/requests", {
      type: "success",
      title: t("wizard.toasts.successTitle"),
      description: result.created ? t("wizard.toasts.created", { count: result.quoteRequestIds.length }) : t("wizard.toasts.already"),
    });
  } catch (error) {
    if (!(error instanceof WizardError)) throw error;
    if (error.field) return refuse({ [error.field]: [error.messageKey] });
    return answer({ step: 3, draft, errors: {}, formError: t(error.messageKey), estimate }, error.status);
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function Hidden({ name, value }: { name: string; value: string }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

/** The draft's fields that are not on the step shown, so every POST carries the whole draft. */
function CarriedFields({ draft, step }: { draft: WizardDraft; step: WizardStep }) {
  return (
    <>
      <Hidden name="idempotency_key" value={draft.idempotency_key} />
      {step !== 1 ? (
        <>
          <Hidden name="flight_type" value={draft.flight_type} />
          <Hidden name="departure_city" value={draft.departure_city} />
          <Hidden name="arrival_city" value={draft.arrival_city} />
          <Hidden name="departure_date" value={draft.departure_date} />
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

function Stepper({ step }: { step: WizardStep }) {
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

function StepOne({
  draft,
  errors,
  errorValues,
  loaderData,
}: {
  draft: WizardDraft;
  errors: Errors;
  errorValues: Record<string, string>;
  loaderData: LoaderData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const err = (name: string) => errors[name]?.map((key) => t(key, { max: SPECIAL_REQUESTS_MAX, ...errorValues }));
  const min = loaderData.today;
  const max = maxDepartureDate(loaderData.today);
  const legRows = draft.legs.length > 0 ? draft.legs : [EMPTY_LEG];
  const flightType = (FLIGHT_TYPES as readonly string[]).includes(draft.flight_type) ? draft.flight_type : "one_way";
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
        <Field label={t("wizard.fields.departureDate")} htmlFor="departure_date" error={err("departure_date")} required>
          {(control) => <Input {...control} type="date" name="departure_date" min={min} max={max} defaultValue={draft.departure_date} />}
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

function StepTwo({ draft, errors }: { draft: WizardDraft; errors: Errors }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const err = (name: string) => errors[name]?.map((key) => t(key, { max: SPECIAL_REQUESTS_MAX }));
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

function StepThree({ draft, estimate, loaderData }: { draft: WizardDraft; estimate: WizardEstimate | null; loaderData: LoaderData }) {
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

const FIELD_LABELS: Record<string, string> = {
  flight_type: "wizard.fields.flightType",
  departure_city: "wizard.fields.departureCity",
  arrival_city: "wizard.fields.arrivalCity",
  departure_date: "wizard.fields.departureDate",
  return_date: "wizard.fields.returnDate",
  passenger_count: "wizard.fields.passengers",
  jet_id: "wizard.fields.jet",
  pick_route: "wizard.popular.title",
  special_requests: "wizard.fields.specialRequests",
  ...EXTRA_LABEL_KEYS,
};

export default function ReservationWizard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = (actionData as WizardActionData | undefined) ?? {
    step: 1 as WizardStep,
    draft: loaderData.draft,
    errors: {} as Errors,
    formError: null,
    estimate: null,
    nonce: "start",
  };
  const { step, draft, errors, formError, estimate } = state;
  const errorValues = state.errorValues ?? {};
  const busy = useIsPending();
  const confirming = useIsPending({ intent: "confirm" });
  const titles = [t("wizard.steps.one"), t("wizard.steps.two"), t("wizard.steps.three")];
  const summaryItems = Object.entries(errors)
    .filter(([name]) => !["intent", "step", "idempotency_key"].includes(name))
    .map(([name, messages]) => ({
      id: name.replace(/\[(\d+)\]\./, "-$1-"),
      label: t(FIELD_LABELS[name.replace(/^legs\[\d+\]\./, "")] ?? "wizard.fields.legs"),
      messages: messages.map((key) => t(key, { max: SPECIAL_REQUESTS_MAX, ...errorValues })),
    }));
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start")}>
          <ArrowLeft aria-hidden="true" />
          {t("wizard.catalogue.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("wizard.title")}</h1>
        <p className="text-muted-foreground">{t("wizard.description")}</p>
      </div>
      <Stepper step={step} />
      {!loaderData.linked ? (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-info/30 bg-info/10 p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
          <p>{t("wizard.notLinked")}</p>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-xl">
            {titles[step - 1]}
          </CardTitle>
          <CardDescription>{t("wizard.steps.step", { step })}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" key={state.nonce} noValidate className="flex flex-col gap-6" aria-label={t("wizard.title")}>
            {formError ? <FormError title={t("wizard.errorTitle")} message={formError} /> : null}
            <ErrorSummary items={summaryItems} />
            <input type="hidden" name="step" value={step} />
            <CarriedFields draft={draft} step={step} />
            {step === 1 ? <StepOne draft={draft} errors={errors} errorValues={errorValues} loaderData={loaderData} /> : null}
            {step === 2 ? <StepTwo draft={draft} errors={errors} /> : null}
            {step === 3 ? <StepThree draft={draft} estimate={estimate} loaderData={loaderData} /> : null}
            {/* the first submit button is the one Enter presses: continue (or confirm), then back */}
            <div className="flex flex-row-reverse flex-wrap items-center justify-between gap-3 border-t pt-4">
              {step < 3 ? (
                <Button type="submit" name="intent" value="continue" disabled={busy}>
                  {t("wizard.continue")}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" name="intent" value="confirm" disabled={busy || !loaderData.linked}>
                  <Send aria-hidden="true" />
                  {confirming ? t("wizard.sending") : t("wizard.confirm")}
                </Button>
              )}
              {step > 1 ? (
                <Button type="submit" name="intent" value="back" variant="outline" formNoValidate disabled={busy}>
                  <ArrowLeft aria-hidden="true" />
                  {t("wizard.back")}
                </Button>
              ) : (
                <span />
              )}
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
