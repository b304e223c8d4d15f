import type { Prisma } from "#app/generated/prisma/client";
import { canTransition, isRefundable, PAYMENT_STATUSES, type PaymentStatus } from "#app/lib/domain/payment-status";
import { depositPaid } from "#app/lib/domain/balance";
import { fromCents, sumCents, toCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { paymentSuccessRate } from "#app/lib/domain/metrics";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { formatDateTime, formatMoney, formatPrice, type Currency } from "#app/lib/format";
import { cappedTotal, paginate, SEARCH_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded, escapeLike } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { sharedResult } from "#app/server/platform/shared-result.server";
import { balanceFromRow, balancesOf, balanceSelect, balanceView, lockReservation, type Tx } from "./balance.server";
import { followRefunds, refundableCents } from "./refund-ledger.server";

/**
 * Payments for staff (/admin/payments, spec §2.11, §7.3): the per-currency summary, the searchable list, and
 * the changes — record a payment against a reservation within what it owes, mark it paid or failed, refund part
 * or all of a received one, send a refund a cancellation left due (decision 042). Every change locks the
 * reservation's row, checks the balance (`lib/domain/balance.ts`), moves along the payment state machine
 * (`lib/domain/payment-status.ts`) and writes its audit row and, where the customer should know, an e-mail, in
 * one transaction: twenty parallel payments or refunds never take or give back more than is there.
 */
export const PAYMENTS_PAGE_SIZE = 25;
/** At most this many rows go into one export (a person reads a filtered list, not a whole ledger). */
export const PAYMENTS_EXPORT_MAX = 50_000;

export type PaymentTarget = "paid" | "failed" | "pending";

export type PaymentErrorCode =
  | "notFound"
  | "reservationNotFound"
  | "alreadyChanged"
  | "referenceTaken"
  | "reservationClosed"
  | "notPriced"
  | "currencyMismatch"
  | "nothingDue"
  | "overDue"
  | "notRefundable"
  | "refundTooHigh"
  | "refundNotFound"
  | "refundDone";

const BAD_INPUT: readonly PaymentErrorCode[] = [
  "referenceTaken",
  "reservationNotFound",
  "notPriced",
  "currencyMismatch",
  "nothingDue",
  "overDue",
  "refundTooHigh",
  "notRefundable",
  "reservationClosed",
];

/** A refusal with its message key `payments.errors.<code>`, its form field and the values the message names. */
export class PaymentError extends ServiceError<PaymentErrorCode> {
  constructor(
    code: PaymentErrorCode,
    field?: string,
    readonly values: Record<string, string> = {},
  ) {
    super(
      code,
      code === "notFound" || code === "refundNotFound" ? 404 : BAD_INPUT.includes(code) ? 400 : 409,
      `payments.errors.${code}`,
      field,
    );
    this.name = "PaymentError";
  }
}

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

export async function listPayments(params: PaymentListParams) {
  const where = paymentWhere(params);
  // a search's total is counted up to a cap (decision 028); the plain list and a status filter stay exact
  const counted = await db().payment.count({ where, ...(params.q ? { take: SEARCH_COUNT_TAKE } : {}) });
  const { total, capped } = params.q ? cappedTotal(counted) : { total: counted, capped: false };
  const window = paginate(total, params.page, PAYMENTS_PAGE_SIZE);
  const rows = await db().payment.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: rowSelect,
  });
  // each row's reservation balance (decision 042): what is still due on the reservation the payment is for
  const balances = await balancesOf(rows.flatMap((r) => (r.reservation ? [r.reservation.id] : [])));
  return {
    rows: rows.map((r) => {
      const balance = r.reservation ? balances.get(r.reservation.id) : undefined;
      return { ...r, amount: r.amount.toString(), balance: balance ? balanceView(balance) : null };
    }),
    ...window,
    capped,
  };
}

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>["rows"][number];

export interface CurrencySummary {
  currency: QuoteCurrency;
  /** sum of paid payments (spec §9: revenue) */
  paid: string;
  /** sum of pending payments */
  pending: string;
  refunded: string;
  count: number;
  /** paid ÷ all, as a ratio (spec §9: success rate) */
  successRate: number;
}

/**
 * The cards of spec §2.11, one set per currency: a TRY total and a EUR total are never added together.
 * Currencies without payments are left out.
 */
export async function paymentSummary(): Promise<CurrencySummary[]> {
  return sharedSummary.get(new Date(), 0);
}

/** How long the cards may be shared by the requests of one process (they aggregate the whole table). */
export const SUMMARY_MAX_AGE_MS = 30_000;

