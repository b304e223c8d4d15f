/**
 * Formatting and parsing for Turkey — the one place for dates, times, money and numbers.
 *
 * Dates and times are always shown in Europe/Istanbul, whatever the time zone of the server or the
 * browser. The Istanbul offset is read from Intl (never hard-coded), so a future change of Turkey's rule
 * only needs fresh time-zone data.
 *
 * Money on screens and in e-mails goes through the context functions `formatPrice` (one record's price)
 * and `formatTotal` (a sum); `formatMoney` is their building block.
 *
 * Output contract (tested): the strings returned here contain only ASCII characters plus the symbols
 * "₺", "$" and "€". The only space ever produced is U+0020 (between an amount and a currency code);
 * there are no non-breaking or narrow spaces, and the minus sign is always "-" (U+002D).
 *
 * Every format function takes an optional last `locale` argument ("tr" by default). It changes number
 * punctuation ("1.234,50" vs "1,234.50") and the place of "%"; dates read `dd.MM.yyyy` in Turkish and
 * `dd MMM yyyy` in English.
 *
 * Input contract for dates, as `<input type="date">` and `<input type="datetime-local">` send them:
 * `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM`, read as Istanbul wall time. Seconds (and fractions) may follow the
 * minutes and are dropped, so every parsed date-time falls on a whole minute.
 */

export const APP_TIME_ZONE = "Europe/Istanbul";

/** Weeks start on Monday (0 = Sunday, 1 = Monday, as `Date#getUTCDay`). */
export const WEEK_STARTS_ON = 1;

export type AppLocale = "tr" | "en";

export type Currency = "TRY" | "USD" | "EUR";

export const CURRENCIES: readonly Currency[] = ["TRY", "USD", "EUR"];

/** Anything that stands for a number: a number, a numeric string, or a Decimal-like object such as Prisma's. */
export type NumericInput = number | string | { toString(): string } | null | undefined;

export type DateInput = Date | string | null | undefined;

export interface MoneyFormatOptions {
  /** Fraction digits, 2 by default. */
  decimals?: 0 | 2;
  /** "symbol" (default): `₺1.234,50`; "code": `1.234,50 TL` (TRY in Turkish), `1.234,50 USD`. */
  display?: "symbol" | "code";
}

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

// ───────────── numbers ─────────────

const INTL_LOCALE: Record<AppLocale, string> = { tr: "tr-TR", en: "en-US" };

const CURRENCY_SYMBOL: Record<Currency, string> = { TRY: "₺", USD: "$", EUR: "€" };

const CURRENCY_CODE: Record<AppLocale, Record<Currency, string>> = {
  tr: { TRY: "TL", USD: "USD", EUR: "EUR" },
  en: { TRY: "TRY", USD: "USD", EUR: "EUR" },
};

