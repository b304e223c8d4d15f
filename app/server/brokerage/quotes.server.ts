import type { Prisma } from "#app/generated/prisma/client";
import { fittingPlan, jetMisfit } from "#app/lib/domain/charter/fit";
import { planLeg } from "#app/lib/domain/charter/leg";
import { priceTrip } from "#app/lib/domain/charter/price";
import { comparePrice } from "#app/lib/domain/charter/price-signal";
import type { JetCategory } from "#app/lib/domain/jet-category";
import type { BrokerQuoteStatus, QuoteRequestStatus } from "#app/generated/prisma/enums";
import { BROKER_QUOTABLE, canTransition, isBrokerQuotable } from "#app/lib/domain/quote-request-status";
import { quoteExpiresAt, type QuoteCurrency, type QuoteValidityHours } from "#app/lib/domain/quote-terms";
import { JET_HOURLY_RATE_CURRENCY, startOfIstanbulMonth, formatDeparture, formatPrice } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isSerializationFailure, isUniqueViolation } from "#app/server/platform/db/errors.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { reservationsOfRequests } from "#app/server/bookings/reservations.server";
import { queueOfferReadyEmail } from "#app/server/brokerage/customer-requests.server";

/**
 * The brokerage loop's quote half: staff manage quote requests (visibility, status) and decide broker
 * quotes; brokers list visible requests and submit quotes. Every transition is a conditional update inside
 * one transaction with its audit row and its e-mails (outbox), so a repeated or concurrent click changes
 * nothing twice. Rule violations throw `QuoteError` (message key `quotes.errors.<code>`).
 *
 * Decisions: approving a quote closes the other pending quotes of its request as `rejected` with the
 * decision note CLOSED_OTHER_APPROVED (decided_by stays null: nobody decided them, the audit row names the
 * approval); cancelling a request (or accepting it by hand) closes its pending quotes the same way with
 * CLOSED_REQUEST_CLOSED. A pending quote past `expires_at` is stored as expired by `expireOverdueQuotes()`,
 * which runs before every list and decision.
 */

export const CLOSED_OTHER_APPROVED = "Talep için başka bir teklif onaylandı.";
export const CLOSED_REQUEST_CLOSED = "Talep kapatıldı.";
export const EXPIRED_NOTE = "Geçerlilik süresi doldu.";

export const PAGE_SIZE = 20;

export type QuoteErrorCode =
  | "requestNotFound"
  | "quoteNotFound"
  | "alreadyDecided"
  | "quoteExpired"
  | "requestClosed"
  | "requestCancelled"
  | "requestAccepted"
  | "transitionNotAllowed"
  | "reopenHasQuotes"
  | "jetUnavailable"
  | "jetTooSmall"
  | "jetOutOfRange"
  | "offerDoesNotFit";

/** The refusals that belong to a form field: the offered jet of a broker's quote. */
const FIELD_OF: Partial<Record<QuoteErrorCode, string>> = {
  jetUnavailable: "jet_offered_id",
  jetTooSmall: "jet_offered_id",
  jetOutOfRange: "jet_offered_id",
};

export class QuoteError extends ServiceError<QuoteErrorCode> {
  constructor(code: QuoteErrorCode, status: 400 | 404 | 409 = 409) {
    super(code, status, `quotes.errors.${code}`, FIELD_OF[code]);
    this.name = "QuoteError";
  }
}

type Tx = Prisma.TransactionClient;

/** Generous limits: 20 parallel approvals on a 10-connection pool must queue, not fail. */
const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/** Runs `fn` in a transaction; a unique violation or serialization failure means someone else won. */
async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db().$transaction(fn, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error) || isSerializationFailure(error)) throw new QuoteError("alreadyDecided");
    throw error;
  }
}

function routeLabel(route: { departureCity: string; arrivalCity: string }) {
  return `${route.departureCity} → ${route.arrivalCity}`;
}

