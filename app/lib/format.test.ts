import { afterEach, describe, expect, it } from "vitest";
import {
  APP_TIME_ZONE,
  CURRENCIES,
  WEEK_STARTS_ON,
  endOfIstanbulDay,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatCount,
  formatTime,
  istanbulDateTime,
  istanbulOffsetMinutes,
  parseDecimal,
  parseInteger,
  parseLocalDate,
  parseLocalDateTime,
  startOfIstanbulDay,
  startOfIstanbulMonth,
  startOfIstanbulWeek,
  toLocalDateInput,
  toLocalDateTimeInput,
  todayInIstanbul,
} from "./format";

/** Only printable ASCII plus the three currency symbols: no NBSP, narrow space or Unicode minus. */
const CLEAN = /^[\x20-\x7E₺$€]*$/;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

describe("constants", () => {
  it("uses Istanbul and Monday weeks", () => {
    expect(APP_TIME_ZONE).toBe("Europe/Istanbul");
    expect(WEEK_STARTS_ON).toBe(1);
    expect(CURRENCIES).toEqual(["TRY", "USD", "EUR"]);
  });
});

describe("formatDateTime / formatDate / formatTime", () => {
  it("crosses midnight in Istanbul, not in UTC", () => {
    const d = new Date("2026-11-22T21:30:00Z");
    expect(formatDateTime(d)).toBe("23.11.2026 00:30 GMT+3");
    expect(formatDate(d)).toBe("23.11.2026");
    expect(formatTime(d)).toBe("00:30 GMT+3");
  });

  it("handles the last and first minute of an Istanbul day", () => {
    expect(formatDateTime(new Date("2026-11-22T20:59:59.999Z"))).toBe("22.11.2026 23:59 GMT+3");
    expect(formatDateTime(new Date("2026-11-22T21:00:00.000Z"))).toBe("23.11.2026 00:00 GMT+3");
    expect(formatDateTime(new Date("2026-12-31T21:00:00Z"))).toBe("01.01.2027 00:00 GMT+3");
    expect(formatDate(new Date("2026-12-31T20:59:00Z"))).toBe("31.12.2026");
  });

  it("uses a 24-hour clock with leading zeros", () => {
    expect(formatDateTime(new Date("2026-01-05T11:07:00Z"))).toBe("05.01.2026 14:07 GMT+3");
    expect(formatTime(new Date("2026-01-05T06:05:00Z"))).toBe("09:05 GMT+3");
    expect(formatTime(new Date("2026-01-05T20:59:00Z"))).toBe("23:59 GMT+3");
  });

  it("accepts ISO strings with a zone, as JSON carries dates", () => {
    expect(formatDateTime("2026-11-22T21:30:00.000Z")).toBe("23.11.2026 00:30 GMT+3");
    expect(formatDateTime("2026-11-23T00:30:00+03:00")).toBe("23.11.2026 00:30 GMT+3");
    expect(formatDateTime("2026-11-22T16:30:00-05:00")).toBe("23.11.2026 00:30 GMT+3");
  });

  it("reads zone-less strings as Istanbul wall time", () => {
    expect(formatDateTime("2026-11-23T00:30")).toBe("23.11.2026 00:30 GMT+3");
    expect(formatDate("2026-11-23")).toBe("23.11.2026");
    expect(formatDateTime("2026-11-23")).toBe("23.11.2026 00:00 GMT+3");
  });

  it("returns an empty string for missing or invalid input", () => {
    for (const bad of [
      null,
      undefined,
      new Date(Number.NaN),
      "",
      "garbage",
      "2026-02-30",
      "2026-13-01T10:00",
      "2026-11-23T24:00",
      "23.11.2026",
      "Nov 23 2026",
    ]) {
      expect(formatDateTime(bad)).toBe("");
      expect(formatDate(bad)).toBe("");
      expect(formatTime(bad)).toBe("");
    }
  });

  it("writes English dates with a month name, never the Turkish dotted form", () => {
    const d = new Date("2026-11-22T21:30:00Z");
    expect(formatDateTime(d, "en")).toBe("23 Nov 2026 00:30 GMT+3");
    expect(formatDate(d, "en")).toBe("23 Nov 2026");
    expect(formatTime(d, "en")).toBe("00:30 GMT+3");
  });

  it("pads years below 1000 to four digits", () => {
    expect(formatDate("0099-05-01")).toBe("01.05.0099");
  });

  describe("does not depend on the process time zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
      it(`gives the same answers with TZ=${tz}`, () => {
        process.env.TZ = tz;
        const d = new Date("2026-11-22T21:30:00Z");
        expect(formatDateTime(d)).toBe("23.11.2026 00:30 GMT+3");
        expect(todayInIstanbul(d)).toBe("2026-11-23");
        expect(iso(parseLocalDateTime("2026-11-23T00:30"))).toBe("2026-11-22T21:30:00.000Z");
        expect(iso(startOfIstanbulWeek(d))).toBe("2026-11-22T21:00:00.000Z");
      });
    }
  });
});

