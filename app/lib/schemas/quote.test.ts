import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { parseQuotedPrice, quoteFormSchema } from "./quote";

describe("parseQuotedPrice", () => {
  it.each([
    ["48500", 48500],
    ["48.500", 48500],
    ["48.500,50", 48500.5],
    ["48500,5", 48500.5],
    ["1,234.50", 1234.5],
    ["1 234,50", 1234.5],
    [" 0,01 ", 0.01],
    ["9999999999,99", 9999999999.99],
  ])("%s → %d", (input, expected) => {
    expect(parseQuotedPrice(input)).toEqual({ value: expected });
  });

  it.each([
    ["", "quotes.validation.priceRequired"],
    ["abc", "quotes.validation.priceInvalid"],
    ["0", "quotes.validation.pricePositive"],
    ["-1", "quotes.validation.pricePositive"],
    ["10000000000", "quotes.validation.priceTooHigh"],
    ["1,234", "quotes.validation.priceDecimals"],
  ])("%s → %s", (input, error) => {
    expect(parseQuotedPrice(input)).toEqual({ error });
  });
});

describe("quoteFormSchema", () => {
  function parse(fields: Record<string, string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return parseWithZod(form, { schema: quoteFormSchema });
  }

  it("defaults to USD and 48 hours and ignores fields it does not know", () => {
    const result = parse({ quoted_price: "100", status: "approved", broker_id: "x" });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toEqual({ quoted_price: 100, currency: "USD", validity_hours: 48 });
  });

  it("reads the validity as a number and keeps optional fields", () => {
    const result = parse({
      quoted_price: "100",
      currency: "TRY",
      validity_hours: "168",
      broker_notes: "  not  ",
      jet_offered_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ currency: "TRY", validity_hours: 168, broker_notes: "not" });
  });
});
