import type { Prisma } from "#app/generated/prisma/client";
import { fittingPlan, jetMisfit } from "#app/lib/domain/charter/fit";
import { quoteExpiresAt, type QuoteCurrency, type QuoteValidityHours } from "#app/lib/domain/quote-terms";
import { startOfIstanbulMonth } from "#app/lib/format";
import { cappedPage, LIST_COUNT_TAKE, paginate } from "#app/lib/list-params";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import {
  PAGE_SIZE,
  QuoteError,
  transaction,
  routeLabel,
  money,
  expireOverdueQuotes,
  quoteCounts,
  requestSearch,
  OFFERED_JET_SELECT,
  TRIP_SELECT,
} from "./quotes.server";

/**
 * The broker portal's quoting (/broker): the dashboard, the visible requests, one request with the broker's own
 * quotes, the jets that can fly a trip (the charter engine, decision 036) and submitting a quote. A broker sees
 * only what spec §6 allows of a customer (customerForBroker).
 */

// ───────────── broker portal ─────────────

export interface BrokerScope {
  userId: string;
  brokerId: string;
}

/**
 * "My quotes" are the signed-in user's quotes submitted for their current broker company (spec §6: filtered
 * by user id; the broker id keeps quotes made for a former company out of the new company's portal).
 */
export function mine(scope: BrokerScope): Prisma.BrokerQuoteWhereInput {
  return { userId: scope.userId, brokerId: scope.brokerId };
}

/** What a partner broker sees of the customer: the first name and the last name's initial, nothing else. */
export function customerForBroker(customer: { firstName: string; lastName: string }) {
  const initial = customer.lastName.trim().charAt(0);
  return `${customer.firstName.trim()}${initial ? ` ${initial.toLocaleUpperCase("tr")}.` : ""}`.trim();
}

const visibleRequestSelect = {
  id: true,
  passengerCount: true,
  departureDatetime: true,
  departureDateOnly: true,
  specialRequests: true,
  status: true,
  createdAt: true,
  customer: { select: { firstName: true, lastName: true } },
  route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true, distanceKm: true } },
} as const satisfies Prisma.QuoteRequestSelect;

type VisibleRequestRow = Prisma.QuoteRequestGetPayload<{ select: typeof visibleRequestSelect }>;

function forBroker<T extends VisibleRequestRow>(row: T) {
  const { customer, ...rest } = row;
  return { ...rest, customerName: customerForBroker(customer) };
}

