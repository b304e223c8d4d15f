import { cityTimeZone } from "#app/lib/airports";
import { greatCircleKm, type LatLng } from "#app/lib/geo";
import { containsFolded, normalizeQuery } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";

/**
 * The world's airports (table world_airports, decision 026): look-up by code, search by city, name, IATA or
 * ICAO with Turkish folding, the airports within a radius, and the resolution of what a person typed into a
 * leg form (an exact code or a single match is taken; several matches are offered back to choose from).
 */
export interface WorldAirport extends LatLng {
  /** ICAO code (or the data set's identifier where there is none) */
  code: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
  kind: "large" | "medium";
  /** IANA time zone, e.g. "Europe/Paris" (decision 043) */
  timeZone: string;
}

const select = {
  code: true,
  iata: true,
  name: true,
  city: true,
  countryCode: true,
  kind: true,
  latitude: true,
  longitude: true,
  timeZone: true,
} as const;

type Row = {
  code: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
  kind: string;
  latitude: unknown;
  longitude: unknown;
  timeZone: string;
};

function toAirport(row: Row): WorldAirport {
  return {
    code: row.code.trim(),
    iata: row.iata?.trim() || null,
    name: row.name,
    city: row.city,
    countryCode: row.countryCode.trim(),
    kind: row.kind === "large" ? "large" : "medium",
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: row.timeZone,
  };
}

/** "İstanbul Sabiha Gökçen International Airport (SAW)": how a picked airport reads in a leg's text columns. */
export function airportLabel(a: Pick<WorldAirport, "name" | "iata" | "code">): string {
  return `${a.name} (${a.iata ?? a.code})`.slice(0, 120);
}

const CODE = /^[A-Za-z0-9]{3,4}$/;

/** The airport with this ICAO code (or identifier) or IATA code, any case; null when there is none. */
export async function findAirportByCode(code: string | null | undefined): Promise<WorldAirport | null> {
  const c = (code ?? "").trim().toUpperCase();
  if (!CODE.test(c)) return null;
  const row = await db().worldAirport.findFirst({
    where: c.length === 3 ? { OR: [{ iata: c }, { code: c }] } : { code: c },
    orderBy: { kind: "asc" },
    select,
  });
  return row ? toAirport(row) : null;
}

/** Several airports by code, in one query (codes that are not found are left out). */
export async function airportsByCode(codes: string[]): Promise<Map<string, WorldAirport>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => CODE.test(c)))];
  if (!wanted.length) return new Map();
  const rows = await db().worldAirport.findMany({ where: { code: { in: wanted } }, select });
  return new Map(rows.map((r) => [r.code.trim(), toAirport(r)]));
}

export const AIRPORT_SEARCH_MAX = 10;

/**
 * Airports whose name, city, IATA or ICAO code contains every word of the query (folded, so "istanbul" finds
 * İstanbul and "gokcen" Gökçen): an exact code first, then large airports, then by name. At most `limit`.
 */
export async function searchAirports(query: string | null | undefined, limit = AIRPORT_SEARCH_MAX): Promise<WorldAirport[]> {
  const q = normalizeQuery(query);
  if (!q) return [];
  const words = q.split(" ").filter(Boolean).slice(0, 5);
  const upper = (query ?? "").trim().toUpperCase();
  const exact = CODE.test(upper) ? await findAirportByCode(upper) : null;
  const rows = await db().worldAirport.findMany({
    where: { AND: words.map((w) => ({ searchText: containsFolded(w) })) },
    orderBy: [{ kind: "asc" }, { name: "asc" }],
    take: Math.max(1, Math.min(limit, 50)),
    select,
  });
  const found = rows.map(toAirport).filter((a) => a.code !== exact?.code);
  return (exact ? [exact, ...found] : found).slice(0, limit);
}

/** The airports within `radiusKm` of a point, nearest first, each with its distance (great circle, km). */
export async function airportsWithin(point: LatLng, radiusKm: number): Promise<Array<WorldAirport & { distanceKm: number }>> {
  // a latitude band first (an index range), then the exact distance
  const band = radiusKm / 111 + 0.01;
  const rows = await db().worldAirport.findMany({
    where: { latitude: { gte: point.latitude - band, lte: point.latitude + band } },
    select,
  });
  return rows
    .map((r) => {
      const a = toAirport(r);
      return { ...a, distanceKm: greatCircleKm(point, a) };
    })
    .filter((a) => a.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.code.localeCompare(b.code));
}

