import { sumCents } from "./money";
import { balanceDueAt, depositCents } from "./money-terms";
import { isReceived, type PaymentStatus } from "./payment-status";

/**
 * A reservation's balance (decision 042), computed here and nowhere else: the staff reservation page, the
 * payments list, the customer's flight page, the reservation PDF and the server's checks all show or test
 * these same figures. Every amount is in integer cents of the reservation's currency; payments in another
 * currency are never recorded (the server refuses them) and, should old rows hold one, are left out here and
 * counted in `foreignPayments`.
 *
 * - total: the reservation's price (null: not priced yet, so nothing can be paid).
 * - owed: what the customer owes — the total, or once cancelled the cancellation fee kept (0 without one).
 * - paid: money received (payments paid, partly refunded or refunded, at their full amount).
 * - refunded: refunds executed; refundPending: refunds created (by a cancellation) that staff still have to send.
 * - pendingPayments: payments recorded but not yet received.
 * - net: paid − refunded − refundPending, what the customer keeps paid.
 * - due: owed − net − pendingPayments, never below 0: the most a new payment may be.
 * - credit: net − owed, never below 0: money the customer is owed back that no refund covers yet.
 */
export interface BalancePayment {
  amountCents: number;
  currency: string;
  status: PaymentStatus;
}

export interface BalanceRefund {
  amountCents: number;
  status: "pending" | "completed";
}

export interface BalanceInput {
  currency: string;
  status: string;
  totalCents: number | null;
  /** the fee kept when the reservation was cancelled (null while it is not) */
  cancellationFeeCents: number | null;
  departure: Date;
  payments: readonly BalancePayment[];
  refunds: readonly BalanceRefund[];
}

export interface Balance {
  currency: string;
  total: number | null;
  owed: number;
  paid: number;
  refunded: number;
  refundPending: number;
  pendingPayments: number;
  net: number;
  due: number;
  credit: number;
  /** the deposit that confirms an option (0 when unpriced) */
  deposit: number;
  /** what is still missing of the deposit */
  depositDue: number;
  /** when the rest is due (the lead time before departure) */
  balanceDueAt: Date;
  foreignPayments: number;
}

export function balanceOf(input: BalanceInput): Balance {
  const own = input.payments.filter((p) => p.currency === input.currency);
  const paid = sumCents(own.filter((p) => isReceived(p.status)).map((p) => p.amountCents));
  const pendingPayments = sumCents(own.filter((p) => p.status === "pending").map((p) => p.amountCents));
  const refunded = sumCents(input.refunds.filter((r) => r.status === "completed").map((r) => r.amountCents));
  const refundPending = sumCents(input.refunds.filter((r) => r.status === "pending").map((r) => r.amountCents));
  const owed = input.status === "cancelled" ? (input.cancellationFeeCents ?? 0) : (input.totalCents ?? 0);
  const net = paid - refunded - refundPending;
  const deposit = input.totalCents === null ? 0 : depositCents(input.totalCents);
  return {
    currency: input.currency,
    total: input.totalCents,
    owed,
    paid,
    refunded,
    refundPending,
    pendingPayments,
    net,
    due: Math.max(0, owed - net - pendingPayments),
    credit: Math.max(0, net - owed),
    deposit,
    depositDue: Math.max(0, deposit - net),
    balanceDueAt: balanceDueAt(input.departure),
    foreignPayments: input.payments.length - own.length,
  };
}

/** Whether the deposit is in: what the customer keeps paid reaches the deposit share of a priced total. */
export function depositPaid(balance: Balance): boolean {
  return balance.total !== null && balance.total > 0 && balance.net >= balance.deposit;
}

/** A confirmed flight whose balance is not in by its due date (the lead time before departure). */
export function isOverdue(balance: Balance, status: string, now: Date): boolean {
  return status === "confirmed" && balance.due > 0 && now.getTime() >= balance.balanceDueAt.getTime();
}

/** Reservations that take money: an option (its deposit), a confirmed flight, and a flown or missed one's balance. */
export const PAYABLE_STATUSES = ["optional", "confirmed", "completed", "no_show"] as const;

export function isPayable(status: string): boolean {
  return (PAYABLE_STATUSES as readonly string[]).includes(status);
}
