import { getZodConstraint } from "@conform-to/zod/v4";
import type { Prisma } from "#app/generated/prisma/client";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { guestLegWatchSchema, legWatchSchema, type LegWatchValue } from "#app/lib/schemas/leg-watch";
import type { Language } from "#app/locales";
import { accountSubject, recordConsent } from "#app/server/customers/consent.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { resolvePlace, type ResolvedPlace } from "#app/server/empty-legs/leg-watch-places.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import type { JobName } from "#app/server/platform/jobs/queue.server";

/**
 * Empty-leg alerts (issue 17 part 4, decision 027): watches (a customer's, or a guest's after the e-mail link),
 * their confirmation and one-click unsubscribe, and the match that runs as a background job after staff
 * approve a leg. The matching rule itself is app/lib/domain/leg-alert-match.ts; here are the data access, the
 * e-mails and the idempotency (one leg_alert_deliveries row per (watch, leg), written in the e-mail's
 * transaction, so a re-run of the job sends nothing twice).
 *
 * Here: the shared rules (limits, links, the watch's columns) and the customer's watches. Guests' watches are in
 * leg-alert-guests.server.ts, the match in leg-alert-match.server.ts, the forms in leg-watch-forms.server.ts.
 */

export const ALERTS_PAGE_SIZE = 20;

/**
 * The watch form's HTML constraints (required, lengths) from its schema, for the page's loader: the browser draws
 * the form with them before it has loaded the schema (decision 035).
 */
export function watchFormConstraint(guest: boolean) {
  return getZodConstraint(guest ? guestLegWatchSchema : legWatchSchema);
}
/** The job's name on the queue (app/server/platform/jobs/definitions.server.ts). */
export const LEG_ALERT_JOB = "empty-leg-alerts-match" satisfies JobName;
/** Guest sign-ups: per address and window (then 429), and per e-mail (the same answer, no second e-mail). */
export const GUEST_WATCH_IP_LIMIT = 10;
export const GUEST_WATCH_EMAIL_LIMIT = 3;
export const GUEST_WATCH_WINDOW_SECONDS = 60 * 60;

export const guestWatchIpKey = (ip: string) => `leg-watch:ip:${ip}`;
export const guestWatchEmailKey = (email: string) => `leg-watch:email:${email.toLowerCase()}`;

/** Paths of the signed links. */
export const CONFIRM_PATH = "/bos-bacaklar/alarm/onay";
export const UNSUBSCRIBE_PATH = "/bos-bacaklar/alarm/iptal";

export type Tx = Prisma.TransactionClient;

// ───────────── places: typed text → resolved ends ─────────────

export type PlaceErrors = Partial<Record<"from" | "to", string[]>>;

/**
 * Both ends of a watch, or the field errors: unknown text, several candidates (named in the message), or the
 * same place twice.
 */
export async function resolveWatchPlaces(
  from: string,
  to: string,
): Promise<{ ok: true; from: ResolvedPlace; to: ResolvedPlace } | { ok: false; errors: PlaceErrors; options: Record<string, string[]> }> {
  const [a, b] = await Promise.all([resolvePlace(from), resolvePlace(to)]);
  const errors: PlaceErrors = {};
  const options: Record<string, string[]> = {};
  for (const [field, r] of [
    ["from", a],
    ["to", b],
  ] as const) {
    if (!r.ok) {
      errors[field] = [r.reason === "ambiguous" ? "legAlerts.validation.placeAmbiguous" : "legAlerts.validation.placeUnknown"];
      if (r.options.length) options[field] = r.options;
    }
  }
  if (a.ok && b.ok && a.place.codes.some((c) => b.place.codes.includes(c))) errors.to = ["legAlerts.validation.samePlace"];
  if (a.ok && b.ok && !errors.to) return { ok: true, from: a.place, to: b.place };
  return { ok: false, errors, options };
}

function fromColumns(place: ResolvedPlace) {
  const first = place.points[0]!;
  return {
    fromKind: place.kind,
    fromLabel: place.label.slice(0, 160),
    fromCity: place.city,
    fromCodes: place.codes,
    fromPoints: pointsJson(place),
    fromLatitude: first.latitude,
    fromLongitude: first.longitude,
  };
}

function toColumns(place: ResolvedPlace) {
  const first = place.points[0]!;
  return {
    toKind: place.kind,
    toLabel: place.label.slice(0, 160),
    toCity: place.city,
    toCodes: place.codes,
    toPoints: pointsJson(place),
    toLatitude: first.latitude,
    toLongitude: first.longitude,
  };
}

