import type { AppLocale } from "./locale";

/**
 * Dates and times, always in Europe/Istanbul whatever the time zone of the server or the browser. The Istanbul
 * offset is read from Intl (never hard-coded), so a future change of Turkey's rule only needs fresh time-zone data.
 * Inputs as `<input type="date">` and `<input type="datetime-local">` send them, read as Istanbul wall time.
 */

export const APP_TIME_ZONE = "Europe/Istanbul";

/** Weeks start on Monday (0 = Sunday, 1 = Monday, as `Date#getUTCDay`). */
export const WEEK_STARTS_ON = 1;

export type DateInput = Date | string | null | undefined;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
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
