import type { Prisma } from "#app/generated/prisma/client";
import { balanceOf, isOverdue, type Balance, type BalancePayment, type BalanceRefund } from "#app/lib/domain/balance";
import { BALANCE_DUE_DAYS, cancellationTerms } from "#app/lib/domain/money-terms";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { fromCents, toCents } from "#app/lib/domain/money";
import { RECEIVED_STATUSES } from "#app/lib/domain/payment-status";
import { isUuid } from "#app/lib/schemas/fields";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";

/**
 * Reads a reservation's balance (app/lib/domain/balance.ts computes it) for the screens, the PDF and the money
 * writes. A write that must not let two requests spend the same due amount locks the reservation's row first
 * (`lockReservation`) and reads the balance after the lock, inside its transaction: twenty parallel payments or
 * refunds then see each other's rows one after the other.
 */
export type Tx = Prisma.TransactionClient;

export const balanceSelect = {
  id: true,
  status: true,
  currency: true,
  totalAmount: true,
  cancellationFee: true,
  departureDatetime: true,
  payments: { select: { amount: true, currency: true, status: true } },
  refunds: { select: { amount: true, status: true } },
} satisfies Prisma.ReservationSelect;

/** An amount as Prisma reads it (a Decimal) or as the driver does (its decimal text). */
type Amount = string | { toString(): string };

/** What a balance is computed from: `balanceSelect`'s row, or the same columns read through the driver. */
interface BalanceRow {
  status: string;
  currency: string;
  totalAmount: Amount | null;
  cancellationFee: Amount | null;
  departureDatetime: Date;
  payments: ReadonlyArray<{ amount: Amount; currency: string; status: BalancePayment["status"] }>;
  refunds: ReadonlyArray<{ amount: Amount; status: BalanceRefund["status"] }>;
}

export function balanceFromRow(row: BalanceRow): Balance {
  return balanceOf({
    currency: row.currency,
    status: row.status,
    totalCents: row.totalAmount === null ? null : toCents(row.totalAmount),
    cancellationFeeCents: row.cancellationFee === null ? null : toCents(row.cancellationFee),
    departure: row.departureDatetime,
    payments: row.payments.map((p) => ({ amountCents: toCents(p.amount), currency: p.currency, status: p.status })),
    refunds: row.refunds.map((r) => ({ amountCents: toCents(r.amount), status: r.status })),
  });
}

/** A balance as loaders hand it to a view: amounts as decimal text (the format helpers take them), dates kept. */
export type BalanceView = ReturnType<typeof balanceView>;

export function balanceView(b: Balance) {
  const text = (cents: number) => fromCents(cents);
  return {
    currency: b.currency as "TRY" | "USD" | "EUR",
    total: b.total === null ? null : text(b.total),
    owed: text(b.owed),
    paid: text(b.paid),
    refunded: text(b.refunded),
    refundPending: text(b.refundPending),
    pendingPayments: text(b.pendingPayments),
    net: text(b.net),
    due: text(b.due),
    credit: text(b.credit),
    deposit: text(b.deposit),
    depositDue: text(b.depositDue),
    balanceDueAt: b.balanceDueAt,
  };
}

/** One reservation's balance, or null when there is no such reservation. */
export async function reservationBalance(id: string, client: Tx = db()): Promise<Balance | null> {
  const row = await client.reservation.findUnique({ where: { id }, select: balanceSelect });
  return row ? balanceFromRow(row) : null;
}

/**
 * The balances of several reservations (a list page's rows, the dashboard's overdue flights), by reservation id.
 * `balanceSelect`'s columns, read straight through the driver (decision 031): through Prisma the same read is three
 * statements, each compiled and interpreted anew on every page.
 */
export async function balancesOf(ids: readonly string[]): Promise<Map<string, Balance>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [reservations, payments, refunds] = await Promise.all([
    sqlDb()
      .selectFrom("reservations")
      .select([
        "id",
        "status",
        "currency",
        "total_amount as totalAmount",
        "cancellation_fee as cancellationFee",
        "departure_datetime as departureDatetime",
      ])
      .where("id", "in", unique)
      .execute(),
    sqlDb()
      .selectFrom("payments")
      .select(["reservation_id as reservationId", "amount", "currency", "status"])
      .where("reservation_id", "in", unique)
      .execute(),
    sqlDb()
      .selectFrom("refunds")
      .select(["reservation_id as reservationId", "amount", "status"])
      .where("reservation_id", "in", unique)
      .execute(),
  ]);
  const byReservation = <T extends { reservationId: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) if (row.reservationId) map.set(row.reservationId, [...(map.get(row.reservationId) ?? []), row]);
    return map;
  };
  const paymentsOf = byReservation(payments);
  const refundsOf = byReservation(refunds);
  return new Map(
    reservations.map((row) => [
      row.id,
      balanceFromRow({ ...row, payments: paymentsOf.get(row.id) ?? [], refunds: refundsOf.get(row.id) ?? [] }),
    ]),
  );
}

