import { ArrowLeft, ArrowRight, Info, Send } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/reservation";
import { ErrorView } from "#app/components/error-view";
import { StepOne } from "#app/components/bookings/wizard-step-one";
import { CarriedFields, Stepper, StepThree, StepTwo, type Errors } from "#app/components/bookings/wizard-steps";
import { ErrorSummary } from "#app/components/form-feedback";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { FormError } from "#app/components/ui/field";
import { WIZARD_EXTRAS } from "#app/lib/domain/pricing";
import { EXTRA_LABEL_KEYS } from "#app/lib/domain/extra-labels";
import { todayInIstanbul } from "#app/lib/format";
import { SPECIAL_REQUESTS_MAX } from "#app/lib/schemas/flight-request";
import { isUuid } from "#app/lib/schemas/fields";
import { fieldErrorText } from "#app/lib/schemas/message";
import { parseForm } from "#app/lib/schemas/parse";
import {
  createWizardSchema,
  draftFromQuery,
  EMPTY_LEG,
  MAX_EXTRA_LEGS,
  parseStep,
  readDraft,
  WIZARD_INTENTS,
  type WizardDraft,
  type WizardIntent,
  type WizardStep,
} from "#app/lib/schemas/reservation-wizard";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import { messageOf, refusal } from "#app/server/platform/action.server";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import {
  confirmWizard,
  checkChosenJet,
  estimateWizard,
  newDraftKey,
  pickedRoute,
  popularRoutes,
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

export interface WizardActionData {
  step: WizardStep;
  draft: WizardDraft;
  errors: Errors;
  formError: string | null;
  estimate: WizardEstimate | null;
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
  /**
   * A service's refusal: next to its field (its message carries the values it names, such as the jets that can fly
   * a trip the chosen one cannot), else on top of the summary at its own status.
   */
  const refused = (error: unknown, estimate: WizardEstimate | null) =>
    refusal(error, (why) =>
      why.field
        ? refuse({ [why.field]: [messageOf(why)] })
        : answer({ step: 3, draft, errors: {}, formError: t(why.messageKey, why.values), estimate }, why.status),
    );
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
    return refused(error, null);
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
    return refused(error, estimate);
  }
}

// ───────────── component ─────────────

const FIELD_LABELS: Record<string, string> = {
  flight_type: "wizard.fields.flightType",
  departure_city: "wizard.fields.departureCity",
  arrival_city: "wizard.fields.arrivalCity",
  departure_date: "wizard.fields.departureDate",
  departure_time: "site.request.departureTime",
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
  const busy = useIsPending();
  const confirming = useIsPending({ intent: "confirm" });
  const titles = [t("wizard.steps.one"), t("wizard.steps.two"), t("wizard.steps.three")];
  const summaryItems = Object.entries(errors)
    .filter(([name]) => !["intent", "step", "idempotency_key"].includes(name))
    .map(([name, messages]) => ({
      id: name.replace(/\[(\d+)\]\./, "-$1-"),
      label: t(FIELD_LABELS[name.replace(/^legs\[\d+\]\./, "")] ?? "wizard.fields.legs"),
      messages: messages.map((key) => fieldErrorText(key, t, SPECIAL_REQUESTS_MAX)),
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
            {step === 1 ? <StepOne draft={draft} errors={errors} loaderData={loaderData} /> : null}
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
