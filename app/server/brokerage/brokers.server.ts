import type { Prisma } from "#app/generated/prisma/client";
import type { BrokerState } from "#app/lib/domain/broker-status";
import { paginate } from "#app/lib/list-params";
import { escapeLike } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { checkBrokerEndpoint } from "#app/server/brokerage/endpoint-guard.server";
import { encryptApiKey } from "#app/server/brokerage/broker-secret.server";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { isUniqueViolation, sqlState } from "#app/server/platform/db/errors.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { ServiceError, staleRecord } from "#app/server/platform/service-error.server";

/**
 * Partner brokers for staff (/admin/brokers, spec §2.12, §7.3): the cards, the searchable list, add and edit
 * (the API key is write-only and stored encrypted, see broker-secret.server.ts), activate and deactivate,
 * and delete when nothing refers to the broker. Every change is a conditional write with its audit row in
 * one transaction. Also the staff notice of a broker self sign-up (decision 021).
 */
export const BROKERS_PAGE_SIZE = 25;

export type BrokerErrorCode = "notFound" | "codeTaken" | "alreadyChanged" | "inUse" | "apiKeyMissing" | "endpointInternal";

const FIELD_ERRORS: ReadonlySet<BrokerErrorCode> = new Set(["codeTaken", "apiKeyMissing", "endpointInternal"]);

export class BrokerError extends ServiceError<BrokerErrorCode> {
  constructor(code: BrokerErrorCode, field?: string) {
    super(code, code === "notFound" ? 404 : FIELD_ERRORS.has(code) ? 400 : 409, `brokers.errors.${code}`, field);
    this.name = "BrokerError";
  }
}

export interface BrokerListParams {
  q: string;
  state: BrokerState | null;
  page: string | null;
}

function brokerWhere(params: Pick<BrokerListParams, "q" | "state">): Prisma.BrokerWhereInput {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: [
      ...words.map((word) => ({
        OR: [
          { name: { contains: escapeLike(word), mode: "insensitive" as const } },
          { code: { contains: escapeLike(word.toUpperCase()) } },
        ],
      })),
      ...(params.state ? [{ isActive: params.state === "active" }] : []),
    ],
  };
}

/** What a screen may know about a broker: never the key itself, only whether one is stored. */
const rowSelect = {
  id: true,
  name: true,
  code: true,
  apiEndpoint: true,
  apiKeyRequired: true,
  apiKey: true,
  rateLimitPerMinute: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  lastSyncedAt: true,
  lastSyncError: true,
} satisfies Prisma.BrokerSelect;

type StoredRow = Prisma.BrokerGetPayload<{ select: typeof rowSelect }>;

function toRow({ apiKey, ...row }: StoredRow) {
  return { ...row, hasApiKey: apiKey !== null, version: row.updatedAt.toISOString() };
}

export type BrokerRow = ReturnType<typeof toRow>;

export async function listBrokers(params: BrokerListParams) {
  const where = brokerWhere(params);
  const total = await db().broker.count({ where });
  const window = paginate(total, params.page, BROKERS_PAGE_SIZE);
  const rows = await db().broker.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: rowSelect,
  });
  // the users of just these brokers (decision 011: no relation _count in a list), straight to the driver (decision 061)
  const users = rows.length
    ? await sqlDb()
        .selectFrom("user_profiles")
        .select(["broker_id as brokerId", sql<number>`count(*)::int`.as("n")])
        .where(
          "broker_id",
          "in",
          rows.map((r) => r.id),
        )
        .groupBy("broker_id")
        .execute()
    : [];
  const userCount = new Map(users.map((u) => [u.brokerId, u.n]));
  return { rows: rows.map((r) => ({ ...toRow(r), users: userCount.get(r.id) ?? 0 })), ...window };
}

/** Spec §2.12 cards: total, active, disabled, and the requests per minute the active brokers allow in all. */
export async function brokerSummary() {
  // one statement straight to the driver (decision 061): the screen reads it on every view
  const { total, active, activeRateLimit } = await sqlDb()
    .selectFrom("brokers")
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`(count(*) filter (where is_active))::int`.as("active"),
      sql<number>`coalesce(sum(rate_limit_per_minute) filter (where is_active), 0)::int`.as("activeRateLimit"),
    ])
    .executeTakeFirstOrThrow();
  return { total, active, inactive: total - active, activeRateLimit };
}

