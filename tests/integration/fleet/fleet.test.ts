import { beforeAll, describe, expect, it } from "vitest";
import * as jetsRoute from "#app/routes/admin/jets";
import * as routesRoute from "#app/routes/admin/routes";
import { distanceBetweenCities, findCity } from "#app/lib/airports";
import { db } from "#app/server/platform/db/client.server";
import { deleteJet, getJet, jetSummary, listJets, toggleJetAvailability, updateJet } from "#app/server/fleet/jets.server";
import { getRoute, listRoutes, routeSummary } from "#app/server/fleet/route-book.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBrokerQuote, makeCustomer, makeJet, makeRoleAccounts, makeRoute } from "../../support/factories";

const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const CUSTOMER = "musteri@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";

let adminId: string;

beforeAll(async () => {
  await seedAirports(db());
  adminId = (await makeRoleAccounts()).admin.id;
  // a small fleet (one jet grounded), three routes, a customer and a broker's quote
  await makeJet({ manufacturer: "Cessna", model: "Citation Excellence", ownershipType: "owned" });
  await makeJet({
    manufacturer: "Bombardier",
    model: "Global 7500",
    category: "ultra_long_range",
    seatCapacity: 19,
    ownershipType: "managed",
  });
  await makeJet({ manufacturer: "Pilatus", model: "PC-24", category: "light", isAvailable: false });
  await makeRoute("İstanbul", "Londra");
  await makeRoute("Ankara", "Antalya");
  await makeRoute("İzmir", "Bodrum");
  await makeCustomer();
  await makeBrokerQuote();
});

const postJet = async (fields: Record<string, string>, email = ADMIN, path = "/admin/jets") =>
  run(jetsRoute, "action", await signedInRequest(path, email, formInit(fields)));
const postRoute = async (fields: Record<string, string>, email = ADMIN, path = "/admin/routes") =>
  run(routesRoute, "action", await signedInRequest(path, email, formInit(fields)));

const jetFields = (registration: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  manufacturer: "Embraer",
  model: "Phenom 300E",
  registration,
  year_manufactured: "2022",
  category: "light",
  min_passengers: "2",
  seat_capacity: "8",
  range_km: "3650",
  max_speed_kmh: "830",
  hourly_rate: "95.000",
  ownership_type: "leased",
  home_base: "Antalya",
  features: "Wi-Fi, Catering ,  , wi-fi, Tuvalet",
  image_url: "https://images.example.com/phenom.jpg",
  ...extra,
});

async function newJet(registration: string, extra: Record<string, string> = {}) {
  const result = await postJet(jetFields(registration, extra));
  expect(statusOf(result)).toBe(302);
  return db().jet.findUniqueOrThrow({ where: { registration: registration.toUpperCase() } });
}

describe("jets: add", () => {
  it("the loader offers the §9 defaults for a new jet", async () => {
    const result = (await run(jetsRoute, "loader", await signedInRequest("/admin/jets?new=1", OPS))) as {
      defaults: Record<string, string>;
      step: string;
    };
    expect(result.step).toBe("new");
    expect(result.defaults).toMatchObject({
      year_manufactured: String(new Date().getUTCFullYear()),
      seat_capacity: "6",
      range_km: "1000",
      max_speed_kmh: "800",
      hourly_rate: "5000",
      ownership_type: "owned",
      home_base: "İstanbul",
    });
  });

  it("adds a jet: registration upper-cased, features as a list, rate in TL, audited", async () => {
    const jet = await newJet("tc-fla");
    expect(jet).toMatchObject({
      registration: "TC-FLA",
      category: "light",
      minPassengers: 2,
      seatCapacity: 8,
      ownershipType: "leased",
      homeBase: "Antalya",
      isAvailable: true,
      features: ["Wi-Fi", "Catering", "Tuvalet"],
      imageUrl: "https://images.example.com/phenom.jpg",
    });
    expect(jet.hourlyRate.toString()).toBe("95000");
    expect(await db().auditLog.count({ where: { action: "jet.create", entityId: jet.id } })).toBe(1);
  });

  it("refuses a second jet with the same registration (any letter case), writing nothing", async () => {
    await newJet("TC-DUP");
    const before = await db().jet.count();
    const audits = await db().auditLog.count();
    const result = await postJet(jetFields("tc-dup", { model: "Another" }));
    expect(statusOf(result)).toBe(400);
    const reply = (result as { data: { result: { error: Record<string, string[]> } } }).data.result;
    expect(reply.error.registration).toEqual(["fleet.errors.duplicate"]);
    expect(await db().jet.count()).toBe(before);
    expect(await db().auditLog.count()).toBe(audits);
  });

  it("allows two jets of one model and year with different registrations", async () => {
    await newJet("TC-TWA");
    await newJet("TC-TWB");
    expect(
      await db().jet.count({ where: { model: "Phenom 300E", yearManufactured: 2022, registration: { in: ["TC-TWA", "TC-TWB"] } } }),
    ).toBe(2);
  });
});

