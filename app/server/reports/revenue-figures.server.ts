import type { Currency } from "#app/lib/format";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { countAll, istanbulMonth, paidInPeriod, type Period } from "./report-sql.server";

/**
 * The money figures of the staff reports (decision 020): revenue by status, month, route and jet, and the
 * customers' counts with the top spenders. Money stays per currency: a sum is always grouped by currency, and
 * read as text (never a float). Currencies sort as text, as the cards show them.
 */
export interface MoneyRow {
  currency: Currency;
  amount: string;
}

export interface RevenueReport {
  totals: Array<{ currency: Currency; paid: string; pending: string; refunded: string; paidCount: number; count: number }>;
  byMonth: Array<{ month: string; currency: Currency; paid: string }>;
  byRoute: Array<{ route: string; currency: Currency; paid: string; count: number }>;
  byJet: Array<{ jet: string | null; currency: Currency; paid: string; count: number }>;
}

const TOP = 10;

export async function revenueReport(period: Period): Promise<RevenueReport> {
  const q = sqlDb();
  const [totals, byMonth, byRoute, byJet] = await Promise.all([
    q
      .selectFrom("payments as p")
      .where((eb) => paidInPeriod(eb, period))
      .groupBy("p.currency")
      .select((eb) => [
        eb.cast<Currency>("p.currency", "text").as("currency"),
        sql<string>`coalesce(sum(${eb.ref("p.amount")}) FILTER (WHERE ${eb.ref("p.status")} = 'paid'), 0)::text`.as("paid"),
        sql<string>`coalesce(sum(${eb.ref("p.amount")}) FILTER (WHERE ${eb.ref("p.status")} = 'pending'), 0)::text`.as("pending"),
        sql<string>`coalesce(sum(${eb.ref("p.amount")}) FILTER (WHERE ${eb.ref("p.status")} = 'refunded'), 0)::text`.as("refunded"),
        eb.cast<number>(eb.fn.countAll().filterWhere("p.status", "=", "paid"), "integer").as("paidCount"),
        countAll().as("count"),
      ])
      .orderBy("currency")
      .execute(),
    q
      .selectFrom("payments as p")
      .where("p.status", "=", "paid")
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
      .selectFrom((eb) =>
        eb
          .selectFrom("payments as p")
          .innerJoin("reservations as r", "r.id", "p.reservation_id")
          .innerJoin("routes as ro", "ro.id", "r.route_id")
          .where("p.status", "=", "paid")
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
          .where("p.status", "=", "paid")
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
          .where("p.status", "=", "paid")
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
