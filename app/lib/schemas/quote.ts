import { z } from "zod";
import {
  DEFAULT_QUOTE_CURRENCY,
  DEFAULT_VALIDITY_HOURS,
  QUOTE_CURRENCIES,
  QUOTE_VALIDITY_HOURS,
  type QuoteValidityHours,
} from "#app/lib/domain/quote-terms";
import { parseDecimal } from "#app/lib/format";
import { uuid } from "#app/lib/schemas/fields";
import { QUOTE_REQUEST_STATUSES } from "#app/lib/domain/quote-request-status";

/**
 * The broker quote form (spec §5), shared by the server (`parseWithZod`) and the browser. Messages are
 * translation keys. Only these fields are read: status, broker, user and expiry never come from the form.
 */
export const QUOTE_PRICE_MAX = 9_999_999_999.99; // numeric(12, 2)
export const QUOTE_PRICE_INPUT_MAX = 30;
export const QUOTE_NOTES_MAX = 1000;

/** The price as typed ("48.500", "48500,50", "1,234.50"), or an error key. */
export function parseQuotedPrice(input: string): { value: number } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === "") return { error: "quotes.validation.priceRequired" };
  if (trimmed.length > QUOTE_PRICE_INPUT_MAX) return { error: "quotes.validation.priceInvalid" };
  const value = parseDecimal(trimmed, "tr");
  if (value === null) return { error: "quotes.validation.priceInvalid" };
  if (value <= 0) return { error: "quotes.validation.pricePositive" };
  if (value > QUOTE_PRICE_MAX) return { error: "quotes.validation.priceTooHigh" };
  const cents = value * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) return { error: "quotes.validation.priceDecimals" };
  return { value: Math.round(cents) / 100 };
}

const VALIDITY_VALUES = QUOTE_VALIDITY_HOURS.map(String) as [string, ...string[]];

export const quoteFormSchema = z.object({
  quoted_price: z.string({ error: "quotes.validation.priceRequired" }).transform((raw, ctx) => {
    const parsed = parseQuotedPrice(raw);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  }),
  currency: z.enum(QUOTE_CURRENCIES, { error: "quotes.validation.currency" }).default(DEFAULT_QUOTE_CURRENCY),
  jet_offered_id: z.guid({ error: "quotes.validation.jet" }).optional(),
  validity_hours: z
    .enum(VALIDITY_VALUES, { error: "quotes.validation.validity" })
    .default(String(DEFAULT_VALIDITY_HOURS))
    .transform((v) => Number(v) as QuoteValidityHours),
  broker_notes: z.string().trim().max(QUOTE_NOTES_MAX, "quotes.validation.notesTooLong").optional(),
});

export type QuoteFormValue = z.infer<typeof quoteFormSchema>;

/** Staff deciding a broker quote (/admin/broker-quotes). */
export const QUOTE_DECISION_INTENTS = ["approve", "reject"] as const;
export const quoteDecisionSchema = z.object({ intent: z.enum(QUOTE_DECISION_INTENTS), id: uuid() });

/** Staff moving a quote request (/admin/quote-requests): broker visibility, or its status along the machine. */
export const QUOTE_REQUEST_INTENTS = ["set-visibility", "set-status"] as const;
export const quoteRequestActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-visibility"),
    id: uuid(),
    // a checkbox sends "on" when ticked and nothing when not; the switch sends true/false
    visible_to_brokers: z
      .enum(["true", "false", "on", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "on" || v === "1"),
  }),
  z.object({ intent: z.literal("set-status"), id: uuid(), status: z.enum(QUOTE_REQUEST_STATUSES) }),
]);
