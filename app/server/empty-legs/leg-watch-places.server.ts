import { AIRPORT_CITIES, findCity } from "#app/lib/airports";
import type { GeoPoint, LegEnd, WatchEnd } from "#app/lib/domain/leg-alert-match";
import { fold } from "#app/lib/search";
import { airportLabel, findAirportByCode, resolveAirport, type WorldAirport } from "#app/server/fleet/airports.server";
import { db } from "#app/server/platform/db/client.server";

/**
 * Where a watch's "from" and "to" and a leg's airports are on the map (decision 027), from the world airport
 * data (app/server/fleet/airports.server.ts). A watch end is typed text — a city ("İstanbul", "Nice", "Cannes"), an
 * airport's code ("SAW", "LFMD") or words of its name — resolved into a city (every airport of it) or one
 * airport; text that names nothing, or several airports, is refused with the candidates. A leg end is its
 * airport code (legs picked from the data), else the code or city its text names.
 */
export type PlaceKind = "city" | "airport";

export interface ResolvedPlace extends WatchEnd {
  kind: PlaceKind;
  /** as shown in lists and e-mails, e.g. "İstanbul" or "Istanbul Sabiha Gökçen International Airport (SAW)" */
  label: string;
  city: string | null;
  /** upper-case ICAO and IATA codes of the place's airports */
  codes: string[];
  points: GeoPoint[];
}

export type PlaceResolution = { ok: true; place: ResolvedPlace } | { ok: false; reason: "unknown" | "ambiguous"; options: string[] };

const pointOf = (a: WorldAirport): GeoPoint => ({ code: a.code, latitude: a.latitude, longitude: a.longitude });
const codesOf = (a: WorldAirport) => [a.code, ...(a.iata ? [a.iata] : [])];

function airportPlace(a: WorldAirport): ResolvedPlace {
  return { kind: "airport", label: airportLabel(a), city: a.city || null, codes: codesOf(a), points: [pointOf(a)] };
}

/** "Pendik, Istanbul" → ["pendik", "istanbul"]: a data city is named by any of its comma-separated parts. */
const cityParts = (city: string) => city.split(",").map((p) => fold(p.trim()));

/** The world airports of a city (by its Turkish or English name), large ones first. */
async function airportsOfCity(names: string[], mainCode?: string): Promise<WorldAirport[]> {
  const wanted = new Set(names.map((n) => fold(n.trim())).filter(Boolean));
  const rows = await db().worldAirport.findMany({
    where: {
      OR: [
        ...names.map((n) => ({ city: { contains: n.trim(), mode: "insensitive" as const } })),
        ...(mainCode ? [{ code: mainCode }] : []),
      ],
    },
    orderBy: [{ kind: "asc" }, { code: "asc" }],
    take: 50,
  });
  const airports = await Promise.all(rows.map((r) => findAirportByCode(r.code)));
  return airports.filter((a): a is WorldAirport => !!a && (a.code === mainCode || cityParts(a.city).some((p) => wanted.has(p))));
}

function cityPlace(label: string, city: string, airports: WorldAirport[]): ResolvedPlace {
  return { kind: "city", label, city, codes: airports.flatMap(codesOf), points: airports.map(pointOf) };
}

/** Typed text → a city or an airport of the data; several or no candidates → refused with up to five names. */
export async function resolvePlace(text: string): Promise<PlaceResolution> {
  const trimmed = text.trim();
  // a code or a label "Name (CODE)" names one airport
  const labelled = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(trimmed)?.[1];
  if (labelled || /^[A-Za-z0-9]{3,4}$/.test(trimmed)) {
    const airport = await findAirportByCode(labelled ?? trimmed);
    if (airport) return { ok: true, place: airportPlace(airport) };
  }
  // one of the selectable cities (Turkish or English name): all its airports
  const known = findCity(trimmed);
  if (known) {
    const airports = await airportsOfCity([known.city, known.cityEn], known.icao);
    if (airports.length) return { ok: true, place: cityPlace(known.city, known.cityEn, airports) };
  }
  // any other city of the data, by its exact name
  const ofCity = await airportsOfCity([trimmed]);
  if (ofCity.length) return { ok: true, place: cityPlace(trimmed, trimmed, ofCity) };
  const found = await resolveAirport(trimmed);
  if (found.kind === "found") return { ok: true, place: airportPlace(found.airport) };
  if (found.kind === "unknown") return { ok: false, reason: "unknown", options: [] };
  return { ok: false, reason: "ambiguous", options: found.candidates.map(airportLabel) };
}

/** A leg's airport → its city and point: by its code, else by a code or city its text names; else nothing. */
export async function resolveLegEnd(code: string | null | undefined, text: string): Promise<LegEnd> {
  const codes = [code ?? "", ...(text.toUpperCase().match(/\b[A-Z0-9]{3,4}\b/g) ?? [])].filter(Boolean);
  for (const c of codes) {
    const airport = await findAirportByCode(c);
    if (airport) return { city: airport.city || null, point: pointOf(airport) };
  }
  const city = findCity(text.replace(/\s*\([^)]*\)\s*$/, "").trim());
  if (city) return { city: city.cityEn, point: { code: city.icao, latitude: city.latitude, longitude: city.longitude } };
  return { city: null, point: null };
}

/** The places the form offers (a `<datalist>`): the selectable cities and their main airports. */
export function placeSuggestions(): string[] {
  return [...cityPlaceSuggestions(), ...AIRPORT_CITIES.map((a) => `${a.name} (${a.iata})`)];
}

/** The short list for the public page: the cities only (its first load stays small). */
export function cityPlaceSuggestions(): string[] {
  return [...new Set(AIRPORT_CITIES.map((a) => a.city))];
}