/** The cards as the screen shows them: shared for up to SUMMARY_MAX_AGE_MS, dropped when this process changes a payment. */
export function paymentSummaryForScreen(now = new Date()): Promise<CurrencySummary[]> {
  return sharedSummary.get(now, SUMMARY_MAX_AGE_MS);
}

const sharedSummary = sharedResult(computeSummary);

async function computeSummary(): Promise<CurrencySummary[]> {
  const groups = await db().payment.groupBy({ by: ["currency", "status"], _sum: { amount: true }, _count: { _all: true } });
  return QUOTE_CURRENCIES.flatMap((currency) => {
    const of = (status: PaymentStatus) => groups.find((g) => g.currency === currency && g.status === status);
    const count = groups.filter((g) => g.currency === currency).reduce((n, g) => n + g._count._all, 0);
    if (count === 0) return [];
    const sum = (status: PaymentStatus) => of(status)?._sum.amount?.toString() ?? "0";
    return [
      {
        currency,
        paid: sum("paid"),
        pending: sum("pending"),
        refunded: sum("refunded"),
        count,
        successRate: paymentSuccessRate(of("paid")?._count._all ?? 0, count),
      },
    ];
  });
}

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

// ───────────── changes ─────────────

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

export interface RecordPaymentInput extends StaffInput {
  reservationId: string;
  amount: number;
  currency: QuoteCurrency;
  method: string;
  reference: string | null;
}

/** Reservations that take money: an option (its deposit), a confirmed flight, and a flown or missed one's balance. */
export const PAYABLE_STATUSES = ["optional", "confirmed", "completed", "no_show"] as const;

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/**
 * Records a pending payment against a reservation, within what it owes (decision 042): in the reservation's
 * currency only, never on a draft, a cancelled or an unpriced reservation, and at most the amount due — what is
 * owed less what is paid or already recorded as pending. The reservation's row is locked first, so parallel
 * payments are checked one after the other and cannot together exceed the due amount.
 */
