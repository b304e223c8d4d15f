import type { Prisma } from "#app/generated/prisma/client";
import { jetMisfit } from "#app/lib/domain/charter/fit";
import { planLeg } from "#app/lib/domain/charter/leg";
import { priceTrip } from "#app/lib/domain/charter/price";
import { comparePrice } from "#app/lib/domain/charter/price-signal";
import type { JetCategory } from "#app/lib/domain/jet-category";
import type { BrokerQuoteStatus } from "#app/generated/prisma/enums";
import { BROKER_QUOTABLE } from "#app/lib/domain/quote-request-status";
import { type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { JET_HOURLY_RATE_CURRENCY } from "#app/lib/format";
import { cappedPage, LIST_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { reservationsOfRequests } from "#app/server/bookings/reservation-conversion.server";
import { queueOfferReadyEmail } from "#app/server/brokerage/customer-requests.server";
import {
  CLOSED_OTHER_APPROVED,
  PAGE_SIZE,
  QuoteError,
  type Tx,
  transaction,
  expireOverdueQuotes,
  emailQuoteOutcome,
  quoteMailSelect,
  closePendingQuotes,
  type StaffAction,
  OFFERED_JET_SELECT,
  TRIP_SELECT,
} from "./quotes.server";
import { brokerQuoteListRows } from "./broker-quote-list-rows.server";

/**
 * Staff decide broker quotes (/admin/broker-quotes): the list with each quote's price check, approving one (which
 * closes the request's other pending quotes and tells the customer the offer is ready) and rejecting one. Each
 * decision is a conditional update with its audit row and e-mails in one transaction (quotes.server.ts).
 */

// ───────────── admin: broker quotes ─────────────

export interface QuoteListParams {
  q: string;
  requestId: string | null;
  status: BrokerQuoteStatus | null;
  page: string | null;
}

export async function listBrokerQuotesForStaff(params: QuoteListParams) {
  await expireOverdueQuotes();
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.BrokerQuoteWhereInput = {
    AND: [
      ...words.map((word): Prisma.BrokerQuoteWhereInput => {
        const like = containsFolded(word);
        return {
          OR: [
            { quoteRequest: { customer: { searchText: like } } },
            { quoteRequest: { route: { searchText: like } } },
            { quoteRequest: { searchText: like } },
            { jetOffered: { searchText: like } },
            { broker: { name: { contains: word, mode: "insensitive" } } },
          ],
        };
      }),
      ...(params.requestId ? [{ quoteRequestId: params.requestId }] : []),
      ...(params.status ? [{ status: params.status }] : []),
    ],
  };
  // counted up to a cap, so the screen costs the same at any size (decision 059)
  // in the page's order: a capped count walks the page's index (Prisma orders a count with `take` by id otherwise)
  const orderBy: Prisma.BrokerQuoteOrderByWithRelationInput[] = [{ submittedAt: "desc" }, { id: "asc" }];
  const window = cappedPage(await db().brokerQuote.count({ where, orderBy, take: LIST_COUNT_TAKE }), params.page, PAGE_SIZE);
  const page = await db().brokerQuote.findMany({ where, orderBy, skip: window.skip, take: window.take, select: { id: true } });
  const rows = await brokerQuoteListRows(page.map((row) => row.id));
  const request = params.requestId
    ? await db().quoteRequest.findUnique({
        where: { id: params.requestId },
        select: {
          id: true,
          status: true,
          customer: { select: { firstName: true, lastName: true } },
          route: { select: { departureCity: true, arrivalCity: true } },
        },
      })
    : null;
  const converted = await reservationsOfRequests(rows.filter((r) => r.status === "approved").map((r) => r.quoteRequestId));
  return {
    rows: rows.map((r) => ({
      ...r,
      jetOffered: r.jetOffered ? { manufacturer: r.jetOffered.manufacturer, model: r.jetOffered.model } : null,
      reservationId: converted.get(r.quoteRequestId) ?? null,
      priceCheck: priceCheckOf(r),
    })),
    request,
    ...window,
  };
}

/**
 * The engine's price for the offered jet on the request's trip (one leg, with the day minimum) and how the quote
 * compares with it: the sanity signal beside a quote on the approval screen (decision 036). Null without a jet, or
 * when the jet cannot fly the route.
 */
function priceCheckOf(r: {
  quotedPrice: string;
  currency: QuoteCurrency;
  jetOffered: { category: JetCategory; rangeKm: number; cruiseKmh: number | null; hourlyRate: string } | null;
  quoteRequest: { departureDatetime: Date; route: { distanceKm: number } };
}) {
  if (!r.jetOffered) return null;
  const plan = planLeg(r.quoteRequest.route.distanceKm, r.jetOffered);
  if (!plan.ok) return null;
  const day = r.quoteRequest.departureDatetime.toISOString().slice(0, 10);
  const cents = priceTrip(Math.round(Number(r.jetOffered.hourlyRate) * 100), [{ from: "", to: "", day, plan: plan.plan }]).totalCents;
  const estimate = { amount: cents / 100, currency: JET_HOURLY_RATE_CURRENCY };
  return {
    estimate: estimate.amount.toFixed(2),
    currency: estimate.currency,
    ...comparePrice({ amount: Number(r.quotedPrice), currency: r.currency }, estimate),
  };
}

/** Explains why a conditional decision changed nothing. */
async function refusalFor(tx: Tx, id: string, now: Date): Promise<QuoteError> {
  const quote = await tx.brokerQuote.findUnique({
    where: { id },
    select: { status: true, expiresAt: true, quoteRequest: { select: { status: true } } },
  });
  if (!quote) return new QuoteError("quoteNotFound", 404);
  if (quote.status === "expired" || (quote.status === "pending" && quote.expiresAt <= now)) return new QuoteError("quoteExpired");
  if (quote.status !== "pending") return new QuoteError("alreadyDecided");
  if (quote.quoteRequest.status === "cancelled") return new QuoteError("requestCancelled");
  if (quote.quoteRequest.status === "accepted") return new QuoteError("requestAccepted");
  return new QuoteError("alreadyDecided");
}

/**
 * Approves a pending, unexpired quote: the quote becomes approved, its request accepted, the request's other
 * pending quotes are closed; audit rows and e-mails (the broker's, and the customer's "offer ready") in the
 * same transaction. Exactly one of any number of
 * concurrent approvals succeeds; the others get QuoteError("alreadyDecided").
 */
export async function approveQuote(input: StaffAction & { id: string }, now: Date = new Date()) {
  await expireOverdueQuotes(now);
  return transaction(async (tx) => {
    const changed = await tx.brokerQuote.updateMany({
      where: { id: input.id, status: "pending", expiresAt: { gt: now }, quoteRequest: { status: { in: [...BROKER_QUOTABLE] } } },
      data: { status: "approved", decidedAt: now, decidedBy: input.actorId, decisionNote: null },
    });
    if (changed.count === 0) throw await refusalFor(tx, input.id, now);
    const quote = await tx.brokerQuote.findUniqueOrThrow({ where: { id: input.id }, select: { ...quoteMailSelect, quoteRequestId: true } });
    // checked again at approval: an approved offer must be one the customer can accept (decision 036)
    const offered = await tx.brokerQuote.findUniqueOrThrow({
      where: { id: input.id },
      select: { jetOffered: { select: OFFERED_JET_SELECT }, quoteRequest: { select: TRIP_SELECT } },
    });
    if (offered.jetOffered && jetMisfit(offered.jetOffered, offered.quoteRequest.passengerCount, offered.quoteRequest.route.distanceKm)) {
      throw new QuoteError("offerDoesNotFit");
    }
    const request = await tx.quoteRequest.findUniqueOrThrow({ where: { id: quote.quoteRequestId }, select: { status: true } });
    const accepted = await tx.quoteRequest.updateMany({
      where: { id: quote.quoteRequestId, status: { in: [...BROKER_QUOTABLE] } },
      data: { status: "accepted" },
    });
    // the request was cancelled or accepted meanwhile: undo everything
    if (accepted.count === 0) throw new QuoteError("alreadyDecided");
    await audit(
      {
        actorId: input.actorId,
        action: "broker_quote.approve",
        entity: "broker_quote",
        entityId: input.id,
        before: { status: "pending" },
        after: { status: "approved" },
        ip: input.ip,
      },
      tx,
    );
    await audit(
      {
        actorId: input.actorId,
        action: "quote_request.accept",
        entity: "quote_request",
        entityId: quote.quoteRequestId,
        before: { status: request.status },
        after: { status: "accepted", quoteId: input.id },
        ip: input.ip,
      },
      tx,
    );
    await emailQuoteOutcome(tx, quote, "approved", input.baseUrl);
    await queueOfferReadyEmail(tx, input.id, input.baseUrl);
    const closed = await closePendingQuotes(
      tx,
      quote.quoteRequestId,
      CLOSED_OTHER_APPROVED,
      input.actorId,
      input.ip,
      input.baseUrl,
      input.id,
    );
    return { requestId: quote.quoteRequestId, closed };
  });
}

/** Rejects a pending, unexpired quote (audit row, e-mail to the broker user). */
export async function rejectQuote(input: StaffAction & { id: string }, now: Date = new Date()) {
  await expireOverdueQuotes(now);
  return transaction(async (tx) => {
    const changed = await tx.brokerQuote.updateMany({
      where: { id: input.id, status: "pending", expiresAt: { gt: now } },
      data: { status: "rejected", decidedAt: now, decidedBy: input.actorId },
    });
    if (changed.count === 0) throw await refusalFor(tx, input.id, now);
    const quote = await tx.brokerQuote.findUniqueOrThrow({ where: { id: input.id }, select: quoteMailSelect });
    await audit(
      {
        actorId: input.actorId,
        action: "broker_quote.reject",
        entity: "broker_quote",
        entityId: input.id,
        before: { status: "pending" },
        after: { status: "rejected" },
        ip: input.ip,
      },
      tx,
    );
    await emailQuoteOutcome(tx, quote, "rejected", input.baseUrl);
    return { id: input.id };
  });
}
