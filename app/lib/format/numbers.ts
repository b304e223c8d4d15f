import { INTL_LOCALE, type AppLocale } from "./locale";

/**
 * Numbers for Turkey: grouping and decimal marks of the language ("1.234,50" / "1,234.50"), whole percents, and
 * the numbers people type into forms in either convention. Only ASCII is produced; the only space is U+0020 and the
 * minus is "-" (see app/lib/format.ts for the whole output contract).
 */

/** Anything that stands for a number: a number, a numeric string, or a Decimal-like object such as Prisma's. */
export type NumericInput = number | string | { toString(): string } | null | undefined;

/** Plain decimal notation as JavaScript and Prisma's Decimal print it (an exponent is allowed). */
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: AppLocale, decimals: number, percent = false): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${percent}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: percent ? "percent" : "decimal",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      signDisplay: "negative",
    });
    numberFormats.set(key, nf);
  }
  return nf;
}

/** Replaces any Unicode space with U+0020 and the Unicode minus with "-". */
export function normaliseSpaces(s: string): string {
  return s.replace(/[\s\u00A0\u2007\u202F]/g, " ").replace(/\u2212/g, "-");
}

/**
 * The decimal string of a numeric input, or null when it is not a finite number. Numbers are printed
 * with their shortest round-trip form, so 1.005 rounds like the "1.005" a person reads.
 */
export function toDecimalString(value: NumericInput): `${number}` | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") {
    return Number.isFinite(value) ? (String(value) as `${number}`) : null;
  }
  const text = (typeof value === "string" ? value : String(value)).trim();
  if (!NUMERIC_STRING.test(text)) return null;
  return Number.isFinite(Number(text)) ? (text as `${number}`) : null;
}

function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  return decimals;
}

/**
 * A number with grouping: `formatNumber(1234.5, 2)` → "1.234,50" ("1,234.50" in English).
 * Rounds half away from zero. Returns "" for null, undefined, NaN, ±Infinity or a non-numeric string.
 */
export function formatNumber(value: NumericInput, decimals: number = 0, locale: AppLocale = "tr"): string {
  const text = toDecimalString(value);
  if (text === null) return "";
  return normaliseSpaces(numberFormat(locale, checkDecimals(decimals)).format(text));
}

/**
 * A count that may have stopped at a cap (decision 059): "10.000+" when `capped`, else the number with grouping.
 */
export function formatCount(value: number, capped: boolean, locale: AppLocale = "tr"): string {
  const text = formatNumber(value, 0, locale);
  return capped ? `${text}+` : text;
}

/**
 * A ratio as a whole percent: 0.456 → "%46" in Turkish, "46%" in English; -0.05 → "-%5" / "-5%".
 * Returns "" for null, undefined, NaN or ±Infinity.
 */
export function formatPercent(ratio: number | null | undefined, locale: AppLocale = "tr"): string {
  if (typeof ratio !== "number" || !Number.isFinite(ratio)) return "";
  return normaliseSpaces(numberFormat(locale, 0, true).format(String(ratio) as `${number}`));
}

// ───────────── number parsing ─────────────

/**
 * A number typed into a form, in either convention. Accepted:
 * - plain: "1234", "1234.5", "1234,5", ".5";
 * - grouped with ".", "," or spaces and an optional decimal part using the other mark:
 *   "1.234,50", "1,234.50", "1 234,50", "1.234.567";
 * - an optional leading "-" or "+", surrounding whitespace.
 * A single mark followed by exactly three digits ("1.234", "1,234") is read by `locale`: in Turkish
 * "." groups thousands and "," is the decimal mark; in English the other way round.
 * Anything else ("12a", "1,2,3.4,5", "", "-", "Infinity", "1e5", "5.") gives null. Bounds are the caller's.
 */
export function parseDecimal(input: string, locale: AppLocale = "tr"): number | null {
  if (typeof input !== "string") return null;
  let s = input.replace(/[\s\u00A0\u2007\u202F]+/g, " ").trim();
  let negative = false;
  if (s.startsWith("-") || s.startsWith("+")) {
    negative = s.startsWith("-");
    s = s.slice(1);
  }
  if (!/^[\d., ]+$/.test(s) || !/\d/.test(s)) return null;

  const seps = s.replace(/\d/g, "");
  const kinds = new Set(seps);
  let intPart: string;
  let fracPart = "";

  if (kinds.size === 0) {
    intPart = s;
  } else if (kinds.size === 1) {
    const mark = seps.charAt(0);
    if (mark === " " || seps.length > 1) {
      const grouped = ungroup(s, mark);
      if (grouped === null) return null;
      intPart = grouped;
    } else {
      // one mark, so exactly two parts
      const [left = "", right = ""] = s.split(mark);
      const groupingMark = locale === "tr" ? "." : ",";
      const canGroup = right.length === 3 && isFirstGroup(left);
      if (canGroup && mark === groupingMark) {
        intPart = left + right;
      } else {
        intPart = left;
        fracPart = right;
        if (fracPart === "") return null;
      }
    }
  } else if (kinds.size === 2) {
    const decimalMark = seps.charAt(seps.length - 1);
    if (decimalMark === " ") return null;
    if (seps.indexOf(decimalMark) !== seps.length - 1) return null;
    const at = s.lastIndexOf(decimalMark);
    const groupingMark = seps.charAt(0);
    const grouped = ungroup(s.slice(0, at), groupingMark);
    if (grouped === null) return null;
    intPart = grouped;
    fracPart = s.slice(at + 1);
    if (fracPart === "") return null;
  } else {
    return null;
  }

  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(fracPart)) return null;
  const value = Number(`${intPart || "0"}.${fracPart || "0"}`);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

function isFirstGroup(s: string): boolean {
  return /^[1-9]\d{0,2}$/.test(s);
}

/** "1.234.567" → "1234567" when every group after the first has exactly three digits; otherwise null. */
function ungroup(s: string, mark: string): string | null {
  const groups = s.split(mark);
  const [first = "", ...rest] = groups;
  if (!isFirstGroup(first)) return null;
  if (rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join("");
}

/** Digits with an optional leading sign, nothing else (surrounding whitespace is ignored); a safe integer or null. */
export function parseInteger(input: string): number | null {
  if (typeof input !== "string") return null;
  const s = input.trim();
  if (!/^[+-]?\d+$/.test(s)) return null;
  const value = Number(s);
  if (!Number.isSafeInteger(value)) return null;
  return value === 0 ? 0 : value;
}
