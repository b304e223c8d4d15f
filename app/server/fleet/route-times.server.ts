import { AIRPORT_CITIES, cityTimeZone } from "#app/lib/airports";
import { formatPlaceDateTime, placeTime, type AppLocale, type PlaceTime } from "#app/lib/format";
import { airportTimeZones } from "./airports.server";

/**
 * The local times of a flight on a route (decision 043): its departure at the departure airport, its arrival at
 * the arrival airport. A route names its ends by a city of the list (whose zone needs no query) and keeps the
 * airport's text ("London Heathrow Airport (LHR)"), which finds the zone of a city an older list left; a place
 * nobody can look up is shown in İstanbul's time (`placeTime`'s fallback).
 */
export interface RouteEnds {
  departureCity: string;
  arrivalCity: string;
  departureAirport?: string | null;
  arrivalAirport?: string | null;
}

export interface RouteZones {
  departure: string | null;
  arrival: string | null;
}

/** The zone of one end from the city list alone: its city, else the list's airport whose code its text names. */
function listedZone(city: string, airport: string | null | undefined): string | null {
  const byCity = cityTimeZone(city);
  if (byCity) return byCity;
  const code = /\(([A-Z]{3})\)\s*$/.exec((airport ?? "").trim())?.[1];
  return (code && AIRPORT_CITIES.find((c) => c.iata === code)?.timeZone) || null;
}

/**
 * A route's zones from the city list, without a query (for e-mails written inside a transaction); an end the
 * list does not know is null (shown in İstanbul's time).
 */
export function listedRouteZones(route: RouteEnds): RouteZones {
  return {
    departure: listedZone(route.departureCity, route.departureAirport),
    arrival: listedZone(route.arrivalCity, route.arrivalAirport),
  };
}

/**
 * The zones of each route's two ends, in order: from the city list, else from the world's airports by what the
 * airport text names (one query, and none when the list knows every end).
 */
export async function routeZones(routes: ReadonlyArray<RouteEnds>): Promise<RouteZones[]> {
  const listed = routes.map(listedRouteZones);
  const missing = routes.flatMap((r, i) => [
    ...(listed[i]!.departure ? [] : [{ i, end: "departure" as const, label: r.departureAirport || r.departureCity }]),
    ...(listed[i]!.arrival ? [] : [{ i, end: "arrival" as const, label: r.arrivalAirport || r.arrivalCity }]),
  ]);
  if (missing.length === 0) return listed;
  const zones = await airportTimeZones(missing.map((m) => ({ label: m.label })));
  missing.forEach((m, k) => {
    listed[m.i]![m.end] = zones[k] ?? null;
  });
  return listed;
}

export interface FlightPlaceTimes {
  departure: PlaceTime;
  arrival: PlaceTime | null;
}

/** A flight's departure and arrival, each at its own airport. */
export function flightPlaceTimes(zones: RouteZones, departure: Date, arrival: Date | null | undefined): FlightPlaceTimes {
  return { departure: placeTime(departure, zones.departure)!, arrival: placeTime(arrival, zones.arrival) };
}

/**
 * A flight's departure and arrival as an e-mail writes them, each at its own airport with its zone
 * ("12.07.2027 09:00 GMT+3", "12.07.2027 11:00 BST"); the arrival null when none is known. No query: it serves
 * e-mails written inside a transaction.
 */
export function flightTimeTexts(
  route: RouteEnds,
  departure: Date,
  arrival: Date | null | undefined,
  locale: AppLocale = "tr",
): { departure: string; arrival: string | null } {
  const times = flightPlaceTimes(listedRouteZones(route), departure, arrival);
  return {
    departure: formatPlaceDateTime(times.departure, locale),
    arrival: times.arrival ? formatPlaceDateTime(times.arrival, locale) : null,
  };
}
