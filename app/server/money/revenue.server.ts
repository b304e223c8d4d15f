import type { Currency } from "#app/generated/prisma/enums";
import { fromCents, toCents } from "#app/lib/domain/money";
import { RECEIVED_STATUSES } from "#app/lib/domain/payment-status";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { paidInPeriod } from "#app/server/reports/report-sql.server";

/**
 * Revenue means one thing (decision 042): money received in a period, per currency — payments received (paid, and
 * those since refunded in part or whole, at their full amount) by their money date (`paid_at`, else `created_at`
 * for rows older than paid_at), less refunds sent by their own date (`completed_at`). A reservation's status plays
 * no part: completing a flight never changes it; a cancellation lowers it only when its refund is sent. The
 * dashboard's monthly revenue reads it here; the reports compute the same sums in SQL (reports.server.ts).
 */
export interface MoneyReceived {
  currency: Currency;
  received: string;
  refunded: string;
  net: string;
}

export async function moneyReceived(period: { start: Date; end: Date }): Promise<MoneyReceived[]> {
  const range = { gte: period.start, lt: period.end };
  const [payments, refunds] = await Promise.all([
    // the money date as the reports write it (`coalesce(paid_at, created_at)`), so the month is read from the
    // payments_report_date_idx index; "paid_at in the month, or no paid_at and created_at in it" read the whole table
    sqlDb()
      .selectFrom("payments as p")
      .select([sql<Currency>`${sql.ref("p.currency")}::text`.as("currency"), sql<string>`sum(${sql.ref("p.amount")})::text`.as("amount")])
      .where((eb) => eb.and([paidInPeriod(eb, period), eb("p.status", "in", [...RECEIVED_STATUSES])]))
      .groupBy("p.currency")
      .execute(),
    db().refund.groupBy({ by: ["currency"], where: { status: "completed", completedAt: range }, _sum: { amount: true } }),
  ]);
  const currencies = [...new Set([...payments.map((p) => p.currency), ...refunds.map((r) => r.currency)])].sort();
  return currencies.map((currency) => {
    const received = toCents(payments.find((p) => p.currency === currency)?.amount ?? "0");
    const refunded = toCents(refunds.find((r) => r.currency === currency)?._sum.amount ?? "0");
    return { currency, received: fromCents(received), refunded: fromCents(refunded), net: fromCents(received - refunded) };
  });
}
