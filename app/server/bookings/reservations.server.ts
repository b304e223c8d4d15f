import type { Prisma } from "#app/generated/prisma/client";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { distanceBetweenCities } from "#app/lib/airports";
import { MAX_LEG_MINUTES } from "#app/lib/domain/charter/figures";
import { estimatedBlockMinutesFor, planLeg } from "#app/lib/domain/charter/leg";
import { scheduleLeg, type Commitment } from "#app/lib/domain/charter/schedule";
import {
  HOLDING_STATUSES,
  INITIAL_STATUSES,
  RESERVATION_STATUSES,
  canCancel,
  canComplete,
  canRecordNoShow,
  canTransition,
  holdsJet,
  isEditable,
} from "#app/lib/domain/reservation-status";
import { optionDeadline } from "#app/lib/domain/money-terms";
import { fromCents } from "#app/lib/domain/money";
import { settleCancellation } from "#app/server/money/cancellation.server";
import { scheduleOptionExpiry } from "#app/server/bookings/options.server";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatDateTime, formatMoney, toLocalDateTimeInput, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import type { ReservationFormDefaults, ReservationInput } from "#app/lib/schemas/reservation";
import { isUuid } from "#app/lib/schemas/fields";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation, sqlState } from "#app/server/platform/db/errors.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { recordFlightPoints } from "#app/server/service/membership.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * Reservations for staff (issue 12): the list (search, status filter, paging, export), create and edit,
 * status changes along app/lib/domain/reservation-status.ts, and the conversion of an accepted quote request.
 *
 * Every write is one transaction with its audit row (and its e-mail); a status change is a conditional
 * update on the status the page showed, so a repeated or concurrent click changes nothing twice. A jet is
 * never double-booked: the database's exclusion constraint `reservations_no_double_booking` refuses two
 * optional/confirmed reservations of one jet at overlapping times (SQLSTATE 23P01), whoever writes them;
 * this module turns that refusal into a message naming the clashing reservation. A quote request converts
 * once (unique `quote_request_id`).
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
  constructor(
    code: ReservationErrorCode,
    status: 400 | 404 | 409,
    field?: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code, status, `reservations.errors.${code}`, field);
    this.name = "ReservationError";
  }
}

const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;
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
  route: { select: { departureCity: true, arrivalCity: true } },
} satisfies Prisma.ReservationSelect;

type ListRow = Prisma.ReservationGetPayload<{ select: typeof listSelect }>;

/** A list row as screens and exports get it; null where the spec shows 'Bilinmiyor' / 'Belirlenmedi'. */
function listView(row: ListRow) {
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
    passengerCount: row.passengerCount,
    totalAmount: row.totalAmount === null ? null : row.totalAmount.toString(),
    currency: row.currency as Currency,
    status: row.status,
  };
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
  const total = await db().reservation.count({ where });
  const window = paginate(total, params.page, RESERVATION_PAGE_SIZE);
  const rows = await db().reservation.findMany({ where, orderBy: ORDER, skip: window.skip, take: window.take, select: listSelect });
  return { rows: rows.map(listView), ...window };
}

