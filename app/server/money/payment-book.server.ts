import type { Prisma } from "#app/generated/prisma/client";
import { isRefundable, type PaymentStatus } from "#app/lib/domain/payment-status";
import { fromCents, sumCents, toCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { cappedTotal, LIST_COUNT_CAP, LIST_COUNT_TAKE, paginate, SEARCH_COUNT_CAP, SEARCH_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded, escapeLike } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
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

/**
 * The list's filter, one statement for the page, its count and the export (decision 061): each word must match the
 * transaction reference (case-insensitive) or the customer's folded names (Turkish folding); then the status.
 */
function filteredPayments(params: Pick<PaymentListParams, "q" | "status">) {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  let query = sqlDb()
    .selectFrom("payments as p")
    .leftJoin("reservations as r", "r.id", "p.reservation_id")
    .leftJoin("customers as c", "c.id", "r.customer_id")
    .leftJoin("routes as ro", "ro.id", "r.route_id");
  for (const word of words) {
    const folded = containsFolded(word)?.contains;
    query = query.where((eb) =>
      eb.or([
        eb("p.transaction_reference", "ilike", `%${escapeLike(word)}%`),
        // a word with nothing left once folded matches any payment with a customer
        folded === undefined ? eb("c.id", "is not", null) : eb("c.search_text", "like", `%${folded}%`),
      ]),
    );
  }
  return params.status ? query.where("p.status", "=", params.status) : query;
}

/** A payment as the list and the export read it: the reservation's customer and route joined, the amount as text. */
function paymentRows(params: Pick<PaymentListParams, "q" | "status">) {
  return filteredPayments(params)
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
    .orderBy("p.created_at", "desc")
    .orderBy("p.id");
}

type PaymentRecordRow = Awaited<ReturnType<ReturnType<typeof paymentRows>["execute"]>>[number];

function paymentRecord({
  reservationId,
  departureDatetime,
  firstName,
  lastName,
  departureCity,
  arrivalCity,
  ...payment
}: PaymentRecordRow) {
  return {
    ...payment,
    reservation: reservationId
      ? {
          id: reservationId,
          departureDatetime: departureDatetime!,
          customer: { firstName: firstName!, lastName: lastName! },
          route: { departureCity: departureCity!, arrivalCity: arrivalCity! },
        }
      : null,
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

export async function listPayments(params: PaymentListParams) {
  // a search's total is counted up to a cap (decision 028), the plain list and a status filter up to a larger one
  // (decision 059): either way the screen costs the same at any size. Without a search the count reads the payments
  // alone in id order (the primary key's index only, no join to plan); a search counts in the page's order, so it
  // walks the page's index and joins only the rows it counts.
  const counting = params.q
    ? filteredPayments(params).select(sql.lit(1).as("one")).orderBy("p.created_at", "desc").orderBy("p.id").limit(SEARCH_COUNT_TAKE)
    : sqlDb()
        .selectFrom("payments as p")
        .select(sql.lit(1).as("one"))
        .$if(params.status !== null, (q) => q.where("p.status", "=", params.status!))
        .orderBy("p.id")
        .limit(LIST_COUNT_TAKE);
  const { n: counted } = await sqlDb()
    .selectFrom(counting.as("capped"))
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  const { total, capped } = cappedTotal(counted, params.q ? SEARCH_COUNT_CAP : LIST_COUNT_CAP);
  const window = paginate(total, params.page, PAYMENTS_PAGE_SIZE);
  const rows = (await paymentRows(params).offset(window.skip).limit(window.take).execute()).map(paymentRecord);
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
  let after: { createdAt: Date; id: string } | undefined;
  let sent = 0;
  while (sent < PAYMENTS_EXPORT_MAX) {
    const last = after;
    // the next batch starts after the last row sent, in the list's order (newest first, then id)
    const query = last
      ? paymentRows(params).where((eb) =>
          eb.or([eb("p.created_at", "<", last.createdAt), eb.and([eb("p.created_at", "=", last.createdAt), eb("p.id", ">", last.id)])]),
        )
      : paymentRows(params);
    const rows = await query.limit(Math.min(batch, PAYMENTS_EXPORT_MAX - sent)).execute();
    const tail = rows.at(-1);
    if (!tail) return;
    for (const row of rows) yield paymentRecord(row);
    sent += rows.length;
    after = { createdAt: tail.createdAt, id: tail.id };
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
