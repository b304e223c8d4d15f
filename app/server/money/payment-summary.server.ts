import type { PaymentStatus } from "#app/lib/domain/payment-status";
import { paymentSuccessRate } from "#app/lib/domain/metrics";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { db } from "#app/server/platform/db/client.server";
import { sharedResult } from "#app/server/platform/shared-result.server";

/** The payments book's cards (spec §2.11, §9): per currency, shared briefly between requests, dropped on a change. */
export interface CurrencySummary {
  currency: QuoteCurrency;
  /** sum of paid payments (spec §9: revenue) */
  paid: string;
  /** sum of pending payments */
  pending: string;
  refunded: string;
  count: number;
  /** paid ÷ all, as a ratio (spec §9: success rate) */
  successRate: number;
}

/**
 * The cards of spec §2.11, one set per currency: a TRY total and a EUR total are never added together.
 * Currencies without payments are left out.
 */
export async function paymentSummary(): Promise<CurrencySummary[]> {
  return sharedSummary.get(new Date(), 0);
}

/** How long the cards may be shared by the requests of one process (they aggregate the whole table). */
export const SUMMARY_MAX_AGE_MS = 30_000;

/** The cards as the screen shows them: shared for up to SUMMARY_MAX_AGE_MS, dropped when this process changes a payment. */
export function paymentSummaryForScreen(now = new Date()): Promise<CurrencySummary[]> {
  return sharedSummary.get(now, SUMMARY_MAX_AGE_MS);
}

/** Every payment or refund change calls this, so the next screen reads the cards afresh. */
export function forgetPaymentSummary(): void {
  sharedSummary.invalidate();
}

const sharedSummary = sharedResult(computeSummary);

async function computeSummary(): Promise<CurrencySummary[]> {
  const groups = await db().payment.groupBy({ by: ["currency", "status"], _sum: { amount: true }, _count: { _all: true } });
  return QUOTE_CURRENCIES.flatMap((currency) => {
    const of = (status: PaymentStatus) => groups.find((g) => g.currency === currency && g.status === status);
    const count = groups.filter((g) => g.currency === currency).reduce((n, g) => n + g._count._all, 0);
    if (count === 0) return [];
    const sum = (status: PaymentStatus) => of(status)?._sum.amount?.toString() ?? "0";
    return [
      {
        currency,
        paid: sum("paid"),
        pending: sum("pending"),
        refunded: sum("refunded"),
        count,
        successRate: paymentSuccessRate(of("paid")?._count._all ?? 0, count),
      },
    ];
  });
}
