import { describe, expect, expectTypeOf, it } from "vitest";
import { BrokerQuoteStatus as DbBrokerQuoteStatus } from "#app/generated/prisma/enums";
import {
  BROKER_QUOTE_STATUSES,
  BROKER_QUOTE_TRANSITIONS,
  canTransition,
  effectiveQuoteStatus,
  isBrokerQuoteStatus,
  isExpired,
  isFinal,
  nextStatuses,
  type BrokerQuoteStatus,
} from "./broker-quote-status";

const ALLOWED = new Set(["pending>approved", "pending>rejected", "pending>expired"]);

describe("broker quote status", () => {
  it("matches the database enum", () => {
    expect([...BROKER_QUOTE_STATUSES].sort()).toEqual(Object.values(DbBrokerQuoteStatus).sort());
    expectTypeOf<BrokerQuoteStatus>().toEqualTypeOf<DbBrokerQuoteStatus>();
  });

  describe("every from × to pair follows the table", () => {
    for (const from of BROKER_QUOTE_STATUSES) {
      for (const to of BROKER_QUOTE_STATUSES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
          expect(canTransition(from, to)).toBe(allowed);
          expect(nextStatuses(from).includes(to)).toBe(allowed);
        });
      }
    }
  });

  it("counts the allowed moves", () => {
    const count = BROKER_QUOTE_STATUSES.reduce((n, s) => n + nextStatuses(s).length, 0);
    expect(count).toBe(ALLOWED.size);
    expect(Object.keys(BROKER_QUOTE_TRANSITIONS).sort()).toEqual([...BROKER_QUOTE_STATUSES].sort());
  });

  it("rejects a sample of moves", () => {
    expect(canTransition("approved", "rejected")).toBe(false);
    expect(canTransition("rejected", "approved")).toBe(false);
    expect(canTransition("expired", "pending")).toBe(false);
    expect(canTransition("pending", "pending")).toBe(false);
  });

  it("marks everything but pending as final", () => {
    expect(BROKER_QUOTE_STATUSES.filter(isFinal)).toEqual(["approved", "rejected", "expired"]);
    expect(nextStatuses("pending")).toEqual(["approved", "rejected", "expired"]);
  });

  describe("expiry", () => {
    const now = new Date("2026-11-23T09:00:00.000Z");
    const at = (ms: number) => new Date(now.getTime() + ms);

    it("counts a pending quote expiring exactly now as expired", () => {
      expect(isExpired({ status: "pending", expiresAt: at(0) }, now)).toBe(true);
      expect(effectiveQuoteStatus({ status: "pending", expiresAt: at(0) }, now)).toBe("expired");
    });

    it("keeps a pending quote valid until its expiry", () => {
      expect(isExpired({ status: "pending", expiresAt: at(1) }, now)).toBe(false);
      expect(effectiveQuoteStatus({ status: "pending", expiresAt: at(1) }, now)).toBe("pending");
      expect(isExpired({ status: "pending", expiresAt: at(-1) }, now)).toBe(true);
    });

    it("applies only to pending quotes", () => {
      for (const status of ["approved", "rejected", "expired"] as const) {
        expect(isExpired({ status, expiresAt: at(-86_400_000) }, now)).toBe(false);
        expect(effectiveQuoteStatus({ status, expiresAt: at(-86_400_000) }, now)).toBe(status);
      }
    });

    it("uses the current time by default", () => {
      expect(isExpired({ status: "pending", expiresAt: new Date(Date.now() - 1000) })).toBe(true);
      expect(isExpired({ status: "pending", expiresAt: new Date(Date.now() + 60_000) })).toBe(false);
    });
  });

  it("guards unknown values", () => {
    expect(isBrokerQuoteStatus("expired")).toBe(true);
    expect(isBrokerQuoteStatus("quoted")).toBe(false);
  });
});
