import type { Prisma } from "#app/generated/prisma/client";
import type { QuoteRequestStatus } from "#app/generated/prisma/enums";
import type { JetCategory } from "#app/lib/domain/jet-category";
import { offerState, timeLeft, type OfferState, type TimeLeft } from "#app/lib/domain/offer-response";
import { offerWord, requestWord, type CustomerWord } from "#app/lib/domain/customer-status-words";
import { formatDateTime, formatPlaceDeparture, formatPrice, placeTime, type Currency, type PlaceTime } from "#app/lib/format";
import { zonesOfRoute, zonesOfRoutes } from "#app/server/bookings/leg-times.server";
import { paginate } from "#app/lib/list-params";
import { db } from "#app/server/platform/db/client.server";
import { composeEmail, customerWordText, emailLine } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { issueOfferLink, OFFER_LINK_TTL_DAYS } from "#app/server/customers/offer-links.server";
import { type Tx } from "#app/server/bookings/reservations.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * The customer's requests and offers (/dashboard/requests, decision 015). Everything is scoped to the
 * signed-in user's own customer record, passed in by the route from the session; an offer is a broker quote
 * that staff approved, and the customer sees its price, currency, validity, the operator (the broker company's
 * name), the aircraft (year, category, seats, photo) and what the price includes (decision 048) — never the
 * broker's notes or staff's notes, and never a quote staff did not approve.
 *
 * Accepting makes a reservation through the reservation service (createReservation: double booking refused by
 * the database, a request converts once) and records the answer by a conditional update in the same
 * transaction; declining records the answer and closes the request. Both e-mail staff through the outbox and
 * write audit rows in their transaction, so twenty parallel clicks give one answer.
 */

export const REQUESTS_PAGE_SIZE = 10;

export type QuoteOfferErrorCode = "offerNotFound" | "offerAnswered" | "offerExpired" | "requestClosed" | "departurePast" | "cannotBook";

export class QuoteOfferError extends ServiceError<QuoteOfferErrorCode> {
  constructor(code: QuoteOfferErrorCode, status: 404 | 409 = 409) {
    super(code, status, `customerRequests.errors.${code}`);
    this.name = "QuoteOfferError";
  }
}

/** An offer of this customer: approved by staff, on one of the customer's own requests. */
export function ownOffer(customerId: string, id: string): Prisma.BrokerQuoteWhereInput {
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
  broker: { select: { name: true } },
  jetOffered: { select: { manufacturer: true, model: true, seatCapacity: true, yearManufactured: true, category: true, imageUrl: true } },
} as const satisfies Prisma.BrokerQuoteSelect;

export interface CustomerOffer {
  id: string;
  price: string;
  currency: Currency;
  expiresAt: string;
  state: OfferState;
  /** what the customer reads for it (lib/domain/customer-status-words.ts) */
  word: CustomerWord;
  timeLeft: TimeLeft | null;
  respondedAt: string | null;
  jet: string | null;
  jetSeats: number | null;
  /** the company that flies it: the broker's name (decision 048) */
  operator: string;
  jetYear: number | null;
  jetCategory: JetCategory | null;
  /** the jet's photo (an https address staff entered), if any */
  jetImage: string | null;
}

