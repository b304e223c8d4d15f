import { describe, expect, it } from "vitest";
import { MINIMUM_BILLABLE_MINUTES_PER_DAY, POSITIONING_RATE_SHARE } from "#app/lib/domain/charter/figures";
import { nonstopLimitKm, planLeg } from "#app/lib/domain/charter/leg";
import { minutesCost } from "#app/lib/domain/charter/price";
import { EXTRA_PRICES, requestExtras, estimateTrip, type LegInput, type RatedJet } from "#app/lib/domain/pricing";
import { EXTRA_LABEL_KEYS } from "#app/lib/domain/extra-labels";

const midsize: RatedJet = { hourlyRate: 150_000, currency: "TRY", category: "midsize", rangeKm: 6_000 };
const light: RatedJet = { hourlyRate: 95_000, currency: "TRY", category: "light", rangeKm: 3_400 };
const none = { catering: false, ground_transport: false, vip_lounge: false };
const all = { catering: true, ground_transport: true, vip_lounge: true };
const toParis: LegInput = { from: "İstanbul", to: "Paris", distanceKm: 2250, day: "2027-05-10" };
const back: LegInput = { from: "Paris", to: "İstanbul", distanceKm: 2250, day: "2027-05-14" };

function blockOf(km: number, jet: RatedJet) {
  const plan = planLeg(km, jet);
  if (!plan.ok) throw new Error("refused");
  return plan.plan;
}