export async function recordPayment(input: RecordPaymentInput): Promise<{ id: string }> {
  const amountCents = toCents(input.amount.toFixed(2));
  try {
    return await db().$transaction(async (tx) => {
      if (!(await lockReservation(tx, input.reservationId))) throw new PaymentError("reservationNotFound", "reservation_id");
      const row = await tx.reservation.findUniqueOrThrow({ where: { id: input.reservationId }, select: balanceSelect });
      if (!(PAYABLE_STATUSES as readonly string[]).includes(row.status)) {
        throw new PaymentError("reservationClosed", "reservation_id", { status: row.status });
      }
      if (row.totalAmount === null) throw new PaymentError("notPriced", "reservation_id");
      if (input.currency !== row.currency) throw new PaymentError("currencyMismatch", "currency", { currency: row.currency });
      const balance = balanceFromRow(row);
      if (balance.due === 0) throw new PaymentError("nothingDue", "amount");
      if (amountCents > balance.due) {
        throw new PaymentError("overDue", "amount", { due: formatMoney(fromCents(balance.due), row.currency) });
      }
      const payment = await tx.payment.create({
        data: {
          reservationId: input.reservationId,
          amount: fromCents(amountCents),
          currency: input.currency,
          paymentMethod: input.method,
          transactionReference: input.reference,
          status: "pending",
        },
        select: { id: true },
      });
      sharedSummary.invalidate();
      await audit(
        {
          actorId: input.actorId,
          action: "payment.create",
          entity: "payment",
          entityId: payment.id,
          after: {
            reservationId: input.reservationId,
            amount: fromCents(amountCents),
            currency: input.currency,
            method: input.method,
            reference: input.reference,
            dueBefore: fromCents(balance.due),
          },
          ip: input.ip,
        },
        tx,
      );
      return payment;
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) throw new PaymentError("referenceTaken", "transaction_reference");
    throw error;
  }
}

/** The customer's e-mail values of a payment or a refund. */
function mailValues(
  amount: string,
  currency: Currency,
  reference: string | null,
  reservation: { departureDatetime: Date; route: { departureCity: string; arrivalCity: string }; customer: { firstName: string } } | null,
) {
  return {
    name: reservation?.customer.firstName ?? null,
    amount: formatPrice(amount, currency),
    route: reservation ? `${reservation.route.departureCity} → ${reservation.route.arrivalCity}` : null,
    date: reservation ? formatDateTime(reservation.departureDatetime) : null,
    reference,
  };
}

const mailReservationSelect = {
  departureDatetime: true,
  route: { select: { departureCity: true, arrivalCity: true } },
  customer: { select: { email: true, firstName: true, lastName: true } },
} as const;

/**
 * Marks a pending payment paid or failed (a failed one may be put back to pending): one conditional update along
 * the state machine, so of twenty parallel clicks one changes it. Money is received only on a reservation that
 * takes money; a retried payment is checked against the due amount again. When the money received reaches the
 * deposit of an option, the option is confirmed in the same transaction (decision 042).
 */
export async function changePaymentStatus(
  input: StaffInput & { id: string; to: "paid" | "failed" | "pending"; now?: Date },
): Promise<void> {
  const from = PAYMENT_STATUSES.filter((s) => canTransition(s, input.to));
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const target = await tx.payment.findUnique({ where: { id: input.id }, select: { reservationId: true } });
    if (!target) throw new PaymentError("notFound");
    if (target.reservationId && input.to !== "failed") {
      await lockReservation(tx, target.reservationId);
      const row = await tx.reservation.findUniqueOrThrow({ where: { id: target.reservationId }, select: balanceSelect });
      if (!(PAYABLE_STATUSES as readonly string[]).includes(row.status)) {
        throw new PaymentError("reservationClosed", undefined, { status: row.status });
      }
      if (input.to === "pending") {
        const payment = await tx.payment.findUniqueOrThrow({ where: { id: input.id }, select: { amount: true, status: true } });
        const balance = balanceFromRow(row);
        if (payment.status === "failed" && toCents(payment.amount) > balance.due) {
          throw new PaymentError("overDue", undefined, { due: formatMoney(fromCents(balance.due), row.currency) });
        }
      }
    }
    const changed = await tx.payment.updateMany({
      where: { id: input.id, status: { in: from } },
      data: { status: input.to, ...(input.to === "paid" ? { paidAt: now } : {}) },
    });
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: input.id },
      select: {
        status: true,
        amount: true,
        currency: true,
        transactionReference: true,
        reservationId: true,
        reservation: { select: mailReservationSelect },
      },
    });
    if (changed.count !== 1) throw new PaymentError("alreadyChanged");
    sharedSummary.invalidate();
    await audit(
      {
        actorId: input.actorId,
        action: `payment.${input.to}`,
        entity: "payment",
        entityId: input.id,
        before: { status: from },
        after: { status: input.to },
        ip: input.ip,
      },
      tx,
    );
    const customer = payment.reservation?.customer;
    if (input.to === "paid" && customer?.email) {
      const mail = await composeEmail(
        "paymentReceived",
        mailValues(payment.amount.toString(), payment.currency, payment.transactionReference, payment.reservation),
      );
      await queueEmail({ to: customer.email, ...mail, template: "payment-paid" }, tx);
    }
    if (input.to === "paid" && payment.reservationId) await confirmOnDeposit(tx, payment.reservationId, input);
  }, TX_OPTIONS);
}

/**
 * An option whose deposit is in becomes confirmed (decision 042): conditional on it still being an option, with
 * its audit row and the customer's confirmation e-mail, in the payment's transaction.
 */
async function confirmOnDeposit(tx: Tx, reservationId: string, actor: StaffInput) {
  const row = await tx.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    select: { ...balanceSelect, ...mailReservationSelect },
  });
  if (row.status !== "optional" || !depositPaid(balanceFromRow(row))) return;
  const { count } = await tx.reservation.updateMany({ where: { id: reservationId, status: "optional" }, data: { status: "confirmed" } });
  if (count !== 1) return;
  await audit(
    {
      actorId: actor.actorId,
      action: "reservation.confirmed",
      entity: "reservation",
      entityId: reservationId,
      before: { status: "optional" },
      after: { status: "confirmed", reason: "deposit" },
      ip: actor.ip,
    },
    tx,
  );
  const mail = await composeEmail("reservationConfirmed", {
    name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
    code: reservationCode(reservationId),
    route: `${row.route.departureCity} → ${row.route.arrivalCity}`,
    departure: formatDateTime(row.departureDatetime),
    amount: row.totalAmount === null ? null : formatMoney(row.totalAmount.toString(), row.currency),
  });
  await queueEmail({ to: row.customer.email, ...mail, template: "reservation.confirmed" }, tx);
}

// ───────────── refunds ─────────────

export interface RefundInput extends StaffInput {
  paymentId: string;
  amount: number;
  reason: string | null;
  now?: Date;
}

/**
 * Refunds part or all of a received payment at once (an admin sends the money now): a completed refund record
 * linked to the payment, whose status follows. The reservation's row is locked first, so parallel refunds are
 * checked one after the other: their total never exceeds the payment (nor, so, what was paid).
 */
