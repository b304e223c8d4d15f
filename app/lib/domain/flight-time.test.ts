import { describe, expect, expectTypeOf, it } from "vitest";
import { Currency as DbCurrency } from "#app/generated/prisma/enums";
import {
  DEFAULT_QUOTE_CURRENCY,
  DEFAULT_VALIDITY_HOURS,
  FALLBACK_ROUTE,
  GUEST_DEFAULT_DEPARTURE_TIME,
  GUEST_PASSENGERS,
  QUOTE_CURRENCIES,
  QUOTE_VALIDITY_HOURS,
  isQuoteValidityHours,
  quoteExpiresAt,
  type QuoteCurrency,
  type QuoteValidityHours,
} from "./quote-terms";
import { DEFAULT_CRUISE_KMH, KM_PER_FLIGHT_HOUR, estimatedBlockMinutes, estimatedFlightHours } from "./flight-time";
import { paymentSuccessRate, winRate } from "./metrics";

describe("estimatedFlightHours", () => {
  it.each([
    [1, 1],
    [0.1, 1],
    [499, 1],
    [500, 1],
    [500.01, 2],
    [501, 2],
    [1000, 2],
    [1001, 3],
    [2475, 5],
    [12_000, 24],
  ])("%s km → %s h", (km, hours) => {
    expect(estimatedFlightHours(km)).toBe(hours);
  });

  it.each([0, -0, -1, -500, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("%s km → 0 h", (km) => {
    expect(estimatedFlightHours(km)).toBe(0);
  });

  it("uses 500 km per hour", () => {
    expect(KM_PER_FLIGHT_HOUR).toBe(500);
  });
});

describe("quote validity", () => {
  it("offers 24, 48, 72 and 168 hours, 48 by default", () => {
    expect(QUOTE_VALIDITY_HOURS).toEqual([24, 48, 72, 168]);
    expect(DEFAULT_VALIDITY_HOURS).toBe(48);
    expect(QUOTE_VALIDITY_HOURS).toContain(DEFAULT_VALIDITY_HOURS);
  });

  it("computes the expiry instant", () => {
    const submitted = new Date("2026-11-23T09:15:30.250Z");
    expect(quoteExpiresAt(submitted, 24).toISOString()).toBe("2026-11-24T09:15:30.250Z");
    expect(quoteExpiresAt(submitted, 48).toISOString()).toBe("2026-11-25T09:15:30.250Z");
    expect(quoteExpiresAt(submitted, 72).toISOString()).toBe("2026-11-26T09:15:30.250Z");
    expect(quoteExpiresAt(submitted, 168).toISOString()).toBe("2026-11-30T09:15:30.250Z");
    expect(submitted.toISOString()).toBe("2026-11-23T09:15:30.250Z");
  });

  it("rejects other validities", () => {
    expect(() => quoteExpiresAt(new Date(), 12 as QuoteValidityHours)).toThrow(RangeError);
    expect(isQuoteValidityHours(72)).toBe(true);
    expect(isQuoteValidityHours(36)).toBe(false);
    expect(isQuoteValidityHours("48")).toBe(false);
  });
});

describe("quote currencies", () => {
  it("offers USD, EUR and TRY with USD by default", () => {
    expect(QUOTE_CURRENCIES).toEqual(["USD", "EUR", "TRY"]);
    expect(DEFAULT_QUOTE_CURRENCY).toBe("USD");
  });

  it("matches the database enum", () => {
    expect([...QUOTE_CURRENCIES].sort()).toEqual(Object.values(DbCurrency).sort());
    expectTypeOf<QuoteCurrency>().toEqualTypeOf<DbCurrency>();
  });
});

describe("guest request defaults", () => {
  it("bounds passengers from 1 to 12, default 1", () => {
    expect(GUEST_PASSENGERS).toEqual({ min: 1, max: 12, default: 1 });
  });

  it("departs at 09:00 by default", () => {
    expect(GUEST_DEFAULT_DEPARTURE_TIME).toBe("09:00");
  });

  it("has the fallback route placeholders", () => {
    expect(FALLBACK_ROUTE).toEqual({ distanceKm: 1000, country: "Turkey" });
  });
});

describe("rates", () => {
  it("returns 0 when there is nothing to count", () => {
    expect(winRate(0, 0)).toBe(0);
    expect(paymentSuccessRate(0, 0)).toBe(0);
    expect(winRate(3, 0)).toBe(0);
    expect(winRate(Number.NaN, 4)).toBe(0);
    expect(paymentSuccessRate(1, Number.NaN)).toBe(0);
  });

  it("returns the ratio otherwise", () => {
    expect(winRate(1, 4)).toBe(0.25);
    expect(winRate(4, 4)).toBe(1);
    expect(winRate(0, 7)).toBe(0);
    expect(paymentSuccessRate(2, 3)).toBeCloseTo(0.6667, 4);
    expect(paymentSuccessRate(5, 5)).toBe(1);
  });
});

describe("estimatedBlockMinutes", () => {
  it.each([
    [780, 780, 80],
    [1000, 780, 100],
    [1, 780, 25],
    [560, 780, 65],
    [0, 780, 0],
    [-5, 780, 0],
    [Number.NaN, 780, 0],
    [500, 0, 0],
  ])("%s km at %s km/h takes %s minutes", (km, kmh, minutes) => {
    expect(estimatedBlockMinutes(km, kmh)).toBe(minutes);
  });

  it("uses the planning cruise speed by default", () => {
    expect(estimatedBlockMinutes(1560)).toBe(estimatedBlockMinutes(1560, DEFAULT_CRUISE_KMH));
    expect(DEFAULT_CRUISE_KMH).toBe(780);
  });
});
