import { describe, expect, it } from "vitest";
import { distanceBetweenCities } from "#app/lib/airports";
import { jetTripTotal } from "#app/lib/domain/charter/indicative";
import { todayInIstanbul, wallTimeOf } from "#app/lib/format";
import { pricePreviewSchema } from "#app/lib/schemas/guest-trip";
import { PRICE_PREVIEW_LIMIT, PRICE_PREVIEW_WINDOW_SECONDS, pricePreviewRateLimitKey } from "#app/server/brokerage/guest-price.server";
import { labelKeyOf, type IndicativePrice } from "#app/server/fleet/indicative-price.server";
import { JET_CATEGORIES, JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import { db } from "#app/server/platform/db/client.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { statusOf } from "../../support/auth";
import { makeJet, makeReservation, makeRoute } from "../../support/factories";
import {
  daysFromToday,
  guestAnswerOf,
  guestWriteCounts as counts,
  pastTimeAndPartyCases,
  postGuestForm as post,
  setUpGuestForm,
} from "../../support/guest-form";

/** The landing page's indicative price (decision 046) and the preferred departure time, through the page's action. */

const FUTURE = daysFromToday(12);

const trip = () => ({
  intent: "price-preview",
  departure_city: "İstanbul",
  arrival_city: "Londra",
  departure_date: FUTURE,
  departure_time: "10:30",
  passenger_count: "6",
});

const contact = { name: "Deniz Kaya", email: "deniz.kaya@example.com", phone: "+90 532 111 22 33" };

type Payload = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  formError: string | null;
  price: IndicativePrice | null;
};
const payloadOf = (result: unknown) => guestAnswerOf<Payload>(result);

let jets: Awaited<ReturnType<typeof makeJet>>[];

setUpGuestForm(async () => {
  await db().jet.updateMany({ data: { isAvailable: false } });
  jets = [
    await makeJet({ category: "light", seatCapacity: 7, rangeKm: 3_700, hourlyRate: 60_000, homeBase: "İstanbul" }),
    await makeJet({ category: "light", seatCapacity: 8, rangeKm: 4_000, hourlyRate: 75_000, homeBase: "İstanbul" }),
    // seats 4: never part of a six-person range
    await makeJet({ category: "very_light", seatCapacity: 4, rangeKm: 2_200, hourlyRate: 40_000, homeBase: "İstanbul" }),
    await makeJet({ category: "heavy", seatCapacity: 11, rangeKm: 11_000, hourlyRate: 180_000, homeBase: "Londra" }),
    // out of service: never priced
    await makeJet({ category: "midsize", seatCapacity: 9, rangeKm: 5_500, hourlyRate: 1_000, isAvailable: false }),
  ];
});

