import { adminScreen } from "#app/components/admin/screen";
import { ArrowLeft, FileText } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/reservation-form";
import { HeldBackMoves, ReservationForm, StatusMove } from "#app/components/bookings/reservation-form-fields";
import { CustomerRequestsPanel } from "#app/components/customer-requests-panel";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { FormError } from "#app/components/ui/field";
import { RESERVATION_STATUS_LOOK, heldBackStatuses, offeredStatuses } from "#app/lib/domain/reservation-status";
import { parseForm } from "#app/lib/schemas/parse";
import {
  RESERVATION_INTENTS,
  departureOf,
  reservationFormSchemaIn,
  reservationStatusSchema,
  toReservationInput,
  zoneNameAt,
  type LegZoneNames,
  type LegZones,
  type ReservationFormActionData,
  type ReservationFormDefaults,
} from "#app/lib/schemas/reservation";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { refusal } from "#app/server/platform/action.server";
import { badRequest, notFound } from "#app/server/platform/http.server";
import { openRequestsOf } from "#app/server/bookings/customer-flight-changes.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import type { ServiceError } from "#app/server/platform/service-error.server";
import { estimatedArrival, formDefaults, formOptions, getReservation } from "#app/server/bookings/reservations.server";
import { changeReservationStatus, createReservation, updateReservation } from "#app/server/bookings/reservation-changes.server";
import { conversionDefaults } from "#app/server/bookings/reservation-conversion.server";
import { zonesOfRoute, zonesOfRouteId } from "#app/server/bookings/leg-times.server";
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
        // a request converted already leads to its reservation, any other refusal back to the requests
        throw await refusal(error, (refused) => {
          const converted = refused.code === "alreadyConverted" && refused.values.id;
          const target = converted ? `/admin/reservations/${refused.values.id}` : "/admin/quote-requests";
          return redirectWithToast(target, { type: "error", title: t("reservations.toasts.error"), description: t(refused.messageKey) });
        });
      }
    }
    const options = await formOptions({ customerId: defaults?.customer_id, routeId: defaults?.route_id, jetId: defaults?.jet_id || null });
    const zones = options.routes.find((r) => r.id === defaults?.route_id)?.zones ?? null;
    return {
      title: t("reservations.form.newPageTitle"),
      reservation: null,
      defaults,
      zoneNames: labelZoneNames(zones, defaults?.departure_datetime, defaults?.arrival_datetime),
      fromQuote,
      options,
      customerRequests: [],
      money: null,
    };
  }
  const reservation = await getReservation(params.reservationId);
  if (!reservation) return notFound("reservations.errors.notFound");
  const options = await formOptions(reservation);
  const zones = await zonesOfRoute(reservation.route);
  const defaults = formDefaults(reservation, zones);
  return {
    title: t("reservations.form.editPageTitle", { code: reservation.code }),
    reservation: {
      id: reservation.id,
      code: reservation.code,
      status: reservation.status,
      quoteRequestId: reservation.quoteRequestId,
      // a move is offered only when the server would make it (completion once landed, …); the others say why
      moves: offeredStatuses(reservation),
      heldBack: heldBackStatuses(reservation),
    },
    defaults,
    zoneNames: labelZoneNames(zones, defaults.departure_datetime, defaults.arrival_datetime),
    fromQuote: null,
    options,
    customerRequests: await openRequestsOf(reservation.id),
    // the balance, the option's deadline and the cancellation policy's cost now (decision 042)
    money: await reservationMoney(reservation.id),
  };
}

