import { beforeAll, describe, expect, it } from "vitest";
import * as jetsRoute from "#app/routes/admin/jets";
import * as routesRoute from "#app/routes/admin/routes";
import tr from "#app/locales/tr";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import { jetFieldsSchema, routeFieldsSchema } from "#app/lib/schemas/fleet";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makeJet, makeUser } from "../../support/factories";

/** Bad input for the jet and route forms: 400, a clear message next to the field, nothing written. */
const OPS = "operasyon@ufukjet.test";

function translate(key: string): string | undefined {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tr) as
    string | undefined;
}

async function snapshot() {
  const [jets, routes, prices, audits] = await Promise.all([
    db().jet.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true } }),
    db().route.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true } }),
    db().routePriceChange.count(),
    db().auditLog.count(),
  ]);
  return JSON.stringify({ jets, routes, prices, audits });
}

beforeAll(async () => {
  await seedAirports(db());
  await makeUser("operations", { email: OPS });
  // the jet the edit cases change
  await makeJet();
});

type Case = [label: string, fields: Record<string, string | string[]>, field: string];

async function expectRefused(
  mod: typeof jetsRoute | typeof routesRoute,
  path: string,
  fields: Record<string, string | string[]>,
  field: string,
) {
  const before = await snapshot();
  const result = await run(mod, "action", await signedInRequest(path, OPS, formInit(fields)));
  expect(statusOf(result)).toBe(400);
  const reply = (result as { data: { result: { error?: Record<string, string[] | null> } } }).data.result;
  const messages = reply.error?.[field];
  expect(messages?.length ?? 0, JSON.stringify(reply.error)).toBeGreaterThan(0);
  for (const key of messages ?? []) expect(translate(key), key).toEqual(expect.any(String));
  expect(await snapshot()).toBe(before);
}

// ───────────── jets ─────────────

const jetOk = {
  intent: "create",
  manufacturer: "Bombardier",
  model: "Challenger 350",
  registration: "TC-OKA",
  year_manufactured: "2021",
  category: "super_midsize",
  min_passengers: "1",
  seat_capacity: "10",
  range_km: "5900",
  max_speed_kmh: "870",
  hourly_rate: "140000",
  ownership_type: "managed",
  home_base: "Bodrum",
  features: "Wi-Fi, Yatak",
  image_url: "https://cdn.example.com/cl350.jpg",
};

const { manufacturer: _m, ...noManufacturer } = jetOk;

