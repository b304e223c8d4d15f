import type { StatusLooks } from "./status-look";
/**
 * Payment status machine (spec §4). Values are identical to the database enum `payment_status`.
 */

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "partially_refunded", "refunded"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A pending payment is paid or fails; a failed one may be retried (back to pending). A paid one is refunded by
 * refund records (decision 042): part of it (partially_refunded) or all of it (refunded), and a partly refunded
 * one may be refunded further. The refund's status is never set by hand: `statusAfterRefunds` derives it.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ["paid", "failed"],
  failed: ["pending"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["refunded"],
  refunded: [],
};

/** Statuses of money that was received (and may since have been refunded, wholly or in part). */
export const RECEIVED_STATUSES = ["paid", "partially_refunded", "refunded"] as const satisfies readonly PaymentStatus[];

/** Statuses a refund may be made from: received money not yet wholly refunded. */
export const REFUNDABLE_STATUSES = ["paid", "partially_refunded"] as const satisfies readonly PaymentStatus[];

export function isReceived(status: PaymentStatus): boolean {
  return (RECEIVED_STATUSES as readonly PaymentStatus[]).includes(status);
}

export function isRefundable(status: PaymentStatus): boolean {
  return (REFUNDABLE_STATUSES as readonly PaymentStatus[]).includes(status);
}

/**
 * The status of a received payment of `amountCents` once `refundedCents` of it went back: paid while nothing,
 * partially_refunded while part, refunded once all. Throws on a refund above the payment (never allowed).
 */
export function statusAfterRefunds(amountCents: number, refundedCents: number): "paid" | "partially_refunded" | "refunded" {
  if (refundedCents < 0 || refundedCents > amountCents) throw new RangeError(`refunded ${refundedCents} of ${amountCents}`);
  if (refundedCents === 0) return "paid";
  return refundedCents === amountCents ? "refunded" : "partially_refunded";
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether a payment may move from `from` to `to`. */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** The statuses a payment may move to from `from` (empty when final). */
export function nextStatuses(from: PaymentStatus): readonly PaymentStatus[] {
  return PAYMENT_TRANSITIONS[from] ?? [];
}

/** Only refunded is final (failed can be retried). */
export function isFinal(status: PaymentStatus): boolean {
  return nextStatuses(status).length === 0;
}

/** The label and badge tone of each status (spec §5 payment filter: all, pending, paid, failed, refunded; and partly refunded). */
export const PAYMENT_STATUS_LOOK: StatusLooks<PaymentStatus> = {
  pending: { labelKey: "status.payment.pending", tone: "warning" },
  paid: { labelKey: "status.payment.paid", tone: "success" },
  failed: { labelKey: "status.payment.failed", tone: "destructive" },
  partially_refunded: { labelKey: "status.payment.partially_refunded", tone: "info" },
  refunded: { labelKey: "status.payment.refunded", tone: "secondary" },
};