describe("Istanbul offset from Intl", () => {
  it("is +03:00 today", () => {
    expect(istanbulOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(180);
    expect(istanbulOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(180);
  });

  it("follows the historic rules (winter +02:00 before 2016)", () => {
    expect(istanbulOffsetMinutes(new Date("2015-01-15T12:00:00Z"))).toBe(120);
    expect(istanbulOffsetMinutes(new Date("2015-07-15T12:00:00Z"))).toBe(180);
  });

  it("converts historic wall times with the offset of that day", () => {
    expect(iso(parseLocalDateTime("2015-01-15T12:00"))).toBe("2015-01-15T10:00:00.000Z");
    expect(formatDateTime(new Date("2015-01-15T10:00:00Z"))).toBe("15.01.2015 12:00 GMT+2");
  });

  it("moves a wall time skipped by a clock change forward", () => {
    // 27.03.2016 03:00 → 04:00
    expect(iso(parseLocalDateTime("2016-03-27T03:30"))).toBe("2016-03-27T01:30:00.000Z");
    expect(formatDateTime(parseLocalDateTime("2016-03-27T03:30"))).toBe("27.03.2016 04:30 GMT+3");
  });

  it("takes the earlier instant of a repeated wall time", () => {
    // 26.10.2014 04:00 → 03:00
    expect(iso(parseLocalDateTime("2014-10-26T03:30"))).toBe("2014-10-26T00:30:00.000Z");
    expect(iso(parseLocalDateTime("2014-10-26T04:00"))).toBe("2014-10-26T02:00:00.000Z");
  });
});

describe("formatMoney", () => {
  it("writes Turkish money strings with symbols", () => {
    expect(formatMoney(1234.5, "TRY")).toBe("₺1.234,50");
    expect(formatMoney(1234.5, "USD")).toBe("$1.234,50");
    expect(formatMoney(1234.5, "EUR")).toBe("€1.234,50");
    expect(formatMoney(0, "TRY")).toBe("₺0,00");
    expect(formatMoney(999.999, "USD")).toBe("$1.000,00");
    expect(formatMoney(1234567.891, "EUR")).toBe("€1.234.567,89");
  });

  it("writes currency codes after the amount, TL for Turkish lira", () => {
    expect(formatMoney(1234.5, "TRY", { display: "code" })).toBe("1.234,50 TL");
    expect(formatMoney(1234.5, "USD", { display: "code" })).toBe("1.234,50 USD");
    expect(formatMoney(1234.5, "EUR", { display: "code" })).toBe("1.234,50 EUR");
  });

  it("supports whole amounts", () => {
    expect(formatMoney(1234.5, "TRY", { decimals: 0 })).toBe("₺1.235");
    expect(formatMoney(1234.49, "USD", { decimals: 0, display: "code" })).toBe("1.234 USD");
    expect(formatMoney(500, "EUR", { decimals: 0 })).toBe("€500");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatMoney(-1234.5, "TRY")).toBe("-₺1.234,50");
    expect(formatMoney(-1234.5, "TRY", { display: "code" })).toBe("-1.234,50 TL");
    expect(formatMoney(-0.001, "USD")).toBe("$0,00");
    expect(formatMoney(-0, "USD")).toBe("$0,00");
  });

  it("rounds half away from zero as the number reads", () => {
    expect(formatMoney(1.005, "USD")).toBe("$1,01");
    expect(formatMoney(2.675, "USD")).toBe("$2,68");
    expect(formatMoney(-2.675, "USD")).toBe("-$2,68");
    expect(formatMoney("0.125", "EUR")).toBe("€0,13");
  });

  it("accepts numeric strings and Decimal-like objects exactly", () => {
    const decimal = { toString: () => "9999999999.99" };
    expect(formatMoney(decimal, "TRY")).toBe("₺9.999.999.999,99");
    expect(formatMoney("1234.5", "USD")).toBe("$1.234,50");
    expect(formatMoney(" 1234.5 ", "USD")).toBe("$1.234,50");
    expect(formatMoney("-12", "EUR")).toBe("-€12,00");
    expect(formatMoney("1e3", "EUR")).toBe("€1.000,00");
    class FakeDecimal {
      constructor(private readonly v: string) {}
      toString() {
        return this.v;
      }
    }
    expect(formatMoney(new FakeDecimal("12345678901234567.125"), "USD")).toBe("$12.345.678.901.234.567,13");
  });

  it("returns an empty string for missing or non-numeric amounts", () => {
    for (const bad of [
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "",
      "abc",
      "12a",
      "1.234,50",
      "Infinity",
      { toString: () => "x" },
    ]) {
      expect(formatMoney(bad, "TRY")).toBe("");
      expect(formatMoney(bad, "USD", { display: "code" })).toBe("");
    }
  });

  it("writes English punctuation with locale en", () => {
    expect(formatMoney(1234.5, "USD", {}, "en")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "TRY", {}, "en")).toBe("₺1,234.50");
    expect(formatMoney(1234.5, "EUR", { decimals: 0 }, "en")).toBe("€1,235");
    expect(formatMoney(1234.5, "TRY", { display: "code" }, "en")).toBe("1,234.50 TRY");
    expect(formatMoney(1234.5, "USD", { display: "code" }, "en")).toBe("1,234.50 USD");
    expect(formatMoney(-1234.5, "EUR", {}, "en")).toBe("-€1,234.50");
  });

  it("contains no non-breaking or narrow spaces", () => {
    for (const currency of CURRENCIES) {
      for (const display of ["symbol", "code"] as const) {
        for (const locale of ["tr", "en"] as const) {
          for (const amount of [0, 1, -1, 1234.5, -9876543.21]) {
            const s = formatMoney(amount, currency, { display }, locale);
            expect(s).toMatch(CLEAN);
            expect(s.split(" ").length).toBe(display === "code" ? 2 : 1);
          }
        }
      }
    }
  });
});

