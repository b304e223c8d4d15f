import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIRPORT_CITIES, type AirportCity } from "#app/lib/airports";
import { greatCircleKm } from "#app/lib/geo";
import {
  boundingBox,
  hasSeats,
  inWindow,
  matchEnd,
  matchWatch,
  NEAR_ROUTE_RADIUS_KM,
  rankMatches,
  type LegEnd,
  type LegFacts,
  type WatchCriteria,
  type WatchEnd,
} from "./leg-alert-match";

/** Real airports of the data, by IATA code. */
function airport(iata: string): AirportCity {
  const found = AIRPORT_CITIES.find((a) => a.iata === iata);
  if (!found) throw new Error(`no airport ${iata} in the data`);
  return found;
}
const watchEnd = (iata: string, kind: "city" | "airport" = "city"): WatchEnd => {
  const a = airport(iata);
  return {
    city: kind === "city" ? a.city : null,
    codes: [a.icao, a.iata],
    points: [{ code: a.icao, latitude: a.latitude, longitude: a.longitude }],
  };
};
const legEnd = (iata: string): LegEnd => {
  const a = airport(iata);
  return { city: a.city, point: { code: a.icao, latitude: a.latitude, longitude: a.longitude } };
};

function watch(over: Partial<WatchCriteria> = {}): WatchCriteria {
  return { id: "w1", from: watchEnd("IST"), to: watchEnd("NCE"), dateFrom: "2027-03-10", dateTo: "2027-03-20", passengers: 4, ...over };
}
function leg(over: Partial<LegFacts> = {}): LegFacts {
  return { from: legEnd("IST"), to: legEnd("NCE"), departureDay: "2027-03-15", seatCapacity: 8, ...over };
}

describe("the near-route radius", () => {
  it("is 150 km (decision 027)", () => {
    expect(NEAR_ROUTE_RADIUS_KM).toBe(150);
  });
});

describe("matchEnd", () => {
  it("matches exactly by the airport's code, whatever its letter case", () => {
    expect(matchEnd(watchEnd("NCE", "airport"), { city: null, point: { code: "lfmn", latitude: 0, longitude: 0 } })).toEqual({
      kind: "exact",
      km: 0,
    });
  });

  it("matches exactly by the city with Turkish folding, without a point", () => {
    expect(matchEnd(watchEnd("IST"), { city: "ISTANBUL", point: null })).toEqual({ kind: "exact", km: 0 });
    expect(matchEnd(watchEnd("IST", "airport"), { city: "ISTANBUL", point: null })).toBeNull();
  });

  it("matches near within the radius, with the real distance (İstanbul ↔ Bursa Yenişehir)", () => {
    const km = greatCircleKm(airport("IST"), airport("YEI"));
    expect(km).toBeLessThan(NEAR_ROUTE_RADIUS_KM);
    expect(matchEnd(watchEnd("IST"), legEnd("YEI"))).toEqual({ kind: "near", km });
  });

  it("matches at 147 km (Doha ↔ Bahrain) and not at 158 km (Amsterdam ↔ Brussels)", () => {
    expect(matchEnd(watchEnd("DOH"), legEnd("BAH"))).toEqual({ kind: "near", km: 147 });
    expect(greatCircleKm(airport("AMS"), airport("BRU"))).toBe(158);
    expect(matchEnd(watchEnd("AMS"), legEnd("BRU"))).toBeNull();
  });

  it("takes the radius at its edge: equal matches, one kilometre less does not", () => {
    const km = greatCircleKm(airport("DXB"), airport("AUH"));
    expect(matchEnd(watchEnd("DXB"), legEnd("AUH"), km)?.kind).toBe("near");
    expect(matchEnd(watchEnd("DXB"), legEnd("AUH"), km - 1)).toBeNull();
  });

  it("uses the nearest of a city's airports", () => {
    const twoAirports: WatchEnd = {
      city: "Nowhere",
      codes: ["AAAA", "BBBB"],
      points: [
        { code: "AAAA", latitude: airport("ATH").latitude, longitude: airport("ATH").longitude },
        { code: "BBBB", latitude: airport("SHJ").latitude, longitude: airport("SHJ").longitude },
      ],
    };
    expect(matchEnd(twoAirports, legEnd("DXB"))).toEqual({ kind: "near", km: greatCircleKm(airport("SHJ"), airport("DXB")) });
  });

  it("cannot match a leg end that resolved to nothing", () => {
    expect(matchEnd(watchEnd("IST"), { city: null, point: null })).toBeNull();
    expect(matchEnd(watchEnd("IST"), { city: "Unknown Town", point: null })).toBeNull();
  });
});

