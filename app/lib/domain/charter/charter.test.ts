import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CRUISE_KMH_BY_CATEGORY,
  MINIMUM_BILLABLE_MINUTES_PER_DAY,
  POSITIONING_RATE_SHARE,
  PRICE_SIGNAL_TOLERANCE,
  RANGE_RESERVE,
  ROUTING_ALLOWANCE,
  TAXI_MINUTES_PER_SECTOR,
  TECH_STOP_GROUND_MINUTES,
  TURNAROUND_MINUTES,
} from "./figures";
import { cruiseKmhOf, jetsAbleToFly, nonstopLimitKm, planLeg, roundUpToBlockStep, type PlannedJet } from "./leg";
import { fittingPlan, jetMisfit } from "./fit";
import { comparePrice } from "./price-signal";
import { minutesCost, positioningLine, priceTrip } from "./price";
import { positionAt, positioningFrom, scheduleLeg, type Commitment, type ScheduledJet } from "./schedule";

const light: PlannedJet = { category: "light", rangeKm: 3_000 };
const heavy: PlannedJet = { category: "heavy", rangeKm: 12_000, cruiseKmh: 900 };

function planned(km: number, jet: PlannedJet = light) {
  const result = planLeg(km, jet);
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason}`);
  return result.plan;
}

describe("block time of a leg", () => {
  it("is the distance flown (great circle plus the allowance) over the cruise speed, plus taxi, rounded up to 5 minutes", () => {
    const plan = planned(1_000, { category: "midsize", rangeKm: 5_000 });
    const airborne = ((1_000 * (1 + ROUTING_ALLOWANCE)) / CRUISE_KMH_BY_CATEGORY.midsize) * 60;
    expect(plan.stops).toBe(0);
    expect(plan.flownKm).toBe(Math.round(1_000 * (1 + ROUTING_ALLOWANCE)));
    expect(plan.taxiMinutes).toBe(TAXI_MINUTES_PER_SECTOR);
    expect(plan.blockMinutes).toBe(Math.ceil((airborne + TAXI_MINUTES_PER_SECTOR) / 5) * 5);
    expect(plan.blockMinutes % 5).toBe(0);
  });

  it("uses the jet's own cruise speed over its category's, so two jets differ on one trip", () => {
    expect(cruiseKmhOf(heavy)).toBe(900);
    expect(cruiseKmhOf({ category: "heavy" })).toBe(CRUISE_KMH_BY_CATEGORY.heavy);
    expect(planned(2_000, { category: "light", rangeKm: 5_000 }).blockMinutes).toBeGreaterThan(planned(2_000, heavy).blockMinutes);
  });

  it("rounds a whole step exactly, and anything above it up", () => {
    expect(roundUpToBlockStep(90)).toBe(90);
    expect(roundUpToBlockStep(90.01)).toBe(95);
    expect(roundUpToBlockStep(86)).toBe(90);
  });

  it("refuses a distance that is not positive and finite, and a jet without range", () => {
    for (const km of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(planLeg(km, light)).toEqual({ ok: false, refusal: { reason: "bad-input" } });
    expect(planLeg(500, { category: "light", rangeKm: 0 }).ok).toBe(false);
  });
});

describe("range", () => {
  const limit = nonstopLimitKm(light);

  it("keeps a reserve: the nonstop limit is the usable range over the routing allowance", () => {
    expect(limit).toBe(Math.floor((3_000 * (1 - RANGE_RESERVE)) / (1 + ROUTING_ALLOWANCE)));
  });

  it("flies the limit nonstop, and needs a technical stop 1 km beyond it", () => {
    expect(planned(limit).stops).toBe(0);
    const beyond = planned(limit + 1);
    expect(beyond.stops).toBe(1);
    expect(beyond.stopMinutes).toBe(TECH_STOP_GROUND_MINUTES);
    expect(beyond.taxiMinutes).toBe(2 * TAXI_MINUTES_PER_SECTOR);
    // the stop's ground time and the second sector's taxi are in the block time
    expect(beyond.blockMinutes - planned(limit).blockMinutes).toBeGreaterThanOrEqual(
      TECH_STOP_GROUND_MINUTES + TAXI_MINUTES_PER_SECTOR - 5,
    );
  });

  it("refuses a leg that needs more than one stop, and names the jets that can fly it", () => {
    const far = 2 * limit + 50;
    expect(planLeg(far, light)).toEqual({ ok: false, refusal: { reason: "beyond-range", stopsNeeded: 2 } });
    expect(jetsAbleToFly(far, [light, heavy])).toEqual([heavy]);
    expect(jetsAbleToFly(limit, [light, heavy])).toEqual([light, heavy]);
  });
});

describe("where a jet is, and when it can fly", () => {
  const jet: ScheduledJet = { category: "midsize", rangeKm: 6_000, baseAirport: "IST" };
  const km: Record<string, number> = {
    "IST-LHR": 2_500,
    "LHR-IST": 2_500,
    "IST-BJV": 420,
    "BJV-IST": 420,
    "LHR-BJV": 2_800,
    "BJV-LHR": 2_800,
  };
  const distance = (a: string, b: string) => km[`${a}-${b}`] ?? null;
  const at = (iso: string) => new Date(`${iso}Z`);
  const toLondon: Commitment = {
    departureAirport: "IST",
    arrivalAirport: "LHR",
    departureAt: at("2027-03-01T09:00"),
    arrivalAt: at("2027-03-01T13:00"),
  };
  const block = planned(420, jet).blockMinutes;

  it("is at its base without commitments, and at the last arrival before a moment", () => {
    expect(positionAt(jet, [], at("2027-03-01T10:00"))).toBe("IST");
    expect(positionAt(jet, [toLondon], at("2027-03-01T08:00"))).toBe("IST");
    expect(positionAt(jet, [toLondon], at("2027-03-01T15:00"))).toBe("LHR");
  });

  it("leaves its base with no positioning leg", () => {
    const result = scheduleLeg(jet, [], { from: "IST", to: "BJV", departureAt: at("2027-03-01T10:00"), blockMinutes: block }, distance);
    expect(result).toMatchObject({ ok: true, position: "IST", positioning: null, repositioning: null });
  });

  it("departs again from where it landed after the turnaround, not a minute earlier", () => {
    const back = (departure: string) =>
      scheduleLeg(jet, [toLondon], { from: "LHR", to: "IST", departureAt: at(departure), blockMinutes: 240 }, distance);
    const turnaroundEnd = new Date(toLondon.arrivalAt.getTime() + TURNAROUND_MINUTES * 60_000);
    expect(back(turnaroundEnd.toISOString().slice(0, 16)).ok).toBe(true);
    const early = back(new Date(turnaroundEnd.getTime() - 60_000).toISOString().slice(0, 16));
    expect(early).toEqual({ ok: false, refusal: { reason: "not-in-position", position: "LHR", earliestDepartureAt: turnaroundEnd } });
  });

  it("cannot leave İstanbul while it is in London: it needs a positioning leg and two turnarounds first", () => {
    const ferry = planned(2_500, jet).blockMinutes;
    const earliest = new Date(toLondon.arrivalAt.getTime() + (TURNAROUND_MINUTES + ferry + TURNAROUND_MINUTES) * 60_000);
    const tooSoon = scheduleLeg(
      jet,
      [toLondon],
      { from: "IST", to: "BJV", departureAt: toLondon.arrivalAt, blockMinutes: block },
      distance,
    );
    expect(tooSoon).toEqual({ ok: false, refusal: { reason: "not-in-position", position: "LHR", earliestDepartureAt: earliest } });
    const inTime = scheduleLeg(jet, [toLondon], { from: "IST", to: "BJV", departureAt: earliest, blockMinutes: block }, distance);
    expect(inTime.ok).toBe(true);
    if (inTime.ok) {
      expect(inTime.positioning).toMatchObject({ from: "LHR", to: "IST" });
      expect(inTime.positioning?.arrivalAt.getTime()).toBe(earliest.getTime() - TURNAROUND_MINUTES * 60_000);
    }
  });

  it("must reach its next commitment after the leg, with a positioning leg when that departs elsewhere", () => {
    // Bodrum → İstanbul ends where the London flight starts: one turnaround is enough
    const before = (departure: Date) =>
      scheduleLeg(jet, [toLondon], { from: "BJV", to: "IST", departureAt: departure, blockMinutes: block }, distance);
    const latest = new Date(toLondon.departureAt.getTime() - (TURNAROUND_MINUTES + block) * 60_000);
    // it starts at its base (İstanbul), so it first needs a ferry to Bodrum; no previous commitment bounds that
    expect(before(latest).ok).toBe(true);
    expect(before(new Date(latest.getTime() + 60_000))).toEqual({
      ok: false,
      refusal: { reason: "cannot-reach-next", nextAirport: "IST", nextDepartureAt: toLondon.departureAt, latestDepartureAt: latest },
    });
    // İstanbul → Bodrum ends away from the London departure: a ferry back and a second turnaround are needed
    const away = scheduleLeg(jet, [toLondon], { from: "IST", to: "BJV", departureAt: latest, blockMinutes: block }, distance);
    expect(away.ok).toBe(false);
    if (!away.ok) expect(away.refusal.reason).toBe("cannot-reach-next");
  });

  it("refuses a positioning leg it cannot plan (an airport without coordinates)", () => {
    const result = scheduleLeg(jet, [], { from: "XXX", to: "IST", departureAt: at("2027-03-01T10:00"), blockMinutes: 60 }, distance);
    expect(result).toEqual({ ok: false, refusal: { reason: "positioning-impossible", from: "IST", to: "XXX" } });
  });
});

describe("price of a trip", () => {
  const rate = 500_000_00; // ₺500.000 an hour, in cents
  const long = planned(1_500, { category: "midsize", rangeKm: 6_000 });
  const short = planned(300, { category: "midsize", rangeKm: 6_000 });

  it("bills the block time at the hourly rate", () => {
    const price = priceTrip(rate, [{ from: "IST", to: "LHR", day: "2027-03-01", plan: long }]);
    expect(price.lines).toEqual([
      {
        kind: "flight",
        from: "IST",
        to: "LHR",
        day: "2027-03-01",
        minutes: long.blockMinutes,
        rateShare: 1,
        amountCents: minutesCost(rate, long.blockMinutes),
      },
    ]);
    expect(price.totalCents).toBe(Math.round((rate * long.blockMinutes) / 60));
  });

  it("tops a short flight day up to the day minimum, and not a day that reaches it", () => {
    expect(short.blockMinutes).toBeLessThan(MINIMUM_BILLABLE_MINUTES_PER_DAY);
    const one = priceTrip(rate, [{ from: "IST", to: "BJV", day: "2027-03-01", plan: short }]);
    expect(one.lines.at(-1)).toMatchObject({
      kind: "minimum",
      day: "2027-03-01",
      minutes: MINIMUM_BILLABLE_MINUTES_PER_DAY - short.blockMinutes,
    });
    expect(one.billableMinutes).toBe(MINIMUM_BILLABLE_MINUTES_PER_DAY);
    const exact = priceTrip(rate, [
      { from: "IST", to: "BJV", day: "2027-03-01", plan: { ...short, blockMinutes: MINIMUM_BILLABLE_MINUTES_PER_DAY } },
    ]);
    expect(exact.lines.some((l) => l.kind === "minimum")).toBe(false);
  });

  it("applies the minimum per flight day: two short legs on one day share it, on two days each gets one", () => {
    const sameDay = priceTrip(rate, [
      { from: "IST", to: "BJV", day: "2027-03-01", plan: short },
      { from: "BJV", to: "IST", day: "2027-03-01", plan: short },
    ]);
    expect(sameDay.lines.filter((l) => l.kind === "minimum")).toHaveLength(
      2 * short.blockMinutes >= MINIMUM_BILLABLE_MINUTES_PER_DAY ? 0 : 1,
    );
    const twoDays = priceTrip(rate, [
      { from: "IST", to: "BJV", day: "2027-03-01", plan: short },
      { from: "BJV", to: "IST", day: "2027-03-04", plan: short },
    ]);
    expect(twoDays.lines.filter((l) => l.kind === "minimum").map((l) => l.day)).toEqual(["2027-03-01", "2027-03-04"]);
  });

  it("bills a positioning leg at its share of the rate, and a technical stop's ground time as its own line", () => {
    const ferry = planned(2_500, { category: "midsize", rangeKm: 6_000 });
    const stopped = planned(nonstopLimitKm(light) + 1, light);
    const price = priceTrip(rate, [
      { from: "IST", to: "BJV", day: "2027-03-01", plan: stopped, positioning: [{ from: "LHR", to: "IST", plan: ferry }] },
    ]);
    const positioning = price.lines.find((l) => l.kind === "positioning");
    expect(positioning).toMatchObject({
      from: "LHR",
      to: "IST",
      rateShare: POSITIONING_RATE_SHARE,
      amountCents: minutesCost(rate, ferry.blockMinutes, POSITIONING_RATE_SHARE),
    });
    expect(price.lines.find((l) => l.kind === "stop")).toMatchObject({ minutes: TECH_STOP_GROUND_MINUTES });
    expect(price.lines.find((l) => l.kind === "flight")?.minutes).toBe(stopped.blockMinutes - TECH_STOP_GROUND_MINUTES);
    expect(price.totalCents).toBe(price.lines.reduce((sum, l) => sum + l.amountCents, 0));
    // the ferry is not billable flight time
    expect(price.billableMinutes).toBe(stopped.blockMinutes);
  });
});

describe("a jet offered for a trip", () => {
  const jet = { category: "light" as const, rangeKm: 3_000, seatCapacity: 7 };
  const limit = nonstopLimitKm(jet);

  it("fits up to its seats, and not one passenger more", () => {
    expect(jetMisfit(jet, 7, 500)).toBeNull();
    expect(jetMisfit(jet, 8, 500)).toBe("seats");
  });

  it("fits a leg with one technical stop, and not one that needs two", () => {
    expect(jetMisfit(jet, 2, limit + 1)).toBeNull();
    expect(jetMisfit(jet, 2, 3 * limit)).toBe("range");
    // an unknown distance is not held against the jet
    expect(jetMisfit(jet, 2, null)).toBeNull();
  });

  it("gives the leg's plan only when the jet fits", () => {
    expect(fittingPlan(jet, 2, 800)?.stops).toBe(0);
    expect(fittingPlan(jet, 8, 800)).toBeNull();
    expect(fittingPlan(jet, 2, 3 * limit)).toBeNull();
  });
});

describe("the price signal beside a broker's quote", () => {
  const estimate = { amount: 100_000, currency: "TRY" as const };

  it("is near within the tolerance on both sides, and far just beyond it", () => {
    const at = (share: number) => comparePrice({ amount: 100_000 * (1 + share), currency: "TRY" }, estimate).signal;
    expect(at(PRICE_SIGNAL_TOLERANCE)).toBe("near");
    expect(at(-PRICE_SIGNAL_TOLERANCE)).toBe("near");
    expect(at(PRICE_SIGNAL_TOLERANCE + 0.01)).toBe("far-above");
    expect(at(-PRICE_SIGNAL_TOLERANCE - 0.01)).toBe("far-below");
    expect(comparePrice({ amount: 60_000, currency: "TRY" }, estimate).deviation).toBeCloseTo(-0.4);
  });

  it("does not compare across currencies (no exchange rates) or with an empty estimate", () => {
    expect(comparePrice({ amount: 1, currency: "USD" }, estimate)).toEqual({ signal: "no-rate", deviation: null });
    expect(comparePrice({ amount: 1, currency: "TRY" }, { amount: 0, currency: "TRY" }).signal).toBe("no-rate");
  });
});

describe("the positioning leg a jet needs", () => {
  const km = (a: string, b: string) => ((a === "LHR" && b === "IST") || (a === "IST" && b === "LHR") ? 2_500 : null);
  const jet: PlannedJet = { category: "heavy", rangeKm: 12_000 };

  it("is none where the jet already is, the engine's leg plan from elsewhere, impossible without a distance or range", () => {
    expect(positioningFrom(jet, "IST", "IST", km)).toBeNull();
    expect(positioningFrom(jet, "LHR", "IST", km)).toEqual({ from: "LHR", to: "IST", plan: planned(2_500, jet) });
    expect(positioningFrom(jet, "XXX", "IST", km)).toBe("impossible");
    expect(positioningFrom({ category: "light", rangeKm: 1_000 }, "LHR", "IST", km)).toBe("impossible");
  });

  it("is timed at the jet's own cruise speed: a faster jet ferries in less time", () => {
    const slow = positioningFrom({ ...jet, cruiseKmh: 700 }, "LHR", "IST", km);
    const fast = positioningFrom({ ...jet, cruiseKmh: 900 }, "LHR", "IST", km);
    if (!slow || slow === "impossible" || !fast || fast === "impossible") throw new Error("expected ferry legs");
    expect(slow.plan.blockMinutes).toBeGreaterThan(fast.plan.blockMinutes);
  });

  it("is billed on its own line at the positioning share, as priceTrip bills it", () => {
    const ferry = { from: "LHR", to: "IST", plan: planned(2_500, jet) };
    const line = positioningLine(600_000, ferry, "2027-03-01");
    expect(line).toEqual({
      kind: "positioning",
      from: "LHR",
      to: "IST",
      day: "2027-03-01",
      minutes: ferry.plan.blockMinutes,
      rateShare: POSITIONING_RATE_SHARE,
      amountCents: minutesCost(600_000, ferry.plan.blockMinutes, POSITIONING_RATE_SHARE),
    });
    const trip = priceTrip(600_000, [{ from: "IST", to: "LHR", day: "2027-03-01", plan: planned(2_500, jet), positioning: [ferry] }]);
    expect(trip.lines.find((l) => l.kind === "positioning")).toEqual(line);
  });
});

describe("the cruise-speed migration", () => {
  it("fills the jets that existed with the engine's category figures", () => {
    const sql = readFileSync(
      new URL("../../../../prisma/migrations/20261227000000_jet_cruise_speed/migration.sql", import.meta.url),
      "utf8",
    );
    const filled = Object.fromEntries([...sql.matchAll(/WHEN '(\w+)' THEN (\d+)/g)].map((m) => [m[1], Number(m[2])]));
    expect(filled).toEqual(CRUISE_KMH_BY_CATEGORY);
  });
});
