import type { Currency } from "#app/lib/format";
import { fromCents, toCents } from "#app/lib/domain/money";
import { RECEIVED_STATUSES } from "#app/lib/domain/payment-status";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { countAll, istanbulMonth, paidInPeriod, type Period } from "./report-sql.server";

/**
 * The money figures of the staff reports (decision 020): revenue by status, month, route and jet, and the
 * customers' counts with the top spenders. Money stays per currency: a sum is always grouped by currency, and
 * read as text (never a float). Currencies sort as text, as the cards show them.
 *
 * Revenue is money received (decision 042, the same sums as the dashboard's `moneyReceived`): payments received
 * (paid, or refunded since in part or whole) by their money date, less refunds sent (`completed_at`) in the period —
 * `net` on the cards and by month; the routes', jets' and customers' rankings count money received before refunds.
 */
export interface MoneyRow {
  currency: Currency;
  amount: string;
}

export interface RevenueReport {
  /** paid: received in the period; refunded: refunds sent in the period; net: paid − refunded */
  totals: Array<{ currency: Currency; paid: string; pending: string; refunded: string; net: string; paidCount: number; count: number }>;
  /** per month: received less refunded (net) */
  byMonth: Array<{ month: string; currency: Currency; paid: string }>;
  byRoute: Array<{ route: string; currency: Currency; paid: string; count: number }>;
  byJet: Array<{ jet: string | null; currency: Currency; paid: string; count: number }>;
}

const TOP = 10;

/** payments whose money was received (paid, refunded since in part or whole) */
const received = [...RECEIVED_STATUSES];

