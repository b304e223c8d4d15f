import type { Prisma } from "#app/generated/prisma/client";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { cityTimeZone, distanceBetweenCities } from "#app/lib/airports";
import { MAX_LEG_MINUTES } from "#app/lib/domain/charter/figures";
import { planLeg } from "#app/lib/domain/charter/leg";
import { scheduleLeg, type Commitment } from "#app/lib/domain/charter/schedule";
import { HOLDING_STATUSES } from "#app/lib/domain/reservation-status";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { placeTime } from "#app/lib/format";
import type { ReservationInput } from "#app/lib/schemas/reservation";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { sqlState } from "#app/server/platform/db/errors.server";
import { ReservationError, TX_OPTIONS, type Tx } from "./reservations.server";
import { legTimesOfOne, placeText, zonesOfRoute } from "./leg-times.server";

/**
 * The rules a reservation's create and update share (decision 014): the referenced records exist and the party fits
 * the jet, a holding reservation's jet is free and can be where it departs (the charter engine, decision 036), and a
 * refusal of the exclusion constraint becomes a message naming the clashing reservation.
 */

// ───────────── rules shared by create and update ─────────────

/** The referenced customer, route and jet exist, and the passengers fit the jet. */
export async function checkReferences(tx: Tx, value: ReservationInput) {
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
    select: {
      id: true,
      departureDatetime: true,
      arrivalDatetime: true,
      customer: { select: { firstName: true, lastName: true } },
      route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } },
    },
  });
  if (!clash) return {};
  // the clashing flight's times at its airports (decision 043); this may run inside the write's transaction
  const times = await legTimesOfOne(clash, { lookUp: false });
  return {
    code: reservationCode(clash.id),
    customer: `${clash.customer.firstName} ${clash.customer.lastName}`.trim(),
    from: placeText(times.departure),
    to: placeText(times.arrival),
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
export async function checkJetLeg(tx: Tx, leg: JetLeg, holding: boolean): Promise<void> {
  if (holding) await sqlDb(tx).selectFrom("jets").select("id").where("id", "=", leg.jetId).forUpdate().execute();
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
  // each time at the airport it is a departure from (decision 043)
  const zones = await zonesOfRoute(route, { lookUp: false });
  const departing = (at: Date) => placeText(placeTime(at, zones.departure));
  if (r.reason === "not-in-position") {
    throw new ReservationError("notInPosition", 409, "jet_id", { position: r.position, earliest: departing(r.earliestDepartureAt) });
  }
  if (r.reason === "cannot-reach-next") {
    throw new ReservationError("cannotReachNext", 409, "jet_id", {
      airport: r.nextAirport,
      next: placeText(placeTime(r.nextDepartureAt, cityTimeZone(r.nextAirport))),
      latest: departing(r.latestDepartureAt),
    });
  }
  throw new ReservationError("positioningImpossible", 409, "jet_id", { from: r.from, to: r.to });
}

const isExclusionViolation = (error: unknown) => sqlState(error) === "23P01";

/** Runs a write; the database's double-booking refusal becomes a ReservationError naming the clash. */
export async function guarded<T>(
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

export function auditable(value: ReservationInput) {
  return { ...value, departureDatetime: value.departureDatetime.toISOString(), arrivalDatetime: value.arrivalDatetime.toISOString() };
}

export interface Actor {
  actorId: string;
  ip?: string | null;
}
