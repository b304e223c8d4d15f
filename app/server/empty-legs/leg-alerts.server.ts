import { randomUUID } from "node:crypto";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { TFunction } from "i18next";
import type { Prisma } from "#app/generated/prisma/client";
import {
  boundingBox,
  NEAR_ROUTE_RADIUS_KM,
  rankMatches,
  type GeoPoint,
  type LegAlertMatch,
  type WatchCriteria,
} from "#app/lib/domain/leg-alert-match";
import { formatDate, formatDateTime, formatPrice, formatNumber, toLocalDateInput, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
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
import { isLanguage } from "#app/locales";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { CONFIRM_TOKEN_TTL_MS, signLegAlertToken, verifyLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { resolveLegEnd, resolvePlace, type ResolvedPlace } from "#app/server/empty-legs/leg-watch-places.server";
import { logger } from "#app/server/platform/logger.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import type { JobName } from "#app/server/platform/jobs/queue.server";

/**
 * Empty-leg alerts (issue 17 part 4, decision 027): watches (a customer's, or a guest's after the e-mail link),
 * their confirmation and one-click unsubscribe, and the match that runs as a background job after staff
 * approve a leg. The matching rule itself is app/lib/domain/leg-alert-match.ts; here are the data access, the
 * e-mails and the idempotency (one leg_alert_deliveries row per (watch, leg), written in the e-mail's
 * transaction, so a re-run of the job sends nothing twice).
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

type Tx = Prisma.TransactionClient;

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
const dateColumn = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** A DATE column value → `YYYY-MM-DD`. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function watchData(value: LegWatchValue, from: ResolvedPlace, to: ResolvedPlace) {
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

// ───────────── guests: sign-up, confirmation, unsubscribe ─────────────

function windowText(dateFrom: string, dateTo: string, lng: Language) {
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
    const before = await tx.legWatch.findUnique({ where: { id }, select: { status: true } });
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
    }
  });
  return "done";
}

// ───────────── the match (background job) ─────────────

const legSelect = {
  id: true,
  approved: true,
  aircraftType: true,
  aircraftModel: true,
  departureAirport: true,
  arrivalAirport: true,
  departureDatetime: true,
  price: true,
  currency: true,
  seatCapacity: true,
  departureAirportCode: true,
  arrivalAirportCode: true,
} satisfies Prisma.EmptyLegSelect;

type LegRow = Prisma.EmptyLegGetPayload<{ select: typeof legSelect }>;

function pointsOf(json: Prisma.JsonValue): GeoPoint[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((p) => {
    const o = p as { code?: unknown; latitude?: unknown; longitude?: unknown } | null;
    return o && typeof o.latitude === "number" && typeof o.longitude === "number"
      ? [{ code: typeof o.code === "string" ? o.code : null, latitude: o.latitude, longitude: o.longitude }]
      : [];
  });
}

const watchSelect = {
  id: true,
  userId: true,
  guestEmail: true,
  language: true,
  fromLabel: true,
  toLabel: true,
  fromCity: true,
  toCity: true,
  fromCodes: true,
  toCodes: true,
  fromPoints: true,
  toPoints: true,
  dateFrom: true,
  dateTo: true,
  passengers: true,
  user: { select: { email: true, disabledAt: true } },
} satisfies Prisma.LegWatchSelect;

type WatchRow = Prisma.LegWatchGetPayload<{ select: typeof watchSelect }>;

function criteriaOf(w: WatchRow): WatchCriteria {
  return {
    id: w.id,
    from: { city: w.fromCity, codes: w.fromCodes, points: pointsOf(w.fromPoints) },
    to: { city: w.toCity, codes: w.toCodes, points: pointsOf(w.toPoints) },
    dateFrom: dayOf(w.dateFrom),
    dateTo: dayOf(w.dateTo),
    passengers: w.passengers,
  };
}

async function alertEmail(leg: LegRow, watch: WatchRow, match: LegAlertMatch, baseUrl: string) {
  const lng: Language = isLanguage(watch.language) ? watch.language : "tr";
  const closeness =
    match.kind === "exact"
      ? await emailLine("legAlertMatch.exact", {}, lng)
      : await emailLine(
          "legAlertMatch.near",
          { departureKm: formatNumber(match.departureKm, 0, lng), arrivalKm: formatNumber(match.arrivalKm, 0, lng) },
          lng,
        );
  const unsubscribe = `${baseUrl}${UNSUBSCRIBE_PATH}?t=${signLegAlertToken("unsubscribe", watch.id)}`;
  const mail = await composeEmail(
    "legAlertMatch",
    {
      legFrom: leg.departureAirport,
      legTo: leg.arrivalAirport,
      departure: formatDateTime(leg.departureDatetime, lng),
      aircraft: [leg.aircraftType, leg.aircraftModel].filter(Boolean).join(" · "),
      seats: leg.seatCapacity,
      price: leg.price === null ? null : formatPrice(leg.price.toString(), leg.currency as Currency, lng),
      watchFrom: watch.fromLabel,
      watchTo: watch.toLabel,
      window: windowText(dayOf(watch.dateFrom), dayOf(watch.dateTo), lng),
      closeness,
      link: `${baseUrl}/bos-bacaklar/${leg.id}/talep`,
      unsubscribe,
    },
    lng,
  );
  return { ...mail, listUnsubscribe: unsubscribe };
}

/**
 * The job: every active watch the (still approved) leg matches gets one e-mail, closest first. A watch already
 * told about this leg is skipped by the unique (watch, leg) row, written with its e-mail in one transaction.
 * Returns how many e-mails were queued by this run.
 */
export async function matchLegAlerts(legId: string, baseUrl: string): Promise<{ sent: number; matched: number }> {
  if (!isUuid(legId)) return { sent: 0, matched: 0 };
  const leg = await db().emptyLeg.findUnique({ where: { id: legId }, select: legSelect });
  // withdrawn or rejected before the job ran: nobody hears about it
  if (!leg?.approved) return { sent: 0, matched: 0 };
  const [from, to] = await Promise.all([
    resolveLegEnd(leg.departureAirportCode, leg.departureAirport),
    resolveLegEnd(leg.arrivalAirportCode, leg.arrivalAirport),
  ]);
  const departureDay = toLocalDateInput(leg.departureDatetime);
  const day = dateColumn(departureDay);
  // the database's first cut: active, the window holds the day, enough seats, and the departure near or named
  const near: Prisma.LegWatchWhereInput[] = [];
  if (from.point) {
    const box = boundingBox(from.point, NEAR_ROUTE_RADIUS_KM);
    near.push({
      fromLatitude: { gte: box.minLatitude, lte: box.maxLatitude },
      fromLongitude: { gte: box.minLongitude, lte: box.maxLongitude },
    });
    if (from.point.code) near.push({ fromCodes: { has: from.point.code } });
  }
  if (from.city) near.push({ fromCity: from.city });
  if (near.length === 0) return { sent: 0, matched: 0 };
  const candidates = await db().legWatch.findMany({
    where: {
      status: "active",
      dateFrom: { lte: day },
      dateTo: { gte: day },
      ...(leg.seatCapacity === null ? {} : { passengers: { lte: leg.seatCapacity } }),
      OR: near,
    },
    select: watchSelect,
  });
  const byId = new Map(candidates.map((w) => [w.id, w]));
  const matches = rankMatches(candidates.map(criteriaOf), { from, to, departureDay, seatCapacity: leg.seatCapacity });
  let sent = 0;
  for (const [index, match] of matches.entries()) {
    const watch = byId.get(match.watchId)!;
    const to = watch.user ? (watch.user.disabledAt ? null : watch.user.email) : watch.guestEmail;
    if (!to) continue;
    const mail = await alertEmail(leg, watch, match, baseUrl);
    const queued = await db().$transaction(async (tx: Tx) => {
      const inserted = await sqlDb(tx)
        .insertInto("leg_alert_deliveries")
        .values({
          id: randomUUID(),
          watch_id: watch.id,
          empty_leg_id: leg.id,
          match_kind: match.kind,
          distance_km: match.distanceKm,
          rank: index + 1,
        })
        .onConflict((conflict) => conflict.columns(["watch_id", "empty_leg_id"]).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows !== 1n) return false;
      await queueEmail({ to, ...mail, template: "leg-alert-match" }, tx);
      return true;
    });
    if (queued) sent++;
  }
  logger.info({ legId, matched: matches.length, sent }, "empty-leg alerts matched");
  return { sent, matched: matches.length };
}

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
