import type { Prisma } from "#app/generated/prisma/client";
import { db } from "#app/server/platform/db/client.server";

/** Writes one audit_log row; pass the transaction client so the row commits with the change it records. */
export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

type Client = Pick<Prisma.TransactionClient, "auditLog">;

function json(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v))) as Prisma.InputJsonValue;
}

export async function audit(entry: AuditEntry, client: Client = db()) {
  await client.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: json(entry.before),
      after: json(entry.after),
      ip: entry.ip?.slice(0, 64) ?? null,
    },
  });
}