/**
 * Locks a reservation's row until the transaction ends (`SELECT … FOR UPDATE`), so money written against it is
 * checked against a balance no other transaction is changing. Answers whether the row exists.
 */
export async function lockReservation(tx: Tx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await sqlDb(tx).selectFrom("reservations").select("id").where("id", "=", id).forUpdate().execute();
  return rows.length === 1;
}

/**
 * Everything a reservation's page shows about its money (staff, the customer, the PDF): the balance, the option's
 * deadline, whether the balance is overdue, and what cancelling now would cost by the policy (decision 042).
 */
export async function reservationMoney(id: string, now: Date = new Date()) {
  const row = await db().reservation.findUnique({ where: { id }, select: { ...balanceSelect, optionDeadline: true } });
  if (!row) return null;
  const balance = balanceFromRow(row);
  const terms = cancellationTerms(
    {
      status: row.status,
      departure: row.departureDatetime,
      totalCents: row.totalAmount === null ? null : toCents(row.totalAmount),
      netPaidCents: balance.net,
    },
    now,
  );
  return {
    balance: balanceView(balance),
    status: row.status,
    optionDeadline: row.status === "optional" ? row.optionDeadline : null,
    overdue: isOverdue(balance, row.status, now),
    cancellation: terms.allowed
      ? { allowed: true as const, percent: terms.percent, fee: fromCents(terms.feeCents), refund: fromCents(terms.refundCents) }
      : { allowed: false as const, reason: terms.reason },
  };
}
export type ReservationMoney = NonNullable<Awaited<ReturnType<typeof reservationMoney>>>;

/** How many overdue balances staff see at once (the oldest due date first). */
export const OVERDUE_LIST_LIMIT = 10;

/**
 * The confirmed flights past their balance's due date that may still owe money, oldest due date first, at most
 * `limit`: the database walks the (status, departure) index and, per flight, its payments and refunds by their
 * reservation index, and stops at the `limit`-th flight whose price is not covered by what was paid or is pending
 * less what was or is to be refunded. That is balanceOf's `due > 0` written as a filter, so the walk ends after a
 * few rows at any size (decision 059); balanceOf still decides each flight it returns.
 */
async function overdueCandidates(now: Date, limit: number): Promise<string[]> {
  const dueBy = new Date(now.getTime() + BALANCE_DUE_DAYS * 86_400_000);
  const rows = await sqlDb()
    .selectFrom("reservations as r")
    .select("r.id")
    .where("r.status", "=", "confirmed")
    .where("r.total_amount", ">", sql<string>`0`)
    .where("r.departure_datetime", "<=", dueBy)
    .where(({ eb, selectFrom, fn }) =>
      eb(
        sql`${eb.ref("r.total_amount")} + ${fn.coalesce(
          selectFrom("refunds as f")
            .select(({ fn: f }) => f.sum("f.amount").as("s"))
            .whereRef("f.reservation_id", "=", "r.id"),
          sql`0`,
        )}`,
        ">",
        fn.coalesce(
          selectFrom("payments as p")
            .select(({ fn: f }) => f.sum("p.amount").as("s"))
            .whereRef("p.reservation_id", "=", "r.id")
            .whereRef("p.currency", "=", "r.currency")
            .where("p.status", "in", [...RECEIVED_STATUSES, "pending"]),
          sql`0`,
        ),
      ),
    )
    .orderBy("r.departure_datetime", "asc")
    .orderBy("r.id", "asc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Confirmed flights whose balance is past its due date (the lead time before departure) and still owes money,
 * oldest due date first: what staff chase (the dashboard). Flights that already departed are included.
 */
export async function overdueBalances(now: Date = new Date(), limit = OVERDUE_LIST_LIMIT) {
  const ids = await overdueCandidates(now, limit);
  if (ids.length === 0) return [];
  // the balances and the lines' names, both through the driver (the dashboard reads them on every load)
  const [balances, found] = await Promise.all([
    balancesOf(ids),
    sqlDb()
      .selectFrom("reservations as r")
      .innerJoin("customers as c", "c.id", "r.customer_id")
      .innerJoin("routes as ro", "ro.id", "r.route_id")
      .select([
        "r.id",
        "r.status",
        "r.currency",
        "r.departure_datetime as departureDatetime",
        "c.first_name as firstName",
        "c.last_name as lastName",
        "ro.departure_city as from",
        "ro.arrival_city as to",
      ])
      .where("r.id", "in", ids)
      .execute(),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids
    .flatMap((id) => {
      const row = byId.get(id);
      const balance = balances.get(id);
      return row && balance ? [{ row, balance }] : [];
    })
    .filter(({ row, balance }) => isOverdue(balance, row.status, now))
    .map(({ row, balance }) => ({
      id: row.id,
      code: reservationCode(row.id),
      customer: `${row.firstName} ${row.lastName}`.trim(),
      from: row.from,
      to: row.to,
      departureDatetime: row.departureDatetime,
      dueAt: balance.balanceDueAt,
      due: fromCents(balance.due),
      currency: row.currency,
    }));
}