describe("formatNumber", () => {
  it("groups thousands with '.' and uses ',' for decimals", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(1000)).toBe("1.000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234.5678, 2)).toBe("1.234,57");
    expect(formatNumber(0.5, 1)).toBe("0,5");
    expect(formatNumber(1234.5)).toBe("1.235");
    expect(formatNumber(-1234.5)).toBe("-1.235");
    expect(formatNumber(-0.4)).toBe("0");
    expect(formatNumber("1234.5", 2)).toBe("1.234,50");
    expect(formatNumber({ toString: () => "41.015" }, 6)).toBe("41,015000");
  });

  it("uses English punctuation with locale en", () => {
    expect(formatNumber(1234567.891, 2, "en")).toBe("1,234,567.89");
    expect(formatNumber(1234, 0, "en")).toBe("1,234");
  });

  it("returns an empty string for missing or non-numeric values", () => {
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(undefined)).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe("");
    expect(formatNumber("1,5")).toBe("");
  });

  it("rejects an invalid number of decimals", () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
    expect(() => formatNumber(1, 21)).toThrow(RangeError);
  });
});

describe("formatCount", () => {
  it("groups the number and adds + when the count stopped at its cap", () => {
    expect(formatCount(10_000, true)).toBe("10.000+");
    expect(formatCount(10_000, true, "en")).toBe("10,000+");
    expect(formatCount(9_999, false)).toBe("9.999");
    expect(formatCount(0, false)).toBe("0");
  });
});

