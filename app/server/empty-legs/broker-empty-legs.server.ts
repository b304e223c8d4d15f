import type { Prisma } from "#app/generated/prisma/client";
import { formatPrice, placeDateTimeInput, type AppLocale, type Currency } from "#app/lib/format";
import { type EmptyLegFormDefaults, type EmptyLegInput } from "#app/lib/schemas/empty-leg";
import { audit } from "#app/server/platform/audit.server";
import { type BrokerUser } from "#app/server/platform/auth/guard.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { STAFF_ROLES } from "#app/lib/domain/roles";
import { isUuid } from "#app/lib/schemas/fields";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { legFormZones, legZones, withLegTimes, type LegTimes } from "./empty-leg-times.server";
import { legSelect, view, type EmptyLegView, emailSelect, routeText, legSummary, auditable } from "./empty-legs.server";

/**
 * A broker's own empty legs (/broker/empty-legs): the list, one leg, create, update and delete while it waits for
 * staff, each with its audit row and the staff's e-mail in one transaction.
 */

// ───────────── broker ─────────────

/**
 * The form's prefill for an existing leg: each date-time at its airport (trimmed to minutes), so saving it unchanged
 * keeps the instant (decision 043).
 */
export function formDefaults(leg: EmptyLegView, times: LegTimes): EmptyLegFormDefaults {
  return {
    aircraft_type: leg.aircraftType,
    aircraft_model: leg.aircraftModel ?? "",
    operator_name: leg.operatorName ?? "",
    departure_airport: leg.departureAirport,
    arrival_airport: leg.arrivalAirport,
    departure_datetime: placeDateTimeInput(times.departureTime),
    arrival_datetime: placeDateTimeInput(times.arrivalTime),
    price: leg.price === null ? "" : leg.price.replace(/\.00$/, "").replace(".", ","),
    currency: leg.currency,
    seat_capacity: leg.seatCapacity === null ? "" : String(leg.seatCapacity),
    notes: leg.notes ?? "",
  };
}

export const BROKER_LIST_LIMIT = 200;

/** Legs with their times at their airports, and what their edit forms show (values, and whose clock each time is on). */
export async function withFormState(legs: EmptyLegView[], locale: AppLocale) {
  const [timed, zones] = await Promise.all([withLegTimes(legs), legFormZones(legs, locale)]);
  return timed.map((leg, i) => ({ ...leg, defaults: formDefaults(leg, leg), zones: zones[i]! }));
}

/** The broker's own legs, newest first, each with its times at its airports and its edit form's state. */
export async function brokerEmptyLegs(user: BrokerUser, locale: AppLocale) {
  const rows = await db().emptyLeg.findMany({
    where: { createdBy: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: BROKER_LIST_LIMIT,
    select: legSelect,
  });
  return withFormState(rows.map(view), locale);
}

/** One of the broker's own legs, or null (a foreign id looks exactly like a missing one). */
export async function brokerEmptyLeg(user: BrokerUser, id: string) {
  if (!isUuid(id)) return null;
  const row = await db().emptyLeg.findFirst({ where: { id, createdBy: user.id }, select: legSelect });
  return row ? view(row) : null;
}

export type BrokerOutcome = { ok: true; id: string } | { ok: false; reason: "notFound" | "approved" };

async function staffRecipients(tx: Prisma.TransactionClient) {
  const staff = await tx.user.findMany({
    where: { disabledAt: null, profile: { role: { in: [...STAFF_ROLES] } } },
    select: { email: true },
    orderBy: { email: "asc" },
    take: 50,
  });
  return staff.map((s) => s.email);
}

function priceText(leg: { price: string | null; currency: Currency }) {
  return leg.price === null ? "Fiyat belirtilmemiş" : formatPrice(leg.price, leg.currency);
}

export async function createEmptyLeg(input: {
  user: BrokerUser;
  value: EmptyLegInput;
  ip?: string | null;
  baseUrl: string;
}): Promise<BrokerOutcome> {
  const { user, value } = input;
  const [zones] = await legZones([value]);
  return db().$transaction(async (tx) => {
    // only the form's own fields, plus the owner and approved=false set here
    const leg = await tx.emptyLeg.create({
      data: { ...value, approved: false, createdBy: user.id, brokerId: user.profile.brokerId },
      select: emailSelect,
    });
    await audit(
      { actorId: user.id, action: "empty_leg.create", entity: "empty_leg", entityId: leg.id, after: auditable(leg), ip: input.ip },
      tx,
    );
    const summary = `${legSummary(leg, zones!, "staff")} · ${priceText({ price: value.price, currency: value.currency })}`;
    const link = `${input.baseUrl}/admin/empty-legs?leg=${leg.id}`;
    const mail = await composeEmail("emptyLegAwaitingApproval", { route: routeText(leg), broker: user.email, summary, link });
    for (const to of await staffRecipients(tx)) {
      await queueEmail({ to, ...mail, template: "empty-leg-awaiting-approval" }, tx);
    }
    return { ok: true, id: leg.id } as const;
  });
}

async function brokerMiss(tx: Prisma.TransactionClient, user: BrokerUser, id: string): Promise<"notFound" | "approved"> {
  const own = await tx.emptyLeg.findFirst({ where: { id, createdBy: user.id }, select: { id: true } });
  return own ? "approved" : "notFound";
}

/** Edits the broker's own unapproved leg; it stays unapproved. */
export async function updateEmptyLeg(input: {
  user: BrokerUser;
  id: string;
  value: EmptyLegInput;
  ip?: string | null;
}): Promise<BrokerOutcome> {
  const { user, id, value } = input;
  if (!isUuid(id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const before = await tx.emptyLeg.findFirst({ where: { id, createdBy: user.id, approved: false }, select: legSelect });
    const { count } = await tx.emptyLeg.updateMany({
      where: { id, createdBy: user.id, approved: false },
      data: { ...value, approved: false },
    });
    if (count !== 1 || !before) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    await audit(
      {
        actorId: user.id,
        action: "empty_leg.update",
        entity: "empty_leg",
        entityId: id,
        before: auditable(before),
        after: { ...value, price: value.price },
        ip: input.ip,
      },
      tx,
    );
    return { ok: true, id } as const;
  });
}

/** Deletes the broker's own unapproved leg. */
export async function deleteEmptyLeg(input: { user: BrokerUser; id: string; ip?: string | null }): Promise<BrokerOutcome> {
  const { user, id } = input;
  if (!isUuid(id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const locked = await sqlDb(tx)
      .selectFrom("empty_legs")
      .select("id")
      .where("id", "=", id)
      .where("created_by", "=", user.id)
      .where("approved", "=", false)
      .forUpdate()
      .execute();
    if (locked.length !== 1) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    const before = await tx.emptyLeg.findUniqueOrThrow({ where: { id }, select: legSelect });
    const { count } = await tx.emptyLeg.deleteMany({ where: { id, createdBy: user.id, approved: false } });
    if (count !== 1) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    await audit(
      { actorId: user.id, action: "empty_leg.delete", entity: "empty_leg", entityId: id, before: auditable(before), ip: input.ip },
      tx,
    );
    return { ok: true, id } as const;
  });
}
