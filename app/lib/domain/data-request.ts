import type { StatusLooks } from "./status-look";

/**
 * A data subject's request under KVKK article 11 (decision 055): its kinds, its states and their one move, the
 * 30-day answer period of article 13, and what holds an erasure open. Values are identical to the database enums
 * `data_request_kind` and `data_request_state`.
 */

export const DATA_REQUEST_KINDS = ["access", "correction", "erasure"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATES = ["open", "completed", "rejected"] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

/** An open request is answered once: completed or rejected, both final. */
export const DATA_REQUEST_TRANSITIONS: Readonly<Record<DataRequestState, readonly DataRequestState[]>> = {
  open: ["completed", "rejected"],
  completed: [],
  rejected: [],
};

/** KVKK article 13: the controller answers a request within thirty days at the latest. */
export const DATA_REQUEST_DUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isDataRequestKind(value: unknown): value is DataRequestKind {
  return typeof value === "string" && (DATA_REQUEST_KINDS as readonly string[]).includes(value);
}

export function isDataRequestState(value: unknown): value is DataRequestState {
  return typeof value === "string" && (DATA_REQUEST_STATES as readonly string[]).includes(value);
}

export function canMoveDataRequest(from: DataRequestState, to: DataRequestState): boolean {
  return DATA_REQUEST_TRANSITIONS[from].includes(to);
}

/** When a request arriving at `createdAt` must be answered. */
export function dataRequestDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DATA_REQUEST_DUE_DAYS * DAY_MS);
}

/** An open request past its due time; an answered one is never overdue. */
export function isDataRequestOverdue(request: { state: DataRequestState; dueAt: Date }, now: Date = new Date()): boolean {
  return request.state === "open" && now.getTime() > request.dueAt.getTime();
}

/** Whole days left until the due time (negative once overdue), for the staff list. */
export function daysUntilDue(dueAt: Date, now: Date = new Date()): number {
  const left = dueAt.getTime() - now.getTime();
  return left >= 0 ? Math.ceil(left / DAY_MS) : -Math.ceil(-left / DAY_MS);
}

// ───────────── correction ─────────────

/** The data a correction request may name. */
export const CORRECTION_FIELDS = ["first_name", "last_name", "email", "phone", "company", "other"] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

// ───────────── erasure ─────────────

/** What keeps an erasure from running at once: the request stays open, staff finish it later. */
export const ERASURE_BLOCKERS = ["upcoming_flight", "balance_due", "refund_pending"] as const;
export type ErasureBlocker = (typeof ERASURE_BLOCKERS)[number];

/** One reservation as the erasure rule reads it (amounts in cents of the reservation's currency). */
export interface ErasureFlight {
  status: string;
  departure: Date;
  /** what the customer still owes (balanceOf's `due`) */
  dueCents: number;
  /** refunds recorded but not sent yet (balanceOf's `refundPending`) */
  refundPendingCents: number;
}

/** Reservations that will still fly: not cancelled, not flown, not missed. */
const LIVE_STATUSES: readonly string[] = ["draft", "optional", "confirmed"];
/** Reservations whose balance is owed (a draft is not priced for payment yet; a cancelled one owes its fee). */
const OWING_STATUSES: readonly string[] = ["optional", "confirmed", "completed", "no_show", "cancelled"];

/**
 * What blocks erasing a customer now, in the order of ERASURE_BLOCKERS, each once: a flight ahead that is not
 * cancelled (its operator needs the passenger's identity), money still owed (the debt needs its debtor), a refund
 * not yet sent (the money must reach its owner).
 */
export function erasureBlockers(flights: readonly ErasureFlight[], now: Date = new Date()): ErasureBlocker[] {
  const found = new Set<ErasureBlocker>();
  for (const f of flights) {
    if (LIVE_STATUSES.includes(f.status) && f.departure.getTime() > now.getTime()) found.add("upcoming_flight");
    if (OWING_STATUSES.includes(f.status) && f.dueCents > 0) found.add("balance_due");
    if (f.refundPendingCents > 0) found.add("refund_pending");
  }
  return ERASURE_BLOCKERS.filter((b) => found.has(b));
}

/**
 * How long the records an erasure keeps are kept: the Tax Procedure Law (VUK art. 253) and the Turkish Commercial
 * Code (TTK art. 82) keep books and their documents ten years from the end of the year they belong to.
 */
export const COMMERCIAL_RECORDS_YEARS = 10;

/** The look of each state wherever it is shown. */
export const DATA_REQUEST_STATE_LOOK: StatusLooks<DataRequestState> = {
  open: { labelKey: "dataRights.state.open", tone: "warning" },
  completed: { labelKey: "dataRights.state.completed", tone: "success" },
  rejected: { labelKey: "dataRights.state.rejected", tone: "destructive" },
};
