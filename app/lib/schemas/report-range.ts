import { z } from "zod";
import { parseLocalDate, startOfIstanbulDay, todayInIstanbul, type CalendarDate } from "#app/lib/format";

/**
 * The reports' period (GET form on /admin/reports and every export): a preset (this month, last month,
 * this quarter, this year) or a custom range of Istanbul calendar days. One schema for the form, the
 * loaders and the exports; messages are translation keys. A range is half-open in time: from 00:00 of
 * `from` to 00:00 of the day after `to`, both in Istanbul.
 */
export const REPORT_PERIODS = ["this-month", "last-month", "this-quarter", "this-year", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = "this-month";

/** The earliest and latest day a custom range may name, and its longest span (a report beyond is not asked for). */
export const REPORT_MIN_DAY = "2000-01-01";
export const REPORT_MAX_DAY = "2099-12-31";
export const REPORT_MAX_YEARS = 5;

export interface ReportRange {
  period: ReportPeriod;
  /** first Istanbul day, YYYY-MM-DD */
  from: string;
  /** last Istanbul day (inclusive), YYYY-MM-DD */
  to: string;
  /** 00:00 Istanbul of `from` */
  start: Date;
  /** 00:00 Istanbul of the day after `to` (exclusive) */
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayText = (d: CalendarDate) => `${String(d.year).padStart(4, "0")}-${pad(d.month)}-${pad(d.day)}`;

/** A calendar day moved by whole days (UTC arithmetic on the calendar, no time zone involved). */
function addDays(day: string, days: number): string {
  const d = parseLocalDate(day)!;
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return dayText({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** The same calendar day `years` later, as text (compared as text: 2040-02-29 + 5 → "2045-02-29"). */
function yearsLater(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, "0")}${day.slice(4)}`;
}

function lastDayOfMonth(year: number, month: number): string {
  const t = new Date(Date.UTC(year, month, 0));
  return dayText({ year, month, day: t.getUTCDate() });
}

/** The first and last day of a preset period around `now` (Istanbul calendar). */
export function presetDays(period: Exclude<ReportPeriod, "custom">, now: Date = new Date()): { from: string; to: string } {
  const today = parseLocalDate(todayInIstanbul(now))!;
  const { year, month } = today;
  switch (period) {
    case "this-month":
      return { from: dayText({ year, month, day: 1 }), to: lastDayOfMonth(year, month) };
    case "last-month": {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: dayText({ year: y, month: m, day: 1 }), to: lastDayOfMonth(y, m) };
    }
    case "this-quarter": {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: dayText({ year, month: first, day: 1 }), to: lastDayOfMonth(year, first + 2) };
    }
    case "this-year":
      return { from: dayText({ year, month: 1, day: 1 }), to: dayText({ year, month: 12, day: 31 }) };
  }
}

/** The range of two valid days: the instants the queries use. */
export function rangeOf(period: ReportPeriod, from: string, to: string): ReportRange {
  return { period, from, to, start: startOfIstanbulDay(from), end: startOfIstanbulDay(addDays(to, 1)) };
}

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(10, "reports.validation.dateInvalid")
    .refine((v) => parseLocalDate(v) !== null && /^\d{4}-\d{2}-\d{2}$/.test(v), "reports.validation.dateInvalid")
    .refine((v) => v >= REPORT_MIN_DAY && v <= REPORT_MAX_DAY, "reports.validation.dateOutOfRange");

export const reportRangeSchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: "reports.validation.period" }).default(DEFAULT_REPORT_PERIOD),
    from: day("reports.validation.fromRequired").optional(),
    to: day("reports.validation.toRequired").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== "custom") return;
    if (!v.from) ctx.addIssue({ code: "custom", path: ["from"], message: "reports.validation.fromRequired" });
    if (!v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "reports.validation.toRequired" });
    // a day that failed its own checks has its message already
    if (!v.from || !v.to || !parseLocalDate(v.from) || !parseLocalDate(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "reports.validation.toBeforeFrom" });
    else if (v.to >= yearsLater(v.from, REPORT_MAX_YEARS))
      ctx.addIssue({ code: "custom", path: ["to"], message: "reports.validation.tooLong" });
  });

export type ReportRangeValue = z.infer<typeof reportRangeSchema>;

/** The parsed form value → the range (a preset ignores from/to; a custom range has both, checked above). */
export function resolveReportRange(value: ReportRangeValue, now: Date = new Date()): ReportRange {
  if (value.period === "custom") return rangeOf("custom", value.from!, value.to!);
  const days = presetDays(value.period, now);
  return rangeOf(value.period, days.from, days.to);
}

/** The query string of a range, for links to the exports (presets carry only their name). */
export function rangeQuery(range: Pick<ReportRange, "period" | "from" | "to">): string {
  const params = new URLSearchParams({ period: range.period });
  if (range.period === "custom") {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  return params.toString();
}

function yearMonth(day: string): [year: number, month: number] {
  const [year, month] = day.split("-").map(Number);
  if (year === undefined || month === undefined) throw new Error(`Not a YYYY-MM-DD day: ${day}`);
  return [year, month];
}

/** The months of a range as YYYY-MM, so a chart shows the empty months too. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = yearMonth(from);
  const [ty, tm] = yearMonth(to);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