describe("date window and seats", () => {
  it("includes both edge days and nothing outside", () => {
    expect(inWindow("2027-03-10", "2027-03-10", "2027-03-20")).toBe(true);
    expect(inWindow("2027-03-20", "2027-03-10", "2027-03-20")).toBe(true);
    expect(inWindow("2027-03-09", "2027-03-10", "2027-03-20")).toBe(false);
    expect(inWindow("2027-03-21", "2027-03-10", "2027-03-20")).toBe(false);
  });

  it("wants at least as many seats as passengers; unknown seats count as enough", () => {
    expect(hasSeats(4, 4)).toBe(true);
    expect(hasSeats(3, 4)).toBe(false);
    expect(hasSeats(null, 12)).toBe(true);
  });
});

describe("matchWatch", () => {
  it("matches the exact route", () => {
    expect(matchWatch(watch(), leg())).toEqual({ watchId: "w1", kind: "exact", departureKm: 0, arrivalKm: 0, distanceKm: 0 });
  });

  it("matches a near route when both ends are within the radius", () => {
    const match = matchWatch(watch({ from: watchEnd("DXB"), to: watchEnd("DOH") }), leg({ from: legEnd("SHJ"), to: legEnd("BAH") }));
    expect(match).toEqual({ watchId: "w1", kind: "near", departureKm: 18, arrivalKm: 147, distanceKm: 165 });
  });

  it("refuses when one end is just outside the radius", () => {
    expect(matchWatch(watch({ from: watchEnd("AMS"), to: watchEnd("NCE") }), leg({ from: legEnd("BRU") }))).toBeNull();
    expect(matchWatch(watch({ to: watchEnd("AMS") }), leg({ to: legEnd("BRU") }))).toBeNull();
  });

  it("refuses the opposite direction", () => {
    expect(matchWatch(watch(), leg({ from: legEnd("NCE"), to: legEnd("IST") }))).toBeNull();
  });

  it("refuses a leg a day before or after the window and takes the edge days", () => {
    expect(matchWatch(watch(), leg({ departureDay: "2027-03-09" }))).toBeNull();
    expect(matchWatch(watch(), leg({ departureDay: "2027-03-21" }))).toBeNull();
    expect(matchWatch(watch(), leg({ departureDay: "2027-03-10" }))).not.toBeNull();
    expect(matchWatch(watch(), leg({ departureDay: "2027-03-20" }))).not.toBeNull();
  });

  it("refuses a leg with too few seats and takes one with exactly enough", () => {
    expect(matchWatch(watch({ passengers: 9 }), leg({ seatCapacity: 8 }))).toBeNull();
    expect(matchWatch(watch({ passengers: 8 }), leg({ seatCapacity: 8 }))).not.toBeNull();
  });
});

describe("rankMatches", () => {
  it("orders the matching watches by closeness and leaves out the others", () => {
    const exact = watch({ id: "exact" });
    const nearer = watch({ id: "nearer", from: watchEnd("YEI") });
    const far = watch({ id: "far", from: watchEnd("ESB") });
    const late = watch({ id: "late", dateFrom: "2027-04-01", dateTo: "2027-04-05" });
    const ranked = rankMatches([far, late, nearer, exact], leg());
    expect(ranked.map((m) => m.watchId)).toEqual(["exact", "nearer"]);
    expect(ranked[1]!.distanceKm).toBe(greatCircleKm(airport("IST"), airport("YEI")));
  });

  it("orders equally close matches by their id, so the order is stable", () => {
    const a = watch({ id: "b-exact" });
    const b = watch({ id: "a-exact" });
    expect(rankMatches([a, b], leg()).map((m) => m.watchId)).toEqual(["a-exact", "b-exact"]);
  });
});

