import { formatDate } from "#app/lib/format";
import { type LegWatchValue } from "#app/lib/schemas/leg-watch";
import type { Language } from "#app/locales";
import type { Prisma } from "#app/generated/prisma/client";
import type { ConsentAction, ConsentSource } from "#app/lib/domain/consent";
import { accountSubject, recordConsent } from "#app/server/customers/consent.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { CONFIRM_TOKEN_TTL_MS, signLegAlertToken, verifyLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { type ResolvedPlace } from "#app/server/empty-legs/leg-watch-places.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import type { JobName } from "#app/server/platform/jobs/queue.server";
import { CONFIRM_PATH, watchData } from "./leg-alerts.server";

/**
 * Guests' leg watches (decision 027): the sign-up (rate-limited, confirmed by an e-mailed link), the confirmation,
 * the clean-up of watches never confirmed, and the one-click unsubscribe of any watch.
 */

// ───────────── guests: sign-up, confirmation, unsubscribe ─────────────

export function windowText(dateFrom: string, dateTo: string, lng: Language) {
  return `${formatDate(dateColumnIstanbul(dateFrom), lng)} – ${formatDate(dateColumnIstanbul(dateTo), lng)}`;
}
/** Noon UTC of a day falls on the same Istanbul day, so formatDate shows that day. */
const dateColumnIstanbul = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** A guest's watch, waiting for the e-mail link; the confirmation e-mail goes out in the same transaction. */
export async function createGuestWatch(input: {
  email: string;
  value: LegWatchValue;
  from: ResolvedPlace;
  to: ResolvedPlace;
  language: Language;
  ip: string;
  baseUrl: string;
  /** false when the e-mail's own limit is reached: the watch is stored, no second e-mail */
  sendEmail: boolean;
}) {
  return db().$transaction(async (tx) => {
    const watch = await tx.legWatch.create({
      data: { ...watchData(input.value, input.from, input.to), guestEmail: input.email, status: "pending", language: input.language },
      select: { id: true },
    });
    await audit(
      {
        actorId: null,
        action: "leg_watch.create_guest",
        entity: "leg_watch",
        entityId: watch.id,
        after: { from: input.from.label, to: input.to.label, dateFrom: input.value.date_from, dateTo: input.value.date_to },
        ip: input.ip,
      },
      tx,
    );
    if (input.sendEmail) {
      const mail = await composeEmail(
        "legAlertConfirm",
        {
          from: input.from.label,
          to: input.to.label,
          window: windowText(input.value.date_from, input.value.date_to, input.language),
          passengers: input.value.passengers,
          link: `${input.baseUrl}${CONFIRM_PATH}?t=${signLegAlertToken("confirm", watch.id)}`,
        },
        input.language,
      );
      await queueEmail({ to: input.email, ...mail, template: "leg-alert-confirm" }, tx);
    }
    return watch;
  });
}

export type TokenOutcome = "done" | "already" | "invalid";

/** A watch's consent record (decision 056): its account's, or its guest address's. */
async function recordLegAlertConsent(
  tx: Prisma.TransactionClient,
  watch: { guestEmail: string | null; userId: string | null },
  action: ConsentAction,
  source: ConsentSource,
  ip: string,
) {
  const subject = watch.userId ? await accountSubject(watch.userId, tx) : watch.guestEmail ? { email: watch.guestEmail } : null;
  if (subject) await recordConsent({ subject, purpose: "leg_alerts", action, source, ip }, tx);
}

/** The confirmation link: pending → active (conditional; a second click says "already"). */
export async function confirmGuestWatch(token: unknown, ip: string): Promise<TokenOutcome> {
  const id = verifyLegAlertToken("confirm", token);
  if (!id) return "invalid";
  return db().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.legWatch.updateMany({ where: { id, status: "pending" }, data: { status: "active", confirmedAt: now } });
    if (count !== 1) {
      const watch = await tx.legWatch.findUnique({ where: { id }, select: { status: true } });
      // a deleted watch reads like a bad link: the answer reveals nothing
      return watch?.status === "active" ? "already" : "invalid";
    }
    await audit(
      {
        actorId: null,
        action: "leg_watch.confirm",
        entity: "leg_watch",
        entityId: id,
        before: { status: "pending" },
        after: { status: "active" },
        ip,
      },
      tx,
    );
    // the address's owner confirmed: their consent to the watch's alerts (decision 056)
    const watch = await tx.legWatch.findUniqueOrThrow({ where: { id }, select: { guestEmail: true, userId: true } });
    await recordLegAlertConsent(tx, watch, "granted", "alert_form", ip);
    return "done";
  });
}

/** The daily clean-up's job (decision 027): guest watches whose confirmation link has run out. */
export const LEG_WATCH_CLEANUP_JOB = "leg-watches-cleanup" satisfies JobName;

/** A pending guest watch is removed this long after it was made: the link's 48 hours and a day's grace. */
export const UNCONFIRMED_WATCH_MAX_AGE_MS = CONFIRM_TOKEN_TTL_MS + 24 * 60 * 60 * 1000;

/**
 * Removes guest watches never confirmed whose link can no longer confirm them, so an e-mail address typed by
 * somebody else is not kept. One audit row records how many went. Confirmed, unsubscribed and customers'
 * watches are never touched.
 */
export async function removeUnconfirmedGuestWatches(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_WATCH_MAX_AGE_MS);
  return db().$transaction(async (tx) => {
    const { count } = await tx.legWatch.deleteMany({ where: { guestEmail: { not: null }, status: "pending", createdAt: { lt: before } } });
    if (count > 0) {
      await audit(
        { actorId: null, action: "leg_watch.cleanup", entity: "leg_watch", after: { removed: count, createdBefore: before.toISOString() } },
        tx,
      );
    }
    return count;
  });
}

/** Whether an unsubscribe token is valid (the GET page shows its button only then). */
export function unsubscribeTokenValid(token: unknown): boolean {
  return verifyLegAlertToken("unsubscribe", token) !== null;
}

/**
 * The one-click unsubscribe: the watch stops matching for good. Valid for a watch already gone or already
 * unsubscribed too ("done"), so the answer tells nothing about the watch; only a bad token is "invalid".
 */
export async function unsubscribeWatch(token: unknown, ip: string): Promise<TokenOutcome> {
  const id = verifyLegAlertToken("unsubscribe", token);
  if (!id) return "invalid";
  await db().$transaction(async (tx) => {
    const watch = await tx.legWatch.findUnique({ where: { id }, select: { status: true, guestEmail: true, userId: true } });
    const before = watch ? { status: watch.status } : null;
    const { count } = await tx.legWatch.updateMany({
      where: { id, status: { not: "unsubscribed" } },
      data: { status: "unsubscribed", unsubscribedAt: new Date() },
    });
    if (count === 1) {
      await audit(
        {
          actorId: null,
          action: "leg_watch.unsubscribe",
          entity: "leg_watch",
          entityId: id,
          before,
          after: { status: "unsubscribed" },
          ip,
        },
        tx,
      );
      if (watch) await recordLegAlertConsent(tx, watch, "withdrawn", "unsubscribe_link", ip);
    }
  });
  return "done";
}
