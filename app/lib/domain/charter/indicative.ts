/**
 * The indicative price a guest sees before asking for a quote (decision 046): per jet category, the lowest and the
 * highest of the wizard's estimate (`estimateTrip`, app/lib/domain/pricing.ts) over the fleet's jets of that
 * category that can fly the trip — a one-way leg on one flight day, the day minimum included, and the positioning
 * leg from where each jet is (decision 036).
 *
 * A jet takes part when it seats the party, reaches the route with at most one technical stop, has an hourly rate,
 * and can reach the departure from where it is; a category without such a jet is absent. Ranges are per currency
 * of the jets' rates (never mixed), the cheapest first. Pure: the server passes the jets, their
 * positions and the distance function.
 */
import { estimateTrip, type RatedJet } from "#app/lib/domain/pricing";
import type { JetCategory } from "#app/lib/domain/jet-category";
import type { DistanceKm } from "./schedule";
import type { Currency } from "#app/lib/format";

export interface IndicativeJet extends RatedJet {
  id: string;
  seatCapacity: number;
  /** where the jet is at the departure (its position, else its home base); null: no positioning is estimated */
  position: string | null;
}

export interface IndicativeTrip {
  from: string;
  to: string;
  /** the flight day, `YYYY-MM-DD` */
  day: string;
  passengers: number;
}

export interface CategoryRange {
  category: JetCategory;
  currency: Currency;
  /** whole-currency amounts with at most two decimals; min ≤ max */
  min: number;
  max: number;
  /** how many jets the range is taken over */
  jets: number;
}

/** The total of one jet's estimate for the trip in its currency, or null when the jet cannot fly it. */
export function jetTripTotal(jet: IndicativeJet, trip: IndicativeTrip, distanceKm: DistanceKm): number | null {
  if (trip.passengers > jet.seatCapacity || !(jet.hourlyRate > 0)) return null;
  const km = distanceKm(trip.from, trip.to);
  if (km === null) return null;
  const estimate = estimateTrip({
    legs: [{ from: trip.from, to: trip.to, distanceKm: km, day: trip.day }],
    jet,
    extras: { catering: false, ground_transport: false, vip_lounge: false },
    position: jet.position,
    distanceKm,
  });
  if (!estimate.complete) return null;
  return estimate.totals.find((t) => t.currency === jet.currency)?.amount ?? null;
}

/**
 * Per category (and currency), the range of the fitting jets' totals, the cheapest first; categories without a
 * fitting jet are absent.
 */
export function indicativeRanges(jets: readonly IndicativeJet[], trip: IndicativeTrip, distanceKm: DistanceKm): CategoryRange[] {
  const ranges = new Map<string, CategoryRange>();
  for (const jet of jets) {
    const total = jetTripTotal(jet, trip, distanceKm);
    if (total === null) continue;
    const key = `${jet.category}:${jet.currency}`;
    const range = ranges.get(key);
    if (!range) ranges.set(key, { category: jet.category, currency: jet.currency, min: total, max: total, jets: 1 });
    else {
      range.min = Math.min(range.min, total);
      range.max = Math.max(range.max, total);
      range.jets += 1;
    }
  }
  return [...ranges.values()].sort((a, b) => a.currency.localeCompare(b.currency) || a.min - b.min || a.max - b.max);
}
