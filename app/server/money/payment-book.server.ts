import type { Prisma } from "#app/generated/prisma/client";
import { isRefundable, type PaymentStatus } from "#app/lib/domain/payment-status";
import { fromCents, sumCents, toCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { cappedTotal, LIST_COUNT_CAP, LIST_COUNT_TAKE, paginate, SEARCH_COUNT_CAP, SEARCH_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded, escapeLike } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { inIdOrder, sqlDb } from "#app/server/platform/db/sql.server";
import { balanceFromRow, balancesOf, balanceSelect, balanceView } from "./balance.server";
import { PAYABLE_STATUSES } from "./payment-rules.server";
import { STALE_SENDING_MS } from "./card-refunds.server";

/**
 * The payments book's reads (/admin/payments, spec §2.11, §7.3): the searchable list with each reservation's due
 * balance, the same list for an export, the refund form's payment, the refunds cancellations left due and the
 * reservations a payment can be recorded against. The cards are in `payment-summary.server.ts`, the changes in
 * `payment-changes.server.ts` and `refunds.server.ts`.
 */
export const PAYMENTS_PAGE_SIZE = 25;
/** At most this many rows go into one export (a person reads a filtered list, not a whole ledger). */
export const PAYMENTS_EXPORT_MAX = 50_000;

export interface PaymentListParams {
  q: string;
  status: PaymentStatus | null;
  page: string | null;
}

/** Each word must match the transaction reference or the customer's first or last name (Turkish folding). */
function paymentWhere(params: Pick<PaymentListParams, "q" | "status">): Prisma.PaymentWhereInput {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: [
      ...words.map((word) => ({
        OR: [
          { transactionReference: { contains: escapeLike(word), mode: "insensitive" as const } },
          { reservation: { customer: { searchText: containsFolded(word) } } },
        ],
      })),
      ...(params.status ? [{ status: params.status }] : []),
    ],
  };
}

const rowSelect = {
  id: true,
  amount: true,
  currency: true,
  paymentMethod: true,
  status: true,
  paidAt: true,
  createdAt: true,
  transactionReference: true,
  reservation: {
    select: {
      id: true,
      departureDatetime: true,
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  },
} satisfies Prisma.PaymentSelect;

const PAYMENT_ORDER: Prisma.PaymentOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "asc" }];

/**
 * A page's payments by id with their reservation, customer and route, in one statement straight to the driver
 * (decision 031): the filter finds the page's ids, and Prisma's nested select (three statements, stitched in
 * JavaScript) cost about four times the CPU. Rows come back in the order of `ids`; the amount is decimal text.
 */
async function paymentListRows(ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await sqlDb()
    .selectFrom("payments as p")
    .leftJoin("reservations as r", "r.id", "p.reservation_id")
    .leftJoin("customers as c", "c.id", "r.customer_id")
    .leftJoin("routes as ro", "ro.id", "r.route_id")
    .select([
      "p.id",
      "p.amount",
      "p.currency",
      "p.payment_method as paymentMethod",
      "p.status",
      "p.paid_at as paidAt",
      "p.created_at as createdAt",
      "p.transaction_reference as transactionReference",
      "r.id as reservationId",
      "r.departure_datetime as departureDatetime",
      "c.first_name as firstName",
      "c.last_name as lastName",
      "ro.departure_city as departureCity",
      "ro.arrival_city as arrivalCity",
    ])
    .where("p.id", "in", ids)
    .execute();
  return inIdOrder(
    ids,
    rows.map(({ reservationId, departureDatetime, firstName, lastName, departureCity, arrivalCity, ...payment }) => ({
      ...payment,
      reservation: reservationId
        ? {
            id: reservationId,
            departureDatetime: departureDatetime!,
            customer: { firstName: firstName!, lastName: lastName! },
            route: { departureCity: departureCity!, arrivalCity: arrivalCity! },
          }
        : null,
    })),
  );
}

export async function listPayments(params: PaymentListParams) {
  const where = paymentWhere(params);
  // a search's total is counted up to a cap (decision 028), the plain list and a status filter up to a larger one
  // (decision 059): either way the screen costs the same at any size
  // the plain list ordered by id (Prisma's order for a count with `take`): its count then reads the primary key alone;
  // a search in the page's order, so it walks the page's index and joins only the rows it counts (decision 059)
  const counted = await db().payment.count({
    where,
    orderBy: params.q ? PAYMENT_ORDER : undefined,
    take: params.q ? SEARCH_COUNT_TAKE : LIST_COUNT_TAKE,
  });
  const { total, capped } = cappedTotal(counted, params.q ? SEARCH_COUNT_CAP : LIST_COUNT_CAP);
  const window = paginate(total, params.page, PAYMENTS_PAGE_SIZE);
  const page = await db().payment.findMany({ where, orderBy: PAYMENT_ORDER, skip: window.skip, take: window.take, select: { id: true } });
  const rows = await paymentListRows(page.map((row) => row.id));
  // each row's reservation balance (decision 042): what is still due on the reservation the payment is for
  const balances = await balancesOf(rows.flatMap((r) => (r.reservation ? [r.reservation.id] : [])));
  return {
    rows: rows.map((r) => {
      const balance = r.reservation ? balances.get(r.reservation.id) : undefined;
      return { ...r, balance: balance ? balanceView(balance) : null };
    }),
    ...window,
    capped,
  };
}

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>["rows"][number];

