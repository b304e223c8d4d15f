/**
 * The price of a charter trip for one jet (decision 036): hourly rate × billable block time, as lines.
 *
 * - flight: the leg's block time without its technical-stop ground time, at the full rate;
 * - stop: the ground time of the leg's technical stops, at the full rate (block time includes it);
 * - positioning: a ferry leg the trip needs, at POSITIONING_RATE_SHARE of the rate;
 * - minimum: per flight day, what is missing from MINIMUM_BILLABLE_MINUTES_PER_DAY of flight and stop time.
 *
 * Amounts are whole cents of the jet's currency, each line rounded on its own; the total is their sum.
 */
import { MINIMUM_BILLABLE_MINUTES_PER_DAY, POSITIONING_RATE_SHARE } from "./figures";
import type { LegPlan } from "./leg";

export type PriceLineKind = "flight" | "stop" | "positioning" | "minimum";

export interface PriceLine {
  kind: PriceLineKind;
  /** the leg's airports; the flight day for a minimum line */
  from: string | null;
  to: string | null;
  day: string | null;
  minutes: number;
  /** share of the hourly rate this line is billed at */
  rateShare: number;
  amountCents: number;
}

export interface PricedLeg {
  from: string;
  to: string;
  /** the flight day the leg departs on (YYYY-MM-DD), for the day minimum */
  day: string;
  plan: LegPlan;
  /** a ferry leg flown for this one (before or after it), billed at the positioning share */
  positioning?: ReadonlyArray<{ from: string; to: string; plan: LegPlan }>;
}

export interface TripPrice {
  lines: PriceLine[];
  totalCents: number;
  /** billable minutes: flight, stop and minimum lines */
  billableMinutes: number;
}

/** Cents of `minutes` at `rateCents` per hour times `share`, rounded to the cent. */
export function minutesCost(rateCents: number, minutes: number, share = 1): number {
  return Math.round((rateCents * minutes * share) / 60);
}

/** The billed line of a positioning (ferry) leg: its block time at POSITIONING_RATE_SHARE of the hourly rate. */
export function positioningLine(
  hourlyRateCents: number,
  ferry: { from: string; to: string; plan: LegPlan },
  day: string | null,
): PriceLine {
  return {
    kind: "positioning",
    from: ferry.from,
    to: ferry.to,
    day,
    minutes: ferry.plan.blockMinutes,
    rateShare: POSITIONING_RATE_SHARE,
    amountCents: minutesCost(hourlyRateCents, ferry.plan.blockMinutes, POSITIONING_RATE_SHARE),
  };
}

export function priceTrip(hourlyRateCents: number, legs: readonly PricedLeg[]): TripPrice {
  const lines: PriceLine[] = [];
  const perDay = new Map<string, number>();
  for (const leg of legs) {
    for (const ferry of leg.positioning ?? []) lines.push(positioningLine(hourlyRateCents, ferry, leg.day));
    const flightMinutes = leg.plan.blockMinutes - leg.plan.stopMinutes;
    lines.push({
      kind: "flight",
      from: leg.from,
      to: leg.to,
      day: leg.day,
      minutes: flightMinutes,
      rateShare: 1,
      amountCents: minutesCost(hourlyRateCents, flightMinutes),
    });
    if (leg.plan.stopMinutes > 0) {
      lines.push({
        kind: "stop",
        from: leg.from,
        to: leg.to,
        day: leg.day,
        minutes: leg.plan.stopMinutes,
        rateShare: 1,
        amountCents: minutesCost(hourlyRateCents, leg.plan.stopMinutes),
      });
    }
    perDay.set(leg.day, (perDay.get(leg.day) ?? 0) + leg.plan.blockMinutes);
  }
  for (const [day, minutes] of perDay) {
    if (minutes >= MINIMUM_BILLABLE_MINUTES_PER_DAY) continue;
    const missing = MINIMUM_BILLABLE_MINUTES_PER_DAY - minutes;
    lines.push({
      kind: "minimum",
      from: null,
      to: null,
      day,
      minutes: missing,
      rateShare: 1,
      amountCents: minutesCost(hourlyRateCents, missing),
    });
  }
  const billableMinutes = lines.filter((l) => l.kind !== "positioning").reduce((sum, l) => sum + l.minutes, 0);
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0), billableMinutes };
}
