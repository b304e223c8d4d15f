import { describe, expect, it } from "vitest";
import { idRangeOfPrefix, parseReservationCode, reservationCode } from "./reservation-code";

describe("reservation code", () => {
  it("is UJ- and the first eight hex digits of the id, upper-cased", () => {
    expect(reservationCode("3f9a12c0-1111-4222-8333-444455556666")).toBe("UJ-3F9A12C0");
  });

  it.each([
    ["UJ-3F9A12C0", "3f9a12c0"],
    ["uj-3f9a12c0", "3f9a12c0"],
    ["UJ3F9A12C0", "3f9a12c0"],
    ["  3F9A12C0 ", "3f9a12c0"],
  ])("reads %j", (input, prefix) => {
    expect(parseReservationCode(input)).toBe(prefix);
  });

  it.each(["UJ-3F9A12C", "UJ-3F9A12C0X", "UJ-3G9A12C0", "İstanbul", "", "UJ--3F9A12C0"])("refuses %j", (input) => {
    expect(parseReservationCode(input)).toBeNull();
  });

  it("gives the id range of a prefix, whose ends carry that prefix", () => {
    const range = idRangeOfPrefix("3f9a12c0");
    expect(range.gte < "3f9a12c0-1111-4222-8333-444455556666").toBe(true);
    expect(range.lte > "3f9a12c0-1111-4222-8333-444455556666").toBe(true);
    expect(reservationCode(range.gte)).toBe("UJ-3F9A12C0");
    expect(reservationCode(range.lte)).toBe("UJ-3F9A12C0");
  });
});
