import type { Route } from "./+types/reservation-pdf";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { reservationDocument } from "#app/server/bookings/reservation-document.server";
import { documentResponse } from "#app/server/documents.server";
import { getReservation } from "#app/server/bookings/reservations.server";

/** GET /admin/reservations/{id}/pdf: the reservation document (app/server/bookings/reservation-pdf.server.ts). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const reservation = await getReservation(params.reservationId);
  if (!reservation) return notFound("reservations.errors.notFound");
  const locale = getLanguage(context);
  return documentResponse("reservation", () => reservationDocument(reservation, { reader: "staff", locale }), {
    locale,
    t: getT(context),
    fileName: `${reservation.code}.pdf`,
  });
}
