import type { Route } from "./+types/reservation-pdf";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { reservationPdf } from "#app/server/bookings/reservation-pdf.server";
import { getReservation } from "#app/server/bookings/reservations.server";

/** GET /admin/reservations/{id}/pdf: the reservation document (app/server/bookings/reservation-pdf.server.ts). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const reservation = await getReservation(params.reservationId);
  if (!reservation) return notFound("reservations.errors.notFound");
  const pdf = await reservationPdf(reservation, getT(context), { reader: "staff", locale: getLanguage(context) });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${reservation.code}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
