import { randomUUID } from "node:crypto";
import type { Prisma } from "#app/generated/prisma/client";
import {
  boundingBox,
  NEAR_ROUTE_RADIUS_KM,
  rankMatches,
  type GeoPoint,
  type LegAlertMatch,
  type WatchCriteria,
} from "#app/lib/domain/leg-alert-match";
import { formatPlaceDateTime, formatPrice, formatNumber, placeDateInput, type Currency, type PlaceTime } from "#app/lib/format";
import { isUuid } from "#app/lib/schemas/fields";
import type { Language } from "#app/locales";
import { isLanguage } from "#app/locales";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { signLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { resolveLegEnd } from "#app/server/empty-legs/leg-watch-places.server";
import { logger } from "#app/server/platform/logger.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { UNSUBSCRIBE_PATH, type Tx, dateColumn, dayOf } from "./leg-alerts.server";
import { windowText } from "./leg-alert-guests.server";
import { legTimes } from "./empty-leg-times.server";

/**
 * The match of an approved empty leg against the watches (a background job, decision 027): the rule is
 * app/lib/domain/leg-alert-match.ts; here the candidates are read, ranked and e-mailed, one leg_alert_deliveries
 * row per (watch, leg) written in the e-mail's transaction, so a re-run sends nothing twice.
 */

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

async function alertEmail(leg: LegRow, departure: PlaceTime, watch: WatchRow, match: LegAlertMatch, baseUrl: string) {
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
      // at the departure airport, with its zone (decision 043)
      departure: formatPlaceDateTime(departure, lng),
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
  // the departure's day is the day at its airport, the one the e-mail shows
  const { departureTime } = await legTimes({ ...leg, arrivalDatetime: null });
  const departureDay = placeDateInput(departureTime);
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
    const mail = await alertEmail(leg, departureTime, watch, match, baseUrl);
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
      // held (null) while the watch's account has not verified its address (decision 049): recorded, not sent
      return (await queueEmail({ to, ...mail, template: "leg-alert-match" }, tx)) !== null;
    });
    if (queued) sent++;
  }
  logger.info({ legId, matched: matches.length, sent }, "empty-leg alerts matched");
  return { sent, matched: matches.length };
}
