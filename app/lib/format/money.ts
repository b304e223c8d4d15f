import type { AppLocale } from "./locale";
import { normaliseSpaces, numberFormat, toDecimalString, type NumericInput } from "./numbers";

/**
 * Money (spec §9): the currencies, and the context functions screens and e-mails call — `formatPrice` (one
 * record's price) and `formatTotal` (a sum); `formatMoney` is their building block.
 */

export type Currency = "TRY" | "USD" | "EUR";

export const CURRENCIES: readonly Currency[] = ["TRY", "USD", "EUR"];

export interface MoneyFormatOptions {
  /** Fraction digits, 2 by default. */
  decimals?: 0 | 2;
  /** "symbol" (default): `₺1.234,50`; "code": `1.234,50 TL` (TRY in Turkish), `1.234,50 USD`. */
  display?: "symbol" | "code";
}

const CURRENCY_SYMBOL: Record<Currency, string> = { TRY: "₺", USD: "$", EUR: "€" };

const CURRENCY_CODE: Record<AppLocale, Record<Currency, string>> = {
  tr: { TRY: "TL", USD: "USD", EUR: "EUR" },
  en: { TRY: "TRY", USD: "USD", EUR: "EUR" },
};

/**
 * Money with Turkish punctuation by default.
 * symbol: `₺1.234,50`, `$1.234,50`, `€1.234,50`, negative `-₺1.234,50`;
 * code: `1.234,50 TL`, `1.234,50 USD`, `1.234,50 EUR` (in English `1,234.50 TRY`).
 * Returns "" for null, undefined, NaN, ±Infinity or a non-numeric string.
 */
export function formatMoney(amount: NumericInput, currency: Currency, options: MoneyFormatOptions = {}, locale: AppLocale = "tr"): string {
  const text = toDecimalString(amount);
  if (text === null) return "";
  const formatted = normaliseSpaces(numberFormat(locale, options.decimals ?? 2).format(text));
  if (options.display === "code") return `${formatted} ${CURRENCY_CODE[locale][currency]}`;
  const negative = formatted.startsWith("-");
  const digits = negative ? formatted.slice(1) : formatted;
  return `${negative ? "-" : ""}${CURRENCY_SYMBOL[currency]}${digits}`;
}

// ───────────── money by context (spec §9) ─────────────
//
// Screens never pick decimals or a currency style themselves: they call the function of their context,
// so the same amount reads the same everywhere (symbol before the amount, the language's punctuation).

/** Jets carry no currency: their hourly rate is kept in Turkish lira (spec §2.8 "in TL", §9 default 5000 TL). */
export const JET_HOURLY_RATE_CURRENCY: Currency = "TRY";

/**
 * A price or an amount of one record — an empty leg's price, a broker's quote, a reservation's amount, a
 * jet's hourly rate, the prices in e-mails: whole units, with two decimals only when the amount has a
 * fraction ("$6.500", "€44.900", "₺2.278.000", "€1.234,50"; "$6,500" in English). Spec §9's empty-leg
 * prices "with no decimals in Turkish locale" read exactly so.
 * Returns "" for null, undefined or a non-numeric value (the caller shows its own "no price" text).
 */
export function formatPrice(amount: NumericInput, currency: Currency, locale: AppLocale = "tr"): string {
  const text = toDecimalString(amount);
  if (text === null) return "";
  const whole = Number.isInteger(Number(text));
  return formatMoney(text, currency, { decimals: whole ? 0 : 2 }, locale);
}

/**
 * A sum drawn in a report (a chart's bar, the revenue report's figures): always whole units ("₺5.642.000"). A staff
 * summary card above a list (the payments book's revenue, the dashboard's) writes its sum with `formatPrice`
 * instead, so it keeps the cents its list shows ("€18.500,50", never "€18.501").
 */
export function formatTotal(amount: NumericInput, currency: Currency, locale: AppLocale = "tr"): string {
  return formatMoney(amount, currency, { decimals: 0 }, locale);
}
