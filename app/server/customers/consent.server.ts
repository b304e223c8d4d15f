import type { Prisma } from "#app/generated/prisma/client";
import {
  consentChanges,
  CONSENT_TEXT_VERSIONS,
  type ConsentAction,
  type ConsentPurpose,
  type ConsentSource,
} from "#app/lib/domain/consent";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb, type Expression } from "#app/server/platform/db/sql.server";

/**
 * The one owner of consent records (decision 056; the rule itself is app/lib/domain/consent.ts): they are only
 * ever appended, and a person's current state of a purpose is their latest record — for an account by its user id,
 * for a guest by the address. Every feature that records or reads consent comes here: the profile's checkbox, the
 * leg alerts (a watch is a consent to its alerts, its unsubscribe a withdrawal), the one-click withdrawal of the
 * marketing e-mails and the job that sends them (`marketingGranted` in its query).
 */
type Tx = Prisma.TransactionClient;

export interface ConsentSubject {
  userId?: string | null;
  customerId?: string | null;
  /** the address at the time of the record */
  email: string;
}

export interface ConsentState {
  action: ConsentAction;
  textVersion: string;
  source: ConsentSource;
  createdAt: Date;
}

const stateSelect = { action: true, textVersion: true, source: true, createdAt: true } as const;
const latestFirst: Prisma.ConsentRecordOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** An account's current state of a purpose (its latest record), or null: no record, no consent. */
export async function currentConsent(userId: string, purpose: ConsentPurpose, client: Tx | ReturnType<typeof db> = db()) {
  return client.consentRecord.findFirst({ where: { userId, purpose }, orderBy: latestFirst, select: stateSelect });
}

/** Whether the account's marketing consent is granted now. */
export async function marketingConsentGranted(userId: string, client?: Tx): Promise<boolean> {
  return (await currentConsent(userId, "marketing_offers", client))?.action === "granted";
}

/**
 * The SQL form of the rule for the marketing job's queries: the latest `marketing_offers` record of the account
 * whose id is `userId` is a grant (the index consent_records_user_latest_idx serves it). No record: false.
 */
export function marketingGranted(userId: Expression<string>) {
  return sql<boolean>`(SELECT c.action FROM consent_records c WHERE c.user_id = ${userId} AND c.purpose = 'marketing_offers'
    ORDER BY c.created_at DESC, c.id DESC LIMIT 1) = 'granted'`;
}

export interface RecordConsentInput {
  subject: ConsentSubject;
  purpose: ConsentPurpose;
  action: ConsentAction;
  source: ConsentSource;
  /** the version of the text the person was shown; the purpose's current one when omitted */
  textVersion?: string;
  ip: string | null;
  /**
   * Append only when it changes the account's state (the profile's checkbox, the one-click withdrawal): the
   * account's row is locked first, so two posts at once decide one after the other. Otherwise every call appends
   * (each leg watch is a consent of its own).
   */
  onlyIfChanged?: boolean;
}

/**
 * Appends a consent record in `tx`; answers whether one was written. The record is its own audit trail (who, what,
 * when, from where, which text): no audit_log row repeats it.
 */
export async function recordConsent(input: RecordConsentInput, tx: Tx): Promise<boolean> {
  const textVersion = input.textVersion ?? CONSENT_TEXT_VERSIONS[input.purpose];
  const userId = input.subject.userId?.toLowerCase() ?? null;
  if (input.onlyIfChanged && userId) {
    await sqlDb(tx).selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
    const latest = await currentConsent(userId, input.purpose, tx);
    if (!consentChanges(latest, input.action, textVersion)) return false;
  }
  await tx.consentRecord.create({
    data: {
      userId,
      customerId: input.subject.customerId ?? null,
      email: input.subject.email.toLowerCase().slice(0, 254),
      purpose: input.purpose,
      action: input.action,
      source: input.source,
      textVersion,
      ip: input.ip?.slice(0, 64) ?? null,
    },
    select: { id: true },
  });
  return true;
}

/** An account's records of a purpose, newest first (the profile shows them). */
export async function consentHistory(userId: string, purpose: ConsentPurpose, take = 20) {
  const rows = await db().consentRecord.findMany({
    where: { userId, purpose },
    orderBy: latestFirst,
    take,
    select: { id: true, action: true, source: true, textVersion: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, id: r.id.toString(), createdAt: r.createdAt.toISOString() }));
}

/** The subject of an account: its id, its customer record and its address now. */
export async function accountSubject(userId: string, client: Tx | ReturnType<typeof db> = db()): Promise<ConsentSubject | null> {
  const user = await client.user.findUnique({ where: { id: userId }, select: { email: true, profile: { select: { customerId: true } } } });
  return user ? { userId, customerId: user.profile?.customerId ?? null, email: user.email } : null;
}