export async function brokerForScreen(id: string): Promise<BrokerRow | null> {
  const row = await db().broker.findUnique({ where: { id }, select: rowSelect });
  return row ? toRow(row) : null;
}

/** What refers to a broker (a delete is refused while any does). */
export async function brokerReferences(
  id: string,
  client: Pick<Prisma.TransactionClient, "brokerQuote" | "emptyLeg" | "userProfile"> = db(),
) {
  const [quotes, legs, users] = await Promise.all([
    client.brokerQuote.count({ where: { brokerId: id } }),
    client.emptyLeg.count({ where: { brokerId: id } }),
    client.userProfile.count({ where: { brokerId: id } }),
  ]);
  return { quotes, legs, users, any: quotes + legs + users > 0 };
}

// ───────────── changes ─────────────

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

export interface BrokerValues {
  name: string;
  code: string;
  apiEndpoint: string | null;
  apiKeyRequired: boolean;
  /** a new key, or undefined to keep (edit) / have none (add) */
  apiKey?: string;
  rateLimitPerMinute: number;
  isActive: boolean;
}

/** What the audit row may record: never the key, only whether it changed. */
function auditable(values: BrokerValues) {
  const { apiKey, ...rest } = values;
  return { ...rest, apiKeySet: apiKey !== undefined };
}

/** An endpoint on this machine or its network is refused before anything is written (decision 052). */
async function refuseInternalEndpoint(endpoint: string | null) {
  if (endpoint && (await checkBrokerEndpoint(endpoint)) === "internal") throw new BrokerError("endpointInternal", "api_endpoint");
}

