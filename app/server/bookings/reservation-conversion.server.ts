import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { placeDateTimeInput } from "#app/lib/format";
import { legTimesIn, zonesOfRoute } from "./leg-times.server";
import type { ReservationFormDefaults } from "#app/lib/schemas/reservation";
import { isUuid } from "#app/lib/schemas/fields";
import { db } from "#app/server/platform/db/client.server";
import { ReservationError, type Tx, amountInput } from "./reservations.server";

/** A reservation from an accepted quote request: the form's defaults from its approved quote, converted once. */

// ───────────── from an accepted quote request ─────────────

/** The request must be accepted, have an approved quote, and not have been converted yet. */
export async function checkConvertible(tx: Tx, requestId: string) {
  const request = await tx.quoteRequest.findUnique({
    where: { id: requestId },
    select: {
      status: true,
      reservation: { select: { id: true } },
      brokerQuotes: { where: { status: "approved" }, select: { id: true }, take: 1 },
    },
  });
  if (!request) throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
  if (request.reservation) throw new ReservationError("alreadyConverted", 409, "quote_request_id", { id: request.reservation.id });
  if (request.status !== "accepted" || request.brokerQuotes.length === 0)
    throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
}

/**
 * The new-reservation form prefilled from an accepted request and its approved quote: customer, route,
 * departure (and an arrival estimated from the route's distance), passengers, special requests, price,
 * currency and the offered jet. Throws when the request cannot (or can no longer) be converted.
 */
export async function conversionDefaults(requestId: string): Promise<{ defaults: ReservationFormDefaults; label: string }> {
  if (!isUuid(requestId)) throw new ReservationError("quoteNotConvertible", 404);
  const request = await db().quoteRequest.findUnique({
    where: { id: requestId.toLowerCase() },
    select: {
      id: true,
      status: true,
      customerId: true,
      routeId: true,
      passengerCount: true,
      departureDatetime: true,
      specialRequests: true,
      reservation: { select: { id: true } },
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true, distanceKm: true } },
      brokerQuotes: {
        where: { status: "approved" },
        select: {
          quotedPrice: true,
          currency: true,
          jetOfferedId: true,
          jetOffered: { select: { category: true, rangeKm: true, cruiseKmh: true } },
        },
        take: 1,
      },
    },
  });
  if (!request) throw new ReservationError("quoteNotConvertible", 404);
  if (request.reservation) throw new ReservationError("alreadyConverted", 409, "quote_request_id", { id: request.reservation.id });
  const quote = request.brokerQuotes[0];
  if (request.status !== "accepted" || !quote) throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
  // the offered jet's block time on the route (a midsize jet's without one), by the charter engine (decision 036)
  const block = estimatedBlockMinutesFor(request.route.distanceKm, quote.jetOffered);
  const arrival = new Date(request.departureDatetime.getTime() + block * 60_000);
  // each time as the wall clock at its airport, as the form reads it (decision 043)
  const times = legTimesIn(await zonesOfRoute(request.route), request.departureDatetime, arrival);
  return {
    label: `${request.customer.firstName} ${request.customer.lastName} · ${request.route.departureCity} → ${request.route.arrivalCity}`,
    defaults: {
      customer_id: request.customerId,
      route_id: request.routeId,
      jet_id: quote.jetOfferedId ?? "",
      departure_datetime: placeDateTimeInput(times.departure),
      arrival_datetime: placeDateTimeInput(times.arrival),
      passenger_count: String(request.passengerCount),
      special_requests: request.specialRequests ?? "",
      total_amount: amountInput(quote.quotedPrice.toString()),
      currency: quote.currency,
      quote_request_id: request.id,
    },
  };
}

/** The reservation each of these quote requests was converted into (one indexed look-up of just these ids). */
export async function reservationsOfRequests(requestIds: string[]): Promise<Map<string, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db().reservation.findMany({
    where: { quoteRequestId: { in: requestIds } },
    select: { id: true, quoteRequestId: true },
  });
  return new Map(rows.map((r) => [r.quoteRequestId!, r.id]));
}
