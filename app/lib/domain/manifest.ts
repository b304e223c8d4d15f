import { todayInIstanbul } from "#app/lib/format";

/**
 * The passenger manifest's rules (decision 053), shared by the server and the view: until when the customer may
 * enter it, how many passengers it may hold, which travel documents run out too soon, how the protected fields
 * are shown masked, and when they are purged.
 */

/** The customer enters the manifest until this many hours before departure; staff also after it. */
export const MANIFEST_DEADLINE_HOURS = 24;

/** A flight's document numbers, expiry dates, birth dates and notes are removed this many days after it ended. */
export const MANIFEST_PURGE_DAYS = 30;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The last moment the customer may change the manifest. */
export function manifestDeadline(departure: Date): Date {
  return new Date(departure.getTime() - MANIFEST_DEADLINE_HOURS * HOUR);
}

/** Whether the customer may still change the manifest at `now` (the deadline itself still counts). */
export function customerMayEditManifest(departure: Date, now: Date = new Date()): boolean {
  return now.getTime() <= manifestDeadline(departure).getTime();
}

/** How many passengers the manifest may hold: the reservation's count, and never more than the jet seats. */
export function manifestLimit(passengerCount: number, seats: number | null): number {
  return seats === null ? passengerCount : Math.min(passengerCount, seats);
}

/** A manifest is complete when it names as many passengers as the reservation carries. */
export function manifestComplete(entered: number, passengerCount: number): boolean {
  return entered >= passengerCount;
}

/**
 * Whether a travel document (valid through its expiry day, `YYYY-MM-DD`) runs out before the trip ends: the
 * day, in Istanbul, of the return (a reservation's arrival) or of the departure when no arrival is known.
 */
export function documentExpiresTooSoon(expiry: string | null, tripEnd: Date): boolean {
  if (!expiry) return false;
  return expiry < todayInIstanbul(tripEnd);
}

/** The moment before which a flight that ended has its protected fields purged. */
export function purgeCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - MANIFEST_PURGE_DAYS * DAY);
}

const DOTS = "•••••";

/** A document number as everyone but staff on the reservation sees it: its last four characters at most. */
export function maskDocumentNumber(number: string | null): string | null {
  if (number === null) return null;
  return number.length > 6 ? `${DOTS}${number.slice(-4)}` : DOTS;
}

/** A date of birth (`YYYY-MM-DD`) as everyone but staff on the reservation sees it: the year only. */
export function birthYearOnly(birthDate: string | null): string | null {
  if (birthDate === null) return null;
  return /^\d{4}-/.test(birthDate) ? birthDate.slice(0, 4) : null;
}
