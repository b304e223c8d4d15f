import { describe, expect, expectTypeOf, it } from "vitest";
import { ReservationStatus as DbReservationStatus } from "#app/generated/prisma/enums";
import {
  PENDING_RESERVATION_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TRANSITIONS,
  canCancel,
  canComplete,
  canMoveNow,
  heldBackStatuses,
  moveRefusal,
  canRecordNoShow,
  canTransition,
  holdsJet,
  isEditable,
  isFinal,
  isPendingReservation,
  isReservationStatus,
  nextStatuses,
  offeredStatuses,
  type ReservationStatus,
} from "./reservation-status";

const ALLOWED = new Set([
  "draft>optional",
  "draft>cancelled",
  "optional>confirmed",
  "optional>cancelled",
  "confirmed>completed",
  "confirmed>cancelled",
  "confirmed>no_show",
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
    expect(canTransition("draft", "confirmed")).toBe(false);
    expect(canTransition("optional", "draft")).toBe(false);
  });

  it("can cancel from every state before completed, and from no final state", () => {
    for (const s of RESERVATION_STATUSES) expect(canTransition(s, "cancelled")).toBe(!isFinal(s));
  });

  it("walks forward one step at a time to completed", () => {
    let current: ReservationStatus = "draft";
    const path: ReservationStatus[] = [current];
    while (path.length < 10) {
      const next: ReservationStatus[] = nextStatuses(current).filter((s) => s !== "cancelled" && s !== "no_show");
      const [step] = next;
      if (step === undefined) break;
      expect(next).toHaveLength(1);
      path.push(step);
      current = step;
    }
    expect(path).toEqual(["draft", "optional", "confirmed", "completed"]);
  });

  it("holds the jet only while optional or confirmed; edits only before a final state", () => {
    expect(RESERVATION_STATUSES.filter(holdsJet)).toEqual(["optional", "confirmed"]);
    expect(RESERVATION_STATUSES.filter(isEditable)).toEqual(["draft", "optional", "confirmed"]);
  });

  it("lists next statuses", () => {
    expect(nextStatuses("draft")).toEqual(["optional", "cancelled"]);
    expect(nextStatuses("optional")).toEqual(["confirmed", "cancelled"]);
    expect(nextStatuses("confirmed")).toEqual(["completed", "cancelled", "no_show"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
    expect(nextStatuses("no_show")).toEqual([]);
  });

  it("marks completed, cancelled and no-show as final", () => {
    expect(RESERVATION_STATUSES.filter(isFinal)).toEqual(["completed", "cancelled", "no_show"]);
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

describe("completion once the flight has landed", () => {
  const departureDatetime = new Date("2027-03-01T09:00:00Z");
  const arrivalDatetime = new Date("2027-03-01T12:00:00Z");
  const flight = { status: "confirmed" as const, departureDatetime, arrivalDatetime };

  it("is possible from the arrival on, not a millisecond before, and from the departure when there is no arrival", () => {
    expect(canComplete(flight, new Date(arrivalDatetime.getTime() - 1))).toBe(false);
    expect(canComplete(flight, arrivalDatetime)).toBe(true);
    expect(canComplete({ departureDatetime, arrivalDatetime: null }, departureDatetime)).toBe(true);
    expect(canComplete({ departureDatetime, arrivalDatetime: null }, new Date(departureDatetime.getTime() - 1))).toBe(false);
  });

  it("is offered to staff only then; before departure cancelling instead, after it a no-show", () => {
    expect(offeredStatuses(flight, new Date(departureDatetime.getTime() - 1))).toEqual(["cancelled"]);
    expect(offeredStatuses(flight, new Date("2027-03-01T10:00:00Z"))).toEqual(["no_show"]);
    expect(offeredStatuses(flight, arrivalDatetime)).toEqual(["completed", "no_show"]);
    expect(offeredStatuses({ ...flight, status: "draft" }, new Date("2020-01-01T00:00:00Z"))).toEqual(nextStatuses("draft"));
  });
});

describe("cancelling before departure, a no-show after it (decision 042)", () => {
  const departureDatetime = new Date("2027-03-01T09:00:00Z");
  const flight = { status: "confirmed" as const, departureDatetime, arrivalDatetime: new Date("2027-03-01T12:00:00Z") };
  const at = (ms: number) => new Date(departureDatetime.getTime() + ms);

  it("cancels up to a millisecond before departure, never at or after it", () => {
    expect(canCancel(flight, at(-60_000))).toBe(true);
    expect(canCancel(flight, at(-1))).toBe(true);
    expect(canCancel(flight, at(0))).toBe(false);
    expect(canCancel(flight, at(60_000))).toBe(false);
    expect(canMoveNow(flight, "cancelled", at(-1))).toBe(true);
    expect(canMoveNow(flight, "cancelled", at(0))).toBe(false);
  });

  it("lets staff withdraw a draft or an option after its date, when it never became a flight", () => {
    for (const status of ["draft", "optional"] as const) {
      expect(canCancel({ ...flight, status }, at(0))).toBe(true);
      expect(canCancel({ ...flight, status }, at(5 * 86_400_000))).toBe(true);
      expect(canMoveNow({ ...flight, status }, "cancelled", at(60_000))).toBe(true);
    }
  });

  it("records a no-show from the departure on, and only for a confirmed flight", () => {
    expect(canRecordNoShow(flight, at(-1))).toBe(false);
    expect(canRecordNoShow(flight, at(0))).toBe(true);
    expect(canMoveNow(flight, "no_show", at(60_000))).toBe(true);
    expect(canMoveNow({ ...flight, status: "optional" }, "no_show", at(60_000))).toBe(false);
    expect(canMoveNow({ ...flight, status: "completed" }, "no_show", at(60_000))).toBe(false);
  });
});

describe("one rule for a move now, for the page and the server", () => {
  const departureDatetime = new Date("2027-03-01T09:00:00Z");
  const arrivalDatetime = new Date("2027-03-01T12:00:00Z");
  const flight = { status: "confirmed" as const, departureDatetime, arrivalDatetime };
  const at = (iso: string) => new Date(iso);

  it("names why a move cannot be made: before landing, after departure, before departure, or not at all", () => {
    expect(moveRefusal(flight, "completed", at("2027-02-01T00:00:00Z"))).toBe("notArrivedYet");
    expect(moveRefusal(flight, "completed", new Date(arrivalDatetime.getTime() - 1))).toBe("notArrivedYet");
    expect(moveRefusal(flight, "completed", arrivalDatetime)).toBeNull();
    expect(moveRefusal(flight, "cancelled", departureDatetime)).toBe("departed");
    expect(moveRefusal(flight, "no_show", new Date(departureDatetime.getTime() - 1))).toBe("notDepartedYet");
    expect(moveRefusal(flight, "optional", at("2027-02-01T00:00:00Z"))).toBe("transitionNotAllowed");
    expect(moveRefusal({ ...flight, status: "completed" }, "completed", at("2028-01-01T00:00:00Z"))).toBe("transitionNotAllowed");
  });

  it("holds back, with its reason, every move the machine allows but the time does not; never offers one of them", () => {
    const future = at("2027-02-01T00:00:00Z");
    expect(heldBackStatuses(flight, future)).toEqual([
      { to: "completed", reason: "notArrivedYet" },
      { to: "no_show", reason: "notDepartedYet" },
    ]);
    expect(offeredStatuses(flight, future)).toEqual(["cancelled"]);
    expect(heldBackStatuses(flight, arrivalDatetime)).toEqual([{ to: "cancelled", reason: "departed" }]);
    // offered and held back together are exactly the machine's moves
    for (const now of [future, departureDatetime, arrivalDatetime]) {
      const both = [...offeredStatuses(flight, now), ...heldBackStatuses(flight, now).map((m) => m.to)].sort();
      expect(both).toEqual([...nextStatuses("confirmed")].sort());
    }
    expect(heldBackStatuses({ ...flight, status: "cancelled" }, future)).toEqual([]);
  });
});
