import { Prisma } from "#app/generated/prisma/client";
import { DEFAULT_CUSTOMER_SORT, type CustomerSort } from "#app/lib/domain/customer";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "#app/lib/domain/quote-terms";
import { cappedPage, cappedTotal, LIST_COUNT_TAKE, paginate } from "#app/lib/list-params";
import { searchWords } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { sharedResult } from "#app/server/platform/shared-result.server";

/**
 * The staff customer book (/admin/customers, spec §2.9, §3, §7.3): the cards, the searchable and sortable
 * list, one customer's history, and the changes — add, edit (only over the version the form was opened on),
 * VIP on/off and KYC approved/revoked. Every change writes its audit row in the same transaction, and a
 * customer's linked sign-in profile follows the record (decision 019).
 */
export const CUSTOMERS_PAGE_SIZE = 25;
/** How many rows each history list on a customer's page shows (the full lists are one link away). */
export const HISTORY_LIMIT = 10;
export const AUDIT_LIMIT = 50;

export class CustomerError extends ServiceError<"notFound" | "emailTaken"> {
  constructor(code: CustomerError["code"], field?: string) {
    super(code, code === "notFound" ? 404 : 400, `customers.errors.${code}`, field);
    this.name = "CustomerError";
  }
}

// ───────────── list ─────────────

export interface CustomerListParams {
  q: string;
  sort: CustomerSort | null;
  page: string | null;
}

/** Each word must occur in the folded first name, last name, e-mail or company (the generated `search_text`). */
export function customerWhere(q: string): Prisma.CustomerWhereInput {
  return { AND: searchWords(q).map((contains) => ({ searchText: { contains } })) };
}

const ORDER: Record<CustomerSort, Prisma.CustomerOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "asc" }],
  oldest: [{ createdAt: "asc" }, { id: "desc" }],
  name: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
  "name-desc": [{ lastName: "desc" }, { firstName: "desc" }, { id: "desc" }],
};

const rowSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  companyName: true,
  segment: true,
  isVip: true,
  kycStatus: true,
  createdAt: true,
} satisfies Prisma.CustomerSelect;

/** The sorts in SQL, for the filter-first path below (the same order as ORDER). */
const ORDER_SQL: Record<CustomerSort, Array<["created_at" | "last_name" | "first_name" | "id", "asc" | "desc"]>> = {
  newest: [
    ["created_at", "desc"],
    ["id", "asc"],
  ],
  oldest: [
    ["created_at", "asc"],
    ["id", "desc"],
  ],
  name: [
    ["last_name", "asc"],
    ["first_name", "asc"],
    ["id", "asc"],
  ],
  "name-desc": [
    ["last_name", "desc"],
    ["first_name", "desc"],
    ["id", "desc"],
  ],
};

/**
 * Up to this many matches a search is answered filter-first (decision 028): the trigram index finds the
 * matches, which are then sorted. With more, walking the sort's own index until a page is full is cheaper.
 * The planner cannot tell the two apart (it takes matches as spread evenly over the sort order, and a name
 * like "Yılmaz" sorts at the far end), so the search's count, taken up to one past this limit, decides.
 */
export const FILTER_FIRST_LIMIT = 5_000;

/**
 * One page. Counted up to a cap, so the count costs the same at any size (decision 059): the book in the page's
 * order up to LIST_COUNT_CAP (it walks the sort's index), a search up to FILTER_FIRST_LIMIT + 1 and shown up to
 * SEARCH_COUNT_CAP ("1.000+", decision 028).
 */
