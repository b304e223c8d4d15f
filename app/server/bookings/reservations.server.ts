import type { Prisma } from "#app/generated/prisma/client";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { placeDateTimeInput, type Currency } from "#app/lib/format";
import { cappedPage, LIST_COUNT_TAKE } from "#app/lib/list-params";
import type { LegZones, ReservationFormDefaults } from "#app/lib/schemas/reservation";
import { isUuid } from "#app/lib/schemas/fields";
import { containsFolded } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { reservationListRows, type ReservationListRecord } from "./reservation-list-rows.server";
import { legTimesIn, legTimesOf, zonesOfRoutes, type LegTimes } from "./leg-times.server";

/**
 * Reservations for staff (issue 12): the list (search, status filter, paging, export), create and edit,
 * status changes along app/lib/domain/reservation-status.ts, and the conversion of an accepted quote request.
 *
 * Every write is one transaction with its audit row (and its e-mail); a status change is a conditional
 * update on the status the page showed, so a repeated or concurrent click changes nothing twice. A jet is
 * never double-booked: the database's exclusion constraint `reservations_no_double_booking` refuses two
 * optional/confirmed reservations of one jet at overlapping times (SQLSTATE 23P01), whoever writes them;
 * reservation-rules.server.ts turns that refusal into a message naming the clashing reservation. A quote
 * request converts once (unique `quote_request_id`).
 *
 * Here: the errors, the list and one reservation with the form's data; the changes are in
 * reservation-changes.server.ts, the conversion in reservation-conversion.server.ts.
 */

export const RESERVATION_PAGE_SIZE = 25;
/** The most rows an export (CSV, PDF) carries; the file says when the list was longer. */
export const EXPORT_LIMIT = 5000;
/** Choices offered by the form's selects (the current record's choice is always added). */
export const OPTION_LIMIT = 1000;

export type ReservationErrorCode =
  | "notFound"
  | "customer"
  | "route"
  | "jet"
  | "tooManyPassengers"
  | "departurePast"
  | "doubleBooked"
  | "final"
  | "alreadyChanged"
  | "transitionNotAllowed"
  | "jetRequired"
  | "arrivalRequired"
  | "notArrivedYet"
  | "initialStatus"
  | "quoteNotConvertible"
  | "alreadyConverted"
  | "jetOutOfRange"
  | "scheduleTooShort"
  | "scheduleTooLong"
  | "notInPosition"
  | "cannotReachNext"
  | "positioningImpossible"
  | "departed"
  | "notDepartedYet";

/** A refusal with its message key `reservations.errors.<code>`, its form field and the values the message names. */
export class ReservationError extends ServiceError<ReservationErrorCode> {
  constructor(code: ReservationErrorCode, status: 400 | 404 | 409, field?: string, values: Record<string, string | number> = {}) {
    super(code, status, `reservations.errors.${code}`, field, values);
    this.name = "ReservationError";
  }
}

export const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;
export type Tx = Prisma.TransactionClient;

// ───────────── list ─────────────

export interface ReservationListParams {
  q: string;
  status: ReservationStatus | null;
}

const listSelect = {
  id: true,
  departureDatetime: true,
  arrivalDatetime: true,
  passengerCount: true,
  status: true,
  totalAmount: true,
  currency: true,
  customer: { select: { firstName: true, lastName: true } },
  jet: { select: { manufacturer: true, model: true } },
  route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } },
} satisfies Prisma.ReservationSelect;

/** A row from the export's select or the page's statement (reservation-list-rows.server.ts): the same fields. */
type ListRow = Prisma.ReservationGetPayload<{ select: typeof listSelect }> | ReservationListRecord;

/**
 * A list row as screens and exports get it; null where the spec shows 'Bilinmiyor' / 'Belirlenmedi'. `departure`
 * and `arrival` are the times at their airports (decision 043).
 */
function listView(row: ListRow, times: LegTimes) {
  const customer = row.customer ? `${row.customer.firstName} ${row.customer.lastName}`.trim() : "";
  const jet = row.jet ? `${row.jet.manufacturer} ${row.jet.model}`.trim() : "";
  return {
    id: row.id,
    code: reservationCode(row.id),
    customer: customer || null,
    jet: jet || null,
    route: row.route ? { from: row.route.departureCity, to: row.route.arrivalCity } : null,
    departureDatetime: row.departureDatetime,
    arrivalDatetime: row.arrivalDatetime,
    departure: times.departure,
    arrival: times.arrival,
    passengerCount: row.passengerCount,
    totalAmount: row.totalAmount === null ? null : row.totalAmount.toString(),
    currency: row.currency as Currency,
    status: row.status,
  };
}

