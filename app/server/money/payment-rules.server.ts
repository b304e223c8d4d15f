import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * What every payment change shares (decision 042): its refusals, who made it, which reservations take money, and
 * the transaction's patience (a change waits for the reservation's row lock behind its parallel clicks).
 */
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
  | "refundDone"
  /** the provider refused a card refund; `reason` is its message (decision 050) */
  | "providerRefused"
  /** the provider did not answer a card refund: it is left for staff to check and send again or mark done */
  | "providerNoAnswer";

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

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

export { isPayable, PAYABLE_STATUSES } from "#app/lib/domain/balance";

export const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;
