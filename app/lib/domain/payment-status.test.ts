import { describe, expect, expectTypeOf, it } from "vitest";
import { PaymentStatus as DbPaymentStatus } from "#app/generated/prisma/enums";
import {
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  canTransition,
  isFinal,
  isPaymentStatus,
  nextStatuses,
  type PaymentStatus,
} from "./payment-status";

const ALLOWED = new Set(["pending>paid", "pending>failed", "failed>pending", "paid>refunded"]);

describe("payment status", () => {
  it("matches the database enum", () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual(Object.values(DbPaymentStatus).sort());
    expectTypeOf<PaymentStatus>().toEqualTypeOf<DbPaymentStatus>();
  });

  describe("every from × to pair follows the table", () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
          expect(canTransition(from, to)).toBe(allowed);
          expect(nextStatuses(from).includes(to)).toBe(allowed);
        });
      }
    }
  });

  it("counts the allowed moves", () => {
    const count = PAYMENT_STATUSES.reduce((n, s) => n + nextStatuses(s).length, 0);
    expect(count).toBe(ALLOWED.size);
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it("rejects a sample of moves", () => {
    expect(canTransition("pending", "refunded")).toBe(false);
    expect(canTransition("failed", "paid")).toBe(false);
    expect(canTransition("failed", "refunded")).toBe(false);
    expect(canTransition("paid", "failed")).toBe(false);
    expect(canTransition("paid", "pending")).toBe(false);
    expect(canTransition("refunded", "paid")).toBe(false);
  });

  it("lets a failed payment be retried", () => {
    expect(nextStatuses("failed")).toEqual(["pending"]);
    expect(isFinal("failed")).toBe(false);
  });

  it("marks only refunded as final", () => {
    expect(PAYMENT_STATUSES.filter(isFinal)).toEqual(["refunded"]);
  });

  it("guards unknown values", () => {
    expect(isPaymentStatus("paid")).toBe(true);
    expect(isPaymentStatus("PAID")).toBe(false);
    expect(isPaymentStatus(1)).toBe(false);
  });
});