async function listViews(rows: ListRow[]) {
  const times = await legTimesOf(rows);
  return rows.map((row, i) => listView(row, times[i]!));
}
export type ReservationListRow = ReturnType<typeof listView>;

/** Each word of the search must match the customer (names, e-mail, company), the jet or the route (cities, airports). */
function listWhere(params: ReservationListParams): Prisma.ReservationWhereInput {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  const search = words.map((word): Prisma.ReservationWhereInput => {
    const like = containsFolded(word);
    return { OR: [{ customer: { searchText: like } }, { jet: { searchText: like } }, { route: { searchText: like } }] };
  });
  return { AND: [...search, ...(params.status ? [{ status: params.status }] : [])] };
}

const ORDER: Prisma.ReservationOrderByWithRelationInput[] = [{ departureDatetime: "desc" }, { id: "asc" }];

/** One page, newest departure first. */
export async function listReservations(params: ReservationListParams & { page: string | null }) {
  const where = listWhere(params);
  // counted up to a cap in the page's order, so the count walks the page's index and costs the same at any size
  // (decision 059; Prisma orders a count with `take` by id otherwise)
  const counted = await db().reservation.count({ where, orderBy: ORDER, take: LIST_COUNT_TAKE });
  const window = cappedPage(counted, params.page, RESERVATION_PAGE_SIZE);
  const page = await db().reservation.findMany({ where, orderBy: ORDER, skip: window.skip, take: window.take, select: { id: true } });
  return { rows: await listViews(await reservationListRows(page.map((row) => row.id))), ...window };
}

/** The whole filtered list for an export, at most EXPORT_LIMIT rows (`total` tells how many matched). */
export async function reservationsForExport(params: ReservationListParams) {
  const where = listWhere(params);
  const [total, rows] = await Promise.all([
    db().reservation.count({ where }),
    db().reservation.findMany({ where, orderBy: ORDER, take: EXPORT_LIMIT, select: listSelect }),
  ]);
  return { rows: await listViews(rows), total, capped: total > rows.length };
}

// ───────────── one reservation ─────────────

const detailSelect = {
  id: true,
  customerId: true,
  routeId: true,
  jetId: true,
  departureDatetime: true,
  arrivalDatetime: true,
  passengerCount: true,
  cateringRequired: true,
  groundTransportRequired: true,
  specialRequests: true,
  status: true,
  totalAmount: true,
  currency: true,
  quoteRequestId: true,
  createdAt: true,
  updatedAt: true,
  customer: { select: { firstName: true, lastName: true, email: true, phone: true, companyName: true } },
  route: {
    select: {
      departureCity: true,
      departureCountry: true,
      departureAirport: true,
      arrivalCity: true,
      arrivalCountry: true,
      arrivalAirport: true,
      distanceKm: true,
    },
  },
  jet: { select: { manufacturer: true, model: true, seatCapacity: true } },
} satisfies Prisma.ReservationSelect;

type DetailRow = Prisma.ReservationGetPayload<{ select: typeof detailSelect }>;

function detailView(row: DetailRow) {
  return {
    ...row,
    code: reservationCode(row.id),
    totalAmount: row.totalAmount === null ? null : row.totalAmount.toString(),
    currency: row.currency as Currency,
  };
}
export type ReservationDetail = ReturnType<typeof detailView>;

/** A reservation with its customer, route and jet, or null. */
export async function getReservation(id: string): Promise<ReservationDetail | null> {
  if (!isUuid(id)) return null;
  const row = await db().reservation.findUnique({ where: { id: id.toLowerCase() }, select: detailSelect });
  return row ? detailView(row) : null;
}

export function amountInput(amount: string | null): string {
  return amount === null ? "" : amount.replace(/\.00$/, "").replace(".", ",");
}

/**
 * The form's prefill for an existing reservation: each date-time as the wall clock at its airport (decision 043), so
 * saving it unchanged keeps the instants.
 */
