import { describe, expect, expectTypeOf, it } from "vitest";
import { ReservationStatus as DbReservationStatus } from "#app/generated/prisma/enums";
import {
  PENDING_RESERVATION_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TRANSITIONS,
  canTransition,
  isFinal,
  isPendingReservation,
  isReservationStatus,
  nextStatuses,
  type ReservationStatus,
} from "./reservation-status";

const ALLOWED = new Set([
  "draft>optional",
  "draft>confirmed",
  "draft>cancelled",
  "optional>draft",
  "optional>confirmed",
  "optional>cancelled",
  "confirmed>completed",
  "confirmed>cancelled",
]);

describe("reservation status", () => {
  it("matches the database enum", () => {
    expect([...RESERVATION_STATUSES].sort()).toEqual(Object.values(DbReservationStatus).sort());
    expectTypeOf<ReservationStatus>().toEqualTypeOf<DbReservationStatus>();
  });

  describe("every from × to pair follows the table", () => {
    for (const from of RESERVATION_STATUSES) {
      for (const to of RESERVATION_STATUSES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
          expect(canTransition(from, to)).toBe(allowed);
          expect(nextStatuses(from).includes(to)).toBe(allowed);
        });
      }
    }
  });

  it("counts the allowed moves", () => {
    const count = RESERVATION_STATUSES.reduce((n, s) => n + nextStatuses(s).length, 0);
    expect(count).toBe(ALLOWED.size);
    expect(Object.keys(RESERVATION_TRANSITIONS).sort()).toEqual([...RESERVATION_STATUSES].sort());
  });

  it("never allows staying in the same status or leaving a final one", () => {
    for (const s of RESERVATION_STATUSES) expect(canTransition(s, s)).toBe(false);
    expect(canTransition("completed", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "draft")).toBe(false);
    expect(canTransition("confirmed", "draft")).toBe(false);
    expect(canTransition("confirmed", "optional")).toBe(false);
    expect(canTransition("draft", "completed")).toBe(false);
  });

  it("lists next statuses", () => {
    expect(nextStatuses("draft")).toEqual(["optional", "confirmed", "cancelled"]);
    expect(nextStatuses("optional")).toEqual(["draft", "confirmed", "cancelled"]);
    expect(nextStatuses("confirmed")).toEqual(["completed", "cancelled"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });

  it("marks completed and cancelled as final", () => {
    expect(RESERVATION_STATUSES.filter(isFinal)).toEqual(["completed", "cancelled"]);
  });

  it("treats draft and optional as pending", () => {
    expect(PENDING_RESERVATION_STATUSES).toEqual(["draft", "optional"]);
    expect(RESERVATION_STATUSES.filter(isPendingReservation)).toEqual(["draft", "optional"]);
  });

  it("guards unknown values", () => {
    expect(isReservationStatus("confirmed")).toBe(true);
    expect(isReservationStatus("Confirmed")).toBe(false);
    expect(isReservationStatus("pending")).toBe(false);
    expect(isReservationStatus(undefined)).toBe(false);
    expect(nextStatuses("nope" as ReservationStatus)).toEqual([]);
  });
});
