/**
 * The reservation wizard's cost estimate (spec §2.20 step 3, §9 add-on prices) — the one home for it, on the charter
 * engine (app/lib/domain/charter, decision 036).
 *
 * - Every leg is priced for the jet that flies it: hourly rate × billable block time (block time from the jet's
 *   cruise speed with the routing allowance and taxi; a technical stop's ground time when the leg is beyond the
 *   jet's nonstop range), plus the day minimum for a short flight day. Two jets on one trip therefore get two
 *   prices. A route's base price is the pair's "from" price shown on popular routes, never a leg's price.
 * - A leg the jet cannot fly (more than one technical stop) is not priced: `basis` "beyond-range".
 * - A round trip is two legs (out and back); a multi-city trip is the sum of its legs.
 * - Positioning: when the jet is elsewhere than a leg's departure (its position before the first leg, the previous
 *   leg's arrival after that), the ferry leg to it is a line of its own at the positioning share of the rate
 *   (charter/schedule.ts `positioningFrom`, charter/price.ts). The jet's return to its base is not estimated.
 * - Add-ons are priced in euros (§9: premium catering 150, ground transfer 200, VIP lounge 100) and charged per
 *   leg. Hourly rates are in Turkish lira, and the product has no exchange rate to convert with (decision 017), so
 *   the estimate is a list of amounts per currency, never one sum across currencies.
 * - `cateringDiscount` (0 to 1) is the membership tiers' catering discount; it defaults to 0.
 *
 * Amounts are computed in cents and returned as numbers with at most two decimals.
 */
import { planLeg, type LegPlan, type PlannedJet } from "#app/lib/domain/charter/leg";
import { minutesCost, priceTrip, type PricedLeg } from "#app/lib/domain/charter/price";
import { positioningFrom, type DistanceKm, type FerryLeg } from "#app/lib/domain/charter/schedule";
import type { Currency } from "#app/lib/format";

export const WIZARD_EXTRAS = ["catering", "ground_transport", "vip_lounge"] as const;
export type WizardExtra = (typeof WIZARD_EXTRAS)[number];

/** The currency of the add-on prices (§9 "in euros"). */
export const EXTRAS_CURRENCY: Currency = "EUR";

/** Price of each add-on per leg, in EXTRAS_CURRENCY (§9). */
export const EXTRA_PRICES: Readonly<Record<WizardExtra, number>> = { catering: 150, ground_transport: 200, vip_lounge: 100 };

/** The jet that flies the trip, as the estimate needs it. */
export interface RatedJet extends PlannedJet {
  hourlyRate: number;
  currency: Currency;
}

export interface LegInput {
  from: string;
  to: string;
  /** great-circle distance between the two airports, null when a place is unknown */
  distanceKm: number | null;
  /** the flight day (`YYYY-MM-DD`), for the day minimum */
  day: string;
}

export type LegBasis = "hourly" | "beyond-range" | "none";

export interface LegEstimate {
  from: string;
  to: string;
  basis: LegBasis;
  /** flight and technical-stop time at the hourly rate; null when the leg cannot be priced */
  amount: number | null;
  currency: Currency | null;
  /** block minutes of the leg for the jet (technical stop included) */
  blockMinutes: number | null;
  /** technical stops the leg needs (0 or 1) */
  stops: number;
}

/** A ferry leg the jet flies empty to a leg's departure, billed at the positioning share of the rate. */
export interface PositioningEstimate {
  from: string;
  to: string;
  /** the index of the leg it positions for */
  beforeLeg: number;
  /** block minutes of the ferry leg */
  minutes: number;
  rateShare: number;
  amount: number;
  currency: Currency;
}

/** What a short flight day adds to reach the minimum billable time. */
export interface MinimumLine {
  day: string;
  minutes: number;
  amount: number;
  currency: Currency;
}

export interface ExtraLine {
  extra: WizardExtra;
  unitPrice: number;
  legs: number;
  discount: number;
  amount: number;
  currency: Currency;
}

export interface MoneyAmount {
  currency: Currency;
  amount: number;
}

export interface TripEstimate {
  legs: LegEstimate[];
  positioning: PositioningEstimate[];
  /** a positioning leg the jet cannot fly (beyond its range): the jet cannot do this trip */
  positioningImpossible: boolean;
  minimums: MinimumLine[];
  extras: ExtraLine[];
  /** one amount per currency, in the order TRY, USD, EUR; never summed across currencies */
  totals: MoneyAmount[];
  /** false when a leg could not be priced: the totals then leave it out */
  complete: boolean;
}

const CURRENCY_ORDER: readonly Currency[] = ["TRY", "USD", "EUR"];

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** One leg's plan for the jet: its block time and stops, or why it has none. */
function legPlanFor(leg: LegInput, jet: RatedJet | null): { basis: LegBasis; plan: LegPlan | null } {
  if (!jet || !(jet.hourlyRate > 0) || leg.distanceKm === null) return { basis: "none", plan: null };
  const result = planLeg(leg.distanceKm, jet);
  if (result.ok) return { basis: "hourly", plan: result.plan };
  return { basis: result.refusal.reason === "beyond-range" ? "beyond-range" : "none", plan: null };
}