describe("the indicative price (intent price-preview)", () => {
  it("answers the range per category over the fitting active jets, and writes nothing", async () => {
    const before = await counts();
    const result = await post(trip());
    expect(statusOf(result)).toBe(200);
    const { price } = payloadOf(result);
    expect(price).not.toBeNull();
    expect(price!.ranges.map((r) => r.category)).toEqual(["light", "heavy"]);
    const light = price!.ranges[0]!;
    const asEngine = (jet: (typeof jets)[number], position: string) =>
      jetTripTotal(
        { ...jet, hourlyRate: Number(jet.hourlyRate), currency: "TRY", position },
        { from: "İstanbul", to: "Londra", day: FUTURE, passengers: 6 },
        distanceBetweenCities,
      );
    expect(light.min).toBe(asEngine(jets[0]!, "İstanbul"));
    expect(light.max).toBe(asEngine(jets[1]!, "İstanbul"));
    expect(light.jets).toBe(2);
    expect(light.label).toBe("Hafif Jet");
    expect(light.text).toMatch(/^₺[\d.]+ – ₺[\d.]+$/);
    // the heavy jet is at London: its positioning leg to İstanbul is in its price
    const heavy = price!.ranges[1]!;
    expect(heavy.min).toBe(asEngine(jets[3]!, "Londra"));
    expect(heavy.min).toBeGreaterThan(asEngine(jets[3]!, "İstanbul")!);
    expect(await counts()).toEqual(before);
  });

  it("names each category with the dictionary's key", () => {
    for (const category of JET_CATEGORIES) expect(`aircraft.categories.${labelKeyOf(category)}`).toBe(JET_CATEGORY_LABEL_KEY[category]);
  });

  it("positions a jet from where its last flight before the departure lands", async () => {
    const route = await makeRoute("Nice", "Londra");
    const departure = new Date(`${daysFromToday(3)}T08:00:00Z`);
    await makeReservation({
      jetId: jets[0]!.id,
      routeId: route.id,
      status: "confirmed",
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + 3 * 3_600_000),
    });
    const { price } = payloadOf(await post(trip()));
    const light = price!.ranges.find((r) => r.category === "light")!;
    const fromLondon = jetTripTotal(
      { ...jets[0]!, hourlyRate: 60_000, currency: "TRY", position: "Londra" },
      { from: "İstanbul", to: "Londra", day: FUTURE, passengers: 6 },
      distanceBetweenCities,
    )!;
    expect([light.min, light.max]).toContain(fromLondon);
    await db().reservation.deleteMany({ where: { routeId: route.id } });
  });

  it("keeps every field typed (without JavaScript the page comes back filled in)", async () => {
    const result = await post({ ...trip(), ...contact, special_requests: "Köpeğimiz de gelecek" });
    const initial = payloadOf(result).result.initialValue ?? {};
    expect(initial).toMatchObject({
      departure_city: "İstanbul",
      departure_time: "10:30",
      name: contact.name,
      special_requests: "Köpeğimiz de gelecek",
    });
  });

  it("says so when no jet fits (no category at all)", async () => {
    const { price } = payloadOf(await post({ ...trip(), passenger_count: "12" }));
    expect(price!.ranges).toEqual([]);
  });

  it("changes with the distance", async () => {
    const near = payloadOf(await post({ ...trip(), arrival_city: "Atina" })).price!.ranges.find((r) => r.category === "light")!;
    const far = payloadOf(await post(trip())).price!.ranges.find((r) => r.category === "light")!;
    expect(far.min).toBeGreaterThan(near.min);
  });

  it("is limited per IP with its own Turkish message (429), and writes nothing", async () => {
    for (let i = 0; i < PRICE_PREVIEW_LIMIT; i++) {
      await hitRateLimit(pricePreviewRateLimitKey("127.0.0.1"), PRICE_PREVIEW_LIMIT, PRICE_PREVIEW_WINDOW_SECONDS);
    }
    const before = await counts();
    const result = await post(trip());
    expect(statusOf(result)).toBe(429);
    expect(payloadOf(result).formError).toMatch(/fiyat sorgusu.*dakika sonra tekrar deneyin/);
    expect(payloadOf(result).price).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it("takes the price button's intent after the form's own hidden one", async () => {
    const result = await post({ ...trip(), intent: ["flight-request", "price-preview"] });
    expect(statusOf(result)).toBe(200);
    expect(payloadOf(result).price).not.toBeNull();
  });
});

describe("the price form's bad input → field errors (400), never an error page, nothing written", () => {
  const big = "x".repeat(10_240);
  const nextYear = Number(todayInIstanbul().slice(0, 4)) + 1;
  const cases: Array<[string, Record<string, string | string[]>]> = [
    ["nothing at all", { intent: "price-preview" }],
    ["no departure city", { departure_city: "" }],
    ["no arrival city", { arrival_city: "" }],
    ["no date", { departure_date: "" }],
    ["spaces as a city", { departure_city: "   " }],
    ["unknown departure airport", { departure_city: "Atlantis" }],
    ["unknown arrival airport", { arrival_city: "El Dorado" }],
    ["an IATA code instead of a city", { departure_city: "IST" }],
    ["HTML as a city", { arrival_city: "<script>alert(1)</script>" }],
    ["SQL as a city", { departure_city: "'; DROP TABLE jets; --" }],
    ["10 kB city", { departure_city: big }],
    ["NUL in a city", { arrival_city: "Lon\u0000dra" }],
    ["two departure cities", { departure_city: ["İstanbul", "Ankara"] }],
    ["same airports", { arrival_city: "İstanbul" }],
    ["same airports, other case", { departure_city: "istanbul", arrival_city: "İSTANBUL" }],
    ["yesterday", { departure_date: daysFromToday(-1) }],
    ["year 2000", { departure_date: "2000-01-01" }],
    ["three years ahead", { departure_date: daysFromToday(3 * 366) }],
    ["month 13", { departure_date: `${nextYear}-13-01` }],
    ["30 February", { departure_date: `${nextYear}-02-30` }],
    ["day 00", { departure_date: `${nextYear}-05-00` }],
    ["a word as date", { departure_date: "yarın" }],
    ["Turkish date order", { departure_date: `01.05.${nextYear}` }],
    ["date with a time", { departure_date: `${FUTURE}T09:00` }],
    ["10 kB date", { departure_date: big }],
    ["two dates", { departure_date: [FUTURE, FUTURE] }],
    ["25 o'clock", { departure_time: "25:00" }],
    ["minute 60", { departure_time: "10:60" }],
    ["a word as time", { departure_time: "sabah" }],
    ["time with seconds and a zone", { departure_time: "10:00:00Z" }],
    ["one-digit hour", { departure_time: "9:00" }],
    ["10 kB time", { departure_time: big }],
    ["a time the clocks skip at Warsaw", { departure_city: "Varşova", departure_date: "2027-03-28", departure_time: "02:30" }],
    ...pastTimeAndPartyCases(),
    ["two passenger counts", { passenger_count: ["2", "3"] }],
  ];

  it("has at least 40 cases, and one for every field of the schema", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(cases.flatMap(([, change]) => Object.keys(change)));
    expect(Object.keys(pricePreviewSchema.in.shape).filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(cases)("%s", async (_label, change) => {
    const before = await counts();
    const result = await post(change.intent ? change : { ...trip(), ...change });
    expect(statusOf(result)).toBe(400);
    const payload = payloadOf(result);
    expect(payload.price).toBeNull();
    expect(
      Object.values(payload.result.error ?? {})
        .flat()
        .filter(Boolean).length,
    ).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

describe("the preferred departure time of a guest request", () => {
  it("stores the time at a departure outside İstanbul as that place's wall clock", async () => {
    const result = await post({
      ...trip(),
      intent: "flight-request",
      departure_city: "Londra",
      arrival_city: "Nice",
      departure_time: "14:45",
      ...contact,
      email: "londra.saat@example.com",
    });
    expect(statusOf(result)).toBe(302);
    const request = await db().quoteRequest.findFirstOrThrow({
      where: { customer: { email: "londra.saat@example.com" } },
      select: { departureDatetime: true, departureDateOnly: true },
    });
    const wall = wallTimeOf(request.departureDatetime, "Europe/London")!;
    expect(`${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`).toBe(FUTURE);
    expect([wall.hour, wall.minute]).toEqual([14, 45]);
    // the same wall time in İstanbul would be two or three hours earlier as an instant
    expect(wallTimeOf(request.departureDatetime, "Europe/Istanbul")!.hour).toBeGreaterThanOrEqual(16);
    expect(request.departureDateOnly).toBe(false);
  });

  it("refuses a time the clocks skip at the departure, next to the time field", async () => {
    const result = await post({
      ...trip(),
      intent: "flight-request",
      departure_city: "Varşova",
      departure_date: "2027-03-28",
      departure_time: "02:30",
      ...contact,
    });
    expect(statusOf(result)).toBe(400);
    expect(payloadOf(result).result.error?.departure_time).toEqual(["site.request.errors.skippedTime"]);
  });
});
