import { describe, expect, it } from "vitest";
import { indicativeRanges, jetTripTotal, type IndicativeJet, type IndicativeTrip } from "./indicative";
import { MINIMUM_BILLABLE_MINUTES_PER_DAY, POSITIONING_RATE_SHARE } from "./figures";
import { planLeg } from "./leg";

// a line of places with the kilometres between them: A—B 500, A—C 2 500, A—D 9 000
const KM: Record<string, number> = { A: 0, B: 500, C: 2_500, D: 9_000, E: 650 };
const distanceKm = (a: string, b: string) => (a in KM && b in KM ? Math.abs(KM[a]! - KM[b]!) : null);

function jet(id: string, over: Partial<IndicativeJet> = {}): IndicativeJet {
  return {
    id,
    category: "light",
    rangeKm: 3_500,
    cruiseKmh: 740,
    seatCapacity: 7,
    hourlyRate: 60_000,
    currency: "TRY",
    position: "A",
    ...over,
  };
}

const trip = (over: Partial<IndicativeTrip> = {}): IndicativeTrip => ({ from: "A", to: "C", day: "2027-03-01", passengers: 4, ...over });

describe("the indicative price per category", () => {
  it("is the lowest and the highest total of the category's fitting jets", () => {
    const jets = [jet("cheap", { hourlyRate: 50_000 }), jet("dear", { hourlyRate: 80_000 }), jet("mid", { hourlyRate: 65_000 })];
    const [range, ...rest] = indicativeRanges(jets, trip(), distanceKm);
    expect(rest).toEqual([]);
    expect(range!.category).toBe("light");
    expect(range!.jets).toBe(3);
    expect(range!.min).toBe(jetTripTotal(jets[0]!, trip(), distanceKm));
    expect(range!.max).toBe(jetTripTotal(jets[1]!, trip(), distanceKm));
    expect(range!.min).toBeLessThan(range!.max);
  });

  it("prices a jet as rate × block time, and adds the day minimum on a short flight", () => {
    const long = planLeg(2_500, jet("x"));
    if (!long.ok) throw new Error("plannable");
    expect(jetTripTotal(jet("x"), trip(), distanceKm)).toBe(Math.round((60_000 * 100 * long.plan.blockMinutes) / 60) / 100);
    // a 500 km leg is shorter than the day minimum: the total is the minimum's
    expect(jetTripTotal(jet("x"), trip({ to: "B" }), distanceKm)).toBe((60_000 * MINIMUM_BILLABLE_MINUTES_PER_DAY) / 60);
  });

  it("leaves out a jet without seats for the party, and a category whose every jet is too small is absent", () => {
    const jets = [jet("small", { seatCapacity: 3 }), jet("big", { category: "midsize", seatCapacity: 9, hourlyRate: 90_000 })];
    const ranges = indicativeRanges(jets, trip({ passengers: 4 }), distanceKm);
    expect(ranges.map((r) => r.category)).toEqual(["midsize"]);
    expect(ranges[0]!.jets).toBe(1);
    // with the party seated by both, both categories are there, in the dictionary's order
    expect(indicativeRanges(jets, trip({ passengers: 3 }), distanceKm).map((r) => r.category)).toEqual(["light", "midsize"]);
  });

  it("leaves out a jet that cannot reach the route with one technical stop", () => {
    const jets = [jet("short", { rangeKm: 2_000 }), jet("long", { category: "heavy", rangeKm: 12_000, seatCapacity: 14 })];
    const ranges = indicativeRanges(jets, trip({ to: "D" }), distanceKm);
    expect(ranges.map((r) => r.category)).toEqual(["heavy"]);
    expect(jetTripTotal(jets[0]!, trip({ to: "D" }), distanceKm)).toBeNull();
  });

  it("adds the positioning leg from where the jet is, at the positioning share", () => {
    const here = jetTripTotal(jet("here"), trip({ from: "B", to: "C" }), distanceKm)!;
    const away = jetTripTotal(jet("away", { position: "A" }), trip({ from: "B", to: "C" }), distanceKm)!;
    const here2 = jetTripTotal(jet("here2", { position: "B" }), trip({ from: "B", to: "C" }), distanceKm)!;
    expect(here).toBe(away);
    const ferry = planLeg(500, jet("x"));
    if (!ferry.ok) throw new Error("plannable");
    expect(away - here2).toBeCloseTo((60_000 * ferry.plan.blockMinutes * POSITIONING_RATE_SHARE) / 60, 2);
    // a jet whose positioning leg is beyond its range is left out
    expect(jetTripTotal(jet("far", { position: "D", rangeKm: 2_000 }), trip(), distanceKm)).toBeNull();
  });

  it("changes with the distance", () => {
    const jets = [jet("a"), jet("b", { hourlyRate: 70_000 })];
    const near = indicativeRanges(jets, trip({ to: "C" }), distanceKm)[0]!;
    const far = indicativeRanges(jets, trip({ to: "E", from: "C" }), distanceKm)[0]!;
    expect(far.min).not.toBe(near.min);
    const longer = indicativeRanges(jets, trip({ from: "A", to: "C" }), distanceKm)[0]!;
    const shorter = indicativeRanges(jets, trip({ from: "A", to: "E" }), distanceKm)[0]!;
    expect(longer.min).toBeGreaterThan(shorter.min);
    expect(longer.max).toBeGreaterThan(shorter.max);
  });

  it("keeps min ≤ max for any fleet, and never mixes currencies", () => {
    const jets = [jet("try"), jet("eur", { currency: "EUR", hourlyRate: 3_000 }), jet("try2", { hourlyRate: 40_000 })];
    const ranges = indicativeRanges(jets, trip(), distanceKm);
    expect(ranges.map((r) => `${r.category}:${r.currency}:${r.jets}`)).toEqual(["light:EUR:1", "light:TRY:2"]);
    for (const r of ranges) expect(r.min).toBeLessThanOrEqual(r.max);
  });

  it("is empty for an unknown place, a jet without a rate, or an empty fleet", () => {
    expect(indicativeRanges([jet("a")], trip({ to: "Z" }), distanceKm)).toEqual([]);
    expect(indicativeRanges([jet("a", { hourlyRate: 0 })], trip(), distanceKm)).toEqual([]);
    expect(indicativeRanges([], trip(), distanceKm)).toEqual([]);
  });
});
