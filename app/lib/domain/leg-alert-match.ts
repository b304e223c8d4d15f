import { greatCircleKm } from "#app/lib/geo";
import { fold } from "#app/lib/search";

/**
 * The rule that decides whether an approved empty leg is news for a watch (decision 027), on plain values so
 * it runs the same in a unit test and in the background job:
 *
 * - **ends**: the leg's departure must be at the watched "from" and its arrival at the watched "to". An end
 *   matches **exactly** when the leg's airport code is one of the watched airports' codes or the leg's city is
 *   the watched city (Turkish folding); it matches **near** when the great-circle distance from the leg's
 *   airport to the nearest watched airport is at most `NEAR_ROUTE_RADIUS_KM`. Both ends must match.
 * - **date**: the leg's departure day (Istanbul) lies in the window, both days included.
 * - **seats**: the leg seats at least the watched passengers; a leg whose seats the broker left empty counts
 *   as enough (the jet type has seats; the request form asks again).
 *
 * Matches are ranked by closeness: the sum of both ends' distances (an exact end counts 0), then exact
 * before near, then the watch's id so the order is stable.
 */
export const NEAR_ROUTE_RADIUS_KM = 150;

export interface GeoPoint {
  /** ICAO (or IATA) code of the airport, upper case; null for a point without a code */
  code: string | null;
  latitude: number;
  longitude: number;
}

/** One end of a watch: a city (all its airports) or one airport. */
export interface WatchEnd {
  city: string | null;
  codes: readonly string[];
  points: readonly GeoPoint[];
}

/** One end of a leg, as far as it resolved to an airport of the data (a free-text leg may resolve to nothing). */
export interface LegEnd {
  city: string | null;
  point: GeoPoint | null;
}

export interface WatchCriteria {
  id: string;
  from: WatchEnd;
  to: WatchEnd;
  /** YYYY-MM-DD, Istanbul days, both included */
  dateFrom: string;
  dateTo: string;
  passengers: number;
}

export interface LegFacts {
  from: LegEnd;
  to: LegEnd;
  /** the Istanbul day of the leg's departure, YYYY-MM-DD */
  departureDay: string;
  seatCapacity: number | null;
}

export type EndMatch = { kind: "exact" | "near"; km: number };

export interface LegAlertMatch {
  watchId: string;
  kind: "exact" | "near";
  departureKm: number;
  arrivalKm: number;
  /** departureKm + arrivalKm: the ranking key */
  distanceKm: number;
}

function sameCity(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const fa = fold(a.trim());
  return fa !== "" && fa === fold(b.trim());
}

/** How one end of a leg meets one end of a watch, or null when it is further than the radius. */
export function matchEnd(watched: WatchEnd, leg: LegEnd, radiusKm: number = NEAR_ROUTE_RADIUS_KM): EndMatch | null {
  const code = leg.point?.code?.toUpperCase() ?? null;
  if (code && watched.codes.some((c) => c.toUpperCase() === code)) return { kind: "exact", km: 0 };
  if (sameCity(watched.city, leg.city)) return { kind: "exact", km: 0 };
  if (!leg.point || watched.points.length === 0) return null;
  const point = leg.point;
  const km = Math.min(...watched.points.map((p) => greatCircleKm(p, point)));
  return km <= radiusKm ? { kind: "near", km } : null;
}

/** True when `day` (YYYY-MM-DD) lies in [from, to]; the strings compare as dates. */
export function inWindow(day: string, from: string, to: string): boolean {
  return day >= from && day <= to;
}

export function hasSeats(seatCapacity: number | null, passengers: number): boolean {
  return seatCapacity === null || seatCapacity >= passengers;
}

/** The match of one watch and one leg, or null. */
export function matchWatch(watch: WatchCriteria, leg: LegFacts, radiusKm: number = NEAR_ROUTE_RADIUS_KM): LegAlertMatch | null {
  if (!inWindow(leg.departureDay, watch.dateFrom, watch.dateTo)) return null;
  if (!hasSeats(leg.seatCapacity, watch.passengers)) return null;
  const departure = matchEnd(watch.from, leg.from, radiusKm);
  if (!departure) return null;
  const arrival = matchEnd(watch.to, leg.to, radiusKm);
  if (!arrival) return null;
  return {
    watchId: watch.id,
    kind: departure.kind === "exact" && arrival.kind === "exact" ? "exact" : "near",
    departureKm: departure.km,
    arrivalKm: arrival.km,
    distanceKm: departure.km + arrival.km,
  };
}

/** Every watch the leg matches, closest first. */
export function rankMatches(watches: readonly WatchCriteria[], leg: LegFacts, radiusKm: number = NEAR_ROUTE_RADIUS_KM): LegAlertMatch[] {
  const matches: LegAlertMatch[] = [];
  for (const watch of watches) {
    const match = matchWatch(watch, leg, radiusKm);
    if (match) matches.push(match);
  }
  return matches.sort(
    (a, b) =>
      a.distanceKm - b.distanceKm ||
      (a.kind === b.kind ? 0 : a.kind === "exact" ? -1 : 1) ||
      (a.watchId < b.watchId ? -1 : a.watchId > b.watchId ? 1 : 0),
  );
}

/**
 * A box around a point that holds every point within `radiusKm` (for the database's first cut before the exact
 * distance): latitude ± radius/111 km, longitude widened by the latitude's cosine.
 */
export function boundingBox(point: { latitude: number; longitude: number }, radiusKm: number = NEAR_ROUTE_RADIUS_KM) {
  const dLat = radiusKm / 111 + 0.01;
  const cos = Math.cos((Math.min(89, Math.abs(point.latitude) + dLat) * Math.PI) / 180);
  const dLng = Math.min(180, radiusKm / (111 * Math.max(cos, 0.01)) + 0.01);
  return {
    minLatitude: point.latitude - dLat,
    maxLatitude: point.latitude + dLat,
    minLongitude: point.longitude - dLng,
    maxLongitude: point.longitude + dLng,
  };
}
