/**
 * The reservation wizard's cost estimate (spec §2.20 step 3, §9 add-on prices) — the one home for it.
 *
 * - A leg's base is the base price of its route when the `routes` table has one between the two cities
 *   (either direction: the table keeps one row per pair the business priced); otherwise the jet's hourly rate ×
 *   the leg's block time (`estimatedBlockMinutes` of ./flight-time with the jet's speed).
 * - A round trip is two legs (out and back); a multi-city trip is the sum of its legs.
 * - Add-ons are priced in euros (§9: premium catering 150, ground transfer 200, VIP lounge 100) and charged per
 *   leg. Route prices and hourly rates are in Turkish lira, and the product has no exchange rate to convert with
 *   (decision 017), so the estimate is a list of amounts per currency, never one sum across currencies.
 * - `cateringDiscount` (0 to 1) is the hook for the membership tiers' catering discount; it defaults to 0.
 *
 * Amounts are computed in cents and returned as numbers with at most two decimals.
 */
import { estimatedBlockMinutes } from "#app/lib/domain/flight-time";
import type { Currency } from "#app/lib/format";

export const WIZARD_EXTRAS = ["catering", "ground_transport", "vip_lounge"] as const;
export type WizardExtra = (typeof WIZARD_EXTRAS)[number];

/** The currency of the add-on prices (§9 "in euros"). */
export const EXTRAS_CURRENCY: Currency = "EUR";

/** Price of each add-on per leg, in EXTRAS_CURRENCY (§9). */
export const EXTRA_PRICES: Readonly<Record<WizardExtra, number>> = { catering: 150, ground_transport: 200, vip_lounge: 100 };

/** A priced route of the `routes` table, as the estimate needs it. */
export interface PricedRoute {
  departureCity: string;
  arrivalCity: string;
  distanceKm: number;
  basePrice: number;
  currency: Currency;
}

/** The jet whose hourly rate prices a leg without a route (the chosen jet, or the cheapest one that seats the party). */
export interface RatedJet {
  hourlyRate: number;
  maxSpeedKmh: number;
  currency: Currency;
}

export interface LegInput {
  from: string;
  to: string;
  /** great-circle distance between the two airports, null when a place is unknown */
  distanceKm: number | null;
}

export type LegBasis = "route" | "hourly" | "none";

export interface LegEstimate {
  from: string;
  to: string;
  basis: LegBasis;
  /** null when the leg cannot be priced (no route, no jet or no distance) */
  amount: number | null;
  currency: Currency | null;
  /** block minutes used by an hourly price */
  blockMinutes: number | null;
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
  extras: ExtraLine[];
  /** one amount per currency, in the order TRY, USD, EUR; never summed across currencies */
  totals: MoneyAmount[];
  /** false when a leg could not be priced: the totals then leave it out */
  complete: boolean;
}

const CURRENCY_ORDER: readonly Currency[] = ["TRY", "USD", "EUR"];

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** The route between two cities: the same direction first, then the reverse one; null if the table has neither. */
export function matchRoute<R extends Pick<PricedRoute, "departureCity" | "arrivalCity">>(
  routes: readonly R[],
  from: string,
  to: string,
): R | null {
  return (
    routes.find((r) => r.departureCity === from && r.arrivalCity === to) ??
    routes.find((r) => r.departureCity === to && r.arrivalCity === from) ??
    null
  );
}

/** One leg: the route's base price, else hourly rate × block time, else unpriced. */
export function estimateLeg(leg: LegInput, route: PricedRoute | null, jet: RatedJet | null): LegEstimate {
  if (route) {
    return {
      from: leg.from,
      to: leg.to,
      basis: "route",
      amount: fromCents(toCents(route.basePrice)),
      currency: route.currency,
      blockMinutes: null,
    };
  }
  const distance = leg.distanceKm ?? 0;
  const minutes = jet ? estimatedBlockMinutes(distance, jet.maxSpeedKmh) : 0;
  if (!jet || minutes <= 0 || !(jet.hourlyRate > 0)) {
    return { from: leg.from, to: leg.to, basis: "none", amount: null, currency: null, blockMinutes: null };
  }
  const cents = Math.round((toCents(jet.hourlyRate) * minutes) / 60);
  return { from: leg.from, to: leg.to, basis: "hourly", amount: fromCents(cents), currency: jet.currency, blockMinutes: minutes };
}

export interface TripInput {
  legs: readonly LegInput[];
  routes: readonly PricedRoute[];
  jet: RatedJet | null;
  extras: Readonly<Record<WizardExtra, boolean>>;
  /** share of the catering price taken off (membership tiers, later); 0 to 1, default 0 */
  cateringDiscount?: number;
}

/** The whole trip: every leg, the add-ons per leg, and the totals per currency. */
export function estimateTrip({ legs, routes, jet, extras, cateringDiscount = 0 }: TripInput): TripEstimate {
  const discount = Number.isFinite(cateringDiscount) ? Math.min(1, Math.max(0, cateringDiscount)) : 0;
  const legEstimates = legs.map((leg) => estimateLeg(leg, matchRoute(routes, leg.from, leg.to), jet));
  const extraLines: ExtraLine[] = WIZARD_EXTRAS.filter((e) => extras[e]).map((extra) => {
    const unitPrice = EXTRA_PRICES[extra];
    const lineDiscount = extra === "catering" ? discount : 0;
    const cents = Math.round(toCents(unitPrice) * legs.length * (1 - lineDiscount));
    return { extra, unitPrice, legs: legs.length, discount: lineDiscount, amount: fromCents(cents), currency: EXTRAS_CURRENCY };
  });
  const sums = new Map<Currency, number>();
  const add = (currency: Currency, amount: number) => sums.set(currency, (sums.get(currency) ?? 0) + toCents(amount));
  for (const leg of legEstimates) if (leg.amount !== null && leg.currency) add(leg.currency, leg.amount);
  for (const line of extraLines) add(line.currency, line.amount);
  const totals = CURRENCY_ORDER.filter((c) => sums.has(c)).map((currency) => ({ currency, amount: fromCents(sums.get(currency)!) }));
  return { legs: legEstimates, extras: extraLines, totals, complete: legEstimates.every((l) => l.basis !== "none") };
}

/** The translation key of each add-on's label (the wizard, the staff lists). */
export const EXTRA_LABEL_KEYS: Readonly<Record<WizardExtra, string>> = {
  catering: "wizard.fields.catering",
  ground_transport: "wizard.fields.groundTransport",
  vip_lounge: "wizard.fields.vipLounge",
};

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