function money(amount: Prisma.Decimal | number | string, currency: QuoteCurrency) {
  return formatPrice(amount.toString(), currency);
}

// ───────────── expiry ─────────────

/** Marks pending quotes past their expiry as expired (one audit row per quote). Returns how many. */
export async function expireOverdueQuotes(now: Date = new Date()): Promise<number> {
  const overdue = { status: "pending" as const, expiresAt: { lte: now } };
  // cheap check first: most calls find nothing to do
  if ((await db().brokerQuote.count({ where: overdue })) === 0) return 0;
  return db().$transaction(async (tx) => {
    const rows = await tx.brokerQuote.updateManyAndReturn({
      where: overdue,
      data: { status: "expired", decisionNote: EXPIRED_NOTE },
      select: { id: true, expiresAt: true },
    });
    for (const row of rows) {
      await audit(
        {
          actorId: null,
          action: "broker_quote.expire",
          entity: "broker_quote",
          entityId: row.id,
          before: { status: "pending" },
          after: { status: "expired", expiresAt: row.expiresAt },
        },
        tx,
      );
    }
    return rows.length;
  }, TX_OPTIONS);
}

// ───────────── e-mail helpers ─────────────

async function emailActiveBrokers(
  tx: Tx,
  request: {
    id: string;
    route: { departureCity: string; arrivalCity: string };
    departureDatetime: Date;
    departureDateOnly: boolean;
    passengerCount: number;
  },
  baseUrl: string,
) {
  const users = await tx.user.findMany({
    where: { disabledAt: null, profile: { role: "broker", broker: { isActive: true } } },
    select: { email: true },
    take: 1000,
  });
  const mail = await composeEmail("quoteRequestVisible", {
    route: routeLabel(request.route),
    date: formatDeparture(request.departureDatetime, request.departureDateOnly),
    pax: request.passengerCount,
    url: `${baseUrl}/broker/quote/${request.id}`,
  });
  for (const user of users) {
    await queueEmail({ to: user.email, ...mail, template: "quote_request.visible" }, tx);
  }
}

type QuoteForMail = {
  quotedPrice: Prisma.Decimal;
  currency: QuoteCurrency;
  user: { email: string };
  quoteRequest: { route: { departureCity: string; arrivalCity: string } };
};

async function emailQuoteOutcome(tx: Tx, quote: QuoteForMail, outcome: "approved" | "rejected" | "closed", baseUrl: string) {
  const name = ({ approved: "quoteApproved", rejected: "quoteRejected", closed: "quoteClosed" } as const)[outcome];
  const values = {
    route: routeLabel(quote.quoteRequest.route),
    price: money(quote.quotedPrice, quote.currency),
    url: `${baseUrl}/broker?tab=mine`,
  };
  await queueEmail({ to: quote.user.email, ...(await composeEmail(name, values)), template: `broker_quote.${outcome}` }, tx);
}

const quoteMailSelect = {
  id: true,
  quotedPrice: true,
  currency: true,
  user: { select: { email: true } },
  quoteRequest: { select: { route: { select: { departureCity: true, arrivalCity: true } } } },
} as const;

/** Closes the pending quotes of a request (except `exceptId`), with audit rows and e-mails. */
async function closePendingQuotes(
  tx: Tx,
  requestId: string,
  note: string,
  actorId: string,
  ip: string | null,
  baseUrl: string,
  exceptId?: string,
) {
  const where: Prisma.BrokerQuoteWhereInput = {
    quoteRequestId: requestId,
    status: "pending",
    ...(exceptId ? { id: { not: exceptId } } : {}),
  };
  const targets = await tx.brokerQuote.findMany({ where, select: quoteMailSelect });
  if (targets.length === 0) return 0;
  const closed = await tx.brokerQuote.updateManyAndReturn({
    where: { ...where, id: { in: targets.map((q) => q.id) } },
    data: { status: "rejected", decidedAt: new Date(), decisionNote: note },
    select: { id: true },
  });
  const closedIds = new Set(closed.map((c) => c.id));
  for (const quote of targets) {
    if (!closedIds.has(quote.id)) continue;
    await audit(
      {
        actorId,
        action: "broker_quote.close",
        entity: "broker_quote",
        entityId: quote.id,
        before: { status: "pending" },
        after: { status: "rejected", decisionNote: note },
        ip,
      },
      tx,
    );
    await emailQuoteOutcome(tx, quote, "closed", baseUrl);
  }
  return closed.length;
}

