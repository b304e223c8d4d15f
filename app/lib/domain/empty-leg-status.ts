import type { StatusLooks } from "./status-look";
/**
 * Empty leg life cycle (spec §4). The database keeps only `approved: boolean`, and a leg may be deleted,
 * so the states are modelled as:
 * - "pending"   — approved = false: waiting for review, editable and deletable by its broker;
 * - "published" — approved = true: listed on the public site while its departure is ahead;
 * - "deleted"   — the row is gone (final; never stored).
 */

export const EMPTY_LEG_STATES = ["pending", "published", "deleted"] as const;

export type EmptyLegState = (typeof EMPTY_LEG_STATES)[number];

/** The states a stored leg can be in. */
export type StoredEmptyLegState = Exclude<EmptyLegState, "deleted">;

export const EMPTY_LEG_ADMIN_ACTIONS = ["approve", "withdraw", "reject"] as const;

export type EmptyLegAdminAction = (typeof EMPTY_LEG_ADMIN_ACTIONS)[number];

/**
 * Which admin actions are allowed in which state. Rejecting a published leg is not allowed: withdraw it
 * first, then reject.
 */
export const ADMIN_ACTIONS: Readonly<Record<StoredEmptyLegState, readonly EmptyLegAdminAction[]>> = {
  pending: ["approve", "reject"],
  published: ["withdraw"],
};

/** The state each admin action leads to. */
export const ADMIN_ACTION_RESULT: Readonly<Record<EmptyLegAdminAction, EmptyLegState>> = {
  approve: "published",
  withdraw: "pending",
  reject: "deleted",
};

/**
 * All allowed moves: approve (pending → published), withdraw (published → pending), and reject or a
 * broker's delete (pending → deleted).
 */
export const EMPTY_LEG_TRANSITIONS: Readonly<Record<EmptyLegState, readonly EmptyLegState[]>> = {
  pending: ["published", "deleted"],
  published: ["pending"],
  deleted: [],
};

export interface ApprovableLeg {
  approved: boolean;
}

export interface ListableLeg extends ApprovableLeg {
  departureDatetime: Date;
}

export function isEmptyLegState(value: unknown): value is EmptyLegState {
  return typeof value === "string" && (EMPTY_LEG_STATES as readonly string[]).includes(value);
}

/** "published" when approved, otherwise "pending". */
export function emptyLegState(leg: ApprovableLeg): StoredEmptyLegState {
  return leg.approved ? "published" : "pending";
}

/** Whether a leg may move from `from` to `to`. */
export function canTransition(from: EmptyLegState, to: EmptyLegState): boolean {
  return nextStatuses(from).includes(to);
}

/** The states a leg may move to from `from` (empty once deleted). */
export function nextStatuses(from: EmptyLegState): readonly EmptyLegState[] {
  return EMPTY_LEG_TRANSITIONS[from] ?? [];
}

/** Only "deleted" is final. */
export function isFinal(state: EmptyLegState): boolean {
  return nextStatuses(state).length === 0;
}

/** Admin actions allowed on this leg now. */
export function allowedAdminActions(leg: ApprovableLeg): readonly EmptyLegAdminAction[] {
  return ADMIN_ACTIONS[emptyLegState(leg)];
}

/** Whether an admin may take `action` on this leg now. */
export function canAdminAct(leg: ApprovableLeg, action: EmptyLegAdminAction): boolean {
  return allowedAdminActions(leg).includes(action);
}

/** Brokers may edit a leg only while it is pending (ownership is the caller's check). */
export function canBrokerEdit(leg: ApprovableLeg): boolean {
  return emptyLegState(leg) === "pending";
}

/** Brokers may delete a leg only while it is pending (ownership is the caller's check). */
export function canBrokerDelete(leg: ApprovableLeg): boolean {
  return emptyLegState(leg) === "pending";
}

/** Shown on the public site: approved and departing at or after `now`. */
export function isPubliclyListed(leg: ListableLeg, now: Date = new Date()): boolean {
  return leg.approved && leg.departureDatetime.getTime() >= now.getTime();
}

/** The label and badge tone of each status, wherever it is shown. */
export const EMPTY_LEG_STATE_LOOK: StatusLooks<StoredEmptyLegState> = {
  pending: { labelKey: "emptyLegs.status.pending", tone: "secondary" },
  published: { labelKey: "emptyLegs.status.published", tone: "success" },
};