/** The filtered list for an export, newest first, in batches (so a large export never sits in memory at once). */
export async function* paymentsForExport(params: Pick<PaymentListParams, "q" | "status">, batch = 1000) {
  const where = paymentWhere(params);
  let cursor: string | undefined;
  let sent = 0;
  while (sent < PAYMENTS_EXPORT_MAX) {
    const rows = await db().payment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: Math.min(batch, PAYMENTS_EXPORT_MAX - sent),
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: rowSelect,
    });
    const last = rows.at(-1);
    if (!last) return;
    for (const row of rows) yield row;
    sent += rows.length;
    cursor = last.id;
    if (rows.length < batch) return;
  }
}

/** One received payment with its reservation and what of it may still be refunded, for the refund form. */
export async function paymentForRefund(id: string) {
  const row = await db().payment.findUnique({
    where: { id },
    select: { ...rowSelect, refunds: { select: { amount: true } }, attempt: { select: { providerTransactionId: true } } },
  });
  if (!row || !isRefundable(row.status)) return null;
  const left = toCents(row.amount) - sumCents(row.refunds.map((r) => toCents(r.amount)));
  if (left <= 0) return null;
  const { refunds: _refunds, attempt, ...rest } = row;
  // a card payment's refund goes through the provider (decision 050)
  return { ...rest, amount: row.amount.toString(), refundable: fromCents(left), card: Boolean(attempt?.providerTransactionId) };
}

export type RefundablePayment = NonNullable<Awaited<ReturnType<typeof paymentForRefund>>>;

/**
 * Refunds cancellations left due, and card refunds awaiting the provider's answer, oldest first, for an admin to
 * send (the payments screen's list).
 */
export async function pendingRefunds(limit = 50, now = new Date()) {
  // usually there is none: one look through the driver, where Prisma would send five statements for an empty list
  // (its relations are read even for no rows) on every admin's load of the payments screen
  const any = await sqlDb().selectFrom("refunds").select("id").where("status", "=", "pending").limit(1).executeTakeFirst();
  if (!any) return [];
  const rows = await db().refund.findMany({
    where: { status: "pending" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      amount: true,
      currency: true,
      reason: true,
      createdAt: true,
      reservationId: true,
      providerState: true,
      providerRequestedAt: true,
      providerError: true,
      payment: { select: { transactionReference: true, paymentMethod: true, attempt: { select: { providerTransactionId: true } } } },
      reservation: { select: { customer: { select: { firstName: true, lastName: true } } } },
    },
  });
  return rows.map(({ payment: { attempt, ...payment }, ...r }) => ({
    ...r,
    payment,
    amount: r.amount.toString(),
    code: reservationCode(r.reservationId),
    // a card payment's refund goes through the provider; `sending`/`unanswered` are on their way there (decision 050)
    card: Boolean(attempt?.providerTransactionId),
    awaitingProvider: r.providerState === "sending" || r.providerState === "unanswered",
    // unanswered, or sending from a call that died: staff check the provider's panel and act
    needsStaff:
      r.providerState === "unanswered" ||
      (r.providerState === "sending" && (r.providerRequestedAt?.getTime() ?? 0) < now.getTime() - STALE_SENDING_MS),
  }));
}

export type PendingRefund = Awaited<ReturnType<typeof pendingRefunds>>[number];

/** Reservations a payment can be recorded against (most recent departures first) with what is due, for the form's list. */
export async function reservationChoices(limit = 200) {
  const rows = await db().reservation.findMany({
    where: { status: { in: [...PAYABLE_STATUSES] }, totalAmount: { not: null } },
    orderBy: [{ departureDatetime: "desc" }, { id: "asc" }],
    take: limit,
    select: {
      ...balanceSelect,
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    departureDatetime: r.departureDatetime,
    currency: r.currency,
    customer: r.customer,
    route: r.route,
    due: fromCents(balanceFromRow(r).due),
  }));
}
