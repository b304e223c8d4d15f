import type { Prisma } from "#app/generated/prisma/client";
import { cancelMode, canRequestChange, flightMinutes, type FlightCard, type HistoryStatus } from "#app/lib/domain/customer-flight";
import { pointsForMinutes } from "#app/lib/domain/membership";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { historyWhere as pastFlightsWhere, upcomingWhere } from "#app/server/customers/customer-area.server";
import { APP_TIME_ZONE, CURRENCIES, startOfIstanbulDay, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { db } from "#app/server/platform/db/client.server";
import type { LegZones } from "#app/lib/schemas/reservation";
import { legTimesIn, zonesOfRoutes } from "./leg-times.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * The signed-in customer's flights (/dashboard/flights, /dashboard/history, spec §2.20): upcoming cards, one
 * flight with its open requests, the history with its summary, and the customer's two changes — cancel and
 * request a change. Every read and write is scoped to the customer record of the signed-in user (`customerId`
 * comes from the session's profile, never from a form); another customer's reservation is "not found".
 *
 * Cancelling follows the reservation status machine: a draft or an option is cancelled at once by a
 * conditional update (twenty parallel clicks cancel once); a confirmed flight becomes a cancellation request
 * for staff. Each change writes its audit row and queues the staff e-mail in the same transaction.
 */
export const FLIGHTS_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 10;

export class CustomerFlightError extends ServiceError<"notFound" | "alreadyChanged" | "final" | "alreadyRequested" | "departed"> {
  constructor(code: CustomerFlightError["code"]) {
    super(code, code === "notFound" ? 404 : 409, `myFlights.errors.${code}`);
    this.name = "CustomerFlightError";
  }
}

export const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

const cardSelect = {
  id: true,
  departureDatetime: true,
  arrivalDatetime: true,
  passengerCount: true,
  cateringRequired: true,
  groundTransportRequired: true,
  status: true,
  totalAmount: true,
  currency: true,
  jetId: true,
  route: {
    select: {
      departureCity: true,
      departureAirport: true,
      arrivalCity: true,
      arrivalAirport: true,
      distanceKm: true,
    },
  },
  jet: { select: { manufacturer: true, model: true, category: true, rangeKm: true, cruiseKmh: true } },
} satisfies Prisma.ReservationSelect;

type CardRow = Prisma.ReservationGetPayload<{ select: typeof cardSelect }>;

function toCard(row: CardRow, zones: LegZones): FlightCard {
  const jet = row.jet ? `${row.jet.manufacturer} ${row.jet.model}`.trim() : "";
  return {
    id: row.id,
    code: reservationCode(row.id),
    status: row.status,
    departureDatetime: row.departureDatetime.toISOString(),
    arrivalDatetime: row.arrivalDatetime?.toISOString() ?? null,
    ...legTimesIn(zones, row.departureDatetime, row.arrivalDatetime),
    passengerCount: row.passengerCount,
    catering: row.cateringRequired,
    groundTransport: row.groundTransportRequired,
    from: row.route.departureCity,
    to: row.route.arrivalCity,
    fromAirport: row.route.departureAirport,
    toAirport: row.route.arrivalAirport,
    jet: jet || null,
    jetId: row.jetId,
    durationMinutes: flightMinutes({ ...row, distanceKm: row.route.distanceKm }),
    totalAmount: row.totalAmount === null ? null : row.totalAmount.toString(),
    currency: row.currency as Currency,
  };
}

/** The cards of a page of reservations, with their airports' zones found in one go. */
async function toCards(rows: CardRow[]): Promise<FlightCard[]> {
  const zones = await zonesOfRoutes(rows.map((r) => r.route));
  return rows.map((row, i) => toCard(row, zones[i]!));
}

// ───────────── upcoming ─────────────

export async function listUpcomingFlights(customerId: string, page: string | null, now: Date = new Date()) {
  const where = upcomingWhere(customerId, now);
  const total = await db().reservation.count({ where });
  const window = paginate(total, page, FLIGHTS_PAGE_SIZE);
  const rows = await db().reservation.findMany({
    where,
    orderBy: [{ departureDatetime: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: cardSelect,
  });
  return { rows: await toCards(rows), ...window };
}

// ───────────── one flight ─────────────

export interface FlightRequestView {
  id: string;
  kind: "cancel" | "change";
  message: string | null;
  status: "open" | "resolved";
  createdAt: string;
}

/** The customer's own reservation with its special requests and requests to staff, or null (not theirs, or none). */
export async function customerFlight(customerId: string, id: string) {
  if (!isUuid(id)) return null;
  const row = await db().reservation.findFirst({
    where: { id: id.toLowerCase(), customerId },
    select: {
      ...cardSelect,
      specialRequests: true,
      route: { select: { ...cardSelect.route.select, departureCountry: true, arrivalCountry: true } },
      changeRequests: {
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 20,
        select: { id: true, kind: true, message: true, status: true, createdAt: true },
      },
    },
  });
  if (!row) return null;
  const [zones] = await zonesOfRoutes([row.route]);
  return {
    ...toCard(row, zones!),
    fromCountry: row.route.departureCountry,
    toCountry: row.route.arrivalCountry,
    distanceKm: row.route.distanceKm,
    specialRequests: row.specialRequests,
    cancelMode: cancelMode(row.status),
    canRequestChange: canRequestChange(row.status),
    openCancelRequest: row.changeRequests.some((r) => r.kind === "cancel" && r.status === "open"),
    requests: row.changeRequests.map((r): FlightRequestView => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export type CustomerFlight = NonNullable<Awaited<ReturnType<typeof customerFlight>>>;

/** Whether the reservation belongs to the customer (the PDF route's ownership check). */
export async function ownsReservation(customerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await db().reservation.count({ where: { id: id.toLowerCase(), customerId } })) === 1;
}

// ───────────── history ─────────────

export interface HistoryParams {
  /** a year of the customer's own history, or null for all */
  year: number | null;
  status: HistoryStatus | null;
  page: string | null;
}

function yearRange(year: number): { gte: Date; lt: Date } {
  return { gte: startOfIstanbulDay(`${year}-01-01`), lt: startOfIstanbulDay(`${year + 1}-01-01`) };
}

/**
 * The history's rows: with a status chosen, the customer's flights in that status; without one, everything the
 * dashboard counts as history (completed, cancelled, and open flights that departed before today and that staff
 * have not closed yet), so no flight falls between the upcoming list and the history.
 */
function historyWhere(customerId: string, params: Pick<HistoryParams, "year" | "status">, now: Date): Prisma.ReservationWhereInput {
  return {
    ...(params.status ? { customerId, status: params.status } : pastFlightsWhere(customerId, now)),
    ...(params.year ? { departureDatetime: yearRange(params.year) } : {}),
  };
}

/** The distinct years (Istanbul time) of the customer's history flights, newest first. */
export async function historyYears(customerId: string, now: Date = new Date()): Promise<number[]> {
  const rows = await sqlDb()
    .selectFrom("reservations")
    .select((eb) => sql<number>`EXTRACT(YEAR FROM ${eb.ref("departure_datetime")} AT TIME ZONE ${APP_TIME_ZONE})::int`.as("year"))
    .distinct()
    .where("customer_id", "=", customerId)
    .where((eb) => eb.or([eb("status", "in", ["completed", "cancelled"]), eb("departure_datetime", "<", startOfIstanbulDay(now))]))
    .orderBy("year", "desc")
    .execute();
  return rows.map((r) => Number(r.year));
}

export interface HistorySummary {
  completedFlights: number;
  /** the sum of the completed flights' durations, as their cards show them */
  totalMinutes: number;
  /** total_amount of completed flights, one entry per currency (never converted, never added across) */
  spend: { currency: Currency; total: string }[];
}

/** The summary cards over the customer's completed flights (of the chosen year, when one is chosen). */
export async function historySummary(customerId: string, year: number | null): Promise<HistorySummary> {
  const where = historyWhere(customerId, { year, status: "completed" }, new Date());
  const [durations, sums] = await Promise.all([
    db().reservation.findMany({
      where,
      select: {
        departureDatetime: true,
        arrivalDatetime: true,
        route: { select: { distanceKm: true } },
        jet: { select: { category: true, rangeKm: true, cruiseKmh: true } },
      },
    }),
    db().reservation.groupBy({ by: ["currency"], where: { ...where, totalAmount: { not: null } }, _sum: { totalAmount: true } }),
  ]);
  return {
    completedFlights: durations.length,
    totalMinutes: durations.reduce((sum, r) => sum + flightMinutes({ ...r, distanceKm: r.route.distanceKm }), 0),
    spend: CURRENCIES.flatMap((currency) => {
      const group = sums.find((s) => s.currency === currency);
      return group?._sum.totalAmount ? [{ currency, total: group._sum.totalAmount.toString() }] : [];
    }),
  };
}

export async function listHistory(customerId: string, params: HistoryParams, now: Date = new Date()) {
  const where = historyWhere(customerId, params, now);
  const total = await db().reservation.count({ where });
  const window = paginate(total, params.page, HISTORY_PAGE_SIZE);
  const rows = await db().reservation.findMany({
    where,
    orderBy: [{ departureDatetime: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: cardSelect,
  });
  // a completed flight's membership points, by the one rule of decision 023 (the ledger row its completion wrote)
  const cards = (await toCards(rows)).map((card) => ({
    ...card,
    points: card.status === "completed" ? pointsForMinutes(card.durationMinutes) : null,
  }));
  return { rows: cards, ...window };
}
