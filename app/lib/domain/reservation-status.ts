import type { StatusLooks } from "./status-look";
/**
 * Reservation status machine (spec §4) — the one place for which status may follow which.
 * Values are identical to the database enum `reservation_status`.
 */

export const RESERVATION_STATUSES = ["draft", "optional", "confirmed", "completed", "cancelled", "no_show"] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Allowed moves (issue 12): one way forward, draft → optional (the jet is held) → confirmed → completed,
 * and cancel from any state before completed. Completed and cancelled are final. Staying in the same status
 * is not a transition. A confirmed flight whose departure has passed is no longer cancelled: it is completed once
 * it lands, or recorded as a no-show (the customer did not fly; no refund is due, decision 042). Only optional and confirmed reservations hold their jet (HOLDING_STATUSES): the
 * database refuses two of them for one jet at overlapping times.
 */
export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  draft: ["optional", "cancelled"],
  optional: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled", "no_show"],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** The statuses a new reservation may start in: a draft, or an option that holds the jet at once. */
export const INITIAL_STATUSES = ["draft", "optional"] as const satisfies readonly ReservationStatus[];

/** The statuses that hold a jet for their time (the exclusion constraint `reservations_no_double_booking`). */
export const HOLDING_STATUSES = ["optional", "confirmed"] as const satisfies readonly ReservationStatus[];

export function holdsJet(status: ReservationStatus): boolean {
  return (HOLDING_STATUSES as readonly ReservationStatus[]).includes(status);
}

/** A reservation's details may be edited until it is completed or cancelled. */
export function isEditable(status: ReservationStatus): boolean {
  return !isFinal(status);
}

/** Pending reservations are those in draft or optional (spec). */
export const PENDING_RESERVATION_STATUSES = ["draft", "optional"] as const satisfies readonly ReservationStatus[];

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === "string" && (RESERVATION_STATUSES as readonly string[]).includes(value);
}

/** Whether a reservation may move from `from` to `to`. */
export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** The statuses a reservation may move to from `from` (empty when final). */
export function nextStatuses(from: ReservationStatus): readonly ReservationStatus[] {
  return RESERVATION_TRANSITIONS[from] ?? [];
}

/**
 * A flight is completed once it has landed: at or after its arrival (its departure when it has no arrival yet).
 * Staff are not offered the move before then, and the server refuses it (decision 036).
 */
export function canComplete(flight: { departureDatetime: Date; arrivalDatetime: Date | null }, now: Date = new Date()): boolean {
  return now.getTime() >= (flight.arrivalDatetime ?? flight.departureDatetime).getTime();
}

/**
 * A confirmed flight may be cancelled only before its departure; after it, it is completed or a no-show
 * (decision 042). A draft or an option never became a flight: staff may withdraw it at any time, after its date
 * too, free of charge.
 */
export function canCancel(flight: { status: ReservationStatus; departureDatetime: Date }, now: Date = new Date()): boolean {
  if (flight.status === "draft" || flight.status === "optional") return true;
  return now.getTime() < flight.departureDatetime.getTime();
}

/** A no-show is recorded once the departure has passed. */
export function canRecordNoShow(flight: { departureDatetime: Date }, now: Date = new Date()): boolean {
  return now.getTime() >= flight.departureDatetime.getTime();
}

/** Why a move cannot be made now: the message key the server refuses it with and the staff page shows. */
export type ReservationMoveRefusal = "transitionNotAllowed" | "notArrivedYet" | "departed" | "notDepartedYet";

type FlightNow = { status: ReservationStatus; departureDatetime: Date; arrivalDatetime: Date | null };

/**
 * The one rule for a status move at `now` (the server refuses with it, the staff page leaves the move out and
 * says why): the machine must allow it, completion only once the flight has landed, cancellation only before
 * departure, a no-show only after it. `null` when the move may be made.
 */
export function moveRefusal(flight: FlightNow, to: ReservationStatus, now: Date = new Date()): ReservationMoveRefusal | null {
  if (!canTransition(flight.status, to)) return "transitionNotAllowed";
  if (to === "completed" && !canComplete(flight, now)) return "notArrivedYet";
  if (to === "cancelled" && !canCancel(flight, now)) return "departed";
  if (to === "no_show" && !canRecordNoShow(flight, now)) return "notDepartedYet";
  return null;
}

/** Whether a move is allowed for this flight at `now` (see moveRefusal). */
export function canMoveNow(flight: FlightNow, to: ReservationStatus, now: Date = new Date()): boolean {
  return moveRefusal(flight, to, now) === null;
}

/** The moves staff are offered for a reservation now (see moveRefusal). */
export function offeredStatuses(flight: FlightNow, now: Date = new Date()): readonly ReservationStatus[] {
  return nextStatuses(flight.status).filter((to) => canMoveNow(flight, to, now));
}

/**
 * The moves the machine allows from this status that cannot be made yet (or any more), each with its reason:
 * the staff page names them instead of offering a button the server would refuse.
 */
export function heldBackStatuses(
  flight: FlightNow,
  now: Date = new Date(),
): ReadonlyArray<{ to: ReservationStatus; reason: ReservationMoveRefusal }> {
  return nextStatuses(flight.status).flatMap((to) => {
    const reason = moveRefusal(flight, to, now);
    return reason ? [{ to, reason }] : [];
  });
}

/** Completed, cancelled and no-show reservations never change again. */
export function isFinal(status: ReservationStatus): boolean {
  return nextStatuses(status).length === 0;
}

/** Draft or optional. */
export function isPendingReservation(status: ReservationStatus): boolean {
  return (PENDING_RESERVATION_STATUSES as readonly ReservationStatus[]).includes(status);
}

/** The label and badge tone of each status, wherever it is shown. */
export const RESERVATION_STATUS_LOOK: StatusLooks<ReservationStatus> = {
  draft: { labelKey: "customer.reservationStatus.draft", tone: "secondary" },
  optional: { labelKey: "customer.reservationStatus.optional", tone: "warning" },
  confirmed: { labelKey: "customer.reservationStatus.confirmed", tone: "success" },
  completed: { labelKey: "customer.reservationStatus.completed", tone: "info" },
  cancelled: { labelKey: "customer.reservationStatus.cancelled", tone: "destructive" },
  no_show: { labelKey: "customer.reservationStatus.no_show", tone: "outline" },
};
