import { describe, expect, it } from "vitest";
import { balanceOf, depositPaid, isOverdue, type BalanceInput } from "./balance";
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from "./money-terms";

const departure = new Date("2027-06-01T09:00:00Z");
const base: BalanceInput = {
  currency: "TRY",
  status: "confirmed",
  totalCents: 1_000_000,
  cancellationFeeCents: null,
  departure,
  payments: [],
  refunds: [],
};
const paid = (
  amountCents: number,
  status: "paid" | "pending" | "failed" | "partially_refunded" | "refunded" = "paid",
  currency = "TRY",
) => ({
  amountCents,
  status,
  currency,
});

describe("a reservation's balance in cents", () => {
  it("owes the whole total with nothing paid", () => {
    const b = balanceOf(base);
    expect(b).toMatchObject({ total: 1_000_000, owed: 1_000_000, paid: 0, net: 0, due: 1_000_000, credit: 0 });
    expect(b.deposit).toBe((1_000_000 * DEPOSIT_PERCENT) / 100);
  });

  it("owes nothing once paid to the cent, and one cent when a cent is missing", () => {
    expect(balanceOf({ ...base, payments: [paid(1_000_000)] }).due).toBe(0);
    expect(balanceOf({ ...base, payments: [paid(999_999)] }).due).toBe(1);
    expect(balanceOf({ ...base, payments: [paid(300_000), paid(699_999)] }).due).toBe(1);
  });

  it("counts pending payments against what may still be recorded, failed ones not at all", () => {
    const b = balanceOf({ ...base, payments: [paid(300_000), paid(500_000, "pending"), paid(900_000, "failed")] });
    expect(b).toMatchObject({ paid: 300_000, pendingPayments: 500_000, due: 200_000 });
  });

  it("keeps received money received after a refund, and the refund gives room again", () => {
    const b = balanceOf({
      ...base,
      payments: [paid(1_000_000, "partially_refunded")],
      refunds: [{ amountCents: 250_000, status: "completed" }],
    });
    expect(b).toMatchObject({ paid: 1_000_000, refunded: 250_000, net: 750_000, due: 250_000, credit: 0 });
  });

  it("counts a refund not yet sent as going back already", () => {
    const b = balanceOf({
      ...base,
      status: "cancelled",
      cancellationFeeCents: 100_000,
      payments: [paid(1_000_000)],
      refunds: [{ amountCents: 900_000, status: "pending" }],
    });
    expect(b).toMatchObject({ owed: 100_000, net: 100_000, refundPending: 900_000, due: 0, credit: 0 });
  });

  it("shows a credit when more was kept than is owed", () => {
    const b = balanceOf({ ...base, status: "cancelled", cancellationFeeCents: 0, payments: [paid(300_000)] });
    expect(b).toMatchObject({ owed: 0, due: 0, credit: 300_000 });
  });

  it("owes nothing on an unpriced reservation (nothing can be paid)", () => {
    const b = balanceOf({ ...base, totalCents: null });
    expect(b).toMatchObject({ total: null, owed: 0, due: 0, deposit: 0 });
    expect(depositPaid(b)).toBe(false);
  });

  it("leaves out payments in another currency and counts them", () => {
    const b = balanceOf({ ...base, payments: [paid(500_000), paid(999, "paid", "EUR")] });
    expect(b).toMatchObject({ paid: 500_000, foreignPayments: 1 });
  });

  it("holds at the column's largest amount", () => {
    const max = 999_999_999_999;
    const b = balanceOf({ ...base, totalCents: max, payments: [paid(max - 1)] });
    expect(b.due).toBe(1);
    expect(Number.isSafeInteger(b.deposit)).toBe(true);
  });

  it("has the deposit in from the deposit share on, not a cent before", () => {
    const deposit = balanceOf(base).deposit;
    expect(depositPaid(balanceOf({ ...base, payments: [paid(deposit - 1)] }))).toBe(false);
    expect(depositPaid(balanceOf({ ...base, payments: [paid(deposit)] }))).toBe(true);
    expect(balanceOf({ ...base, payments: [paid(deposit - 1)] }).depositDue).toBe(1);
  });

  it("is overdue for a confirmed flight from the lead time before departure, while something is due", () => {
    const dueAt = new Date(departure.getTime() - BALANCE_DUE_DAYS * 86_400_000);
    const b = balanceOf(base);
    expect(b.balanceDueAt.toISOString()).toBe(dueAt.toISOString());
    expect(isOverdue(b, "confirmed", new Date(dueAt.getTime() - 60_000))).toBe(false);
    expect(isOverdue(b, "confirmed", dueAt)).toBe(true);
    expect(isOverdue(b, "optional", dueAt)).toBe(false);
    expect(isOverdue(balanceOf({ ...base, payments: [paid(1_000_000)] }), "confirmed", dueAt)).toBe(false);
  });
});
