import type { Prisma } from "#app/generated/prisma/client";
import type { DataRequestKind, DataRequestState } from "#app/generated/prisma/enums";
import { dataRequestDueAt } from "#app/lib/domain/data-request";
import { formatDateTime } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import type { CorrectionRequestValue } from "#app/lib/schemas/data-rights";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";

/**
 * The KVKK requests' book (decision 055): the customer's correction requests, the record of each download, the
 * customer's own list, and staff's list. Erasure's own writes live in ./erasure.server.ts.
 */

export type Tx = Prisma.TransactionClient;

/** Who asks: the signed-in customer's account and customer record, and the address they asked from. */
export interface DataSubject {
  userId: string;
  customerId: string | null;
  ip: string | null;
  /** absolute base of the staff e-mail's link (PUBLIC_URL) */
  baseUrl: string;
}

export const DATA_REQUESTS_PAGE_SIZE = 25;
/** How many of their requests the customer's profile lists (newest first). */
export const CUSTOMER_REQUESTS_SHOWN = 20;

/** The name and address staff read in their e-mail, from the account's profile. */
export async function subjectContact(tx: Tx, userId: string) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, passwordHash: true, profile: { select: { firstName: true, lastName: true } } },
  });
  const name = `${user.profile?.firstName ?? ""} ${user.profile?.lastName ?? ""}`.trim();
  return { email: user.email, name: name || user.email, hasPassword: user.passwordHash !== null };
}

/** The staff e-mail about one request, written in the request's transaction. */
export async function mailStaffAboutRequest(
  tx: Tx,
  input: {
    kind: DataRequestKind;
    state: DataRequestState;
    customer: string;
    email: string;
    details: string | null;
    dueAt: Date;
    baseUrl: string;
    causedBy: string;
  },
) {
  const mail = await composeEmail("dataRequestStaff", {
    kind: await emailLine(`dataRequestStaff.kind.${input.kind}`),
    state: await emailLine(`dataRequestStaff.state.${input.state}`),
    customer: input.customer,
    email: input.email,
    details: input.details,
    due: formatDateTime(input.dueAt),
    link: `${input.baseUrl}/admin/data-requests?state=${input.state}&kind=${input.kind}`,
  });
  await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: "kvkk-request-staff", causedBy: input.causedBy }, tx);
}

/** A correction request: recorded open (due in 30 days), audited, staff told — all in one transaction. */
export async function requestCorrection(subject: DataSubject, value: Omit<CorrectionRequestValue, "intent">, now: Date = new Date()) {
  return db().$transaction(async (tx) => {
    const contact = await subjectContact(tx, subject.userId);
    const dueAt = dataRequestDueAt(now);
    const row = await tx.dataSubjectRequest.create({
      data: {
        userId: subject.userId,
        customerId: subject.customerId,
        kind: "correction",
        field: value.field,
        requestedValue: value.requested_value,
        details: value.details,
        dueAt,
        createdAt: now,
      },
      select: { id: true },
    });
    await audit(
      {
        actorId: subject.userId,
        action: "kvkk.correction_requested",
        entity: "data_subject_request",
        entityId: row.id,
        after: { field: value.field },
        ip: subject.ip,
      },
      tx,
    );
    const field = await emailLine(`dataRequestStaff.field.${value.field}`);
    await mailStaffAboutRequest(tx, {
      kind: "correction",
      state: "open",
      customer: contact.name,
      email: contact.email,
      details: `${field}: ${value.requested_value}${value.details ? `\n${value.details}` : ""}`,
      dueAt,
      baseUrl: subject.baseUrl,
      causedBy: subject.userId,
    });
    return row.id;
  });
}

/** The customer's own requests, newest first (the profile's list): only their account's. */
export async function customerDataRequests(userId: string) {
  return db().dataSubjectRequest.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: CUSTOMER_REQUESTS_SHOWN,
    select: {
      id: true,
      kind: true,
      state: true,
      field: true,
      requestedValue: true,
      blockers: true,
      dueAt: true,
      resolvedAt: true,
      staffNote: true,
      createdAt: true,
    },
  });
}
export type CustomerDataRequest = Awaited<ReturnType<typeof customerDataRequests>>[number];

export interface DataRequestListParams {
  state: DataRequestState | null;
  kind: DataRequestKind | null;
  page: string | null;
}

/** Staff's list: by due date (the most urgent first), filtered by state and kind, one page at a time. */
export async function listDataRequests(params: DataRequestListParams) {
  const where: Prisma.DataSubjectRequestWhereInput = {
    ...(params.state ? { state: params.state } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
  };
  const total = await db().dataSubjectRequest.count({ where });
  const window = paginate(total, params.page, DATA_REQUESTS_PAGE_SIZE);
  const rows = await db().dataSubjectRequest.findMany({
    where,
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      kind: true,
      state: true,
      field: true,
      requestedValue: true,
      details: true,
      blockers: true,
      dueAt: true,
      resolvedAt: true,
      staffNote: true,
      createdAt: true,
      customerId: true,
      customer: { select: { firstName: true, lastName: true, email: true } },
      user: { select: { email: true } },
      resolvedBy: { select: { email: true, profile: { select: { firstName: true, lastName: true } } } },
    },
  });
  return { rows, ...window };
}
export type StaffDataRequestRow = Awaited<ReturnType<typeof listDataRequests>>["rows"][number];

/** A download of the customer's data, recorded as an access request answered at once (in the export's transaction). */
export async function recordAccess(tx: Tx, subject: DataSubject, now: Date) {
  const row = await tx.dataSubjectRequest.create({
    data: {
      userId: subject.userId,
      customerId: subject.customerId,
      kind: "access",
      state: "completed",
      dueAt: dataRequestDueAt(now),
      resolvedAt: now,
      createdAt: now,
    },
    select: { id: true },
  });
  return row.id;
}
