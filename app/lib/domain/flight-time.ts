/**
 * Flight-time estimates and the fixed numbers of the quote and guest booking flows (spec §9).
 */

/** Average block speed used for estimates: one flight hour per 500 km, rounded up. */
export const KM_PER_FLIGHT_HOUR = 500;

/**
 * Estimated flight hours shown to brokers: ceil(distanceKm / 500), so at least 1 for any positive
 * distance; 0 for 0, a negative distance, NaN or Infinity.
 */
export function estimatedFlightHours(distanceKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) return 0;
  return Math.ceil(distanceKm / KM_PER_FLIGHT_HOUR);
}

/** How long a broker quote stays valid, in hours, as offered in the quote form. */
export const QUOTE_VALIDITY_HOURS = [24, 48, 72, 168] as const;

export type QuoteValidityHours = (typeof QUOTE_VALIDITY_HOURS)[number];

export const DEFAULT_VALIDITY_HOURS: QuoteValidityHours = 48;

export function isQuoteValidityHours(value: unknown): value is QuoteValidityHours {
  return typeof value === "number" && (QUOTE_VALIDITY_HOURS as readonly number[]).includes(value);
}

/** When a quote submitted at `submittedAt` expires. Throws RangeError for a validity not in the list. */
export function quoteExpiresAt(submittedAt: Date, validityHours: QuoteValidityHours): Date {
  if (!isQuoteValidityHours(validityHours)) {
    throw new RangeError(`Quote validity must be one of ${QUOTE_VALIDITY_HOURS.join(", ")} hours, got ${validityHours}`);
  }
  return new Date(submittedAt.getTime() + validityHours * 3_600_000);
}

/** Currencies a broker may quote in, in the order the form offers them (database enum `currency`). */
export const QUOTE_CURRENCIES = ["USD", "EUR", "TRY"] as const;

export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

export const DEFAULT_QUOTE_CURRENCY: QuoteCurrency = "USD";

/** Passenger count bounds and default of the guest request form. */
export const GUEST_PASSENGERS = { min: 1, max: 12, default: 1 } as const;

/** Departure time used when a guest gives only a date (Istanbul time). */
export const GUEST_DEFAULT_DEPARTURE_TIME = "09:00";

/** Placeholders used only when a city has no airport data (spec §9). */
export const FALLBACK_ROUTE = { distanceKm: 1000, basePrice: 5000, country: "Turkey" } as const;

function ratio(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  return part / total;
}

/** Approved quotes ÷ all quotes; 0 when there are none (or the counts are not finite). */
export function winRate(approved: number, total: number): number {
  return ratio(approved, total);
}

/** Paid payments ÷ all payments; 0 when there are none (or the counts are not finite). */
export function paymentSuccessRate(paid: number, total: number): number {
  return ratio(paid, total);
}