const myQuoteSelect = {
  id: true,
  quotedPrice: true,
  currency: true,
  validityHours: true,
  expiresAt: true,
  submittedAt: true,
  status: true,
  decisionNote: true,
  jetOffered: { select: { manufacturer: true, model: true } },
  quoteRequest: {
    select: {
      id: true,
      departureDatetime: true,
      departureDateOnly: true,
      passengerCount: true,
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  },
} as const satisfies Prisma.BrokerQuoteSelect;

export async function brokerDashboard(scope: BrokerScope, tab: "requests" | "mine", page: string | null, now: Date = new Date()) {
  await expireOverdueQuotes(now);
  const openWhere: Prisma.QuoteRequestWhereInput = { status: "pending", visibleToBrokers: true };
  const openOrder: Prisma.QuoteRequestOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "asc" }];
  // the open requests grow with the business: counted up to a cap in the page's order, so the count walks the
  // page's index and costs the same at any size (decision 059); the broker's own quotes are few and exact
  const [openCounted, myQuotes, approved, thisMonth] = await Promise.all([
    db().quoteRequest.count({ where: openWhere, orderBy: openOrder, take: LIST_COUNT_TAKE }),
    db().brokerQuote.count({ where: mine(scope) }),
    db().brokerQuote.count({ where: { ...mine(scope), status: "approved" } }),
    // by year and month in Istanbul: from the first instant of this Istanbul month
    db().brokerQuote.count({ where: { ...mine(scope), submittedAt: { gte: startOfIstanbulMonth(now) } } }),
  ]);
  const open = cappedPage(openCounted, page, 10);
  const counts = { pendingRequests: open.total, pendingCapped: open.capped, myQuotes, approved, thisMonth };
  if (tab === "requests") {
    const { capped: _capped, ...window } = open;
    const rows = await db().quoteRequest.findMany({
      where: openWhere,
      orderBy: openOrder,
      skip: window.skip,
      take: window.take,
      select: visibleRequestSelect,
    });
    return { counts, requests: rows.map(forBroker), quotes: [], ...window };
  }
  const window = paginate(myQuotes, page, 10);
  const rows = await db().brokerQuote.findMany({
    where: mine(scope),
    orderBy: [{ submittedAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: myQuoteSelect,
  });
  return {
    counts,
    requests: [],
    quotes: rows.map(({ quoteRequest: { customer, ...request }, quotedPrice, ...q }) => ({
      ...q,
      quotedPrice: quotedPrice.toString(),
      quoteRequest: { ...request, customerName: customerForBroker(customer) },
    })),
    ...window,
  };
}

/**
 * Every request visible to brokers (any status), newest first, with a summary of the quotes already given:
 * how many in all, and this user's own (price and status). Other brokers' prices are never shown.
 * Searching covers cities and special requests (not customers: brokers do not see customer names in full).
 */
export async function listRequestsForBroker(scope: BrokerScope, q: string, page: string | null) {
  await expireOverdueQuotes();
  const where: Prisma.QuoteRequestWhereInput = { visibleToBrokers: true, AND: requestSearch(q, false) };
  // counted up to a cap, so the screen costs the same at any size (decision 059)
  // in the page's order: a capped count walks the page's index (Prisma orders a count with `take` by id otherwise)
  const orderBy: Prisma.QuoteRequestOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "asc" }];
  const window = cappedPage(await db().quoteRequest.count({ where, orderBy, take: LIST_COUNT_TAKE }), page, PAGE_SIZE);
  const rows = await db().quoteRequest.findMany({
    where,
    orderBy,
    skip: window.skip,
    take: window.take,
    select: {
      ...visibleRequestSelect,
      brokerQuotes: {
        where: mine(scope),
        orderBy: { submittedAt: "desc" },
        select: { id: true, quotedPrice: true, currency: true, status: true, submittedAt: true },
      },
    },
  });
  const counts = await quoteCounts(rows.map((r) => r.id));
  return {
    rows: rows.map((row) => {
      const { brokerQuotes, ...rest } = row;
      return {
        ...forBroker(rest),
        quoteCount: counts.get(row.id) ?? 0,
        myQuotes: brokerQuotes.map((b) => ({ ...b, quotedPrice: b.quotedPrice.toString() })),
      };
    }),
    ...window,
  };
}

/** A request a broker may look at (visible to brokers), or 404. */
export async function requestForBroker(scope: BrokerScope, requestId: string) {
  const request = await db().quoteRequest.findFirst({ where: { id: requestId, visibleToBrokers: true }, select: visibleRequestSelect });
  if (!request) throw new QuoteError("requestNotFound", 404);
  const myQuotes = await db().brokerQuote.count({ where: { ...mine(scope), quoteRequestId: requestId } });
  return { ...forBroker(request), myQuotes };
}

/**
 * The available jets a broker can offer for a trip: those that seat the party and fly the route with at most one
 * technical stop, each with its block time for the route (the charter engine, decision 036).
 */
export async function jetsForTrip(trip: { passengerCount: number; distanceKm: number }) {
  const jets = await db().jet.findMany({
    where: { isAvailable: true, seatCapacity: { gte: trip.passengerCount } },
    orderBy: [{ manufacturer: "asc" }, { model: "asc" }],
    select: { id: true, manufacturer: true, model: true, hourlyRate: true, ...OFFERED_JET_SELECT },
    take: 500,
  });
  return jets.flatMap((j) => {
    const plan = fittingPlan(j, trip.passengerCount, trip.distanceKm);
    return plan
      ? [
          {
            id: j.id,
            manufacturer: j.manufacturer,
            model: j.model,
            seatCapacity: j.seatCapacity,
            hourlyRate: j.hourlyRate.toString(),
            blockMinutes: plan.blockMinutes,
            stops: plan.stops,
          },
        ]
      : [];
  });
}

