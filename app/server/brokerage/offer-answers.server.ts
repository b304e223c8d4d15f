import type { Prisma } from "#app/generated/prisma/client";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { canTransition } from "#app/lib/domain/quote-request-status";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatDateTime, formatPlaceDeparture, formatPrice, placeTime } from "#app/lib/format";
import { fromCents, toCents } from "#app/lib/domain/money";
import { depositCents } from "#app/lib/domain/money-terms";
import { zonesOfRoute } from "#app/server/bookings/leg-times.server";
import { isUuid } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { composeEmail, customerWordText } from "#app/server/platform/mail/texts.server";
import { reservationWord } from "#app/lib/domain/customer-status-words";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { flightPaymentUrl } from "#app/server/money/payment-mail.server";
import { createReservation } from "#app/server/bookings/reservation-changes.server";
import { ReservationError, type Tx } from "#app/server/bookings/reservations.server";
import { QuoteOfferError, ownOffer } from "./customer-requests.server";

/**
 * The customer's answer to a broker's quote offered to them (decision 015): accepting it (which books the
 * reservation, or refuses when the jet is no longer free) or declining it, each once, with its audit row and the
 * e-mails in one transaction.
 */

// ───────────── answers ─────────────

export interface OfferAnswerInput {
  /** the signed-in user's own customer record (from the session, never from the form) */
  customerId: string;
  userId: string;
  offerId: string;
  ip: string | null;
  baseUrl: string;
}

const answerSelect = {
  id: true,
  quotedPrice: true,
  currency: true,
  expiresAt: true,
  customerResponse: true,
  jetOfferedId: true,
  jetOffered: { select: { category: true, rangeKm: true, cruiseKmh: true } },
  quoteRequest: {
    select: {
      id: true,
      status: true,
      customerId: true,
      routeId: true,
      passengerCount: true,
      departureDatetime: true,
      departureDateOnly: true,
      specialRequests: true,
      reservation: { select: { id: true } },
      customer: { select: { firstName: true, lastName: true, email: true } },
      route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true, distanceKm: true } },
    },
  },
} as const satisfies Prisma.BrokerQuoteSelect;

type AnswerOffer = Prisma.BrokerQuoteGetPayload<{ select: typeof answerSelect }>;

async function findOwnOffer(client: Pick<Tx, "brokerQuote">, customerId: string, offerId: string): Promise<AnswerOffer> {
  if (!isUuid(offerId)) throw new QuoteOfferError("offerNotFound", 404);
  const offer = await client.brokerQuote.findFirst({ where: ownOffer(customerId, offerId.toLowerCase()), select: answerSelect });
  if (!offer) throw new QuoteOfferError("offerNotFound", 404);
  return offer;
}

/** Why an offer cannot be answered (null when it can). The conditional updates below decide; this explains. */
function refusal(offer: AnswerOffer, now: Date): QuoteOfferError | null {
  if (offer.customerResponse || offer.quoteRequest.reservation) return new QuoteOfferError("offerAnswered");
  if (offer.expiresAt.getTime() <= now.getTime()) return new QuoteOfferError("offerExpired");
  if (offer.quoteRequest.status !== "accepted") return new QuoteOfferError("requestClosed");
  return null;
}

/** The one write that records an answer: only an open, unexpired offer of this customer's accepted request. */
async function recordAnswer(tx: Tx, input: OfferAnswerInput, answer: "accepted" | "declined", note: string | null, now: Date) {
  const { count } = await tx.brokerQuote.updateMany({
    where: {
      ...ownOffer(input.customerId, input.offerId.toLowerCase()),
      customerResponse: null,
      expiresAt: { gt: now },
      quoteRequest: { customerId: input.customerId, status: "accepted" },
    },
    data: { customerResponse: answer, customerRespondedAt: now, customerResponseNote: note },
  });
  if (count === 1) return;
  const fresh = await findOwnOffer(tx, input.customerId, input.offerId);
  throw refusal(fresh, now) ?? new QuoteOfferError("offerAnswered");
}

async function mailValues(offer: AnswerOffer) {
  const r = offer.quoteRequest;
  // the requested departure at its airport (decision 043); inside a transaction, so from the city list alone
  const zones = await zonesOfRoute(r.route, { lookUp: false });
  return {
    customer: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    email: r.customer.email,
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    date: formatPlaceDeparture(placeTime(r.departureDatetime, zones.departure), r.departureDateOnly),
    price: formatPrice(offer.quotedPrice.toString(), offer.currency),
  };
}

/**
 * Accepts an offer: a reservation with the offer's price, currency and jet, the request's route, departure,
 * passengers and special requests, linked to the request (which converts once). It holds the offered jet
 * (optional) when the jet is free at that time, else it starts as a draft for staff to place; without a jet it
 * is a draft. Returns the reservation's id.
 */
/** Refusals of holding the offered jet that leave the acceptance valid: staff place the flight from a draft. */
const JET_BUSY = new Set<string>(["doubleBooked", "notInPosition", "cannotReachNext", "positioningImpossible"]);

