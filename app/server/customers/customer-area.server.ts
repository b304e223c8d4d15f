import type { Prisma } from "#app/generated/prisma/client";
import type { CustomerSegment, ReservationStatus } from "#app/generated/prisma/enums";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { startOfIstanbulDay, type PlaceTime } from "#app/lib/format";
import type { LegZones } from "#app/lib/schemas/reservation";
import { legTimesIn, zonesOfRoutes } from "#app/server/bookings/leg-times.server";

/**
 * Reads of the customer area (/dashboard). Everything is scoped to the signed-in user's own customer
 * record (`profile.customerId`, read from the database on every request); nothing is chosen by a URL.
 */

/** Statuses of a flight still ahead of the customer; completed and cancelled ones belong to the history. */
export const UPCOMING_STATUSES = ["draft", "optional", "confirmed"] as const satisfies readonly ReservationStatus[];
export const DASHBOARD_LIST_SIZE = 5;

export interface CustomerIdentity {
  firstName: string;
  lastName: string;
  email: string;
  isVip: boolean;
  segment: CustomerSegment;
  kycStatus: boolean;
  /** Whether the account is linked to a customer record (it is after the e-mail is verified). */
  linked: boolean;
}

/** The header's and the membership card's facts: the linked customer record decides VIP, segment and KYC. */
export async function customerIdentity(user: ProfiledUser): Promise<CustomerIdentity> {
  // one statement for the profile and its customer record, straight to the driver: the customer layout runs it on
  // every page (decision 031)
  const row = await sqlDb()
    .selectFrom("user_profiles as p")
    .leftJoin("customers as c", "c.id", "p.customer_id")
    .select([
      "p.first_name as firstName",
      "p.last_name as lastName",
      "p.is_vip as isVip",
      "p.segment",
      "p.kyc_status as kycStatus",
      "c.id as customerId",
      "c.is_vip as customerVip",
      "c.segment as customerSegment",
      "c.kyc_status as customerKyc",
    ])
    .where("p.id", "=", user.id)
    .executeTakeFirst();
  const linked = Boolean(row?.customerId);
  return {
    firstName: row?.firstName ?? user.profile.firstName,
    lastName: row?.lastName ?? user.profile.lastName,
    email: user.email,
    isVip: (linked ? row!.customerVip : row?.isVip) ?? false,
    segment: (linked ? row!.customerSegment : row?.segment) ?? "individual",
    kycStatus: (linked ? row!.customerKyc : row?.kycStatus) ?? false,
    linked,
  };
}

const flightSelect = {
  id: true,
  departureDatetime: true,
  arrivalDatetime: true,
  passengerCount: true,
  status: true,
  route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true } },
  jet: { select: { manufacturer: true, model: true } },
} satisfies Prisma.ReservationSelect;

type FlightRow = Prisma.ReservationGetPayload<{ select: typeof flightSelect }>;

export interface DashboardFlight {
  id: string;
  departureDatetime: string;
  arrivalDatetime: string | null;
  /** at the departure airport, and at the arrival airport (decision 043) */
  departure: PlaceTime;
  arrival: PlaceTime | null;
  passengerCount: number;
  status: ReservationStatus;
  from: string;
  to: string;
  fromAirport: string;
  toAirport: string;
  jet: string | null;
}

function toFlight(row: FlightRow, zones: LegZones): DashboardFlight {
  return {
    id: row.id,
    departureDatetime: row.departureDatetime.toISOString(),
    arrivalDatetime: row.arrivalDatetime?.toISOString() ?? null,
    ...legTimesIn(zones, row.departureDatetime, row.arrivalDatetime),
    passengerCount: row.passengerCount,
    status: row.status,
    from: row.route.departureCity,
    to: row.route.arrivalCity,
    fromAirport: row.route.departureAirport,
    toAirport: row.route.arrivalAirport,
    jet: row.jet ? `${row.jet.manufacturer} ${row.jet.model}` : null,
  };
}

/** Departing today (Istanbul day) or later and still open (draft, optional, confirmed), as /dashboard/flights lists them. */
export function upcomingWhere(customerId: string, now: Date): Prisma.ReservationWhereInput {
  return { customerId, departureDatetime: { gte: startOfIstanbulDay(now) }, status: { in: [...UPCOMING_STATUSES] } };
}

/** Everything else of the customer: departed before today, completed or cancelled. */
export function historyWhere(customerId: string, now: Date): Prisma.ReservationWhereInput {
  return {
    customerId,
    OR: [{ departureDatetime: { lt: startOfIstanbulDay(now) } }, { status: { notIn: [...UPCOMING_STATUSES] } }],
  };
}

export type CustomerDashboard =
  | { linked: false; identity: CustomerIdentity }
  | {
      linked: true;
      identity: CustomerIdentity;
      upcoming: DashboardFlight[];
      upcomingCount: number;
      history: DashboardFlight[];
      historyCount: number;
    };

export async function customerDashboard(user: ProfiledUser, now: Date = new Date()): Promise<CustomerDashboard> {
  const identity = await customerIdentity(user);
  const customerId = user.profile.customerId;
  if (!customerId || !identity.linked) return { linked: false, identity };
  const [upcoming, upcomingCount, history, historyCount] = await Promise.all([
    db().reservation.findMany({
      where: upcomingWhere(customerId, now),
      orderBy: [{ departureDatetime: "asc" }, { id: "asc" }],
      take: DASHBOARD_LIST_SIZE,
      select: flightSelect,
    }),
    db().reservation.count({ where: upcomingWhere(customerId, now) }),
    db().reservation.findMany({
      where: historyWhere(customerId, now),
      orderBy: [{ departureDatetime: "desc" }, { id: "asc" }],
      take: DASHBOARD_LIST_SIZE,
      select: flightSelect,
    }),
    db().reservation.count({ where: historyWhere(customerId, now) }),
  ]);
  const zones = await zonesOfRoutes([...upcoming, ...history].map((r) => r.route));
  return {
    linked: true,
    identity,
    upcoming: upcoming.map((row, i) => toFlight(row, zones[i]!)),
    upcomingCount,
    history: history.map((row, i) => toFlight(row, zones[upcoming.length + i]!)),
    historyCount,
  };
}
