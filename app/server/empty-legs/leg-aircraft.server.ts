import { aircraftJetCategory } from "#app/lib/aircraft";
import { CRUISE_KMH_BY_CATEGORY, MAX_LEG_MINUTES } from "#app/lib/domain/charter/figures";
import { estimatedBlockMinutesFor, type PlannedJet } from "#app/lib/domain/charter/leg";
import type { JetCategory } from "#app/lib/domain/jet-category";
import { hoursAndMinutes } from "#app/lib/domain/customer-flight";
import { greatCircleKm } from "#app/lib/geo";
import { AIRPORT_CHOICES_SEPARATOR, type EmptyLegInput } from "#app/lib/schemas/empty-leg";
import { fold } from "#app/lib/search";
import { findAirportByCode } from "#app/server/fleet/airports.server";
import { db } from "#app/server/platform/db/client.server";

/**
 * An empty leg against its aircraft (decision 036). A leg names its aircraft in free text: a type (a category such
 * as "Midsize Jet", or a model) and an optional model. The aircraft is
 * - a jet of our fleet when the model (or the type) is one of its models, with or without the manufacturer: its
 *   cruise speed and its seats are known;
 * - else a category when the type names one: its planning cruise speed is known, its seats are not;
 * - else unknown: the fastest category's planning speed gives the shortest block time any business jet could fly.
 * The arrival may not come before the departure plus that block time (range is not checked: without a technical
 * stop the block time is the shortest there is), nor more than MAX_LEG_MINUTES after it; the seats offered may
 * not exceed the seats of a known jet. Errors are translation keys with their values after the separator.
 */
interface LegAircraft {
  /** the name the messages use */
  name: string | null;
  jet: PlannedJet;
  seats: number | null;
}

const FASTEST_CATEGORY = (Object.entries(CRUISE_KMH_BY_CATEGORY) as Array<[JetCategory, number]>).reduce((a, b) =>
  b[1] > a[1] ? b : a,
)[0];

const NO_RANGE_LIMIT = Number.MAX_SAFE_INTEGER;

async function aircraftOf(type: string, model: string | null): Promise<LegAircraft> {
  const wanted = [model, type].filter((v): v is string => !!v).map((v) => fold(v).replace(/\s+/g, " ").trim());
  const fleet = await db().jet.findMany({
    select: { manufacturer: true, model: true, category: true, cruiseKmh: true, seatCapacity: true },
    orderBy: [{ manufacturer: "asc" }, { model: "asc" }, { id: "asc" }],
    take: 500,
  });
  for (const name of wanted) {
    const jet = fleet.find((j) => fold(j.model) === name || fold(`${j.manufacturer} ${j.model}`) === name);
    if (jet) {
      return {
        name: `${jet.manufacturer} ${jet.model}`,
        jet: { category: jet.category, rangeKm: NO_RANGE_LIMIT, cruiseKmh: jet.cruiseKmh },
        seats: jet.seatCapacity,
      };
    }
  }
  const category = aircraftJetCategory(type);
  if (category) return { name: type, jet: { category, rangeKm: NO_RANGE_LIMIT }, seats: null };
  return { name: null, jet: { category: FASTEST_CATEGORY, rangeKm: NO_RANGE_LIMIT }, seats: null };
}

/** A field error key with its message values (read back by `fieldErrorText`). */
const withValues = (key: string, values: Record<string, string | number>) => `${key}${AIRPORT_CHOICES_SEPARATOR}${JSON.stringify(values)}`;

export async function checkLegAircraft(
  value: Pick<EmptyLegInput, "aircraftType" | "aircraftModel" | "departureDatetime" | "arrivalDatetime" | "seatCapacity"> & {
    departureAirportCode: string;
    arrivalAirportCode: string;
  },
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const aircraft = await aircraftOf(value.aircraftType, value.aircraftModel);
  if (aircraft.seats !== null && value.seatCapacity !== null && value.seatCapacity > aircraft.seats) {
    errors.seat_capacity = [withValues("emptyLegs.errors.seatsAboveAircraft", { aircraft: aircraft.name ?? "", seats: aircraft.seats })];
  }
  if (value.arrivalDatetime) {
    const scheduled = (value.arrivalDatetime.getTime() - value.departureDatetime.getTime()) / 60_000;
    if (scheduled > MAX_LEG_MINUTES) {
      errors.arrival_datetime = [withValues("emptyLegs.errors.legTooLong", { hours: MAX_LEG_MINUTES / 60 })];
      return errors;
    }
    const [from, to] = await Promise.all([findAirportByCode(value.departureAirportCode), findAirportByCode(value.arrivalAirportCode)]);
    if (from && to) {
      const block = estimatedBlockMinutesFor(greatCircleKm(from, to), aircraft.jet);
      if (block > 0 && scheduled < block) {
        const key = aircraft.name ? "emptyLegs.errors.arrivalBeforeBlock" : "emptyLegs.errors.arrivalBeforeAnyBlock";
        errors.arrival_datetime = [withValues(key, { aircraft: aircraft.name ?? "", ...hoursAndMinutes(block) })];
      }
    }
  }
  return errors;
}