export async function listCustomers(params: CustomerListParams) {
  const where = customerWhere(params.q);
  const orderBy = ORDER[params.sort ?? DEFAULT_CUSTOMER_SORT];
  const words = searchWords(params.q);
  if (words.length === 0) {
    const window = cappedPage(await db().customer.count({ where, orderBy, take: LIST_COUNT_TAKE }), params.page, CUSTOMERS_PAGE_SIZE);
    const rows = await db().customer.findMany({ where, orderBy, skip: window.skip, take: window.take, select: rowSelect });
    return { rows, ...window };
  }
  // unordered, so the count stops at the limit (ordered by id, as Prisma orders a count with `take`, it reads every match)
  const matching = sqlDb()
    .selectFrom("customers")
    .select("id")
    .where((eb) => eb.and(words.map((word) => eb("search_text", "like", `%${word}%`))));
  const { counted } = await sqlDb()
    .selectFrom(matching.limit(FILTER_FIRST_LIMIT + 1).as("c"))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("counted"))
    .executeTakeFirstOrThrow();
  const { total, capped } = cappedTotal(counted);
  const window = { ...paginate(total, params.page, CUSTOMERS_PAGE_SIZE), capped };
  if (counted > FILTER_FIRST_LIMIT) {
    const rows = await db().customer.findMany({ where, orderBy, skip: window.skip, take: window.take, select: rowSelect });
    return { rows, ...window };
  }
  let matches = sqlDb()
    .with(
      (cte) => cte("m").materialized(),
      () => matching.select(["created_at", "last_name", "first_name"]),
    )
    .selectFrom("m")
    .select("id");
  for (const [column, direction] of ORDER_SQL[params.sort ?? DEFAULT_CUSTOMER_SORT]) matches = matches.orderBy(column, direction);
  const ids = await matches.limit(window.take).offset(window.skip).execute();
  const byId = new Map(
    (await db().customer.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: rowSelect })).map((r) => [r.id, r]),
  );
  const rows = ids.flatMap((r) => byId.get(r.id) ?? []);
  return { rows, ...window };
}

export type CustomerRow = Awaited<ReturnType<typeof listCustomers>>["rows"][number];

export interface CustomerSummary {
  total: number;
  vip: number;
  kycApproved: number;
  corporate: number;
}

/** The four cards of spec §2.9, exact (one pass over the table). */
export function customerSummary(): Promise<CustomerSummary> {
  return sharedSummary.get(new Date(), 0);
}

/** How long the cards may be shared by the requests of one process (they count the whole table). */
export const SUMMARY_MAX_AGE_MS = 30_000;

/** The cards as the screen shows them: shared for up to SUMMARY_MAX_AGE_MS, dropped when this process changes a customer. */
export function customerSummaryForScreen(now = new Date()): Promise<CustomerSummary> {
  return sharedSummary.get(now, SUMMARY_MAX_AGE_MS);
}

export const sharedSummary = sharedResult(async (): Promise<CustomerSummary> => {
  const row = await sqlDb()
    .selectFrom("customers")
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), "integer").as("total"),
      eb.cast<number>(eb.fn.countAll().filterWhere("is_vip", "=", true), "integer").as("vip"),
      eb.cast<number>(eb.fn.countAll().filterWhere("kyc_status", "=", true), "integer").as("kyc"),
      eb.cast<number>(eb.fn.countAll().filterWhere("segment", "=", "corporate"), "integer").as("corporate"),
    ])
    .executeTakeFirstOrThrow();
  return { total: row.total, vip: row.vip, kycApproved: row.kyc, corporate: row.corporate };
});

// ───────────── one customer ─────────────

export async function getCustomer(id: string) {
  return db().customer.findUnique({
    where: { id },
    select: {
      ...rowSelect,
      notes: true,
      updatedAt: true,
      profile: { select: { id: true, email: true, firstName: true, lastName: true, phone: true } },
    },
  });
}

export type CustomerRecord = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

export interface CurrencyTotals {
  currency: QuoteCurrency;
  /** reservations that are not cancelled */
  booked: string;
  /** payments received (paid) */
  paid: string;
}

/**
 * One customer's history: their latest quote requests, approved quotes, reservations and payments (each list
 * with its full count), the money per currency (never added across currencies), and the audit of the record.
 */
