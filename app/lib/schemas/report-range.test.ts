import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/schemas/parse";
import { monthsOf, presetDays, rangeOf, rangeQuery, reportRangeSchema, resolveReportRange } from "#app/lib/schemas/report-range";

const parse = (query: string) => parseForm(new URLSearchParams(query), { schema: reportRangeSchema });

describe("presetDays (Istanbul calendar)", () => {
  // 23:30 UTC on 31 March 2026 is already 1 April in Istanbul
  const lateMarch = new Date("2026-03-31T21:30:00Z");
  it("this month follows the Istanbul day, not UTC's", () => {
    expect(presetDays("this-month", lateMarch)).toEqual({ from: "2026-04-01", to: "2026-04-30" });
    expect(presetDays("this-month", new Date("2026-03-31T20:59:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-31" });
  });
  it("last month crosses the year boundary in January", () => {
    expect(presetDays("last-month", new Date("2027-01-15T09:00:00Z"))).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(presetDays("last-month", new Date("2028-03-10T09:00:00Z"))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
  it("this quarter and this year", () => {
    expect(presetDays("this-quarter", new Date("2026-11-23T09:00:00Z"))).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(presetDays("this-quarter", new Date("2026-02-01T09:00:00Z"))).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetDays("this-quarter", new Date("2026-06-30T09:00:00Z"))).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(presetDays("this-year", new Date("2026-11-23T09:00:00Z"))).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    // 22:00 UTC on 31 December is New Year's Day in Istanbul
    expect(presetDays("this-year", new Date("2026-12-31T22:00:00Z"))).toEqual({ from: "2027-01-01", to: "2027-12-31" });
  });
});

describe("rangeOf", () => {
  it("runs from 00:00 Istanbul of the first day to 00:00 Istanbul of the day after the last", () => {
    const range = rangeOf("custom", "2039-12-01", "2040-01-31");
    expect(range.start.toISOString()).toBe("2039-11-30T21:00:00.000Z");
    expect(range.end.toISOString()).toBe("2040-01-31T21:00:00.000Z");
    const oneDay = rangeOf("custom", "2026-06-15", "2026-06-15");
    expect(oneDay.end.getTime() - oneDay.start.getTime()).toBe(24 * 3_600_000);
  });
});

describe("reportRangeSchema", () => {
  it("defaults to this month and ignores from/to for a preset", () => {
    const empty = parse("");
    expect(empty.status).toBe("success");
    if (empty.status === "success") expect(empty.value.period).toBe("this-month");
    const preset = parse("period=last-month&from=2040-01-01&to=2040-02-01");
    expect(preset.status).toBe("success");
    const now = new Date("2026-11-23T09:00:00Z");
    if (preset.status === "success") expect(resolveReportRange(preset.value, now)).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
  });

  it("accepts a custom range of valid days, one day long up to just under five years", () => {
    for (const q of [
      "from=2040-01-01&to=2040-01-01",
      "from=2039-12-01&to=2040-01-31",
      "from=2030-01-01&to=2034-12-31",
      "from=2040-02-29&to=2040-03-01",
    ]) {
      const result = parse(`period=custom&${q}`);
      expect(result.status, q).toBe("success");
    }
  });

  it.each([
    ["period=custom", "from", "reports.validation.fromRequired"],
    ["period=custom&from=2040-01-01", "to", "reports.validation.toRequired"],
    ["period=custom&from=2040-02-30&to=2040-03-01", "from", "reports.validation.dateInvalid"],
    ["period=custom&from=2040-1-1&to=2040-03-01", "from", "reports.validation.dateInvalid"],
    ["period=custom&from=1999-12-31&to=2040-03-01", "from", "reports.validation.dateOutOfRange"],
    ["period=custom&from=2040-03-02&to=2040-03-01", "to", "reports.validation.toBeforeFrom"],
    ["period=custom&from=2030-01-01&to=2035-01-01", "to", "reports.validation.tooLong"],
    ["period=week", "period", "reports.validation.period"],
  ])("%s → %s: %s", (query, field, message) => {
    const result = parse(query);
    expect(result.status).toBe("error");
    expect(result.reply().error?.[field]).toEqual([message]);
  });
});

describe("monthsOf and rangeQuery", () => {
  it("lists every month of a range, across a year", () => {
    expect(monthsOf("2039-11-15", "2040-02-01")).toEqual(["2039-11", "2039-12", "2040-01", "2040-02"]);
    expect(monthsOf("2040-05-01", "2040-05-31")).toEqual(["2040-05"]);
  });
  it("carries from and to only for a custom range", () => {
    expect(rangeQuery({ period: "this-year", from: "2026-01-01", to: "2026-12-31" })).toBe("period=this-year");
    expect(rangeQuery({ period: "custom", from: "2026-01-01", to: "2026-02-01" })).toBe("period=custom&from=2026-01-01&to=2026-02-01");
  });
});
