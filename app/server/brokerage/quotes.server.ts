import type { Prisma } from "#app/generated/prisma/client";
import { type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { formatPlaceDeparture, formatPrice, placeTime } from "#app/lib/format";
import { zonesOfRoute } from "#app/server/bookings/leg-times.server";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isSerializationFailure, isUniqueViolation } from "#app/server/platform/db/errors.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";

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

export type Tx = Prisma.TransactionClient;

/** Generous limits: 20 parallel approvals on a 10-connection pool must queue, not fail. */
const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/** Runs `fn` in a transaction; a unique violation or serialization failure means someone else won. */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db().$transaction(fn, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error) || isSerializationFailure(error)) throw new QuoteError("alreadyDecided");
    throw error;
  }
}

export function routeLabel(route: { departureCity: string; arrivalCity: string }) {
  return `${route.departureCity} → ${route.arrivalCity}`;
}

export function money(amount: Prisma.Decimal | number | string, currency: QuoteCurrency) {
  return formatPrice(amount.toString(), currency);
}

// ───────────── expiry ─────────────

/** Marks pending quotes past their expiry as expired (one audit row per quote). Returns how many. */
export async function expireOverdueQuotes(now: Date = new Date()): Promise<number> {
  const overdue = { status: "pending" as const, expiresAt: { lte: now } };
  // cheap check first: most calls find nothing to do. The (status, expires_at) index answers it from the overdue rows
  // alone, and every call leaves none behind, so it reads a few index entries at any size (decision 059)
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

export async function emailActiveBrokers(
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
  // the requested departure at its airport (decision 043); inside a transaction, so from the city list alone
  const zones = await zonesOfRoute(request.route, { lookUp: false });
  const mail = await composeEmail("quoteRequestVisible", {
    route: routeLabel(request.route),
    date: formatPlaceDeparture(placeTime(request.departureDatetime, zones.departure), request.departureDateOnly),
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

export async function emailQuoteOutcome(tx: Tx, quote: QuoteForMail, outcome: "approved" | "rejected" | "closed", baseUrl: string) {
  const name = ({ approved: "quoteApproved", rejected: "quoteRejected", closed: "quoteClosed" } as const)[outcome];
  const values = {
    route: routeLabel(quote.quoteRequest.route),
    price: money(quote.quotedPrice, quote.currency),
    url: `${baseUrl}/broker?tab=mine`,
  };
  await queueEmail({ to: quote.user.email, ...(await composeEmail(name, values)), template: `broker_quote.${outcome}` }, tx);
}

export const quoteMailSelect = {
  id: true,
  quotedPrice: true,
  currency: true,
  user: { select: { email: true } },
  quoteRequest: { select: { route: { select: { departureCity: true, arrivalCity: true } } } },
} as const;

/** Closes the pending quotes of a request (except `exceptId`), with audit rows and e-mails. */
export async function closePendingQuotes(
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

/**
 * How many broker quotes each of these requests has, by one indexed look-up of just these ids. (Prisma's
 * `_count` in a list aggregates the whole broker_quotes table before joining it to the page.)
 */
export async function quoteCounts(requestIds: string[]): Promise<Map<string, number>> {
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

export function requestSearch(q: string, withCustomer: boolean): Prisma.QuoteRequestWhereInput[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => {
    const like = containsFolded(word);
    const or: Prisma.QuoteRequestWhereInput[] = [{ searchText: like }, { route: { searchText: like } }];
    if (withCustomer) or.push({ customer: { searchText: like } });
    return { OR: or };
  });
}

/** What the charter engine needs of an offered jet, and of the trip it is offered for. */
export const OFFERED_JET_SELECT = { seatCapacity: true, category: true, rangeKm: true, cruiseKmh: true } as const;
export const TRIP_SELECT = { passengerCount: true, route: { select: { distanceKm: true } } } as const;
