import type { Prisma } from "#app/generated/prisma/client";
import type { QuoteRequestStatus } from "#app/generated/prisma/enums";
import { canTransition, isBrokerQuotable } from "#app/lib/domain/quote-request-status";
import { cappedPage, LIST_COUNT_TAKE } from "#app/lib/list-params";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { reservationsOfRequests } from "#app/server/bookings/reservation-conversion.server";
import {
  CLOSED_REQUEST_CLOSED,
  PAGE_SIZE,
  QuoteError,
  transaction,
  expireOverdueQuotes,
  emailActiveBrokers,
  closePendingQuotes,
  quoteCounts,
  type StaffAction,
  requestSearch,
} from "./quotes.server";

/**
 * Staff's side of the quote requests (/admin/quote-requests): the list with its quote counts and reservations,
 * showing a request to the brokers or hiding it, and its status by hand. The rules they share with the quote
 * decisions and the broker portal are in quotes.server.ts.
 */

// ───────────── admin: quote requests ─────────────

export interface RequestListParams {
  q: string;
  status: QuoteRequestStatus | null;
  page: string | null;
}

export async function listQuoteRequestsForStaff(params: RequestListParams) {
  await expireOverdueQuotes();
  const where: Prisma.QuoteRequestWhereInput = {
    AND: [...requestSearch(params.q, true), ...(params.status ? [{ status: params.status }] : [])],
  };
  // counted up to a cap, so the screen costs the same at any size (decision 059)
  // in the page's order: a capped count walks the page's index (Prisma orders a count with `take` by id otherwise)
  const orderBy: Prisma.QuoteRequestOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "asc" }];
  const window = cappedPage(await db().quoteRequest.count({ where, orderBy, take: LIST_COUNT_TAKE }), params.page, PAGE_SIZE);
  const rows = await db().quoteRequest.findMany({
    where,
    orderBy,
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