export async function createBroker(input: StaffInput & { values: BrokerValues }): Promise<{ id: string }> {
  const v = input.values;
  await refuseInternalEndpoint(v.apiEndpoint);
  try {
    return await db().$transaction(async (tx) => {
      const broker = await tx.broker.create({
        data: {
          name: v.name,
          code: v.code,
          apiEndpoint: v.apiEndpoint,
          apiKeyRequired: v.apiKeyRequired,
          apiKey: v.apiKey ? encryptApiKey(v.apiKey) : null,
          rateLimitPerMinute: v.rateLimitPerMinute,
          isActive: v.isActive,
        },
        select: { id: true },
      });
      await audit(
        { actorId: input.actorId, action: "broker.create", entity: "broker", entityId: broker.id, after: auditable(v), ip: input.ip },
        tx,
      );
      return broker;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BrokerError("codeTaken", "code");
    throw error;
  }
}

/**
 * Saves an edit made on the version the form was opened on; a change in between answers staleRecord().
 * An empty key keeps the stored one; `clearApiKey` removes it.
 */
export async function updateBroker(
  input: StaffInput & { id: string; version: Date; values: BrokerValues; clearApiKey: boolean },
): Promise<void> {
  const v = input.values;
  await refuseInternalEndpoint(v.apiEndpoint);
  try {
    await db().$transaction(async (tx) => {
      const before = await tx.broker.findUnique({ where: { id: input.id }, select: rowSelect });
      if (!before) throw new BrokerError("notFound");
      const keyAfter = v.apiKey !== undefined ? "new" : input.clearApiKey ? "none" : before.apiKey ? "kept" : "none";
      if (v.apiKeyRequired && v.apiEndpoint && keyAfter === "none") throw new BrokerError("apiKeyMissing", "api_key");
      const changed = await tx.broker.updateMany({
        where: { id: input.id, updatedAt: input.version },
        data: {
          name: v.name,
          code: v.code,
          apiEndpoint: v.apiEndpoint,
          apiKeyRequired: v.apiKeyRequired,
          rateLimitPerMinute: v.rateLimitPerMinute,
          isActive: v.isActive,
          ...(keyAfter === "new" ? { apiKey: encryptApiKey(v.apiKey!) } : keyAfter === "none" ? { apiKey: null } : {}),
        },
      });
      if (changed.count !== 1) throw staleRecord();
      const { apiKey: _key, ...beforeShown } = before;
      await audit(
        {
          actorId: input.actorId,
          action: "broker.update",
          entity: "broker",
          entityId: input.id,
          before: { ...beforeShown, hasApiKey: before.apiKey !== null },
          after: { ...auditable(v), apiKey: keyAfter },
          ip: input.ip,
        },
        tx,
      );
      if (v.isActive && !before.isActive) await notifyActivation(tx, input.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BrokerError("codeTaken", "code");
    throw error;
  }
}

/** Activates or deactivates: one conditional update, so of twenty parallel clicks one changes it. */
export async function setBrokerActive(input: StaffInput & { id: string; active: boolean }): Promise<void> {
  await db().$transaction(async (tx) => {
    const changed = await tx.broker.updateMany({ where: { id: input.id, isActive: !input.active }, data: { isActive: input.active } });
    if (changed.count !== 1) {
      const exists = await tx.broker.findUnique({ where: { id: input.id }, select: { id: true } });
      throw new BrokerError(exists ? "alreadyChanged" : "notFound");
    }
    await audit(
      {
        actorId: input.actorId,
        action: input.active ? "broker.activate" : "broker.deactivate",
        entity: "broker",
        entityId: input.id,
        before: { isActive: !input.active },
        after: { isActive: input.active },
        ip: input.ip,
      },
      tx,
    );
    if (input.active) await notifyActivation(tx, input.id);
  });
}

/** Deletes a broker nothing refers to; otherwise refuses (the screen offers deactivation instead). */
export async function deleteBroker(input: StaffInput & { id: string }): Promise<void> {
  try {
    await db().$transaction(async (tx) => {
      const broker = await tx.broker.findUnique({ where: { id: input.id }, select: { id: true, name: true, code: true } });
      if (!broker) throw new BrokerError("notFound");
      if ((await brokerReferences(input.id, tx)).any) throw new BrokerError("inUse");
      const deleted = await tx.broker.deleteMany({ where: { id: input.id } });
      if (deleted.count !== 1) throw new BrokerError("notFound");
      await audit(
        { actorId: input.actorId, action: "broker.delete", entity: "broker", entityId: input.id, before: broker, ip: input.ip },
        tx,
      );
    });
  } catch (error) {
    // a quote written between the check and the delete (foreign key RESTRICT)
    if (sqlState(error) === "23503") throw new BrokerError("inUse");
    throw error;
  }
}

// ───────────── vetting (decision 021) ─────────────

async function adminRecipients(tx: Prisma.TransactionClient) {
  const admins = await tx.user.findMany({
    where: { disabledAt: null, profile: { role: "admin" } },
    select: { email: true },
    orderBy: { email: "asc" },
    take: 50,
  });
  return admins.map((a) => a.email);
}

/** Tells every admin (outbox) that a broker signed up and waits for approval. */
export async function notifyBrokerSignup(
  tx: Prisma.TransactionClient,
  input: { broker: { id: string; name: string; code: string }; name: string; email: string; baseUrl: string },
) {
  const mail = await composeEmail("brokerSignupPending", {
    company: input.broker.name,
    code: input.broker.code,
    name: input.name,
    email: input.email,
    link: `${input.baseUrl}/admin/brokers?state=inactive&q=${encodeURIComponent(input.broker.code)}`,
  });
  for (const to of await adminRecipients(tx)) await queueEmail({ to, ...mail, template: "broker-signup-pending" }, tx);
}

/** Tells the broker's users that their company was approved (outbox). */
async function notifyActivation(tx: Prisma.TransactionClient, brokerId: string) {
  const broker = await tx.broker.findUnique({
    where: { id: brokerId },
    select: { name: true, profiles: { select: { firstName: true, email: true }, take: 20 } },
  });
  if (!broker) return;
  for (const p of broker.profiles) {
    const mail = await composeEmail("brokerActivated", { name: p.firstName, company: broker.name, link: `${publicBaseUrl()}/broker` });
    await queueEmail({ to: p.email, ...mail, template: "broker-activated" }, tx);
  }
}
