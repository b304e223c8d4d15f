/** Business ratios shown on dashboards and reports (spec §9): broker win rate, payment success rate. */

function ratio(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  return part / total;
}

/** Approved quotes ÷ all quotes; 0 when there are none (or the counts are not finite). */
export function winRate(approved: number, total: number): number {
  return ratio(approved, total);
}

/** Paid payments ÷ all payments; 0 when there are none (or the counts are not finite). */
export function paymentSuccessRate(paid: number, total: number): number {
  return ratio(paid, total);
}