// ───────────── admin: quote requests ─────────────

export interface RequestListParams {
  q: string;
  status: QuoteRequestStatus | null;
  page: string | null;
}

function requestSearch(q: string, withCustomer: boolean): Prisma.QuoteRequestWhereInput[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => {
    const like = containsFolded(word);
    const or: Prisma.QuoteRequestWhereInput[] = [{ searchText: like }, { route: { searchText: like } }];
    if (withCustomer) or.push({ customer: { searchText: like } });
    return { OR: or };
  });
}

export async function listQuoteRequestsForStaff(params: RequestListParams) {
  await expireOverdueQuotes();
  const where: Prisma.QuoteRequestWhereInput = {
    AND: [...requestSearch(params.q, true), ...(params.status ? [{ status: params.status }] : [])],
  };
  const total = await db().quoteRequest.count({ where });
  const window = paginate(total, params.page, PAGE_SIZE);
  const rows = await db().quoteRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      passengerCount: true,
      departureDatetime: true,
      departureDateOnly: true,
      specialRequests: true,
      status: true,
      visibleToBrokers: true,
      createdAt: true,
      tripLeg: true,
      cateringRequired: true,
      groundTransportRequired: true,
      vipLoungeRequired: true,
      customer: { select: { firstName: true, lastName: true, email: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  });
  const ids = rows.map((r) => r.id);
  const [counts, converted] = await Promise.all([quoteCounts(ids), reservationsOfRequests(ids)]);
  return {
    rows: rows.map((r) => ({ ...r, _count: { brokerQuotes: counts.get(r.id) ?? 0 }, reservationId: converted.get(r.id) ?? null })),
    ...window,
  };
}

/**
 * How many broker quotes each of these requests has, by one indexed look-up of just these ids. (Prisma's
 * `_count` in a list aggregates the whole broker_quotes table before joining it to the page.)
 */
async function quoteCounts(requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const groups = await db().brokerQuote.groupBy({
    by: ["quoteRequestId"],
    where: { quoteRequestId: { in: requestIds } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.quoteRequestId, g._count._all]));
}

export interface StaffAction {
  actorId: string;
  ip: string | null;
  baseUrl: string;
}

/** Shows a request to the brokers or hides it. Returns false when it already was so. */
export async function setRequestVisibility(input: StaffAction & { id: string; visible: boolean }): Promise<boolean> {
  return transaction(async (tx) => {
    const changed = await tx.quoteRequest.updateMany({
      where: { id: input.id, visibleToBrokers: !input.visible },
      data: { visibleToBrokers: input.visible },
    });
    const request = await tx.quoteRequest.findUnique({
      where: { id: input.id },
      select: {
        id: true,
        status: true,
        departureDatetime: true,
        departureDateOnly: true,
        passengerCount: true,
        route: { select: { departureCity: true, arrivalCity: true } },
      },
    });
    if (!request) throw new QuoteError("requestNotFound", 404);
    if (changed.count === 0) return false;
    await audit(
      {
        actorId: input.actorId,
        action: "quote_request.visibility",
        entity: "quote_request",
        entityId: input.id,
        before: { visibleToBrokers: !input.visible },
        after: { visibleToBrokers: input.visible },
        ip: input.ip,
      },
      tx,
    );
    if (input.visible && isBrokerQuotable(request.status)) await emailActiveBrokers(tx, request, input.baseUrl);
    return true;
  });
}

