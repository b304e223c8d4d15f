import type { Prisma } from "#app/generated/prisma/client";
import type { DataRequestKind, DataRequestState } from "#app/generated/prisma/enums";
import { dataRequestDueAt } from "#app/lib/domain/data-request";
import { formatDateTime } from "#app/lib/format";
import { cappedTotal, paginate, SEARCH_COUNT_TAKE } from "#app/lib/list-params";
import type { CorrectionRequestValue } from "#app/lib/schemas/data-rights";
import { searchWords } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
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
  /** the search box: each word in the customer's name or e-mail (folded as the customer book folds it) */
  q: string;
  state: DataRequestState | null;
  kind: DataRequestKind | null;
  page: string | null;
}

const staffRowSelect = {
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
} satisfies Prisma.DataSubjectRequestSelect;

/**
 * The requests a search matches, as SQL the indexes can drive: every word in the customer record's folded name,
 * e-mail or company (the customer book's words, `searchWords`, on its trigram index, then the requests' customer_id
 * index), or — for a request of an account not linked to a customer record yet, which the list shows by its
 * sign-in address — in that address (the partial index of such requests). Written as Prisma's relation filters,
 * the same OR joined every request to its customer and account and read both tables whole.
 */
function searchedRequests(words: string[], params: DataRequestListParams) {
  const byCustomer = sqlDb()
    .selectFrom("data_subject_requests as r")
    .innerJoin("customers as c", "c.id", "r.customer_id")
    .select(["r.id", "r.due_at"])
    .where((eb) => eb.and(words.map((word) => eb("c.search_text", "like", `%${word}%`))))
    .$if(params.state !== null, (qb) => qb.where("r.state", "=", params.state!))
    .$if(params.kind !== null, (qb) => qb.where("r.kind", "=", params.kind!));
  const byAccount = sqlDb()
    .selectFrom("data_subject_requests as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["r.id", "r.due_at"])
    .where("r.customer_id", "is", null)
    .where((eb) => eb.and(words.map((word) => eb("u.email", "like", `%${word}%`))))
    .$if(params.state !== null, (qb) => qb.where("r.state", "=", params.state!))
    .$if(params.kind !== null, (qb) => qb.where("r.kind", "=", params.kind!));
  return byCustomer.unionAll(byAccount);
}

/**
 * Staff's list: by due date (the most urgent first), filtered by state and kind, searched by customer, one page at
 * a time. A search counts at most SEARCH_COUNT_TAKE matches (decision 028: "1000+" then asks for a narrower one),
 * sorts them by due date and reads the page's rows by id.
 */
export async function listDataRequests(params: DataRequestListParams) {
  const words = searchWords(params.q);
  if (words.length === 0) {
    const where: Prisma.DataSubjectRequestWhereInput = {
      ...(params.state ? { state: params.state } : {}),
      ...(params.kind ? { kind: params.kind } : {}),
    };
    const window = paginate(await db().dataSubjectRequest.count({ where }), params.page, DATA_REQUESTS_PAGE_SIZE);
    const rows = await db().dataSubjectRequest.findMany({
      where,
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      skip: window.skip,
      take: window.take,
      select: staffRowSelect,
    });
    return { rows, ...window, capped: false };
  }
  const counted = await sqlDb()
    .selectFrom(searchedRequests(words, params).limit(SEARCH_COUNT_TAKE).as("m"))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
    .executeTakeFirstOrThrow();
  const { total, capped } = cappedTotal(counted.n);
  const window = paginate(total, params.page, DATA_REQUESTS_PAGE_SIZE);
  const ids = await searchedRequests(words, params).orderBy("due_at").orderBy("id").limit(window.take).offset(window.skip).execute();
  const byId = new Map(
    (await db().dataSubjectRequest.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: staffRowSelect })).map((r) => [r.id, r]),
  );
  const rows = ids.flatMap((r) => byId.get(r.id) ?? []);
  return { rows, ...window, capped };
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
