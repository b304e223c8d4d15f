/**
 * Where a jet is, and whether it can fly a leg at a given time (decision 036). Pure: the caller passes the jet's
 * holding commitments (its reservations that hold it, other than the one being planned) and a distance function
 * between airports.
 *
 * - The jet's position before a departure is the arrival airport of its last commitment departing earlier, else
 *   its home base.
 * - From elsewhere it needs a positioning leg (planned by the same rule as any leg) that lands at least
 *   TURNAROUND_MINUTES before the departure, and it can leave for it only TURNAROUND_MINUTES after its previous
 *   arrival.
 * - After the leg it must still reach its next commitment: a turnaround, a positioning leg when the next one
 *   departs from elsewhere, and another turnaround before that departure.
 */
import { TURNAROUND_MINUTES } from "./figures";
import { planLeg, type LegPlan, type PlannedJet } from "./leg";

export interface Commitment {
  departureAirport: string;
  arrivalAirport: string;
  departureAt: Date;
  arrivalAt: Date;
}

export interface ScheduledJet extends PlannedJet {
  /** the airport the jet is based at (IATA code or the product's airport key) */
  baseAirport: string;
}

export interface LegRequest {
  from: string;
  to: string;
  departureAt: Date;
  /** block minutes of the leg for this jet (planLeg) */
  blockMinutes: number;
}

export interface PositioningLeg {
  from: string;
  to: string;
  plan: LegPlan;
  /** the latest departure that still leaves the turnaround before the requested departure */
  departureAt: Date;
  arrivalAt: Date;
}

export type ScheduleRefusal =
  /** the jet is elsewhere (or busy) and cannot be at `from` in time: the earliest departure it can make */
  | { reason: "not-in-position"; position: string; earliestDepartureAt: Date }
  /** after the leg the jet could not reach its next commitment in time */
  | { reason: "cannot-reach-next"; nextAirport: string; nextDepartureAt: Date; latestDepartureAt: Date }
  /** a positioning leg the jet cannot fly (beyond its range, or an airport without coordinates) */
  | { reason: "positioning-impossible"; from: string; to: string };

export type ScheduleResult =
  | { ok: true; position: string; positioning: PositioningLeg | null; arrivalAt: Date; repositioning: PositioningLeg | null }
  | { ok: false; refusal: ScheduleRefusal };

/** Great-circle km between two airports, or null when one is unknown. */
export type DistanceKm = (from: string, to: string) => number | null;

const MINUTE = 60_000;
const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

function positioningPlan(jet: PlannedJet, from: string, to: string, distanceKm: DistanceKm): LegPlan | null {
  const km = distanceKm(from, to);
  if (km === null) return null;
  const result = planLeg(km, jet);
  return result.ok ? result.plan : null;
}

/** A ferry leg a jet flies empty to where a flight departs: its airports and its plan. */
export interface FerryLeg {
  from: string;
  to: string;
  plan: LegPlan;
}

/**
 * The positioning leg a jet at `position` needs before departing from `to`: null when it is there already,
 * "impossible" when it cannot fly it (beyond its range, or an airport without coordinates). The one rule the
 * reservation checks, the wizard's estimate and the catalogue share.
 */
export function positioningFrom(jet: PlannedJet, position: string, to: string, distanceKm: DistanceKm): FerryLeg | null | "impossible" {
  if (position === to) return null;
  const plan = positioningPlan(jet, position, to, distanceKm);
  return plan ? { from: position, to, plan } : "impossible";
}

/** The airport the jet is at just before `at`: the arrival of its last commitment departing earlier, else its base. */
export function positionAt(jet: Pick<ScheduledJet, "baseAirport">, commitments: readonly Commitment[], at: Date): string {
  const previous = lastBefore(commitments, at);
  return previous ? previous.arrivalAirport : jet.baseAirport;
}

function lastBefore(commitments: readonly Commitment[], at: Date): Commitment | null {
  let found: Commitment | null = null;
  for (const c of commitments) {
    if (c.departureAt.getTime() < at.getTime() && (!found || c.departureAt.getTime() > found.departureAt.getTime())) found = c;
  }
  return found;
}

function firstFrom(commitments: readonly Commitment[], at: Date): Commitment | null {
  let found: Commitment | null = null;
  for (const c of commitments) {
    if (c.departureAt.getTime() >= at.getTime() && (!found || c.departureAt.getTime() < found.departureAt.getTime())) found = c;
  }
  return found;
}

/** Whether `jet` can fly `leg` given its commitments, with the positioning legs it needs before and after. */
export function scheduleLeg(
  jet: ScheduledJet,
  commitments: readonly Commitment[],
  leg: LegRequest,
  distanceKm: DistanceKm,
): ScheduleResult {
  const previous = lastBefore(commitments, leg.departureAt);
  const position = previous ? previous.arrivalAirport : jet.baseAirport;
  const readyAt = previous ? addMinutes(previous.arrivalAt, TURNAROUND_MINUTES) : null;

  let positioning: PositioningLeg | null = null;
  let earliest = readyAt;
  const ferry = positioningFrom(jet, position, leg.from, distanceKm);
  if (ferry === "impossible") return { ok: false, refusal: { reason: "positioning-impossible", from: position, to: leg.from } };
  if (ferry) {
    const { plan } = ferry;
    const arrivalAt = addMinutes(leg.departureAt, -TURNAROUND_MINUTES);
    positioning = { from: position, to: leg.from, plan, departureAt: addMinutes(arrivalAt, -plan.blockMinutes), arrivalAt };
    earliest = readyAt ? addMinutes(readyAt, plan.blockMinutes + TURNAROUND_MINUTES) : null;
  }
  if (earliest && leg.departureAt.getTime() < earliest.getTime()) {
    return { ok: false, refusal: { reason: "not-in-position", position, earliestDepartureAt: earliest } };
  }

  const arrivalAt = addMinutes(leg.departureAt, leg.blockMinutes);
  const next = firstFrom(commitments, leg.departureAt);
  let repositioning: PositioningLeg | null = null;
  if (next) {
    let needed = TURNAROUND_MINUTES;
    const ferryOn = positioningFrom(jet, leg.to, next.departureAirport, distanceKm);
    if (ferryOn === "impossible") {
      return { ok: false, refusal: { reason: "positioning-impossible", from: leg.to, to: next.departureAirport } };
    }
    if (ferryOn) {
      const { plan } = ferryOn;
      const departureAt = addMinutes(arrivalAt, TURNAROUND_MINUTES);
      repositioning = { from: leg.to, to: next.departureAirport, plan, departureAt, arrivalAt: addMinutes(departureAt, plan.blockMinutes) };
      needed += plan.blockMinutes + TURNAROUND_MINUTES;
    }
    const latestArrival = addMinutes(next.departureAt, -needed);
    if (arrivalAt.getTime() > latestArrival.getTime()) {
      return {
        ok: false,
        refusal: {
          reason: "cannot-reach-next",
          nextAirport: next.departureAirport,
          nextDepartureAt: next.departureAt,
          latestDepartureAt: addMinutes(latestArrival, -leg.blockMinutes),
        },
      };
    }
  }
  return { ok: true, position, positioning, arrivalAt, repositioning };
}