export async function refundPayment(input: RefundInput): Promise<{ id: string }> {
  const now = input.now ?? new Date();
  const amountCents = toCents(input.amount.toFixed(2));
  return db().$transaction(async (tx) => {
    const target = await tx.payment.findUnique({ where: { id: input.paymentId }, select: { reservationId: true } });
    if (!target) throw new PaymentError("notFound");
    if (!target.reservationId) throw new PaymentError("notRefundable", "amount");
    await lockReservation(tx, target.reservationId);
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: input.paymentId },
      select: { status: true, amount: true, currency: true, transactionReference: true, reservation: { select: mailReservationSelect } },
    });
    if (!isRefundable(payment.status)) throw new PaymentError("notRefundable", "amount");
    const { left } = await refundableCents(tx, input.paymentId, payment.amount);
    if (left <= 0) throw new PaymentError("notRefundable", "amount");
    if (amountCents > left) throw new PaymentError("refundTooHigh", "amount", { max: formatMoney(fromCents(left), payment.currency) });
    const refund = await tx.refund.create({
      data: {
        paymentId: input.paymentId,
        reservationId: target.reservationId,
        amount: fromCents(amountCents),
        currency: payment.currency,
        status: "completed",
        completedAt: now,
        reason: input.reason,
      },
      select: { id: true },
    });
    const status = await followRefunds(tx, input.paymentId, payment.amount);
    sharedSummary.invalidate();
    await audit(
      {
        actorId: input.actorId,
        action: "refund.create",
        entity: "payment",
        entityId: input.paymentId,
        before: { status: payment.status },
        after: { status, refundId: refund.id, amount: fromCents(amountCents), reason: input.reason },
        ip: input.ip,
      },
      tx,
    );
    await mailRefund(tx, fromCents(amountCents), payment);
    return refund;
  }, TX_OPTIONS);
}

async function mailRefund(
  tx: Tx,
  amount: string,
  payment: {
    currency: Currency;
    transactionReference: string | null;
    reservation: {
      departureDatetime: Date;
      route: { departureCity: string; arrivalCity: string };
      customer: { email: string; firstName: string };
    } | null;
  },
) {
  const email = payment.reservation?.customer.email;
  if (!email) return;
  const mail = await composeEmail(
    "paymentRefunded",
    mailValues(amount, payment.currency, payment.transactionReference, payment.reservation),
  );
  await queueEmail({ to: email, ...mail, template: "payment-refunded" }, tx);
}

/**
 * Sends a refund a cancellation left due (pending → completed, an admin's act): one conditional update, so of
 * parallel clicks one sends it; the payment's status follows and the customer is told.
 */
export async function executeRefund(input: StaffInput & { refundId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({
      where: { id: input.refundId },
      select: { reservationId: true, paymentId: true, amount: true },
    });
    if (!refund) throw new PaymentError("refundNotFound");
    await lockReservation(tx, refund.reservationId);
    const { count } = await tx.refund.updateMany({
      where: { id: input.refundId, status: "pending" },
      data: { status: "completed", completedAt: now },
    });
    if (count !== 1) throw new PaymentError("refundDone");
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: refund.paymentId },
      select: { amount: true, currency: true, transactionReference: true, reservation: { select: mailReservationSelect } },
    });
    const status = await followRefunds(tx, refund.paymentId, payment.amount);
    sharedSummary.invalidate();
    await audit(
      {
        actorId: input.actorId,
        action: "refund.completed",
        entity: "payment",
        entityId: refund.paymentId,
        after: { status, refundId: input.refundId, amount: refund.amount.toString() },
        ip: input.ip,
      },
      tx,
    );
    await mailRefund(tx, refund.amount.toString(), payment);
  }, TX_OPTIONS);
}

/** One received payment with its reservation and what of it may still be refunded, for the refund form. */
export async function paymentForRefund(id: string) {
  const row = await db().payment.findUnique({ where: { id }, select: { ...rowSelect, refunds: { select: { amount: true } } } });
  if (!row || !isRefundable(row.status)) return null;
  const left = toCents(row.amount) - sumCents(row.refunds.map((r) => toCents(r.amount)));
  if (left <= 0) return null;
  const { refunds: _refunds, ...rest } = row;
  return { ...rest, amount: row.amount.toString(), refundable: fromCents(left) };
}

/** Refunds cancellations left due, oldest first, for an admin to send (the payments screen's list). */
export async function pendingRefunds(limit = 50) {
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
      payment: { select: { transactionReference: true, paymentMethod: true } },
      reservation: { select: { customer: { select: { firstName: true, lastName: true } } } },
    },
  });
  return rows.map((r) => ({ ...r, amount: r.amount.toString(), code: reservationCode(r.reservationId) }));
}

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
