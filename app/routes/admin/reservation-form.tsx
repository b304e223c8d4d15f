import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { ArrowLeft, FileText } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import { Duration } from "#app/components/flight-card";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/reservation-form";
import { CustomerRequestsPanel } from "#app/components/customer-requests-panel";
import { ErrorView } from "#app/components/error-view";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import {
  INITIAL_STATUSES,
  RESERVATION_STATUS_LOOK,
  isEditable,
  offeredStatuses,
  type ReservationStatus,
} from "#app/lib/domain/reservation-status";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { CURRENCIES, parseLocalDateTime, toLocalDateTimeInput } from "#app/lib/format";
import { parseForm } from "#app/lib/schemas/parse";
import {
  RESERVATION_INTENTS,
  RESERVATION_LIMITS,
  reservationFormSchema,
  reservationStatusSchema,
  toReservationInput,
  type ReservationFormActionData,
  type ReservationFormDefaults,
} from "#app/lib/schemas/reservation";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { badRequest, notFound } from "#app/server/platform/http.server";
import { openRequestsOf } from "#app/server/bookings/customer-flights.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import {
  ReservationError,
  changeReservationStatus,
  conversionDefaults,
  createReservation,
  estimatedArrival,
  formDefaults,
  formOptions,
  getReservation,
  updateReservation,
} from "#app/server/bookings/reservations.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { reservationMoney } from "#app/server/money/balance.server";
import { ReservationMoneyPanel } from "#app/components/money/reservation-money";

/**
 * One reservation's form, serving two routes: `admin-reservation-new` (/admin/reservations/new, intent
 * create; `?quote_request_id=` prefills it from an accepted request and its approved quote) and
 * `admin-reservation-edit` (/admin/reservations/{id}: intents update and set-status). Every change is a
 * plain form post (post → redirect → toast), so the page works without JavaScript.
 */
const NEW_INTENTS = ["create"] as const satisfies readonly (typeof RESERVATION_INTENTS)[number][];
const EDIT_INTENTS = ["update", "set-status"] as const satisfies readonly (typeof RESERVATION_INTENTS)[number][];