describe("jets: list, cards and availability", () => {
  it("orders by manufacturer and finds by folded search and registration", async () => {
    const list = await listJets({ q: "", page: null });
    expect(list.rows.length).toBeGreaterThan(1);
    const names = list.rows.map((r) => r.manufacturer);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await newJet("TC-SRC", { manufacturer: "Dassault", model: "Falcon 2000LXS" });
    expect((await listJets({ q: "FALCON 2000", page: null })).rows.map((r) => r.registration)).toContain("TC-SRC");
    expect((await listJets({ q: "tc-src", page: null })).rows.map((r) => r.registration)).toEqual(["TC-SRC"]);
  });

  it("a jet on a confirmed or optional reservation right now is busy; a draft or past one is not", async () => {
    const jet = await newJet("TC-BSY");
    const customer = await db().customer.findFirstOrThrow();
    const route = await db().route.findFirstOrThrow();
    const now = new Date();
    const hour = 3_600_000;
    const reservation = await db().reservation.create({
      data: {
        customerId: customer.id,
        routeId: route.id,
        jetId: jet.id,
        departureDatetime: new Date(now.getTime() - hour),
        arrivalDatetime: new Date(now.getTime() + hour),
        passengerCount: 2,
        status: "draft",
      },
    });
    const availability = async () => (await listJets({ q: "TC-BSY", page: null, now })).rows[0]?.availability;
    expect(await availability()).toBe("available");
    const availableBefore = (await jetSummary(now)).available;

    await db().reservation.update({ where: { id: reservation.id }, data: { status: "confirmed" } });
    expect(await availability()).toBe("busy");
    expect((await jetSummary(now)).available).toBe(availableBefore - 1);
    await db().reservation.update({ where: { id: reservation.id }, data: { status: "optional" } });
    expect(await availability()).toBe("busy");
    // after the arrival it is free again
    expect((await listJets({ q: "TC-BSY", page: null, now: new Date(now.getTime() + 2 * hour) })).rows[0]?.availability).toBe("available");
    // before the departure too
    expect((await listJets({ q: "TC-BSY", page: null, now: new Date(now.getTime() - 2 * hour) })).rows[0]?.availability).toBe("available");
    // the edges: busy from the departure's instant, free from the arrival's (a [departure, arrival) range)
    const at = async (t: Date) => (await listJets({ q: "TC-BSY", page: null, now: t })).rows[0]?.availability;
    expect(await at(new Date(now.getTime() - hour))).toBe("busy");
    expect(await at(new Date(now.getTime() - hour - 1))).toBe("available");
    expect(await at(new Date(now.getTime() + hour - 1))).toBe("busy");
    expect(await at(new Date(now.getTime() + hour))).toBe("available");
    // the cards count the same rule: cancelling the hold frees one jet at that instant
    const later = new Date(now.getTime() + hour - 1);
    const availableWhileHeld = (await jetSummary(later)).available;
    await db().reservation.update({ where: { id: reservation.id }, data: { status: "cancelled" } });
    expect(await availability()).toBe("available");
    expect((await jetSummary(later)).available).toBe(availableWhileHeld + 1);
  });

  it("a jet marked unavailable is busy, and the cards count owned jets and the average rate", async () => {
    const summary = await jetSummary();
    const jets = await db().jet.findMany({ select: { hourlyRate: true, ownershipType: true } });
    expect(summary.total).toBe(jets.length);
    expect(summary.owned).toBe(jets.filter((j) => j.ownershipType === "owned").length);
    const average = jets.reduce((n, j) => n + Number(j.hourlyRate), 0) / jets.length;
    expect(Number(summary.averageHourlyRate)).toBeCloseTo(average, 1);
    const off = await db().jet.findFirstOrThrow({ where: { isAvailable: false } });
    const row = (await getJet(off.id))!;
    expect(row.availability).toBe("busy");
    expect(row.onFlight).toBe(false);
  });
});

