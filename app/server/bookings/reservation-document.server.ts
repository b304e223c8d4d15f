import { reservationMoney } from "#app/server/money/balance.server";
import { legTimesOfOne } from "#app/server/bookings/leg-times.server";
import type { PdfReader, ReservationDocumentInput } from "#app/server/bookings/reservation-pdf.server";
import type { ReservationDetail } from "#app/server/bookings/reservations.server";

/**
 * What the reservation document shows, read on the main thread (its times at each airport, its balance and
 * terms): plain values for the render pool's thread that draws it (reservation-pdf.server.ts, decision 057).
 */
export async function reservationDocument(
  reservation: ReservationDetail,
  reader: PdfReader,
  now: Date = new Date(),
): Promise<ReservationDocumentInput> {
  const [times, money] = await Promise.all([legTimesOfOne(reservation), reservationMoney(reservation.id, now)]);
  return { reservation, times, money, now, ...reader };
}
