import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { INITIAL_STATUSES, RESERVATION_STATUSES } from "#app/lib/domain/reservation-status";
import { CURRENCIES, parseInteger, parseLocalDateTime, readWallDateTime, zoneLabel, type Currency } from "#app/lib/format";
import { amount, optionalText, uuid } from "#app/lib/schemas/fields";

/**
 * The staff reservation form (/admin/reservations/new and /admin/reservations/{id}), one schema for the
 * server and the browser. Field names are the spec's snake_case names; only these fields are read, so a
 * posted `status`, `created_at` or `id` in the form never reaches the database through it (statuses move
 * only through the `set-status` intent and the state machine).
 *
 * Date-times are `YYYY-MM-DDTHH:MM` at their places (decision 043): the departure in the zone of the route's
 * departure airport, the arrival in the arrival airport's (`reservationFormSchemaIn(zones)`; without a known route
 * only their format is checked). A wall time the clocks skip there is refused (`skippedTime`, naming the place); the
 * arrival must follow the departure as instants, and left empty it
 * is the departure plus the jet's block time for the route (charter engine, decision 036; set by the server); passengers
 * are 1–20 (the database's check) and within the jet's seats (checked by the service, which knows the jet);
 * the total amount follows the shared money rule (`amount()` in fields.ts: "." or the Turkish ",", positive,
 * at most 2 fraction digits), blank → not set ('Belirlenmedi'). Messages are translation keys.
 */
export const RESERVATION_LIMITS = {
  passengersMin: 1,
  passengersMax: 20,
  specialRequests: 2000,
} as const;

/** The POST intents of the form pages: create (new page), update and set-status (a reservation's page). */
export const RESERVATION_INTENTS = ["create", "update", "set-status"] as const;
export type ReservationIntent = (typeof RESERVATION_INTENTS)[number];

const E = "reservations.errors";

const dateTime = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(40, `${E}.dateTime`)
    .refine((v) => parseLocalDateTime(v) !== null, `${E}.dateTime`);

/** A checkbox: "on" (or true/1) when ticked, absent when not. */
const checkbox = () =>
  z
    .enum(["on", "true", "1", "false", "0"], { error: "validation.invalidChoice" })
    .optional()
    .transform((v) => v === "on" || v === "true" || v === "1");

/** The zones of a route's two airports: where the departure and the arrival are read and written. */
export interface LegZones {
  departure: string;
  arrival: string;
}

const formObject = z.object({
  customer_id: uuid(`${E}.customer`),
  route_id: uuid(`${E}.route`),
  jet_id: uuid(`${E}.jet`).optional(),
  departure_datetime: dateTime(),
  /** empty: the departure plus the jet's block time (the server fills it in) */
  arrival_datetime: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), dateTime().optional()),
  passenger_count: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(5, `${E}.passengers`)
    .refine((v) => {
      const n = parseInteger(v);
      return n !== null && n >= RESERVATION_LIMITS.passengersMin && n <= RESERVATION_LIMITS.passengersMax;
    }, `${E}.passengers`),
  catering_required: checkbox(),
  ground_transport_required: checkbox(),
  special_requests: optionalText(RESERVATION_LIMITS.specialRequests),
  total_amount: amount().optional(),
  currency: z.enum(CURRENCIES as readonly [Currency, ...Currency[]], { error: "validation.invalidChoice" }).default("TRY"),
  quote_request_id: uuid(`${E}.quoteRequest`).optional(),
  /** only read when creating: start as a draft or hold the jet at once */
  status: z.enum(INITIAL_STATUSES, { error: "validation.invalidChoice" }).default("draft"),
});

/**
 * The zone's short name at the wall time a field holds ("BST" for a London summer date), or now when it holds no
 * valid one: what the field's label names. The server names it for the page it renders, the browser as the fields change.
 */
export function zoneNameAt(zone: string, text: unknown, now: Date = new Date()): string {
  const reading = typeof text === "string" ? readWallDateTime(text, zone) : null;
  return zoneLabel(reading?.ok ? reading.instant : now, zone);
}

/** The zone names the server gave a form's two labels (the first render; the browser names them afterwards). */
export type LegZoneNames = Partial<Record<keyof LegZones, string>>;

/** Where each date-time field is read. */
const ZONE_OF_FIELD = { departure_datetime: "departure", arrival_datetime: "arrival" } as const;

/**
 * The form's schema with the route's zones: each date-time read at its place (a skipped wall time refused next
 * to its field), the arrival after the departure as instants. Null zones (no route chosen, an unknown one): the
 * format alone, and the order of the two as İstanbul times.
 */
