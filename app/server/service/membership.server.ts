import type { Prisma } from "#app/generated/prisma/client";
import type { PointEntryKind } from "#app/generated/prisma/enums";
import { flightMinutes } from "#app/lib/domain/customer-flight";
import {
  calendarDateString,
  daysUntil,
  pointsForMinutes,
  renewalDate,
  tierProgress,
  type MembershipTier,
  type TierProgress,
} from "#app/lib/domain/membership";
import { parseLocalDate, placeTime, toLocalDateInput, todayInIstanbul, type PlaceTime } from "#app/lib/format";
import { zonesOfRoutes } from "#app/server/bookings/leg-times.server";
import { paginate } from "#app/lib/list-params";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";

/**
 * Membership on real flights (/dashboard/membership, decision 023): the points ledger `membership_points`, the
 * tier and progress computed from it by app/lib/domain/membership.ts, the renewal date from the customer
 * record's join date, and the auto-renewal setting. Everything is scoped to the customer id the route passes,
 * which is the signed-in user's own (`profile.customerId`); nothing here reads a URL.
 */

export const ACTIVITY_PAGE_SIZE = 10;

type Tx = Prisma.TransactionClient;

/**
 * The points of a reservation that has just been completed, written in the completing transaction. The partial
 * unique index `membership_points_flight_once` keeps a flight from earning twice (a repeat writes nothing).
 * Returns the points earned (0 when the row already existed).
 */
export async function recordFlightPoints(tx: Tx, reservationId: string): Promise<number> {
  const r = await tx.reservation.findUnique({
    where: { id: reservationId },
    select: {
      customerId: true,
      departureDatetime: true,
      arrivalDatetime: true,
      route: { select: { distanceKm: true } },
      jet: { select: { category: true, rangeKm: true, cruiseKmh: true } },
    },
  });
  if (!r) return 0;
  // points come from the flight's own times (arrival − departure), as its card shows them
  const minutes = flightMinutes({ ...r, distanceKm: r.route.distanceKm });
  const points = pointsForMinutes(minutes);
  const { count } = await tx.membershipPoint.createMany({
    data: [{ customerId: r.customerId, reservationId, kind: "flight", points, flightMinutes: minutes }],
    skipDuplicates: true,
  });
  return count === 1 ? points : 0;
}

/** The customer's point total (the ledger's sum). */
export async function customerPoints(customerId: string, client: Pick<Tx, "membershipPoint"> = db()): Promise<number> {
  const sum = await client.membershipPoint.aggregate({ where: { customerId }, _sum: { points: true } });
  return sum._sum.points ?? 0;
}

/** The customer's tier now (the wizard's catering discount); Standard without a customer record. */
export async function customerTier(customerId: string | null): Promise<TierProgress> {
  return tierProgress(customerId ? await customerPoints(customerId) : 0);
}

export interface ActivityRow {
  id: string;
  kind: PointEntryKind;
  points: number;
  flightMinutes: number | null;
  note: string | null;
  createdAt: string;
  /** the flight that earned the points */
  flight: { id: string; from: string; to: string; departureDatetime: string; /** at its departure airport */ departure: PlaceTime } | null;
}

export interface MembershipPage {
  progress: TierProgress;
  /** block minutes of the completed flights in the ledger */
  flightMinutes: number;
  completedFlights: number;
  /** the customer record's creation day (Istanbul) */
  joinedOn: string;
  renewsOn: string;
  daysToRenewal: number;
  autoRenew: boolean;
  activity: ActivityRow[];
  page: number;
  pages: number;
  total: number;
}

/** Everything the membership screen shows; null when the customer record is missing. */
export async function membershipPage(
  customerId: string,
  requestedPage: string | null,
  now: Date = new Date(),
): Promise<MembershipPage | null> {
  const customer = await db().customer.findUnique({ where: { id: customerId }, select: { createdAt: true, membershipAutoRenew: true } });
  if (!customer) return null;
  const where = { customerId };
  const [sums, flights, total] = await Promise.all([
    db().membershipPoint.aggregate({ where, _sum: { points: true } }),
    db().membershipPoint.aggregate({ where: { customerId, kind: "flight" }, _sum: { flightMinutes: true }, _count: { _all: true } }),
    db().membershipPoint.count({ where }),
  ]);
  const window = paginate(total, requestedPage, ACTIVITY_PAGE_SIZE);
  const rows = await db().membershipPoint.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      kind: true,
      points: true,
      flightMinutes: true,
      note: true,
      createdAt: true,
      reservation: { select: { id: true, departureDatetime: true, route: { select: { departureCity: true, arrivalCity: true } } } },
    },
  });
  const zones = await zonesOfRoutes(rows.map((r) => r.reservation?.route));
  const joinedOn = toLocalDateInput(customer.createdAt);
  const today = parseLocalDate(todayInIstanbul(now))!;
  const renews = renewalDate(parseLocalDate(joinedOn)!, today);
  return {
    progress: tierProgress(sums._sum.points ?? 0),
    flightMinutes: flights._sum.flightMinutes ?? 0,
    completedFlights: flights._count._all,
    joinedOn,
    renewsOn: calendarDateString(renews),
    daysToRenewal: daysUntil(renews, today),
    autoRenew: customer.membershipAutoRenew,
    activity: rows.map((row, i) => ({
      id: row.id.toString(),
      kind: row.kind,
      points: row.points,
      flightMinutes: row.flightMinutes,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      flight: row.reservation
        ? {
            id: row.reservation.id,
            from: row.reservation.route.departureCity,
            to: row.reservation.route.arrivalCity,
            departureDatetime: row.reservation.departureDatetime.toISOString(),
            departure: placeTime(row.reservation.departureDatetime, zones[i]!.departure)!,
          }
        : null,
    })),
    page: window.page,
    pages: window.pages,
    total,
  };
}

/**
 * Switches auto-renewal on or off: a conditional update (only when the value differs) with its audit row in one
 * transaction, so twenty parallel clicks of the same choice change it once. Returns whether it changed.
 */
export async function setAutoRenew(input: {
  actorId: string;
  customerId: string;
  autoRenew: boolean;
  ip?: string | null;
}): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.customer.updateMany({
      where: { id: input.customerId, membershipAutoRenew: !input.autoRenew },
      data: { membershipAutoRenew: input.autoRenew },
    });
    if (count !== 1) return false;
    await audit(
      {
        actorId: input.actorId,
        action: "membership.auto_renew",
        entity: "customer",
        entityId: input.customerId,
        before: { membershipAutoRenew: !input.autoRenew },
        after: { membershipAutoRenew: input.autoRenew },
        ip: input.ip,
      },
      tx,
    );
    return true;
  });
}

export type { MembershipTier };
