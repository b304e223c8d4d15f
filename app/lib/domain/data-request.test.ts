import { describe, expect, expectTypeOf, it } from "vitest";
import { DataRequestKind as DbKind, DataRequestState as DbState } from "#app/generated/prisma/enums";
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATES,
  canMoveDataRequest,
  dataRequestDueAt,
  daysUntilDue,
  erasureBlockers,
  isDataRequestKind,
  isDataRequestOverdue,
  isDataRequestState,
  type DataRequestKind,
  type DataRequestState,
  type ErasureFlight,
} from "./data-request";

const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("data request states", () => {
  it("match the database enums", () => {
    expect([...DATA_REQUEST_STATES].sort()).toEqual(Object.values(DbState).sort());
    expect([...DATA_REQUEST_KINDS].sort()).toEqual(Object.values(DbKind).sort());
    expectTypeOf<DataRequestState>().toEqualTypeOf<DbState>();
    expectTypeOf<DataRequestKind>().toEqualTypeOf<DbKind>();
  });

  const ALLOWED = new Set(["open>completed", "open>rejected"]);
  for (const from of DATA_REQUEST_STATES) {
    for (const to of DATA_REQUEST_STATES) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
        expect(canMoveDataRequest(from, to)).toBe(allowed);
      });
    }
  }

  it("recognises its values only", () => {
    expect(isDataRequestKind("erasure")).toBe(true);
    expect(isDataRequestKind("delete")).toBe(false);
    expect(isDataRequestKind(undefined)).toBe(false);
    expect(isDataRequestState("open")).toBe(true);
    expect(isDataRequestState("Open")).toBe(false);
  });
});

describe("the 30-day answer period", () => {
  it("is due thirty days after arrival", () => {
    expect(dataRequestDueAt(NOW).toISOString()).toBe("2026-12-26T12:00:00.000Z");
  });

  it("is overdue only while open and only after the due time", () => {
    const dueAt = new Date(NOW.getTime() - 1);
    expect(isDataRequestOverdue({ state: "open", dueAt }, NOW)).toBe(true);
    expect(isDataRequestOverdue({ state: "open", dueAt: NOW }, NOW)).toBe(false);
    expect(isDataRequestOverdue({ state: "completed", dueAt }, NOW)).toBe(false);
    expect(isDataRequestOverdue({ state: "rejected", dueAt }, NOW)).toBe(false);
  });

  it("counts whole days left, negative once late", () => {
    expect(daysUntilDue(new Date(NOW.getTime() + 30 * DAY), NOW)).toBe(30);
    expect(daysUntilDue(new Date(NOW.getTime() + DAY / 2), NOW)).toBe(1);
    expect(daysUntilDue(NOW, NOW)).toBe(0);
    expect(daysUntilDue(new Date(NOW.getTime() - DAY / 2), NOW)).toBe(-1);
    expect(daysUntilDue(new Date(NOW.getTime() - 3 * DAY), NOW)).toBe(-3);
  });
});

describe("what blocks an erasure", () => {
  const flight = (f: Partial<ErasureFlight>): ErasureFlight => ({
    status: "completed",
    departure: new Date(NOW.getTime() - 10 * DAY),
    dueCents: 0,
    refundPendingCents: 0,
    ...f,
  });
  const ahead = new Date(NOW.getTime() + DAY);

  it("finds nothing without flights, or with flown, paid ones", () => {
    expect(erasureBlockers([], NOW)).toEqual([]);
    expect(erasureBlockers([flight({})], NOW)).toEqual([]);
  });

  it("an upcoming flight that is still on blocks, whatever its status before flying", () => {
    for (const status of ["draft", "optional", "confirmed"]) {
      expect(erasureBlockers([flight({ status, departure: ahead })], NOW)).toEqual(["upcoming_flight"]);
    }
  });

  it("an upcoming flight that was cancelled, or a live one already departed, does not", () => {
    expect(erasureBlockers([flight({ status: "cancelled", departure: ahead })], NOW)).toEqual([]);
    expect(erasureBlockers([flight({ status: "confirmed", departure: NOW })], NOW)).toEqual([]);
  });

  it("a balance due blocks on a payable or cancelled flight, not on a draft", () => {
    for (const status of ["optional", "confirmed", "completed", "no_show", "cancelled"]) {
      expect(erasureBlockers([flight({ status, dueCents: 1 })], NOW)).toEqual(["balance_due"]);
    }
    expect(erasureBlockers([flight({ status: "draft", dueCents: 100 })], NOW)).toEqual([]);
  });

  it("a refund not yet sent blocks", () => {
    expect(erasureBlockers([flight({ status: "cancelled", refundPendingCents: 1 })], NOW)).toEqual(["refund_pending"]);
  });

  it("names each blocker once, in a fixed order", () => {
    const flights = [
      flight({ status: "cancelled", refundPendingCents: 500 }),
      flight({ status: "confirmed", departure: ahead, dueCents: 100 }),
      flight({ status: "optional", departure: ahead, dueCents: 100 }),
    ];
    expect(erasureBlockers(flights, NOW)).toEqual(["upcoming_flight", "balance_due", "refund_pending"]);
  });
});
