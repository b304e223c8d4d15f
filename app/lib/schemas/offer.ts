import { z } from "zod";
import { OFFER_CATEGORIES } from "#app/lib/domain/offer-category";
import { isDiscount } from "#app/lib/domain/offer-pricing";
import { CURRENCIES, endOfIstanbulDay, parseLocalDate, todayInIstanbul, type Currency } from "#app/lib/format";
import { amount, optionalText, recordVersion, requiredText, uuid } from "./fields";
import { parseFeatures } from "./fleet";

/**
 * The forms of /admin/offers and /dashboard/offers (spec §2.20, §3 offer; decision 025), shared by server and
 * browser. Messages are translation keys (`offers.errors.*`, `validation.*`). The discount percentage is not a
 * field: it is computed from the two prices (app/lib/domain/offer-pricing.ts).
 */
const E = "offers.errors";

export const OFFER_LIMITS = {
  title: 120,
  location: 120,
  features: 12,
  featureLength: 60,
  featuresText: 1_000,
  /** the furthest valid-until date, in days from today */
  validDaysMax: 730,
} as const;

/** The default currency of an offer (the spec's samples are priced in euros). */
export const DEFAULT_OFFER_CURRENCY: Currency = "EUR";

/** The last day an offer may be valid to, as `YYYY-MM-DD` in Istanbul. */
export function latestValidUntil(now: Date = new Date()): string {
  const today = parseLocalDate(todayInIstanbul(now))!;
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + OFFER_LIMITS.validDaysMax));
  return d.toISOString().slice(0, 10);
}

/**
 * "Valid until" is a day (`YYYY-MM-DD`, Istanbul): the offer is valid through the end of that day. Today at the
 * earliest (a new offer is never born expired), at most two years ahead.
 */
const validUntil = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .refine((v) => parseLocalDate(v) !== null, `${E}.validUntil`)
    .refine((v) => parseLocalDate(v) === null || v >= todayInIstanbul(), `${E}.validUntilPast`)
    .refine((v) => parseLocalDate(v) === null || v <= latestValidUntil(), `${E}.validUntilFar`)
    .transform((v) => endOfIstanbulDay(v));

const offerFields = {
  category: z.enum(OFFER_CATEGORIES, { error: "validation.invalidChoice" }),
  title: requiredText(OFFER_LIMITS.title),
  location: requiredText(OFFER_LIMITS.location),
  original_price: amount(),
  discounted_price: amount(),
  currency: z.enum(CURRENCIES as readonly [Currency, ...Currency[]], { error: "validation.invalidChoice" }),
  features: optionalText(OFFER_LIMITS.featuresText).superRefine((v, ctx) => {
    const list = parseFeatures(v);
    if (list.length > OFFER_LIMITS.features) ctx.addIssue({ code: "custom", message: `${E}.featuresTooMany` });
    else if (list.some((f) => f.length > OFFER_LIMITS.featureLength)) ctx.addIssue({ code: "custom", message: `${E}.featureTooLong` });
  }),
  valid_until: validUntil(),
};

const priceRule = (value: { original_price: number; discounted_price: number }, ctx: z.RefinementCtx) => {
  if (!isDiscount(value.original_price, value.discounted_price)) {
    ctx.addIssue({ code: "custom", path: ["discounted_price"], message: `${E}.notADiscount` });
  }
};

/** The offer fields alone (the browser's check of both the add and the edit form). */
export const offerFieldsSchema = z.object(offerFields).superRefine(priceRule);
export type OfferFieldsInput = z.input<typeof offerFieldsSchema>;
export type OfferFieldsOutput = z.output<typeof offerFieldsSchema>;

export const createOfferSchema = z.object({ intent: z.literal("create"), ...offerFields }).superRefine(priceRule);

export const updateOfferSchema = z
  .object({ intent: z.literal("update"), id: uuid(`${E}.notFound`), version: recordVersion(), ...offerFields })
  .superRefine(priceRule);

export type OfferFormValue = z.output<typeof createOfferSchema>;

/** The per-row changes of /admin/offers: publish, unpublish, and delete after a confirmation. */
export const offerChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: uuid(`${E}.notFound`) }),
  z.object({ intent: z.literal("unpublish"), id: uuid(`${E}.notFound`) }),
  // without `confirm=yes` the screen first asks (the no-JavaScript confirmation step)
  z.object({ intent: z.literal("delete"), id: uuid(`${E}.notFound`), confirm: z.literal("yes").optional() }),
]);

/** The stored columns of a valid offer form (the only data it can write). */
export function offerData(v: Omit<OfferFormValue, "intent">) {
  return {
    category: v.category,
    title: v.title,
    location: v.location,
    originalPrice: v.original_price.toFixed(2),
    discountedPrice: v.discounted_price.toFixed(2),
    currency: v.currency,
    features: parseFeatures(v.features),
    validUntil: v.valid_until,
  };
}

/** The staff list's orders: newest first (default), soonest valid-until first, by title. */
export const OFFER_SORTS = ["newest", "valid", "title"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** Every POST intent of /admin/offers (the access matrix has a row for each). */
export const OFFER_INTENTS = ["create", "update", "publish", "unpublish", "delete"] as const;

/** The customer's "I'd like this offer": the offer is the only field (the customer comes from the session). */
export const askOfferSchema = z.object({ intent: z.literal("ask"), offer_id: uuid(`${E}.notFound`) });

/** Every POST intent of /dashboard/offers. */
export const CUSTOMER_OFFER_INTENTS = ["ask"] as const;
