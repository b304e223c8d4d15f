import type { Prisma } from "#app/generated/prisma/client";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { cancelMode, canRequestChange, flightMinutes, type FlightCard, type HistoryStatus } from "#app/lib/domain/customer-flight";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { historyWhere as pastFlightsWhere, upcomingWhere } from "#app/server/customers/customer-area.server";
import { APP_TIME_ZONE, CURRENCIES, formatDateTime, startOfIstanbulDay, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { settleCancellation } from "#app/server/money/cancellation.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { composeEmail, type EmailName } from "#app/server/platform/mail/texts.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
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

const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

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

function toCard(row: CardRow): FlightCard {
  const jet = row.jet ? `${row.jet.manufacturer} ${row.jet.model}`.trim() : "";
  return {
    id: row.id,
    code: reservationCode(row.id),
    status: row.status,
    departureDatetime: row.departureDatetime.toISOString(),
    arrivalDatetime: row.arrivalDatetime?.toISOString() ?? null,
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
  return { rows: rows.map(toCard), ...window };
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
  return {
    ...toCard(row),
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
  const rows = await db().$queryRaw<{ year: number }[]>`
    SELECT DISTINCT EXTRACT(YEAR FROM departure_datetime AT TIME ZONE ${APP_TIME_ZONE})::int AS year
    FROM reservations
    WHERE customer_id = ${customerId}::uuid
      AND (status IN ('completed', 'cancelled') OR departure_datetime < ${startOfIstanbulDay(now)})
    ORDER BY year DESC`;
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
  return { rows: rows.map(toCard), ...window };
}

// ───────────── changes ─────────────

export interface CustomerActor {
  userId: string;
  customerId: string;
  ip: string | null;
  /** absolute base of the staff e-mail's link (PUBLIC_URL) */
  baseUrl: string;
}

interface OwnedReservation {
  id: string;
  status: ReservationStatus;
  departureDatetime: Date;
  customer: { firstName: string; lastName: string; email: string };
  route: { departureCity: string; arrivalCity: string };
}

async function ownedForUpdate(tx: Prisma.TransactionClient, customerId: string, id: string): Promise<OwnedReservation> {
  if (!isUuid(id)) throw new CustomerFlightError("notFound");
  const row = await tx.reservation.findFirst({
    where: { id: id.toLowerCase(), customerId },
    select: {
      id: true,
      status: true,
      departureDatetime: true,
      customer: { select: { firstName: true, lastName: true, email: true } },
      route: { select: { departureCity: true, arrivalCity: true } },
    },
  });
  if (!row) throw new CustomerFlightError("notFound");
  return row;
}

async function mailStaff(tx: Prisma.TransactionClient, name: EmailName, r: OwnedReservation, baseUrl: string, message: string | null) {
  const mail = await composeEmail(name, {
    code: reservationCode(r.id),
    customer: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    email: r.customer.email,
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    departure: formatDateTime(r.departureDatetime),
    message,
    link: `${baseUrl}/admin/reservations/${r.id}`,
  });
  await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: `customer-${name}` }, tx);
}

export type CancelOutcome = "cancelled" | "requested";

/**
 * Cancels the customer's reservation from `from` (the status their page showed): at once while it is a draft
 * or an option, otherwise as a cancellation request to staff. The same `requestKey` twice (a double click) is
 * one request; a second open cancellation request from another page is refused.
 */
export async function cancelCustomerFlight(
  input: CustomerActor & { id: string; from: ReservationStatus; requestKey: string; reason: string | null },
): Promise<CancelOutcome> {
  try {
    return await db().$transaction(async (tx) => {
      const r = await ownedForUpdate(tx, input.customerId, input.id);
      if (r.status !== input.from) throw new CustomerFlightError(r.status === "cancelled" ? "final" : "alreadyChanged");
      const mode = cancelMode(r.status);
      if (mode === "none") throw new CustomerFlightError("final");
      // a flight that has departed is not cancelled (decision 042)
      if (r.departureDatetime.getTime() <= Date.now()) throw new CustomerFlightError("departed");
      if (mode === "direct") {
        // a draft or an option costs no fee; anything paid on it is left due as a refund
        const settled = await settleCancellation(
          tx,
          { reservationId: r.id, actorId: input.userId, ip: input.ip, reason: "customer-cancellation" },
          new Date(),
        );
        if (!settled.allowed) throw new CustomerFlightError(settled.reason === "departed" ? "departed" : "final");
        const { count } = await tx.reservation.updateMany({
          where: { id: r.id, customerId: input.customerId, status: input.from },
          data: { status: "cancelled" },
        });
        if (count !== 1) throw new CustomerFlightError("alreadyChanged");
        await audit(
          {
            actorId: input.userId,
            action: "reservation.cancelled",
            entity: "reservation",
            entityId: r.id,
            before: { status: input.from },
            after: { status: "cancelled", by: "customer", reason: input.reason },
            ip: input.ip,
          },
          tx,
        );
        await mailStaff(tx, "customerCancelledStaff", r, input.baseUrl, input.reason);
        return "cancelled" as const;
      }
      const request = await tx.reservationChangeRequest.create({
        data: {
          reservationId: r.id,
          customerId: input.customerId,
          kind: "cancel",
          message: input.reason,
          requestKey: input.requestKey,
          createdById: input.userId,
        },
        select: { id: true },
      });
      await audit(
        {
          actorId: input.userId,
          action: "reservation.cancel-requested",
          entity: "reservation",
          entityId: r.id,
          after: { requestId: request.id, status: r.status, reason: input.reason },
          ip: input.ip,
        },
        tx,
      );
      await mailStaff(tx, "cancelRequestStaff", r, input.baseUrl, input.reason);
      return "requested" as const;
    }, TX_OPTIONS);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // a parallel post of the same form (same key) already wrote it; another open cancellation request otherwise
    if (await sameKeyExists(input.id, input.requestKey)) return "requested";
    throw new CustomerFlightError("alreadyRequested");
  }
}

async function sameKeyExists(reservationId: string, requestKey: string): Promise<boolean> {
  return (await db().reservationChangeRequest.count({ where: { reservationId: reservationId.toLowerCase(), requestKey } })) > 0;
}

/** A change request (a message to staff) about the customer's reservation; the same `requestKey` twice is one request. */
export async function requestFlightChange(input: CustomerActor & { id: string; requestKey: string; message: string }): Promise<void> {
  try {
    await db().$transaction(async (tx) => {
      const r = await ownedForUpdate(tx, input.customerId, input.id);
      if (!canRequestChange(r.status)) throw new CustomerFlightError("final");
      const request = await tx.reservationChangeRequest.create({
        data: {
          reservationId: r.id,
          customerId: input.customerId,
          kind: "change",
          message: input.message,
          requestKey: input.requestKey,
          createdById: input.userId,
        },
        select: { id: true },
      });
      await audit(
        {
          actorId: input.userId,
          action: "reservation.change-requested",
          entity: "reservation",
          entityId: r.id,
          after: { requestId: request.id, message: input.message },
          ip: input.ip,
        },
        tx,
      );
      await mailStaff(tx, "changeRequestStaff", r, input.baseUrl, input.message);
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error) && (await sameKeyExists(input.id, input.requestKey))) return;
    throw error;
  }
}

// ───────────── for staff ─────────────

/** The open cancellation and change requests of a reservation, newest first (the staff reservation page). */
export async function openRequestsOf(reservationId: string) {
  if (!isUuid(reservationId)) return [];
  const rows = await db().reservationChangeRequest.findMany({
    where: { reservationId: reservationId.toLowerCase(), status: "open" },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 50,
    select: { id: true, kind: true, message: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Staff mark a request handled (conditional: only an open one; a repeated click changes nothing twice). */
export async function resolveRequest(input: {
  actorId: string;
  ip: string | null;
  reservationId: string;
  requestId: string;
}): Promise<boolean> {
  if (!isUuid(input.requestId) || !isUuid(input.reservationId)) return false;
  return db().$transaction(async (tx) => {
    const { count } = await tx.reservationChangeRequest.updateMany({
      where: { id: input.requestId.toLowerCase(), reservationId: input.reservationId.toLowerCase(), status: "open" },
      data: { status: "resolved", resolvedAt: new Date(), resolvedById: input.actorId },
    });
    if (count !== 1) return false;
    await audit(
      {
        actorId: input.actorId,
        action: "reservation.request-resolved",
        entity: "reservation",
        entityId: input.reservationId.toLowerCase(),
        after: { requestId: input.requestId.toLowerCase() },
        ip: input.ip,
      },
      tx,
    );
    return true;
  }, TX_OPTIONS);
}
