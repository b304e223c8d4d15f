// the subpath: the package root also carries TZDate, whose Date.prototype set-up no bundler can drop
import { tzOffset } from "@date-fns/tz/tzOffset";
import type { AppLocale } from "./locale";

/**
 * Dates and times. The app's own functions work in Europe/Istanbul whatever the time zone of the server or the
 * browser (decision 006); `wallTimeToInstant`, `wallTimeOf` and `zoneLabel` work in any IANA zone, for the
 * local time at each airport (decision 043). Zone data comes from the runtime's Intl through `@date-fns/tz`
 * (never a hard-coded offset), so a change of a country's rule only needs fresh time-zone data.
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

/** A reading of a clock on the wall: a calendar date and a time of day, with no zone. */
export interface WallTime extends CalendarDate {
  /** 0–23 */
  hour: number;
  /** 0–59 */
  minute: number;
  /** 0–59; 0 when left out */
  second?: number;
}

// ───────────── time zone ─────────────

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant in milliseconds (positive east of Greenwich); NaN for an unknown zone. */
function offsetMs(zone: string, epochMs: number): number {
  return Math.round(tzOffset(zone, new Date(epochMs)) * 60) * 1000;
}

/** The wall clock in `zone` at an instant, with seconds; null for an invalid Date or an unknown zone. */
export function wallTimeOf(instant: Date, zone: string): Required<WallTime> | null {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return null;
  const offset = offsetMs(zone, instant.getTime());
  if (Number.isNaN(offset)) return null;
  // the instant moved by the zone's offset reads, in UTC, as the zone's wall clock
  const t = new Date(instant.getTime() + offset);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  };
}

/** The Istanbul wall clock of a valid Date. */
function wallClock(date: Date): Required<WallTime> {
  const w = wallTimeOf(date, APP_TIME_ZONE);
  if (!w) throw new RangeError("Invalid Date");
  return w;
}

/** Epoch milliseconds of a wall-clock reading taken as UTC; out-of-range days and months roll over, years below 100 stay literal. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/**
 * The instants at which clocks in `zone` show a wall time: one, two (the hour that repeats when clocks go back) or
 * none (the hour skipped when they go forward), found from the zone's offsets a day before and a day after.
 * `gap` says what a skipped wall time gives: nothing, or the instant the clocks would show it at had they not
 * jumped (the offset before the change, which lands after the jump). Null for an unknown zone.
 */
function instantOfWall(wall: Required<WallTime>, zone: string, gap: "refuse" | "after-the-jump"): Date | null {
  const local = utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const before = offsetMs(zone, local - DAY_MS);
  const after = offsetMs(zone, local + DAY_MS);
  if (Number.isNaN(before) || Number.isNaN(after)) return null;
  const candidates = [local - before, local - after].filter((t) => offsetMs(zone, t) === local - t);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return gap === "after-the-jump" ? new Date(local - before) : null;
}

/**
 * The instant at which clocks in `zone` show a wall time. The rule for clock changes: a wall time that does not
 * exist (02:30 on the night clocks go forward, 29.03.2026 in Europe/Paris) is refused, null, so a form can ask
 * for another time; one that exists twice (02:30 on the night they go back, 25.10.2026 in Paris) is the earlier
 * instant, the first time the clocks show it. Null too for an invalid date or clock time, or an unknown zone.
 */
export function wallTimeToInstant(wall: WallTime, zone: string): Date | null {
  const second = wall.second ?? 0;
  if (![wall.year, wall.month, wall.day, wall.hour, wall.minute, second].every(Number.isInteger)) return null;
  if (!validCalendarDate(wall.year, wall.month, wall.day) || !validClock(wall.hour, wall.minute, second)) return null;
  if (wall.hour < 0 || wall.minute < 0 || second < 0) return null;
  return instantOfWall({ ...wall, second }, zone, "refuse");
}

/**
 * The instant at which Istanbul clocks show the given wall time. If the clocks jumped over that time
 * it is taken as after the jump; if they showed it twice, the earlier instant wins (like Temporal's
 * "compatible" choice). Only history needs this: Turkey has kept UTC+3 all year since 2016.
 */
function istanbulWallToInstant(y: number, mo: number, d: number, h = 0, mi = 0): Date {
  const instant = instantOfWall({ year: y, month: mo, day: d, hour: h, minute: mi, second: 0 }, APP_TIME_ZONE, "after-the-jump");
  if (!instant) throw new RangeError(`${APP_TIME_ZONE} is not a time zone of this runtime`);
  return instant;
}

/**
 * İstanbul's name in every business time ("GMT+3"), written from the offset so that server and browser always
 * agree: the business times of the app (a payment's, a message's, a deadline's) are İstanbul's, and say so.
 */
function businessZoneName(instant: Date): string {
  const minutes = Math.round(tzOffset(APP_TIME_ZONE, instant));
  const h = Math.trunc(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `GMT${minutes < 0 ? "-" : "+"}${h}${m ? `:${pad(m)}` : ""}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The short name of a zone at an instant, as timetables print it: "CET" or "CEST" in Paris, "GMT" or "BST" in
 * London, "GMT+3" in Istanbul (a zone with no common abbreviation reads as its offset). Both languages use the
 * English names, which aviation uses everywhere (Turkish locale data has none and would give "GMT+1" for Nice).
 * ASCII only ("-", never U+2212). "" for an invalid Date or an unknown zone.
 */
export function zoneLabel(instant: Date, zone: string, _locale: AppLocale = "tr"): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return "";
  let format = zoneNameFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" });
    } catch {
      return "";
    }
    zoneNameFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "";
  return name.replace(/\u2212/g, "-");
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
 * `dd.MM.yyyy HH:mm GMT+3` (24 h) in Istanbul, naming the zone; in English `dd MMM yyyy HH:mm`. Accepts a Date or a string: an ISO 8601 instant with "Z" or an
 * offset (as JSON carries dates), or `YYYY-MM-DD[THH:MM[:SS]]` read as Istanbul wall time. Returns "" for
 * null, undefined, an invalid Date or any other string.
 */
export function formatDateTime(date: DateInput, locale: AppLocale = "tr"): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${calendarText(w, locale)} ${pad(w.hour)}:${pad(w.minute)} ${businessZoneName(d)}`;
}

/** A wall-clock reading as the format functions write it: "date-time" `dd.MM.yyyy HH:mm`, "date" or "time" alone. */
export function formatWall(w: WallTime, locale: AppLocale = "tr", part: "date-time" | "date" | "time" = "date-time"): string {
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  if (part === "time") return clock;
  if (part === "date") return calendarText(w, locale);
  return `${calendarText(w, locale)} ${clock}`;
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

/** `HH:mm GMT+3` (24 h) in Istanbul; same inputs and "" cases as `formatDateTime`. */
export function formatTime(date: DateInput, _locale: AppLocale = "tr"): string {
  const d = toValidDate(date);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad(w.hour)}:${pad(w.minute)} ${businessZoneName(d)}`;
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
  return Math.round(tzOffset(APP_TIME_ZONE, at));
}