/** The zone names the labels of the page being rendered give (none without a route). */
function labelZoneNames(zones: LegZones | null, departure: unknown, arrival: unknown): LegZoneNames | undefined {
  return zones ? { departure: zoneNameAt(zones.departure, departure), arrival: zoneNameAt(zones.arrival, arrival) } : undefined;
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
  const explain = (error: ServiceError) => t(error.messageKey, error.values);

  if (id && !(await getReservation(id))) return notFound("reservations.errors.notFound");

  if (intent === "set-status") {
    const submission = parseForm(form, { schema: reservationStatusSchema });
    if (submission.status !== "success")
      return data({ formError: t("reservations.errors.transitionNotAllowed"), result: null }, { status: 400 });
    const { from, to } = submission.value;
    try {
      await changeReservationStatus({ ...actor, id: id!, from, to });
    } catch (error) {
      return refusal(error, (refused) =>
        redirectWithToast(self, { type: "error", title: t("reservations.toasts.error"), description: explain(refused) }),
      );
    }
    return redirectWithToast(self, {
      type: "success",
      title: t("reservations.toasts.success"),
      description: t("reservations.toasts.statusChanged", { status: t(RESERVATION_STATUS_LOOK[to].labelKey) }),
    });
  }

  // the times are read at the route's airports (decision 043); an unknown route is refused by the schema or the service
  const zones = await zonesOfRouteId(String(form.get("route_id") ?? ""));
  const zoneNames = labelZoneNames(zones, form.get("departure_datetime"), form.get("arrival_datetime"));
  const submission = parseForm(form, { schema: reservationFormSchemaIn(zones) });
  if (submission.status !== "success" || !zones) {
    const result =
      submission.status === "success"
        ? submission.reply({ fieldErrors: { route_id: [t("reservations.errors.route")] } })
        : submission.reply();
    return data<ReservationFormActionData>({ result, formError: t("reservations.toasts.saveFailed"), zoneNames }, { status: 400 });
  }
  // an empty arrival is the departure plus the jet's block time for the route (decision 036)
  const estimated = submission.value.arrival_datetime
    ? null
    : await estimatedArrival({
        routeId: submission.value.route_id,
        jetId: submission.value.jet_id ?? null,
        departure: departureOf(submission.value, zones),
      });
  if (!submission.value.arrival_datetime && !estimated) {
    const result = submission.reply({ fieldErrors: { route_id: [t("reservations.errors.route")] } });
    return data<ReservationFormActionData>({ result, formError: t("reservations.toasts.saveFailed"), zoneNames }, { status: 400 });
  }
  const value = toReservationInput(submission.value, zones, estimated);
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
    // the form shows translated texts: a refusal's text, with its values, next to its field or on top
    return refusal(error, (refused) => {
      const message = explain(refused);
      const result = refused.field ? submission.reply({ fieldErrors: { [refused.field]: [message] } }) : submission.reply();
      return data<ReservationFormActionData>(
        { result, formError: refused.field ? t("reservations.toasts.saveFailed") : message, zoneNames },
        { status: refused.status },
      );
    });
  }
}

// ───────────── component ─────────────

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
            {reservation.moves.length === 0 && reservation.heldBack.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("reservations.detail.noMoves")}</p>
            ) : null}
            {reservation.moves.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {reservation.moves.map((to) => (
                  <StatusMove key={to} from={reservation.status} to={to} />
                ))}
              </div>
            ) : null}
            <HeldBackMoves moves={reservation.heldBack} />
            <a
              href={`/admin/reservations/${reservation.id}/pdf`}
              download
              className={buttonVariants({ variant: "outline", className: "self-start" })}
            >
              <FileText aria-hidden="true" />
              {t("reservations.detail.pdf")}
            </a>
            <Link
              to={`/admin/reservations/${reservation.id}/manifest`}
              className={buttonVariants({ variant: "outline", className: "self-start" })}
            >
              {t("manifest.openStaff")}
            </Link>
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
          <ReservationForm
            reservation={reservation}
            defaults={loaderData.defaults}
            zoneNames={formData?.zoneNames ?? loaderData.zoneNames}
            options={loaderData.options}
            actionData={formData}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export const { meta, ErrorBoundary } = adminScreen({ homeHref: "/admin/reservations" });
