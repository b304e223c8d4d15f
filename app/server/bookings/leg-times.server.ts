import { FALLBACK_PLACE_ZONE, formatPlaceDateTime, placeTime, type AppLocale, type PlaceTime } from "#app/lib/format";
import type { LegZones } from "#app/lib/schemas/reservation";
import { cityTimeZone } from "#app/lib/airports";
import { airportTimeZones } from "#app/server/fleet/airports.server";
import { isUuid } from "#app/lib/schemas/fields";
import { db } from "#app/server/platform/db/client.server";

/**
 * A reservation's times at its places (decision 043): the departure in the zone of the route's departure airport,
 * the arrival in the arrival airport's. Routes name their airports by a city of the list and the airport's text;
 * a place nobody can look up keeps İstanbul's zone (as `placeTime` does).
 */

/** What a route says about its two places. */
export interface RoutePlaces {
  departureCity: string;
  departureAirport?: string | null;
  arrivalCity: string;
  arrivalAirport?: string | null;
}

/**
 * The zones of many routes' airports, in the routes' order. A route's city is one of the list (its zone needs no
 * query, and comes first in `airportTimeZone` too); the rest are looked up by their airport text, in one query.
 * `lookUp: false` inside a transaction (PGlite serves one connection): the rest then keep İstanbul's zone.
 */
export async function zonesOfRoutes(routes: ReadonlyArray<RoutePlaces | null | undefined>, { lookUp = true } = {}): Promise<LegZones[]> {
  const refs = routes.flatMap((r) => [
    r ? { city: r.departureCity, label: r.departureAirport ?? null } : null,
    r ? { city: r.arrivalCity, label: r.arrivalAirport ?? null } : null,
  ]);
  const zones: Array<string | null> = refs.map((ref) => cityTimeZone(ref?.city));
  const unknown = refs.flatMap((ref, i) => (ref && !zones[i] && ref.label ? [i] : []));
  if (lookUp && unknown.length) {
    const found = await airportTimeZones(unknown.map((i) => refs[i]));
    unknown.forEach((i, k) => (zones[i] = found[k] ?? null));
  }
  return routes.map((_, i) => ({
    departure: zones[2 * i] ?? FALLBACK_PLACE_ZONE,
    arrival: zones[2 * i + 1] ?? FALLBACK_PLACE_ZONE,
  }));
}

/** The zones of one route's airports (`lookUp` as for `zonesOfRoutes`). */
export async function zonesOfRoute(route: RoutePlaces, options: { lookUp?: boolean } = {}): Promise<LegZones> {
  return (await zonesOfRoutes([route], options))[0]!;
}

/** The zones of a stored route by its id; null for an id that names no route. */
export async function zonesOfRouteId(routeId: string | null | undefined): Promise<LegZones | null> {
  if (!routeId || !isUuid(routeId)) return null;
  const route = await db().route.findUnique({
    where: { id: routeId.toLowerCase() },
    select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true },
  });
  return route ? zonesOfRoute(route) : null;
}

/** A flight's two times at their places. */
export interface LegTimes {
  departure: PlaceTime;
  arrival: PlaceTime | null;
}

/** The departure and arrival of one flight at its places. */
export function legTimesIn(zones: LegZones, departure: Date, arrival: Date | null): LegTimes {
  return { departure: placeTime(departure, zones.departure)!, arrival: placeTime(arrival, zones.arrival) };
}

interface Flight {
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  route: RoutePlaces | null;
}

/** Each flight's times at its places (a list's rows), with at most one query for all the zones. */
export async function legTimesOf(flights: ReadonlyArray<Flight>, options: { lookUp?: boolean } = {}): Promise<LegTimes[]> {
  const zones = await zonesOfRoutes(
    flights.map((f) => f.route),
    options,
  );
  return flights.map((f, i) => legTimesIn(zones[i]!, f.departureDatetime, f.arrivalDatetime));
}

/** One flight's times at its places. */
export async function legTimesOfOne(flight: Flight, options: { lookUp?: boolean } = {}): Promise<LegTimes> {
  return (await legTimesOf([flight], options))[0]!;
}

/** "12.04.2027 13:00 CET" for server-made text (e-mails, PDFs, messages); "—" for no time. */
export function placeText(t: PlaceTime | null | undefined, locale: AppLocale = "tr"): string {
  return formatPlaceDateTime(t, locale) || "—";
}