export interface TripInput {
  legs: readonly LegInput[];
  jet: RatedJet | null;
  extras: Readonly<Record<WizardExtra, boolean>>;
  /** share of the catering price taken off (membership tiers); 0 to 1, default 0 */
  cateringDiscount?: number;
  /** where the jet is before the first leg (its position, decision 036); unknown → no positioning is estimated */
  position?: string | null;
  /** great-circle km between two places, for the positioning legs */
  distanceKm?: DistanceKm;
}

/** The whole trip: every leg, the day minimums, the add-ons per leg, and the totals per currency. */
export function estimateTrip({ legs, jet, extras, cateringDiscount = 0, position = null, distanceKm }: TripInput): TripEstimate {
  const discount = Number.isFinite(cateringDiscount) ? Math.min(1, Math.max(0, cateringDiscount)) : 0;
  const plans = legs.map((leg) => ({ leg, ...legPlanFor(leg, jet) }));
  const priced: PricedLeg[] = [];
  // the legs that need a ferry leg, in the order priceTrip writes their positioning lines
  const ferried: number[] = [];
  let at = position;
  let positioningImpossible = false;
  for (const [index, { leg, plan }] of plans.entries()) {
    let ferry: FerryLeg | null = null;
    if (plan && jet && at && distanceKm) {
      const needed = positioningFrom(jet, at, leg.from, distanceKm);
      if (needed === "impossible") positioningImpossible = true;
      else ferry = needed;
    }
    if (ferry) ferried.push(index);
    if (plan) priced.push({ from: leg.from, to: leg.to, day: leg.day, plan, positioning: ferry ? [ferry] : [] });
    at = leg.to;
  }
  const rateCents = jet ? toCents(jet.hourlyRate) : 0;
  const price = priceTrip(rateCents, priced);
  const positioning: PositioningEstimate[] = jet
    ? price.lines
        .filter((l) => l.kind === "positioning")
        .map((l, i) => ({
          from: l.from ?? "",
          to: l.to ?? "",
          beforeLeg: ferried[i] ?? 0,
          minutes: l.minutes,
          rateShare: l.rateShare,
          amount: fromCents(l.amountCents),
          currency: jet.currency,
        }))
    : [];
  const legEstimates: LegEstimate[] = plans.map(({ leg, basis, plan }) => {
    // the leg's flight and technical-stop lines, rounded as priceTrip rounds them
    const cents =
      plan && jet ? minutesCost(rateCents, plan.blockMinutes - plan.stopMinutes) + minutesCost(rateCents, plan.stopMinutes) : null;
    return {
      from: leg.from,
      to: leg.to,
      basis,
      amount: cents === null ? null : fromCents(cents),
      currency: cents === null || !jet ? null : jet.currency,
      blockMinutes: plan?.blockMinutes ?? null,
      stops: plan?.stops ?? 0,
    };
  });
  const minimums: MinimumLine[] = jet
    ? price.lines
        .filter((l) => l.kind === "minimum")
        .map((l) => ({ day: l.day ?? "", minutes: l.minutes, amount: fromCents(l.amountCents), currency: jet.currency }))
    : [];
  const extraLines: ExtraLine[] = WIZARD_EXTRAS.filter((e) => extras[e]).map((extra) => {
    const unitPrice = EXTRA_PRICES[extra];
    const lineDiscount = extra === "catering" ? discount : 0;
    const cents = Math.round(toCents(unitPrice) * legs.length * (1 - lineDiscount));
    return { extra, unitPrice, legs: legs.length, discount: lineDiscount, amount: fromCents(cents), currency: EXTRAS_CURRENCY };
  });
  const sums = new Map<Currency, number>();
  const add = (currency: Currency, amount: number) => sums.set(currency, (sums.get(currency) ?? 0) + toCents(amount));
  for (const leg of legEstimates) if (leg.amount !== null && leg.currency) add(leg.currency, leg.amount);
  for (const line of positioning) add(line.currency, line.amount);
  for (const line of minimums) add(line.currency, line.amount);
  for (const line of extraLines) add(line.currency, line.amount);
  const totals = CURRENCY_ORDER.filter((c) => sums.has(c)).map((currency) => ({ currency, amount: fromCents(sums.get(currency) ?? 0) }));
  return {
    legs: legEstimates,
    positioning,
    positioningImpossible,
    minimums,
    extras: extraLines,
    totals,
    complete: !positioningImpossible && legEstimates.every((l) => l.basis === "hourly"),
  };
}

/** The add-ons a quote request carries, in the wizard's order. */
export function requestExtras(r: {
  cateringRequired: boolean;
  groundTransportRequired: boolean;
  vipLoungeRequired: boolean;
}): WizardExtra[] {
  const chosen: Record<WizardExtra, boolean> = {
    catering: r.cateringRequired,
    ground_transport: r.groundTransportRequired,
    vip_lounge: r.vipLoungeRequired,
  };
  return WIZARD_EXTRAS.filter((e) => chosen[e]);
}
