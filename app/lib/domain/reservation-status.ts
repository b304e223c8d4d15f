import type { StatusLooks } from "./status-look";
/**
 * Reservation status machine (spec §4) — the one place for which status may follow which.
 * Values are identical to the database enum `reservation_status`.
 */

export const RESERVATION_STATUSES = ["draft", "optional", "confirmed", "completed", "cancelled"] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Allowed moves (a business choice). A draft or an option (a held slot) can be confirmed or cancelled,
 * and the two can turn into each other while the customer decides; a confirmed flight ends as completed
 * or cancelled; completed and cancelled are final. Staying in the same status is not a transition.
 */
export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  draft: ["optional", "confirmed", "cancelled"],
  optional: ["draft", "confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

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

/** Completed and cancelled reservations never change again. */
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
};