export async function customerHistory(customerId: string) {
  const client = db();
  const [requests, requestCount, quotes, quoteCount, reservations, reservationCount, payments, paymentCount, booked, paid, audits] =
    await Promise.all([
      client.quoteRequest.findMany({
        where: { customerId },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: HISTORY_LIMIT,
        select: {
          id: true,
          status: true,
          passengerCount: true,
          departureDatetime: true,
          departureDateOnly: true,
          createdAt: true,
          route: { select: { departureCity: true, arrivalCity: true } },
        },
      }),
      client.quoteRequest.count({ where: { customerId } }),
      client.brokerQuote.findMany({
        where: { status: "approved", quoteRequest: { customerId } },
        orderBy: [{ submittedAt: "desc" }, { id: "asc" }],
        take: HISTORY_LIMIT,
        select: {
          id: true,
          quotedPrice: true,
          currency: true,
          submittedAt: true,
          broker: { select: { name: true } },
          quoteRequest: { select: { id: true, route: { select: { departureCity: true, arrivalCity: true } } } },
        },
      }),
      client.brokerQuote.count({ where: { status: "approved", quoteRequest: { customerId } } }),
      client.reservation.findMany({
        where: { customerId },
        orderBy: [{ departureDatetime: "desc" }, { id: "asc" }],
        take: HISTORY_LIMIT,
        select: {
          id: true,
          status: true,
          departureDatetime: true,
          totalAmount: true,
          currency: true,
          route: { select: { departureCity: true, arrivalCity: true } },
        },
      }),
      client.reservation.count({ where: { customerId } }),
      client.payment.findMany({
        where: { reservation: { customerId } },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: HISTORY_LIMIT,
        select: { id: true, amount: true, currency: true, status: true, createdAt: true, transactionReference: true, reservationId: true },
      }),
      client.payment.count({ where: { reservation: { customerId } } }),
      client.reservation.groupBy({
        by: ["currency"],
        where: { customerId, status: { not: "cancelled" }, totalAmount: { not: null } },
        _sum: { totalAmount: true },
      }),
      client.payment.groupBy({ by: ["currency"], where: { status: "paid", reservation: { customerId } }, _sum: { amount: true } }),
      client.auditLog.findMany({
        where: { entity: "customer", entityId: customerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: AUDIT_LIMIT,
        select: { id: true, action: true, before: true, after: true, createdAt: true, actor: { select: { email: true } } },
      }),
    ]);
  const totals: CurrencyTotals[] = QUOTE_CURRENCIES.flatMap((currency) => {
    const b = booked.find((g) => g.currency === currency)?._sum.totalAmount;
    const p = paid.find((g) => g.currency === currency)?._sum.amount;
    if (!b && !p) return [];
    return [{ currency, booked: b?.toString() ?? "0", paid: p?.toString() ?? "0" }];
  });
  return {
    requests: { rows: requests, total: requestCount },
    quotes: { rows: quotes.map((q) => ({ ...q, quotedPrice: q.quotedPrice.toString() })), total: quoteCount },
    reservations: {
      rows: reservations.map((r) => ({ ...r, totalAmount: r.totalAmount?.toString() ?? null })),
      total: reservationCount,
    },
    payments: { rows: payments.map((p) => ({ ...p, amount: p.amount.toString() })), total: paymentCount },
    totals,
    audit: audits.map((a) => ({
      id: a.id.toString(),
      action: a.action,
      actor: a.actor?.email ?? null,
      createdAt: a.createdAt,
      changes: auditChanges(a.before, a.after),
    })),
  };
}

export type CustomerHistory = Awaited<ReturnType<typeof customerHistory>>;

/** The fields an audit row changed, as "field: before → after" values (both sides as text). */
export function auditChanges(before: unknown, after: unknown): Array<{ field: string; from: string | null; to: string | null }> {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const text = (v: unknown) => (v === undefined || v === null || v === "" ? null : typeof v === "string" ? v : JSON.stringify(v));
  return keys.filter((k) => text(b[k]) !== text(a[k])).map((field) => ({ field, from: text(b[field]), to: text(a[field]) }));
}
