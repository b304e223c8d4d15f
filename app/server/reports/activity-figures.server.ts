import { winRate } from "#app/lib/domain/metrics";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { countAll, istanbulMonth, type Period } from "./report-sql.server";

/**
 * The activity figures of the staff reports (decision 020): reservations departing in the period, the
 * quote-request funnel with the brokers' quotes, and the empty legs' requests and conversions. Each figure is one
 * SQL aggregate over the period; nothing is loaded to be added up in Node.
 */
export interface ReservationReport {
  total: number;
  byStatus: Array<{ status: string; count: number }>;
  byMonth: Array<{ month: string; active: number; cancelled: number }>;
  averagePassengers: number | null;
  cancelled: number;
  cancelledShare: number;
}

export async function reservationReport({ start, end }: Period): Promise<ReservationReport> {
  const departing = sqlDb().selectFrom("reservations").where("departure_datetime", ">=", start).where("departure_datetime", "<", end);
  const [byStatus, byMonth, summary] = await Promise.all([
    departing
      .select((eb) => [eb.cast<string>("status", "text").as("status"), countAll().as("count")])
      .groupBy("reservations.status")
      .orderBy("status")
      .execute(),
    departing
      .select((eb) => [
        istanbulMonth(eb.ref("departure_datetime")).as("month"),
        eb.cast<number>(eb.fn.countAll().filterWhere("status", "<>", "cancelled"), "integer").as("active"),
        eb.cast<number>(eb.fn.countAll().filterWhere("status", "=", "cancelled"), "integer").as("cancelled"),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute(),
    departing
      .select((eb) => [
        countAll().as("total"),
        eb.cast<number>(eb.fn.countAll().filterWhere("status", "=", "cancelled"), "integer").as("cancelled"),
        eb.cast<number | null>(eb.fn.avg("passenger_count").filterWhere("status", "<>", "cancelled"), "float8").as("averagePassengers"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: summary.total,
    byStatus,
    byMonth,
    averagePassengers: summary.averagePassengers,
    cancelled: summary.cancelled,
    cancelledShare: summary.total > 0 ? summary.cancelled / summary.total : 0,
  };
}

export interface FunnelReport {
  steps: Array<{ step: FunnelStep; count: number; conversion: number | null }>;
  quotes: number;
  quotesPerRequest: number;
  medianFirstQuoteHours: number | null;
  medianApprovalHours: number | null;
  brokers: Array<{ broker: string; quotes: number; approvals: number; winRate: number; medianResponseHours: number | null }>;
}

export const FUNNEL_STEPS = ["requests", "visible", "quoted", "approved", "reserved"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const hours = (seconds: number | null) => (seconds === null ? null : seconds / 3600);

export async function funnelReport({ start, end }: Period): Promise<FunnelReport> {
  const q = sqlDb();
  const [row, brokers] = await Promise.all([
    q
      // set-based (decision 028): the period's quotes aggregated once and hash-joined, never one look-up per
      // request; the requests made visible through staff's switch come from the audit log as one set
      .with("q", (w) =>
        w
          .selectFrom("quote_requests as qr")
          .leftJoin(
            (eb) =>
              eb
                .selectFrom("broker_quotes as b")
                .innerJoin("quote_requests as period", "period.id", "b.quote_request_id")
                .where("period.created_at", ">=", start)
                .where("period.created_at", "<", end)
                .groupBy("b.quote_request_id")
                .select((s) => [
                  "b.quote_request_id",
                  countAll().as("quotes"),
                  s.fn.min("b.submitted_at").as("first_quote_at"),
                  sql<Date | null>`min(coalesce(${s.ref("b.decided_at")}, ${s.ref("b.submitted_at")})) FILTER (WHERE ${s.ref("b.status")} = 'approved')`.as(
                    "approved_at",
                  ),
                ])
                .as("bq"),
            (join) => join.onRef("bq.quote_request_id", "=", "qr.id"),
          )
          .leftJoin(
            (eb) =>
              eb
                .selectFrom("audit_log")
                .select("entity_id")
                .distinct()
                .where("action", "=", "quote_request.visibility")
                .where("entity", "=", "quote_request")
                .as("shown"),
            (join) => join.on((eb) => eb("shown.entity_id", "=", eb.cast<string>("qr.id", "text"))),
          )
          .leftJoin("reservations as r", "r.quote_request_id", "qr.id")
          .where("qr.created_at", ">=", start)
          .where("qr.created_at", "<", end)
          .select((s) => [
            "qr.created_at",
            s.or([s("qr.visible_to_brokers", "=", true), s("shown.entity_id", "is not", null)]).as("shown"),
            s.fn.coalesce("bq.quotes", sql.lit(0)).as("quotes"),
            "bq.first_quote_at",
            "bq.approved_at",
            s("r.quote_request_id", "is not", null).as("reserved"),
          ]),
      )
      .selectFrom("q")
      .select((eb) => [
        countAll().as("requests"),
        eb
          .cast<number>(
            eb.fn.countAll().filterWhere((f) => f.or([f("shown", "=", true), f("quotes", ">", 0)])),
            "integer",
          )
          .as("visible"),
        eb.cast<number>(eb.fn.countAll().filterWhere("quotes", ">", 0), "integer").as("quoted"),
        eb.cast<number>(eb.fn.countAll().filterWhere("approved_at", "is not", null), "integer").as("approved"),
        eb
          .cast<number>(
            eb.fn.countAll().filterWhere((f) => f.and([f("approved_at", "is not", null), f("reserved", "=", true)])),
            "integer",
          )
          .as("reserved"),
        sql<number>`coalesce(sum(${eb.ref("quotes")}), 0)::int`.as("quotes"),
        sql<
          number | null
        >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${eb.ref("first_quote_at")} - ${eb.ref("created_at")}))`.as(
          "medianFirstQuote",
        ),
        sql<
          number | null
        >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${eb.ref("approved_at")} - ${eb.ref("created_at")}))`.as(
          "medianApproval",
        ),
      ])
      .executeTakeFirstOrThrow(),
    q
      .selectFrom("broker_quotes as bq")
      .innerJoin("brokers as b", "b.id", "bq.broker_id")
      .innerJoin("quote_requests as qr", "qr.id", "bq.quote_request_id")
      .where("bq.submitted_at", ">=", start)
      .where("bq.submitted_at", "<", end)
      .groupBy("b.id")
      .select((eb) => [
        "b.name as broker",
        countAll().as("quotes"),
        eb.cast<number>(eb.fn.countAll().filterWhere("bq.status", "=", "approved"), "integer").as("approvals"),
        sql<
          number | null
        >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${eb.ref("bq.submitted_at")} - ${eb.ref("qr.created_at")}))`.as(
          "medianResponse",
        ),
      ])
      .orderBy("quotes", "desc")
      .orderBy("b.name")
      .limit(50)
      .execute(),
  ]);
  const steps = FUNNEL_STEPS.map((step, i) => {
    const previousStep = FUNNEL_STEPS[i - 1];
    const previous = previousStep === undefined ? null : row[previousStep];
    return { step, count: row[step], conversion: previous === null ? null : previous > 0 ? row[step] / previous : 0 };
  });
  return {
    steps,
    quotes: row.quotes,
    quotesPerRequest: row.requests > 0 ? row.quotes / row.requests : 0,
    medianFirstQuoteHours: hours(row.medianFirstQuote),
    medianApprovalHours: hours(row.medianApproval),
    brokers: brokers.map((b) => ({
      broker: b.broker,
      quotes: b.quotes,
      approvals: b.approvals,
      winRate: winRate(b.approvals, b.quotes),
      medianResponseHours: hours(b.medianResponse),
    })),
  };
}

export interface EmptyLegReport {
  published: number;
  requests: number;
  legsRequested: number;
  converted: number;
  conversion: number;
}

export async function emptyLegReport({ start, end }: Period): Promise<EmptyLegReport> {
  const legRequests = sqlDb()
    .selectFrom("quote_requests")
    .where("empty_leg_id", "is not", null)
    .where("created_at", ">=", start)
    .where("created_at", "<", end);
  const row = await sqlDb()
    .selectNoFrom((eb) => [
      eb
        .selectFrom("empty_legs")
        .select(countAll().as("n"))
        .where("approved", "=", true)
        .where((w) =>
          w.and([w(w.fn.coalesce("approved_at", "created_at"), ">=", start), w(w.fn.coalesce("approved_at", "created_at"), "<", end)]),
        )
        .$asScalar()
        .as("published"),
      legRequests.select(countAll().as("n")).$asScalar().as("requests"),
      legRequests
        .select((s) => sql<number>`count(DISTINCT ${s.ref("empty_leg_id")})::int`.as("n"))
        .$asScalar()
        .as("legsRequested"),
      eb
        .selectFrom("quote_requests as qr")
        .innerJoin("reservations as r", "r.quote_request_id", "qr.id")
        .select(countAll().as("n"))
        .where("qr.empty_leg_id", "is not", null)
        .where("r.status", "<>", "cancelled")
        .where("qr.created_at", ">=", start)
        .where("qr.created_at", "<", end)
        .$asScalar()
        .as("converted"),
    ])
    .executeTakeFirstOrThrow();
  const figures = {
    published: row.published ?? 0,
    requests: row.requests ?? 0,
    legsRequested: row.legsRequested ?? 0,
    converted: row.converted ?? 0,
  };
  return { ...figures, conversion: figures.requests > 0 ? figures.converted / figures.requests : 0 };
}