export type AirportResolution =
  { kind: "found"; airport: WorldAirport } | { kind: "ambiguous"; candidates: WorldAirport[] } | { kind: "unknown" };

/**
 * What a person typed into an airport field: a code ("SAW", "LTFJ"), a label this app wrote ("… (SAW)"), or
 * words of a name or city. One airport is taken; several are offered back (at most five); none is unknown.
 */
export async function resolveAirport(input: string | null | undefined): Promise<AirportResolution> {
  const text = (input ?? "").trim();
  if (!text) return { kind: "unknown" };
  const labelled = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(text)?.[1];
  const byCode = await findAirportByCode(labelled ?? text);
  if (byCode) return { kind: "found", airport: byCode };
  const candidates = await searchAirports(text, 6);
  if (candidates.length === 1) return { kind: "found", airport: candidates[0]! };
  if (candidates.length === 0) return { kind: "unknown" };
  return { kind: "ambiguous", candidates: candidates.slice(0, 5) };
}

/**
 * How a stored record names an airport: a world-airport code (an empty leg's `departureAirportCode`, a watch's
 * codes), one of the selectable cities (a route's or a reservation's cities, a jet's home base, a city watch),
 * or the text a record keeps (an empty leg's or a broker flight's "… (NCE)", a city name, a bare code).
 */
export interface AirportRef {
  code?: string | null;
  city?: string | null;
  label?: string | null;
}

/**
 * The IANA time zone of the airport a record names (decision 043): by its code, else its city, else what its
 * text says (a code in parentheses or alone, or a city name); null when none of them is an airport we know.
 * A plain string is taken as a label.
 */
export async function airportTimeZone(ref: AirportRef | string | null | undefined): Promise<string | null> {
  const { code, city, label } = typeof ref === "string" ? { label: ref } : (ref ?? {});
  const byCode = code ? await findAirportByCode(code) : null;
  if (byCode) return byCode.timeZone;
  const byCity = cityTimeZone(city);
  if (byCity) return byCity;
  const text = (label ?? "").trim();
  if (!text) return null;
  const labelled = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(text)?.[1];
  const byLabel = await findAirportByCode(labelled ?? text);
  return byLabel?.timeZone ?? cityTimeZone(text);
}

/** The code a record's text names: "… (NCE)" or a bare code; null otherwise. */
function codeInLabel(text: string): string | null {
  const t = text.trim();
  const labelled = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(t)?.[1];
  const code = (labelled ?? t).toUpperCase();
  return CODE.test(code) ? code : null;
}

/**
 * `airportTimeZone` for a whole list in one query (a list page's departures and arrivals): the zones in the
 * order of the references, null where none is known.
 */
export async function airportTimeZones(refs: ReadonlyArray<AirportRef | string | null | undefined>): Promise<Array<string | null>> {
  const norm = refs.map((ref) => (typeof ref === "string" ? { label: ref } : (ref ?? {})));
  const codes = new Set<string>();
  for (const r of norm) {
    if (r.code && CODE.test(r.code.trim())) codes.add(r.code.trim().toUpperCase());
    const fromLabel = r.label ? codeInLabel(r.label) : null;
    if (fromLabel) codes.add(fromLabel);
  }
  const wanted = [...codes];
  const rows = wanted.length
    ? await db().worldAirport.findMany({
        where: { OR: [{ code: { in: wanted } }, { iata: { in: wanted.filter((c) => c.length === 3) } }] },
        orderBy: { kind: "asc" },
        select: { code: true, iata: true, timeZone: true },
      })
    : [];
  const zoneByCode = new Map<string, string>();
  // an ICAO code wins over an IATA one; among the same kind, the first row (the larger airport) wins
  for (const row of rows) if (!zoneByCode.has(row.code.trim())) zoneByCode.set(row.code.trim(), row.timeZone);
  for (const row of rows) if (row.iata && !zoneByCode.has(row.iata)) zoneByCode.set(row.iata, row.timeZone);
  return norm.map((r) => {
    const byCode = r.code ? zoneByCode.get(r.code.trim().toUpperCase()) : undefined;
    if (byCode) return byCode;
    const byCity = cityTimeZone(r.city);
    if (byCity) return byCity;
    const text = (r.label ?? "").trim();
    if (!text) return null;
    const fromLabel = codeInLabel(text);
    return (fromLabel ? zoneByCode.get(fromLabel) : undefined) ?? cityTimeZone(text);
  });
}
