import { data, redirect } from "react-router";
import type { Route } from "./+types/reservation-requests";
import { parseForm } from "#app/lib/schemas/parse";
import { resolveRequestSchema, STAFF_REQUEST_INTENTS } from "#app/lib/schemas/customer-flight";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { resolveRequest } from "#app/server/bookings/customer-flight-changes.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { getReservation } from "#app/server/bookings/reservations.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * POST /admin/reservations/{id}/requests: staff mark a customer's cancellation or change request answered
 * (the panel on the reservation page). A conditional update: a repeated click changes nothing twice.
 */
export const intents = STAFF_REQUEST_INTENTS;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect(`/admin/reservations/${encodeURIComponent(params.reservationId)}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const reservation = await getReservation(params.reservationId);
  if (!reservation) return notFound("reservations.errors.notFound");
  const t = getT(context);
  const submission = parseForm(await request.formData(), { schema: resolveRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const done = await resolveRequest({
    actorId: user.id,
    ip: clientIp(context),
    reservationId: reservation.id,
    requestId: submission.value.request_id,
  });
  return redirectWithToast(`/admin/reservations/${reservation.id}`, {
    type: done ? "success" : "info",
    title: t(done ? "myFlights.toasts.successTitle" : "myFlights.toasts.errorTitle"),
    description: t(done ? "myFlights.staff.resolved" : "myFlights.staff.alreadyResolved"),
  });
}
