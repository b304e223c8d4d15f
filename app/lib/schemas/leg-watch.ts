import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseInteger, parseLocalDate, todayInIstanbul } from "#app/lib/format";
import { email, isPrintable, uuid } from "#app/lib/schemas/fields";
import { WATCH_HORIZON_DAYS, WATCH_PASSENGERS, WATCH_PLACE_MAX, WATCH_WINDOW_MAX_DAYS } from "./leg-watch-form";

/**
 * The empty-leg watch forms (decision 027): the customer's form on /dashboard/alerts and the guest's form on
 * /bos-bacaklar (the same fields plus an e-mail). Shared by the server and the browser; messages are
 * translation keys. The owner, the status and the resolved airports never come from the form: "from" and "to"
 * are text resolved on the server against the airport data (a city or an airport; ambiguous or unknown text is
 * a field error there).
 */
export {
  GUEST_WATCH_INTENT,
  LEG_WATCH_INTENTS,
  WATCH_HORIZON_DAYS,
  WATCH_PASSENGERS,
  WATCH_PLACE_MAX,
  WATCH_WINDOW_MAX_DAYS,
} from "./leg-watch-form";

const DAY_MS = 86_400_000;
/** Days since 1970 of a `YYYY-MM-DD` text; null for anything else. */
const dayNumber = (s: unknown) => {
  const d = typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s.trim()) ? parseLocalDate(s) : null;
  return d ? Date.UTC(d.year, d.month - 1, d.day) / DAY_MS : null;
};

const place = () =>
  z
    .string({ error: "legAlerts.validation.placeRequired" })
    .trim()
    .min(2, "legAlerts.validation.placeRequired")
    .max(WATCH_PLACE_MAX, "legAlerts.validation.placeTooLong")
    .refine(isPrintable, "validation.invalid");

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseLocalDate(v) !== null, "legAlerts.validation.date");

const fields = {
  from: place(),
  to: place(),
  date_from: day("legAlerts.validation.dateFromRequired"),
  date_to: day("legAlerts.validation.dateToRequired"),
  passengers: z
    .string({ error: "legAlerts.validation.passengers" })
    .trim()
    .refine((v) => {
      const n = /^\d{1,3}$/.test(v) ? parseInteger(v) : null;
      return n !== null && n >= WATCH_PASSENGERS.min && n <= WATCH_PASSENGERS.max;
    }, "legAlerts.validation.passengers")
    .transform((v) => parseInteger(v)!),
};

type WatchShape = { from: string; to: string; date_from: string; date_to: string };

/** The window: from today on, at most WATCH_WINDOW_MAX_DAYS long, ending within WATCH_HORIZON_DAYS; from ≠ to. */
function checkWatch(v: WatchShape, ctx: z.RefinementCtx) {
  // zod runs this even when a field failed its own rule: judge only what is there
  if (
    typeof v.from === "string" &&
    typeof v.to === "string" &&
    v.from.trim() &&
    v.from.toLocaleLowerCase("tr") === v.to.toLocaleLowerCase("tr")
  )
    ctx.addIssue({ code: "custom", path: ["to"], message: "legAlerts.validation.samePlace" });
  const today = dayNumber(todayInIstanbul())!;
  const from = dayNumber(v.date_from);
  const to = dayNumber(v.date_to);
  if (from === null || to === null) {
    if (from !== null && from < today) ctx.addIssue({ code: "custom", path: ["date_from"], message: "legAlerts.validation.dateFromPast" });
    return;
  }
  if (from < today) ctx.addIssue({ code: "custom", path: ["date_from"], message: "legAlerts.validation.dateFromPast" });
  if (to < from) ctx.addIssue({ code: "custom", path: ["date_to"], message: "legAlerts.validation.dateToBeforeFrom" });
  else if (to - from + 1 > WATCH_WINDOW_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["date_to"], message: "legAlerts.validation.windowTooLong" });
  else if (to - today > WATCH_HORIZON_DAYS) ctx.addIssue({ code: "custom", path: ["date_to"], message: "legAlerts.validation.dateTooFar" });
  if (v.from.toLocaleLowerCase("tr") === v.to.toLocaleLowerCase("tr"))
    ctx.addIssue({ code: "custom", path: ["to"], message: "legAlerts.validation.samePlace" });
}

/** The customer's form (intent "create"). */
export const legWatchSchema = z.object(fields).superRefine(checkWatch);

/** The guest's form on /bos-bacaklar (intent "watch"): the same and an e-mail. */
export const guestLegWatchSchema = z.object({ ...fields, email: email() }).superRefine(checkWatch);

/** Deleting a watch of one's own (intent "delete"). */
export const deleteLegWatchSchema = z.object({ id: uuid("legAlerts.validation.watch") });

export type LegWatchValue = z.infer<typeof legWatchSchema>;
export type GuestLegWatchValue = z.infer<typeof guestLegWatchSchema>;

/** What a watch form's action answers when it refuses (400, 429). */
export interface LegWatchActionData {
  intent: string;
  result: SubmissionResult<string[]> | null;
  /** candidates for an ambiguous place, per field */
  options?: Record<string, string[]>;
  formError?: string | null;
}
