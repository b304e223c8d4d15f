/**
 * Money in integer minor units (kuruş, cents). The database keeps amounts as numeric(12, 2) (Prisma Decimal);
 * every sum, share and comparison of money is made here on whole cents, never on floating-point lira, so
 * ₺0,10 + ₺0,20 is ₺0,30 and a share of a total rounds once, in one place.
 */

/** The largest amount a money column holds, numeric(12, 2): 9 999 999 999,99 in cents. */
export const MAX_CENTS = 999_999_999_999;

/**
 * Cents of a decimal amount as the database or a form gives it: "2160000", "2160000.5", "2160000.50", 12.3,
 * a Prisma Decimal. Exact for strings (no float arithmetic); throws on anything that is not an amount with at
 * most two decimals, so a wrong value never becomes a silently wrong sum.
 */
export function toCents(amount: string | number | { toString(): string }): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.toString().trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  const [, minus, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount out of range: ${text}`);
  return minus && cents !== 0 ? -cents : cents;
}

/** The decimal text of an amount in cents, with two decimals: 12345 → "123.45", -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** `percent` % of an amount in cents, rounded half up to the cent (shares are whole percents). */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`bad share: ${percent}% of ${cents}`);
  }
  // cents × percent stays far below 2^53 for any amount the column holds
  return Math.floor((cents * percent + 50) / 100);
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
}
