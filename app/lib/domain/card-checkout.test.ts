import { describe, expect, it } from "vitest";
import { balanceOf, type BalanceInput } from "./balance";
import { checkoutAmount } from "./card-checkout";

const base: BalanceInput = {
  currency: "EUR",
  status: "optional",
  totalCents: 1_000_000,
  cancellationFeeCents: null,
  departure: new Date("2027-06-01T10:00:00Z"),
  payments: [],
  refunds: [],
};
const amount = (over: Partial<BalanceInput>, takesPayments = true) => {
  const input = { ...base, ...over };
  return checkoutAmount(balanceOf(input), input.status, takesPayments);
};

describe("what a card checkout charges", () => {
  it("an option pays its deposit (30 % of the total)", () => {
    expect(amount({})).toEqual({ ok: true, purpose: "deposit", amountCents: 300_000 });
  });

  it("an option with part of its deposit in pays only what is missing of it", () => {
    expect(amount({ payments: [{ amountCents: 100_000, currency: "EUR", status: "paid" }] })).toEqual({
      ok: true,
      purpose: "deposit",
      amountCents: 200_000,
    });
  });

  it("never more than is due: a pending payment counts against the deposit's share", () => {
    const pending = [{ amountCents: 900_000, currency: "EUR", status: "pending" as const }];
    expect(amount({ payments: pending })).toEqual({ ok: true, purpose: "deposit", amountCents: 100_000 });
  });

  it("a confirmed flight pays its whole due amount", () => {
    const paid = [{ amountCents: 300_000, currency: "EUR", status: "paid" as const }];
    expect(amount({ status: "confirmed", payments: paid })).toEqual({ ok: true, purpose: "balance", amountCents: 700_000 });
    // the same balance on an option would still ask for the deposit only if it were missing: here it is in
    expect(amount({ status: "optional", payments: paid })).toEqual({ ok: true, purpose: "balance", amountCents: 700_000 });
  });

  it("refuses a reservation that takes no payments, an unpriced one, and one with nothing due", () => {
    expect(amount({}, false)).toEqual({ ok: false, reason: "closed" });
    expect(amount({ totalCents: null })).toEqual({ ok: false, reason: "notPriced" });
    const all = [{ amountCents: 1_000_000, currency: "EUR", status: "paid" as const }];
    expect(amount({ status: "confirmed", payments: all })).toEqual({ ok: false, reason: "nothingDue" });
  });
});
