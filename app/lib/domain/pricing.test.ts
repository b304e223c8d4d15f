import { describe, expect, it } from "vitest";
import { estimatedBlockMinutes } from "#app/lib/domain/flight-time";
import {
  EXTRA_LABEL_KEYS,
  EXTRA_PRICES,
  requestExtras,
  estimateLeg,
  estimateTrip,
  matchRoute,
  type PricedRoute,
  type RatedJet,
} from "#app/lib/domain/pricing";

const paris: PricedRoute = { departureCity: "İstanbul", arrivalCity: "Paris", distanceKm: 2250, basePrice: 8400, currency: "TRY" };
const milan: PricedRoute = { departureCity: "İstanbul", arrivalCity: "Milano", distanceKm: 1700, basePrice: 7800, currency: "TRY" };
const jet: RatedJet = { hourlyRate: 150_000, maxSpeedKmh: 900, currency: "TRY" };
const none = { catering: false, ground_transport: false, vip_lounge: false };
const all = { catering: true, ground_transport: true, vip_lounge: true };

describe("matchRoute", () => {
  it("finds the route in its direction, then in the reverse one, else null", () => {
    expect(matchRoute([paris, milan], "İstanbul", "Paris")).toBe(paris);
    expect(matchRoute([paris, milan], "Paris", "İstanbul")).toBe(paris);
    expect(matchRoute([paris, milan], "Paris", "Milano")).toBeNull();
  });
});

describe("estimateLeg", () => {
  it("takes the route's base price when there is a route, whatever the jet", () => {
    const leg = estimateLeg({ from: "İstanbul", to: "Paris", distanceKm: 2250 }, paris, jet);
    expect(leg).toMatchObject({ basis: "route", amount: 8400, currency: "TRY", blockMinutes: null });
  });

  it("prices a leg without a route at the hourly rate × the block time of the jet's speed", () => {
    const minutes = estimatedBlockMinutes(1000, 900);
    expect(minutes).toBeGreaterThan(60);
    const leg = estimateLeg({ from: "Ankara", to: "Viyana", distanceKm: 1000 }, null, jet);
    expect(leg.basis).toBe("hourly");
    expect(leg.blockMinutes).toBe(minutes);
    expect(leg.amount).toBeCloseTo((150_000 * minutes) / 60, 2);
    expect(leg.currency).toBe("TRY");
  });

  it("leaves a leg unpriced without a route and without a jet, or without a distance", () => {
    expect(estimateLeg({ from: "A", to: "B", distanceKm: 1000 }, null, null).basis).toBe("none");
    expect(estimateLeg({ from: "A", to: "B", distanceKm: null }, null, jet)).toMatchObject({ basis: "none", amount: null });
    expect(estimateLeg({ from: "A", to: "B", distanceKm: 1000 }, null, { ...jet, hourlyRate: 0 }).basis).toBe("none");
  });
});

