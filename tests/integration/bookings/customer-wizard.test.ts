import { beforeAll, describe, expect, it } from "vitest";
import * as jetsRoute from "#app/routes/customer/jets";
import * as wizardRoute from "#app/routes/customer/reservation";
import type { WizardActionData } from "#app/routes/customer/reservation";
import { distanceBetweenCities } from "#app/lib/airports";
import { MINIMUM_BILLABLE_MINUTES_PER_DAY, POSITIONING_RATE_SHARE } from "#app/lib/domain/charter/figures";
import { planLeg } from "#app/lib/domain/charter/leg";
import { minutesCost } from "#app/lib/domain/charter/price";
import { TIER_THRESHOLDS } from "#app/lib/domain/membership";
import { EXTRA_PRICES, estimateTrip } from "#app/lib/domain/pricing";
import { todayInIstanbul, wallTimeOf } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { listCatalogue } from "#app/server/fleet/jet-catalogue.server";
import { listQuoteRequestsForStaff } from "#app/server/brokerage/staff-quote-requests.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeJet, makeRoleAccounts, makeRoute } from "../../support/factories";
import { present } from "../../support/present";

const CUSTOMER = "musteri@ufukjet.test";
const UNLINKED = "baglanmamis-sihirbaz@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";
const PATH = "/dashboard/reservation";

