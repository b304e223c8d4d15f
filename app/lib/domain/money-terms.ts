import { percentOf } from "./money";

/**
 * The commercial terms of a reservation's money (decision 042), each figure in one place: the deposit that
 * confirms an option, how long an option holds its jet, when the balance is due, and the cancellation fee by
 * notice before departure. Screens, e-mails, the PDF and the server read them from here.
 */

/** The deposit, as a share of the total, that confirms an option. */
export const DEPOSIT_PERCENT = 30;

/** How long an option holds its jet when it is made (its deadline never falls after the departure). */
export const OPTION_HOLD_HOURS = 72;

/** The balance is due this many days before departure (at once for a flight booked later than that). */
export const BALANCE_DUE_DAYS = 14;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The deposit of a total, in cents. */
export function depositCents(totalCents: number): number {
  return percentOf(totalCents, DEPOSIT_PERCENT);
}

/** An option's deadline when it is made at `now` for a flight departing at `departure`. */
export function optionDeadline(now: Date, departure: Date): Date {
  return new Date(Math.min(now.getTime() + OPTION_HOLD_HOURS * HOUR, departure.getTime()));
}

/** When the balance of a flight departing at `departure` is due. */
export function balanceDueAt(departure: Date): Date {
  return new Date(departure.getTime() - BALANCE_DUE_DAYS * DAY);
}

// ───────────── cancellation ─────────────

/**
 * The cancellation fee of a confirmed reservation by notice before departure: the first band whose notice the
 * cancellation meets (at least `minNoticeHours` before departure) sets the fee as a share of the total. Drafts
 * and options cost nothing to cancel (nothing was confirmed); after departure nothing is cancelled (a no-show).
 */
export const CANCELLATION_BANDS = [
  { minNoticeHours: 30 * 24, percent: 10 },
  { minNoticeHours: 14 * 24, percent: 25 },
  { minNoticeHours: 7 * 24, percent: 50 },
  { minNoticeHours: 48, percent: 75 },
  { minNoticeHours: 0, percent: 100 },
] as const;

export type CancellationBand = (typeof CANCELLATION_BANDS)[number];

/** The band that applies to a cancellation at `now` of a flight departing at `departure` (null once departed). */
export function cancellationBand(departure: Date, now: Date): CancellationBand | null {
  const notice = departure.getTime() - now.getTime();
  if (notice <= 0) return null;
  return CANCELLATION_BANDS.find((band) => notice >= band.minNoticeHours * HOUR) ?? null;
}

export type CancellationTerms =
  | { allowed: false; reason: "departed" | "final" }
  | { allowed: true; percent: number; feeCents: number; refundCents: number; band: CancellationBand | null };

/**
 * What cancelling costs now: refused once a confirmed flight has departed (a no-show instead) or for a completed or
 * cancelled reservation; otherwise the fee (confirmed reservations only) and the refund due — what the customer
 * has kept paid (`netPaidCents`: received less refunded and refunds already due) above the fee.
 */
export function cancellationTerms(
  r: { status: string; departure: Date; totalCents: number | null; netPaidCents: number },
  now: Date,
): CancellationTerms {
  if (r.status === "completed" || r.status === "cancelled" || r.status === "no_show") return { allowed: false, reason: "final" };
  // a confirmed flight that has departed is completed or a no-show; a draft or an option is withdrawn free
  if (r.status === "confirmed" && r.departure.getTime() <= now.getTime()) return { allowed: false, reason: "departed" };
  const band = r.status === "confirmed" ? cancellationBand(r.departure, now) : null;
  const percent = band?.percent ?? 0;
  const feeCents = r.totalCents === null ? 0 : percentOf(r.totalCents, percent);
  return { allowed: true, percent, feeCents, band, refundCents: Math.max(0, r.netPaidCents - feeCents) };
}
