import type { Prisma } from "#app/generated/prisma/client";
import type { QuoteRequestStatus } from "#app/generated/prisma/enums";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { offerState, timeLeft, type OfferState, type TimeLeft } from "#app/lib/domain/offer-response";
import { canTransition } from "#app/lib/domain/quote-request-status";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatDateTime, formatDeparture, formatPrice, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { createReservation, ReservationError, type Tx } from "#app/server/bookings/reservations.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * The customer's requests and offers (/dashboard/requests, decision 015). Everything is scoped to the
 * signed-in user's own customer record, passed in by the route from the session; an offer is a broker quote
 * that staff approved, and the customer sees only its price, currency, jet and validity — never the broker,
 * the broker's notes or staff's notes, and never a quote staff did not approve.
 *
 * Accepting makes a reservation through the reservation service (createReservation: double booking refused by
 * the database, a request converts once) and records the answer by a conditional update in the same
 * transaction; declining records the answer and closes the request. Both e-mail staff through the outbox and
 * write audit rows in their transaction, so twenty parallel clicks give one answer.
 */

export const REQUESTS_PAGE_SIZE = 10;

export type OfferErrorCode = "offerNotFound" | "offerAnswered" | "offerExpired" | "requestClosed" | "departurePast" | "cannotBook";

export class OfferError extends ServiceError<OfferErrorCode> {
  constructor(code: OfferErrorCode, status: 404 | 409 = 409) {
    super(code, status, `customerRequests.errors.${code}`);
    this.name = "OfferError";
  }
}

/** An offer of this customer: approved by staff, on one of the customer's own requests. */
function ownOffer(customerId: string, id: string): Prisma.BrokerQuoteWhereInput {
  return { id, status: "approved", quoteRequest: { customerId } };
}

// ───────────── list ─────────────

const offerSelect = {
  id: true,
  quotedPrice: true,
  currency: true,
  expiresAt: true,
  customerResponse: true,
  customerRespondedAt: true,
  jetOffered: { select: { manufacturer: true, model: true, seatCapacity: true } },
} as const satisfies Prisma.BrokerQuoteSelect;

export interface CustomerOffer {
  id: string;
  price: string;
  currency: Currency;
  expiresAt: string;
  state: OfferState;
  timeLeft: TimeLeft | null;
  respondedAt: string | null;
  jet: string | null;
  jetSeats: number | null;
}

export interface CustomerRequestRow {
  id: string;
  createdAt: string;
  departureDatetime: string;
  departureDateOnly: boolean;
  passengerCount: number;
  status: QuoteRequestStatus;
  from: string;
  to: string;
  fromAirport: string;
  toAirport: string;
  reservationId: string | null;
  offers: CustomerOffer[];
}

export interface RequestFocus {
  /** one request of the customer (`?request=`) */
  requestId?: string | null;
  /** the request holding this approved offer (`?offer=`) */
  offerId?: string | null;
}

/**
 * The customer's requests, newest first, a page at a time, each with its approved offers; with a focus, only
 * the named request (none when it is not the customer's: the route answers 404).
 */
export async function listCustomerRequests(customerId: string, page: string | null, focus: RequestFocus = {}, now: Date = new Date()) {
  const where: Prisma.QuoteRequestWhereInput = {
    customerId,
    ...(focus.requestId ? { id: focus.requestId.toLowerCase() } : {}),
    ...(focus.offerId ? { brokerQuotes: { some: { id: focus.offerId.toLowerCase(), status: "approved" } } } : {}),
  };
  const total = await db().quoteRequest.count({ where });
  const window = paginate(total, page, REQUESTS_PAGE_SIZE);
  const rows = await db().quoteRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      createdAt: true,
      departureDatetime: true,
      departureDateOnly: true,
      passengerCount: true,
      status: true,
      route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true } },
      reservation: { select: { id: true } },
      brokerQuotes: { where: { status: "approved" }, orderBy: [{ submittedAt: "desc" }, { id: "asc" }], select: offerSelect },
    },
  });
  const list: CustomerRequestRow[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    departureDatetime: r.departureDatetime.toISOString(),
    departureDateOnly: r.departureDateOnly,
    passengerCount: r.passengerCount,
    status: r.status,
    from: r.route.departureCity,
    to: r.route.arrivalCity,
    fromAirport: r.route.departureAirport,
    toAirport: r.route.arrivalAirport,
    reservationId: r.reservation?.id ?? null,
    offers: r.brokerQuotes.map((q) => ({
      id: q.id,
      price: q.quotedPrice.toString(),
      currency: q.currency,
      expiresAt: q.expiresAt.toISOString(),
      state: offerState({ ...q, converted: r.reservation !== null }, now),
      timeLeft: q.customerResponse || r.reservation ? null : timeLeft(q.expiresAt, now),
      respondedAt: q.customerRespondedAt?.toISOString() ?? null,
      jet: q.jetOffered ? `${q.jetOffered.manufacturer} ${q.jetOffered.model}` : null,
      jetSeats: q.jetOffered?.seatCapacity ?? null,
    })),
  }));
  return { rows: list, ...window };
}

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
  jetOffered: { select: { category: true, rangeKm: true } },
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
      route: { select: { departureCity: true, arrivalCity: true, distanceKm: true } },
    },
  },
} as const satisfies Prisma.BrokerQuoteSelect;

