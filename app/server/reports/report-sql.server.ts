import type { ReportRange } from "#app/lib/schemas/report-range";
import { sql, type Expression, type ExpressionBuilder, type Tables } from "#app/server/platform/db/sql.server";

/**
 * What the report figures share (decision 020): the period as two bound timestamps, Istanbul months, and the
 * aggregates cast to what both drivers read alike (`count(*)::int`, money sums as text).
 */
export type Period = Pick<ReportRange, "start" | "end">;

/** `count(*)` as an int (the `pg` driver reads a bigint as text). */
export const countAll = () => sql<number>`count(*)::int`;

/** The month of a time in Istanbul, `YYYY-MM`. */
export function istanbulMonth(time: Expression<Date | null>) {
  return sql<string>`to_char(${time} AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM')`;
}

/** A payment's money date (`coalesce(paid_at, created_at)`) within the period. */
export function paidInPeriod(eb: ExpressionBuilder<{ p: Tables["payments"] }, "p">, { start, end }: Period) {
  const moneyDate = eb.fn.coalesce("p.paid_at", "p.created_at");
  return eb.and([eb(moneyDate, ">=", start), eb(moneyDate, "<", end)]);
}