const JET_CASES: Case[] = [
  ["no manufacturer", noManufacturer, "manufacturer"],
  ["blank manufacturer", { ...jetOk, manufacturer: "   " }, "manufacturer"],
  ["manufacturer too long", { ...jetOk, manufacturer: "B".repeat(101) }, "manufacturer"],
  ["manufacturer with a control character", { ...jetOk, manufacturer: "Bomb\u0007ardier" }, "manufacturer"],
  ["empty model", { ...jetOk, model: "" }, "model"],
  ["model too long in Turkish letters", { ...jetOk, model: "ğ".repeat(101) }, "model"],
  ["model with an escape character", { ...jetOk, model: "CL\u001b350" }, "model"],
  ["empty registration", { ...jetOk, registration: "" }, "registration"],
  ["registration too short", { ...jetOk, registration: "TC" }, "registration"],
  ["registration too long", { ...jetOk, registration: "TC-ABCDEFGH" }, "registration"],
  ["registration with spaces", { ...jetOk, registration: "TC UFK" }, "registration"],
  ["registration with two hyphens", { ...jetOk, registration: "TC--UFK" }, "registration"],
  ["registration with markup", { ...jetOk, registration: "<b>TC</b>" }, "registration"],
  ["registration with Turkish letters", { ...jetOk, registration: "TC-ÇĞÜ" }, "registration"],
  ["empty year", { ...jetOk, year_manufactured: "" }, "year_manufactured"],
  ["year as text", { ...jetOk, year_manufactured: "iki bin" }, "year_manufactured"],
  ["year too old", { ...jetOk, year_manufactured: "1903" }, "year_manufactured"],
  ["year far in the future", { ...jetOk, year_manufactured: "2999" }, "year_manufactured"],
  ["year with decimals", { ...jetOk, year_manufactured: "2020.5" }, "year_manufactured"],
  ["unknown category", { ...jetOk, category: "jumbo" }, "category"],
  ["category as label", { ...jetOk, category: "Hafif Jet" }, "category"],
  ["min passengers zero", { ...jetOk, min_passengers: "0" }, "min_passengers"],
  ["min passengers negative", { ...jetOk, min_passengers: "-2" }, "min_passengers"],
  ["min passengers above seats", { ...jetOk, min_passengers: "12", seat_capacity: "10" }, "min_passengers"],
  ["seat capacity zero", { ...jetOk, seat_capacity: "0", min_passengers: "1" }, "seat_capacity"],
  ["seat capacity 51", { ...jetOk, seat_capacity: "51" }, "seat_capacity"],
  ["seat capacity as words", { ...jetOk, seat_capacity: "on" }, "seat_capacity"],
  ["seat capacity with exponent", { ...jetOk, seat_capacity: "1e1" }, "seat_capacity"],
  ["range too short", { ...jetOk, range_km: "50" }, "range_km"],
  ["range too long", { ...jetOk, range_km: "40000" }, "range_km"],
  ["range with unit", { ...jetOk, range_km: "5900 km" }, "range_km"],
  ["range huge", { ...jetOk, range_km: "99999999999" }, "range_km"],
  ["speed too low", { ...jetOk, max_speed_kmh: "10" }, "max_speed_kmh"],
  ["speed supersonic", { ...jetOk, max_speed_kmh: "2200" }, "max_speed_kmh"],
  ["speed empty", { ...jetOk, max_speed_kmh: "" }, "max_speed_kmh"],
  ["cruise speed too low", { ...jetOk, cruise_kmh: "99" }, "cruise_kmh"],
  ["cruise speed supersonic", { ...jetOk, cruise_kmh: "1300" }, "cruise_kmh"],
  ["cruise speed zero", { ...jetOk, cruise_kmh: "0" }, "cruise_kmh"],
  ["cruise speed negative", { ...jetOk, cruise_kmh: "-800" }, "cruise_kmh"],
  ["cruise speed as words", { ...jetOk, cruise_kmh: "sekiz yüz" }, "cruise_kmh"],
  ["cruise speed with unit", { ...jetOk, cruise_kmh: "800 km/s" }, "cruise_kmh"],
  ["cruise speed with decimals", { ...jetOk, cruise_kmh: "800,5" }, "cruise_kmh"],
  ["cruise speed above the top speed", { ...jetOk, cruise_kmh: "871", max_speed_kmh: "870" }, "cruise_kmh"],
  [
    "empty cruise speed whose category figure is above the top speed",
    { ...jetOk, cruise_kmh: "", category: "heavy", max_speed_kmh: "860" },
    "cruise_kmh",
  ],
  ["two cruise speeds", { ...jetOk, cruise_kmh: ["800", "810"] }, "cruise_kmh"],
  ["rate empty", { ...jetOk, hourly_rate: "" }, "hourly_rate"],
  ["rate zero", { ...jetOk, hourly_rate: "0" }, "hourly_rate"],
  ["rate negative", { ...jetOk, hourly_rate: "-5000" }, "hourly_rate"],
  ["rate as text", { ...jetOk, hourly_rate: "beş bin" }, "hourly_rate"],
  ["rate three decimals", { ...jetOk, hourly_rate: "5000,123" }, "hourly_rate"],
  ["rate too high", { ...jetOk, hourly_rate: "99999999999" }, "hourly_rate"],
  ["unknown ownership", { ...jetOk, ownership_type: "stolen" }, "ownership_type"],
  ["ownership upper-case", { ...jetOk, ownership_type: "OWNED" }, "ownership_type"],
  ["no home base", { ...jetOk, home_base: "" }, "home_base"],
  ["home base not on the list", { ...jetOk, home_base: "Atlantis" }, "home_base"],
  ["home base lower-case", { ...jetOk, home_base: "istanbul" }, "home_base"],
  ["two home bases", { ...jetOk, home_base: ["İstanbul", "Bodrum"] }, "home_base"],
  ["too many features", { ...jetOk, features: Array.from({ length: 21 }, (_, i) => `Özellik ${i}`).join(",") }, "features"],
  ["a feature too long", { ...jetOk, features: `Wi-Fi, ${"x".repeat(61)}` }, "features"],
  ["features text too long", { ...jetOk, features: "a,".repeat(800) }, "features"],
  ["image over http", { ...jetOk, image_url: "http://cdn.example.com/a.jpg" }, "image_url"],
  ["image javascript:", { ...jetOk, image_url: "javascript:alert(1)" }, "image_url"],
  ["image data:", { ...jetOk, image_url: "data:image/png;base64,AAAA" }, "image_url"],
  ["image relative", { ...jetOk, image_url: "/images/a.jpg" }, "image_url"],
  ["image with credentials", { ...jetOk, image_url: "https://user:pw@cdn.example.com/a.jpg" }, "image_url"],
  ["image without a dotted host", { ...jetOk, image_url: "https://localhost/a.jpg" }, "image_url"],
  ["image with a space", { ...jetOk, image_url: "https://cdn.example.com/a b.jpg" }, "image_url"],
  ["image too long", { ...jetOk, image_url: `https://cdn.example.com/${"a".repeat(500)}` }, "image_url"],
];

