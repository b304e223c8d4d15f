import type { Prisma } from "#app/generated/prisma/client";
import { canTransition, PAYMENT_STATUSES, type PaymentStatus } from "#app/lib/domain/payment-status";
import { paymentSuccessRate } from "#app/lib/domain/metrics";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { formatDateTime, formatPrice } from "#app/lib/format";
import { cappedTotal, paginate, SEARCH_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded, escapeLike } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { sharedResult } from "#app/server/platform/shared-result.server";

/**
 * Payments for staff (/admin/payments, spec §2.11, §7.3): the per-currency summary, the searchable list, and
 * the changes — record a payment against a reservation, mark it paid or failed, refund a paid one. Every
 * change is a conditional update along the payment state machine (`lib/domain/payment-status.ts`) with its
 * audit row and, where the customer should know, an e-mail, in one transaction: twenty parallel refund
 * clicks refund once.
 */
export const PAYMENTS_PAGE_SIZE = 25;
/** At most this many rows go into one export (a person reads a filtered list, not a whole ledger). */
export const PAYMENTS_EXPORT_MAX = 50_000;

export type PaymentTarget = Exclude<PaymentStatus, "pending">;

export class PaymentError extends ServiceError<"notFound" | "reservationNotFound" | "alreadyChanged" | "referenceTaken"> {
  constructor(code: PaymentError["code"], field?: string) {
    super(
      code,
      code === "notFound" ? 404 : code === "referenceTaken" || code === "reservationNotFound" ? 400 : 409,
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
  return { rows: rows.map((r) => ({ ...r, amount: r.amount.toString() })), ...window, capped };
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

/** Records a pending payment against a reservation. */
export async function recordPayment(input: RecordPaymentInput): Promise<{ id: string }> {
  try {
    return await db().$transaction(async (tx) => {
      const reservation = await tx.reservation.findUnique({ where: { id: input.reservationId }, select: { id: true } });
      if (!reservation) throw new PaymentError("reservationNotFound", "reservation_id");
      const payment = await tx.payment.create({
        data: {
          reservationId: input.reservationId,
          amount: input.amount.toFixed(2),
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
            amount: input.amount,
            currency: input.currency,
            method: input.method,
            reference: input.reference,
          },
          ip: input.ip,
        },
        tx,
      );
      return payment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PaymentError("referenceTaken", "transaction_reference");
    throw error;
  }
}

const CUSTOMER_EMAIL = { paid: "paymentReceived", refunded: "paymentRefunded" } as const;

/**
 * Moves a payment to `to` if the state machine allows it from the state it is in now: one conditional update,
 * so of twenty parallel clicks one changes it and the others find it already changed.
 */
export async function changePaymentStatus(input: StaffInput & { id: string; to: PaymentTarget; now?: Date }): Promise<void> {
  const from = PAYMENT_STATUSES.filter((s) => canTransition(s, input.to));
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const changed = await tx.payment.updateMany({
      where: { id: input.id, status: { in: from } },
      data: { status: input.to, ...(input.to === "paid" ? { paidAt: now } : {}) },
    });
    const payment = await tx.payment.findUnique({
      where: { id: input.id },
      select: {
        status: true,
        amount: true,
        currency: true,
        transactionReference: true,
        reservation: {
          select: {
            departureDatetime: true,
            route: { select: { departureCity: true, arrivalCity: true } },
            customer: { select: { email: true, firstName: true } },
          },
        },
      },
    });
    if (!payment) throw new PaymentError("notFound");
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
    if (input.to !== "failed" && customer?.email) {
      const route = payment.reservation ? `${payment.reservation.route.departureCity} → ${payment.reservation.route.arrivalCity}` : null;
      const mail = await composeEmail(CUSTOMER_EMAIL[input.to], {
        name: customer.firstName,
        amount: formatPrice(payment.amount.toString(), payment.currency),
        route,
        date: payment.reservation ? formatDateTime(payment.reservation.departureDatetime) : null,
        reference: payment.transactionReference,
      });
      await queueEmail({ to: customer.email, ...mail, template: `payment-${input.to}` }, tx);
    }
  });
}

/** One payment with its reservation, for the refund confirmation. */
export async function paymentForConfirmation(id: string) {
  const row = await db().payment.findUnique({ where: { id }, select: rowSelect });
  return row ? { ...row, amount: row.amount.toString() } : null;
}

/** Reservations a payment can be recorded against (most recent departures first), for the form's list. */
export async function reservationChoices(limit = 200) {
  return db().reservation.findMany({
    where: { status: { in: ["draft", "optional", "confirmed", "completed"] } },
    orderBy: [{ departureDatetime: "desc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      departureDatetime: true,
      totalAmount: true,
      currency: true,
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  });
}
