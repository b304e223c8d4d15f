import { describe, expect, it } from "vitest";
import { discountPercent, isDiscount } from "./offer-pricing";

describe("offer discount (computed from the two prices, never entered)", () => {
  it.each([
    [2400, 1800, 25],
    [450, 360, 20],
    [1000, 999, 0],
    [1000, 990, 1],
    [100, 1, 99],
    ["18000.00", "13500.00", 25],
    // rounded down: 2.000 → 1.490 is 25.5 % and reads 25, never 26
    [2000, 1490, 25],
    [3, 2, 33],
    // binary fractions do not move a boundary: 0.3 → 0.21 is exactly 30 %
    [0.3, 0.21, 30],
    [19.99, 13.99, 30],
  ])("%s → %s is %i %%", (original, discounted, percent) => {
    expect(discountPercent(original, discounted)).toBe(percent);
  });

  it.each([
    [1000, 1000],
    [1000, 1200],
    [1000, 0],
    [1000, -5],
    [0, 0],
    ["abc", "10"],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
  ])("%s → %s is not a discount", (original, discounted) => {
    expect(discountPercent(original, discounted)).toBeNull();
    expect(isDiscount(Number(original), Number(discounted))).toBe(false);
  });

  it("a discount one cent below the original is a discount", () => {
    expect(isDiscount(100, 99.99)).toBe(true);
    expect(isDiscount(100, 100)).toBe(false);
  });
});
