import { formatPrice, type Currency } from "#app/lib/format";
import { legTimesIn, placeText } from "#app/server/bookings/leg-times.server";
import { cityTimeZone } from "#app/lib/airports";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import type { Tx } from "./balance.server";

/**
 * The customer's e-mails about money (decision 042): a payment received, a refund sent, and the confirmation an
 * option gets when its deposit is in. Each is queued in the change's transaction. A departure is given at its
 * airport, with the zone's name (decision 043): a flight from Nice leaves at Nice's clock.
 */
export const mailReservationSelect = {
  departureDatetime: true,
  arrivalDatetime: true,
  route: { select: { departureCity: true, arrivalCity: true } },
  customer: { select: { email: true, firstName: true, lastName: true } },
} as const;

interface MailReservation {
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  route: { departureCity: string; arrivalCity: string };
  customer: { email: string; firstName: string };
}

/**
 * "12.04.2027 13:00 CET": a reservation's departure at its departure airport and its arrival at its arrival
 * airport ("—" for none). By the route's cities only: these mails are written inside the change's transaction.
 */
export function timesAtAirports(reservation: Pick<MailReservation, "departureDatetime" | "arrivalDatetime" | "route">) {
  const zones = {
    departure: cityTimeZone(reservation.route.departureCity) ?? "",
    arrival: cityTimeZone(reservation.route.arrivalCity) ?? "",
  };
  const times = legTimesIn(zones, reservation.departureDatetime, reservation.arrivalDatetime);
  return { departure: placeText(times.departure), arrival: placeText(times.arrival) };
}

/**
 * The payment link the customer's e-mails carry (decision 045): their flight's page, where a deposit or the balance
 * is paid by card. The "option held" and "option deadline approaching" e-mails both use it.
 */
export function flightPaymentUrl(baseUrl: string, reservationId: string): string {
  return `${baseUrl}/dashboard/flights/${reservationId}`;
}

/** The customer's e-mail values of a payment or a refund. */
function mailValues(amount: string, currency: Currency, reference: string | null, reservation: MailReservation | null) {
  return {
    name: reservation?.customer.firstName ?? null,
    amount: formatPrice(amount, currency),
    route: reservation ? `${reservation.route.departureCity} → ${reservation.route.arrivalCity}` : null,
    date: reservation ? timesAtAirports(reservation).departure : null,
    reference,
  };
}

interface MailPayment {
  currency: Currency;
  transactionReference: string | null;
  reservation: MailReservation | null;
}

/** "Your payment was received", to the reservation's customer (none for a payment without one). */
export async function mailPaymentReceived(tx: Tx, amount: string, payment: MailPayment) {
  const email = payment.reservation?.customer.email;
  if (!email) return;
  const mail = await composeEmail(
    "paymentReceived",
    mailValues(amount, payment.currency, payment.transactionReference, payment.reservation),
  );
  await queueEmail({ to: email, ...mail, template: "payment-paid" }, tx);
}

/** "Your payment was refunded", to the reservation's customer (none for a payment without one). */
export async function mailRefund(tx: Tx, amount: string, payment: MailPayment) {
  const email = payment.reservation?.customer.email;
  if (!email) return;
  const mail = await composeEmail(
    "paymentRefunded",
    mailValues(amount, payment.currency, payment.transactionReference, payment.reservation),
  );
  await queueEmail({ to: email, ...mail, template: "payment-refunded" }, tx);
}
