import type { StatusLooks } from "./status-look";

/**
 * An empty-leg watch's status (database enum `leg_watch_status`, decision 027): a guest's watch is `pending`
 * until its e-mail link is opened, a customer's starts `active`; only `active` watches match. The one-click
 * unsubscribe makes it `unsubscribed` for good (a new watch is a new sign-up).
 */
export const LEG_WATCH_STATUSES = ["pending", "active", "unsubscribed"] as const;

export type LegWatchStatus = (typeof LEG_WATCH_STATUSES)[number];

export const LEG_WATCH_TRANSITIONS: Readonly<Record<LegWatchStatus, readonly LegWatchStatus[]>> = {
  pending: ["active"],
  active: ["unsubscribed"],
  unsubscribed: [],
};

export function isLegWatchStatus(value: unknown): value is LegWatchStatus {
  return typeof value === "string" && (LEG_WATCH_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: LegWatchStatus, to: LegWatchStatus): boolean {
  return LEG_WATCH_TRANSITIONS[from].includes(to);
}

/** Only an active watch hears about legs. */
export function matches(status: LegWatchStatus): boolean {
  return status === "active";
}

export const LEG_WATCH_STATUS_LOOK: StatusLooks<LegWatchStatus> = {
  pending: { labelKey: "legAlerts.statuses.pending", tone: "warning" },
  active: { labelKey: "legAlerts.statuses.active", tone: "success" },
  unsubscribed: { labelKey: "legAlerts.statuses.unsubscribed", tone: "secondary" },
};
