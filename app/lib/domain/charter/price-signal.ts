/**
 * The price sanity signal staff see beside a broker's quote (decision 036): the engine's estimate for the offered jet
 * on the request's trip, and whether the quote is far from it. The quote is marked, never refused: a broker may
 * know better (an empty leg, a positioning already paid). Quotes in another currency than the estimate's are not
 * compared — the product keeps no exchange rates (decision 017).
 */
import type { Currency } from "#app/lib/format";
import { PRICE_SIGNAL_TOLERANCE } from "./figures";

export type PriceSignal = "near" | "far-below" | "far-above" | "no-rate";

export interface PriceComparison {
  signal: PriceSignal;
  /** quoted ÷ estimate − 1 (e.g. −0.4 is 40 % below); null when not compared */
  deviation: number | null;
}

export function comparePrice(
  quoted: { amount: number; currency: Currency },
  estimate: { amount: number; currency: Currency },
): PriceComparison {
  if (quoted.currency !== estimate.currency || !(estimate.amount > 0)) return { signal: "no-rate", deviation: null };
  // rounded to a millionth, so a quote exactly at the tolerance counts as near whatever floating point does
  const deviation = Math.round((quoted.amount / estimate.amount - 1) * 1e6) / 1e6;
  if (deviation < -PRICE_SIGNAL_TOLERANCE) return { signal: "far-below", deviation };
  if (deviation > PRICE_SIGNAL_TOLERANCE) return { signal: "far-above", deviation };
  return { signal: "near", deviation };
}
