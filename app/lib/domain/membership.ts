/**
 * Membership (spec §2.20 "Membership", §4 tiers, §9 tier catering discounts and progress) — the one home for
 * the tier rule, the points a flight earns, the progress bar and the renewal date (decision 023).
 *
 * - **Points are currency-free**: a completed flight earns POINTS_PER_FLIGHT_HOUR points per hour of its block
 *   time (the duration the customer's history shows, `flightMinutes` of ./customer-flight), rounded to a whole
 *   point. Spend is not used: amounts are in TRY, USD or EUR and the product has no exchange rate (decision 017),
 *   so a spend threshold would need a rule per currency or a conversion nobody can check.
 * - **The tier is decided by the points of the ledger** (the sum of `membership_points`, earned per completed
 *   flight plus later adjustments): Standard from 0, Premium from 1,000 (10 flight hours), Elite from 3,000
 *   (30 hours), VIP Black from 6,000 (60 hours). A threshold reached exactly gives the tier.
 * - **Progress** to the next tier is points / (points + points to next) (§9); the top tier has no next tier and
 *   its progress is 1.
 * - **Renewal** is the yearly anniversary of the join date (the customer record's creation day, Istanbul
 *   calendar) strictly after today; a 29 February join date renews on 28 February in other years.
 */
import type { CalendarDate } from "#app/lib/format";

export const MEMBERSHIP_TIERS = ["standard", "premium", "elite", "vip_black"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Points earned per hour of block time. */
export const POINTS_PER_FLIGHT_HOUR = 100;

/** The lowest point total of each tier, in tier order. */
export const TIER_THRESHOLDS: Readonly<Record<MembershipTier, number>> = {
  standard: 0,
  premium: 1_000,
  elite: 3_000,
  vip_black: 6_000,
};

/** Share of the catering price taken off for each tier (§9: 10 %, 20 %, 30 % for Premium, Elite, VIP Black). */
export const TIER_CATERING_DISCOUNT: Readonly<Record<MembershipTier, number>> = {
  standard: 0,
  premium: 0.1,
  elite: 0.2,
  vip_black: 0.3,
};

/** The translation key of each tier's name (namespace `membership`). */
export const TIER_LABEL_KEYS: Readonly<Record<MembershipTier, string>> = {
  standard: "membership.tiers.standard",
  premium: "membership.tiers.premium",
  elite: "membership.tiers.elite",
  vip_black: "membership.tiers.vip_black",
};

/** The kinds of ledger rows: a completed flight's points, or a later adjustment by staff. */
export const POINT_ENTRY_KINDS = ["flight", "adjustment"] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === "string" && (MEMBERSHIP_TIERS as readonly string[]).includes(value);
}

/** Points of one completed flight from its block minutes: 100 per hour, rounded; 0 for no or invalid time. */
export function pointsForMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.round((minutes * POINTS_PER_FLIGHT_HOUR) / 60);
}

/** The tier of a point total (negative or invalid totals count as 0). */
export function tierFor(points: number): MembershipTier {
  const total = Number.isFinite(points) ? points : 0;
  let tier: MembershipTier = "standard";
  for (const t of MEMBERSHIP_TIERS) if (total >= TIER_THRESHOLDS[t]) tier = t;
  return tier;
}

/** The tier after `tier`, or null for the top tier. */
export function nextTier(tier: MembershipTier): MembershipTier | null {
  return MEMBERSHIP_TIERS[MEMBERSHIP_TIERS.indexOf(tier) + 1] ?? null;
}

export interface TierProgress {
  tier: MembershipTier;
  points: number;
  next: MembershipTier | null;
  /** points still needed for the next tier; null at the top tier */
  pointsToNext: number | null;
  /** points / (points + pointsToNext), 0 to 1; 1 at the top tier */
  progress: number;
  cateringDiscount: number;
}

/** Everything the membership card shows about a point total. */
export function tierProgress(points: number): TierProgress {
  const total = Number.isFinite(points) && points > 0 ? Math.floor(points) : 0;
  const tier = tierFor(total);
  const next = nextTier(tier);
  const pointsToNext = next === null ? null : TIER_THRESHOLDS[next] - total;
  const progress = pointsToNext === null ? 1 : total / (total + pointsToNext);
  return { tier, points: total, next, pointsToNext, progress, cateringDiscount: TIER_CATERING_DISCOUNT[tier] };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The anniversary of `joined` in `year` (29 February → 28 February outside leap years). */
function anniversaryIn(joined: CalendarDate, year: number): CalendarDate {
  if (joined.month === 2 && joined.day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month: joined.month, day: joined.day };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The first yearly anniversary of the join date strictly after today (both Istanbul calendar dates). */
export function renewalDate(joined: CalendarDate, today: CalendarDate): CalendarDate {
  const thisYear = anniversaryIn(joined, today.year);
  const candidate = compare(thisYear, today) > 0 ? thisYear : anniversaryIn(joined, today.year + 1);
  // a membership never renews before its first anniversary
  return compare(candidate, joined) > 0 ? candidate : anniversaryIn(joined, joined.year + 1);
}

/** Whole days from today until the renewal date (both calendar dates; at least 1). */
export function daysUntil(day: CalendarDate, today: CalendarDate): number {
  const ms = Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(today.year, today.month - 1, today.day);
  return Math.round(ms / 86_400_000);
}

/** `YYYY-MM-DD` of a calendar date. */
export function calendarDateString(d: CalendarDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}