export interface SubmitQuoteInput {
  scope: BrokerScope;
  requestId: string;
  quotedPrice: number;
  currency: QuoteCurrency;
  jetOfferedId: string | null;
  validityHours: QuoteValidityHours;
  brokerNotes: string | null;
  ip: string | null;
  baseUrl: string;
}

/**
 * Stores a broker's quote: the request must exist, be visible to brokers and still be quotable (pending or
 * quoted — the row is locked by a conditional update, so a concurrent approval or cancellation is seen);
 * a pending request moves to quoted; audit row and staff e-mail in the same transaction.
 */
export async function submitQuote(input: SubmitQuoteInput, now: Date = new Date()) {
  return transaction(async (tx) => {
    const visible = { id: input.requestId, visibleToBrokers: true };
    const toQuoted = await tx.quoteRequest.updateMany({ where: { ...visible, status: "pending" }, data: { status: "quoted" } });
    const stillQuoted =
      toQuoted.count === 1
        ? toQuoted
        : await tx.quoteRequest.updateMany({ where: { ...visible, status: "quoted" }, data: { updatedAt: now } });
    if (stillQuoted.count === 0) {
      const request = await tx.quoteRequest.findFirst({ where: visible, select: { status: true } });
      if (!request) throw new QuoteError("requestNotFound", 404);
      throw new QuoteError(
        request.status === "cancelled" ? "requestCancelled" : request.status === "accepted" ? "requestAccepted" : "requestClosed",
      );
    }
    if (input.jetOfferedId) {
      const jet = await tx.jet.findFirst({ where: { id: input.jetOfferedId, isAvailable: true }, select: OFFERED_JET_SELECT });
      if (!jet) throw new QuoteError("jetUnavailable", 400);
      // the offered jet must carry the party over the route, or the customer could never accept the offer
      const request = await tx.quoteRequest.findUniqueOrThrow({ where: { id: input.requestId }, select: TRIP_SELECT });
      const misfit = jetMisfit(jet, request.passengerCount, request.route.distanceKm);
      if (misfit) throw new QuoteError(misfit === "seats" ? "jetTooSmall" : "jetOutOfRange", 400);
    }
    const quote = await tx.brokerQuote.create({
      data: {
        quoteRequestId: input.requestId,
        brokerId: input.scope.brokerId,
        userId: input.scope.userId,
        quotedPrice: input.quotedPrice,
        currency: input.currency,
        jetOfferedId: input.jetOfferedId,
        validityHours: input.validityHours,
        brokerNotes: input.brokerNotes,
        submittedAt: now,
        expiresAt: quoteExpiresAt(now, input.validityHours),
        status: "pending",
      },
      select: {
        id: true,
        broker: { select: { name: true } },
        quoteRequest: { select: { route: { select: { departureCity: true, arrivalCity: true } } } },
      },
    });
    await audit(
      {
        actorId: input.scope.userId,
        action: "broker_quote.submit",
        entity: "broker_quote",
        entityId: quote.id,
        after: {
          quoteRequestId: input.requestId,
          brokerId: input.scope.brokerId,
          quotedPrice: input.quotedPrice,
          currency: input.currency,
          validityHours: input.validityHours,
        },
        ip: input.ip,
      },
      tx,
    );
    if (toQuoted.count === 1) {
      await audit(
        {
          actorId: input.scope.userId,
          action: "quote_request.status",
          entity: "quote_request",
          entityId: input.requestId,
          before: { status: "pending" },
          after: { status: "quoted" },
          ip: input.ip,
        },
        tx,
      );
    }
    const values = {
      broker: quote.broker.name,
      route: routeLabel(quote.quoteRequest.route),
      price: money(input.quotedPrice, input.currency),
      url: `${input.baseUrl}/admin/broker-quotes?request_id=${input.requestId}`,
    };
    await queueEmail(
      { to: env().STAFF_NOTIFICATION_EMAIL, ...(await composeEmail("quoteReceived", values)), template: "broker_quote.received" },
      tx,
    );
    return { id: quote.id };
  });
}
