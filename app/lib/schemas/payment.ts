import { z } from "zod";
import { QUOTE_CURRENCIES } from "#app/lib/domain/quote-terms";
import { amount, optionalText, uuid } from "./fields";

/**
 * The forms of /admin/payments (shared by server and browser): record a payment against a reservation, and
 * the per-row changes (mark paid, mark failed, refund after a confirmation). Messages are translation keys.
 */
export const PAYMENT_METHODS = ["Kredi Kartı", "Havale/EFT", "Kurumsal Fatura", "Nakit"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TRANSACTION_REFERENCE_MAX = 80;

export const recordPaymentSchema = z.object({
  intent: z.literal("record"),
  reservation_id: uuid("payments.errors.reservationNotFound"),
  amount: amount(),
  currency: z.enum(QUOTE_CURRENCIES, { error: "validation.invalidChoice" }).default("TRY"),
  payment_method: z.enum(PAYMENT_METHODS, { error: "validation.invalidChoice" }),
  // letters, digits and - _ / . only: references are matched and exported as they are
  transaction_reference: optionalText(TRANSACTION_REFERENCE_MAX).refine(
    (v) => v === undefined || /^[\p{L}\p{N}\-_/.]+$/u.test(v),
    "payments.errors.reference",
  ),
});

export const paymentChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-paid"), id: uuid("payments.errors.notFound") }),
  z.object({ intent: z.literal("mark-failed"), id: uuid("payments.errors.notFound") }),
]);

export const REFUND_REASON_MAX = 200;

/**
 * A refund of part or all of a received payment (admin only, decision 042). Without `confirm=yes` (the row's
 * button) the screen first shows the refund form with what may still be refunded; the form sends the amount.
 */
export const refundStepSchema = z.object({ intent: z.literal("refund"), id: uuid("payments.errors.notFound") });

export const refundSchema = z.object({
  intent: z.literal("refund"),
  id: uuid("payments.errors.notFound"),
  confirm: z.literal("yes", { error: "payments.errors.invalid" }),
  amount: amount(),
  reason: optionalText(REFUND_REASON_MAX, "payments.errors.reason"),
});

/** Sending a refund a cancellation left due (admin only). */
export const executeRefundSchema = z.object({ intent: z.literal("execute-refund"), refund_id: uuid("payments.errors.refundNotFound") });

/** Recording a card refund the provider did not answer as made (staff checked the provider's panel; decision 050). */
export const settleRefundSchema = z.object({ intent: z.literal("settle-refund"), refund_id: uuid("payments.errors.refundNotFound") });

/** Every POST intent of /admin/payments (the access matrix has a row for each). */
export const PAYMENT_INTENTS = ["record", "mark-paid", "mark-failed", "refund", "execute-refund", "settle-refund"] as const;

/** The intents that send money back: an admin's only (operations record money coming in). */
export const ADMIN_ONLY_PAYMENT_INTENTS = ["refund", "execute-refund", "settle-refund"] as const;
