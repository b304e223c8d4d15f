/**
 * An offer's prices (spec §2.20: original and discounted price, a discount badge). Staff enter the two prices;
 * the discount percentage is always computed here, never entered or stored, so the badge cannot disagree with
 * the prices.
 */

/** Whether a discounted price is a real discount of the original: positive and strictly lower. */
export function isDiscount(original: number, discounted: number): boolean {
  return Number.isFinite(original) && Number.isFinite(discounted) && discounted > 0 && discounted < original;
}

/**
 * The discount as a whole percentage of the original price, rounded down (a badge never promises more than the
 * prices give: 2.000 → 1.490 is 25 %, not 26 %; under 1 % reads 0 and the screens show no badge). Null when the
 * prices are not a discount.
 */
export function discountPercent(original: number | string, discounted: number | string): number | null {
  const o = Number(original);
  const d = Number(discounted);
  if (!isDiscount(o, d)) return null;
  // in cents, so 0.1 + 0.2-style binary fractions never move a boundary
  const oc = Math.round(o * 100);
  const dc = Math.round(d * 100);
  return Math.floor(((oc - dc) * 100) / oc);
}