function day(offset: number) {
  const date = new Date(`${todayInIstanbul()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

let customerUserId: string;
let customerId: string;
let smallJetId: string;

beforeAll(async () => {
  await seedAirports(db());
  const { customer } = await makeRoleAccounts();
  customerUserId = customer.user.id;
  customerId = customer.customer.id;
  // the signed-in customer holds a tier above Standard (its catering discount), by an adjustment row
  await db().membershipPoint.create({ data: { customerId, kind: "adjustment", points: TIER_THRESHOLDS.premium, note: "Test" } });
  for (const to of ["Londra", "Paris", "Dubai", "Antalya"]) await makeRoute("İstanbul", to);
  // a fleet of three sizes and ranges
  await makeJet({ manufacturer: "Cessna", model: "Citation Excellence", seatCapacity: 8, rangeKm: 6482, hourlyRate: 165_000 });
  await makeJet({
    manufacturer: "Embraer",
    model: "Legacy 650E",
    category: "super_midsize",
    seatCapacity: 12,
    rangeKm: 7223,
    hourlyRate: 245_000,
  });
  await makeJet({
    manufacturer: "Bombardier",
    model: "Global 7500",
    category: "ultra_long_range",
    seatCapacity: 19,
    rangeKm: 14_260,
    hourlyRate: 450_000,
  });
  await createTestUser({ email: UNLINKED, role: "sales", customerId: null });
  smallJetId = (
    await db().jet.create({
      data: {
        manufacturer: "Sihirbaz",
        model: "Dörtlük",
        yearManufactured: 2020,
        seatCapacity: 4,
        rangeKm: 2000,
        maxSpeedKmh: 750,
        hourlyRate: "100000",
        category: "light",
      },
    })
  ).id;
});

type Fields = Record<string, string | string[]>;

async function post(fields: Fields, email = CUSTOMER) {
  return run(wizardRoute, "action", await signedInRequest(PATH, email, formInit(fields)));
}

function payload(result: unknown): WizardActionData {
  return (result as { data: WizardActionData }).data;
}

/** Everything a refused post must leave untouched. */
async function snapshot() {
  const [requests, audits, routes, customers, mails] = await Promise.all([
    db().quoteRequest.count(),
    db().auditLog.count(),
    db().route.count(),
    db().customer.count(),
    db().outboxEmail.count(),
  ]);
  return { requests, audits, routes, customers, mails };
}

const stepOne = (over: Fields = {}): Fields => ({
  step: "1",
  intent: "continue",
  flight_type: "one_way",
  departure_city: "İstanbul",
  arrival_city: "Paris",
  departure_date: day(10),
  passenger_count: "4",
  ...over,
});

const stepTwo = (over: Fields = {}): Fields => ({
  ...stepOne(),
  step: "2",
  catering: "1",
  vip_lounge: "1",
  special_requests: "Vejetaryen menü",
  ...over,
});

const confirm = (key: string, over: Fields = {}): Fields => ({ ...stepTwo(), step: "3", intent: "confirm", idempotency_key: key, ...over });

describe("jet catalogue", () => {
  let edgeIds: Record<10 | 11 | 16 | 17, string>;
  beforeAll(async () => {
    const edgeJet = async (seats: number) => {
      const jet = await db().jet.create({
        data: {
          manufacturer: "Kenar",
          model: `K${seats}`,
          yearManufactured: 2021,
          seatCapacity: seats,
          minPassengers: 2,
          rangeKm: 5000,
          maxSpeedKmh: 850,
          hourlyRate: "200000",
          category: "midsize",
        },
      });
      return jet.id;
    };
    edgeIds = { 10: await edgeJet(10), 11: await edgeJet(11), 16: await edgeJet(16), 17: await edgeJet(17) };
  });

  const edgeJetsIn = async (capacity: "small" | "medium" | "large") => {
    const { jets } = await listCatalogue({ category: null, capacity, page: null });
    expect(jets.length).toBeGreaterThan(0);
    return jets.filter((j) => j.manufacturer === "Kenar").map((j) => j.seatCapacity);
  };

  it("bands jets by the upper bound of their passenger range at the edges 10, 11, 16 and 17, in the database", async () => {
    expect(await edgeJetsIn("small")).toEqual([10]);
    expect((await edgeJetsIn("medium")).sort((a, b) => a - b)).toEqual([11, 16]);
    expect(await edgeJetsIn("large")).toEqual([17]);
    const small = await listCatalogue({ category: null, capacity: "small", page: null });
    expect(small.jets.every((j) => j.seatCapacity <= 10)).toBe(true);
    const large = await listCatalogue({ category: null, capacity: "large", page: null });
    expect(large.jets.every((j) => j.seatCapacity >= 17)).toBe(true);
  });

  it("filters by the stored category through the loader's GET parameters, and ignores unknown values", async () => {
    const light = (await run(jetsRoute, "loader", await signedInRequest("/dashboard/jets?category=light", CUSTOMER))) as {
      jets: { category: string; id: string }[];
      category: string | null;
    };
    expect(light.category).toBe("light");
    expect(light.jets.length).toBeGreaterThan(0);
    expect(light.jets.every((j) => j.category === "light")).toBe(true);
    expect(light.jets.some((j) => j.id === smallJetId)).toBe(true);
    const both = (await run(jetsRoute, "loader", await signedInRequest("/dashboard/jets?category=midsize&capacity=medium", CUSTOMER))) as {
      jets: { id: string }[];
    };
    expect(both.jets.map((j) => j.id)).toEqual(expect.arrayContaining([edgeIds[11], edgeIds[16]]));
    expect(both.jets.map((j) => j.id)).not.toContain(edgeIds[10]);
    const junk = (await run(jetsRoute, "loader", await signedInRequest("/dashboard/jets?category=heavyish&capacity=huge", CUSTOMER))) as {
      category: string | null;
      capacity: string | null;
      total: number;
    };
    expect(junk.category).toBeNull();
    expect(junk.capacity).toBeNull();
    expect(junk.total).toBe(await db().jet.count());
  });

  it("shows 'Rezerve' for a jet marked unavailable or held right now by an optional or confirmed reservation, not by a draft or a later one", async () => {
    const route = await db().route.findFirstOrThrow({ select: { id: true } });
    const now = Date.now();
    const hold = async (jetId: string, status: "draft" | "optional" | "confirmed", startOffsetH: number) =>
      db().reservation.create({
        data: {
          customerId,
          routeId: route.id,
          jetId,
          status,
          passengerCount: 2,
          departureDatetime: new Date(now + startOffsetH * 3_600_000),
          arrivalDatetime: new Date(now + (startOffsetH + 2) * 3_600_000),
        },
      });
    await hold(edgeIds[10], "confirmed", -1);
    await hold(edgeIds[11], "optional", -1);
    await hold(edgeIds[16], "draft", -1);
    await hold(edgeIds[17], "confirmed", 5);
    const available = async () => {
      const { jets } = await listCatalogue({ category: "midsize", capacity: null, page: null });
      return new Map(jets.filter((j) => j.manufacturer === "Kenar").map((j) => [j.seatCapacity, j.available]));
    };
    expect(Object.fromEntries(await available())).toEqual({ 10: false, 11: false, 16: true, 17: true });
    await db().jet.update({ where: { id: edgeIds[17] }, data: { isAvailable: false } });
    expect((await available()).get(17)).toBe(false);
  });

  it("shows where each jet is: its home base, the arrival of its last departed flight, and on its way while airborne", async () => {
    const now = new Date();
    const jet = await db().jet.create({
      data: {
        manufacturer: "Konum",
        model: "Takip",
        yearManufactured: 2021,
        seatCapacity: 99,
        rangeKm: 9000,
        maxSpeedKmh: 900,
        hourlyRate: "300000",
        category: "turboprop",
        homeBase: "Bodrum",
      },
    });
    const positionOf = async () => {
      const { jets } = await listCatalogue({ category: "turboprop", capacity: "large", page: null }, now);
      const card = jets.find((j) => j.id === jet.id)!;
      return { position: card.position, airborne: card.airborne };
    };
    expect(await positionOf()).toEqual({ position: "Bodrum", airborne: false });
    const route = (from: string, to: string) => db().route.findFirstOrThrow({ where: { departureCity: from, arrivalCity: to } });
    const flight = async (from: string, to: string, departure: number, arrival: number, status: "completed" | "confirmed" | "draft") =>
      db().reservation.create({
        data: {
          customerId,
          routeId: (await route(from, to)).id,
          jetId: jet.id,
          departureDatetime: new Date(now.getTime() + departure * 3_600_000),
          arrivalDatetime: new Date(now.getTime() + arrival * 3_600_000),
          passengerCount: 2,
          status,
        },
      });
    await flight("İstanbul", "Londra", -30, -26, "completed");
    expect(await positionOf()).toEqual({ position: "Londra", airborne: false });
    // a draft does not move the jet; a future flight has not moved it yet
    await flight("İstanbul", "Paris", -10, -7, "draft");
    await flight("İstanbul", "Dubai", 20, 25, "confirmed");
    expect(await positionOf()).toEqual({ position: "Londra", airborne: false });
    await flight("İstanbul", "Antalya", -1, 1, "confirmed");
    expect(await positionOf()).toEqual({ position: "Antalya", airborne: true });
  });

  it("answers an empty list (the 'Jet Bulunamadı' state) when nothing matches", async () => {
    const result = (await run(
      jetsRoute,
      "loader",
      await signedInRequest("/dashboard/jets?category=ultra_long_range&capacity=small", CUSTOMER),
    )) as {
      jets: unknown[];
      total: number;
    };
    const count = await db().jet.count({ where: { category: "ultra_long_range", seatCapacity: { lte: 10 } } });
    expect(result.total).toBe(count);
    expect(result.jets).toHaveLength(count);
  });
});

describe("wizard steps", () => {
  it("prefills step 1 from the rebook and reserve parameters", async () => {
    const result = (await run(
      wizardRoute,
      "loader",
      await signedInRequest(
        `${PATH}?from=istanbul&to=London&passengers=6&jetId=${smallJetId.toUpperCase()}&catering=1&groundTransport=0`,
        CUSTOMER,
      ),
    )) as { draft: Record<string, unknown>; popular: unknown[]; linked: boolean };
    expect(result.draft).toMatchObject({
      departure_city: "İstanbul",
      arrival_city: "Londra",
      passenger_count: "6",
      jet_id: smallJetId,
      catering: "1",
      ground_transport: "",
    });
    expect(result.popular.length).toBeGreaterThan(0);
    expect(result.linked).toBe(true);
  });

  it("continues 1 → 2 → 3 with a draft key, and back keeps every input", async () => {
    const two = await post(stepOne());
    expect(statusOf(two)).toBe(200);
    const afterOne = payload(two);
    expect(afterOne.step).toBe(2);
    expect(afterOne.draft.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(afterOne.draft.departure_city).toBe("İstanbul");

    const three = await post(stepTwo({ idempotency_key: afterOne.draft.idempotency_key }));
    expect(statusOf(three)).toBe(200);
    const afterTwo = payload(three);
    expect(afterTwo.step).toBe(3);
    expect(afterTwo.draft.idempotency_key).toBe(afterOne.draft.idempotency_key);
    expect(afterTwo.estimate).not.toBeNull();

    const backToTwo = payload(await post({ ...stepTwo(), step: "3", intent: "back", special_requests: "Vejetaryen menü" }));
    expect(backToTwo.step).toBe(2);
    expect(backToTwo.draft).toMatchObject({ catering: "1", vip_lounge: "1", special_requests: "Vejetaryen menü", arrival_city: "Paris" });

    // back from step 2 with a half-typed request: nothing checked, nothing lost
    const backToOne = payload(await post({ ...stepTwo({ special_requests: "yarım" }), intent: "back", passenger_count: "7" }));
    expect(backToOne.step).toBe(1);
    expect(backToOne.draft).toMatchObject({ passenger_count: "7", special_requests: "yarım", catering: "1", departure_date: day(10) });

    // back stays within the steps
    expect(payload(await post({ ...stepOne(), intent: "back" })).step).toBe(1);
    // continue from 3 stays on 3
    expect(payload(await post({ ...stepTwo(), step: "3", intent: "continue" })).step).toBe(3);
  });

  it("estimates the trip with the available jet that flies it for the least, with the add-ons in euros kept apart", async () => {
    const result = payload(await post(stepTwo({ ground_transport: "1" })));
    expect(result.step).toBe(3);
    const estimate = result.estimate!;
    expect(estimate.rateBasis).toBe("cheapest");
    expect(estimate.legs[0]).toMatchObject({ basis: "hourly", currency: "TRY" });
    // the engine's price for every available jet that seats four: the estimate is the lowest of them
    const jets = await db().jet.findMany({ where: { isAvailable: true, seatCapacity: { gte: 4 } } });
    const legs = [{ from: "İstanbul", to: "Paris", distanceKm: distanceBetweenCities("İstanbul", "Paris"), day: day(10) }];
    const lira = jets.map((j) => ({
      name: `${j.manufacturer} ${j.model}`,
      total:
        estimateTrip({
          legs,
          jet: { hourlyRate: Number(j.hourlyRate), currency: "TRY", category: j.category, rangeKm: j.rangeKm },
          extras: { catering: false, ground_transport: false, vip_lounge: false },
        }).totals[0]?.amount ?? Number.POSITIVE_INFINITY,
    }));
    const cheapest = Math.min(...lira.map((l) => l.total));
    expect(estimate.totals[0]).toEqual({ currency: "TRY", amount: cheapest });
    expect(lira.find((l) => l.name === estimate.jetName)?.total).toBe(cheapest);
    // the customer's membership tier takes its share off the catering (decision 023)
    const discount = estimate.extras.find((e) => e.extra === "catering")!.discount;
    expect(discount).toBeGreaterThan(0);
    expect(estimate.totals[1]).toEqual({
      currency: "EUR",
      amount: EXTRA_PRICES.catering * (1 - discount) + EXTRA_PRICES.ground_transport + EXTRA_PRICES.vip_lounge,
    });
  });

  it("prices a chosen jet at its hourly rate × its block time on the trip, with the day minimum when the flight is short", async () => {
    const result = payload(
      await post(stepTwo({ departure_city: "Roma", arrival_city: "Viyana", jet_id: smallJetId, catering: "", vip_lounge: "" })),
    );
    const estimate = result.estimate!;
    const plan = planLeg(distanceBetweenCities("Roma", "Viyana")!, { category: "light", rangeKm: 2000 });
    if (!plan.ok) throw new Error("the small jet flies Roma → Viyana");
    expect(estimate.rateBasis).toBe("chosen");
    expect(estimate.jetName).toBe("Sihirbaz Dörtlük");
    expect(estimate.legs[0]).toMatchObject({
      basis: "hourly",
      blockMinutes: plan.plan.blockMinutes,
      amount: minutesCost(100_000_00, plan.plan.blockMinutes) / 100,
    });
    const topUp = Math.max(0, MINIMUM_BILLABLE_MINUTES_PER_DAY - plan.plan.blockMinutes);
    expect(estimate.minimums.map((m) => m.minutes)).toEqual(topUp > 0 ? [topUp] : []);
    // the jet is at its home base, İstanbul: the ferry leg to Roma is its own line at the positioning share
    const ferry = planLeg(distanceBetweenCities("İstanbul", "Roma")!, { category: "light", rangeKm: 2000 });
    if (!ferry.ok) throw new Error("the small jet reaches Roma from İstanbul");
    const ferryCents = minutesCost(100_000_00, ferry.plan.blockMinutes, POSITIONING_RATE_SHARE);
    expect(estimate.jetPosition).toBe("İstanbul");
    expect(estimate.positioning).toEqual([
      {
        from: "İstanbul",
        to: "Roma",
        beforeLeg: 0,
        minutes: ferry.plan.blockMinutes,
        rateShare: POSITIONING_RATE_SHARE,
        amount: ferryCents / 100,
        currency: "TRY",
      },
    ]);
    expect(estimate.totals).toEqual([
      {
        currency: "TRY",
        amount: (minutesCost(100_000_00, plan.plan.blockMinutes) + minutesCost(100_000_00, topUp) + ferryCents) / 100,
      },
    ]);
  });

  it("adds no positioning for a trip from where the jet is, and positions it from its home base when that is elsewhere", async () => {
    const from = payload(await post(stepTwo({ departure_city: "İstanbul", arrival_city: "Roma", jet_id: smallJetId }))).estimate!;
    expect(from.positioning).toEqual([]);
    // based at Atina, the jet flies to Roma first
    const jet = await db().jet.update({ where: { id: smallJetId }, data: { homeBase: "Atina" } });
    try {
      const elsewhere = payload(await post(stepTwo({ departure_city: "Roma", arrival_city: "Viyana", jet_id: jet.id }))).estimate!;
      expect(elsewhere.jetPosition).toBe("Atina");
      expect(elsewhere.positioning.map((p) => [p.from, p.to])).toEqual([["Atina", "Roma"]]);
    } finally {
      await db().jet.update({ where: { id: smallJetId }, data: { homeBase: "İstanbul" } });
    }
  });

  it("positions a jet from the arrival of its last flight before the trip, not from its base", async () => {
    const route = await db().route.findFirstOrThrow({ where: { departureCity: "İstanbul", arrivalCity: "Paris" } });
    const departure = new Date(`${day(8)}T09:00:00+03:00`);
    const flight = await db().reservation.create({
      data: {
        customerId,
        routeId: route.id,
        jetId: smallJetId,
        departureDatetime: departure,
        arrivalDatetime: new Date(departure.getTime() + 5 * 3_600_000),
        passengerCount: 2,
        status: "confirmed",
      },
    });
    try {
      const estimate = payload(await post(stepTwo({ departure_city: "Roma", arrival_city: "Viyana", jet_id: smallJetId }))).estimate!;
      expect(estimate.jetPosition).toBe("Paris");
      expect(estimate.positioning.map((p) => [p.from, p.to])).toEqual([["Paris", "Roma"]]);
    } finally {
      await db().reservation.delete({ where: { id: flight.id } });
    }
  });

  it("gives two jets two prices on the same trip", async () => {
    const big = await db().jet.findFirstOrThrow({
      where: { isAvailable: true, seatCapacity: { gte: 12 } },
      orderBy: { hourlyRate: "desc" },
    });
    const small = payload(await post(stepTwo({ arrival_city: "Roma", jet_id: smallJetId, catering: "", vip_lounge: "" }))).estimate!;
    const large = payload(await post(stepTwo({ arrival_city: "Roma", jet_id: big.id, catering: "", vip_lounge: "" }))).estimate!;
    expect(small.totals[0]?.amount).not.toBe(large.totals[0]?.amount);
    expect(small.legs[0]?.blockMinutes).not.toBe(large.legs[0]?.blockMinutes);
  });

  it("refuses a chosen jet that cannot fly the trip with one technical stop, naming the jets that can, and writes nothing", async () => {
    const before = await snapshot();
    const result = await post(stepTwo({ departure_city: "Londra", arrival_city: "Dubai", jet_id: smallJetId }));
    expect(statusOf(result)).toBe(400);
    const answer = payload(result);
    expect(answer.step).toBe(1);
    const [message] = answer.errors.jet_id ?? [];
    // the key, then the values its text names: the jets that can fly the trip
    const [key, values] = message!.split("::");
    expect(key).toBe("wizard.errors.jetOutOfRange");
    const able = (JSON.parse(values!) as { jets: string }).jets.split(", ");
    expect(able.length).toBeGreaterThan(0);
    expect(able).not.toContain("Sihirbaz Dörtlük");
    for (const name of able) {
      const jet = (await db().jet.findMany({ where: { isAvailable: true } })).find((j) => `${j.manufacturer} ${j.model}` === name)!;
      expect(planLeg(distanceBetweenCities("Londra", "Dubai")!, { category: jet.category, rangeKm: jet.rangeKm }).ok).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("picks a popular route into step 1 and adds a leg, keeping the rest of the draft", async () => {
    const route = await db().route.findFirstOrThrow({ where: { departureCity: "İstanbul", arrivalCity: "Londra" } });
    const picked = payload(await post({ ...stepOne({ departure_city: "", arrival_city: "" }), intent: "", pick_route: route.id }));
    expect(picked.step).toBe(1);
    expect(picked.draft).toMatchObject({ departure_city: "İstanbul", arrival_city: "Londra", passenger_count: "4" });
    const added = payload(await post({ ...stepOne(), intent: "add-leg" }));
    expect(added.draft.flight_type).toBe("multi_city");
    expect(added.draft.legs).toHaveLength(1);
  });
});

describe("wizard: bad input answers 400 with a field error and writes nothing", () => {
  const key = "11111111-2222-4333-8444-555555555555";
  const cases: Array<[string, Fields, string]> = [
    // step 1
    ["no flight type", stepOne({ flight_type: "" }), "flight_type"],
    ["unknown flight type", stepOne({ flight_type: "charter" }), "flight_type"],
    ["flight type sent twice", stepOne({ flight_type: ["one_way", "round_trip"] }), "flight_type"],
    ["no departure city", stepOne({ departure_city: "" }), "departure_city"],
    ["25 o'clock as the preferred time", stepOne({ departure_time: "25:00" }), "departure_time"],
    ["a word as the preferred time", stepOne({ departure_time: "akşam" }), "departure_time"],
    [
      "a preferred time the clocks skip at Paris",
      stepOne({ departure_city: "Paris", arrival_city: "İstanbul", departure_date: "2027-03-28", departure_time: "02:30" }),
      "departure_time",
    ],
    ["blank departure city", stepOne({ departure_city: "   " }), "departure_city"],
    ["unknown departure city", stepOne({ departure_city: "Atlantis" }), "departure_city"],
    ["departure city too long", stepOne({ departure_city: "İ".repeat(150) }), "departure_city"],
    ["departure city with a control character", stepOne({ departure_city: "İstan\u0007bul" }), "departure_city"],
    ["no arrival city", stepOne({ arrival_city: "" }), "arrival_city"],
    ["unknown arrival city", stepOne({ arrival_city: "Gotham" }), "arrival_city"],
    ["arrival equals departure", stepOne({ arrival_city: "istanbul" }), "arrival_city"],
    ["no departure date", stepOne({ departure_date: "" }), "departure_date"],
    ["departure date in the past", stepOne({ departure_date: day(-1) }), "departure_date"],
    ["departure date not a date", stepOne({ departure_date: "yarın" }), "departure_date"],
    ["departure date impossible", stepOne({ departure_date: "2027-02-30" }), "departure_date"],
    ["departure date too far", stepOne({ departure_date: day(800) }), "departure_date"],
    ["departure date in another format", stepOne({ departure_date: "12.01.2027" }), "departure_date"],
    ["round trip without a return date", stepOne({ flight_type: "round_trip" }), "return_date"],
    ["round trip returning before departure", stepOne({ flight_type: "round_trip", return_date: day(9) }), "return_date"],
    ["round trip returning the same day", stepOne({ flight_type: "round_trip", return_date: day(10) }), "return_date"],
    ["round trip with a broken return date", stepOne({ flight_type: "round_trip", return_date: "2027-13-01" }), "return_date"],
    ["round trip returning too far ahead", stepOne({ flight_type: "round_trip", return_date: day(900) }), "return_date"],
    ["multi-city without further legs", stepOne({ flight_type: "multi_city" }), "legs[0].departure_city"],
    [
      "multi-city leg without arrival",
      stepOne({ flight_type: "multi_city", "legs[0].departure_city": "Paris", "legs[0].departure_date": day(12) }),
      "legs[0].arrival_city",
    ],
    [
      "multi-city leg to an unknown city",
      stepOne({
        flight_type: "multi_city",
        "legs[0].departure_city": "Paris",
        "legs[0].arrival_city": "Narnia",
        "legs[0].departure_date": day(12),
      }),
      "legs[0].arrival_city",
    ],
    [
      "multi-city leg to the same city",
      stepOne({
        flight_type: "multi_city",
        "legs[0].departure_city": "Paris",
        "legs[0].arrival_city": "Paris",
        "legs[0].departure_date": day(12),
      }),
      "legs[0].arrival_city",
    ],
    [
      "multi-city leg before the previous one",
      stepOne({
        flight_type: "multi_city",
        "legs[0].departure_city": "Paris",
        "legs[0].arrival_city": "Roma",
        "legs[0].departure_date": day(5),
      }),
      "legs[0].departure_date",
    ],
    [
      "multi-city leg without a date",
      stepOne({ flight_type: "multi_city", "legs[0].departure_city": "Paris", "legs[0].arrival_city": "Roma" }),
      "legs[0].departure_date",
    ],
    ["no passengers", stepOne({ passenger_count: "" }), "passenger_count"],
    ["zero passengers", stepOne({ passenger_count: "0" }), "passenger_count"],
    ["21 passengers", stepOne({ passenger_count: "21" }), "passenger_count"],
    ["negative passengers", stepOne({ passenger_count: "-3" }), "passenger_count"],
    ["fractional passengers", stepOne({ passenger_count: "2.5" }), "passenger_count"],
    ["passengers as words", stepOne({ passenger_count: "dört" }), "passenger_count"],
    ["huge passenger count", stepOne({ passenger_count: "99999999999" }), "passenger_count"],
    ["jet id that is not an id", stepOne({ jet_id: "jet-1" }), "jet_id"],
    ["jet that does not exist", stepOne({ jet_id: MISSING }), "jet_id"],
    ["jet too small for the party", stepOne({ jet_id: "", passenger_count: "5" }), ""], // placeholder, replaced below
    // step 2
    ["catering with a strange value", stepTwo({ catering: "yes please" }), "catering"],
    ["ground transport with a strange value", stepTwo({ ground_transport: "2" }), "ground_transport"],
    ["VIP lounge with a strange value", stepTwo({ vip_lounge: "maybe" }), "vip_lounge"],
    ["special requests too long", stepTwo({ special_requests: "x".repeat(2001) }), "special_requests"],
    ["special requests with a control character", stepTwo({ special_requests: "kahve\u0001" }), "special_requests"],
    ["step 2 with a broken step 1 (tampered hidden field)", stepTwo({ departure_city: "Mordor" }), "departure_city"],
    // the step and the confirmation
    ["no step", stepOne({ step: "" }), "step"],
    ["step 4", stepOne({ step: "4" }), "step"],
    ["step 0", stepOne({ step: "0" }), "step"],
    ["unknown intent", stepOne({ intent: "teleport" }), "intent"],
    ["confirm without a draft key", confirm(""), "idempotency_key"],
    ["confirm with a broken draft key", confirm("not-a-key"), "idempotency_key"],
    ["confirm with a broken step 1", confirm(key, { passenger_count: "30" }), "passenger_count"],
    ["confirm with a broken step 2", confirm(key, { special_requests: "y".repeat(2500) }), "special_requests"],
    ["confirm with a missing jet", confirm(key, { jet_id: MISSING }), "jet_id"],
    ["pick an unknown popular route", { ...stepOne(), intent: "", pick_route: MISSING }, "pick_route"],
    ["pick a popular route that is not an id", { ...stepOne(), intent: "", pick_route: "paris" }, "pick_route"],
  ];
  // the jet-too-small case needs the jet's id
  const tooSmall = cases.findIndex(([name]) => name === "jet too small for the party");

  it(`has at least 40 cases`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c, i) => [c[0], i] as const))("%s", async (_name, index) => {
    const [, fields, field] =
      index === tooSmall
        ? ["", { ...stepOne(), jet_id: smallJetId, passenger_count: "5" }, "passenger_count"]
        : present(cases[index], `case ${index}`);
    const before = await snapshot();
    const result = await post(fields);
    expect(statusOf(result)).toBe(400);
    const answer = payload(result);
    expect(answer.errors[field]?.length ?? 0).toBeGreaterThan(0);
    expect(answer.formError).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it("the same inputs, corrected, go through (the refusals above are about the input)", async () => {
    expect(statusOf(await post(stepOne()))).toBe(200);
    expect(statusOf(await post(stepOne({ flight_type: "round_trip", return_date: day(11) })))).toBe(200);
    expect(statusOf(await post(stepOne({ jet_id: smallJetId, passenger_count: "4" })))).toBe(200);
    expect(statusOf(await post(stepTwo({ catering: "on", ground_transport: "0" })))).toBe(200);
  });
});

describe("wizard: confirm", () => {
  const tripOf = (id: string) =>
    db().quoteRequest.findMany({
      where: { tripId: id },
      orderBy: { tripLeg: "asc" },
      include: { route: { select: { departureCity: true, arrivalCity: true } } },
    });

  it("a one-way trip creates one quote request for the customer, created by the user, with its audit row", async () => {
    const key = crypto.randomUUID();
    const before = await snapshot();
    const result = await post(confirm(key));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/dashboard/requests");
    const rows = await tripOf(key);
    expect(rows).toHaveLength(1);
    const row = present(rows[0], "the trip's request");
    expect(row).toMatchObject({
      customerId,
      createdBy: customerUserId,
      status: "pending",
      visibleToBrokers: false,
      passengerCount: 4,
      tripLeg: 1,
      cateringRequired: true,
      groundTransportRequired: false,
      vipLoungeRequired: true,
      specialRequests: "Vejetaryen menü",
      departureDateOnly: true,
    });
    expect(row.route).toEqual({ departureCity: "İstanbul", arrivalCity: "Paris" });
    const audits = await db().auditLog.findMany({ where: { entity: "quote_request", entityId: row.id } });
    expect(audits.map((a) => a.action)).toEqual(["quote_request.create_wizard"]);
    expect(await snapshot()).toEqual({ ...before, requests: before.requests + 1, audits: before.audits + 1, mails: before.mails + 2 });
    // one confirmation to the customer, one notification to staff, through the outbox
    const mails = await db().outboxEmail.findMany({
      orderBy: { createdAt: "desc" },
      take: 2,
      select: { to: true, template: true, text: true },
    });
    expect(mails.map((m) => m.template).sort()).toEqual(["wizard-request-received", "wizard-request-staff"]);
    const toCustomer = mails.find((m) => m.template === "wizard-request-received")!;
    expect(toCustomer.to).toBe(CUSTOMER);
    expect(toCustomer.text).toContain("1. ayak: İstanbul → Paris");
    expect(toCustomer.text).toContain("Premium catering, VIP salon");
    expect(mails.find((m) => m.template === "wizard-request-staff")!.text).toContain("Vejetaryen menü");
    // staff find it in their list
    const staff = await listQuoteRequestsForStaff({ q: "", status: null, page: null } as never);
    expect(staff.rows.map((r: { id: string }) => r.id)).toContain(row.id);
    // with the trip's leg and add-ons, which the staff list shows
    expect(staff.rows.find((r) => r.id === row.id)).toMatchObject({
      tripLeg: 1,
      cateringRequired: true,
      groundTransportRequired: false,
      vipLoungeRequired: true,
    });
  });

  it("a round trip creates two requests (out and back), a multi-city trip one per leg", async () => {
    const round = crypto.randomUUID();
    expect(statusOf(await post(confirm(round, { flight_type: "round_trip", return_date: day(14) })))).toBe(302);
    const roundRows = await tripOf(round);
    expect(roundRows.map((r) => [r.route.departureCity, r.route.arrivalCity, r.tripLeg])).toEqual([
      ["İstanbul", "Paris", 1],
      ["Paris", "İstanbul", 2],
    ]);

    const multi = crypto.randomUUID();
    const result = await post(
      confirm(multi, {
        flight_type: "multi_city",
        "legs[0].departure_city": "Paris",
        "legs[0].arrival_city": "Roma",
        "legs[0].departure_date": day(12),
        "legs[1].departure_city": "Roma",
        "legs[1].arrival_city": "İstanbul",
        "legs[1].departure_date": day(15),
      }),
    );
    expect(statusOf(result)).toBe(302);
    const multiRows = await tripOf(multi);
    expect(multiRows.map((r) => `${r.route.departureCity}-${r.route.arrivalCity}`)).toEqual([
      "İstanbul-Paris",
      "Paris-Roma",
      "Roma-İstanbul",
    ]);
    expect(new Set(multiRows.map((r) => r.customerId))).toEqual(new Set([customerId]));
    // each leg's day at 09:00 on its departure airport's clock (Paris and Rome an hour or two behind İstanbul)
    const [, fromParis, fromRome] = multiRows;
    expect(wallTimeOf(fromParis!.departureDatetime, "Europe/Paris")).toMatchObject({ hour: 9, minute: 0, day: Number(day(12).slice(8)) });
    expect(wallTimeOf(fromRome!.departureDatetime, "Europe/Rome")).toMatchObject({ hour: 9, minute: 0, day: Number(day(15).slice(8)) });
    expect(wallTimeOf(fromParis!.departureDatetime, "Europe/Istanbul")?.hour).toBeGreaterThanOrEqual(10);
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "wizard-request-received" },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.text).toContain("2. ayak: Paris → Roma,");
  });

  it("stores the preferred time of the first departure at its airport, the later legs at the default hour", async () => {
    const key = crypto.randomUUID();
    const result = await post(
      confirm(key, {
        flight_type: "round_trip",
        departure_city: "Londra",
        arrival_city: "Paris",
        departure_time: "16:20",
        return_date: day(14),
      }),
    );
    expect(statusOf(result)).toBe(302);
    const [out, back] = await tripOf(key);
    expect(wallTimeOf(out!.departureDatetime, "Europe/London")).toMatchObject({ hour: 16, minute: 20, day: Number(day(10).slice(8)) });
    // İstanbul's clock reads two or three hours later at that instant
    expect(wallTimeOf(out!.departureDatetime, "Europe/Istanbul")?.hour).toBeGreaterThanOrEqual(18);
    expect(out!.departureDateOnly).toBe(false);
    expect(wallTimeOf(back!.departureDatetime, "Europe/Paris")).toMatchObject({ hour: 9, minute: 0 });
    expect(back!.departureDateOnly).toBe(true);
  });

  it("a double submit of the same draft creates the trip once, in sequence and in parallel", async () => {
    const key = crypto.randomUUID();
    const fields = confirm(key, { flight_type: "round_trip", return_date: day(20) });
    expect(statusOf(await post(fields))).toBe(302);
    expect(statusOf(await post(fields))).toBe(302);
    expect(await tripOf(key)).toHaveLength(2);

    const parallelKey = crypto.randomUUID();
    const before = await snapshot();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(confirm(parallelKey))));
    expect(answers.map(statusOf)).toEqual(Array(8).fill(302));
    expect(await tripOf(parallelKey)).toHaveLength(1);
    expect((await snapshot()).requests).toBe(before.requests + 1);
  });

  it("an account without a customer record is refused and nothing is written", async () => {
    const before = await snapshot();
    const result = await post(confirm(crypto.randomUUID()), UNLINKED);
    expect(statusOf(result)).toBe(409);
    expect(payload(result).formError).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it("staff and brokers are refused, a guest is sent to sign in", async () => {
    for (const email of ["admin@ufukjet.test", "operasyon@ufukjet.test", "broker@ufukjet.test"]) {
      const before = await snapshot();
      const result = await post(confirm(crypto.randomUUID()), email);
      expect(statusOf(result)).toBe(403);
      expect(await snapshot()).toEqual(before);
      expect(statusOf(await run(jetsRoute, "loader", await signedInRequest("/dashboard/jets", email)))).toBe(403);
    }
    const guest = await run(wizardRoute, "action", new Request(`http://localhost:3000${PATH}`, formInit(confirm(crypto.randomUUID()))));
    expect(statusOf(guest)).toBe(302);
    expect(locationOf(guest)).toMatch(/^\/auth\?redirectTo=/);
  });
});
