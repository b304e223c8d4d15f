import type { Prisma } from "#app/generated/prisma/client";
import { allowedAdminActions, type EmptyLegAdminAction } from "#app/lib/domain/empty-leg-status";
import { formatPlaceAndIstanbul, formatPlaceDateTime, type Currency } from "#app/lib/format";
import { cappedPage, cappedTotal, LIST_COUNT_CAP, LIST_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { legSelect as publicLegSelect } from "#app/server/empty-legs/public-empty-legs.server";
import { isUuid } from "#app/lib/schemas/fields";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { LEG_ALERT_JOB } from "#app/server/empty-legs/leg-alerts.server";
import { legTimesIn, legZones, withLegTimes, type LegZones } from "#app/server/empty-legs/empty-leg-times.server";

/**
 * Empty legs: the admin moderation (approve → published, reject → deleted, withdraw → unpublished) and
 * the broker's own legs (create, edit and delete while unapproved). The state machine is
 * app/lib/domain/empty-leg-status.ts; here every change is a conditional write inside a transaction with
 * its audit row and e-mail, so a repeated or concurrent click changes nothing and gets a clear answer.
 *
 * Ownership: a broker's legs are those they created (`created_by` = the user, spec §7.4); `broker_id`
 * records the company at creation. A foreign or missing id answers "notFound".
 *
 * Here: the shared reads and staff's decisions; a broker's own legs are in broker-empty-legs.server.ts, the
 * broker's form posts in broker-empty-leg-forms.server.ts.
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_TABS = ["pending", "approved"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const legSelect = {
  ...publicLegSelect,
  approved: true,
  approvedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EmptyLegSelect;

/** A leg from Prisma (price as its Decimal) or from the driver (price as decimal text). */
type LegRow = Omit<Prisma.EmptyLegGetPayload<{ select: typeof legSelect }>, "price"> & { price: Prisma.Decimal | string | null };

/** A leg as the screens get it (price as a string, dates as Dates). */
export function view(row: LegRow) {
  return { ...row, price: row.price === null ? null : row.price.toString(), currency: row.currency as Currency };
}
export type EmptyLegView = ReturnType<typeof view>;

// ───────────── admin ─────────────

/**
 * The three tab counters in one statement, built and compiled once: every count stops at a cap, so the screen costs
 * the same at any size (decision 059) and the tabs then say "10.000+". A tab's count walks the page's own order, so
 * it reads the (approved, created_at, id) index alone; the count of all reads the primary key alone.
 */
const TAB_COUNTS = sqlDb()
  .selectNoFrom((eb) => {
    const capped = (approved: boolean | null) =>
      eb
        .selectFrom((inner) => {
          const legs = inner.selectFrom("empty_legs").select(sql.lit(1).as("one"));
          const tab = approved === null ? legs : legs.where("approved", "=", approved).orderBy("created_at", "desc").orderBy("id");
          return tab.limit(LIST_COUNT_TAKE).as("capped");
        })
        .select(sql<number>`count(*)::int`.as("n"));
    return [capped(false).as("pending"), capped(true).as("published"), capped(null).as("total")];
  })
  .$castTo<{ pending: number; published: number; total: number }>()
  .compile();

/** The staff list's filter: the tab, and the folded search text containing the query (LIKE-escaped). */
interface StaffLegFilter {
  approved: boolean;
  /** `containsFolded(q)?.contains`: already folded and escaped */
  contains: string | null;
}

function staffLegs(filter: StaffLegFilter) {
  const legs = sqlDb().selectFrom("empty_legs as l").where("l.approved", "=", filter.approved);
  return filter.contains === null ? legs : legs.where("l.search_text", "like", `%${filter.contains}%`);
}

/** How many legs a search finds, up to the cap, walking the page's own order (decision 059). */
async function countStaffLegs(filter: StaffLegFilter): Promise<number> {
  const row = await sqlDb()
    .selectFrom(
      staffLegs(filter).select(sql.lit(1).as("one")).orderBy("l.created_at", "desc").orderBy("l.id").limit(LIST_COUNT_TAKE).as("capped"),
    )
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * A page of the staff's list, newest first, in one statement straight to the driver (decision 061): the leg with its
 * creator's e-mail and its broker's name; the price is decimal text.
 */
async function staffLegPage(filter: StaffLegFilter, skip: number, take: number) {
  const rows = await staffLegs(filter)
    .innerJoin("users as u", "u.id", "l.created_by")
    .leftJoin("brokers as b", "b.id", "l.broker_id")
    .select([
      "l.id",
      "l.aircraft_type as aircraftType",
      "l.aircraft_model as aircraftModel",
      "l.operator_name as operatorName",
      "l.departure_airport as departureAirport",
      "l.arrival_airport as arrivalAirport",
      "l.departure_airport_code as departureAirportCode",
      "l.arrival_airport_code as arrivalAirportCode",
      "l.departure_datetime as departureDatetime",
      "l.arrival_datetime as arrivalDatetime",
      "l.price",
      "l.currency",
      "l.seat_capacity as seatCapacity",
      "l.notes",
      "l.approved",
      "l.approved_at as approvedAt",
      "l.created_at as createdAt",
      "l.updated_at as updatedAt",
      "u.email as creatorEmail",
      "b.name as brokerName",
    ])
    .orderBy("l.created_at", "desc")
    .orderBy("l.id")
    .offset(skip)
    .limit(take)
    .execute();
  return rows.map(({ creatorEmail, brokerName, ...leg }) => ({
    ...leg,
    creator: { email: creatorEmail },
    broker: brokerName === null ? null : { name: brokerName },
  }));
}

export async function adminEmptyLegPage(input: {
  tab: AdminTab;
  q: string;
  page: string | null;
  legId: string | null;
  rejectId: string | null;
}) {
  const filter: StaffLegFilter = { approved: input.tab === "approved", contains: containsFolded(input.q)?.contains ?? null };
  const [tabs, searched] = await Promise.all([
    sqlDb().executeQuery(TAB_COUNTS),
    // without a search the list is its tab, already counted
    filter.contains === null ? null : countStaffLegs(filter),
  ]);
  const { pending, published, total } = tabs.rows[0]!;
  const filtered = searched ?? (filter.approved ? published : pending);
  const { page, pages, skip, take, total: found, capped: foundCapped } = cappedPage(filtered, input.page, ADMIN_PAGE_SIZE);
  const [pendingCount, publishedCount, totalCount] = [pending, published, total].map((n) => cappedTotal(n, LIST_COUNT_CAP));
  const rows = await staffLegPage(filter, skip, take);
  const detailSelect = {
    ...legSelect,
    creator: { select: { email: true, profile: { select: { firstName: true, lastName: true } } } },
    broker: { select: { name: true, code: true } },
    approver: { select: { email: true } },
  } satisfies Prisma.EmptyLegSelect;
  const findOne = async (id: string | null) => {
    if (!id || !isUuid(id)) return null;
    const row = await db().emptyLeg.findUnique({ where: { id }, select: detailSelect });
    const [timed] = row ? await withLegTimes([row]) : [];
    return row && timed
      ? {
          ...view(row),
          departureTime: timed.departureTime,
          arrivalTime: timed.arrivalTime,
          brokerName: row.broker?.name ?? null,
          creatorEmail: row.creator.email,
          creatorName: row.creator.profile ? `${row.creator.profile.firstName} ${row.creator.profile.lastName}`.trim() : "",
          approverEmail: row.approver?.email ?? null,
          actions: allowedAdminActions(row),
        }
      : null;
  };
  const [detail, rejecting, timed] = await Promise.all([findOne(input.legId), findOne(input.rejectId), withLegTimes(rows)]);
  return {
    counts: { pending: pendingCount!.total, published: publishedCount!.total, total: totalCount!.total },
    /** which counts stopped at the cap (the screen adds "+") */
    countsCapped: { pending: pendingCount!.capped, published: publishedCount!.capped, total: totalCount!.capped },
    rows: timed.map((r) => ({
      ...view(r),
      departureTime: r.departureTime,
      arrivalTime: r.arrivalTime,
      brokerName: r.broker?.name ?? null,
      creatorEmail: r.creator.email,
      actions: allowedAdminActions(r),
    })),
    filtered: found,
    filteredCapped: foundCapped,
    page,
    pages,
    detail,
    rejecting: rejecting && rejecting.actions.includes("reject") ? rejecting : null,
  };
}

export type AdminOutcome = { ok: true } | { ok: false; reason: "notFound" | "alreadyDecided" };

interface ActorInput {
  id: string;
  actorId: string;
  ip?: string | null;
}

export const emailSelect = {
  ...legSelect,
  createdBy: true,
  brokerId: true,
  creator: { select: { email: true, disabledAt: true } },
} satisfies Prisma.EmptyLegSelect;
type EmailLeg = Prisma.EmptyLegGetPayload<{ select: typeof emailSelect }>;

export function routeText(leg: { departureAirport: string; arrivalAirport: string }) {
  return `${leg.departureAirport} → ${leg.arrivalAirport}`;
}

/**
 * A leg in one line of an e-mail, its departure at its airport ("… · 15.01.2027 13:00 CET"); for staff, who plan in
 * İstanbul, with İstanbul's time beside it ("… 13:00 CET (15:00 GMT+3)"). `zones` come from `legZones`, read before
 * the write's transaction.
 */
export function legSummary(
  leg: Pick<EmailLeg, "aircraftType" | "departureAirport" | "arrivalAirport" | "departureDatetime" | "arrivalDatetime">,
  zones: LegZones,
  reader: "staff" | "broker",
) {
  const { departureTime } = legTimesIn(leg, zones);
  const when = reader === "staff" ? formatPlaceAndIstanbul(departureTime) : formatPlaceDateTime(departureTime);
  return `${leg.aircraftType} · ${routeText(leg)} · ${when}`;
}

/** The zones of a leg's airports, read before a transaction (nothing is read beside a transaction's own connection). */
export async function zonesOfLeg(id: string): Promise<LegZones> {
  const row = await db().emptyLeg.findUnique({
    where: { id },
    select: { departureAirport: true, arrivalAirport: true, departureAirportCode: true, arrivalAirportCode: true },
  });
  return row ? (await legZones([row]))[0]! : { departure: null, arrival: null };
}

const DECISION_EMAIL = { approve: "emptyLegApproved", reject: "emptyLegRejected", withdraw: "emptyLegWithdrawn" } as const satisfies Record<
  EmptyLegAdminAction,
  string
>;

async function emailBroker(tx: Prisma.TransactionClient, leg: EmailLeg, action: EmptyLegAdminAction, zones: LegZones) {
  if (leg.creator.disabledAt) return;
  const mail = await composeEmail(DECISION_EMAIL[action], { route: routeText(leg), summary: legSummary(leg, zones, "broker") });
  await queueEmail({ to: leg.creator.email, ...mail, template: `empty-leg-${action}` }, tx);
}

/** Why a conditional write matched nothing: the leg is gone (or was never there) or it is in another state. */
async function missReason(tx: Prisma.TransactionClient, id: string): Promise<"notFound" | "alreadyDecided"> {
  const exists = await tx.emptyLeg.findUnique({ where: { id }, select: { id: true } });
  return exists ? "alreadyDecided" : "notFound";
}

export function auditable(leg: LegRow | EmailLeg) {
  const { creator: _creator, ...rest } = leg as EmailLeg;
  return { ...rest, price: leg.price === null ? null : leg.price.toString() };
}

/** pending → published. */
export async function approveEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  const zones = await zonesOfLeg(input.id);
  return db().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.emptyLeg.updateMany({
      where: { id: input.id, approved: false },
      data: { approved: true, approvedAt: now, approvedBy: input.actorId },
    });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    // the watches it matches hear about it from a job, queued in this transaction: no job if it rolls back (decision 027)
    await enqueueJob(LEG_ALERT_JOB, { legId: leg.id }, { tx });
    await audit(
      {
        actorId: input.actorId,
        action: "empty_leg.approve",
        entity: "empty_leg",
        entityId: leg.id,
        before: { approved: false },
        after: { approved: true, approvedAt: now, approvedBy: input.actorId },
        ip: input.ip,
      },
      tx,
    );
    await emailBroker(tx, leg, "approve", zones);
    return { ok: true } as const;
  });
}

