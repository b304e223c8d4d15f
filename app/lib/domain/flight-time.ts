/**
 * Flight-time estimates (spec §9): the broker's estimate from the route distance.
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

/** Planning cruise speed of a midsize business jet (about 420 kt), used for schedule times. */
export const DEFAULT_CRUISE_KMH = 780;
/** Taxi, climb and approach allowance added to every leg. */
export const GROUND_ALLOWANCE_MINUTES = 20;

/**
 * Block time of a leg for schedules (arrival times): distance ÷ cruise speed plus the ground allowance,
 * rounded up to 5 minutes. 0 for a distance or speed that is not positive and finite.
 */
export function estimatedBlockMinutes(distanceKm: number, cruiseKmh: number = DEFAULT_CRUISE_KMH): number {
  if (!Number.isFinite(distanceKm) || !Number.isFinite(cruiseKmh) || distanceKm <= 0 || cruiseKmh <= 0) return 0;
  const minutes = (distanceKm / cruiseKmh) * 60 + GROUND_ALLOWANCE_MINUTES;
  return Math.ceil(minutes / 5) * 5;
}
