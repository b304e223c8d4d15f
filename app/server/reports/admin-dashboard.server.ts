import type { Currency, ReservationStatus } from "#app/generated/prisma/enums";
import { PENDING_RESERVATION_STATUSES } from "#app/lib/domain/reservation-status";
import { endOfIstanbulDay, startOfIstanbulDay, startOfIstanbulMonth, todayInIstanbul } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { sharedResult } from "#app/server/platform/shared-result.server";
import { moneyReceived } from "#app/server/money/revenue.server";

/**
 * The admin dashboard's figures (spec §2.6, §4, §7.3), every count and sum computed by the database.
 *
 * - total reservations: every reservation; pending: draft or optional;
 * - active customers: customers with a reservation that is not cancelled departing in the last 12 months
 *   or later (upcoming flights included), next to the number of all customers;
 * - available jets: `is_available`, next to the fleet size;
 * - monthly revenue: money received in the current Istanbul month, per currency — payments received by their
 *   money date less refunds sent by theirs (`moneyReceived`, decision 042; the spec's "total_amount of confirmed
 *   reservations" would drop when a flight is completed); no conversion between currencies is made;
 * - today's flights: reservations that are not cancelled departing today (Istanbul day);
 * - the 5 most recently created reservations.
 */

export const RECENT_RESERVATIONS = 5;

export interface DashboardRecentReservation {
  id: string;
  departureDatetime: Date;
  status: ReservationStatus;
  /** decimal string, or null when no amount is set */
  totalAmount: string | null;
  currency: Currency;
  /** null when the customer or the route cannot be named */
  customerName: string | null;
  departureCity: string | null;
  arrivalCity: string | null;
}

export interface AdminDashboard {
  reservations: { total: number; pending: number };
  customers: { total: number; active: number; activeSince: Date };
  jets: { total: number; available: number };
  revenue: {
    /** first instant of the month counted */
    monthStart: Date;
    /** TRY received less refunded this month, as a decimal string ("0.00" when none) */
    amount: string;
    /** sums in other currencies, should a reservation carry one */
    other: Array<{ currency: Currency; amount: string }>;
  };
  today: { date: string; flights: number; pending: number; availableJets: number };
  recent: DashboardRecentReservation[];
}

/** The first instant of the Istanbul month after the one that starts at `monthStart`. */
function nextMonthStart(monthStart: Date): Date {
  return startOfIstanbulMonth(new Date(monthStart.getTime() + 32 * 86_400_000));
}