/** published → pending. */
export async function withdrawEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  const zones = await zonesOfLeg(input.id);
  return db().$transaction(async (tx) => {
    const before = await tx.emptyLeg.findUnique({ where: { id: input.id }, select: { approvedAt: true, approvedBy: true } });
    const { count } = await tx.emptyLeg.updateMany({
      where: { id: input.id, approved: true },
      data: { approved: false, approvedAt: null, approvedBy: null },
    });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    await audit(
      {
        actorId: input.actorId,
        action: "empty_leg.withdraw",
        entity: "empty_leg",
        entityId: leg.id,
        before: { approved: true, ...before },
        after: { approved: false },
        ip: input.ip,
      },
      tx,
    );
    await emailBroker(tx, leg, "withdraw", zones);
    return { ok: true } as const;
  });
}

/** pending → deleted; the leg's data goes into the audit row. A published leg must be withdrawn first. */
export async function rejectEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  const zones = await zonesOfLeg(input.id);
  return db().$transaction(async (tx) => {
    // DELETE … RETURNING through a locked read: the row is locked, then deleted only while still pending
    const locked = await sqlDb(tx)
      .selectFrom("empty_legs")
      .select("id")
      .where("id", "=", input.id)
      .where("approved", "=", false)
      .forUpdate()
      .execute();
    if (locked.length !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    const { count } = await tx.emptyLeg.deleteMany({ where: { id: input.id, approved: false } });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    await audit(
      { actorId: input.actorId, action: "empty_leg.reject", entity: "empty_leg", entityId: leg.id, before: auditable(leg), ip: input.ip },
      tx,
    );
    await emailBroker(tx, leg, "reject", zones);
    return { ok: true } as const;
  });
}

export function adminAction(action: EmptyLegAdminAction, input: ActorInput) {
  if (action === "approve") return approveEmptyLeg(input);
  if (action === "withdraw") return withdrawEmptyLeg(input);
  return rejectEmptyLeg(input);
}