describe("jet form bad input", () => {
  it("has at least 40 cases and one for every field of the form", () => {
    expect(JET_CASES.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(JET_CASES.map(([, , field]) => field));
    expect(Object.keys(jetFieldsSchema.shape).filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(JET_CASES)("%s → 400 with a message on the field, nothing written", async (_label, fields, field) => {
    await expectRefused(jetsRoute, "/admin/jets", fields, field);
  });

  it("the edit form refuses the same bad input", async () => {
    const jet = await db().jet.findFirstOrThrow();
    const edit = { ...jetOk, intent: "update", id: jet.id, version: jet.updatedAt.toISOString() };
    await expectRefused(jetsRoute, "/admin/jets", { ...edit, seat_capacity: "0" }, "seat_capacity");
    await expectRefused(jetsRoute, "/admin/jets", { ...edit, version: "yesterday" }, "version");
  });

  it("a good submission with the same setup succeeds (the cases above fail for their own reason)", async () => {
    const result = await run(jetsRoute, "action", await signedInRequest("/admin/jets", OPS, formInit(jetOk)));
    expect(statusOf(result)).toBe(302);
    expect(await db().jet.count({ where: { registration: "TC-OKA" } })).toBe(1);
  });

  it("stores a typed cruise speed, and the category's planning figure when it is left empty", async () => {
    const typed = { ...jetOk, registration: "TC-OKB", cruise_kmh: "812" };
    expect(statusOf(await run(jetsRoute, "action", await signedInRequest("/admin/jets", OPS, formInit(typed))))).toBe(302);
    const empty = { ...jetOk, registration: "TC-OKC", cruise_kmh: "", category: "light" };
    expect(statusOf(await run(jetsRoute, "action", await signedInRequest("/admin/jets", OPS, formInit(empty))))).toBe(302);
    const rows = await db().jet.findMany({ where: { registration: { in: ["TC-OKB", "TC-OKC"] } }, orderBy: { registration: "asc" } });
    expect(rows.map((r) => r.cruiseKmh)).toEqual([812, CRUISE_KMH_BY_CATEGORY.light]);
  });
});

// ───────────── routes ─────────────

const routeOk = {
  intent: "create",
  departure_city: "Trabzon",
  arrival_city: "Bursa",
  base_price: "85.000",
  currency: "TRY",
};

const { departure_city: _d, ...noDeparture } = routeOk;
const { arrival_city: _a, ...noArrival } = routeOk;
const { base_price: _b, ...noPrice } = routeOk;

const ROUTE_CASES: Case[] = [
  ["no departure", noDeparture, "departure_city"],
  ["empty departure", { ...routeOk, departure_city: "" }, "departure_city"],
  ["departure not in our airports", { ...routeOk, departure_city: "Gotham" }, "departure_city"],
  ["departure in English", { ...routeOk, departure_city: "Istanbul" }, "departure_city"],
  ["departure folded", { ...routeOk, departure_city: "trabzon" }, "departure_city"],
  ["departure as an airport code", { ...routeOk, departure_city: "TZX" }, "departure_city"],
  ["departure with markup", { ...routeOk, departure_city: "<script>" }, "departure_city"],
  ["departure SQL", { ...routeOk, departure_city: "'; DROP TABLE routes; --" }, "departure_city"],
  ["two departures", { ...routeOk, departure_city: ["Trabzon", "Adana"] }, "departure_city"],
  ["no arrival", noArrival, "arrival_city"],
  ["empty arrival", { ...routeOk, arrival_city: "" }, "arrival_city"],
  ["arrival not in our airports", { ...routeOk, arrival_city: "Atlantis" }, "arrival_city"],
  ["arrival with trailing space variant", { ...routeOk, arrival_city: "Bursa " }, "arrival_city"],
  ["arrival equals departure", { ...routeOk, arrival_city: "Trabzon" }, "arrival_city"],
  ["arrival as a number", { ...routeOk, arrival_city: "42" }, "arrival_city"],
  ["no price", noPrice, "base_price"],
  ["empty price", { ...routeOk, base_price: "" }, "base_price"],
  ["blank price", { ...routeOk, base_price: "   " }, "base_price"],
  ["price zero", { ...routeOk, base_price: "0" }, "base_price"],
  ["price negative", { ...routeOk, base_price: "-100" }, "base_price"],
  ["price letters", { ...routeOk, base_price: "pahalı" }, "base_price"],
  ["price three decimals", { ...routeOk, base_price: "100,001" }, "base_price"],
  ["price too high", { ...routeOk, base_price: "10000000000" }, "base_price"],
  ["price with currency", { ...routeOk, base_price: "₺100" }, "base_price"],
  ["price exponent", { ...routeOk, base_price: "1e6" }, "base_price"],
  ["price Infinity", { ...routeOk, base_price: "Infinity" }, "base_price"],
  ["price too long", { ...routeOk, base_price: "1".repeat(31) }, "base_price"],
  ["two prices", { ...routeOk, base_price: ["100", "200"] }, "base_price"],
  ["unknown currency", { ...routeOk, currency: "GBP" }, "currency"],
  ["lower-case currency", { ...routeOk, currency: "try" }, "currency"],
  ["TL as currency", { ...routeOk, currency: "TL" }, "currency"],
  ["distance zero", { ...routeOk, distance_km: "0", distance_reason: "x" }, "distance_km"],
  ["distance negative", { ...routeOk, distance_km: "-500", distance_reason: "x" }, "distance_km"],
  ["distance too long", { ...routeOk, distance_km: "25000", distance_reason: "x" }, "distance_km"],
  ["distance with unit", { ...routeOk, distance_km: "900 km", distance_reason: "x" }, "distance_km"],
  ["distance decimal", { ...routeOk, distance_km: "900.5", distance_reason: "x" }, "distance_km"],
  ["distance as words", { ...routeOk, distance_km: "dokuz yüz", distance_reason: "x" }, "distance_km"],
  ["distance overridden without a reason", { ...routeOk, distance_km: "1" }, "distance_reason"],
  ["distance overridden with a blank reason", { ...routeOk, distance_km: "2", distance_reason: "   " }, "distance_reason"],
  ["reason too long", { ...routeOk, distance_km: "3", distance_reason: "r".repeat(201) }, "distance_reason"],
  ["reason with an escape character", { ...routeOk, distance_km: "4", distance_reason: "rota\u001b" }, "distance_reason"],
  ["reason with a bell", { ...routeOk, distance_km: "5", distance_reason: "rota\u0007" }, "distance_reason"],
];

describe("route form bad input", () => {
  it("has at least 40 cases and one for every field of the form", () => {
    expect(ROUTE_CASES.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(ROUTE_CASES.map(([, , field]) => field));
    expect(Object.keys(routeFieldsSchema.shape).filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(ROUTE_CASES)("%s → 400 with a message on the field, nothing written", async (_label, fields, field) => {
    await expectRefused(routesRoute, "/admin/routes", fields, field);
  });

  it("a good submission with the same setup succeeds (the cases above fail for their own reason)", async () => {
    const result = await run(
      routesRoute,
      "action",
      await signedInRequest("/admin/routes", OPS, formInit({ ...routeOk, distance_km: "1", distance_reason: "r".repeat(200) })),
    );
    expect(statusOf(result)).toBe(302);
    const route = await db().route.findUniqueOrThrow({
      where: { departureCity_arrivalCity: { departureCity: "Trabzon", arrivalCity: "Bursa" } },
    });
    expect(route.distanceKm).toBe(1);
  });
});
