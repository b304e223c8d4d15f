import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseDecimal, parseInteger, readWallDateTime } from "#app/lib/format";
import { optionalText, requiredText } from "#app/lib/schemas/fields";
import { uuid } from "#app/lib/schemas/fields";
import { EMPTY_LEG_ADMIN_ACTIONS } from "#app/lib/domain/empty-leg-status";
import { fieldErrorText, MESSAGE_SEPARATOR, messageWithValues } from "#app/lib/schemas/message";

/**
 * The broker's empty-leg form (spec §5), one schema for the server (`parseWithZod`) and the browser
 * (`onValidate`, `getZodConstraint`). Field names are the spec's snake_case names; only these fields are
 * read, so `approved`, `created_by` or `broker_id` in a post are ignored. Messages are translation keys.
 *
 * Date-times are `YYYY-MM-DDTHH:MM`, the departure in the departure airport's local time and the arrival in the
 * arrival airport's (decision 043). The schema checks their format and refuses only what is wrong in every zone
 * on earth (a departure past everywhere, an arrival a day and more before the departure), so the browser can
 * answer without knowing the airports; the server reads them at their airports with `readLegTimes`. The price is a decimal
 * ≥ 0 with "." or the Turkish "," (`parseDecimal`), blank → null; the seat capacity a whole number
 * 1–999, blank → null.
 */
export const EMPTY_LEG_CURRENCIES = ["USD", "EUR", "TRY"] as const;
export const EMPTY_LEG_LIMITS = {
  aircraftType: 120,
  aircraftModel: 120,
  operatorName: 200,
  airport: 120,
  notes: 2000,
  /** the column is DECIMAL(12, 2) */
  priceMax: 9_999_999_999.99,
  seatMax: 999,
} as const;

const TEXT = "emptyLegs.errors.text";

const dateTime = (message: string) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(40, message)
    .refine((v) => wallAsUtc(v) !== null, message);

export const emptyLegFormSchema = z
  .object({
    aircraft_type: requiredText(EMPTY_LEG_LIMITS.aircraftType, TEXT),
    aircraft_model: optionalText(EMPTY_LEG_LIMITS.aircraftModel, TEXT),
    operator_name: optionalText(EMPTY_LEG_LIMITS.operatorName, TEXT),
    departure_airport: requiredText(EMPTY_LEG_LIMITS.airport, TEXT),
    arrival_airport: requiredText(EMPTY_LEG_LIMITS.airport, TEXT),
    departure_datetime: dateTime("emptyLegs.errors.dateTime"),
    arrival_datetime: z
      .string()
      .trim()
      .max(40, "emptyLegs.errors.dateTime")
      .refine((v) => wallAsUtc(v) !== null, "emptyLegs.errors.dateTime")
      .optional(),
    price: z
      .string()
      .trim()
      .max(30, "emptyLegs.errors.price")
      .refine((v) => {
        const n = parseDecimal(v);
        return n !== null && n >= 0 && n <= EMPTY_LEG_LIMITS.priceMax && Math.round(n * 100) === Number((n * 100).toFixed(6));
      }, "emptyLegs.errors.price")
      .optional(),
    currency: z.enum(EMPTY_LEG_CURRENCIES, { error: "validation.invalidChoice" }).default("USD"),
    seat_capacity: z
      .string()
      .trim()
      .max(10, "emptyLegs.errors.seats")
      .refine((v) => {
        const n = parseInteger(v);
        return n !== null && n >= 1 && n <= EMPTY_LEG_LIMITS.seatMax;
      }, "emptyLegs.errors.seats")
      .optional(),
    notes: optionalText(EMPTY_LEG_LIMITS.notes, TEXT),
  })
  // the date rules run even while other fields are refused, so every problem shows after one submit
  .refine((value) => !isPast(value.departure_datetime), {
    path: ["departure_datetime"],
    message: "emptyLegs.errors.departurePast",
    when: () => true,
  })
  .refine((value) => !arrivesBeforeDeparture(value.departure_datetime, value.arrival_datetime), {
    path: ["arrival_datetime"],
    message: "emptyLegs.errors.arrivalBeforeDeparture",
    when: () => true,
  });

/** A wall time read as UTC: the instant it is at a place with offset o is this minus o. */
function wallAsUtc(value: unknown): number | null {
  const at = typeof value === "string" ? readWallDateTime(value, "UTC") : null;
  return at?.ok ? at.instant.getTime() : null;
}

/** Zone offsets on earth run from UTC−12 to UTC+14. */
const WEST_MS = 12 * 3_600_000;
const EAST_MS = 14 * 3_600_000;

/** Past wherever the airport is (even at UTC−12, where the wall time comes latest). */
function isPast(departure: unknown): boolean {
  const wall = wallAsUtc(departure);
  return wall !== null && wall + WEST_MS <= Date.now();
}

/** Not after the departure whichever two zones the airports are in. */
function arrivesBeforeDeparture(departure: unknown, arrival: unknown): boolean {
  const from = wallAsUtc(departure);
  const to = wallAsUtc(arrival);
  return from !== null && to !== null && to + WEST_MS <= from - EAST_MS;
}

