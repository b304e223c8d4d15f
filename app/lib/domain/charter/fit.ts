/**
 * Whether a jet can carry a trip (decision 036): enough seats for the party, and every leg within its range with at
 * most one technical stop. Used where a jet is offered for a request (a broker's quote when it is sent, and again
 * when staff approve it), so an approved offer can always be accepted.
 */
import { planLeg, type LegPlan, type PlannedJet } from "./leg";

export interface FittingJet extends PlannedJet {
  seatCapacity: number;
}

export type FitRefusal = "seats" | "range";

/** Why `jet` cannot fly `passengers` over `distanceKm` (null distance: unknown, not checked), or null when it can. */
export function jetMisfit(jet: FittingJet, passengers: number, distanceKm: number | null): FitRefusal | null {
  if (passengers > jet.seatCapacity) return "seats";
  if (distanceKm !== null && !planLeg(distanceKm, jet).ok) return "range";
  return null;
}

/** The jet's plan for the leg when it fits (seats and range), else null. */
export function fittingPlan(jet: FittingJet, passengers: number, distanceKm: number): LegPlan | null {
  if (passengers > jet.seatCapacity) return null;
  const plan = planLeg(distanceKm, jet);
  return plan.ok ? plan.plan : null;
}