describe("boundingBox", () => {
  it("holds every airport within the radius and leaves out far ones", () => {
    const centre = airport("IST");
    const box = boundingBox(centre);
    const inside = (a: AirportCity) =>
      a.latitude >= box.minLatitude && a.latitude <= box.maxLatitude && a.longitude >= box.minLongitude && a.longitude <= box.maxLongitude;
    const near = AIRPORT_CITIES.filter((a) => greatCircleKm(centre, a) <= NEAR_ROUTE_RADIUS_KM);
    expect(near.length).toBeGreaterThan(1);
    expect(near.every(inside)).toBe(true);
    expect(inside(airport("ESB"))).toBe(false);
  });
});

/** A row of the world airport data (the migration that loads world_airports), by ICAO code. */
function worldAirport(icao: string) {
  const sql = readFileSync(new URL("../../../prisma/migrations/20261224000000_world_airports/migration.sql", import.meta.url), "utf8");
  const row = new RegExp(`\\('${icao}', '(\\w*)', '((?:[^']|'')*)', '((?:[^']|'')*)', '\\w+', '\\w+', (-?[\\d.]+), (-?[\\d.]+)\\)`).exec(
    sql,
  );
  if (!row) throw new Error(`no airport ${icao} in the data`);
  return { code: icao, iata: row[1]!, city: row[3]!.replace(/''/g, "'"), latitude: Number(row[4]), longitude: Number(row[5]) };
}

describe("the issue's example, on the world airport data", () => {
  const ist = worldAirport("LTFM");
  const saw = worldAirport("LTFJ");
  const nce = worldAirport("LFMN");
  const cannes = worldAirport("LFMD");
  const end = (a: ReturnType<typeof worldAirport>): LegEnd => ({
    city: a.city,
    point: { code: a.code, latitude: a.latitude, longitude: a.longitude },
  });
  const watched = (city: string, ...airports: ReturnType<typeof worldAirport>[]): WatchEnd => ({
    city,
    codes: airports.flatMap((a) => [a.code, a.iata]),
    points: airports.map((a) => ({ code: a.code, latitude: a.latitude, longitude: a.longitude })),
  });

  it("reads real coordinates: Sabiha Gökçen ~75 km from İstanbul Airport, Cannes ~25 km from Nice", () => {
    expect(saw.iata).toBe("SAW");
    expect(greatCircleKm(ist, saw)).toBeGreaterThan(60);
    expect(greatCircleKm(ist, saw)).toBeLessThan(90);
    expect(greatCircleKm(nce, cannes)).toBeGreaterThan(15);
    expect(greatCircleKm(nce, cannes)).toBeLessThan(35);
  });

  it("a watch İstanbul → Nice hears about Sabiha Gökçen → Cannes, even knowing only each city's main airport", () => {
    const leg = { from: end(saw), to: end(cannes), departureDay: "2027-03-15", seatCapacity: 6 };
    const cityWatch = watch({ from: watched("Istanbul", ist, saw), to: watched("Nice", nce) });
    expect(matchWatch(cityWatch, leg)).toEqual({
      watchId: "w1",
      kind: "near",
      departureKm: 0,
      arrivalKm: greatCircleKm(nce, cannes),
      distanceKm: greatCircleKm(nce, cannes),
    });
    const mainOnly = watch({ from: watched("Somewhere", ist), to: watched("Elsewhere", nce) });
    expect(matchWatch(mainOnly, leg)?.distanceKm).toBe(greatCircleKm(ist, saw) + greatCircleKm(nce, cannes));
    // the same leg the other way round is not the trip
    expect(matchWatch(cityWatch, { ...leg, from: end(cannes), to: end(saw) })).toBeNull();
  });
});
