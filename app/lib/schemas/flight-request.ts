import { z } from "zod";
import { findCity } from "#app/lib/airports";
import { GUEST_PASSENGERS } from "#app/lib/domain/quote-terms";
import { EMAIL_PATTERN, isPlausiblePhone } from "#app/lib/schemas/fields";
import { addDays, checkTripDetails, departureClock, systemClock, tripDeparture, type TripClock } from "./guest-trip";
import { EMAIL_MAX, MAX_DAYS_AHEAD, MISSING_KEYS, NAME_MAX, PHONE_MAX, SPECIAL_REQUESTS_MAX } from "./flight-request-form";

/**
 * The guest flight-request form (landing page) and the empty-leg request form, one schema each, shared by
 * the server (`parseWithZod` in app/server/brokerage/guest-request.server.ts) and the browser (`onValidate`).
 * Messages are translation keys (app/locales/tr/site.ts, section `site.request.errors`).
 *
 * Spec §5: three checks in this order, each shown under the title 'Eksik bilgi' — (1) both cities,
 * (2) the date, (3) name, e-mail and phone. Every failing one is a form message, in that order, and the
 * missing fields are marked. Every other rule is checked at the same time on the fields that are filled
 * in (date not before today (Europe/Istanbul) and not too far ahead, passengers 1–12, e-mail, phone,
 * departure ≠ arrival, lengths), so a person sees every problem after one submit, never one at a time.
 */
export {
  EMAIL_MAX,
  FLIGHT_REQUEST_FIELDS,
  isMissingInfoMessage,
  MAX_DAYS_AHEAD,
  MISSING_KEYS,
  NAME_MAX,
  PHONE_MAX,
  REQUEST_SENT_ID,
  SPECIAL_REQUESTS_MAX,
} from "./flight-request-form";

const E = {
  required: "validation.required",
  invalid: "site.request.errors.invalidValue",
  passengers: "site.request.errors.passengers",
  legPassengers: "site.request.errors.legPassengers",
  email: "validation.email",
  phone: "validation.phone",
  tooLong: "validation.tooLong",
} as const;

/** An optional text field: conform turns an empty field into undefined; anything but one string is refused. */
const text = z.string({ error: E.invalid }).optional();

const EMAIL = EMAIL_PATTERN;
const WHOLE_NUMBER = /^\d{1,4}$/;

type Ctx = z.RefinementCtx;
const fieldIssue = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
const formIssue = (ctx: Ctx, message: string) => ctx.addIssue({ code: "custom", path: [], message });
const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

interface ContactInput {
  name?: string;
  email?: string;
  phone?: string;
  passenger_count?: string;
  special_requests?: string;
}

/** Check 3 of §5: name, e-mail and phone. True when all are there. */
function checkContactPresent(v: ContactInput, ctx: Ctx): boolean {
  const missing = (["name", "email", "phone"] as const).filter((f) => !present(v[f]));
  if (missing.length === 0) return true;
  formIssue(ctx, MISSING_KEYS.contact);
  for (const f of missing) fieldIssue(ctx, f, E.required);
  return false;
}

// control characters (NUL above all, which PostgreSQL refuses in text); tabs and line breaks are fine
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Refuses control characters in any of `fields` (one message per field). */
function checkNoControlCharacters(v: Record<string, string | undefined>, fields: readonly string[], ctx: Ctx) {
  for (const f of fields) if (v[f] && CONTROL.test(v[f])) fieldIssue(ctx, f, E.invalid);
}

/** The details of the contact fields, passengers and notes; a missing field is left to the presence check. */
function checkContactDetails(v: ContactInput, ctx: Ctx, maxPassengers: number) {
  checkNoControlCharacters(v as Record<string, string | undefined>, ["name", "email", "phone", "passenger_count", "special_requests"], ctx);
  if (present(v.name) && v.name.trim().length > NAME_MAX) fieldIssue(ctx, "name", E.tooLong);
  if (present(v.email)) {
    const email = v.email.trim();
    if (email.length > EMAIL_MAX) fieldIssue(ctx, "email", E.tooLong);
    else if (!EMAIL.test(email)) fieldIssue(ctx, "email", E.email);
  }
  if (present(v.phone)) {
    const phone = v.phone.trim();
    if (phone.length > PHONE_MAX || !isPlausiblePhone(phone)) fieldIssue(ctx, "phone", E.phone);
  }
  // an empty passenger field means the default (1)
  if (present(v.passenger_count)) {
    const raw = v.passenger_count.trim();
    const n = WHOLE_NUMBER.test(raw) ? Number(raw) : NaN;
    if (!(n >= GUEST_PASSENGERS.min && n <= maxPassengers)) {
      fieldIssue(ctx, "passenger_count", maxPassengers === GUEST_PASSENGERS.max ? E.passengers : E.legPassengers);
    }
  }
  if ((v.special_requests ?? "").trim().length > SPECIAL_REQUESTS_MAX) fieldIssue(ctx, "special_requests", E.tooLong);
}

