import { describe, expect, expectTypeOf, it } from "vitest";
import { OfferCategory as DbOfferCategory } from "#app/generated/prisma/enums";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import {
  ALL_CATEGORIES_LABEL_KEY,
  OFFER_CATEGORIES,
  OFFER_CATEGORY_CHIPS,
  OFFER_CATEGORY_LABEL_KEY,
  type OfferCategory,
  isOfferCategory,
} from "./offer-category";

function text(root: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), root);
}

describe("offer categories (spec §2.20 chips)", () => {
  it("the chips read as the spec lists them, in its order, 'Tümü' first", () => {
    const labels = OFFER_CATEGORY_CHIPS.map((c) => text(tr, c ? OFFER_CATEGORY_LABEL_KEY[c] : ALL_CATEGORIES_LABEL_KEY));
    expect(labels).toEqual(["Tümü", "Hotel", "Transfer", "Dining", "Experience", "Spa & Wellness", "Helicopter"]);
  });

  it("every category has a label in both languages", () => {
    for (const c of OFFER_CATEGORIES) {
      expect(text(tr, OFFER_CATEGORY_LABEL_KEY[c]), c).toEqual(expect.any(String));
      expect(text(en, OFFER_CATEGORY_LABEL_KEY[c]), c).toEqual(expect.any(String));
    }
    expect(text(en, ALL_CATEGORIES_LABEL_KEY)).toBe("All");
  });

  it("recognises only its own values", () => {
    expect(isOfferCategory("spa_wellness")).toBe(true);
    expect(isOfferCategory("Spa & Wellness")).toBe(false);
    expect(isOfferCategory("HOTEL")).toBe(false);
    expect(isOfferCategory(null)).toBe(false);
    expect(isOfferCategory("")).toBe(false);
  });

  it("matches the database enum", () => {
    expect([...OFFER_CATEGORIES].sort()).toEqual(Object.values(DbOfferCategory).sort());
    expectTypeOf<OfferCategory>().toEqualTypeOf<DbOfferCategory>();
  });
});