type AnswerOffer = Prisma.BrokerQuoteGetPayload<{ select: typeof answerSelect }>;

async function findOwnOffer(client: Pick<Tx, "brokerQuote">, customerId: string, offerId: string): Promise<AnswerOffer> {
  if (!isUuid(offerId)) throw new OfferError("offerNotFound", 404);
  const offer = await client.brokerQuote.findFirst({ where: ownOffer(customerId, offerId.toLowerCase()), select: answerSelect });
  if (!offer) throw new OfferError("offerNotFound", 404);
  return offer;
}

/** Why an offer cannot be answered (null when it can). The conditional updates below decide; this explains. */
function refusal(offer: AnswerOffer, now: Date): OfferError | null {
  if (offer.customerResponse || offer.quoteRequest.reservation) return new OfferError("offerAnswered");
  if (offer.expiresAt.getTime() <= now.getTime()) return new OfferError("offerExpired");
  if (offer.quoteRequest.status !== "accepted") return new OfferError("requestClosed");
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
  throw refusal(fresh, now) ?? new OfferError("offerAnswered");
}

function mailValues(offer: AnswerOffer) {
  const r = offer.quoteRequest;
  return {
    customer: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    email: r.customer.email,
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    date: formatDeparture(r.departureDatetime, r.departureDateOnly),
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
  if (r.departureDatetime.getTime() <= now.getTime()) throw new OfferError("departurePast");
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
            ...mailValues(offer),
            code: reservationCode(reservationId),
            status,
            url: `${input.baseUrl}/admin/reservations/${reservationId}`,
          });
          await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: "offer.accepted" }, tx);
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
    if (error.code === "alreadyConverted") throw new OfferError("offerAnswered");
    if (error.code === "quoteNotConvertible") throw new OfferError("requestClosed");
    if (error.code === "departurePast") throw new OfferError("departurePast");
    throw new OfferError("cannotBook");
  }
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
      if (!canTransition("accepted", "cancelled")) throw new OfferError("requestClosed");
      const closed = await tx.quoteRequest.updateMany({
        where: { id: offer.quoteRequest.id, customerId: input.customerId, status: "accepted", reservation: { is: null } },
        data: { status: "cancelled" },
      });
      if (closed.count !== 1) throw new OfferError("requestClosed");
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
        ...mailValues(offer),
        reason: input.reason,
        url: `${input.baseUrl}/admin/quote-requests?status=cancelled`,
      });
      await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: "offer.declined" }, tx);
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
}

// ───────────── "offer ready" ─────────────

/**
 * The customer's "offer ready" e-mail, written by the approval in its transaction. With an account for the
 * customer's e-mail the link opens /dashboard/requests (signing in first when needed); without one it opens
 * sign-up with that e-mail filled in, and returns to the requests after signing in. The guest's requests
 * join the account once the e-mail is verified (customers/sign-up.server.ts `verifyEmail`).
 */
export async function queueOfferReadyEmail(tx: Tx, quoteId: string, baseUrl: string) {
  const quote = await tx.brokerQuote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      quotedPrice: true,
      currency: true,
      expiresAt: true,
      quoteRequest: {
        select: {
          passengerCount: true,
          departureDatetime: true,
          departureDateOnly: true,
          customer: { select: { firstName: true, lastName: true, email: true, profile: { select: { id: true } } } },
          route: { select: { departureCity: true, arrivalCity: true } },
        },
      },
    },
  });
  const r = quote.quoteRequest;
  const hasAccount = r.customer.profile !== null || (await tx.user.count({ where: { email: r.customer.email.toLowerCase() } })) > 0;
  const url = hasAccount
    ? `${baseUrl}/dashboard/requests`
    : `${baseUrl}/auth?${new URLSearchParams({ tab: "signup", email: r.customer.email, redirectTo: "/dashboard/requests" })}`;
  const accountLine = hasAccount
    ? await emailLine("offerReady.linkSignedUp")
    : await emailLine("offerReady.linkSignUp", { email: r.customer.email });
  const mail = await composeEmail("offerReady", {
    name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    date: formatDeparture(r.departureDatetime, r.departureDateOnly),
    pax: r.passengerCount,
    price: formatPrice(quote.quotedPrice.toString(), quote.currency),
    validUntil: formatDateTime(quote.expiresAt),
    accountLine,
    url,
  });
  await queueEmail({ to: r.customer.email, ...mail, template: "offer.ready" }, tx);
}
