import type { PriceLineKind } from "./charter/price";
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
export function exclusionPrice(item: OfferExclusion): { amount: number; currency: typeof EXTRAS_CURRENCY } | null {
  return item === "catering" ? { amount: EXTRA_PRICES.catering, currency: EXTRAS_CURRENCY } : null;
}