describe("estimateTrip on the charter engine", () => {
  it("prices a leg at the jet's hourly rate × its block time for that jet", () => {
    const trip = estimateTrip({ legs: [toParis], jet: midsize, extras: none });
    const plan = blockOf(2250, midsize);
    expect(trip.legs[0]).toMatchObject({ basis: "hourly", blockMinutes: plan.blockMinutes, stops: 0, currency: "TRY" });
    expect(trip.legs[0]?.amount).toBe(minutesCost(150_000_00, plan.blockMinutes) / 100);
    expect(trip.minimums).toEqual([]);
    expect(trip.totals).toEqual([{ currency: "TRY", amount: trip.legs[0]?.amount }]);
    expect(trip.complete).toBe(true);
  });

  it("gives two jets two different prices and times on one trip", () => {
    const a = estimateTrip({ legs: [toParis], jet: midsize, extras: none });
    const b = estimateTrip({ legs: [toParis], jet: light, extras: none });
    expect(a.legs[0]?.blockMinutes).not.toBe(b.legs[0]?.blockMinutes);
    expect(a.totals[0]?.amount).not.toBe(b.totals[0]?.amount);
  });

  it("adds a technical stop beyond the nonstop range, and refuses a leg the jet cannot fly with one stop", () => {
    const limit = nonstopLimitKm(light);
    const stop = estimateTrip({ legs: [{ ...toParis, distanceKm: limit + 1 }], jet: light, extras: none });
    expect(stop.legs[0]).toMatchObject({ basis: "hourly", stops: 1 });
    const far = estimateTrip({ legs: [{ ...toParis, distanceKm: 3 * limit }], jet: light, extras: none });
    expect(far.legs[0]).toMatchObject({ basis: "beyond-range", amount: null, blockMinutes: null });
    expect(far.complete).toBe(false);
    expect(far.totals).toEqual([]);
  });

  it("tops a short flight day up to the day minimum, as a line of its own", () => {
    const hop: LegInput = { from: "İstanbul", to: "Bodrum", distanceKm: 420, day: "2027-05-10" };
    const trip = estimateTrip({ legs: [hop], jet: midsize, extras: none });
    const block = blockOf(420, midsize).blockMinutes;
    expect(trip.minimums).toEqual([
      {
        day: "2027-05-10",
        minutes: MINIMUM_BILLABLE_MINUTES_PER_DAY - block,
        amount: minutesCost(150_000_00, MINIMUM_BILLABLE_MINUTES_PER_DAY - block) / 100,
        currency: "TRY",
      },
    ]);
    expect(trip.totals[0]?.amount).toBe(Math.round(((trip.legs[0]?.amount ?? 0) + (trip.minimums[0]?.amount ?? 0)) * 100) / 100);
  });

  it("a round trip costs two legs, add-ons per leg, and never adds currencies together", () => {
    const trip = estimateTrip({ legs: [toParis, back], jet: midsize, extras: { ...none, catering: true } });
    const leg = trip.legs[0]?.amount ?? 0;
    expect(trip.legs[1]?.amount).toBe(leg);
    expect(trip.totals).toEqual([
      { currency: "TRY", amount: Math.round(leg * 2 * 100) / 100 },
      { currency: "EUR", amount: 2 * EXTRA_PRICES.catering },
    ]);
    expect(trip.extras[0]).toMatchObject({ legs: 2, amount: 300 });
  });

  it("leaves legs unpriced without a jet or without a distance, and says the trip is incomplete", () => {
    expect(estimateTrip({ legs: [toParis], jet: null, extras: none }).legs[0]?.basis).toBe("none");
    const unknown = estimateTrip({ legs: [{ ...toParis, distanceKm: null }, back], jet: midsize, extras: none });
    expect(unknown.legs.map((l) => l.basis)).toEqual(["none", "hourly"]);
    expect(unknown.complete).toBe(false);
    expect(estimateTrip({ legs: [toParis], jet: { ...midsize, hourlyRate: 0 }, extras: none }).legs[0]?.basis).toBe("none");
  });

  it("the catering discount defaults to 0 and takes its share off catering only", () => {
    const plain = estimateTrip({ legs: [toParis], jet: null, extras: all });
    const vip = estimateTrip({ legs: [toParis], jet: null, extras: all, cateringDiscount: 0.3 });
    expect(plain.extras.find((e) => e.extra === "catering")?.amount).toBe(150);
    expect(vip.extras.find((e) => e.extra === "catering")?.amount).toBe(105);
    expect(vip.extras.find((e) => e.extra === "ground_transport")?.amount).toBe(200);
    expect(vip.totals.find((t) => t.currency === "EUR")?.amount).toBe(405);
    // out-of-range discounts are clamped
    expect(estimateTrip({ legs: [toParis], jet: null, extras: all, cateringDiscount: 2 }).extras[0]?.amount).toBe(0);
    expect(estimateTrip({ legs: [toParis], jet: null, extras: all, cateringDiscount: -1 }).extras[0]?.amount).toBe(150);
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

describe("positioning in the estimate (decision 036)", () => {
  const km = (a: string, b: string) => {
    const table: Record<string, number> = { "Londra|İstanbul": 2500, "İstanbul|Londra": 2500, "Paris|Londra": 340, "Londra|Paris": 340 };
    return a === b ? 0 : (table[`${a}|${b}`] ?? null);
  };

  it("adds no positioning when the jet is where the trip departs, or where it is not known", () => {
    expect(estimateTrip({ legs: [toParis], jet: midsize, extras: none, position: "İstanbul", distanceKm: km }).positioning).toEqual([]);
    expect(estimateTrip({ legs: [toParis], jet: midsize, extras: none }).positioning).toEqual([]);
  });

  it("bills the ferry leg from where the jet is at the positioning share, and adds it to the total", () => {
    const here = estimateTrip({ legs: [toParis], jet: midsize, extras: none, position: "İstanbul", distanceKm: km });
    const away = estimateTrip({ legs: [toParis], jet: midsize, extras: none, position: "Londra", distanceKm: km });
    const ferry = blockOf(2500, midsize);
    expect(away.positioning).toEqual([
      {
        from: "Londra",
        to: "İstanbul",
        beforeLeg: 0,
        minutes: ferry.blockMinutes,
        rateShare: POSITIONING_RATE_SHARE,
        amount: minutesCost(150_000_00, ferry.blockMinutes, POSITIONING_RATE_SHARE) / 100,
        currency: "TRY",
      },
    ]);
    expect(away.totals[0]!.amount).toBeCloseTo(here.totals[0]!.amount + away.positioning[0]!.amount, 2);
    expect(away.complete).toBe(true);
  });

  it("positions between two legs that do not join, not between legs that do", () => {
    const londonParis: LegInput = { from: "Londra", to: "Paris", distanceKm: 340, day: "2027-05-12" };
    const trip = estimateTrip({ legs: [toParis, londonParis], jet: midsize, extras: none, position: "İstanbul", distanceKm: km });
    expect(trip.positioning.map((p) => [p.from, p.to, p.beforeLeg])).toEqual([["Paris", "Londra", 1]]);
    const joined = estimateTrip({ legs: [toParis, back], jet: midsize, extras: none, position: "İstanbul", distanceKm: km });
    expect(joined.positioning).toEqual([]);
  });

  it("marks a positioning leg the jet cannot fly, and the trip incomplete", () => {
    const trip = estimateTrip({ legs: [toParis], jet: midsize, extras: none, position: "Tokyo", distanceKm: km });
    expect(trip.positioningImpossible).toBe(true);
    expect(trip.complete).toBe(false);
  });
});