const pointsJson = (place: ResolvedPlace) => place.points.map((p) => ({ code: p.code, latitude: p.latitude, longitude: p.longitude }));

/** A `YYYY-MM-DD` day as a DATE column value (midnight UTC, as Prisma reads a DATE). */
export const dateColumn = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** A DATE column value → `YYYY-MM-DD`. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function watchData(value: LegWatchValue, from: ResolvedPlace, to: ResolvedPlace) {
  return {
    ...fromColumns(from),
    ...toColumns(to),
    dateFrom: dateColumn(value.date_from),
    dateTo: dateColumn(value.date_to),
    passengers: value.passengers,
  };
}

// ───────────── the customer's watches ─────────────

const listSelect = {
  id: true,
  fromLabel: true,
  toLabel: true,
  fromKind: true,
  toKind: true,
  dateFrom: true,
  dateTo: true,
  passengers: true,
  status: true,
  createdAt: true,
  _count: { select: { deliveries: true } },
} satisfies Prisma.LegWatchSelect;

/** The customer's watches, newest first, one page. */
export async function listWatches(userId: string, pageParam: string | null) {
  const where = { userId };
  const total = await db().legWatch.count({ where });
  const { page, pages, skip, take } = paginate(total, pageParam, ALERTS_PAGE_SIZE);
  const rows = await db().legWatch.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take, select: listSelect });
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      id: r.id,
      fromLabel: r.fromLabel,
      toLabel: r.toLabel,
      dateFrom: dayOf(r.dateFrom),
      dateTo: dayOf(r.dateTo),
      passengers: r.passengers,
      status: r.status,
      alerts: r._count.deliveries,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** One watch of this customer for the delete confirmation; another's or a missing one is "not found". */
export async function ownWatch(userId: string, id: string) {
  if (!isUuid(id)) throw new ServiceError("notFound", 404, "legAlerts.errors.notFound");
  const watch = await db().legWatch.findFirst({
    where: { id: id.toLowerCase(), userId },
    select: { id: true, fromLabel: true, toLabel: true },
  });
  if (!watch) throw new ServiceError("notFound", 404, "legAlerts.errors.notFound");
  return watch;
}

/**
 * A customer's watch: active at once (their e-mail is their account's). The same trip twice is refused
 * ("duplicate", 409) by a unique index, so parallel clicks save it once.
 */
export async function createCustomerWatch(input: {
  userId: string;
  value: LegWatchValue;
  from: ResolvedPlace;
  to: ResolvedPlace;
  language: Language;
  ip: string;
}) {
  try {
    return await writeCustomerWatch(input);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError("duplicate", 409, "legAlerts.errors.duplicate");
    throw error;
  }
}

function writeCustomerWatch(input: Parameters<typeof createCustomerWatch>[0]) {
  return db().$transaction(async (tx) => {
    const now = new Date();
    const watch = await tx.legWatch.create({
      data: {
        ...watchData(input.value, input.from, input.to),
        userId: input.userId,
        status: "active",
        confirmedAt: now,
        language: input.language,
      },
      select: { id: true },
    });
    await audit(
      {
        actorId: input.userId,
        action: "leg_watch.create",
        entity: "leg_watch",
        entityId: watch.id,
        after: { from: input.from.label, to: input.to.label, dateFrom: input.value.date_from, dateTo: input.value.date_to },
        ip: input.ip,
      },
      tx,
    );
    // a watch is the customer's consent to its alerts (decision 056)
    const subject = await accountSubject(input.userId, tx);
    if (subject) await recordConsent({ subject, purpose: "leg_alerts", action: "granted", source: "alert_form", ip: input.ip }, tx);
    return watch;
  });
}

/** Deletes a watch of this customer; another's or a missing one is "not found". */
export async function deleteCustomerWatch(input: { userId: string; id: string; ip: string }) {
  if (!isUuid(input.id)) throw new ServiceError("notFound", 404, "legAlerts.errors.notFound");
  return db().$transaction(async (tx) => {
    const gone = await tx.legWatch.deleteMany({ where: { id: input.id, userId: input.userId } });
    if (gone.count !== 1) throw new ServiceError("notFound", 404, "legAlerts.errors.notFound");
    await audit({ actorId: input.userId, action: "leg_watch.delete", entity: "leg_watch", entityId: input.id, ip: input.ip }, tx);
  });
}