/** The POST intents each of this module's routes answers. */
export const intents = { "admin-reservation-new": NEW_INTENTS, "admin-reservation-edit": EDIT_INTENTS } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  if (!params.reservationId) {
    const requestId = pageUrl(request).searchParams.get("quote_request_id");
    let defaults: ReservationFormDefaults | undefined;
    let fromQuote: string | null = null;
    if (requestId) {
      try {
        const converted = await conversionDefaults(requestId);
        defaults = converted.defaults;
        fromQuote = converted.label;
      } catch (error) {
        if (!(error instanceof ReservationError)) throw error;
        if (error.status === 404) notFound(error.messageKey);
        const target =
          error.code === "alreadyConverted" && error.values.id ? `/admin/reservations/${error.values.id}` : "/admin/quote-requests";
        throw await redirectWithToast(target, { type: "error", title: t("reservations.toasts.error"), description: t(error.messageKey) });
      }
    }
    const options = await formOptions({ customerId: defaults?.customer_id, routeId: defaults?.route_id, jetId: defaults?.jet_id || null });
    return {
      title: t("reservations.form.newPageTitle"),
      reservation: null,
      defaults,
      fromQuote,
      options,
      customerRequests: [],
      money: null,
    };
  }
  const reservation = await getReservation(params.reservationId);
  if (!reservation) return notFound("reservations.errors.notFound");
  const options = await formOptions(reservation);
  return {
    title: t("reservations.form.editPageTitle", { code: reservation.code }),
    reservation: {
      id: reservation.id,
      code: reservation.code,
      status: reservation.status,
      quoteRequestId: reservation.quoteRequestId,
      // completion is offered only once the flight has landed
      moves: offeredStatuses(reservation),
    },
    defaults: formDefaults(reservation),
    fromQuote: null,
    options,
    customerRequests: await openRequestsOf(reservation.id),
    // the balance, the option's deadline and the cancellation policy's cost now (decision 042)
    money: await reservationMoney(reservation.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = params.reservationId;
  const allowed: readonly string[] = id ? EDIT_INTENTS : NEW_INTENTS;
  if (!allowed.includes(intent)) badRequest();
  const self = id ? `/admin/reservations/${id}` : "/admin/reservations/new";
  const actor = { actorId: user.id, ip: clientIp(context) };
  const explain = (error: ReservationError) => t(error.messageKey, error.values);

  if (id && !(await getReservation(id))) return notFound("reservations.errors.notFound");

  if (intent === "set-status") {
    const submission = parseForm(form, { schema: reservationStatusSchema });
    if (submission.status !== "success")
      return data({ formError: t("reservations.errors.transitionNotAllowed"), result: null }, { status: 400 });
    const { from, to } = submission.value;
    try {
      await changeReservationStatus({ ...actor, id: id!, from, to });
    } catch (error) {
      if (!(error instanceof ReservationError)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      return redirectWithToast(self, { type: "error", title: t("reservations.toasts.error"), description: explain(error) });
    }
    return redirectWithToast(self, {
      type: "success",
      title: t("reservations.toasts.success"),
      description: t("reservations.toasts.statusChanged", { status: t(RESERVATION_STATUS_LOOK[to].labelKey) }),
    });
  }

  const submission = parseForm(form, { schema: reservationFormSchema });
  if (submission.status !== "success") {
    return data<ReservationFormActionData>({ result: submission.reply(), formError: t("reservations.toasts.saveFailed") }, { status: 400 });
  }
  // an empty arrival is the departure plus the jet's block time for the route (decision 036)
  const estimated = submission.value.arrival_datetime
    ? null
    : await estimatedArrival({
        routeId: submission.value.route_id,
        jetId: submission.value.jet_id ?? null,
        departure: parseLocalDateTime(submission.value.departure_datetime)!,
      });
  if (!submission.value.arrival_datetime && !estimated) {
    const result = submission.reply({ fieldErrors: { route_id: [t("reservations.errors.route")] } });
    return data<ReservationFormActionData>({ result, formError: t("reservations.toasts.saveFailed") }, { status: 400 });
  }
  const value = toReservationInput(submission.value, estimated);
  try {
    if (intent === "create") {
      const created = await createReservation({ ...actor, value, status: submission.value.status });
      return redirectWithToast(`/admin/reservations/${created.id}`, {
        type: "success",
        title: t("reservations.toasts.success"),
        description: t("reservations.toasts.created"),
      });
    }
    await updateReservation({ ...actor, id: id!, value });
    return redirectWithToast(self, {
      type: "success",
      title: t("reservations.toasts.success"),
      description: t("reservations.toasts.updated"),
    });
  } catch (error) {
    if (!(error instanceof ReservationError)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    const message = explain(error);
    const result = error.field ? submission.reply({ fieldErrors: { [error.field]: [message] } }) : submission.reply();
    return data<ReservationFormActionData>(
      { result, formError: error.field ? t("reservations.toasts.saveFailed") : message },
      { status: error.status },
    );
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function ReservationForm({ loaderData, actionData }: { loaderData: LoaderData; actionData?: ReservationFormActionData }) {
  const { t, i18n } = useTranslation();
  const { reservation, defaults, options } = loaderData;
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
    onValidate: ({ formData }) => parseForm(formData, { schema: reservationFormSchema }),
  });
  // the arrival an empty field stands for: departure + the jet's block time for the route (decision 036); with
  // JavaScript it is filled in as the jet, route and departure are chosen, unless staff typed their own
  const route = options.routes.find((r) => r.id === fields.route_id.value);
  const jet = options.jets.find((j) => j.id === fields.jet_id.value) ?? null;
  const blockMinutes = route ? estimatedBlockMinutesFor(route.distanceKm, jet) : null;
  const departure = typeof fields.departure_datetime.value === "string" ? parseLocalDateTime(fields.departure_datetime.value) : null;
  const suggested = departure && blockMinutes ? toLocalDateTimeInput(new Date(departure.getTime() + blockMinutes * 60_000)) : null;
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
  const err = (errors: string[] | undefined, max?: number) => errors?.map((e) => (i18n.exists(e) ? t(e, { max }) : e));
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
          label={t("reservations.form.departure")}
          htmlFor={fields.departure_datetime.id}
          error={err(fields.departure_datetime.errors)}
          required
        >
          <Input
            {...getInputProps(fields.departure_datetime, { type: "datetime-local" })}
            {...fieldAria(fields.departure_datetime)}
            step={60}
          />
        </Field>
        <Field
          label={t("reservations.form.arrival")}
          htmlFor={fields.arrival_datetime.id}
          error={err(fields.arrival_datetime.errors)}
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
          error={err(fields.special_requests.errors, RESERVATION_LIMITS.specialRequests)}
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

function StatusMove({ from, to }: { from: ReservationStatus; to: ReservationStatus }) {
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

export default function ReservationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { reservation, fromQuote } = loaderData;
  const formData = actionData && "result" in actionData && actionData.result ? (actionData as ReservationFormActionData) : undefined;
  const statusError = actionData && !formData ? actionData.formError : null;
  return (
    <div className="flex w-full max-w-4xl flex-col gap-6">
      <Link to="/admin/reservations" className={buttonVariants({ variant: "ghost", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t("reservations.form.back")}
      </Link>
      {reservation ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex flex-wrap items-center gap-3">
              {t("reservations.detail.statusTitle")}
              <StatusBadge look={RESERVATION_STATUS_LOOK[reservation.status]} />
            </CardTitle>
            <CardDescription>{t("reservations.detail.statusDescription")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {statusError ? <FormError title={t("reservations.toasts.error")} message={statusError} /> : null}
            {reservation.moves.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("reservations.detail.noMoves")}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {reservation.moves.map((to) => (
                  <StatusMove key={to} from={reservation.status} to={to} />
                ))}
              </div>
            )}
            <a
              href={`/admin/reservations/${reservation.id}/pdf`}
              download
              className={buttonVariants({ variant: "outline", className: "self-start" })}
            >
              <FileText aria-hidden="true" />
              {t("reservations.detail.pdf")}
            </a>
            {reservation.quoteRequestId ? <p className="text-xs text-muted-foreground">{t("reservations.form.quoteLink")}</p> : null}
          </CardContent>
        </Card>
      ) : null}
      {loaderData.money ? <ReservationMoneyPanel money={loaderData.money} /> : null}
      {reservation ? <CustomerRequestsPanel reservationId={reservation.id} requests={loaderData.customerRequests} /> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {reservation ? t("reservations.form.editTitle", { code: reservation.code }) : t("reservations.form.newTitle")}
          </CardTitle>
          <CardDescription>
            {fromQuote ? t("reservations.form.fromQuote", { label: fromQuote }) : t("reservations.form.description")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ReservationForm loaderData={loaderData} actionData={formData} />
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin/reservations" />;
}