/** The whole filtered list for an export, at most EXPORT_LIMIT rows (`total` tells how many matched). */
export async function reservationsForExport(params: ReservationListParams) {
  const where = listWhere(params);
  const [total, rows] = await Promise.all([
    db().reservation.count({ where }),
    db().reservation.findMany({ where, orderBy: ORDER, take: EXPORT_LIMIT, select: listSelect }),
  ]);
  return { rows: rows.map(listView), total, capped: total > rows.length };
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

function amountInput(amount: string | null): string {
  return amount === null ? "" : amount.replace(/\.00$/, "").replace(".", ",");
}

/** The form's prefill for an existing reservation (date-times in Istanbul). */
export function formDefaults(r: ReservationDetail): ReservationFormDefaults {
  return {
    customer_id: r.customerId,
    route_id: r.routeId,
    jet_id: r.jetId ?? "",
    departure_datetime: toLocalDateTimeInput(r.departureDatetime),
    arrival_datetime: r.arrivalDatetime ? toLocalDateTimeInput(r.arrivalDatetime) : "",
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
      select: { id: true, departureCity: true, arrivalCity: true, distanceKm: true },
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
    routes: await ensure(routes, current.routeId, (id) =>
      p.route.findUnique({ where: { id }, select: { id: true, departureCity: true, arrivalCity: true, distanceKm: true } }),
    ),
    jets: await ensure(jets, current.jetId, (id) =>
      p.jet.findUnique({ where: { id }, select: { id: true, manufacturer: true, model: true, seatCapacity: true, ...JET_PLAN_SELECT } }),
    ),
  };
}
export type ReservationFormOptions = Awaited<ReturnType<typeof formOptions>>;

// ───────────── rules shared by create and update ─────────────

/** The referenced customer, route and jet exist, and the passengers fit the jet. */
async function checkReferences(tx: Tx, value: ReservationInput) {
  const [customer, route, jet] = await Promise.all([
    tx.customer.findUnique({ where: { id: value.customerId }, select: { id: true } }),
    tx.route.findUnique({ where: { id: value.routeId }, select: { id: true } }),
    value.jetId ? tx.jet.findUnique({ where: { id: value.jetId }, select: { seatCapacity: true } }) : Promise.resolve(null),
  ]);
  if (!customer) throw new ReservationError("customer", 400, "customer_id");
  if (!route) throw new ReservationError("route", 400, "route_id");
  if (value.jetId && !jet) throw new ReservationError("jet", 400, "jet_id");
  if (jet && value.passengerCount > jet.seatCapacity) {
    throw new ReservationError("tooManyPassengers", 400, "passenger_count", { seats: jet.seatCapacity });
  }
}

/**
 * The reservation that holds `jetId` during [from, to) (other than `exceptId`), named for the message
 * that replaces the database's refusal.
 */
async function clashValues(jetId: string | null, from: Date, to: Date | null, exceptId?: string, client: Tx = db()) {
  if (!jetId || !to) return {};
  const clash = await client.reservation.findFirst({
    where: {
      jetId,
      status: { in: [...HOLDING_STATUSES] },
      departureDatetime: { lt: to },
      arrivalDatetime: { gt: from },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    orderBy: { departureDatetime: "asc" },
    select: { id: true, departureDatetime: true, arrivalDatetime: true, customer: { select: { firstName: true, lastName: true } } },
  });
  if (!clash) return {};
  return {
    code: reservationCode(clash.id),
    customer: `${clash.customer.firstName} ${clash.customer.lastName}`.trim(),
    from: formatDateTime(clash.departureDatetime),
    to: clash.arrivalDatetime ? formatDateTime(clash.arrivalDatetime) : "—",
  };
}

/** Statuses whose flights fix where a jet is: those that hold it, and the flights it has flown. */
const POSITIONING_STATUSES = [...HOLDING_STATUSES, "completed"] as const satisfies readonly ReservationStatus[];

interface JetLeg {
  jetId: string;
  routeId: string;
  departure: Date;
  arrival: Date;
  /** the reservation being changed, which does not count as a commitment of its own jet */
  exceptId?: string;
}

/**
 * The charter engine's checks of a jet on a flight (decision 036), inside the write's transaction:
 * - always: the jet reaches the route with at most one technical stop, and the schedule (arrival − departure) is
 *   neither shorter than the jet's block time for the route nor longer than MAX_LEG_MINUTES;
 * - when the flight holds the jet (`holding`): the jet is where the flight departs from — after its previous flight,
 *   its turnaround and any positioning leg — and can still reach its next commitment afterwards. The jet's row is
 *   locked first, so two holding writes of one jet are checked one after the other; the database's no-double-booking
 *   constraint stays underneath.
 */
async function checkJetLeg(tx: Tx, leg: JetLeg, holding: boolean): Promise<void> {
  if (holding) await tx.$queryRaw`SELECT id FROM jets WHERE id = ${leg.jetId}::uuid FOR UPDATE`;
  const [jet, route] = await Promise.all([
    tx.jet.findUnique({ where: { id: leg.jetId }, select: { category: true, rangeKm: true, cruiseKmh: true, homeBase: true } }),
    tx.route.findUnique({ where: { id: leg.routeId }, select: { departureCity: true, arrivalCity: true, distanceKm: true } }),
  ]);
  if (!jet || !route) return; // checkReferences answers for a missing jet or route
  const plan = planLeg(route.distanceKm, jet);
  if (!plan.ok) throw new ReservationError("jetOutOfRange", 400, "jet_id", { km: route.distanceKm });
  const scheduled = (leg.arrival.getTime() - leg.departure.getTime()) / 60_000;
  if (scheduled < plan.plan.blockMinutes) {
    throw new ReservationError("scheduleTooShort", 400, "arrival_datetime", { minutes: plan.plan.blockMinutes });
  }
  if (scheduled > MAX_LEG_MINUTES) throw new ReservationError("scheduleTooLong", 400, "arrival_datetime", { hours: MAX_LEG_MINUTES / 60 });
  if (!holding) return;
  // a flight held at overlapping times is named, as the database's own refusal would be
  const overlap = await clashValues(leg.jetId, leg.departure, leg.arrival, leg.exceptId, tx);
  if (overlap.code) throw new ReservationError("doubleBooked", 409, "jet_id", overlap);
  // only the jet's flight just before this departure and the one just after matter (the (jet, departure) index)
  const around = {
    jetId: leg.jetId,
    status: { in: [...POSITIONING_STATUSES] },
    arrivalDatetime: { not: null },
    ...(leg.exceptId ? { id: { not: leg.exceptId } } : {}),
  } satisfies Prisma.ReservationWhereInput;
  const flightSelect = {
    departureDatetime: true,
    arrivalDatetime: true,
    route: { select: { departureCity: true, arrivalCity: true } },
  } as const;
  const [before, after] = await Promise.all([
    tx.reservation.findFirst({
      where: { ...around, departureDatetime: { lt: leg.departure } },
      orderBy: { departureDatetime: "desc" },
      select: flightSelect,
    }),
    tx.reservation.findFirst({
      where: { ...around, departureDatetime: { gte: leg.departure } },
      orderBy: { departureDatetime: "asc" },
      select: flightSelect,
    }),
  ]);
  const others = [before, after].flatMap((o) => (o ? [o] : []));
  const commitments: Commitment[] = others.map((o) => ({
    departureAirport: o.route.departureCity,
    arrivalAirport: o.route.arrivalCity,
    departureAt: o.departureDatetime,
    arrivalAt: o.arrivalDatetime ?? o.departureDatetime,
  }));
  const result = scheduleLeg(
    { ...jet, baseAirport: jet.homeBase },
    commitments,
    { from: route.departureCity, to: route.arrivalCity, departureAt: leg.departure, blockMinutes: scheduled },
    distanceBetweenCities,
  );
  if (result.ok) return;
  const r = result.refusal;
  if (r.reason === "not-in-position") {
    throw new ReservationError("notInPosition", 409, "jet_id", { position: r.position, earliest: formatDateTime(r.earliestDepartureAt) });
  }
  if (r.reason === "cannot-reach-next") {
    throw new ReservationError("cannotReachNext", 409, "jet_id", {
      airport: r.nextAirport,
      next: formatDateTime(r.nextDepartureAt),
      latest: formatDateTime(r.latestDepartureAt),
    });
  }
  throw new ReservationError("positioningImpossible", 409, "jet_id", { from: r.from, to: r.to });
}

const isExclusionViolation = (error: unknown) => sqlState(error) === "23P01";

/** Runs a write; the database's double-booking refusal becomes a ReservationError naming the clash. */
async function guarded<T>(
  fn: (tx: Tx) => Promise<T>,
  clash: () => { jetId: string | null; from: Date; to: Date | null; exceptId?: string },
): Promise<T> {
  try {
    return await db().$transaction(fn, TX_OPTIONS);
  } catch (error) {
    if (isExclusionViolation(error)) {
      const c = clash();
      const values = await clashValues(c.jetId, c.from, c.to, c.exceptId);
      throw new ReservationError("doubleBooked", 409, "jet_id", { code: "—", customer: "—", from: "—", to: "—", ...values });
    }
    throw error;
  }
}

function auditable(value: ReservationInput) {
  return { ...value, departureDatetime: value.departureDatetime.toISOString(), arrivalDatetime: value.arrivalDatetime.toISOString() };
}

export interface Actor {
  actorId: string;
  ip?: string | null;
}

// ───────────── create and update ─────────────

/**
 * A new reservation (draft, or optional to hold the jet at once); returns its id. `within` runs in the same
 * transaction after the insert (e.g. the customer's acceptance of the offer it was made of): what it throws
 * undoes the reservation too.
 */
export async function createReservation(
  input: Actor & { value: ReservationInput; status?: ReservationStatus; within?: (tx: Tx, id: string) => Promise<void> },
  now: Date = new Date(),
): Promise<{ id: string }> {
  const { value } = input;
  const status = input.status ?? "draft";
  if (!(INITIAL_STATUSES as readonly string[]).includes(status)) throw new ReservationError("initialStatus", 400, "status");
  if (value.departureDatetime.getTime() <= now.getTime()) throw new ReservationError("departurePast", 400, "departure_datetime");
  if (holdsJet(status) && !value.jetId) throw new ReservationError("jetRequired", 400, "jet_id");
  try {
    return await guarded(
      async (tx) => {
        await checkReferences(tx, value);
        if (value.jetId) {
          const leg = { jetId: value.jetId, routeId: value.routeId, departure: value.departureDatetime, arrival: value.arrivalDatetime };
          await checkJetLeg(tx, leg, holdsJet(status));
        }
        if (value.quoteRequestId) await checkConvertible(tx, value.quoteRequestId);
        // an option holds its jet until its deadline (decision 042); the job releases it then unless the deposit is in
        const deadline = status === "optional" ? optionDeadline(now, value.departureDatetime) : null;
        const created = await tx.reservation.create({ data: { ...value, status, optionDeadline: deadline }, select: { id: true } });
        if (deadline) await scheduleOptionExpiry(tx, created.id, deadline);
        await audit(
          {
            actorId: input.actorId,
            action: "reservation.create",
            entity: "reservation",
            entityId: created.id,
            after: { ...auditable(value), status, optionDeadline: deadline?.toISOString() ?? null },
            ip: input.ip,
          },
          tx,
        );
        if (input.within) await input.within(tx, created.id);
        return created;
      },
      () => ({ jetId: value.jetId, from: value.departureDatetime, to: value.arrivalDatetime }),
    );
  } catch (error) {
    // two conversions of one request at once: the unique index lets one through
    if (value.quoteRequestId && isUniqueViolation(error)) throw new ReservationError("alreadyConverted", 409, "quote_request_id");
    throw error;
  }
}

/** Saves the form's fields on a reservation that is not completed or cancelled (its status and quote link stay). */
export async function updateReservation(input: Actor & { id: string; value: ReservationInput }): Promise<void> {
  const { id, value } = input;
  if (!isUuid(id)) throw new ReservationError("notFound", 404);
  const { quoteRequestId: _kept, ...fields } = value;
  await guarded(
    async (tx) => {
      const before = await tx.reservation.findUnique({
        where: { id },
        select: {
          status: true,
          jetId: true,
          departureDatetime: true,
          arrivalDatetime: true,
          passengerCount: true,
          totalAmount: true,
          currency: true,
        },
      });
      if (!before) throw new ReservationError("notFound", 404);
      if (!isEditable(before.status)) throw new ReservationError("final", 409);
      if (holdsJet(before.status) && !fields.jetId) throw new ReservationError("jetRequired", 400, "jet_id");
      await checkReferences(tx, value);
      if (fields.jetId) {
        const leg = {
          jetId: fields.jetId,
          routeId: fields.routeId,
          departure: fields.departureDatetime,
          arrival: fields.arrivalDatetime,
          exceptId: id,
        };
        await checkJetLeg(tx, leg, holdsJet(before.status));
      }
      const { count } = await tx.reservation.updateMany({ where: { id, status: before.status }, data: fields });
      if (count !== 1) throw new ReservationError("alreadyChanged", 409);
      await audit(
        {
          actorId: input.actorId,
          action: "reservation.update",
          entity: "reservation",
          entityId: id,
          before: { ...before, totalAmount: before.totalAmount?.toString() ?? null },
          after: auditable(value),
          ip: input.ip,
        },
        tx,
      );
    },
    () => ({ jetId: value.jetId, from: value.departureDatetime, to: value.arrivalDatetime, exceptId: id }),
  );
}

// ───────────── status ─────────────

const STATUS_EMAIL = { confirmed: "reservationConfirmed", cancelled: "reservationCancelled" } as const;

/**
 * Moves a reservation from `from` (the status the page showed) to `to`, if the machine allows it and the
 * reservation is still in `from`. Holding the jet (optional, confirmed) needs a jet and an arrival time and
 * may be refused by the charter engine (the jet is elsewhere, decision 036) or the database (double booking);
 * completing needs the flight to have landed, cancelling a flight not yet departed (it then keeps the policy's
 * fee and leaves refunds due, decision 042) and a no-show a departed one; an option gets its deadline. The
 * customer gets an e-mail when the reservation is confirmed or cancelled.
 */
export async function changeReservationStatus(
  input: Actor & { id: string; from: ReservationStatus; to: ReservationStatus; baseUrl?: string },
  now: Date = new Date(),
): Promise<void> {
  const { id, from, to } = input;
  if (!isUuid(id)) throw new ReservationError("notFound", 404);
  if (!RESERVATION_STATUSES.includes(from) || !RESERVATION_STATUSES.includes(to) || !canTransition(from, to)) {
    throw new ReservationError("transitionNotAllowed", 409, undefined, { from, to });
  }
  let jet: { jetId: string | null; from: Date; to: Date | null } = { jetId: null, from: now, to: null };
  await guarded(
    async (tx) => {
      const current = await tx.reservation.findUnique({
        where: { id },
        select: {
          status: true,
          jetId: true,
          routeId: true,
          departureDatetime: true,
          arrivalDatetime: true,
          totalAmount: true,
          currency: true,
          customer: { select: { email: true, firstName: true, lastName: true } },
          route: { select: { departureCity: true, arrivalCity: true } },
        },
      });
      if (!current) throw new ReservationError("notFound", 404);
      if (current.status !== from) throw new ReservationError("alreadyChanged", 409);
      if (holdsJet(to) && !current.jetId) throw new ReservationError("jetRequired", 409, "jet_id");
      if (holdsJet(to) && !current.arrivalDatetime) throw new ReservationError("arrivalRequired", 409, "arrival_datetime");
      if (holdsJet(to) && current.jetId && current.arrivalDatetime) {
        const leg = {
          jetId: current.jetId,
          routeId: current.routeId,
          departure: current.departureDatetime,
          arrival: current.arrivalDatetime,
        };
        await checkJetLeg(tx, { ...leg, exceptId: id }, true);
      }
      if (to === "completed" && !canComplete(current, now)) throw new ReservationError("notArrivedYet", 409);
      // a flight that has departed is not cancelled: it is completed once it lands, or a no-show (decision 042)
      if (to === "cancelled" && !canCancel(current, now)) throw new ReservationError("departed", 409);
      if (to === "no_show" && !canRecordNoShow(current, now)) throw new ReservationError("notDepartedYet", 409);
      jet = { jetId: current.jetId, from: current.departureDatetime, to: current.arrivalDatetime };
      // cancelling keeps the policy's fee and leaves the rest of what was paid due as refunds (decision 042); it is
      // settled before the status moves (on the status the page showed: a parallel change undoes it all below)
      const settled =
        to === "cancelled"
          ? await settleCancellation(tx, { reservationId: id, actorId: input.actorId, ip: input.ip, reason: "cancellation" }, now)
          : null;
      if (settled && !settled.allowed) throw new ReservationError(settled.reason === "departed" ? "departed" : "alreadyChanged", 409);
      const deadline = to === "optional" ? optionDeadline(now, current.departureDatetime) : undefined;
      const { count } = await tx.reservation.updateMany({
        where: { id, status: from },
        data: { status: to, ...(deadline ? { optionDeadline: deadline } : {}) },
      });
      if (count !== 1) throw new ReservationError("alreadyChanged", 409);
      if (deadline) await scheduleOptionExpiry(tx, id, deadline);
      // a completed flight earns its membership points with the completion (decision 023)
      if (to === "completed") await recordFlightPoints(tx, id);
      await audit(
        {
          actorId: input.actorId,
          action: `reservation.${to}`,
          entity: "reservation",
          entityId: id,
          before: { status: from },
          after: { status: to },
          ip: input.ip,
        },
        tx,
      );
      if (to === "confirmed" || to === "cancelled") {
        const mail = await composeEmail(STATUS_EMAIL[to], {
          name: `${current.customer.firstName} ${current.customer.lastName}`.trim(),
          code: reservationCode(id),
          route: `${current.route.departureCity} → ${current.route.arrivalCity}`,
          departure: formatDateTime(current.departureDatetime),
          amount: current.totalAmount === null ? null : formatMoney(current.totalAmount.toString(), current.currency as Currency),
          fee: settled?.allowed ? formatMoney(fromCents(settled.feeCents), current.currency as Currency) : null,
          refund: settled?.allowed ? formatMoney(fromCents(settled.refundCents), current.currency as Currency) : null,
        });
        await queueEmail({ to: current.customer.email, ...mail, template: `reservation.${to}` }, tx);
      }
    },
    () => ({ ...jet, exceptId: id }),
  );
}

// ───────────── from an accepted quote request ─────────────

/** The request must be accepted, have an approved quote, and not have been converted yet. */
async function checkConvertible(tx: Tx, requestId: string) {
  const request = await tx.quoteRequest.findUnique({
    where: { id: requestId },
    select: {
      status: true,
      reservation: { select: { id: true } },
      brokerQuotes: { where: { status: "approved" }, select: { id: true }, take: 1 },
    },
  });
  if (!request) throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
  if (request.reservation) throw new ReservationError("alreadyConverted", 409, "quote_request_id", { id: request.reservation.id });
  if (request.status !== "accepted" || request.brokerQuotes.length === 0)
    throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
}

/**
 * The new-reservation form prefilled from an accepted request and its approved quote: customer, route,
 * departure (and an arrival estimated from the route's distance), passengers, special requests, price,
 * currency and the offered jet. Throws when the request cannot (or can no longer) be converted.
 */
export async function conversionDefaults(requestId: string): Promise<{ defaults: ReservationFormDefaults; label: string }> {
  if (!isUuid(requestId)) throw new ReservationError("quoteNotConvertible", 404);
  const request = await db().quoteRequest.findUnique({
    where: { id: requestId.toLowerCase() },
    select: {
      id: true,
      status: true,
      customerId: true,
      routeId: true,
      passengerCount: true,
      departureDatetime: true,
      specialRequests: true,
      reservation: { select: { id: true } },
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, arrivalCity: true, distanceKm: true } },
      brokerQuotes: {
        where: { status: "approved" },
        select: {
          quotedPrice: true,
          currency: true,
          jetOfferedId: true,
          jetOffered: { select: { category: true, rangeKm: true, cruiseKmh: true } },
        },
        take: 1,
      },
    },
  });
  if (!request) throw new ReservationError("quoteNotConvertible", 404);
  if (request.reservation) throw new ReservationError("alreadyConverted", 409, "quote_request_id", { id: request.reservation.id });
  const quote = request.brokerQuotes[0];
  if (request.status !== "accepted" || !quote) throw new ReservationError("quoteNotConvertible", 409, "quote_request_id");
  // the offered jet's block time on the route (a midsize jet's without one), by the charter engine (decision 036)
  const block = estimatedBlockMinutesFor(request.route.distanceKm, quote.jetOffered);
  const arrival = new Date(request.departureDatetime.getTime() + block * 60_000);
  return {
    label: `${request.customer.firstName} ${request.customer.lastName} · ${request.route.departureCity} → ${request.route.arrivalCity}`,
    defaults: {
      customer_id: request.customerId,
      route_id: request.routeId,
      jet_id: quote.jetOfferedId ?? "",
      departure_datetime: toLocalDateTimeInput(request.departureDatetime),
      arrival_datetime: toLocalDateTimeInput(arrival),
      passenger_count: String(request.passengerCount),
      special_requests: request.specialRequests ?? "",
      total_amount: amountInput(quote.quotedPrice.toString()),
      currency: quote.currency,
      quote_request_id: request.id,
    },
  };
}

/** The reservation each of these quote requests was converted into (one indexed look-up of just these ids). */
export async function reservationsOfRequests(requestIds: string[]): Promise<Map<string, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db().reservation.findMany({
    where: { quoteRequestId: { in: requestIds } },
    select: { id: true, quoteRequestId: true },
  });
  return new Map(rows.map((r) => [r.quoteRequestId!, r.id]));
}
