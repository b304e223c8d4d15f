import type { PrismaClient } from "#app/generated/prisma/client";
import { AIRPORT_CITIES, type AirportCity } from "#app/lib/airports";

/**
 * Loads the selectable cities with their main airport (app/data/airports.json) into `airports`, keyed by
 * ICAO code. Idempotent and cheap: reads the table once and writes only the differences (new airports in
 * one insert, changed ones one update each). Rows whose ICAO code left the list are kept, unless they
 * hold a city or IATA code that a listed airport now needs (nothing references airports by key).
 */
export async function seedAirports(prisma: PrismaClient): Promise<void> {
  const existing = await prisma.airport.findMany();
  const byIcao = new Map(existing.map((row) => [row.icao.trim(), row]));
  const listed = new Set(AIRPORT_CITIES.map((entry) => entry.icao));

  const wantedCities = new Set(AIRPORT_CITIES.map((entry) => entry.city));
  const wantedIata = new Set(AIRPORT_CITIES.map((entry) => entry.iata));
  const inTheWay = existing.filter(
    (row) => !listed.has(row.icao.trim()) && (wantedCities.has(row.city) || wantedIata.has(row.iata.trim())),
  );

  const toCreate: AirportCity[] = [];
  const toUpdate: Array<{ id: number; entry: AirportCity }> = [];
  for (const entry of AIRPORT_CITIES) {
    const row = byIcao.get(entry.icao);
    if (!row) {
      toCreate.push(entry);
      continue;
    }
    const same =
      row.city === entry.city &&
      row.cityEn === entry.cityEn &&
      row.country === entry.country &&
      row.countryCode.trim() === entry.countryCode &&
      row.region === entry.region &&
      row.name === entry.name &&
      row.nameTr === entry.nameTr &&
      row.iata.trim() === entry.iata &&
      sameCoordinate(Number(row.latitude), entry.latitude) &&
      sameCoordinate(Number(row.longitude), entry.longitude) &&
      row.timeZone === entry.timeZone &&
      row.sortOrder === entry.sortOrder;
    if (!same) toUpdate.push({ id: row.id, entry });
  }

  if (inTheWay.length === 0 && toCreate.length === 0 && toUpdate.length === 0) return;

  await prisma.$transaction([
    ...(inTheWay.length ? [prisma.airport.deleteMany({ where: { id: { in: inTheWay.map((row) => row.id) } } })] : []),
    ...toUpdate.map(({ id, entry }) => prisma.airport.update({ where: { id }, data: airportData(entry) })),
    ...(toCreate.length ? [prisma.airport.createMany({ data: toCreate.map(airportData), skipDuplicates: true })] : []),
  ]);
}

function airportData(entry: AirportCity) {
  return {
    city: entry.city,
    cityEn: entry.cityEn,
    country: entry.country,
    countryCode: entry.countryCode,
    region: entry.region,
    name: entry.name,
    nameTr: entry.nameTr,
    iata: entry.iata,
    icao: entry.icao,
    latitude: round6(entry.latitude),
    longitude: round6(entry.longitude),
    timeZone: entry.timeZone,
    sortOrder: entry.sortOrder,
  };
}

/** The column holds six decimals. */
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6;
}

function sameCoordinate(stored: number, wanted: number) {
  return Math.abs(stored - round6(wanted)) < 5e-7;
}
