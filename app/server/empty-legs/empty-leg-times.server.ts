import { airportCityName } from "#app/lib/airports";
import { formatPlaceAndIstanbul, placeTime, zoneLabel, type PlaceTime } from "#app/lib/format";
import type { AppLocale } from "#app/lib/format";
import type { LegFieldZone } from "#app/lib/schemas/empty-leg";
import { airportsByCode, airportTimeZones, type WorldAirport } from "#app/server/fleet/airports.server";

/**
 * An empty leg's times at its airports (decision 043): the departure in the departure airport's zone, the arrival in
 * the arrival airport's. A leg picked its airports from the world's (`departure_airport_code`); one entered as free
 * text before that has only its text, which `airportTimeZones` reads ("… (NCE)", a code, a city). A place nobody can
 * look up is shown on İstanbul's clock (`placeTime`'s fallback), and still says whose clock it is.
 */
export interface LegAirports {
  departureAirport: string;
  arrivalAirport: string;
  departureAirportCode?: string | null;
  arrivalAirportCode?: string | null;
}

export interface LegZones {
  departure: string | null;
  arrival: string | null;
}

export interface LegTimes {
  departureTime: PlaceTime;
  arrivalTime: PlaceTime | null;
}

/** The zones of the airports of a list of legs, in one query. */
export async function legZones(legs: readonly LegAirports[]): Promise<LegZones[]> {
  if (legs.length === 0) return [];
  const zones = await airportTimeZones(
    legs.flatMap((l) => [
      { code: l.departureAirportCode, label: l.departureAirport },
      { code: l.arrivalAirportCode, label: l.arrivalAirport },
    ]),
  );
  return legs.map((_, i) => ({ departure: zones[2 * i] ?? null, arrival: zones[2 * i + 1] ?? null }));
}

type Timed = { departureDatetime: Date | string; arrivalDatetime: Date | string | null };

/** A leg's departure and arrival at their airports, from zones `legZones` found. */
export function legTimesIn(leg: Timed, zones: LegZones): LegTimes {
  return {
    departureTime: placeTime(leg.departureDatetime, zones.departure)!,
    arrivalTime: placeTime(leg.arrivalDatetime, zones.arrival),
  };
}

/** Each leg with its departure and arrival at their airports (one query for the whole list). */
export async function withLegTimes<T extends LegAirports & Timed>(legs: readonly T[]): Promise<Array<T & LegTimes>> {
  const zones = await legZones(legs);
  return legs.map((leg, i) => ({ ...leg, ...legTimesIn(leg, zones[i]!) }));
}

/**
 * A leg's departure as staff read it: at its airport, İstanbul's time beside it ("15.01.2027 13:00 CET (15:00 GMT+3)").
 * The airport's code is used when the leg carries it, else its text ("… (NCE)") gives the same zone.
 */
export async function staffDepartureText(leg: LegAirports & { departureDatetime: Date }): Promise<string> {
  return formatPlaceAndIstanbul((await legTimes({ ...leg, arrivalDatetime: null })).departureTime);
}

/** One leg's times at its airports. */
export async function legTimes(leg: LegAirports & Timed): Promise<LegTimes> {
  const [zones] = await legZones([leg]);
  return legTimesIn(leg, zones!);
}

/** Whose clock a leg form's time field is on, for the airport found (null: not known yet), named at `at` (or now). */
export function fieldZone(
  airport: Pick<WorldAirport, "iata" | "code" | "city" | "timeZone"> | null,
  at: Date | null,
  locale: AppLocale,
): LegFieldZone | null {
  if (!airport) return null;
  return { place: airportCityName(airport, locale), zone: airport.timeZone, zoneName: zoneLabel(at ?? new Date(), airport.timeZone) };
}

/**
 * The time fields' zones of legs being edited: by each airport's code; a leg entered as free text by the zone its
 * text gives (`legZones`), the text naming the place. Null where no zone is known.
 */
export async function legFormZones(
  legs: ReadonlyArray<LegAirports & Timed>,
  locale: AppLocale,
): Promise<Array<{ departure: LegFieldZone | null; arrival: LegFieldZone | null }>> {
  const [airports, zones] = await Promise.all([
    airportsByCode(legs.flatMap((l) => [l.departureAirportCode ?? "", l.arrivalAirportCode ?? ""])),
    legZones(legs),
  ]);
  const end = (code: string | null | undefined, label: string, zone: string | null, at: Date | string | null): LegFieldZone | null => {
    const instant = at ? new Date(at) : null;
    const airport = code ? airports.get(code.trim().toUpperCase()) : undefined;
    if (airport) return fieldZone(airport, instant, locale);
    if (!zone) return null;
    return { place: label.replace(/\s*\([^)]*\)\s*$/, "").trim() || label, zone, zoneName: zoneLabel(instant ?? new Date(), zone) };
  };
  return legs.map((l, i) => ({
    departure: end(l.departureAirportCode, l.departureAirport, zones[i]!.departure, l.departureDatetime),
    arrival: end(l.arrivalAirportCode, l.arrivalAirport, zones[i]!.arrival, l.arrivalDatetime ?? l.departureDatetime),
  }));
}