export async function revenueReport(period: Period): Promise<RevenueReport> {
  const q = sqlDb();
  const [paymentTotals, refundTotals, paymentMonths, refundMonths, byRoute, byJet] = await Promise.all([
    q
      .selectFrom("payments as p")
      .where((eb) => paidInPeriod(eb, period))
      .groupBy("p.currency")
      .select((eb) => [
        eb.cast<Currency>("p.currency", "text").as("currency"),
        sql<string>`coalesce(sum(${eb.ref("p.amount")}) FILTER (WHERE ${eb.ref("p.status")} IN ('paid', 'partially_refunded', 'refunded')), 0)::text`.as(
          "paid",
        ),
        sql<string>`coalesce(sum(${eb.ref("p.amount")}) FILTER (WHERE ${eb.ref("p.status")} = 'pending'), 0)::text`.as("pending"),
        eb.cast<number>(eb.fn.countAll().filterWhere("p.status", "in", received), "integer").as("paidCount"),
        countAll().as("count"),
      ])
      .orderBy("currency")
      .execute(),
    q
      .selectFrom("refunds as f")
      .where("f.status", "=", "completed")
      .where("f.completed_at", ">=", period.start)
      .where("f.completed_at", "<", period.end)
      .groupBy("f.currency")
      .select((eb) => [
        eb.cast<Currency>("f.currency", "text").as("currency"),
        eb.cast<string>(eb.fn.sum("f.amount"), "text").as("refunded"),
      ])
      .execute(),
    q
      .selectFrom("payments as p")
      .where("p.status", "in", received)
      .where((eb) => paidInPeriod(eb, period))
      .select((eb) => [
        istanbulMonth(eb.fn.coalesce("p.paid_at", "p.created_at")).as("month"),
        eb.cast<Currency>("p.currency", "text").as("currency"),
        eb.cast<string>(eb.fn.sum("p.amount"), "text").as("paid"),
      ])
      .groupBy(sql`1, 2`)
      .orderBy(sql`1, 2`)
      .execute(),
    q
      .selectFrom("refunds as f")
      .where("f.status", "=", "completed")
      .where("f.completed_at", ">=", period.start)
      .where("f.completed_at", "<", period.end)
      .select((eb) => [
        istanbulMonth(eb.ref("f.completed_at")).as("month"),
        eb.cast<Currency>("f.currency", "text").as("currency"),
        eb.cast<string>(eb.fn.sum("f.amount"), "text").as("refunded"),
      ])
      .groupBy(sql`1, 2`)
      .execute(),
    q
      .selectFrom((eb) =>
        eb
          .selectFrom("payments as p")
          .innerJoin("reservations as r", "r.id", "p.reservation_id")
          .innerJoin("routes as ro", "ro.id", "r.route_id")
          .where("p.status", "in", received)
          .where((w) => paidInPeriod(w, period))
          .groupBy(["ro.id", "p.currency"])
          .select((s) => [
            sql<string>`${s.ref("ro.departure_city")} || ' → ' || ${s.ref("ro.arrival_city")}`.as("route"),
            s.cast<Currency>("p.currency", "text").as("currency"),
            s.fn.sum<string>("p.amount").as("paid"),
            countAll().as("count"),
            sql<number>`row_number() OVER (PARTITION BY ${s.ref("p.currency")} ORDER BY sum(${s.ref("p.amount")}) DESC, ${s.ref("ro.departure_city")}, ${s.ref("ro.arrival_city")})`.as(
              "rank",
            ),
          ])
          .as("ranked"),
      )
      .select((eb) => ["ranked.route", "ranked.currency", eb.cast<string>("ranked.paid", "text").as("paid"), "ranked.count"])
      .where("ranked.rank", "<=", TOP)
      .orderBy("ranked.currency")
      .orderBy("ranked.rank")
      .execute(),
    q
      .selectFrom((eb) =>
        eb
          .selectFrom("payments as p")
          .innerJoin("reservations as r", "r.id", "p.reservation_id")
          .leftJoin("jets as j", "j.id", "r.jet_id")
          .where("p.status", "in", received)
          .where((w) => paidInPeriod(w, period))
          .groupBy(["j.id", "p.currency"])
          .select((s) => [
            sql<
              string | null
            >`CASE WHEN ${s.ref("j.id")} IS NULL THEN NULL ELSE ${s.ref("j.manufacturer")} || ' ' || ${s.ref("j.model")} END`.as("jet"),
            s.cast<Currency>("p.currency", "text").as("currency"),
            s.fn.sum<string>("p.amount").as("paid"),
            countAll().as("count"),
            sql<number>`row_number() OVER (PARTITION BY ${s.ref("p.currency")} ORDER BY sum(${s.ref("p.amount")}) DESC, ${s.ref("j.manufacturer")}, ${s.ref("j.model")})`.as(
              "rank",
            ),
          ])
          .as("ranked"),
      )
      .select((eb) => ["ranked.jet", "ranked.currency", eb.cast<string>("ranked.paid", "text").as("paid"), "ranked.count"])
      .where("ranked.rank", "<=", TOP)
      .orderBy("ranked.currency")
      .orderBy("ranked.rank")
      .execute(),
  ]);
  // received less refunded, per currency and per month, in cents
  const currencies = [...new Set([...paymentTotals.map((x) => x.currency), ...refundTotals.map((x) => x.currency)])].sort();
  const totals = currencies.map((currency) => {
    const p = paymentTotals.find((x) => x.currency === currency);
    const refunded = toCents(refundTotals.find((x) => x.currency === currency)?.refunded ?? "0");
    const paid = toCents(p?.paid ?? "0");
    return {
      currency,
      paid: fromCents(paid),
      pending: fromCents(toCents(p?.pending ?? "0")),
      refunded: fromCents(refunded),
      net: fromCents(paid - refunded),
      paidCount: p?.paidCount ?? 0,
      count: p?.count ?? 0,
    };
  });
  const months = new Map<string, { month: string; currency: Currency; cents: number }>();
  for (const row of paymentMonths)
    months.set(`${row.month} ${row.currency}`, { month: row.month, currency: row.currency, cents: toCents(row.paid) });
  for (const row of refundMonths) {
    const key = `${row.month} ${row.currency}`;
    const prev = months.get(key) ?? { month: row.month, currency: row.currency, cents: 0 };
    months.set(key, { ...prev, cents: prev.cents - toCents(row.refunded) });
  }
  const byMonth = [...months.values()]
    .sort((a, b) => (a.month === b.month ? a.currency.localeCompare(b.currency) : a.month.localeCompare(b.month)))
    .map((m) => ({ month: m.month, currency: m.currency, paid: fromCents(m.cents) }));
  return { totals, byMonth, byRoute, byJet };
}

