import { APP_TIME_ZONE, formatDateTime, formatTime, formatWall, wallTimeOf, wallTimeToInstant, zoneLabel, type WallTime } from "./dates";
import type { AppLocale } from "./locale";

/**
 * Times at a place (decision 043): a departure in the departure airport's local time, an arrival in the arrival
 * airport's, each with its zone's short name ("13:00 CET"). Records keep one instant; the zone comes from the
 * airport (`airportTimeZone` on the server, `cityTimeZone` for the city list). Durations are always the
 * difference of the instants, never of two wall clocks.
 *
 * `placeTime` runs on the server and names the zone there, so the page the browser hydrates reads the same
 * name (browsers' short names differ: Safari writes "GMT+1" where Chromium writes "CET"). The browser formats the
 * wall time from the instant and the zone, which every runtime computes alike from its time-zone data.
 */
export interface PlaceTime {
  /** The instant, ISO 8601 in UTC. */
  at: string;
  /** The IANA zone of the airport. */
  zone: string;
  /** The zone's short name at that instant ("CET", "BST", "GMT+3"). */
  zoneName: string;
}

/** A zone for records whose airport is unknown (a free-text place nobody can look up): the business's own. */
export const FALLBACK_PLACE_ZONE = "Europe/Istanbul";

/** The time of `instant` at a place in `zone` (an unknown or missing zone falls back to İstanbul's); null for no instant. */
export function placeTime(instant: Date | string | null | undefined, zone: string | null | undefined): PlaceTime | null {
  if (instant === null || instant === undefined) return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const known = zone && wallTimeOf(date, zone) ? zone : FALLBACK_PLACE_ZONE;
  return { at: date.toISOString(), zone: known, zoneName: zoneLabel(date, known) };
}

function wallOf(t: PlaceTime): WallTime | null {
  return wallTimeOf(new Date(t.at), t.zone);
}

function wallInput(t: PlaceTime): string {
  const w = wallOf(t);
  if (!w) return "";
  const p = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}

/** "12.04.2027 13:00 CET" (English "12 Apr 2027 13:00 CET"): the date and clock at the place, and whose clock; "" for null. */
export function formatPlaceDateTime(t: PlaceTime | null | undefined, locale: AppLocale = "tr"): string {
  if (!t) return "";
  const w = wallOf(t);
  return w ? `${formatWall(w, locale)} ${t.zoneName}`.trim() : "";
}

/** "13:00 CET": the clock at the place and whose clock; "" for null. */
export function formatPlaceTime(t: PlaceTime | null | undefined, locale: AppLocale = "tr"): string {
  if (!t) return "";
  const w = wallOf(t);
  return w ? `${formatWall(w, locale, "time")} ${t.zoneName}`.trim() : "";
}

/** The date at the place ("12.04.2027"): a departure's date is the date at its airport; "" for null. */
export function formatPlaceDate(t: PlaceTime | null | undefined, locale: AppLocale = "tr"): string {
  if (!t) return "";
  const w = wallOf(t);
  return w ? formatWall(w, locale, "date") : "";
}

/**
 * A requested departure at its airport: the date alone when the customer chose only a day (the request keeps a
 * default hour there, spec §7.2), otherwise the date, clock and zone ("12.04.2027 13:00 CET"); "" for null.
 */
export function formatPlaceDeparture(t: PlaceTime | null | undefined, dateOnly: boolean, locale: AppLocale = "tr"): string {
  return dateOnly ? formatPlaceDate(t, locale) : formatPlaceDateTime(t, locale);
}

/** `YYYY-MM-DD`, the calendar date at the place (for day filters by place); "" for null. */
export function placeDateInput(t: PlaceTime | null | undefined): string {
  return t ? wallInput(t).slice(0, 10) : "";
}

/** `YYYY-MM-DDTHH:MM` at the place, to prefill `<input type="datetime-local">`; "" for null. */
export function placeDateTimeInput(t: PlaceTime | null | undefined): string {
  return t ? wallInput(t) : "";
}

/** "10:00Z" (UTC, as operations write it); with the date, "12.04.2027 10:00Z". "" for an invalid instant. */
export function formatUtc(
  instant: Date | string | null | undefined,
  options: { withDate?: boolean } = {},
  locale: AppLocale = "tr",
): string {
  const t = placeTime(instant, "UTC");
  const w = t ? wallOf(t) : null;
  if (!w) return "";
  const clock = `${formatWall(w, locale, "time")}Z`;
  return options.withDate ? `${formatWall(w, locale, "date")} ${clock}` : clock;
}

const WALL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const WALL_TIME = /^(\d{2}):(\d{2})$/;

export type WallTimeReading =
  | { ok: true; instant: Date }
  /** "format": not a date-time, or not a calendar date; "skipped": a time the clocks jumped over at the place. */
  | { ok: false; reason: "format" | "skipped" };

/**
 * `YYYY-MM-DDTHH:MM` (seconds dropped) as the wall clock in `zone` → that instant. The rule at clock changes is
 * `wallTimeToInstant`'s: a time that does not exist there is refused ("skipped", so a form can say why), one that
 * exists twice is the earlier instant.
 */
export function readWallDateTime(text: string, zone: string): WallTimeReading {
  const m = typeof text === "string" ? WALL_DATE_TIME.exec(text.trim()) : null;
  if (!m) return { ok: false, reason: "format" };
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]) };
  const instant = wallTimeToInstant(wall, zone);
  if (instant) return { ok: true, instant };
  // the same reading in UTC, which skips nothing: valid there means the zone's clocks skipped it
  return wallTimeToInstant(wall, "UTC") && wallTimeOf(new Date(0), zone)
    ? { ok: false, reason: "skipped" }
    : { ok: false, reason: "format" };
}

/** `readWallDateTime`'s instant, or null. */
export function parseWallDateTime(text: string, zone: string): Date | null {
  const r = readWallDateTime(text, zone);
  return r.ok ? r.instant : null;
}

/** A `YYYY-MM-DD` date and an `HH:MM` clock time at a place → that instant (a date-only request's default hour); null when invalid or skipped. */
export function dateAndClockAt(date: string, clock: string, zone: string): Date | null {
  if (typeof date !== "string" || typeof clock !== "string" || !WALL_TIME.test(clock.trim())) return null;
  return parseWallDateTime(`${date.trim()}T${clock.trim()}`, zone);
}

/**
 * For staff, who plan in İstanbul: the time at the place and İstanbul's beside it, "15.01.2027 13:00 CET (15:00 GMT+3)";
 * İstanbul's date is written too when it is another day there ("… 23:30 CET (16.01.2027 01:30 GMT+3)"), and nothing is
 * added for a place on İstanbul's clock. `withDate: false` gives the clocks alone ("13:00 CET (15:00 GMT+3)"). "" for null.
 */
export function formatPlaceAndIstanbul(
  t: PlaceTime | null | undefined,
  options: { withDate?: boolean } = {},
  locale: AppLocale = "tr",
): string {
  if (!t) return "";
  const withDate = options.withDate ?? true;
  const local = withDate ? formatPlaceDateTime(t, locale) : formatPlaceTime(t, locale);
  const here = wallOf(t);
  const home = wallTimeOf(new Date(t.at), APP_TIME_ZONE);
  if (!local || !here || !home) return local;
  if (home.hour === here.hour && home.minute === here.minute && home.day === here.day) return local;
  const sameDay = home.year === here.year && home.month === here.month && home.day === here.day;
  return `${local} (${sameDay ? formatTime(t.at, locale) : formatDateTime(t.at, locale)})`;
}