export function formDefaults(r: ReservationDetail, zones: LegZones): ReservationFormDefaults {
  const times = legTimesIn(zones, r.departureDatetime, r.arrivalDatetime);
  return {
    customer_id: r.customerId,
    route_id: r.routeId,
    jet_id: r.jetId ?? "",
    departure_datetime: placeDateTimeInput(times.departure),
    arrival_datetime: placeDateTimeInput(times.arrival),
    passenger_count: String(r.passengerCount),
    catering_required: r.cateringRequired ? "on" : "",
    ground_transport_required: r.groundTransportRequired ? "on" : "",
    special_requests: r.specialRequests ?? "",
    total_amount: amountInput(r.totalAmount),
    currency: r.currency,
    quote_request_id: r.quoteRequestId ?? "",
  };
}

/** What the engine needs of a jet to time a leg (the form's live arrival default computes it in the browser too). */
const JET_PLAN_SELECT = { category: true, rangeKm: true, cruiseKmh: true } as const;

/**
 * The arrival an empty arrival field stands for (decision 036): the departure plus the block time of the route for
 * the jet (a midsize jet before one is assigned). Null when the route is unknown (the save then refuses the route).
 */
export async function estimatedArrival(input: { routeId: string; jetId: string | null; departure: Date }): Promise<Date | null> {
  const [route, jet] = await Promise.all([
    db().route.findUnique({ where: { id: input.routeId }, select: { distanceKm: true } }),
    input.jetId ? db().jet.findUnique({ where: { id: input.jetId }, select: JET_PLAN_SELECT }) : Promise.resolve(null),
  ]);
  if (!route) return null;
  return new Date(input.departure.getTime() + estimatedBlockMinutesFor(route.distanceKm, jet) * 60_000);
}

const ROUTE_OPTION_SELECT = {
  id: true,
  departureCity: true,
  departureAirport: true,
  arrivalCity: true,
  arrivalAirport: true,
  distanceKm: true,
} as const;

/** Routes with the zones of their airports, where the form reads its times (the browser names them as they change). */
async function withZones<T extends { departureCity: string; departureAirport: string; arrivalCity: string; arrivalAirport: string }>(
  routes: T[],
): Promise<Array<T & { zones: LegZones }>> {
  const zones = await zonesOfRoutes(routes);
  return routes.map((r, i) => ({ ...r, zones: zones[i]! }));
}

/** The customers, routes and jets the form offers (with the current choices always included). */
export async function formOptions(current: { customerId?: string | null; routeId?: string | null; jetId?: string | null } = {}) {
  const p = db();
  const [customers, routes, jets] = await Promise.all([
    p.customer.findMany({
      orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
      take: OPTION_LIMIT,
      select: { id: true, firstName: true, lastName: true, email: true },
    }),
    p.route.findMany({
      orderBy: [{ departureCity: "asc" }, { arrivalCity: "asc" }],
      take: OPTION_LIMIT,
      select: ROUTE_OPTION_SELECT,
    }),
    p.jet.findMany({
      orderBy: [{ manufacturer: "asc" }, { model: "asc" }, { id: "asc" }],
      take: OPTION_LIMIT,
      select: { id: true, manufacturer: true, model: true, seatCapacity: true, ...JET_PLAN_SELECT },
    }),
  ]);
  const ensure = async <T extends { id: string }>(list: T[], id: string | null | undefined, find: (id: string) => Promise<T | null>) => {
    if (!id || list.some((x) => x.id === id)) return list;
    const extra = await find(id);
    return extra ? [extra, ...list] : list;
  };
  return {
    customers: await ensure(customers, current.customerId, (id) =>
      p.customer.findUnique({ where: { id }, select: { id: true, firstName: true, lastName: true, email: true } }),
    ),
    routes: await withZones(
      await ensure(routes, current.routeId, (id) => p.route.findUnique({ where: { id }, select: ROUTE_OPTION_SELECT })),
    ),
    jets: await ensure(jets, current.jetId, (id) =>
      p.jet.findUnique({ where: { id }, select: { id: true, manufacturer: true, model: true, seatCapacity: true, ...JET_PLAN_SELECT } }),
    ),
  };
}
export type ReservationFormOptions = Awaited<ReturnType<typeof formOptions>>;
