import { describe, expect, it } from "vitest";
import {
  MEMBERSHIP_TIERS,
  TIER_CATERING_DISCOUNT,
  TIER_THRESHOLDS,
  calendarDateString,
  daysUntil,
  isMembershipTier,
  nextTier,
  pointsForMinutes,
  renewalDate,
  tierFor,
  tierProgress,
} from "./membership";

const d = (s: string) => {
  const [year, month, day] = s.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};

describe("points per flight", () => {
  it("gives 100 points per block hour, rounded to a whole point", () => {
    expect(pointsForMinutes(60)).toBe(100);
    expect(pointsForMinutes(90)).toBe(150);
    expect(pointsForMinutes(5)).toBe(8); // 8.33
    expect(pointsForMinutes(25)).toBe(42); // 41.67
    expect(pointsForMinutes(215)).toBe(358); // 358.33
  });

  it("gives nothing for no, negative or invalid time", () => {
    expect(pointsForMinutes(0)).toBe(0);
    expect(pointsForMinutes(-30)).toBe(0);
    expect(pointsForMinutes(Number.NaN)).toBe(0);
    expect(pointsForMinutes(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("tier", () => {
  it("is Standard with zero flights", () => {
    expect(tierFor(0)).toBe("standard");
    expect(tierProgress(0)).toEqual({
      tier: "standard",
      points: 0,
      next: "premium",
      pointsToNext: 1000,
      progress: 0,
      cateringDiscount: 0,
    });
  });

  it("reaches each tier exactly at its threshold and not one point below", () => {
    expect(tierFor(999)).toBe("standard");
    expect(tierFor(1000)).toBe("premium");
    expect(tierFor(2999)).toBe("premium");
    expect(tierFor(3000)).toBe("elite");
    expect(tierFor(5999)).toBe("elite");
    expect(tierFor(6000)).toBe("vip_black");
    expect(tierFor(1_000_000)).toBe("vip_black");
  });

  it("keeps the thresholds in tier order, starting at 0", () => {
    const values = MEMBERSHIP_TIERS.map((t) => TIER_THRESHOLDS[t]);
    expect(values[0]).toBe(0);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });

  it("treats negative and invalid totals as zero", () => {
    expect(tierFor(-5)).toBe("standard");
    expect(tierFor(Number.NaN)).toBe("standard");
    expect(tierProgress(-100).points).toBe(0);
  });

  it("knows the next tier and that VIP Black has none", () => {
    expect(nextTier("standard")).toBe("premium");
    expect(nextTier("premium")).toBe("elite");
    expect(nextTier("elite")).toBe("vip_black");
    expect(nextTier("vip_black")).toBeNull();
  });

  it("recognises tier names", () => {
    expect(isMembershipTier("elite")).toBe(true);
    expect(isMembershipTier("gold")).toBe(false);
    expect(isMembershipTier(undefined)).toBe(false);
  });
});

describe("progress", () => {
  it("is points / (points + points to next)", () => {
    const p = tierProgress(1500);
    expect(p).toMatchObject({ tier: "premium", next: "elite", pointsToNext: 1500 });
    expect(p.progress).toBe(0.5);
    expect(tierProgress(999)).toMatchObject({ tier: "standard", pointsToNext: 1 });
    expect(tierProgress(999).progress).toBeCloseTo(999 / 1000, 10);
  });

  it("starts the next tier with its own threshold to go", () => {
    const p = tierProgress(3000);
    expect(p).toMatchObject({ tier: "elite", next: "vip_black", pointsToNext: 3000, progress: 0.5 });
  });

  it("is full at the top tier, with no next tier and nothing to go", () => {
    expect(tierProgress(6000)).toEqual({
      tier: "vip_black",
      points: 6000,
      next: null,
      pointsToNext: null,
      progress: 1,
      cateringDiscount: 0.3,
    });
  });

  it("carries the §9 catering discount of the tier", () => {
    expect(TIER_CATERING_DISCOUNT).toEqual({ standard: 0, premium: 0.1, elite: 0.2, vip_black: 0.3 });
    expect(tierProgress(1000).cateringDiscount).toBe(0.1);
    expect(tierProgress(3000).cateringDiscount).toBe(0.2);
    expect(tierProgress(999).cateringDiscount).toBe(0);
  });
});

describe("renewal date", () => {
  it("is this year's anniversary when it is still ahead", () => {
    expect(calendarDateString(renewalDate(d("2024-12-10"), d("2026-11-23")))).toBe("2026-12-10");
  });

  it("is next year's anniversary when this year's has passed", () => {
    expect(calendarDateString(renewalDate(d("2024-03-01"), d("2026-11-23")))).toBe("2027-03-01");
  });

  it("is next year's anniversary on the anniversary itself (strictly after today)", () => {
    expect(calendarDateString(renewalDate(d("2024-11-23"), d("2026-11-23")))).toBe("2027-11-23");
    expect(calendarDateString(renewalDate(d("2024-11-24"), d("2026-11-23")))).toBe("2026-11-24");
  });

  it("renews a member who joined today a year later", () => {
    expect(calendarDateString(renewalDate(d("2026-11-23"), d("2026-11-23")))).toBe("2027-11-23");
  });

  it("renews a 29 February join date on 28 February outside leap years", () => {
    expect(calendarDateString(renewalDate(d("2024-02-29"), d("2026-01-10")))).toBe("2026-02-28");
    expect(calendarDateString(renewalDate(d("2024-02-29"), d("2027-03-01")))).toBe("2028-02-29");
  });

  it("crosses the year end", () => {
    expect(calendarDateString(renewalDate(d("2025-01-01"), d("2026-12-31")))).toBe("2027-01-01");
  });

  it("counts the days left", () => {
    expect(daysUntil(d("2026-11-24"), d("2026-11-23"))).toBe(1);
    expect(daysUntil(d("2027-11-23"), d("2026-11-23"))).toBe(365);
    expect(daysUntil(d("2028-11-23"), d("2027-11-23"))).toBe(366);
  });
});
