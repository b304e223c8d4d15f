import { beforeAll, describe, expect, it } from "vitest";
import { AIRPORT_CITIES } from "#app/lib/airports";
import { airportTimeZone, airportTimeZones, findAirportByCode } from "#app/server/fleet/airports.server";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { seedDemo } from "#demo/seed";

/**
 * Every airport knows its IANA time zone (decision 043): the world's airports as migration 20261229000000 fills
 * them, the selectable cities' airports as the seed writes them, and the airports of the stored routes,
 * reservations, quote requests, empty legs, watches and jets' home bases through `airportTimeZone`.
 */
const CANONICAL = new Set(Intl.supportedValuesOf("timeZone"));

/** An IANA zone name ("Area/Location", not an offset) that the runtime's time-zone data knows. */
function known(zone: string | null): boolean {
  if (!zone || !/^[A-Z][A-Za-z_-]+\/[A-Za-z0-9_+/-]+$/.test(zone)) return false;
  if (CANONICAL.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  await seedAirports(db());
  await seedDemo(db(), new Date());
});

describe("airport time zones", () => {
  it("fills every world airport with a zone the runtime knows", async () => {
    const rows = await db().worldAirport.groupBy({ by: ["timeZone"], _count: true });
    expect(rows.reduce((n, r) => n + r._count, 0)).toBe(await db().worldAirport.count());
    for (const { timeZone } of rows) expect(known(timeZone), timeZone).toBe(true);
    expect(rows.length).toBeGreaterThan(100);
  });

  it("gives the known answers by IATA or ICAO code", async () => {
    for (const [code, zone] of [
      ["IST", "Europe/Istanbul"],
      ["SAW", "Europe/Istanbul"],
      ["LHR", "Europe/London"],
      ["nce", "Europe/Paris"],
      ["LFMD", "Europe/Paris"],
      ["DXB", "Asia/Dubai"],
      ["JFK", "America/New_York"],
    ] as const) {
      expect((await findAirportByCode(code))?.timeZone, code).toBe(zone);
      expect(await airportTimeZone({ code }), code).toBe(zone);
    }
  });

  it("agrees with airports.json for the selectable cities, in both tables", async () => {
    const cities = await db().airport.findMany({ select: { icao: true, timeZone: true } });
    const worlds = await db().worldAirport.findMany({
      where: { code: { in: AIRPORT_CITIES.map((c) => c.icao) } },
      select: { code: true, timeZone: true },
    });
    const byIcao = (rows: Array<{ timeZone: string }>, icao: (r: never) => string) =>
      new Map(rows.map((r) => [icao(r as never).trim(), r.timeZone]));
    const seeded = byIcao(cities, (r: { icao: string }) => r.icao);
    const world = byIcao(worlds, (r: { code: string }) => r.code);
    for (const c of AIRPORT_CITIES) {
      expect(seeded.get(c.icao), c.icao).toBe(c.timeZone);
      expect(world.get(c.icao), c.icao).toBe(c.timeZone);
    }
  });

  it("reads a record's airport by code, city or text, and answers null for what is no airport", async () => {
    expect(await airportTimeZone({ city: "Londra" })).toBe("Europe/London");
    expect(await airportTimeZone({ code: null, city: "Nice" })).toBe("Europe/Paris");
    expect(await airportTimeZone("Nice Côte d'Azur International Airport (NCE)")).toBe("Europe/Paris");
    expect(await airportTimeZone({ label: "İstanbul (IST)" })).toBe("Europe/Istanbul");
    expect(await airportTimeZone({ label: "EGLL" })).toBe("Europe/London");
    expect(await airportTimeZone({ label: "Dubai" })).toBe("Asia/Dubai");
    // a code wins over the city a record also names
    expect(await airportTimeZone({ code: "LFMN", city: "İstanbul" })).toBe("Europe/Paris");
    expect(await airportTimeZone({ code: "ZZZZ", label: "Atlantis" })).toBeNull();
    expect(await airportTimeZone("")).toBeNull();
    expect(await airportTimeZone(null)).toBeNull();
  });

  it("resolves the airports of every stored route, reservation, quote request, leg, watch and jet", async () => {
    const p = db();
    const zones: Array<[string, string | null]> = [];
    for (const r of await p.route.findMany({ select: { id: true, departureCity: true, arrivalCity: true } })) {
      zones.push([`route ${r.id} from`, await airportTimeZone({ city: r.departureCity })]);
      zones.push([`route ${r.id} to`, await airportTimeZone({ city: r.arrivalCity })]);
    }
    const viaRoute = { route: { select: { departureCity: true, arrivalCity: true } } } as const;
    for (const r of [
      ...(await p.reservation.findMany({ select: { id: true, ...viaRoute } })),
      ...(await p.quoteRequest.findMany({ select: { id: true, ...viaRoute } })),
    ]) {
      zones.push([`${r.id} from`, await airportTimeZone({ city: r.route.departureCity })]);
      zones.push([`${r.id} to`, await airportTimeZone({ city: r.route.arrivalCity })]);
    }
    for (const l of await p.emptyLeg.findMany()) {
      zones.push([`leg ${l.id} from`, await airportTimeZone({ code: l.departureAirportCode, label: l.departureAirport })]);
      zones.push([`leg ${l.id} to`, await airportTimeZone({ code: l.arrivalAirportCode, label: l.arrivalAirport })]);
    }
    for (const w of await p.legWatch.findMany()) {
      zones.push([`watch ${w.id} from`, await airportTimeZone({ code: w.fromCodes[0], city: w.fromCity, label: w.fromLabel })]);
      zones.push([`watch ${w.id} to`, await airportTimeZone({ code: w.toCodes[0], city: w.toCity, label: w.toLabel })]);
    }
    for (const j of await p.jet.findMany({ select: { id: true, homeBase: true } })) {
      zones.push([`jet ${j.id}`, await airportTimeZone({ city: j.homeBase })]);
    }
    expect(zones.length).toBeGreaterThan(50);
    for (const [where, zone] of zones) expect(known(zone), `${where}: ${zone}`).toBe(true);
    // the demo's Nice leg is in Nice's zone, whichever way it is named
    const nice = await p.emptyLeg.findFirstOrThrow({ where: { departureAirportCode: "LFMN" } });
    expect(await airportTimeZone({ code: nice.departureAirportCode })).toBe("Europe/Paris");
    expect(await airportTimeZone({ label: nice.departureAirport })).toBe("Europe/Paris");
  });

  it("answers a whole list in one call exactly as one call per record does", async () => {
    const refs = [
      { code: "LFMN" },
      { code: "nce" },
      { code: "LHR", city: "İstanbul" },
      { city: "Londra" },
      "Nice Côte d'Azur International Airport (NCE)",
      { label: "EGLL" },
      { label: "Dubai" },
      { code: "ZZZZ", label: "Atlantis" },
      null,
      "",
      ...(await db().emptyLeg.findMany()).map((l) => ({ code: l.departureAirportCode, label: l.departureAirport })),
    ];
    const one = await Promise.all(refs.map((r) => airportTimeZone(r)));
    expect(await airportTimeZones(refs)).toEqual(one);
    expect(one.slice(0, 8)).toEqual([
      "Europe/Paris",
      "Europe/Paris",
      "Europe/London",
      "Europe/London",
      "Europe/Paris",
      "Europe/London",
      "Asia/Dubai",
      null,
    ]);
    expect(await airportTimeZones([])).toEqual([]);
  });
});
