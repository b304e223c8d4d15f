import type { PriceLineKind } from "./charter/price";
import type { Currency } from "#app/lib/format";
import { BALANCE_DUE_DAYS, CANCELLATION_BANDS, DEPOSIT_PERCENT, OPTION_HOLD_HOURS, type CancellationBand } from "./money-terms";
import { EXTRA_PRICES, EXTRAS_CURRENCY } from "./pricing";

/**
 * What an offer's price covers, as the customer's offer says it (decision 048). It is read from what is priced:
 * a quote is the charter price of the trip with the offered jet — the charter engine's lines (decision 036): the
 * flight at the jet's hourly rate, the ground time of a technical stop, the jet's positioning flight to the
 * departure. Catering is not in it: it is an add-on priced apart (the wizard's EXTRA_PRICES) and an accepted
 * offer books without it. Airport taxes, handling and other third-party fees are priced nowhere, so the offer
 * says plainly that they are not included.
 */
export const OFFER_INCLUDED = ["flight", "stop", "positioning"] as const satisfies readonly PriceLineKind[];

export const OFFER_NOT_INCLUDED = ["catering", "taxesAndFees"] as const;

export type OfferExclusion = (typeof OFFER_NOT_INCLUDED)[number];

/** The price of an add-on that is not included, when the product has one (catering: per leg, in euros). */
export function exclusionPrice(item: OfferExclusion): { amount: number; currency: Currency } | null {
  return item === "catering" ? { amount: EXTRA_PRICES.catering, currency: EXTRAS_CURRENCY } : null;
}

/** What an offer's page states besides the offer itself: inclusions, exclusions and the money terms. */
export interface OfferTerms {
  included: readonly PriceLineKind[];
  notIncluded: ReadonlyArray<{ item: OfferExclusion; price: { amount: number; currency: Currency } | null }>;
  depositPercent: number;
  optionHoldHours: number;
  balanceDueDays: number;
  /** the cancellation fee by notice before departure (money-terms: the one home of the figures) */
  cancellation: readonly CancellationBand[];
}

export function offerTerms(): OfferTerms {
  return {
    included: OFFER_INCLUDED,
    notIncluded: OFFER_NOT_INCLUDED.map((item) => ({ item, price: exclusionPrice(item) })),
    depositPercent: DEPOSIT_PERCENT,
    optionHoldHours: OPTION_HOLD_HOURS,
    balanceDueDays: BALANCE_DUE_DAYS,
    cancellation: CANCELLATION_BANDS,
  };
}
