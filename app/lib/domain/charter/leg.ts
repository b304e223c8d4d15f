/**
 * One leg flown by one jet: the distance flown, the technical stops its range needs, and its block time
 * (off-blocks to on-blocks, the time a charter is billed and scheduled by). Pure; decision 036.
 *
 * - distance flown = great-circle distance × (1 + ROUTING_ALLOWANCE);
 * - usable range = published range × (1 − RANGE_RESERVE); a leg whose distance flown exceeds it is split into
 *   equal sectors with technical stops between them, at most MAX_TECH_STOPS;
 * - block time = distance flown ÷ cruise speed + taxi per sector + ground time per stop, rounded up to
 *   BLOCK_ROUNDING_MINUTES.
 */
import {
  BLOCK_ROUNDING_MINUTES,
  CRUISE_KMH_BY_CATEGORY,
  MAX_TECH_STOPS,
  RANGE_RESERVE,
  ROUTING_ALLOWANCE,
  TAXI_MINUTES_PER_SECTOR,
  TECH_STOP_GROUND_MINUTES,
} from "./figures";
import type { JetCategory } from "#app/lib/domain/jet-category";

/** What the engine needs to know of a jet to plan a leg. */
export interface PlannedJet {
  category: JetCategory;
  /** published range, km */
  rangeKm: number;
  /** the jet's own planning cruise speed (km/h); null → its category's */
  cruiseKmh?: number | null;
}

export interface LegPlan {
  /** great-circle distance, km */
  distanceKm: number;
  /** distance flown, km (great circle plus the routing allowance) */
  flownKm: number;
  /** technical stops the jet's range needs on this leg */
  stops: number;
  /** minutes in the air */
  airborneMinutes: number;
  /** taxi minutes of all sectors */
  taxiMinutes: number;
  /** ground minutes at technical stops */
  stopMinutes: number;
  /** off-blocks to on-blocks, rounded up to BLOCK_ROUNDING_MINUTES */
  blockMinutes: number;
}

export type LegRefusal = { reason: "beyond-range"; stopsNeeded: number } | { reason: "bad-input" };

export type LegResult = { ok: true; plan: LegPlan } | { ok: false; refusal: LegRefusal };

export function cruiseKmhOf(jet: Pick<PlannedJet, "category" | "cruiseKmh">): number {
  return jet.cruiseKmh && jet.cruiseKmh > 0 ? jet.cruiseKmh : CRUISE_KMH_BY_CATEGORY[jet.category];
}

export function usableRangeKm(jet: Pick<PlannedJet, "rangeKm">): number {
  return jet.rangeKm * (1 - RANGE_RESERVE);
}

export function flownKmOf(distanceKm: number): number {
  return distanceKm * (1 + ROUTING_ALLOWANCE);
}

/** The longest great-circle distance the jet flies without a stop, in whole km. */
export function nonstopLimitKm(jet: Pick<PlannedJet, "rangeKm">): number {
  return Math.floor(usableRangeKm(jet) / (1 + ROUTING_ALLOWANCE));
}

export function roundUpToBlockStep(minutes: number): number {
  return Math.ceil(minutes / BLOCK_ROUNDING_MINUTES - 1e-9) * BLOCK_ROUNDING_MINUTES;
}

/** Plans a leg of `distanceKm` (great circle) for `jet`, or refuses it with the reason. */
export function planLeg(distanceKm: number, jet: PlannedJet): LegResult {
  const cruise = cruiseKmhOf(jet);
  if (!Number.isFinite(distanceKm) || distanceKm <= 0 || !(jet.rangeKm > 0) || !(cruise > 0)) {
    return { ok: false, refusal: { reason: "bad-input" } };
  }
  const flownKm = flownKmOf(distanceKm);
  const sectors = distanceKm <= nonstopLimitKm(jet) ? 1 : Math.ceil(flownKm / usableRangeKm(jet));
  const stops = sectors - 1;
  if (stops > MAX_TECH_STOPS) return { ok: false, refusal: { reason: "beyond-range", stopsNeeded: stops } };
  const airborneMinutes = (flownKm / cruise) * 60;
  const taxiMinutes = sectors * TAXI_MINUTES_PER_SECTOR;
  const stopMinutes = stops * TECH_STOP_GROUND_MINUTES;
  return {
    ok: true,
    plan: {
      distanceKm,
      flownKm: Math.round(flownKm),
      stops,
      airborneMinutes: Math.round(airborneMinutes),
      taxiMinutes,
      stopMinutes,
      blockMinutes: roundUpToBlockStep(airborneMinutes + taxiMinutes + stopMinutes),
    },
  };
}

/** The jets of `jets` that can fly a leg of `distanceKm` (with at most MAX_TECH_STOPS stops), for a refusal's message. */
export function jetsAbleToFly<J extends PlannedJet>(distanceKm: number, jets: readonly J[]): J[] {
  return jets.filter((jet) => planLeg(distanceKm, jet).ok);
}

/** The category a flight is planned with before a jet is assigned to it. */
export const UNASSIGNED_JET_CATEGORY = "midsize" satisfies PlannedJet["category"];

/**
 * Block minutes of a leg for a jet, or — before a jet is assigned — for a midsize jet without a range limit (which
 * jet will fly it is not known yet). 0 when the leg cannot be planned (no distance, or beyond the jet's range).
 */
export function estimatedBlockMinutesFor(distanceKm: number, jet: PlannedJet | null): number {
  const result = planLeg(distanceKm, jet ?? { category: UNASSIGNED_JET_CATEGORY, rangeKm: Number.MAX_SAFE_INTEGER });
  return result.ok ? result.plan.blockMinutes : 0;
}
