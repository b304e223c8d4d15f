import { GUEST_PASSENGERS } from "#app/lib/domain/quote-terms";

/**
 * What the empty-leg watch forms render: their intents and bounds. The rules are in ./leg-watch.ts; this module
 * has no zod, so a page draws the form without loading them (the browser loads the checks on the form's first
 * use, decision 035).
 */
export const WATCH_PLACE_MAX = 120;
/** How far ahead a window may end, and how long it may be. */
export const WATCH_HORIZON_DAYS = 365;
export const WATCH_WINDOW_MAX_DAYS = 90;
export const WATCH_PASSENGERS = GUEST_PASSENGERS;

/** POST intents of /dashboard/alerts and of the guest form on /bos-bacaklar. */
export const LEG_WATCH_INTENTS = ["create", "delete"] as const;
export const GUEST_WATCH_INTENT = "watch";
