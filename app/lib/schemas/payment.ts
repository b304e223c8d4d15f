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
  // without `confirm=yes` the screen first asks (the no-JavaScript confirmation step)
  z.object({ intent: z.literal("refund"), id: uuid("payments.errors.notFound"), confirm: z.literal("yes").optional() }),
]);

/** Every POST intent of /admin/payments (the access matrix has a row for each). */
export const PAYMENT_INTENTS = ["record", "mark-paid", "mark-failed", "refund"] as const;
