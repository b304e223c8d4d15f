import { describe, expect, expectTypeOf, it } from "vitest";
import { PaymentStatus as DbPaymentStatus } from "#app/generated/prisma/enums";
import {
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  canTransition,
  isFinal,
  isPaymentStatus,
  isReceived,
  isRefundable,
  nextStatuses,
  statusAfterRefunds,
  type PaymentStatus,
} from "./payment-status";

const ALLOWED = new Set([
  "pending>paid",
  "pending>failed",
  "failed>pending",
  "paid>partially_refunded",
  "paid>refunded",
  "partially_refunded>refunded",
]);

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
    expect(canTransition("partially_refunded", "paid")).toBe(false);
    expect(canTransition("refunded", "partially_refunded")).toBe(false);
    expect(canTransition("pending", "partially_refunded")).toBe(false);
  });

  it("derives a received payment's status from what was refunded of it, cent by cent", () => {
    expect(statusAfterRefunds(100_000, 0)).toBe("paid");
    expect(statusAfterRefunds(100_000, 1)).toBe("partially_refunded");
    expect(statusAfterRefunds(100_000, 99_999)).toBe("partially_refunded");
    expect(statusAfterRefunds(100_000, 100_000)).toBe("refunded");
    expect(statusAfterRefunds(1, 1)).toBe("refunded");
    expect(() => statusAfterRefunds(100_000, 100_001)).toThrow(RangeError);
    expect(() => statusAfterRefunds(100_000, -1)).toThrow(RangeError);
  });

  it("counts money as received once paid, also after refunds; refunds only from paid or partly refunded", () => {
    expect(PAYMENT_STATUSES.filter(isReceived)).toEqual(["paid", "partially_refunded", "refunded"]);
    expect(PAYMENT_STATUSES.filter(isRefundable)).toEqual(["paid", "partially_refunded"]);
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
