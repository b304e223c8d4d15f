import { describe, expect, it } from "vitest";
import { todayInIstanbul } from "#app/lib/format";
import { guestLegWatchSchema, legWatchSchema, WATCH_WINDOW_MAX_DAYS } from "./leg-watch";

const DAY = 86_400_000;
const day = (offset: number) => todayInIstanbul(new Date(Date.now() + offset * DAY));
const base = { from: "İstanbul", to: "Nice", date_from: day(1), date_to: day(10), passengers: "3" };
const issues = (input: Record<string, unknown>, schema = legWatchSchema) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("leg watch schema", () => {
  it("accepts a window from today on and gives the passengers as a number", () => {
    const r = legWatchSchema.safeParse({ ...base, date_from: day(0) });
    expect(r.success && r.data.passengers).toBe(3);
  });

  it("refuses a window starting yesterday, ending before it starts, or too long, at their edges", () => {
    expect(issues({ ...base, date_from: day(-1) })).toContain("date_from:legAlerts.validation.dateFromPast");
    expect(issues({ ...base, date_to: day(0) })).toContain("date_to:legAlerts.validation.dateToBeforeFrom");
    expect(issues({ ...base, date_to: day(1) })).toEqual([]);
    expect(issues({ ...base, date_from: day(1), date_to: day(WATCH_WINDOW_MAX_DAYS) })).toEqual([]);
    expect(issues({ ...base, date_from: day(1), date_to: day(WATCH_WINDOW_MAX_DAYS + 1) })).toContain(
      "date_to:legAlerts.validation.windowTooLong",
    );
  });

  it("answers broken dates with a field error instead of throwing", () => {
    expect(issues({ ...base, date_from: "2027-02-30", date_to: "abc" })).toEqual([
      "date_from:legAlerts.validation.date",
      "date_to:legAlerts.validation.date",
    ]);
  });

  it("refuses the same place twice, whatever the letter case", () => {
    expect(issues({ ...base, to: "İSTANBUL" })).toContain("to:legAlerts.validation.samePlace");
  });

  it("wants an e-mail from a guest only", () => {
    expect(issues(base, guestLegWatchSchema)).toContain("email:validation.required");
    expect(issues({ ...base, email: "a@b.co" }, guestLegWatchSchema)).toEqual([]);
  });
});