export interface CustomerRequestRow {
  id: string;
  createdAt: string;
  departureDatetime: string;
  /** the requested departure at the departure airport (decision 043); a date-only request shows its date there */
  departure: PlaceTime;
  departureDateOnly: boolean;
  passengerCount: number;
  status: QuoteRequestStatus;
  /** what the customer reads for it: never the staff word (lib/domain/customer-status-words.ts) */
  word: CustomerWord;
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
      reservation: { select: { id: true, status: true } },
      brokerQuotes: { where: { status: "approved" }, orderBy: [{ submittedAt: "desc" }, { id: "asc" }], select: offerSelect },
    },
  });
  const zones = await zonesOfRoutes(rows.map((r) => r.route));
  const list: CustomerRequestRow[] = rows.map((r, i) => {
    const offers: CustomerOffer[] = r.brokerQuotes.map((q) => {
      const state = offerState({ ...q, converted: r.reservation !== null }, now);
      return {
        id: q.id,
        price: q.quotedPrice.toString(),
        currency: q.currency,
        expiresAt: q.expiresAt.toISOString(),
        state,
        word: offerWord(state, r.reservation?.status ?? null),
        timeLeft: q.customerResponse || r.reservation ? null : timeLeft(q.expiresAt, now),
        respondedAt: q.customerRespondedAt?.toISOString() ?? null,
        jet: q.jetOffered ? `${q.jetOffered.manufacturer} ${q.jetOffered.model}` : null,
        jetSeats: q.jetOffered?.seatCapacity ?? null,
        operator: q.broker.name,
        jetYear: q.jetOffered?.yearManufactured ?? null,
        jetCategory: q.jetOffered?.category ?? null,
        jetImage: q.jetOffered?.imageUrl ?? null,
      };
    });
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      departureDatetime: r.departureDatetime.toISOString(),
      departure: placeTime(r.departureDatetime, zones[i]!.departure)!,
      departureDateOnly: r.departureDateOnly,
      passengerCount: r.passengerCount,
      status: r.status,
      word: requestWord({ status: r.status, offers: offers.map((o) => o.state), reservation: r.reservation?.status ?? null }),
      from: r.route.departureCity,
      to: r.route.arrivalCity,
      fromAirport: r.route.departureAirport,
      toAirport: r.route.arrivalAirport,
      reservationId: r.reservation?.id ?? null,
      offers,
    };
  });
  return { rows: list, ...window };
}

// ───────────── "offer ready" ─────────────

/**
 * The customer's "offer ready" e-mail, written by the approval in its transaction, with the one-time link to the
 * offer (decision 047). For an address that gets no link (a staff or broker account): with an account for the
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
      quoteRequestId: true,
      quoteRequest: {
        select: {
          passengerCount: true,
          departureDatetime: true,
          departureDateOnly: true,
          customer: { select: { firstName: true, lastName: true, email: true, profile: { select: { id: true } } } },
          route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true } },
        },
      },
    },
  });
  const r = quote.quoteRequest;
  // inside the approval's transaction: the zones from the city list, without a query
  const zones = await zonesOfRoute(r.route, { lookUp: false });
  const hasAccount = r.customer.profile !== null || (await tx.user.count({ where: { email: r.customer.email.toLowerCase() } })) > 0;
  // the one-time link signs the customer in (making the account when there is none, decision 047); an address of a
  // staff or broker account gets none and keeps the sign-in page
  const offerLink = await issueOfferLink(tx, { quoteRequestId: quote.quoteRequestId, email: r.customer.email, baseUrl });
  const url =
    offerLink ??
    (hasAccount
      ? `${baseUrl}/dashboard/requests`
      : `${baseUrl}/auth?${new URLSearchParams({ tab: "signup", email: r.customer.email, redirectTo: "/dashboard/requests" })}`);
  const accountLine = offerLink
    ? await emailLine("offerReady.linkOneTime", { days: OFFER_LINK_TTL_DAYS })
    : hasAccount
      ? await emailLine("offerReady.linkSignedUp")
      : await emailLine("offerReady.linkSignUp", { email: r.customer.email });
  const mail = await composeEmail("offerReady", {
    name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    date: formatPlaceDeparture(placeTime(r.departureDatetime, zones.departure), r.departureDateOnly),
    pax: r.passengerCount,
    status: customerWordText(offerWord("open")),
    price: formatPrice(quote.quotedPrice.toString(), quote.currency),
    validUntil: formatDateTime(quote.expiresAt),
    accountLine,
    url,
  });
  await queueEmail({ to: r.customer.email, ...mail, template: "offer.ready" }, tx);
}
