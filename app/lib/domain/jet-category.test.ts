import { describe, expect, expectTypeOf, it } from "vitest";
import { JetCategory as DbJetCategory } from "#app/generated/prisma/enums";
import {
  CAPACITY_BANDS,
  JET_CATEGORIES,
  type JetCategory,
  capacityBandBounds,
  capacityBandOf,
  isCapacityBand,
  isJetCategory,
} from "./jet-category";

describe("capacity bands (spec §2.20: the upper bound of the passenger range)", () => {
  it.each([
    [1, "small"],
    [10, "small"],
    [11, "medium"],
    [16, "medium"],
    [17, "large"],
    [19, "large"],
  ] as const)("%i passengers → %s", (seats, band) => {
    expect(capacityBandOf(seats)).toBe(band);
  });

  it("the database bounds of each band agree with capacityBandOf at every seat count", () => {
    for (let seats = 1; seats <= 30; seats++) {
      const matching = CAPACITY_BANDS.filter((band) => {
        const { min, max } = capacityBandBounds(band);
        return (min === null || seats >= min) && (max === null || seats <= max);
      });
      expect(matching).toEqual([capacityBandOf(seats)]);
    }
  });

  it("recognises only its own values", () => {
    expect(isCapacityBand("small")).toBe(true);
    expect(isCapacityBand("huge")).toBe(false);
    expect(isJetCategory("ultra_long_range")).toBe(true);
    expect(isJetCategory("Light Jet")).toBe(false);
  });
});

describe("jet category", () => {
  it("matches the database enum", () => {
    expect([...JET_CATEGORIES].sort()).toEqual(Object.values(DbJetCategory).sort());
    expectTypeOf<JetCategory>().toEqualTypeOf<DbJetCategory>();
  });
});