/** Plain decimal notation as JavaScript and Prisma's Decimal print it (an exponent is allowed). */
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: AppLocale, decimals: number, percent = false): Intl.NumberFormat {
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
function normaliseSpaces(s: string): string {
  return s.replace(/[\s\u00A0\u2007\u202F]/g, " ").replace(/\u2212/g, "-");
}

/**
 * The decimal string of a numeric input, or null when it is not a finite number. Numbers are printed
 * with their shortest round-trip form, so 1.005 rounds like the "1.005" a person reads.
 */
function toDecimalString(value: NumericInput): `${number}` | null {
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

/** A sum over many records (a dashboard's revenue): always whole units ("₺5.642.000"). */
export function formatTotal(amount: NumericInput, currency: Currency, locale: AppLocale = "tr"): string {
  return formatMoney(amount, currency, { decimals: 0 }, locale);
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

// ───────────── time zone ─────────────

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: APP_TIME_ZONE,
  hourCycle: "h23",
  era: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** The Istanbul calendar date and clock time of an instant. */
function wallClock(date: Date): WallClock {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  let bc = false;
  for (const part of wallClockFormat.formatToParts(date)) {
    if (part.type === "era") bc = /^B/i.test(part.value);
    else if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  // the format asks for every one of these parts
  const read = (type: Intl.DateTimeFormatPartTypes): number => {
    const value = out[type];
    if (value === undefined) throw new Error(`wallClock: no ${type} part in ${date.toISOString()}`);
    return value;
  };
  const year = read("year");
  const hour = read("hour");
  return {
    year: bc ? 1 - year : year,
    month: read("month"),
    day: read("day"),
    hour: hour === 24 ? 0 : hour,
    minute: read("minute"),
    second: read("second"),
  };
}

/** Epoch milliseconds of a wall-clock reading taken as UTC; out-of-range days and months roll over, years below 100 stay literal. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** Istanbul's offset from UTC, in milliseconds, at an instant (positive east of Greenwich). */
function istanbulOffsetMs(epochMs: number): number {
  const w = wallClock(new Date(epochMs));
  const floored = Math.floor(epochMs / 1000) * 1000;
  return utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - floored;
}

/**
 * The instant at which Istanbul clocks show the given wall time. If the clocks jumped over that time
 * it is taken as after the jump; if they showed it twice, the earlier instant wins (like Temporal's
 * "compatible" choice). Only history needs this: Turkey has kept UTC+3 all year since 2016.
 */
function istanbulWallToInstant(y: number, mo: number, d: number, h = 0, mi = 0): Date {
  const wall = utcMs(y, mo, d, h, mi);
  const before = istanbulOffsetMs(wall - DAY_MS);
  const after = istanbulOffsetMs(wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter((t) => istanbulOffsetMs(t) === wall - t);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before);
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  const s = String(Math.abs(n)).padStart(width, "0");
  return n < 0 ? `-${s}` : s;
}

function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input !== "string") return null;
  const s = input.trim();
  if (LOCAL_DATE.test(s)) return startOfDayOrNull(s);
  if (LOCAL_DATE_TIME.test(s)) return parseLocalDateTime(s);
  if (!ISO_WITH_ZONE.test(s)) return null;
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ───────────── date formatting ─────────────

/**
 * `dd.MM.yyyy HH:mm` (24 h) in Istanbul; in English `dd MMM yyyy HH:mm`. Accepts a Date or a string: an ISO 8601 instant with "Z" or an
 * offset (as JSON carries dates), or `YYYY-MM-DD[THH:MM[:SS]]` read as Istanbul wall time. Returns "" for
 * null, undefined, an invalid Date or any other string.
 */
export function formatDateTime(date: DateInput, locale: AppLocale = "tr"): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${calendarText(w, locale)} ${pad(w.hour)}:${pad(w.minute)}`;
}

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Turkish `dd.MM.yyyy` (spec §9); English `dd MMM yyyy` ("23 Nov 2026"), which no reader takes for a US date. */
function calendarText(w: CalendarDate, locale: AppLocale): string {
  if (locale === "en") return `${pad(w.day)} ${EN_MONTHS[w.month - 1]} ${pad(w.year, 4)}`;
  return `${pad(w.day)}.${pad(w.month)}.${pad(w.year, 4)}`;
}

/**
 * A requested departure: the date alone when the customer chose only a day (the guest form stores 09:00
 * as a placeholder, spec §7.2), otherwise `dd.MM.yyyy HH:mm`.
 */
export function formatDeparture(date: DateInput, dateOnly: boolean, locale: AppLocale = "tr"): string {
  return dateOnly ? formatDate(date, locale) : formatDateTime(date, locale);
}

/** `dd.MM.yyyy` in Istanbul; same inputs and "" cases as `formatDateTime`. */
export function formatDate(date: DateInput, locale: AppLocale = "tr"): string {
  const d = toValidDate(date);
  if (!d) return "";
  return calendarText(wallClock(d), locale);
}

/** `HH:mm` (24 h) in Istanbul; same inputs and "" cases as `formatDateTime`. */
export function formatTime(date: DateInput, _locale: AppLocale = "tr"): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

// ───────────── date parsing ─────────────

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

function validCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function validClock(hour: number, minute: number, second: number): boolean {
  return hour <= 23 && minute <= 59 && second <= 59;
}

/** `YYYY-MM-DD` → its parts, or null when the text or the calendar date is invalid (2026-02-30 → null). */
export function parseLocalDate(s: string): CalendarDate | null {
  if (typeof s !== "string") return null;
  const m = LOCAL_DATE.exec(s.trim());
  if (!m) return null;
  return validCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * `YYYY-MM-DDTHH:MM` (optionally `:SS` and a fraction, dropped) as Istanbul wall time → that instant;
 * null when the text, the date or the clock time is invalid.
 */
export function parseLocalDateTime(s: string): Date | null {
  if (typeof s !== "string") return null;
  const m = LOCAL_DATE_TIME.exec(s.trim());
  if (!m) return null;
  const date = validCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  if (!date || !validClock(hour, minute, Number(m[6] ?? 0))) return null;
  return istanbulWallToInstant(date.year, date.month, date.day, hour, minute);
}

/** A `YYYY-MM-DD` date and an `HH:MM` time (seconds dropped) in Istanbul → that instant; null when invalid. */
export function istanbulDateTime(dateStr: string, time: string): Date | null {
  if (typeof dateStr !== "string" || typeof time !== "string") return null;
  const date = parseLocalDate(dateStr);
  const m = LOCAL_TIME.exec(time.trim());
  if (!date || !m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (!validClock(hour, minute, Number(m[3] ?? 0))) return null;
  return istanbulWallToInstant(date.year, date.month, date.day, hour, minute);
}

/** `YYYY-MM-DDTHH:MM` in Istanbul, to prefill `<input type="datetime-local">`; "" for an invalid Date. */
export function toLocalDateTimeInput(date: Date): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `YYYY-MM-DD` in Istanbul, to prefill `<input type="date">`; "" for an invalid Date. */
export function toLocalDateInput(date: Date): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today's date in Istanbul as `YYYY-MM-DD`. */
export function todayInIstanbul(now: Date = new Date()): string {
  return toLocalDateInput(now);
}

function startOfDayOrNull(s: string): Date | null {
  const date = parseLocalDate(s);
  return date ? istanbulWallToInstant(date.year, date.month, date.day) : null;
}

function calendarDateOf(day: string | Date): CalendarDate {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError("Invalid Date");
    const w = wallClock(day);
    return { year: w.year, month: w.month, day: w.day };
  }
  const date = parseLocalDate(day);
  if (!date) throw new RangeError(`Expected a date as YYYY-MM-DD, got ${JSON.stringify(day)}`);
  return date;
}

/**
 * 00:00 in Istanbul on a day: a `YYYY-MM-DD` string, or the Istanbul day that contains a Date.
 * Throws RangeError for an invalid string or Date (check user input with `parseLocalDate` first).
 */
export function startOfIstanbulDay(day: string | Date): Date {
  const { year, month, day: d } = calendarDateOf(day);
  return istanbulWallToInstant(year, month, d);
}

/**
 * The last millisecond of an Istanbul day (23:59:59.999), for inclusive ranges (`lte`); the next day
 * starts one millisecond later. Same input and errors as `startOfIstanbulDay`.
 */
export function endOfIstanbulDay(day: string | Date): Date {
  const { year, month, day: d } = calendarDateOf(day);
  const next = new Date(utcMs(year, month, d + 1));
  const start = istanbulWallToInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  return new Date(start.getTime() - 1);
}

/** 00:00 in Istanbul on the 1st of the Istanbul month containing `now`. */
export function startOfIstanbulMonth(now: Date = new Date()): Date {
  const { year, month } = calendarDateOf(now);
  return istanbulWallToInstant(year, month, 1);
}

/** 00:00 in Istanbul on the Monday of the Istanbul week containing `now` (weeks start on Monday). */
export function startOfIstanbulWeek(now: Date = new Date()): Date {
  const { year, month, day } = calendarDateOf(now);
  const weekday = new Date(utcMs(year, month, day)).getUTCDay();
  const back = (weekday - WEEK_STARTS_ON + 7) % 7;
  const monday = new Date(utcMs(year, month, day - back));
  return istanbulWallToInstant(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

/** Minutes Istanbul is ahead of UTC at an instant (180 today), read from Intl. */
export function istanbulOffsetMinutes(at: Date = new Date()): number {
  return Math.round(istanbulOffsetMs(at.getTime()) / MINUTE_MS);
}
