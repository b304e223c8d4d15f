/**
 * Offer categories (database enum `offer_category`) and the customer offers screen's chips (spec §2.20: Tümü,
 * Hotel, Transfer, Dining, Experience, Spa & Wellness, Helicopter): one home for the values, their order and
 * their labels.
 */

export const OFFER_CATEGORIES = ["hotel", "transfer", "dining", "experience", "spa_wellness", "helicopter"] as const;

export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export function isOfferCategory(value: unknown): value is OfferCategory {
  return typeof value === "string" && (OFFER_CATEGORIES as readonly string[]).includes(value);
}

/** The translation key of each category's label (`offers.categories.*`); the spec's chip texts are verbatim. */
export const OFFER_CATEGORY_LABEL_KEY: Readonly<Record<OfferCategory, string>> = {
  hotel: "offers.categories.hotel",
  transfer: "offers.categories.transfer",
  dining: "offers.categories.dining",
  experience: "offers.categories.experience",
  spa_wellness: "offers.categories.spaWellness",
  helicopter: "offers.categories.helicopter",
};

/** The key of the first chip, which shows every category ('Tümü'). */
export const ALL_CATEGORIES_LABEL_KEY = "offers.categories.all";

/** The chips in the order of spec §2.20: null is 'Tümü', then every category. */
export const OFFER_CATEGORY_CHIPS: ReadonlyArray<OfferCategory | null> = [null, ...OFFER_CATEGORIES];