describe("jets: edit, toggle, delete", () => {
  it("edits a jet at its version and refuses a stale edit with the shared message", async () => {
    const jet = await newJet("TC-EDT");
    const version = jet.updatedAt.toISOString();
    const edit = (model: string) => ({ ...jetFields("TC-EDT", { model }), intent: "update", id: jet.id, version });
    expect(statusOf(await postJet(edit("Phenom 300E Plus")))).toBe(302);
    const edited = await db().jet.findUniqueOrThrow({ where: { id: jet.id } });
    expect(edited.model).toBe("Phenom 300E Plus");
    expect(await db().auditLog.count({ where: { action: "jet.update", entityId: jet.id } })).toBe(1);

    // a second edit opened on the old version
    const stale = await postJet(edit("Overwritten"));
    expect(statusOf(stale)).toBe(409);
    const reply = (stale as { data: { result: { error: Record<string, string[]> } } }).data.result;
    expect(reply.error[""]).toEqual(["validation.staleRecord"]);
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).model).toBe("Phenom 300E Plus");
  });

  it("an edit may not take another jet's registration", async () => {
    await newJet("TC-AAA");
    const b = await newJet("TC-BBB");
    const result = await postJet({ ...jetFields("TC-AAA"), intent: "update", id: b.id, version: b.updatedAt.toISOString() });
    expect(statusOf(result)).toBe(400);
    expect((await db().jet.findUniqueOrThrow({ where: { id: b.id } })).registration).toBe("TC-BBB");
  });

  it("editing a jet that does not exist answers 404", async () => {
    const result = await postJet({ ...jetFields("TC-NOP"), intent: "update", id: MISSING, version: new Date().toISOString() });
    expect(statusOf(result)).toBe(404);
  });

  it("toggles availability once for twenty parallel clicks on one version", async () => {
    const jet = await newJet("TC-TGL");
    const version = jet.updatedAt.toISOString();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => toggleJetAvailability({ actorId: adminId, ip: null, id: jet.id, version: new Date(version) })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).isAvailable).toBe(false);
    expect(await db().auditLog.count({ where: { action: "jet.deactivate", entityId: jet.id } })).toBe(1);
  });

  it("the toggle form turns a jet off and on through the action", async () => {
    const jet = await newJet("TC-TG2");
    const off = await postJet({ intent: "toggle", id: jet.id, version: jet.updatedAt.toISOString() }, OPS);
    expect(statusOf(off)).toBe(302);
    const after = await db().jet.findUniqueOrThrow({ where: { id: jet.id } });
    expect(after.isAvailable).toBe(false);
    // the old version no longer matches
    expect(statusOf(await postJet({ intent: "toggle", id: jet.id, version: jet.updatedAt.toISOString() }, OPS))).toBe(302);
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).isAvailable).toBe(false);
    expect(statusOf(await postJet({ intent: "toggle", id: jet.id, version: after.updatedAt.toISOString() }, OPS))).toBe(302);
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).isAvailable).toBe(true);
  });

  it("delete asks first, then deletes an unreferenced jet with its audit row", async () => {
    const jet = await newJet("TC-DEL");
    const ask = await postJet({ intent: "delete", id: jet.id });
    expect(statusOf(ask)).toBe(302);
    expect(locationOf(ask)).toBe(`/admin/jets?delete=${jet.id}`);
    expect(await db().jet.count({ where: { id: jet.id } })).toBe(1);
    const panel = (await run(jetsRoute, "loader", await signedInRequest(`/admin/jets?delete=${jet.id}`, ADMIN))) as {
      selected: { references: { reservations: number; quotes: number } };
    };
    expect(panel.selected.references).toEqual({ reservations: 0, quotes: 0 });
    const done = await postJet({ intent: "delete", id: jet.id, confirm: "yes" });
    expect(statusOf(done)).toBe(302);
    expect(await db().jet.count({ where: { id: jet.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "jet.delete", entityId: jet.id } })).toBe(1);
  });

  it("refuses to delete a jet a reservation refers to, and one a quote refers to", async () => {
    // a fresh jet that only a (draft) reservation refers to
    const reserved = await newJet("TC-RSV");
    await db().reservation.create({
      data: {
        customerId: (await db().customer.findFirstOrThrow()).id,
        routeId: (await db().route.findFirstOrThrow()).id,
        jetId: reserved.id,
        departureDatetime: new Date(Date.now() + 90 * 86_400_000),
        passengerCount: 2,
        status: "draft",
      },
    });
    // a fresh jet that only a broker's quote offers
    const quoted = await newJet("TC-QTD");
    const quote = await db().brokerQuote.findFirstOrThrow({ orderBy: { id: "asc" } });
    await db().brokerQuote.update({ where: { id: quote.id }, data: { jetOfferedId: quoted.id } });
    for (const jet of [reserved, quoted]) {
      const result = await postJet({ intent: "delete", id: jet.id, confirm: "yes" });
      expect(statusOf(result)).toBe(302);
      expect(locationOf(result)).toBe(`/admin/jets?delete=${jet.id}`);
      expect(await db().jet.count({ where: { id: jet.id } })).toBe(1);
      await expect(deleteJet({ actorId: adminId, ip: null, id: jet.id })).rejects.toMatchObject({ code: "inUse" });
    }
    expect(await db().auditLog.count({ where: { action: "jet.delete", entityId: { in: [reserved.id, quoted.id] } } })).toBe(0);
  });

  it("the view and delete steps of a missing jet answer 404", async () => {
    for (const path of [`/admin/jets?view=${MISSING}`, `/admin/jets?edit=nope`, `/admin/jets?delete=${MISSING}`]) {
      expect(statusOf(await run(jetsRoute, "loader", await signedInRequest(path, ADMIN)))).toBe(404);
    }
    expect(statusOf(await postJet({ intent: "delete", id: MISSING, confirm: "yes" }))).toBe(404);
    expect(statusOf(await postJet({ intent: "toggle", id: MISSING, version: new Date().toISOString() }))).toBe(404);
  });

  it("updateJet with a stale version throws staleRecord and writes nothing", async () => {
    const jet = await newJet("TC-STL");
    const value = {
      manufacturer: "X",
      model: "Y",
      registration: "TC-STL",
      year_manufactured: 2020,
      category: "light" as const,
      min_passengers: 1,
      seat_capacity: 6,
      range_km: 1000,
      max_speed_kmh: 800,
      hourly_rate: 5000,
      ownership_type: "owned" as const,
      home_base: "İstanbul",
    };
    await expect(
      updateJet({ actorId: adminId, ip: null, id: jet.id, version: new Date(jet.updatedAt.getTime() - 1000), value }),
    ).rejects.toMatchObject({ code: "stale", status: 409 });
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).manufacturer).toBe("Embraer");
    await updateJet({ actorId: adminId, ip: null, id: jet.id, version: jet.updatedAt, value });
    expect((await db().jet.findUniqueOrThrow({ where: { id: jet.id } })).manufacturer).toBe("X");
  });
});

