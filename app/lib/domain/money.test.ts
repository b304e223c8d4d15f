import { describe, expect, it } from "vitest";
import { fromCents, MAX_CENTS, percentOf, sumCents, toCents } from "./money";

describe("money in cents", () => {
  it("reads decimal text exactly, without floating point", () => {
    expect(toCents("0.1")).toBe(10);
    expect(toCents("0.10")).toBe(10);
    expect(toCents("0.01")).toBe(1);
    expect(toCents("2160000")).toBe(216_000_000);
    expect(toCents("9999999999.99")).toBe(MAX_CENTS);
    expect(toCents("-0.05")).toBe(-5);
    expect(toCents("-0")).toBe(0);
    expect(toCents(12.3)).toBe(1230);
    expect(toCents({ toString: () => "48500.5" })).toBe(4_850_050);
  });

  it("adds 0.10 and 0.20 to exactly 0.30 (floats would not)", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(toCents("0.10") + toCents("0.20"))).toBe("0.30");
  });

  it.each(["", "abc", "1.234", "1,5", "1e5", "NaN", "Infinity", " . ", "1.", ".5", "--1", "0x10"])("refuses %j", (bad) => {
    expect(() => toCents(bad)).toThrow(RangeError);
  });

  it("writes cents back as two-decimal text and round-trips", () => {
    expect(fromCents(0)).toBe("0.00");
    expect(fromCents(1)).toBe("0.01");
    expect(fromCents(-5)).toBe("-0.05");
    expect(fromCents(12345)).toBe("123.45");
    expect(fromCents(MAX_CENTS)).toBe("9999999999.99");
    for (const c of [0, 1, 99, 100, 101, 123_456_789, MAX_CENTS, -1, -100]) expect(toCents(fromCents(c))).toBe(c);
    expect(() => fromCents(0.5)).toThrow(RangeError);
  });

  it("takes whole-percent shares rounding half up to the cent", () => {
    expect(percentOf(216_000_000, 30)).toBe(64_800_000);
    expect(percentOf(1, 30)).toBe(0); // 0.3 cent
    expect(percentOf(2, 25)).toBe(1); // 0.5 cent rounds up
    expect(percentOf(5, 10)).toBe(1); // 0.5 cent rounds up
    expect(percentOf(4, 10)).toBe(0); // 0.4 cent rounds down
    expect(percentOf(MAX_CENTS, 100)).toBe(MAX_CENTS);
    expect(percentOf(MAX_CENTS, 0)).toBe(0);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
  });

  it("sums", () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1, 2, 3])).toBe(6);
  });
});