export async function acceptOffer(input: OfferAnswerInput, now: Date = new Date()): Promise<{ reservationId: string }> {
  const offer = await findOwnOffer(db(), input.customerId, input.offerId);
  const refused = refusal(offer, now);
  if (refused) throw refused;
  const r = offer.quoteRequest;
  if (r.departureDatetime.getTime() <= now.getTime()) throw new QuoteOfferError("departurePast");
  const value = {
    customerId: r.customerId,
    routeId: r.routeId,
    jetId: offer.jetOfferedId,
    departureDatetime: r.departureDatetime,
    // the offered jet's block time on the route (the charter engine, decision 036)
    arrivalDatetime: new Date(
      r.departureDatetime.getTime() + Math.max(estimatedBlockMinutesFor(r.route.distanceKm, offer.jetOffered), 5) * 60_000,
    ),
    passengerCount: r.passengerCount,
    cateringRequired: false,
    groundTransportRequired: false,
    specialRequests: r.specialRequests,
    totalAmount: offer.quotedPrice.toFixed(2),
    currency: offer.currency,
    quoteRequestId: r.id,
  };
  const create = (status: "optional" | "draft") =>
    createReservation(
      {
        actorId: input.userId,
        ip: input.ip,
        value,
        status,
        within: async (tx, reservationId) => {
          await recordAnswer(tx, input, "accepted", null, now);
          await audit(
            {
              actorId: input.userId,
              action: "broker_quote.customer_accept",
              entity: "broker_quote",
              entityId: offer.id,
              before: { customerResponse: null },
              after: { customerResponse: "accepted", reservationId, reservationStatus: status },
              ip: input.ip,
            },
            tx,
          );
          const mail = await composeEmail("offerAcceptedStaff", {
            ...(await mailValues(offer)),
            code: reservationCode(reservationId),
            status,
            url: `${input.baseUrl}/admin/reservations/${reservationId}`,
          });
          await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: "offer.accepted", causedBy: input.userId }, tx);
          if (status === "optional") await mailOptionToCustomer(tx, offer, reservationId, input.baseUrl);
        },
      },
      now,
    );
  try {
    try {
      return { reservationId: (await create(offer.jetOfferedId ? "optional" : "draft")).id };
    } catch (error) {
      // the offered jet is held by another booking at that time, or cannot be there in time (positioning): the
      // acceptance still counts, staff place the flight
      if (error instanceof ReservationError && JET_BUSY.has(error.code)) return { reservationId: (await create("draft")).id };
      throw error;
    }
  } catch (error) {
    if (!(error instanceof ReservationError)) throw error;
    if (error.code === "alreadyConverted") throw new QuoteOfferError("offerAnswered");
    if (error.code === "quoteNotConvertible") throw new QuoteOfferError("requestClosed");
    if (error.code === "departurePast") throw new QuoteOfferError("departurePast");
    throw new QuoteOfferError("cannotBook");
  }
}

/**
 * The customer's "your option is held" e-mail (decision 045): the deposit the server will ask, the option's deadline
 * (İstanbul's clock, a business time) and the link to the flight's page, where it is paid by card.
 */
async function mailOptionToCustomer(tx: Tx, offer: AnswerOffer, reservationId: string, baseUrl: string) {
  const held = await tx.reservation.findUniqueOrThrow({ where: { id: reservationId }, select: { optionDeadline: true } });
  const values = await mailValues(offer);
  const mail = await composeEmail("offerAcceptedCustomer", {
    name: values.customer,
    route: values.route,
    date: values.date,
    code: reservationCode(reservationId),
    status: customerWordText(reservationWord("optional")),
    price: values.price,
    deposit: formatPrice(fromCents(depositCents(toCents(offer.quotedPrice.toFixed(2)))), offer.currency),
    deadline: held.optionDeadline ? formatDateTime(held.optionDeadline) : "—",
    url: flightPaymentUrl(baseUrl, reservationId),
  });
  await queueEmail({ to: values.email, ...mail, template: "offer.accepted-customer" }, tx);
}

/**
 * Declines an offer with an optional reason: the answer is recorded, the request (accepted, without a
 * reservation) is cancelled — its only offer was refused — and staff are e-mailed.
 */
export async function declineOffer(input: OfferAnswerInput & { reason: string | null }, now: Date = new Date()): Promise<void> {
  const offer = await findOwnOffer(db(), input.customerId, input.offerId);
  const refused = refusal(offer, now);
  if (refused) throw refused;
  await db().$transaction(
    async (tx) => {
      await recordAnswer(tx, input, "declined", input.reason, now);
      if (!canTransition("accepted", "cancelled")) throw new QuoteOfferError("requestClosed");
      const closed = await tx.quoteRequest.updateMany({
        where: { id: offer.quoteRequest.id, customerId: input.customerId, status: "accepted", reservation: { is: null } },
        data: { status: "cancelled" },
      });
      if (closed.count !== 1) throw new QuoteOfferError("requestClosed");
      await audit(
        {
          actorId: input.userId,
          action: "broker_quote.customer_decline",
          entity: "broker_quote",
          entityId: offer.id,
          before: { customerResponse: null },
          after: { customerResponse: "declined", reason: input.reason },
          ip: input.ip,
        },
        tx,
      );
      await audit(
        {
          actorId: input.userId,
          action: "quote_request.status",
          entity: "quote_request",
          entityId: offer.quoteRequest.id,
          before: { status: "accepted" },
          after: { status: "cancelled", reason: "offer_declined" },
          ip: input.ip,
        },
        tx,
      );
      const mail = await composeEmail("offerDeclinedStaff", {
        ...(await mailValues(offer)),
        reason: input.reason,
        url: `${input.baseUrl}/admin/quote-requests?status=cancelled`,
      });
      await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: "offer.declined", causedBy: input.userId }, tx);
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
}