/** Moves a request to `to` when the status machine allows it (quoted → pending only without live quotes). */
export async function setRequestStatus(input: StaffAction & { id: string; to: QuoteRequestStatus }): Promise<boolean> {
  await expireOverdueQuotes();
  return transaction(async (tx) => {
    const current = await tx.quoteRequest.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!current) throw new QuoteError("requestNotFound", 404);
    if (current.status === input.to) return false;
    if (!canTransition(current.status, input.to)) throw new QuoteError("transitionNotAllowed");
    if (current.status === "quoted" && input.to === "pending") {
      const live = await tx.brokerQuote.count({ where: { quoteRequestId: input.id, status: { in: ["pending", "approved"] } } });
      if (live > 0) throw new QuoteError("reopenHasQuotes");
    }
    const changed = await tx.quoteRequest.updateMany({ where: { id: input.id, status: current.status }, data: { status: input.to } });
    if (changed.count === 0) throw new QuoteError("alreadyDecided");
    await audit(
      {
        actorId: input.actorId,
        action: "quote_request.status",
        entity: "quote_request",
        entityId: input.id,
        before: { status: current.status },
        after: { status: input.to },
        ip: input.ip,
      },
      tx,
    );
    // a request that can no longer be quoted closes the quotes still waiting on it
    if (!isBrokerQuotable(input.to)) await closePendingQuotes(tx, input.id, CLOSED_REQUEST_CLOSED, input.actorId, input.ip, input.baseUrl);
    return true;
  });
}

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
  const total = await db().brokerQuote.count({ where });
  const window = paginate(total, params.page, PAGE_SIZE);
  const rows = await db().brokerQuote.findMany({
    where,
    orderBy: [{ submittedAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      quotedPrice: true,
      currency: true,
      validityHours: true,
      brokerNotes: true,
      expiresAt: true,
      submittedAt: true,
      status: true,
      decidedAt: true,
      decisionNote: true,
      customerResponse: true,
      customerRespondedAt: true,
      customerResponseNote: true,
      quoteRequestId: true,
      broker: { select: { name: true } },
      user: { select: { email: true, profile: { select: { firstName: true, lastName: true } } } },
      jetOffered: { select: { manufacturer: true, model: true, category: true, rangeKm: true, cruiseKmh: true, hourlyRate: true } },
      quoteRequest: {
        select: {
          status: true,
          departureDatetime: true,
          customer: { select: { firstName: true, lastName: true } },
          route: { select: { departureCity: true, arrivalCity: true, distanceKm: true } },
        },
      },
    },
  });
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
      quotedPrice: r.quotedPrice.toString(),
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
  quotedPrice: Prisma.Decimal;
  currency: QuoteCurrency;
  jetOffered: { category: JetCategory; rangeKm: number; cruiseKmh: number | null; hourlyRate: Prisma.Decimal } | null;
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
  const [pendingRequests, myQuotes, approved, thisMonth] = await Promise.all([
    db().quoteRequest.count({ where: openWhere }),
    db().brokerQuote.count({ where: mine(scope) }),
    db().brokerQuote.count({ where: { ...mine(scope), status: "approved" } }),
    // by year and month in Istanbul: from the first instant of this Istanbul month
    db().brokerQuote.count({ where: { ...mine(scope), submittedAt: { gte: startOfIstanbulMonth(now) } } }),
  ]);
  const counts = { pendingRequests, myQuotes, approved, thisMonth };
  if (tab === "requests") {
    const window = paginate(pendingRequests, page, 10);
    const rows = await db().quoteRequest.findMany({
      where: openWhere,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
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
  const total = await db().quoteRequest.count({ where });
  const window = paginate(total, page, PAGE_SIZE);
  const rows = await db().quoteRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
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

/** What the charter engine needs of an offered jet, and of the trip it is offered for. */
const OFFERED_JET_SELECT = { seatCapacity: true, category: true, rangeKm: true, cruiseKmh: true } as const;
const TRIP_SELECT = { passengerCount: true, route: { select: { distanceKm: true } } } as const;

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
