/**
 * Jet categories (database enum `jet_category`) and the customer catalogue's filters (spec §2.20): one home for
 * the category labels, the category chips and the capacity bands.
 */

export const JET_CATEGORIES = ["very_light", "light", "midsize", "super_midsize", "heavy", "ultra_long_range", "turboprop"] as const;

export type JetCategory = (typeof JET_CATEGORIES)[number];

export function isJetCategory(value: unknown): value is JetCategory {
  return typeof value === "string" && (JET_CATEGORIES as readonly string[]).includes(value);
}

/** The translation key of each category's label (`aircraft.categories.*`, shared with the broker leg types). */
export const JET_CATEGORY_LABEL_KEY: Readonly<Record<JetCategory, string>> = {
  very_light: "aircraft.categories.veryLight",
  light: "aircraft.categories.light",
  midsize: "aircraft.categories.midsize",
  super_midsize: "aircraft.categories.superMidsize",
  heavy: "aircraft.categories.heavy",
  ultra_long_range: "aircraft.categories.ultraLongRange",
  turboprop: "aircraft.categories.turboprop",
};

/**
 * The category chips of the customer catalogue, in order after "Tümü": every category of the dictionary (decision 049),
 * so no jet is reachable only under "Tümü". Spec §2.20 names Light Jet, Mid Size and Ultra Long Range; the fleet has
 * more categories than those three, and each gets its chip (each filters on the server).
 */
export const CATALOGUE_CATEGORY_CHIPS: readonly JetCategory[] = JET_CATEGORIES;

export const CAPACITY_BANDS = ["small", "medium", "large"] as const;

export type CapacityBand = (typeof CAPACITY_BANDS)[number];

export function isCapacityBand(value: unknown): value is CapacityBand {
  return typeof value === "string" && (CAPACITY_BANDS as readonly string[]).includes(value);
}

/**
 * The band of a jet by the upper bound of its passenger range (its seat capacity), spec §2.20: small means at
 * most 10, medium 11 to 16, large above 16.
 */
export function capacityBandOf(maxPassengers: number): CapacityBand {
  if (maxPassengers <= 10) return "small";
  if (maxPassengers <= 16) return "medium";
  return "large";
}

/** The seat-capacity bounds of a band, inclusive, for a database filter (`max` null = no upper bound). */
export function capacityBandBounds(band: CapacityBand): { min: number | null; max: number | null } {
  switch (band) {
    case "small":
      return { min: null, max: 10 };
    case "medium":
      return { min: 11, max: 16 };
    case "large":
      return { min: 17, max: null };
  }
}