describe("jets and routes: access", () => {
  it("brokers and customers are refused by the loaders and the actions", async () => {
    for (const email of [BROKER, CUSTOMER]) {
      expect(statusOf(await run(jetsRoute, "loader", await signedInRequest("/admin/jets", email)))).toBe(403);
      expect(statusOf(await run(routesRoute, "loader", await signedInRequest("/admin/routes", email)))).toBe(403);
      const before = await db().jet.count();
      expect(statusOf(await postJet(jetFields("TC-NOA"), email))).toBe(403);
      expect(await db().jet.count()).toBe(before);
    }
  });
});

// ───────────── routes ─────────────

const routeFields = (from: string, to: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  departure_city: from,
  arrival_city: to,
  base_price: "150.000",
  currency: "TRY",
  ...extra,
});

async function routeBetween(from: string, to: string) {
  return db().route.findUniqueOrThrow({ where: { departureCity_arrivalCity: { departureCity: from, arrivalCity: to } } });
}

/** Two listed cities with no route between them yet. */
async function freePair(skip = 0): Promise<[string, string]> {
  const existing = await db().route.findMany({ select: { departureCity: true, arrivalCity: true } });
  const taken = new Set(existing.map((r) => `${r.departureCity}→${r.arrivalCity}`));
  const cities = ["Trabzon", "Kayseri", "Gaziantep", "Bursa", "Adana", "Dalaman"];
  let found = 0;
  for (const a of cities)
    for (const b of cities) {
      if (a === b || taken.has(`${a}→${b}`) || !findCity(a) || !findCity(b)) continue;
      if (found++ === skip) return [a, b];
    }
  throw new Error("no free pair");
}

