/**
 * The reservation code people read and type (documents, e-mails, the flights search): "UJ-" and the first
 * eight hexadecimal digits of the reservation's id, upper-cased — e.g. UJ-3F9A12C0. The id stays the key;
 * the code is derived, so it needs no column and cannot drift.
 */
export const RESERVATION_CODE_PREFIX = "UJ-";

export function reservationCode(id: string): string {
  return `${RESERVATION_CODE_PREFIX}${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** The id prefix (8 lower-case hex digits) a typed code stands for ("UJ-3F9A12C0", "uj3f9a12c0", "3F9A12C0"), or null. */
export function parseReservationCode(input: string): string | null {
  const prefix = /^(?:uj-?)?([0-9a-f]{8})$/i.exec(input.trim())?.[1];
  return prefix ? prefix.toLowerCase() : null;
}

/** The inclusive range of ids that share an 8-digit prefix (ids compare as UUIDs in the database). */
export function idRangeOfPrefix(prefix: string): { gte: string; lte: string } {
  return { gte: `${prefix}-0000-0000-0000-000000000000`, lte: `${prefix}-ffff-ffff-ffff-ffffffffffff` };
}