describe("formatPercent", () => {
  it("puts % before the number in Turkish and rounds to whole percent", () => {
    expect(formatPercent(0.456)).toBe("%46");
    expect(formatPercent(0.454)).toBe("%45");
    expect(formatPercent(0)).toBe("%0");
    expect(formatPercent(1)).toBe("%100");
    expect(formatPercent(0.005)).toBe("%1");
    expect(formatPercent(0.125)).toBe("%13");
    expect(formatPercent(12.345)).toBe("%1.235");
    expect(formatPercent(-0.05)).toBe("-%5");
    expect(formatPercent(-0.001)).toBe("%0");
  });

  it("puts % after the number in English", () => {
    expect(formatPercent(0.456, "en")).toBe("46%");
    expect(formatPercent(-0.05, "en")).toBe("-5%");
    expect(formatPercent(12.345, "en")).toBe("1,235%");
  });

  it("returns an empty string for missing values", () => {
    expect(formatPercent(null)).toBe("");
    expect(formatPercent(undefined)).toBe("");
    expect(formatPercent(Number.NaN)).toBe("");
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("contains no special spaces", () => {
    for (const r of [0, 0.5, -0.5, 123.4]) {
      expect(formatPercent(r)).toMatch(CLEAN);
      expect(formatPercent(r, "en")).toMatch(CLEAN);
      expect(formatNumber(r * 1e6, 2)).toMatch(CLEAN);
    }
  });
});

describe("parseDecimal", () => {
  const cases: Array<[string, number | null]> = [
    ["1234.5", 1234.5],
    ["1234,5", 1234.5],
    ["1.234,50", 1234.5],
    ["1,234.50", 1234.5],
    [" 1 234,50 ", 1234.5],
    ["1\u00A0234,50", 1234.5],
    ["1\u202F234.50", 1234.5],
    ["1 234 567", 1234567],
    ["1.234.567", 1234567],
    ["1,234,567", 1234567],
    ["1.234.567,89", 1234567.89],
    ["1,234,567.89", 1234567.89],
    ["0", 0],
    ["0,5", 0.5],
    [",5", 0.5],
    [".5", 0.5],
    ["007", 7],
    ["1234.567", 1234.567],
    ["0.500", 0.5],
    ["-12,5", -12.5],
    ["-1.234,50", -1234.5],
    ["+12,5", 12.5],
    ["-0", 0],
    ["12a", null],
    ["1,2,3.4,5", null],
    ["", null],
    ["   ", null],
    ["-", null],
    ["+", null],
    ["Infinity", null],
    ["-Infinity", null],
    ["NaN", null],
    ["1e5", null],
    ["5.", null],
    ["5,", null],
    [".", null],
    ["1..5", null],
    ["1,,5", null],
    ["1.23.4", null],
    ["12.34.567", null],
    ["1.234.5678", null],
    ["1.234,5.6", null],
    ["1,234,5", null],
    ["1 23", null],
    ["1 234.567,8", null],
    ["- 5", null],
    ["5-", null],
    ["--5", null],
    ["(5)", null],
    ["$5", null],
    ["٣", null],
    ["1.234", 1234],
    ["1,234", 1.234],
    ["12.345", 12345],
    ["999,999", 999.999],
  ];

  it.each(cases)("parseDecimal(%j) → %s", (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it("reads a lone mark before three digits by the locale", () => {
    expect(parseDecimal("1.234", "tr")).toBe(1234);
    expect(parseDecimal("1,234", "tr")).toBe(1.234);
    expect(parseDecimal("1.234", "en")).toBe(1.234);
    expect(parseDecimal("1,234", "en")).toBe(1234);
    expect(parseDecimal("1234,5", "en")).toBe(1234.5);
    expect(parseDecimal("1.234,50", "en")).toBe(1234.5);
  });

  it("never returns -0 or a non-finite number", () => {
    expect(Object.is(parseDecimal("-0,00"), 0)).toBe(true);
    expect(parseDecimal("9".repeat(400))).toBeNull();
  });
});

describe("parseInteger", () => {
  const cases: Array<[string, number | null]> = [
    ["42", 42],
    ["-7", -7],
    ["+7", 7],
    [" 12 ", 12],
    ["007", 7],
    ["0", 0],
    ["-0", 0],
    ["9007199254740991", 9007199254740991],
    ["9007199254740992", null],
    ["1.5", null],
    ["1,5", null],
    ["1.000", null],
    ["1 000", null],
    ["1e3", null],
    ["", null],
    ["-", null],
    ["12a", null],
    ["Infinity", null],
    ["0x10", null],
  ];

  it.each(cases)("parseInteger(%j) → %s", (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(parseInteger("-0"), 0)).toBe(true);
  });
});

describe("parseLocalDate", () => {
  it("returns the parts of a real calendar date", () => {
    expect(parseLocalDate("2026-11-23")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseLocalDate(" 2026-01-05 ")).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseLocalDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLocalDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseLocalDate("2026-12-31")).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it.each([
    "2026-02-30",
    "2026-02-29",
    "2100-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-01-32",
    "0000-01-01",
    "2026-1-5",
    "26-01-05",
    "2026/01/05",
    "05.01.2026",
    "2026-01-05T10:00",
    "",
    "garbage",
  ])("rejects %j", (input) => {
    expect(parseLocalDate(input)).toBeNull();
  });
});

describe("parseLocalDateTime", () => {
  it("reads Istanbul wall time", () => {
    expect(iso(parseLocalDateTime("2026-11-23T00:30"))).toBe("2026-11-22T21:30:00.000Z");
    expect(iso(parseLocalDateTime("2026-06-01T09:00"))).toBe("2026-06-01T06:00:00.000Z");
    expect(iso(parseLocalDateTime("2027-01-01T02:59"))).toBe("2026-12-31T23:59:00.000Z");
  });

  it("drops seconds and fractions (trimmed to minutes)", () => {
    expect(iso(parseLocalDateTime("2026-11-23T00:30:59"))).toBe("2026-11-22T21:30:00.000Z");
    expect(iso(parseLocalDateTime("2026-11-23T00:30:59.999"))).toBe("2026-11-22T21:30:00.000Z");
    expect(iso(parseLocalDateTime("2026-11-23T00:30:00"))).toBe("2026-11-22T21:30:00.000Z");
  });

  it.each([
    "2026-11-23T24:00",
    "2026-11-23T23:60",
    "2026-11-23T23:59:60",
    "2026-02-30T10:00",
    "2026-11-23 00:30",
    "2026-11-23T00:30Z",
    "2026-11-23T00:30+03:00",
    "2026-11-23T0:30",
    "2026-11-23",
    "2026-11-23T",
    "",
    "garbage",
  ])("rejects %j", (input) => {
    expect(parseLocalDateTime(input)).toBeNull();
  });

  it("round-trips with toLocalDateTimeInput", () => {
    for (const s of ["2026-11-23T00:30", "2026-03-29T02:30", "2026-12-31T23:59", "2028-02-29T12:00"]) {
      expect(toLocalDateTimeInput(parseLocalDateTime(s)!)).toBe(s);
    }
  });
});

describe("istanbulDateTime", () => {
  it("combines a date and a time in Istanbul", () => {
    expect(iso(istanbulDateTime("2026-06-01", "09:00"))).toBe("2026-06-01T06:00:00.000Z");
    expect(iso(istanbulDateTime("2026-11-23", "00:30"))).toBe("2026-11-22T21:30:00.000Z");
    expect(iso(istanbulDateTime("2026-06-01", "09:00:45"))).toBe("2026-06-01T06:00:00.000Z");
  });

  it("returns null for invalid parts", () => {
    expect(istanbulDateTime("2026-02-30", "09:00")).toBeNull();
    expect(istanbulDateTime("2026-06-01", "9:00")).toBeNull();
    expect(istanbulDateTime("2026-06-01", "24:00")).toBeNull();
    expect(istanbulDateTime("2026-06-01", "")).toBeNull();
    expect(istanbulDateTime("", "09:00")).toBeNull();
    expect(istanbulDateTime("2026-06-01T10:00", "09:00")).toBeNull();
  });
});

describe("toLocalDateTimeInput / toLocalDateInput / todayInIstanbul", () => {
  it("writes Istanbul wall time for inputs", () => {
    const d = new Date("2026-11-22T21:30:45.500Z");
    expect(toLocalDateTimeInput(d)).toBe("2026-11-23T00:30");
    expect(toLocalDateInput(d)).toBe("2026-11-23");
    expect(toLocalDateInput(new Date("2026-11-22T20:59:59.999Z"))).toBe("2026-11-22");
  });

  it("returns an empty string for an invalid Date", () => {
    expect(toLocalDateTimeInput(new Date(Number.NaN))).toBe("");
    expect(toLocalDateInput(new Date(Number.NaN))).toBe("");
  });

  it("gives today's Istanbul date", () => {
    expect(todayInIstanbul(new Date("2026-11-22T21:30:00Z"))).toBe("2026-11-23");
    expect(todayInIstanbul(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
    expect(todayInIstanbul()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("day, week and month boundaries", () => {
  it("starts and ends an Istanbul day", () => {
    expect(iso(startOfIstanbulDay("2026-11-23"))).toBe("2026-11-22T21:00:00.000Z");
    expect(iso(endOfIstanbulDay("2026-11-23"))).toBe("2026-11-23T20:59:59.999Z");
    expect(iso(endOfIstanbulDay("2026-12-31"))).toBe("2026-12-31T20:59:59.999Z");
    expect(iso(endOfIstanbulDay("2028-02-28"))).toBe("2028-02-28T20:59:59.999Z");
    expect(iso(endOfIstanbulDay("2028-02-29"))).toBe("2028-02-29T20:59:59.999Z");
  });

  it("takes the Istanbul day of a Date", () => {
    expect(iso(startOfIstanbulDay(new Date("2026-11-22T21:30:00Z")))).toBe("2026-11-22T21:00:00.000Z");
    expect(iso(startOfIstanbulDay(new Date("2026-11-22T20:59:00Z")))).toBe("2026-11-21T21:00:00.000Z");
    expect(iso(endOfIstanbulDay(new Date("2026-11-22T21:00:00Z")))).toBe("2026-11-23T20:59:59.999Z");
  });

  it("has 23- and 25-hour days when the clocks changed", () => {
    const short = endOfIstanbulDay("2016-03-27").getTime() + 1 - startOfIstanbulDay("2016-03-27").getTime();
    const long = endOfIstanbulDay("2014-10-26").getTime() + 1 - startOfIstanbulDay("2014-10-26").getTime();
    expect(short).toBe(23 * 3_600_000);
    expect(long).toBe(25 * 3_600_000);
  });

  it("throws RangeError for an invalid day", () => {
    expect(() => startOfIstanbulDay("2026-02-30")).toThrow(RangeError);
    expect(() => endOfIstanbulDay("x")).toThrow(RangeError);
    expect(() => startOfIstanbulDay(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => startOfIstanbulMonth(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => startOfIstanbulWeek(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("starts the Istanbul month", () => {
    expect(iso(startOfIstanbulMonth(new Date("2026-11-15T12:00:00Z")))).toBe("2026-10-31T21:00:00.000Z");
    // 01.12.2026 00:30 in Istanbul
    expect(iso(startOfIstanbulMonth(new Date("2026-11-30T21:30:00Z")))).toBe("2026-11-30T21:00:00.000Z");
    expect(iso(startOfIstanbulMonth(new Date("2026-11-30T20:59:00Z")))).toBe("2026-10-31T21:00:00.000Z");
    expect(iso(startOfIstanbulMonth(new Date("2027-01-01T05:00:00Z")))).toBe("2026-12-31T21:00:00.000Z");
  });

  it("starts the week on Monday", () => {
    // Sunday 22.11.2026 23:59 in Istanbul → Monday 16.11.2026
    expect(iso(startOfIstanbulWeek(new Date("2026-11-22T20:59:00Z")))).toBe("2026-11-15T21:00:00.000Z");
    // Monday 23.11.2026 00:30 in Istanbul (still Sunday in UTC) → Monday 23.11.2026
    expect(iso(startOfIstanbulWeek(new Date("2026-11-22T21:30:00Z")))).toBe("2026-11-22T21:00:00.000Z");
    // Monday 00:00 exactly is its own week start
    expect(iso(startOfIstanbulWeek(new Date("2026-11-22T21:00:00Z")))).toBe("2026-11-22T21:00:00.000Z");
    // across a year end: Friday 01.01.2027 → Monday 28.12.2026
    expect(iso(startOfIstanbulWeek(new Date("2027-01-01T10:00:00Z")))).toBe("2026-12-27T21:00:00.000Z");
  });

  it("maps every day of a week to the same Monday", () => {
    const monday = startOfIstanbulDay("2026-11-23");
    for (let i = 0; i < 7; i++) {
      for (const hhmm of ["00:00", "12:00", "23:59"]) {
        const day = `2026-11-${String(23 + i).padStart(2, "0")}`;
        const at = istanbulDateTime(day, hhmm)!;
        expect(iso(startOfIstanbulWeek(at))).toBe(monday.toISOString());
      }
    }
    expect(formatDate(monday)).toBe("23.11.2026");
  });
});

describe("money by context", () => {
  it("formatPrice: symbol first, whole units, decimals only for a fraction", async () => {
    const { formatPrice } = await import("./format");
    expect(formatPrice("6500.00", "USD")).toBe("$6.500");
    expect(formatPrice("44900", "EUR")).toBe("€44.900");
    expect(formatPrice("2278000.00", "TRY")).toBe("₺2.278.000");
    expect(formatPrice("1234.5", "EUR")).toBe("€1.234,50");
    expect(formatPrice(6500, "USD", "en")).toBe("$6,500");
    expect(formatPrice(null, "USD")).toBe("");
  });

  it("formatTotal: whole units always", async () => {
    const { formatTotal } = await import("./format");
    expect(formatTotal("5642000.40", "TRY")).toBe("₺5.642.000");
    expect(formatTotal(1234.5, "USD", "en")).toBe("$1,235");
  });

  it("formatDeparture: the date alone when only a day was chosen", async () => {
    const { formatDeparture } = await import("./format");
    const at = new Date("2026-12-20T06:00:00Z");
    expect(formatDeparture(at, true)).toBe("20.12.2026");
    expect(formatDeparture(at, false)).toBe("20.12.2026 09:00 GMT+3");
    expect(formatDeparture(at, true, "en")).toBe("20 Dec 2026");
  });
});