export interface ContactValue {
  name: string;
  email: string;
  phone: string;
  passenger_count: number;
  special_requests: string | null;
}

function contactValue(v: ContactInput): ContactValue {
  const notes = v.special_requests?.trim();
  return {
    name: v.name!.replace(/\s+/g, " ").trim(),
    email: v.email!.trim().toLowerCase(),
    phone: v.phone!.replace(/\s+/g, " ").trim(),
    passenger_count: present(v.passenger_count) ? Number(v.passenger_count.trim()) : GUEST_PASSENGERS.default,
    special_requests: notes ? notes : null,
  };
}

const contactShape = {
  name: text,
  email: text,
  phone: text,
  passenger_count: text,
  special_requests: text,
};

/** The last date the form accepts (`YYYY-MM-DD`), MAX_DAYS_AHEAD after `today`. */
export function maxDepartureDate(today: string): string {
  return addDays(today, MAX_DAYS_AHEAD);
}

export interface FlightRequestValue extends ContactValue {
  /** The city as the airport list names it (Turkish spelling). */
  departure_city: string;
  arrival_city: string;
  /** `YYYY-MM-DD` */
  departure_date: string;
  /** `HH:MM` at the departure airport (the default hour when left empty) */
  departure_time: string;
  /** false when the time was left empty (a day only, at the default hour) */
  departure_time_chosen: boolean;
  /** the date and time at the departure airport, as an instant */
  departure: Date;
}

/**
 * The landing page's guest form. `today` (Istanbul, `YYYY-MM-DD`) is read when a submission is checked
 * unless given (tests).
 */
export function createFlightRequestSchema(options: Partial<TripClock> = {}) {
  const clock: TripClock = { ...systemClock, ...options };
  return z
    .object({ departure_city: text, arrival_city: text, departure_date: text, departure_time: text, ...contactShape })
    .superRefine((v, ctx) => {
      // §5 check 1: both cities
      const citiesPresent = present(v.departure_city) && present(v.arrival_city);
      if (!citiesPresent) {
        formIssue(ctx, MISSING_KEYS.cities);
        if (!present(v.departure_city)) fieldIssue(ctx, "departure_city", E.required);
        if (!present(v.arrival_city)) fieldIssue(ctx, "arrival_city", E.required);
      }
      // §5 check 2: the date
      if (!present(v.departure_date)) {
        formIssue(ctx, MISSING_KEYS.date);
        fieldIssue(ctx, "departure_date", E.required);
      }
      // §5 check 3: name, e-mail and phone
      checkContactPresent(v, ctx);

      // the details of whatever is filled in, all at once (the trip's passengers are checked with the trip)
      checkTripDetails(v, ctx, clock);
      checkContactDetails({ ...v, passenger_count: undefined }, ctx, GUEST_PASSENGERS.max);
    })
    .transform((v): FlightRequestValue => ({
      departure_city: findCity(v.departure_city!.trim())!.city,
      arrival_city: findCity(v.arrival_city!.trim())!.city,
      departure_date: v.departure_date!.trim(),
      departure_time: departureClock(v),
      departure_time_chosen: present(v.departure_time),
      departure: tripDeparture({ ...v, departure_city: v.departure_city!, departure_date: v.departure_date! }),
      ...contactValue(v),
    }));
}

export const flightRequestSchema = createFlightRequestSchema();

/**
 * The request form for one published empty leg: contact details, passengers (at most the leg's seats,
 * and never more than 12) and notes. §5 check 3 applies; cities and date come from the leg.
 */
export function legPassengerMax(seatCapacity: number | null | undefined): number {
  return Math.min(GUEST_PASSENGERS.max, Math.max(GUEST_PASSENGERS.min, seatCapacity ?? GUEST_PASSENGERS.max));
}

export function createEmptyLegRequestSchema(options: { maxPassengers?: number | null } = {}) {
  const max = legPassengerMax(options.maxPassengers);
  return z
    .object(contactShape)
    .superRefine((v, ctx) => {
      checkContactPresent(v, ctx);
      checkContactDetails(v, ctx, max);
    })
    .transform((v): ContactValue => contactValue(v));
}
