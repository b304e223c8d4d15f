import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { testDatabase } from "../../support/setup-database";

/**
 * The migration that makes a route's base price optional (decision 036) removes the spec's placeholder price (5000)
 * that guest requests planted — and only from routes no staff member ever priced. Its UPDATE is run again here on
 * three routes, one per condition.
 */
const MIGRATION = readFileSync("prisma/migrations/20261226000000_route_price_optional/migration.sql", "utf8");
const UPDATE = MIGRATION.slice(MIGRATION.indexOf("UPDATE"));

async function route(city: string, price: number, pricedByStaff: boolean) {
  const row = await db().route.create({
    data: {
      departureCity: `Göç ${city}`,
      departureCountry: "Turkey",
      departureAirport: city,
      arrivalCity: `Var ${city}`,
      arrivalCountry: "Turkey",
      arrivalAirport: city,
      distanceKm: 1000,
      basePrice: price,
    },
  });
  if (pricedByStaff) await db().routePriceChange.create({ data: { routeId: row.id, toPrice: price, currency: "TRY" } });
  return row.id;
}

describe("the optional route price migration", () => {
  it("clears the placeholder 5000 of routes nobody priced, and keeps staff prices (5000 included) and other prices", async () => {
    expect(UPDATE).toMatch(/^UPDATE "routes"/);
    const planted = await route("A", 5000, false);
    const staffFiveThousand = await route("B", 5000, true);
    const other = await route("C", 7000, false);
    await testDatabase().executeSql(UPDATE);
    const price = async (id: string) => (await db().route.findUniqueOrThrow({ where: { id } })).basePrice?.toString() ?? null;
    expect(await price(planted)).toBeNull();
    expect(await price(staffFiveThousand)).toBe("5000");
    expect(await price(other)).toBe("7000");
  });
});
