import type { StatusLooks } from "./status-look";
/**
 * Payment status machine (spec §4). Values are identical to the database enum `payment_status`.
 */

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A pending payment is paid or fails; a failed one may be retried (back to pending); a paid one may be refunded. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ["paid", "failed"],
  failed: ["pending"],
  paid: ["refunded"],
  refunded: [],
};

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

/** The label and badge tone of each status (spec §5 payment filter: all, pending, paid, failed, refunded). */
export const PAYMENT_STATUS_LOOK: StatusLooks<PaymentStatus> = {
  pending: { labelKey: "status.payment.pending", tone: "warning" },
  paid: { labelKey: "status.payment.paid", tone: "success" },
  failed: { labelKey: "status.payment.failed", tone: "destructive" },
  refunded: { labelKey: "status.payment.refunded", tone: "secondary" },
};
