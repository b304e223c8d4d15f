import { describe, expect, it } from "vitest";
import { distanceBetweenCities, findCity } from "#app/lib/airports";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import {
  createRouteSchema,
  isSafeImageUrl,
  jetData,
  jetFieldsSchema,
  newJetDefaults,
  normalizeRegistration,
  parseFeatures,
  REGISTRATION_PATTERN,
  routeData,
} from "./fleet";

describe("new-jet defaults (spec §9)", () => {
  it("are this year, 6 seats, 1000 km, 800 km/h, 5000 TL an hour, owned", () => {
    expect(newJetDefaults(new Date("2031-05-01T00:00:00Z"))).toMatchObject({
      year_manufactured: "2031",
      seat_capacity: "6",
      range_km: "1000",
      max_speed_kmh: "800",
      hourly_rate: "5000",
      ownership_type: "owned",
      home_base: "İstanbul",
    });
  });

  it("pass the form's own rules once the texts are filled in", () => {
    const parsed = jetFieldsSchema.safeParse({ ...newJetDefaults(), manufacturer: "Cessna", model: "M2", registration: "tc-abc" });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.registration).toBe("TC-ABC");
  });
});

describe("features", () => {
  it("are split on commas, trimmed, empty items dropped and repeats kept once", () => {
    expect(parseFeatures(" Wi-Fi ,Catering,, wi-fi ,  Yatak  odası ")).toEqual(["Wi-Fi", "Catering", "Yatak odası"]);
    expect(parseFeatures("")).toEqual([]);
    expect(parseFeatures(undefined)).toEqual([]);
  });
});

describe("image addresses", () => {
  it("accept https with a host and refuse everything else", () => {
    expect(isSafeImageUrl("https://cdn.example.com/jet.jpg")).toBe(true);
    for (const bad of [
      "http://cdn.example.com/jet.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "//cdn.example.com/jet.jpg",
      "https://localhost/jet.jpg",
      "https://a:b@cdn.example.com/jet.jpg",
      "https://cdn.example.com/a b.jpg",
      `https://cdn.example.com/${"a".repeat(500)}`,
    ])
      expect(isSafeImageUrl(bad), bad).toBe(false);
  });
});

describe("registrations", () => {
  it("accept real tail numbers and refuse the rest", () => {
    for (const good of ["TC-UFK", "9H-VJA", "D-AXYZ", "N650GX", "HB-JFA", "OE-LXA"])
      expect(REGISTRATION_PATTERN.test(good), good).toBe(true);
    for (const bad of ["TC", "TC UFK", "TC--UFK", "TC-ÇĞÜ", "TOOLONG-ABCD", "-ABC"])
      expect(REGISTRATION_PATTERN.test(bad), bad).toBe(false);
    expect(normalizeRegistration(" tc-ufk ")).toBe("TC-UFK");
  });
});

describe("jet columns", () => {
  it("store features as a list and the rate with two decimals", () => {
    const data = jetData({
      manufacturer: "Cessna",
      model: "M2",
      registration: "TC-ABC",
      year_manufactured: 2020,
      category: "light",
      min_passengers: 1,
      seat_capacity: 6,
      range_km: 2000,
      max_speed_kmh: 700,
      hourly_rate: 5000.5,
      ownership_type: "owned",
      home_base: "İstanbul",
      features: "Wi-Fi, Catering",
    });
    expect(data.features).toEqual(["Wi-Fi", "Catering"]);
    expect(data.hourlyRate).toBe("5000.50");
    expect(data.imageUrl).toBeNull();
    // no cruise speed typed: the light category's planning figure is stored
    expect(data.cruiseKmh).toBe(CRUISE_KMH_BY_CATEGORY.light);
  });
});

describe("cruise speed (decision 036)", () => {
  const jet = { ...newJetDefaults(), manufacturer: "Cessna", model: "M2", registration: "TC-ABC" };
  const parse = (changes: Record<string, string>) => jetFieldsSchema.safeParse({ ...jet, ...changes });

  it("defaults to the category's planning figure on a new jet", () => {
    expect(newJetDefaults().cruise_kmh).toBe(String(CRUISE_KMH_BY_CATEGORY[newJetDefaults().category]));
  });

  it("takes a typed figure, and the category's one when left empty or blank", () => {
    expect(parse({ cruise_kmh: "700" }).data?.cruise_kmh).toBe(700);
    for (const empty of ["", "   "]) {
      const parsed = parse({ cruise_kmh: empty, category: "light" });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?.cruise_kmh).toBeUndefined();
    }
  });

  it("may equal the top speed but not exceed it, typed or from the category", () => {
    expect(parse({ cruise_kmh: "800", max_speed_kmh: "800" }).success).toBe(true);
    const above = parse({ cruise_kmh: "801", max_speed_kmh: "800" });
    expect(above.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["cruise_kmh", "fleet.errors.cruiseAboveMax"]]);
    const heavy = parse({ cruise_kmh: "", category: "heavy", max_speed_kmh: String(CRUISE_KMH_BY_CATEGORY.heavy - 1) });
    expect(heavy.error?.issues.map((i) => i.path.join("."))).toEqual(["cruise_kmh"]);
  });

  it("is a whole number from 100 to 1,200 km/h", () => {
    expect(parse({ cruise_kmh: "100", max_speed_kmh: "800" }).success).toBe(true);
    for (const bad of ["99", "1201", "0", "-700", "700,5", "yedi yüz"]) {
      expect(parse({ cruise_kmh: bad, max_speed_kmh: "1200" }).error?.issues[0]?.message, bad).toBe("fleet.errors.cruise");
    }
  });
});

describe("route columns", () => {
  const base = { departure_city: "İstanbul", arrival_city: "Londra", base_price: 100, currency: "TRY" as const };

  it("take countries, airports and the great-circle distance from the airport data", () => {
    const data = routeData(base);
    const ist = findCity("İstanbul")!;
    expect(data.departureCountry).toBe(ist.country);
    expect(data.departureAirport).toBe(`${ist.name} (${ist.iata})`);
    expect(data.distanceKm).toBe(distanceBetweenCities("İstanbul", "Londra"));
    expect(data.distanceKm).toBeGreaterThan(2000);
    expect(data.distanceReason).toBeNull();
  });

  it("keep an overridden distance only with its reason, and drop a reason for the computed distance", () => {
    expect(routeData({ ...base, distance_km: 3000, distance_reason: "Dolaşma" })).toMatchObject({
      distanceKm: 3000,
      distanceReason: "Dolaşma",
    });
    const computed = distanceBetweenCities("İstanbul", "Londra")!;
    expect(routeData({ ...base, distance_km: computed, distance_reason: "gereksiz" }).distanceReason).toBeNull();
    const refused = createRouteSchema.safeParse({
      intent: "create",
      departure_city: "İstanbul",
      arrival_city: "Londra",
      base_price: "100",
      distance_km: "3000",
    });
    expect(refused.error?.issues.map((i) => i.path.join("."))).toEqual(["distance_reason"]);
    const same = createRouteSchema.safeParse({
      intent: "create",
      departure_city: "İstanbul",
      arrival_city: "Londra",
      base_price: "100",
      distance_km: String(computed),
    });
    expect(same.success).toBe(true);
  });
});
