/**
 * The fixed terms of the quote and guest booking flows (spec §9): quote validity and currencies, guest
 * passenger bounds, the departure time assumed for a date-only request, and the placeholder route values.
 */

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

/** Departure time used when a guest gives only a date: this clock at the departure airport (decision 044). */
export const GUEST_DEFAULT_DEPARTURE_TIME = "09:00";

/**
 * Placeholders used only when a city has no airport data (spec §9). The spec's placeholder base price (5000) is not
 * planted: a route created from a guest request has no price, and the charter engine prices it (decision 036).
 */
export const FALLBACK_ROUTE = { distanceKm: 1000, country: "Turkey" } as const;
