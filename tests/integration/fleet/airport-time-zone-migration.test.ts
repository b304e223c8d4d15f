import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { testDatabase } from "../../support/setup-database";

/**
 * Migration 20261229000000 (decision 043) fills the time zone of the city airports a database already holds: by
 * ICAO code, else by IATA code (a row the seed kept under a former code), else from the nearest world airport.
 * Its `airports` part is run again here on three rows, one per way, after dropping the column it adds.
 */
const MIGRATION = readFileSync("prisma/migrations/20261229000000_airport_time_zones/migration.sql", "utf8");
const AIRPORTS_PART = MIGRATION.slice(MIGRATION.indexOf('ALTER TABLE "airports"'));

async function airport(icao: string, iata: string, latitude: number, longitude: number) {
  await db().airport.create({
    data: {
      city: `Şehir ${icao}`,
      cityEn: `City ${icao}`,
      country: "—",
      countryCode: "XX",
      region: "europe",
      name: `Airport ${icao}`,
      nameTr: `Havalimanı ${icao}`,
      iata,
      icao,
      latitude,
      longitude,
      timeZone: "placeholder",
    },
  });
}

describe("the airport time-zone migration", () => {
  it("gives existing city airports the zone of the same or the nearest world airport", async () => {
    expect(AIRPORTS_PART).toMatch(/^ALTER TABLE "airports" ADD COLUMN "time_zone"/);
    await airport("LTFM", "IST", 41.261297, 28.741951);
    // Kuwait International under its former ICAO code: found by IATA
    await airport("OKBK", "KWI", 29.226601, 47.968899);
    // no such code anywhere: a point on the runway of Nice, whose nearest world airport is Nice's
    await airport("ZZZZ", "ZZZ", 43.6584, 7.2159);
    await testDatabase().executeSql(`ALTER TABLE "airports" DROP COLUMN "time_zone"; ${AIRPORTS_PART}`);
    const rows = await db().airport.findMany({ select: { icao: true, timeZone: true }, orderBy: { icao: "asc" } });
    expect(rows.map((r) => [r.icao.trim(), r.timeZone])).toEqual([
      ["LTFM", "Europe/Istanbul"],
      ["OKBK", "Asia/Kuwait"],
      ["ZZZZ", "Europe/Paris"],
    ]);
  });
});
