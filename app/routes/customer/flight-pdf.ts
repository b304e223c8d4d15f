import type { Route } from "./+types/flight-pdf";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { reservationDocument } from "#app/server/bookings/reservation-document.server";
import { documentResponse } from "#app/server/documents.server";
import { getReservation } from "#app/server/bookings/reservations.server";

/**
 * GET /dashboard/flights/{id}/pdf: the customer's own reservation document — the same document staff download
 * (app/server/bookings/reservation-pdf.server.ts). Another customer's reservation is 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const customerId = user.profile.customerId;
  const reservation = customerId ? await getReservation(params.reservationId) : null;
  if (!reservation || reservation.customerId !== customerId) return notFound("myFlights.errors.notFound");
  const locale = getLanguage(context);
  return documentResponse("reservation", () => reservationDocument(reservation, { reader: "customer", locale }), {
    locale,
    t: getT(context),
    fileName: `${reservation.code}.pdf`,
  });
}