export interface CustomerReport {
  newCustomers: number;
  withRequest: number;
  withReservation: number;
  repeat: number;
  vip: number;
  corporate: number;
  vipShare: number;
  corporateShare: number;
  topBySpend: Array<{ name: string; currency: Currency; paid: string; count: number }>;
}

const TOP_CUSTOMERS = 5;

export async function customerReport(period: Period): Promise<CustomerReport> {
  const { start, end } = period;
  const q = sqlDb();
  const [counts, topBySpend] = await Promise.all([
    q
      .with("active", (w) =>
        w
          .selectFrom("reservations")
          .select("customer_id")
          .distinct()
          .where("status", "<>", "cancelled")
          .where("departure_datetime", ">=", start)
          .where("departure_datetime", "<", end),
      )
      .selectNoFrom((eb) => [
        eb
          .selectFrom("customers")
          .select(countAll().as("n"))
          .where("created_at", ">=", start)
          .where("created_at", "<", end)
          .$asScalar()
          .as("newCustomers"),
        eb
          .selectFrom("quote_requests")
          .select((s) => sql<number>`count(DISTINCT ${s.ref("customer_id")})::int`.as("n"))
          .where("created_at", ">=", start)
          .where("created_at", "<", end)
          .$asScalar()
          .as("withRequest"),
        eb.selectFrom("active").select(countAll().as("n")).$asScalar().as("withReservation"),
        eb
          .selectFrom("active as a")
          .select(countAll().as("n"))
          .where(
            (w) =>
              w
                .selectFrom("reservations as r")
                .select(sql<number>`count(*)`.as("n"))
                .whereRef("r.customer_id", "=", "a.customer_id")
                .where("r.status", "<>", "cancelled")
                .where("r.departure_datetime", "<", end)
                .$asScalar(),
            ">=",
            2,
          )
          .$asScalar()
          .as("repeat"),
        eb
          .selectFrom("active as a")
          .innerJoin("customers as c", "c.id", "a.customer_id")
          .select(countAll().as("n"))
          .where("c.is_vip", "=", true)
          .$asScalar()
          .as("vip"),
        eb
          .selectFrom("active as a")
          .innerJoin("customers as c", "c.id", "a.customer_id")
          .select(countAll().as("n"))
          .where("c.segment", "=", "corporate")
          .$asScalar()
          .as("corporate"),
      ])
      .executeTakeFirstOrThrow(),
    q
      .selectFrom((eb) =>
        eb
          .selectFrom("payments as p")
          .innerJoin("reservations as r", "r.id", "p.reservation_id")
          .innerJoin("customers as c", "c.id", "r.customer_id")
          .where("p.status", "in", received)
          .where((w) => paidInPeriod(w, period))
          .groupBy(["c.id", "p.currency"])
          .select((s) => [
            sql<string>`trim(${s.ref("c.first_name")} || ' ' || ${s.ref("c.last_name")})`.as("name"),
            s.cast<Currency>("p.currency", "text").as("currency"),
            s.fn.sum<string>("p.amount").as("paid"),
            countAll().as("count"),
            sql<number>`row_number() OVER (PARTITION BY ${s.ref("p.currency")} ORDER BY sum(${s.ref("p.amount")}) DESC, ${s.ref("c.last_name")}, ${s.ref("c.first_name")}, ${s.ref("c.id")})`.as(
              "rank",
            ),
          ])
          .as("ranked"),
      )
      .select((eb) => ["ranked.name", "ranked.currency", eb.cast<string>("ranked.paid", "text").as("paid"), "ranked.count"])
      .where("ranked.rank", "<=", TOP_CUSTOMERS)
      .orderBy("ranked.currency")
      .orderBy("ranked.rank")
      .execute(),
  ]);
  const figures = {
    newCustomers: counts.newCustomers ?? 0,
    withRequest: counts.withRequest ?? 0,
    withReservation: counts.withReservation ?? 0,
    repeat: counts.repeat ?? 0,
    vip: counts.vip ?? 0,
    corporate: counts.corporate ?? 0,
  };
  const share = (n: number) => (figures.withReservation > 0 ? n / figures.withReservation : 0);
  return { ...figures, vipShare: share(figures.vip), corporateShare: share(figures.corporate), topBySpend };
}