describe("estimateTrip", () => {
  it("a one-way trip on a route with every add-on: the §9 sample (8,400 + 150 + 200 + 100), per currency", () => {
    const trip = estimateTrip({ legs: [{ from: "İstanbul", to: "Paris", distanceKm: 2250 }], routes: [paris], jet: null, extras: all });
    expect(trip.totals).toEqual([
      { currency: "TRY", amount: 8400 },
      { currency: "EUR", amount: 450 },
    ]);
    expect(trip.extras.map((e) => [e.extra, e.amount])).toEqual([
      ["catering", EXTRA_PRICES.catering],
      ["ground_transport", EXTRA_PRICES.ground_transport],
      ["vip_lounge", EXTRA_PRICES.vip_lounge],
    ]);
    expect(trip.complete).toBe(true);
  });

  it("a round trip costs two legs, add-ons included", () => {
    const trip = estimateTrip({
      legs: [
        { from: "İstanbul", to: "Paris", distanceKm: 2250 },
        { from: "Paris", to: "İstanbul", distanceKm: 2250 },
      ],
      routes: [paris],
      jet: null,
      extras: { ...none, catering: true },
    });
    expect(trip.totals).toEqual([
      { currency: "TRY", amount: 16_800 },
      { currency: "EUR", amount: 300 },
    ]);
    expect(trip.extras[0]).toMatchObject({ legs: 2, amount: 300 });
  });

  it("a multi-city trip is the sum of its legs, each priced its own way", () => {
    const hourly = estimateLeg({ from: "Milano", to: "Viyana", distanceKm: 620 }, null, jet).amount!;
    const trip = estimateTrip({
      legs: [
        { from: "İstanbul", to: "Paris", distanceKm: 2250 },
        { from: "Paris", to: "Milano", distanceKm: 640 },
        { from: "Milano", to: "Viyana", distanceKm: 620 },
      ],
      routes: [paris, { ...milan, departureCity: "Paris" }],
      jet,
      extras: none,
    });
    expect(trip.legs.map((l) => l.basis)).toEqual(["route", "route", "hourly"]);
    expect(trip.totals).toEqual([{ currency: "TRY", amount: Math.round((8400 + 7800 + hourly) * 100) / 100 }]);
  });

  it("never adds amounts of different currencies together", () => {
    const trip = estimateTrip({
      legs: [{ from: "İstanbul", to: "Paris", distanceKm: 2250 }],
      routes: [{ ...paris, currency: "USD" }],
      jet: null,
      extras: { ...none, vip_lounge: true },
    });
    expect(trip.totals).toEqual([
      { currency: "USD", amount: 8400 },
      { currency: "EUR", amount: 100 },
    ]);
  });

  it("marks a trip incomplete when a leg cannot be priced, and leaves that leg out of the totals", () => {
    const trip = estimateTrip({
      legs: [
        { from: "İstanbul", to: "Paris", distanceKm: 2250 },
        { from: "Paris", to: "Roma", distanceKm: 1100 },
      ],
      routes: [paris],
      jet: null,
      extras: none,
    });
    expect(trip.complete).toBe(false);
    expect(trip.totals).toEqual([{ currency: "TRY", amount: 8400 }]);
  });

  it("the catering discount defaults to 0 and takes its share off catering only", () => {
    const legs = [{ from: "İstanbul", to: "Paris", distanceKm: 2250 }];
    const plain = estimateTrip({ legs, routes: [paris], jet: null, extras: all });
    const vip = estimateTrip({ legs, routes: [paris], jet: null, extras: all, cateringDiscount: 0.3 });
    expect(plain.extras.find((e) => e.extra === "catering")!.amount).toBe(150);
    expect(vip.extras.find((e) => e.extra === "catering")!.amount).toBe(105);
    expect(vip.extras.find((e) => e.extra === "ground_transport")!.amount).toBe(200);
    expect(vip.totals.find((t) => t.currency === "EUR")!.amount).toBe(405);
    // out-of-range discounts are clamped
    expect(estimateTrip({ legs, routes: [paris], jet: null, extras: all, cateringDiscount: 2 }).extras[0]?.amount).toBe(0);
    expect(estimateTrip({ legs, routes: [paris], jet: null, extras: all, cateringDiscount: -1 }).extras[0]?.amount).toBe(150);
  });
});

describe("a request's add-ons", () => {
  const none = { cateringRequired: false, groundTransportRequired: false, vipLoungeRequired: false };
  it("lists the chosen add-ons in the wizard's order, each with a label key", () => {
    expect(requestExtras(none)).toEqual([]);
    expect(requestExtras({ ...none, vipLoungeRequired: true, cateringRequired: true })).toEqual(["catering", "vip_lounge"]);
    expect(requestExtras({ cateringRequired: true, groundTransportRequired: true, vipLoungeRequired: true })).toEqual([
      "catering",
      "ground_transport",
      "vip_lounge",
    ]);
    expect(requestExtras({ ...none, groundTransportRequired: true }).map((e) => EXTRA_LABEL_KEYS[e])).toEqual([
      "wizard.fields.groundTransport",
    ]);
  });
});