/** The same calendar moment a year earlier. */
function yearBefore(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/** The figures that count a whole table's history: their cost grows with the data, their value changes slowly. */
interface Totals {
  totalReservations: number;
  pendingReservations: number;
  totalCustomers: number;
  activeCustomers: number;
  activeSince: Date;
}

async function countTotals(now: Date): Promise<Totals> {
  const p = db();
  const activeSince = yearBefore(now);
  const [totalReservations, pendingReservations, totalCustomers, activeCustomers] = await Promise.all([
    p.reservation.count(),
    p.reservation.count({ where: { status: { in: [...PENDING_RESERVATION_STATUSES] } } }),
    p.customer.count(),
    p.customer.count({
      where: { reservations: { some: { status: { not: "cancelled" }, departureDatetime: { gte: activeSince } } } },
    }),
  ]);
  return { totalReservations, pendingReservations, totalCustomers, activeCustomers, activeSince };
}

const sharedTotals = sharedResult(countTotals);

/** The totals, reused for `maxAgeMs` by every request of this process (one query set at a time). */
function totalsAtMost(now: Date, maxAgeMs: number): Promise<Totals> {
  return sharedTotals.get(now, maxAgeMs);
}

/**
 * This month's revenue, shared like the totals: a month's payments grow with the business, and summing them on
 * every dashboard view made the screen's cost grow with the data (decision 059).
 */
const sharedRevenue = sharedResult((now: Date) => {
  const monthStart = startOfIstanbulMonth(now);
  return moneyReceived({ start: monthStart, end: nextMonthStart(monthStart) });
});

/**
 * The figures read live on every view, in one statement straight to the driver (decision 031): the fleet's size and
 * its available jets, and today's flights (not cancelled, departing within the Istanbul day).
 */
async function liveCounts(dayStart: Date, dayEnd: Date) {
  const count = sql<number>`count(*)::int`;
  return sqlDb()
    .selectNoFrom((eb) => [
      eb.selectFrom("jets").select(count.as("n")).as("totalJets"),
      eb.selectFrom("jets").select(count.as("n")).where("is_available", "=", true).as("availableJets"),
      eb
        .selectFrom("reservations")
        .select(count.as("n"))
        .where("status", "<>", "cancelled")
        .where("departure_datetime", ">=", dayStart)
        .where("departure_datetime", "<=", dayEnd)
        .as("todaysFlights"),
    ])
    .$castTo<{ totalJets: number; availableJets: number; todaysFlights: number }>()
    .executeTakeFirstOrThrow();
}

/** The latest reservations with their customer's name and route, in one statement (the amount as decimal text). */
function recentReservations() {
  return sqlDb()
    .selectFrom("reservations as r")
    .leftJoin("customers as c", "c.id", "r.customer_id")
    .leftJoin("routes as ro", "ro.id", "r.route_id")
    .select([
      "r.id",
      "r.departure_datetime as departureDatetime",
      "r.status",
      "r.total_amount as totalAmount",
      "r.currency",
      "c.first_name as firstName",
      "c.last_name as lastName",
      "ro.departure_city as departureCity",
      "ro.arrival_city as arrivalCity",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(RECENT_RESERVATIONS)
    .execute();
}

/**
 * The dashboard. With `totalsMaxAgeMs` (the screen passes one), the four whole-history totals and this month's
 * revenue may be that old; everything bounded by a day (today's flights, the latest reservations) is live.
 */
export async function loadAdminDashboard(now: Date = new Date(), { totalsMaxAgeMs = 0 } = {}): Promise<AdminDashboard> {
  const dayStart = startOfIstanbulDay(now);
  const dayEnd = endOfIstanbulDay(now);
  const monthStart = startOfIstanbulMonth(now);
  const monthEnd = nextMonthStart(monthStart);

  const [{ totalReservations, pendingReservations, totalCustomers, activeCustomers, activeSince }, live, revenueRows, recentRows] =
    await Promise.all([
      totalsAtMost(now, totalsMaxAgeMs),
      liveCounts(dayStart, dayEnd),
      totalsMaxAgeMs > 0 ? sharedRevenue.get(now, totalsMaxAgeMs) : moneyReceived({ start: monthStart, end: monthEnd }),
      recentReservations(),
    ]);
  const { totalJets, availableJets, todaysFlights } = live;
  const sums = revenueRows.map((row) => ({ currency: row.currency, amount: row.net }));
  const tryAmount = sums.find((s) => s.currency === "TRY")?.amount ?? "0.00";

  return {
    reservations: { total: totalReservations, pending: pendingReservations },
    customers: { total: totalCustomers, active: activeCustomers, activeSince },
    jets: { total: totalJets, available: availableJets },
    revenue: {
      monthStart,
      amount: tryAmount,
      other: sums.filter((s) => s.currency !== "TRY" && Number(s.amount) !== 0),
    },
    today: { date: todayInIstanbul(now), flights: todaysFlights, pending: pendingReservations, availableJets },
    recent: recentRows.map((r) => {
      const name = `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim();
      return {
        id: r.id,
        departureDatetime: r.departureDatetime,
        status: r.status,
        totalAmount: r.totalAmount,
        currency: r.currency,
        customerName: name || null,
        departureCity: r.departureCity || null,
        arrivalCity: r.arrivalCity || null,
      };
    }),
  };
}
