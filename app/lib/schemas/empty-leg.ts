import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseDecimal, parseInteger, parseLocalDateTime } from "#app/lib/format";
import { optionalText, requiredText } from "#app/lib/schemas/fields";
import { uuid } from "#app/lib/schemas/fields";
import { EMPTY_LEG_ADMIN_ACTIONS } from "#app/lib/domain/empty-leg-status";

/**
 * The broker's empty-leg form (spec §5), one schema for the server (`parseWithZod`) and the browser
 * (`onValidate`, `getZodConstraint`). Field names are the spec's snake_case names; only these fields are
 * read, so `approved`, `created_by` or `broker_id` in a post are ignored. Messages are translation keys.
 *
 * Date-times are `YYYY-MM-DDTHH:MM` in Europe/Istanbul (`parseLocalDateTime`); the price is a decimal
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
    .refine((v) => parseLocalDateTime(v) !== null, message);

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
      .refine((v) => parseLocalDateTime(v) !== null, "emptyLegs.errors.dateTime")
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

function localDateTime(value: unknown): Date | null {
  return typeof value === "string" ? parseLocalDateTime(value.trim()) : null;
}

function isPast(departure: unknown): boolean {
  const at = localDateTime(departure);
  return !!at && at.getTime() <= Date.now();
}

function arrivesBeforeDeparture(departure: unknown, arrival: unknown): boolean {
  const from = localDateTime(departure);
  const to = localDateTime(arrival);
  return !!from && !!to && to.getTime() <= from.getTime();
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

export function toEmptyLegInput(value: EmptyLegFormValue): EmptyLegInput {
  const price = value.price ? parseDecimal(value.price) : null;
  return {
    aircraftType: value.aircraft_type,
    aircraftModel: value.aircraft_model || null,
    operatorName: value.operator_name || null,
    departureAirport: value.departure_airport,
    arrivalAirport: value.arrival_airport,
    departureDatetime: parseLocalDateTime(value.departure_datetime)!,
    arrivalDatetime: value.arrival_datetime ? parseLocalDateTime(value.arrival_datetime) : null,
    price: price === null ? null : price.toFixed(2),
    currency: value.currency,
    seatCapacity: value.seat_capacity ? parseInteger(value.seat_capacity) : null,
    notes: value.notes || null,
  };
}

/** Separates an airport field error's key from the candidates it lists ("key::A; B"). */
export const AIRPORT_CHOICES_SEPARATOR = "::";

/**
 * The text of a field error: its key, with the listed airports where the key carries them, or the message's values
 * (a JSON object after the separator: the aircraft checks of decision 036).
 */
export function fieldErrorText(key: string, t: (key: string, options?: Record<string, unknown>) => string, max?: number): string {
  const at = key.indexOf(AIRPORT_CHOICES_SEPARATOR);
  if (at < 0) return t(key, { max });
  const k = key.slice(0, at);
  const rest = key.slice(at + AIRPORT_CHOICES_SEPARATOR.length);
  if (rest.startsWith("{")) {
    try {
      return t(k, { max, ...(JSON.parse(rest) as Record<string, unknown>) });
    } catch {
      return t(k, { max });
    }
  }
  return t(k, { max, choices: rest });
}

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
}

/** Staff moderating a leg (/admin/empty-legs); `confirm=yes` is the second step of a rejection without JS. */
export const emptyLegModerationSchema = z.object({
  intent: z.enum(EMPTY_LEG_ADMIN_ACTIONS),
  id: uuid(),
  confirm: z.literal("yes").optional(),
});
