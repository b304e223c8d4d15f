import { db } from "#app/server/platform/db/client.server";
import { audit } from "#app/server/platform/audit.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { anonymise, blockersOf } from "./erasure.server";

/**
 * Staff's answers to a KVKK request (decision 055, /admin/data-requests): complete it — a correction after staff
 * changed the data, an erasure by running the same anonymisation as the customer's own — or reject it with a
 * reason the customer reads. Each is a conditional update of an open request: of two staff answering at once, one
 * answers and the other is refused.
 */

export class DataRequestRefused extends ServiceError<"notFound" | "answered" | "stillBlocked"> {}

export interface StaffAnswer {
  actorId: string;
  ip: string | null;
  id: string;
  note: string | null;
}

export async function completeDataRequest(input: StaffAnswer, now: Date = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const request = await tx.dataSubjectRequest.findUnique({
      where: { id: input.id },
      select: { id: true, kind: true, state: true, userId: true, customerId: true },
    });
    if (!request) throw new DataRequestRefused("notFound", 404, "dataRights.errors.notFound");
    // the claim: only an open request moves, once
    const claimed = await tx.dataSubjectRequest.updateMany({
      where: { id: request.id, state: "open" },
      data: { state: "completed", resolvedAt: now, resolvedById: input.actorId, staffNote: input.note },
    });
    if (claimed.count !== 1) throw new DataRequestRefused("answered", 409, "dataRights.staff.alreadyAnswered");
    let after: Record<string, unknown> = { kind: request.kind, state: "completed" };
    if (request.kind === "erasure") {
      const customerIds = request.customerId ? [request.customerId] : [];
      const blockers = await blockersOf(tx, customerIds, now);
      if (blockers.length > 0) {
        throw new DataRequestRefused("stillBlocked", 409, "dataRights.staff.stillBlocked", undefined, {
          list: blockers.join(", "),
        });
      }
      const counts = await anonymise(tx, { userId: request.userId, customerId: request.customerId }, now);
      after = { ...after, by: "staff", ...counts };
      await audit(
        { actorId: input.actorId, action: "kvkk.erasure", entity: "data_subject_request", entityId: request.id, after, ip: input.ip },
        tx,
      );
    }
    await audit(
      {
        actorId: input.actorId,
        action: "kvkk.request_completed",
        entity: "data_subject_request",
        entityId: request.id,
        after,
        ip: input.ip,
      },
      tx,
    );
  });
}

export async function rejectDataRequest(input: StaffAnswer & { note: string }, now: Date = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const request = await tx.dataSubjectRequest.findUnique({ where: { id: input.id }, select: { id: true, kind: true } });
    if (!request) throw new DataRequestRefused("notFound", 404, "dataRights.errors.notFound");
    const claimed = await tx.dataSubjectRequest.updateMany({
      where: { id: request.id, state: "open" },
      data: { state: "rejected", resolvedAt: now, resolvedById: input.actorId, staffNote: input.note },
    });
    if (claimed.count !== 1) throw new DataRequestRefused("answered", 409, "dataRights.staff.alreadyAnswered");
    await audit(
      {
        actorId: input.actorId,
        action: "kvkk.request_rejected",
        entity: "data_subject_request",
        entityId: request.id,
        after: { kind: request.kind, state: "rejected", note: input.note },
        ip: input.ip,
      },
      tx,
    );
  });
}
