import type { Balance } from "./balance";

/**
 * What a customer's card checkout charges (decision 045), decided from the reservation's balance and never from a
 * form: an option pays what is still missing of its deposit (never more than is due), anything else that takes
 * money pays its whole due amount. The provider is asked for exactly this amount, and its result is recorded only
 * if it charged exactly this amount.
 */
export type CheckoutPurpose = "deposit" | "balance";

export type CheckoutAmount =
  { ok: true; purpose: CheckoutPurpose; amountCents: number } | { ok: false; reason: "closed" | "notPriced" | "nothingDue" };

export function checkoutAmount(balance: Balance, status: string, takesPayments: boolean): CheckoutAmount {
  if (!takesPayments) return { ok: false, reason: "closed" };
  if (balance.total === null) return { ok: false, reason: "notPriced" };
  if (balance.due <= 0) return { ok: false, reason: "nothingDue" };
  if (status === "optional" && balance.depositDue > 0) {
    return { ok: true, purpose: "deposit", amountCents: Math.min(balance.depositDue, balance.due) };
  }
  return { ok: true, purpose: "balance", amountCents: balance.due };
}
