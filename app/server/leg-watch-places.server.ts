import { AIRPORT_CITIES, findCity, type AirportCity } from "#app/lib/airports";
import type { GeoPoint, LegEnd, WatchEnd } from "#app/lib/domain/leg-alert-match";
import { fold } from "#app/lib/search";

/**
 * Where a watch's "from" and "to" and a leg's airports are on the map (decision 027). A watch end is typed
 * text — a city ("İstanbul", "Nice"), an airport's code ("SAW", "LFMD") or its name — resolved here against the
 * airport data into a city (every airport of it) or one airport; text that names nothing, or several places,
 * is refused with the candidates. A leg end is its airport code when the leg has one, else its airport text.
 */
export type PlaceKind = "city" | "airport";

export interface ResolvedPlace extends WatchEnd {
  kind: PlaceKind;
  /** as shown in lists and e-mails, e.g. "İstanbul" or "Sabiha Gökçen International Airport (SAW)" */
  label: string;
  city: string | null;
  /** upper-case ICAO and IATA codes of the place's airports */
  codes: string[];
  points: GeoPoint[];
}

export type PlaceResolution = { ok: true; place: ResolvedPlace } | { ok: false; reason: "unknown" | "ambiguous"; options: string[] };

const pointOf = (a: AirportCity): GeoPoint => ({ code: a.icao, latitude: a.latitude, longitude: a.longitude });
const airportLabel = (a: AirportCity) => `${a.name} (${a.iata})`;

function cityPlace(airports: readonly AirportCity[]): ResolvedPlace {
  const first = airports[0]!;
  return {
    kind: "city",
    label: first.city,
    city: first.city,
    codes: airports.flatMap((a) => [a.icao, a.iata]),
    points: airports.map(pointOf),
  };
}

function airportPlace(a: AirportCity): ResolvedPlace {
  return { kind: "airport", label: airportLabel(a), city: a.city, codes: [a.icao, a.iata], points: [pointOf(a)] };
}

function byCode(code: string): AirportCity | undefined {
  const c = code.toUpperCase();
  return AIRPORT_CITIES.find((a) => a.iata === c || a.icao === c);
}

/** Typed text → a city or an airport of the data; several or no candidates → refused with up to five names. */
export async function resolvePlace(text: string): Promise<PlaceResolution> {
  const trimmed = text.trim();
  // "İstanbul Airport (IST)", as the suggestions write an airport
  const labelled = /\(([A-Za-z]{3,4})\)\s*$/.exec(trimmed)?.[1];
  const code = labelled ?? (/^[A-Za-z]{3,4}$/.test(trimmed) ? trimmed : null);
  if (code) {
    const airport = byCode(code);
    if (airport) return { ok: true, place: airportPlace(airport) };
  }
  const city = findCity(trimmed);
  if (city) return { ok: true, place: cityPlace(AIRPORT_CITIES.filter((a) => a.city === city.city)) };
  const wanted = fold(trimmed);
  const hits = AIRPORT_CITIES.filter((a) => [a.city, a.cityEn, a.name, a.country].some((s) => fold(s).includes(wanted)));
  if (hits.length === 1) return { ok: true, place: airportPlace(hits[0]!) };
  if (hits.length === 0) return { ok: false, reason: "unknown", options: [] };
  return { ok: false, reason: "ambiguous", options: hits.slice(0, 5).map((a) => `${a.city} — ${airportLabel(a)}`) };
}

/** A leg's airport → its city and point, as far as the data knows it (free text may resolve to nothing). */
export async function resolveLegEnd(code: string | null | undefined, text: string): Promise<LegEnd> {
  const codes = [code ?? "", ...(text.toUpperCase().match(/\b[A-Z]{3,4}\b/g) ?? [])].filter(Boolean);
  for (const c of codes) {
    const airport = byCode(c);
    if (airport) return { city: airport.city, point: pointOf(airport) };
  }
  const city = findCity(text.replace(/\s*\([^)]*\)\s*$/, "").trim());
  if (city) return { city: city.city, point: pointOf(city) };
  return { city: null, point: null };
}

/** The places the form suggests (a `<datalist>`): every city and every airport with its code. */
export function placeSuggestions(): string[] {
  const cities = [...new Set(AIRPORT_CITIES.map((a) => a.city))];
  return [...cities, ...AIRPORT_CITIES.map(airportLabel)];
}

/** The short list for the public page: the cities only (its first load stays small). */
export function cityPlaceSuggestions(): string[] {
  return [...new Set(AIRPORT_CITIES.map((a) => a.city))];
}
