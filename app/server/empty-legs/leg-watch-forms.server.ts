import { data, redirect } from "react-router";
import type { TFunction } from "i18next";
import {
  GUEST_WATCH_INTENT,
  guestLegWatchSchema,
  legWatchSchema,
  type GuestLegWatchValue,
  type LegWatchActionData,
  type LegWatchValue,
} from "#app/lib/schemas/leg-watch";
import { parseForm } from "#app/lib/schemas/parse";
import { isBotSubmission } from "#app/server/platform/honeypot.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import type { Language } from "#app/locales";
import { type ResolvedPlace } from "#app/server/empty-legs/leg-watch-places.server";
import {
  GUEST_WATCH_IP_LIMIT,
  GUEST_WATCH_EMAIL_LIMIT,
  GUEST_WATCH_WINDOW_SECONDS,
  guestWatchIpKey,
  guestWatchEmailKey,
  resolveWatchPlaces,
} from "./leg-alerts.server";
import { createGuestWatch } from "./leg-alert-guests.server";

/** The watch forms as the actions read them: the schema's checks, the places resolved, and the guest's answer. */

// ───────────── the forms: parse, resolve, answer ─────────────

type WatchRead<V> =
  { ok: false; response: ReturnType<typeof data<LegWatchActionData>> } | { ok: true; value: V; from: ResolvedPlace; to: ResolvedPlace };

/**
 * A watch form as the actions read it: the schema's checks, then the places resolved against the airport data.
 * A refusal is the 400 answer itself (field errors, candidates of an ambiguous place), with nothing written.
 */
export async function readWatchForm(
  form: FormData,
  schema: typeof guestLegWatchSchema,
  intent: string,
): Promise<WatchRead<GuestLegWatchValue>>;
export async function readWatchForm(form: FormData, schema: typeof legWatchSchema, intent: string): Promise<WatchRead<LegWatchValue>>;
export async function readWatchForm(
  form: FormData,
  schema: typeof legWatchSchema | typeof guestLegWatchSchema,
  intent: string,
): Promise<WatchRead<LegWatchValue>> {
  const submission = parseForm(form, { schema: schema as typeof legWatchSchema });
  if (submission.status !== "success") {
    return { ok: false, response: data<LegWatchActionData>({ intent, result: submission.reply() }, { status: 400 }) };
  }
  const places = await resolveWatchPlaces(submission.value.from, submission.value.to);
  if (!places.ok) {
    return {
      ok: false,
      response: data<LegWatchActionData>(
        { intent, result: submission.reply({ fieldErrors: places.errors }), options: places.options },
        { status: 400 },
      ),
    };
  }
  return { ok: true, value: submission.value, from: places.from, to: places.to };
}

/** The guest form's action on /bos-bacaklar: honeypot, schema, places, rate limits, then the stored watch. */
export async function guestWatchAction(form: FormData, ctx: { ip: string; language: Language; baseUrl: string; t: TFunction }) {
  // a bot filled the hidden field: it sees the usual answer, nothing is written
  if (isBotSubmission(form)) return redirect(guestSentUrl());
  const read = await readWatchForm(form, guestLegWatchSchema, GUEST_WATCH_INTENT);
  if (!read.ok) return read.response;
  const limit = await hitRateLimit(guestWatchIpKey(ctx.ip), GUEST_WATCH_IP_LIMIT, GUEST_WATCH_WINDOW_SECONDS);
  if (!limit.allowed) {
    return data<LegWatchActionData>(
      {
        intent: GUEST_WATCH_INTENT,
        result: null,
        formError: ctx.t("legAlerts.errors.tooMany", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const perEmail = await hitRateLimit(guestWatchEmailKey(read.value.email), GUEST_WATCH_EMAIL_LIMIT, GUEST_WATCH_WINDOW_SECONDS);
  await createGuestWatch({
    email: read.value.email,
    value: read.value,
    from: read.from,
    to: read.to,
    language: ctx.language,
    ip: ctx.ip,
    baseUrl: ctx.baseUrl,
    sendEmail: perEmail.allowed,
  });
  return redirect(guestSentUrl());
}

/** The query parameter of "check your e-mail" after a guest's sign-up (its value changes per submission). */
export const WATCH_SENT_PARAM = "alarm";
function guestSentUrl() {
  return `/bos-bacaklar?${WATCH_SENT_PARAM}=${Date.now().toString(36)}`;
}