export function reservationFormSchemaIn(zones: LegZones | null) {
  return formObject.superRefine((value, ctx) => {
    const read = (field: keyof typeof ZONE_OF_FIELD): Date | null => {
      const text = value[field];
      // a text that is no date-time has its error from the field already
      if (!text || !parseLocalDateTime(text)) return null;
      if (!zones) return parseLocalDateTime(text);
      const reading = readWallDateTime(text, zones[ZONE_OF_FIELD[field]]);
      if (reading.ok) return reading.instant;
      ctx.addIssue({ code: "custom", path: [field], message: reading.reason === "skipped" ? `${E}.skippedTime` : `${E}.dateTime` });
      return null;
    };
    const departure = read("departure_datetime");
    const arrival = read("arrival_datetime");
    if (departure && arrival && arrival.getTime() <= departure.getTime()) {
      ctx.addIssue({ code: "custom", path: ["arrival_datetime"], message: `${E}.arrivalBeforeDeparture` });
    }
  });
}

/** The schema before a route is known (format only, İstanbul order): the constraints the browser's inputs get. */
export const reservationFormSchema = reservationFormSchemaIn(null);

export type ReservationFormValue = z.infer<typeof reservationFormSchema>;

/** The stored columns of a valid form (the only data the form can write). */
export interface ReservationInput {
  customerId: string;
  routeId: string;
  jetId: string | null;
  departureDatetime: Date;
  arrivalDatetime: Date;
  passengerCount: number;
  cateringRequired: boolean;
  groundTransportRequired: boolean;
  specialRequests: string | null;
  /** a decimal string with 2 fraction digits, or null (not set) */
  totalAmount: string | null;
  currency: Currency;
  quoteRequestId: string | null;
}

/** The departure a valid form names, at the departure airport. */
export function departureOf(value: ReservationFormValue, zones: LegZones): Date {
  const reading = readWallDateTime(value.departure_datetime, zones.departure);
  if (!reading.ok) throw new RangeError("the form was not checked in these zones");
  return reading.instant;
}

/**
 * The stored columns of a form checked by `reservationFormSchemaIn(zones)`; `estimatedArrival` is the arrival an
 * empty arrival field stands for (the departure plus the jet's block time, computed by the server).
 */
export function toReservationInput(value: ReservationFormValue, zones: LegZones, estimatedArrival: Date | null): ReservationInput {
  const arrival = value.arrival_datetime ? readWallDateTime(value.arrival_datetime, zones.arrival) : null;
  return {
    customerId: value.customer_id,
    routeId: value.route_id,
    jetId: value.jet_id ?? null,
    departureDatetime: departureOf(value, zones),
    arrivalDatetime: arrival?.ok ? arrival.instant : estimatedArrival!,
    passengerCount: parseInteger(value.passenger_count)!,
    cateringRequired: value.catering_required,
    groundTransportRequired: value.ground_transport_required,
    specialRequests: value.special_requests || null,
    totalAmount: value.total_amount === undefined ? null : value.total_amount.toFixed(2),
    currency: value.currency,
    quoteRequestId: value.quote_request_id ?? null,
  };
}

/** The form's field names (what the page renders and prefills). */
export const RESERVATION_FIELDS = [
  "customer_id",
  "route_id",
  "jet_id",
  "departure_datetime",
  "arrival_datetime",
  "passenger_count",
  "catering_required",
  "ground_transport_required",
  "special_requests",
  "total_amount",
  "currency",
  "quote_request_id",
  "status",
] as const;

export type ReservationFormDefaults = Partial<Record<(typeof RESERVATION_FIELDS)[number], string>>;

/** A status change on a reservation's page: `from` is the status the page showed (the conditional update's guard). */
export const reservationStatusSchema = z.object({
  intent: z.literal("set-status"),
  from: z.enum(RESERVATION_STATUSES, { error: "validation.invalidChoice" }),
  to: z.enum(RESERVATION_STATUSES, { error: "validation.invalidChoice" }),
});

/** What a failed save sends back to the form (values and errors by field). */
export interface ReservationFormActionData {
  result: SubmissionResult<string[]>;
  formError: string | null;
  /** the zone names of the posted route's airports at the posted times */
  zoneNames?: LegZoneNames;
}

/** The list screen's status filter and export formats. */
export const RESERVATION_EXPORT_FORMATS = ["csv", "pdf"] as const;
