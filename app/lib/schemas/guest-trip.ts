import { z } from "zod";
import { findCity } from "#app/lib/airports";
import { GUEST_DEFAULT_DEPARTURE_TIME, GUEST_PASSENGERS } from "#app/lib/domain/quote-terms";
import { FALLBACK_PLACE_ZONE, parseLocalDate, readWallDateTime, todayInIstanbul } from "#app/lib/format";
import { MAX_DAYS_AHEAD } from "./flight-request-form";

/**
 * The trip part of the guest request (cities, date, preferred departure time, passengers) and the schema of the
 * indicative price (decision 046), which asks for the trip alone. The preferred time is the departure airport's wall
 * clock (decision 044): empty means the default hour (09:00); a time the clocks skip there is refused; the instant
 * may not be in the past. Messages are translation keys (`site.request.errors`).
 */

export const TRIP_ERRORS = {
  required: "validation.required",
  invalid: "site.request.errors.invalidValue",
  unknownCity: "site.request.errors.unknownCity",
  sameCity: "site.request.errors.sameCity",
  date: "site.request.errors.invalidDate",
  pastDate: "site.request.errors.pastDate",
  farDate: "site.request.errors.farDate",
  time: "site.request.errors.invalidTime",
  skippedTime: "site.request.errors.skippedTime",
  pastTime: "site.request.errors.pastTime",
  passengers: "site.request.errors.passengers",
} as const;

const E = TRIP_ERRORS;

// control characters (NUL above all, which PostgreSQL refuses in text)
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE_NUMBER = /^\d{1,4}$/;

export const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

type Ctx = z.RefinementCtx;
const fieldIssue = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });

export function addDays(day: string, days: number): string {
  const d = parseLocalDate(day)!;
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

export interface TripInput {
  departure_city?: string;
  arrival_city?: string;
  departure_date?: string;
  departure_time?: string;
  passenger_count?: string;
}

export interface TripClock {
  /** today in İstanbul, `YYYY-MM-DD` */
  today: () => string;
  now: () => Date;
}

export const systemClock: TripClock = { today: () => todayInIstanbul(), now: () => new Date() };

/** The preferred time as typed, or the default hour when left empty. */
export const departureClock = (v: TripInput) => (present(v.departure_time) ? v.departure_time.trim() : GUEST_DEFAULT_DEPARTURE_TIME);

/**
 * What is wrong with a preferred departure time (`HH:MM`) on a checked day at a place (its IANA zone), or null: not a
 * clock time, a time the clocks skip there, or an instant already past. `date` null: the day is wrong or missing,
 * only the clock's form is checked. Shared by the guest form and the customer's wizard.
 */
export function clockProblem(date: string | null, time: string, zone: string, clock: Pick<TripClock, "now">): string | null {
  if (!CLOCK.test(time)) return E.time;
  if (date === null) return null;
  const reading = readWallDateTime(`${date}T${time}`, zone);
  if (!reading.ok) return reading.reason === "skipped" ? E.skippedTime : E.time;
  return reading.instant.getTime() < clock.now().getTime() ? E.pastTime : null;
}

/**
 * The details of the trip fields that are filled in, all at once (a missing field is the caller's to report):
 * known and different cities, a date from today to MAX_DAYS_AHEAD, a clock time that exists at the departure airport
 * and is not past, 1–12 passengers.
 */
export function checkTripDetails(v: TripInput, ctx: Ctx, clock: TripClock) {
  for (const f of ["departure_city", "arrival_city", "departure_date", "departure_time", "passenger_count"] as const) {
    if (v[f] && CONTROL.test(v[f])) fieldIssue(ctx, f, E.invalid);
  }
  const from = present(v.departure_city) ? findCity(v.departure_city.trim().slice(0, 100)) : undefined;
  const to = present(v.arrival_city) ? findCity(v.arrival_city.trim().slice(0, 100)) : undefined;
  if (present(v.departure_city) && !from) fieldIssue(ctx, "departure_city", E.unknownCity);
  if (present(v.arrival_city) && !to) fieldIssue(ctx, "arrival_city", E.unknownCity);
  if (from && to && from.city === to.city) fieldIssue(ctx, "arrival_city", E.sameCity);

  let dateOk = false;
  if (present(v.departure_date)) {
    const date = v.departure_date.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !parseLocalDate(date)) fieldIssue(ctx, "departure_date", E.date);
    else {
      const today = clock.today();
      if (date < today) fieldIssue(ctx, "departure_date", E.pastDate);
      else if (date > addDays(today, MAX_DAYS_AHEAD)) fieldIssue(ctx, "departure_date", E.farDate);
      else dateOk = true;
    }
  }
  const problem = clockProblem(dateOk ? v.departure_date!.trim() : null, departureClock(v), from?.timeZone ?? FALLBACK_PLACE_ZONE, clock);
  if (problem) fieldIssue(ctx, "departure_time", problem);

  // an empty passenger field means the default (1)
  if (present(v.passenger_count)) {
    const raw = v.passenger_count.trim();
    const n = WHOLE_NUMBER.test(raw) ? Number(raw) : NaN;
    if (!(n >= GUEST_PASSENGERS.min && n <= GUEST_PASSENGERS.max)) fieldIssue(ctx, "passenger_count", E.passengers);
  }
}

/** The departure instant of a checked trip: the date and time at the departure airport. */
export function tripDeparture(v: Required<Pick<TripInput, "departure_city" | "departure_date">> & TripInput): Date {
  const zone = findCity(v.departure_city.trim())?.timeZone ?? FALLBACK_PLACE_ZONE;
  const reading = readWallDateTime(`${v.departure_date.trim()}T${departureClock(v)}`, zone);
  if (!reading.ok) throw new RangeError("a checked trip has a departure");
  return reading.instant;
}

export interface PricePreviewValue {
  departure_city: string;
  arrival_city: string;
  departure_date: string;
  departure_time: string;
  passenger_count: number;
  /** the departure instant (the date and time at the departure airport) */
  departure: Date;
}

const text = z.string({ error: E.invalid }).optional();

/** The indicative price's fields: every trip field but the time must be there (field errors, no form message). */
export function createPricePreviewSchema(clock: Partial<TripClock> = {}) {
  const c: TripClock = { ...systemClock, ...clock };
  return z
    .object({ departure_city: text, arrival_city: text, departure_date: text, departure_time: text, passenger_count: text })
    .superRefine((v, ctx) => {
      for (const f of ["departure_city", "arrival_city", "departure_date"] as const) if (!present(v[f])) fieldIssue(ctx, f, E.required);
      checkTripDetails(v, ctx, c);
    })
    .transform((v): PricePreviewValue => ({
      departure_city: findCity(v.departure_city!.trim())!.city,
      arrival_city: findCity(v.arrival_city!.trim())!.city,
      departure_date: v.departure_date!.trim(),
      departure_time: departureClock(v),
      passenger_count: present(v.passenger_count) ? Number(v.passenger_count.trim()) : GUEST_PASSENGERS.default,
      departure: tripDeparture({ ...v, departure_city: v.departure_city!, departure_date: v.departure_date! }),
    }));
}

export const pricePreviewSchema = createPricePreviewSchema();

/** The fields the indicative price reads (the browser sends these alone). */
export const PRICE_PREVIEW_FIELDS = ["departure_city", "arrival_city", "departure_date", "departure_time", "passenger_count"] as const;