describe("routes", () => {
  it("adds a route: countries, airports and the great-circle distance from the airport data, first price in the history", async () => {
    const [from, to] = await freePair();
    expect(statusOf(await postRoute(routeFields(from, to)))).toBe(302);
    const route = await routeBetween(from, to);
    const a = findCity(from)!;
    const b = findCity(to)!;
    expect(route).toMatchObject({
      departureCountry: a.country,
      departureAirport: `${a.name} (${a.iata})`,
      arrivalCountry: b.country,
      arrivalAirport: `${b.name} (${b.iata})`,
      distanceKm: distanceBetweenCities(from, to),
      distanceReason: null,
      currency: "TRY",
    });
    expect(route.basePrice?.toString()).toBe("150000");
    const history = await db().routePriceChange.findMany({ where: { routeId: route.id } });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromPrice: null, changedById: adminId });
    expect(await db().auditLog.count({ where: { action: "route.create", entityId: route.id } })).toBe(1);
  });

  it("refuses a duplicate route pair with a message on the arrival field", async () => {
    const existing = await db().route.findFirstOrThrow();
    const before = await db().route.count();
    const result = await postRoute(routeFields(existing.departureCity, existing.arrivalCity));
    expect(statusOf(result)).toBe(400);
    const reply = (result as { data: { result: { error: Record<string, string[]> } } }).data.result;
    expect(reply.error.arrival_city).toEqual(["fleet.errors.duplicateRoute"]);
    expect(await db().route.count()).toBe(before);
  });

  it("keeps an overridden distance with its reason", async () => {
    const [from, to] = await freePair(1);
    const result = await postRoute(routeFields(from, to, { distance_km: "1234", distance_reason: "Hava sahası kapalı, dolaşma rotası" }));
    expect(statusOf(result)).toBe(302);
    const route = await routeBetween(from, to);
    expect(route.distanceKm).toBe(1234);
    expect(route.distanceReason).toBe("Hava sahası kapalı, dolaşma rotası");
  });

  it("a new price writes the history (who, from, to) and the loader shows it; a stale edit is refused", async () => {
    const [from, to] = await freePair(2);
    await postRoute(routeFields(from, to));
    const route = await routeBetween(from, to);
    const edit = {
      ...routeFields(from, to, { base_price: "175.500,50" }),
      intent: "update",
      id: route.id,
      version: route.updatedAt.toISOString(),
    };
    const result = await postRoute(edit, OPS);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/admin/routes?edit=${route.id}`);
    const after = await db().route.findUniqueOrThrow({ where: { id: route.id } });
    expect(after.basePrice?.toString()).toBe("175500.5");
    const detail = (await getRoute(route.id))!;
    expect(detail.priceHistory).toHaveLength(2);
    expect(detail.priceHistory[0]).toMatchObject({ from: "150000", to: "175500.5", currency: "TRY" });
    expect(detail.priceHistory[0]?.by).toEqual(expect.any(String));
    const loaded = (await run(routesRoute, "loader", await signedInRequest(`/admin/routes?edit=${route.id}`, ADMIN))) as {
      selected: { priceHistory: unknown[] };
    };
    expect(loaded.selected.priceHistory).toHaveLength(2);

    // the same (old) version again: refused, nothing written
    const stale = await postRoute({ ...edit, base_price: "1" }, OPS);
    expect(statusOf(stale)).toBe(409);
    expect((await db().route.findUniqueOrThrow({ where: { id: route.id } })).basePrice?.toString()).toBe("175500.5");
    expect(await db().routePriceChange.count({ where: { routeId: route.id } })).toBe(2);

    // an edit that leaves the price alone adds no history row
    const same = {
      ...edit,
      base_price: "175.500,50",
      distance_km: "999",
      distance_reason: "Ölçüm",
      version: after.updatedAt.toISOString(),
    };
    expect(statusOf(await postRoute(same, OPS))).toBe(302);
    expect(await db().routePriceChange.count({ where: { routeId: route.id } })).toBe(2);
    expect(await db().auditLog.count({ where: { entity: "route", entityId: route.id } })).toBe(3);
  });

  it("lists by departure city, searches with Turkish folding, and averages per currency", async () => {
    const list = await listRoutes({ q: "", page: null });
    expect(list.rows.length).toBeGreaterThan(1);
    const cities = list.rows.map((r) => r.departureCity);
    expect(cities).toEqual([...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const found = await listRoutes({ q: "İSTANBUL", page: null });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((r) => `${r.departureCity} ${r.arrivalCity}`.includes("İstanbul"))).toBe(true);
    const summary = await routeSummary();
    const routes = await db().route.findMany({ select: { distanceKm: true, basePrice: true, currency: true } });
    expect(summary.total).toBe(routes.length);
    expect(summary.averageDistanceKm).toBe(Math.round(routes.reduce((n, r) => n + r.distanceKm, 0) / routes.length));
    expect(summary.averagePrices.length).toBeGreaterThan(0);
    for (const p of summary.averagePrices) {
      const of = routes.filter((r) => r.currency === p.currency);
      expect(Number(p.average)).toBeCloseTo(of.reduce((n, r) => n + Number(r.basePrice), 0) / of.length, 1);
    }
  });

  it("an edit may not move a route onto another route's pair", async () => {
    const [from, to] = await freePair(3);
    await postRoute(routeFields(from, to));
    const route = await routeBetween(from, to);
    const other = await db().route.findFirstOrThrow({ where: { id: { not: route.id } } });
    const result = await postRoute({
      ...routeFields(other.departureCity, other.arrivalCity),
      intent: "update",
      id: route.id,
      version: route.updatedAt.toISOString(),
    });
    expect(statusOf(result)).toBe(400);
    const reply = (result as { data: { result: { error: Record<string, string[]> } } }).data.result;
    expect(reply.error.arrival_city).toEqual(["fleet.errors.duplicateRoute"]);
    expect(await db().route.findUniqueOrThrow({ where: { id: route.id } })).toMatchObject({ departureCity: from, arrivalCity: to });
  });

  it("editing a missing route answers 404", async () => {
    const result = await postRoute({
      ...routeFields("Trabzon", "Bursa"),
      intent: "update",
      id: MISSING,
      version: new Date().toISOString(),
    });
    expect(statusOf(result)).toBe(404);
    expect(statusOf(await run(routesRoute, "loader", await signedInRequest(`/admin/routes?edit=${MISSING}`, ADMIN)))).toBe(404);
  });
});
