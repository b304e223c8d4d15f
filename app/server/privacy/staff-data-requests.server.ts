import type { DataRequestKind } from "#app/lib/domain/data-request";
import { formatDate } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { audit } from "#app/server/platform/audit.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { subjectContact, type Tx } from "./data-requests.server";
import { anonymise, blockersOf, isErasedEmail } from "./erasure.server";

/**
 * Staff's answers to a KVKK request (decision 055, /admin/data-requests): complete it — a correction after staff
 * changed the data, an erasure by running the same anonymisation as the customer's own — or reject it with a
 * reason the customer reads. Each is a conditional update of an open request: of two staff answering at once, one
 * answers and the other is refused. The customer's e-mail with the outcome is queued in the same transaction, so
 * a refused answer sends nothing.
 */

export class DataRequestRefused extends ServiceError<"notFound" | "answered" | "stillBlocked"> {}

export interface StaffAnswer {
  actorId: string;
  ip: string | null;
  id: string;
  note: string | null;
}

const requestSelect = { id: true, kind: true, userId: true, customerId: true, createdAt: true } as const;
type AnsweredRequest = { id: string; kind: DataRequestKind; userId: string | null; customerId: string | null; createdAt: Date };

/** Who reads the answer: the account that asked (its name and address), else the customer record; null when erased. */
async function answerRecipient(tx: Tx, request: AnsweredRequest): Promise<{ email: string; name: string } | null> {
  let contact: { email: string; name: string } | null = null;
  if (request.userId) contact = await subjectContact(tx, request.userId);
  else if (request.customerId) {
    const c = await tx.customer.findUnique({ where: { id: request.customerId }, select: { email: true, firstName: true, lastName: true } });
    if (c) contact = { email: c.email, name: `${c.firstName} ${c.lastName}`.trim() || c.email };
  }
  return contact && !isErasedEmail(contact.email) ? contact : null;
}

/**
 * The customer's e-mail about staff's answer (KVKK article 13: the answer is given in writing), in the answer's
 * transaction. After a completed erasure it names nobody and links to the privacy notice, not to the closed account.
 * `causedBy` is the account that asked: decision 049 holds it for an unverified account, even once erased.
 */
async function mailCustomerAboutAnswer(
  tx: Tx,
  request: AnsweredRequest,
  recipient: { email: string; name: string } | null,
  state: "completed" | "rejected",
  note: string | null,
) {
  if (!recipient) return;
  const erased = request.kind === "erasure" && state === "completed";
  const outcome =
    state === "rejected"
      ? "rejected"
      : request.kind === "erasure"
        ? "erasureCompleted"
        : request.kind === "correction"
          ? "correctionCompleted"
          : "completed";
  const base = publicBaseUrl();
  const mail = await composeEmail("dataRequestAnswered", {
    greeting: erased
      ? await emailLine("dataRequestAnswered.greetingAnonymous")
      : await emailLine("dataRequestAnswered.greeting", { name: recipient.name }),
    kind: await emailLine(`dataRequestStaff.kind.${request.kind}`),
    state: await emailLine(`dataRequestStaff.state.${state}`),
    date: formatDate(request.createdAt),
    outcome: await emailLine(`dataRequestAnswered.outcome.${outcome}`),
    note,
    linkLine: erased
      ? await emailLine("dataRequestAnswered.linkPrivacy", { link: `${base}/gizlilik` })
      : await emailLine("dataRequestAnswered.linkProfile", { link: `${base}/dashboard/profile` }),
  });
  await queueEmail(
    { to: recipient.email, ...mail, template: `kvkk-request-${state}`, ...(request.userId ? { causedBy: request.userId } : {}) },
    tx,
  );
}

export async function completeDataRequest(input: StaffAnswer, now: Date = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const request = await tx.dataSubjectRequest.findUnique({ where: { id: input.id }, select: requestSelect });
    if (!request) throw new DataRequestRefused("notFound", 404, "dataRights.errors.notFound");
    // the claim: only an open request moves, once
    const claimed = await tx.dataSubjectRequest.updateMany({
      where: { id: request.id, state: "open" },
      data: { state: "completed", resolvedAt: now, resolvedById: input.actorId, staffNote: input.note },
    });
    if (claimed.count !== 1) throw new DataRequestRefused("answered", 409, "dataRights.staff.alreadyAnswered");
    // read before an erasure replaces the address; the e-mail is queued after it, so the erasure does not cancel it
    const recipient = await answerRecipient(tx, request);
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
    await mailCustomerAboutAnswer(tx, request, recipient, "completed", input.note);
  });
}

export async function rejectDataRequest(input: StaffAnswer & { note: string }, now: Date = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const request = await tx.dataSubjectRequest.findUnique({ where: { id: input.id }, select: requestSelect });
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
    await mailCustomerAboutAnswer(tx, request, await answerRecipient(tx, request), "rejected", input.note);
  });
}
