import { estimatedBlockMinutesFor, type PlannedJet } from "./charter/leg";
import type { Currency, PlaceTime } from "#app/lib/format";
import { isFinal, isPendingReservation, type ReservationStatus } from "./reservation-status";

/**
 * The customer's side of a reservation (/dashboard/flights, /dashboard/history): what "cancel" means in each
 * status, the duration a card shows, and the wizard link that books a past flight again.
 */

/** The statuses of the history page (spec §2.20: completed and cancelled flights). */
export const HISTORY_STATUSES = ["completed", "cancelled"] as const satisfies readonly ReservationStatus[];
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/**
 * How a customer cancels: a draft or an option (nothing confirmed yet) is cancelled at once; a confirmed
 * reservation becomes a cancellation request staff decide on (terms, payments); a completed or cancelled one
 * cannot be cancelled.
 */
export type CancelMode = "direct" | "request" | "none";

export function cancelMode(status: ReservationStatus): CancelMode {
  if (isFinal(status)) return "none";
  return isPendingReservation(status) ? "direct" : "request";
}

/** Whether the customer may still ask for a change (not after the flight is completed or cancelled). */
export function canRequestChange(status: ReservationStatus): boolean {
  return !isFinal(status);
}

/** What a flight's duration is read from: its own times, else its route and jet. */
export interface TimedFlight {
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  distanceKm: number;
  /** the assigned jet; null before one is assigned */
  jet: PlannedJet | null;
}

/**
 * A flight's duration (the customer's cards, history totals, membership points): arrival − departure of the record
 * itself when it has an arrival after its departure; otherwise the charter engine's block time for the route with
 * the assigned jet, or with a midsize jet before one is assigned (decision 036).
 */
export function flightMinutes(flight: TimedFlight): number {
  const scheduled = flight.arrivalDatetime ? (flight.arrivalDatetime.getTime() - flight.departureDatetime.getTime()) / 60_000 : 0;
  if (scheduled > 0) return Math.round(scheduled);
  return estimatedBlockMinutesFor(flight.distanceKm, flight.jet);
}

/** Whole hours and the remaining minutes of a duration (negative or invalid → 0). */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The reservation wizard's address (it reads these GET parameters to prefill step 1 and 2). */
export const WIZARD_PATH = "/dashboard/reservation";

export interface RebookSource {
  from: string;
  to: string;
  passengers: number;
  jetId: string | null;
  catering: boolean;
  groundTransport: boolean;
}

/** `/dashboard/reservation?from=…&to=…&passengers=…&jetId=…&catering=1|0&groundTransport=1|0` */
export function rebookHref(flight: RebookSource): string {
  const params = new URLSearchParams({ from: flight.from, to: flight.to, passengers: String(flight.passengers) });
  if (flight.jetId) params.set("jetId", flight.jetId);
  params.set("catering", flight.catering ? "1" : "0");
  params.set("groundTransport", flight.groundTransport ? "1" : "0");
  return `${WIZARD_PATH}?${params.toString()}`;
}

/** A flight as the customer's cards show it (plain values, dates as ISO strings). */
export interface FlightCard {
  id: string;
  code: string;
  status: ReservationStatus;
  departureDatetime: string;
  arrivalDatetime: string | null;
  /** the departure in the departure airport's local time, the arrival in the arrival airport's (decision 043) */
  departure: PlaceTime;
  arrival: PlaceTime | null;
  passengerCount: number;
  catering: boolean;
  groundTransport: boolean;
  from: string;
  to: string;
  fromAirport: string;
  toAirport: string;
  jet: string | null;
  jetId: string | null;
  /** block time from the distance at the jet's speed (lib/domain/customer-flight.ts) */
  durationMinutes: number;
  totalAmount: string | null;
  currency: Currency;
}
