import { Prisma } from "#app/generated/prisma/client";
import { type CustomerSegment } from "#app/lib/domain/customer";
import { phoneForStorage } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { staleRecord } from "#app/server/platform/service-error.server";
import { CustomerError, sharedSummary } from "./customers.server";

/**
 * Staff's changes to the customer book (spec §7.3, decision 019): add, edit (only over the version the form was
 * opened on), VIP on/off and KYC approved/revoked. Each writes its audit row in the same transaction, and a
 * customer's linked sign-in profile follows the record.
 */

// ───────────── changes ─────────────

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  segment: CustomerSegment;
  notes: string | null;
}

/** The record's columns from a parsed form (empty optional fields stored as null; no last name as ""). */
export function customerValues(v: {
  first_name: string;
  last_name?: string;
  email: string;
  phone?: string;
  company_name?: string;
  segment: CustomerSegment;
  notes?: string;
}): CustomerValues {
  return {
    firstName: v.first_name,
    lastName: v.last_name ?? "",
    email: v.email,
    phone: phoneForStorage(v.phone),
    companyName: v.company_name || null,
    segment: v.segment,
    notes: v.notes || null,
  };
}

/** The unique index on customers.email is the one check (also under concurrent adds): its violation is told next to the field. */
function emailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new CustomerError("emailTaken", "email");
  throw error;
}

export async function createCustomer(input: StaffInput & { values: CustomerValues }): Promise<{ id: string }> {
  try {
    return await db().$transaction(async (tx) => {
      const created = await tx.customer.create({ data: input.values, select: { id: true } });
      await audit(
        { actorId: input.actorId, action: "customer.create", entity: "customer", entityId: created.id, after: input.values, ip: input.ip },
        tx,
      );
      sharedSummary.invalidate();
      return created;
    });
  } catch (error) {
    return emailTaken(error);
  }
}

/** The linked sign-in profile carries the customer's name, phone and flags; its e-mail is the sign-in address and stays. */
async function syncProfile(
  tx: Prisma.TransactionClient,
  customerId: string,
  data: Prisma.UserProfileUpdateManyMutationInput,
  actor: StaffInput,
) {
  const profile = await tx.userProfile.findUnique({
    where: { customerId },
    select: { id: true, firstName: true, lastName: true, phone: true, segment: true, isVip: true, kycStatus: true },
  });
  if (!profile) return;
  const before = Object.fromEntries(Object.keys(data).map((k) => [k, profile[k as keyof typeof profile]]));
  if (Object.entries(data).every(([k, v]) => before[k] === v)) return;
  await tx.userProfile.update({ where: { id: profile.id }, data });
  await audit(
    { actorId: actor.actorId, action: "profile.sync", entity: "user_profile", entityId: profile.id, before, after: data, ip: actor.ip },
    tx,
  );
}

/**
 * Saves an edit if nobody changed the record since the form was opened (`version` = its updatedAt then);
 * otherwise staleRecord(). The audit row keeps only the fields that changed.
 */
export async function updateCustomer(input: StaffInput & { id: string; version: Date; values: CustomerValues }): Promise<void> {
  try {
    await db().$transaction(async (tx) => {
      const before = await tx.customer.findUnique({
        where: { id: input.id },
        select: { firstName: true, lastName: true, email: true, phone: true, companyName: true, segment: true, notes: true },
      });
      if (!before) throw new CustomerError("notFound");
      const changed = await tx.customer.updateMany({ where: { id: input.id, updatedAt: input.version }, data: input.values });
      if (changed.count === 0) throw staleRecord();
      const fields = (Object.keys(input.values) as Array<keyof CustomerValues>).filter((k) => before[k] !== input.values[k]);
      await audit(
        {
          actorId: input.actorId,
          action: "customer.update",
          entity: "customer",
          entityId: input.id,
          before: Object.fromEntries(fields.map((k) => [k, before[k]])),
          after: Object.fromEntries(fields.map((k) => [k, input.values[k]])),
          ip: input.ip,
        },
        tx,
      );
      await syncProfile(
        tx,
        input.id,
        { firstName: input.values.firstName, lastName: input.values.lastName, phone: input.values.phone, segment: input.values.segment },
        input,
      );
      sharedSummary.invalidate();
    });
  } catch (error) {
    emailTaken(error);
  }
}

const FLAG_COLUMN = { vip: "isVip", kyc: "kycStatus" } as const;
const FLAG_ACTION = {
  vip: { true: "customer.vip_on", false: "customer.vip_off" },
  kyc: { true: "customer.kyc_approve", false: "customer.kyc_revoke" },
} as const;

/**
 * Sets VIP or KYC to the value the person asked for: one conditional update (`where flag is not that value`),
 * so twenty parallel clicks change the record once and write one audit row; a repeat finds it already set
 * (`changed: false`) and does nothing. Throws notFound for an unknown customer.
 */
export async function setCustomerFlag(
  input: StaffInput & { id: string; flag: "vip" | "kyc"; value: boolean },
): Promise<{ changed: boolean }> {
  const column = FLAG_COLUMN[input.flag];
  return db().$transaction(async (tx) => {
    const result = await tx.customer.updateMany({
      where: { id: input.id, [column]: !input.value },
      data: { [column]: input.value },
    });
    if (result.count === 0) {
      const exists = await tx.customer.findUnique({ where: { id: input.id }, select: { id: true } });
      if (!exists) throw new CustomerError("notFound");
      return { changed: false };
    }
    await audit(
      {
        actorId: input.actorId,
        action: FLAG_ACTION[input.flag][String(input.value) as "true" | "false"],
        entity: "customer",
        entityId: input.id,
        before: { [column]: !input.value },
        after: { [column]: input.value },
        ip: input.ip,
      },
      tx,
    );
    await syncProfile(tx, input.id, { [column]: input.value }, input);
    sharedSummary.invalidate();
    return { changed: true };
  });
}