/** Whose clock a leg's time is on: the place a label names ("Nice", "Londra"), its IANA zone, the zone's short name. */
export interface LegFieldZone {
  place: string;
  zone: string;
  zoneName: string;
}

export type LegTimesReading =
  | { ok: true; departure: Date; arrival: Date | null }
  | { ok: false; errors: Partial<Record<"departure_datetime" | "arrival_datetime", string[]>> };

/**
 * The form's two times read at their airports (decision 043): the departure in the departure airport's zone, the
 * arrival in the arrival airport's. A time the clocks skip there is refused (`emptyLegs.errors.skippedTime`, naming
 * the place); a time they show twice is the earlier instant. Then the departure must be after `now` and the arrival
 * after the departure. A field whose airport is unknown (`null`) is not read: its airport's error says why.
 */
export function readLegTimes(
  value: Pick<EmptyLegFormValue, "departure_datetime" | "arrival_datetime">,
  zones: { departure: Pick<LegFieldZone, "place" | "zone"> | null; arrival: Pick<LegFieldZone, "place" | "zone"> | null },
  now: Date = new Date(),
): LegTimesReading {
  const errors: Partial<Record<"departure_datetime" | "arrival_datetime", string[]>> = {};
  const read = (
    field: "departure_datetime" | "arrival_datetime",
    text: string | undefined,
    at: Pick<LegFieldZone, "place" | "zone"> | null,
  ) => {
    if (!text || !at) return null;
    const r = readWallDateTime(text, at.zone);
    if (r.ok) return r.instant;
    errors[field] = [
      r.reason === "skipped" ? messageWithValues("emptyLegs.errors.skippedTime", { place: at.place }) : "emptyLegs.errors.dateTime",
    ];
    return null;
  };
  const departure = read("departure_datetime", value.departure_datetime, zones.departure);
  const arrival = read("arrival_datetime", value.arrival_datetime, zones.arrival);
  if (departure && departure.getTime() <= now.getTime()) errors.departure_datetime = ["emptyLegs.errors.departurePast"];
  if (departure && arrival && arrival.getTime() <= departure.getTime())
    errors.arrival_datetime = ["emptyLegs.errors.arrivalBeforeDeparture"];
  if (Object.keys(errors).length || !departure || (value.arrival_datetime && !arrival)) return { ok: false, errors };
  return { ok: true, departure, arrival };
}

export type EmptyLegFormValue = z.infer<typeof emptyLegFormSchema>;

/** The stored columns of a valid form (the only data a broker's form can write). */
export interface EmptyLegInput {
  aircraftType: string;
  aircraftModel: string | null;
  operatorName: string | null;
  departureAirport: string;
  arrivalAirport: string;
  /** the resolved airports' codes (set by the server after the form is valid; decision 026) */
  departureAirportCode?: string | null;
  arrivalAirportCode?: string | null;
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  /** a decimal string with at most 2 fraction digits, or null */
  price: string | null;
  currency: (typeof EMPTY_LEG_CURRENCIES)[number];
  seatCapacity: number | null;
  notes: string | null;
}

/** The stored columns of a valid form, with its times as `readLegTimes` read them at their airports. */
export function toEmptyLegInput(value: EmptyLegFormValue, times: { departure: Date; arrival: Date | null }): EmptyLegInput {
  const price = value.price ? parseDecimal(value.price) : null;
  return {
    aircraftType: value.aircraft_type,
    aircraftModel: value.aircraft_model || null,
    operatorName: value.operator_name || null,
    departureAirport: value.departure_airport,
    arrivalAirport: value.arrival_airport,
    departureDatetime: times.departure,
    arrivalDatetime: times.arrival,
    price: price === null ? null : price.toFixed(2),
    currency: value.currency,
    seatCapacity: value.seat_capacity ? parseInteger(value.seat_capacity) : null,
    notes: value.notes || null,
  };
}

/** Separates an airport field error's key from the candidates it lists ("key::A; B"). */
export const AIRPORT_CHOICES_SEPARATOR = MESSAGE_SEPARATOR;
export { fieldErrorText };

/** The form's field names (what the dialog and the page render, and nothing else). */
export const EMPTY_LEG_FIELDS = [
  "aircraft_type",
  "aircraft_model",
  "operator_name",
  "departure_airport",
  "arrival_airport",
  "departure_datetime",
  "arrival_datetime",
  "price",
  "currency",
  "seat_capacity",
  "notes",
] as const;

export type EmptyLegFormDefaults = Partial<Record<(typeof EMPTY_LEG_FIELDS)[number], string>>;

/** What a failed save sends back to the form (values and errors by field). */
export interface LegFormActionData {
  intent: "create" | "update";
  id: string | null;
  result: SubmissionResult<string[]>;
  formError: string | null;
  /** whose clock each time field is on, for its label (null where the airport is not known) */
  zones?: { departure: LegFieldZone | null; arrival: LegFieldZone | null };
}

/** Staff moderating a leg (/admin/empty-legs); `confirm=yes` is the second step of a rejection without JS. */
export const emptyLegModerationSchema = z.object({
  intent: z.enum(EMPTY_LEG_ADMIN_ACTIONS),
  id: uuid(),
  confirm: z.literal("yes").optional(),
});
