import { describe, expect, it } from "vitest";
import { endOfIstanbulDay, todayInIstanbul } from "#app/lib/format";
import { parseForm } from "./parse";
import { createOfferSchema, latestValidUntil, offerData } from "./offer";

const ok = {
  intent: "create",
  category: "hotel",
  title: "Bodrum süit",
  location: "Bodrum",
  original_price: "2.400",
  discounted_price: "1.800,50",
  currency: "EUR",
  features: "Kahvaltı dahil, Spa, kahvaltı DAHİL",
  valid_until: todayInIstanbul(),
};

function parse(fields: Record<string, string>) {
  const form = new URLSearchParams(fields);
  return parseForm(form, { schema: createOfferSchema });
}

/** The error keys of one field (none when the form was read). */
function errorsOf(fields: Record<string, string>, field: string) {
  const result = parse(fields);
  return result.status === "success" ? undefined : result.error?.[field];
}

describe("offer form", () => {
  it("reads Turkish amounts, the features as a list, and valid-until as the end of that Istanbul day", () => {
    const result = parse(ok);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const stored = offerData(result.value);
    expect(stored.originalPrice).toBe("2400.00");
    expect(stored.discountedPrice).toBe("1800.50");
    expect(stored.features).toEqual(["Kahvaltı dahil", "Spa"]);
    expect(stored.validUntil.toISOString()).toBe(endOfIstanbulDay(todayInIstanbul()).toISOString());
  });

  it("refuses a discounted price equal to or above the original, on the discounted field", () => {
    for (const discounted of ["2400", "2400,00", "3000"]) {
      expect(errorsOf({ ...ok, discounted_price: discounted }, "discounted_price")).toEqual(["offers.errors.notADiscount"]);
    }
  });

  it("takes today and the last allowed day, and refuses the days outside", () => {
    expect(parse({ ...ok, valid_until: latestValidUntil() }).status).toBe("success");
    const tooFar = new Date(Date.parse(`${latestValidUntil()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf({ ...ok, valid_until: tooFar }, "valid_until")).toEqual(["offers.errors.validUntilFar"]);
    const yesterday = new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf({ ...ok, valid_until: yesterday }, "valid_until")).toEqual(["offers.errors.validUntilPast"]);
  });

  it("never reads a discount, state or owner from the form", () => {
    const result = parse({ ...ok, discount_percent: "90", published_at: "2026-01-01", created_by: "x" } as never);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(Object.keys(offerData(result.value)).sort()).toEqual(
      ["category", "currency", "discountedPrice", "features", "location", "originalPrice", "title", "validUntil"].sort(),
    );
  });
});
