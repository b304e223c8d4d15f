import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIRPORT_CITIES, airportName, localAirportName } from "#app/lib/airports";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { testDatabase } from "../../support/setup-database";

/**
 * Every airport has its official Turkish name (decision 048): the seed writes it for the listed airports, migration
 * 20261231000200 fills it for the rows a database already holds (a listed airport's official name, any other row
 * its city's), and one function picks the name of the page's language.
 */
const MIGRATION = readFileSync("prisma/migrations/20261231000200_airport_turkish_names/migration.sql", "utf8");

describe("the airports' Turkish names", () => {
  it("are in every row the seed writes, and are Turkish", async () => {
    await seedAirports(db());
    const rows = await db().airport.findMany({ select: { iata: true, name: true, nameTr: true } });
    expect(rows.length).toBe(AIRPORT_CITIES.length);
    for (const row of rows) {
      expect(row.nameTr, row.iata).toMatch(/Havalimanı$/);
      expect(row.nameTr, row.iata).not.toBe(row.name);
    }
    const byIata = new Map(rows.map((r) => [r.iata.trim(), r]));
    expect(byIata.get("BJV")?.nameTr).toBe("Milas-Bodrum Havalimanı");
    expect(byIata.get("IST")?.nameTr).toBe("İstanbul Havalimanı");
    expect(byIata.get("LHR")?.nameTr).toBe("Londra Heathrow Havalimanı");
    expect(byIata.get("BJV")?.name).toBe("Milas Bodrum International Airport");
  });

  it("are filled by the migration for every row a database already holds", async () => {
    await seedAirports(db());
    // a row the seed no longer lists (kept by it) has no official name in the list: it is named after its city
    await db().airport.create({
      data: {
        city: "Luton",
        cityEn: "Luton",
        country: "Birleşik Krallık",
        countryCode: "GB",
        region: "europe",
        name: "London Luton Airport",
        nameTr: "placeholder",
        iata: "LTN",
        icao: "EGGW",
        latitude: 51.874699,
        longitude: -0.368333,
        timeZone: "Europe/London",
      },
    });
    await testDatabase().executeSql(`ALTER TABLE "airports" DROP COLUMN "name_tr"; ${MIGRATION}`);
    const rows = await db().airport.findMany({ select: { iata: true, nameTr: true } });
    expect(rows.every((r) => r.nameTr.length > 0)).toBe(true);
    const byIata = new Map(rows.map((r) => [r.iata.trim(), r.nameTr]));
    for (const city of AIRPORT_CITIES) expect(byIata.get(city.iata), city.iata).toBe(city.nameTr);
    expect(byIata.get("LTN")).toBe("Luton Havalimanı");
  });

  it("are picked by the page's language by one function", () => {
    const bodrum = AIRPORT_CITIES.find((c) => c.iata === "BJV")!;
    expect(localAirportName(bodrum, "tr")).toBe("Milas-Bodrum Havalimanı");
    expect(localAirportName(bodrum, "en")).toBe("Milas Bodrum International Airport");
    // a stored label in either language reads in the page's
    expect(airportName("Milas Bodrum International Airport (BJV)", "tr")).toBe("Milas-Bodrum Havalimanı (BJV)");
    expect(airportName("Milas-Bodrum Havalimanı (BJV)", "en")).toBe("Milas Bodrum International Airport (BJV)");
    expect(airportName("London Heathrow Airport (LHR)", "tr")).toBe("Londra Heathrow Havalimanı (LHR)");
    // a broker's own wording stays as typed
    expect(airportName("Private strip (BJV)", "tr")).toBe("Private strip (BJV)");
  });
});
