import type { Prisma } from "#app/generated/prisma/client";
import type { ConciergeSide } from "#app/generated/prisma/enums";
import { STAFF_ROLES } from "#app/lib/domain/roles";
import { conciergeBody } from "#app/lib/schemas/concierge";
import { isUuid } from "#app/lib/schemas/fields";
import { fold } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { checkCustomerLimit } from "./customer-limits.server";

/**
 * The concierge thread between a customer and staff (decision 024). One conversation per customer account,
 * created by its first message. Every write — the message, the conversation's inbox fields, its audit row
 * and the e-mail to the other side — commits in one transaction. Reads are scoped by the caller's identity:
 * a customer only ever reaches their own conversation; a foreign conversation or message id is a 404.
 */

type Tx = Prisma.TransactionClient;

export const THREAD_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 20;
const PREVIEW_LENGTH = 200;

export const notFound = () => new ServiceError("notFound", 404, "concierge.errors.notFound");

/** The body as stored (line breaks normalised, trimmed), or a 400 next to the `body` field. */
function checkedBody(body: string): string {
  const parsed = conciergeBody().safeParse(body);
  if (!parsed.success)
    throw new ServiceError("invalidBody", 400, parsed.error.issues[0]?.message ?? "concierge.validation.bodyInvalid", "body");
  return parsed.data;
}

function preview(body: string) {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

export function fullName(p: { firstName: string; lastName: string } | null | undefined) {
  return p ? `${p.firstName} ${p.lastName}`.trim() : "";
}

/** Active admin and operations accounts: who can be assigned and who hears about an unassigned thread. */
export async function staffMembers(client: Pick<Tx, "user"> = db()) {
  const rows = await client.user.findMany({
    where: { disabledAt: null, profile: { role: { in: [...STAFF_ROLES] } } },
    select: { id: true, email: true, profile: { select: { firstName: true, lastName: true } } },
    orderBy: [{ profile: { firstName: "asc" } }, { email: "asc" }],
    take: 500,
  });
  return rows.map((r) => ({ id: r.id, email: r.email, name: fullName(r.profile) || r.email }));
}

/** One earlier message of the same side still unread means the other side was already told (one e-mail per batch). */
async function otherSideAlreadyTold(tx: Tx, conversationId: string, side: ConciergeSide, messageId: string) {
  const earlier = await tx.conciergeMessage.findFirst({
    where: { conversationId, authorSide: side, readAt: null, id: { not: messageId } },
    select: { id: true },
  });
  return earlier !== null;
}

// ───────────── writes ─────────────

export interface CustomerMessageInput {
  customerUserId: string;
  body: string;
  /** the offer the customer asked about (the offers screen) */
  offerId?: string | null;
  ip?: string | null;
  /** absolute base of the e-mail's link; PUBLIC_URL by default */
  baseUrl?: string;
}

/** The author of a customer message: an active customer (sales) account, else a 404. */
async function customerAuthor(customerUserId: string) {
  if (!isUuid(customerUserId)) throw notFound();
  const user = await db().user.findUnique({
    where: { id: customerUserId.toLowerCase() },
    select: { id: true, email: true, disabledAt: true, profile: { select: { role: true, firstName: true, lastName: true } } },
  });
  if (!user || user.disabledAt || user.profile?.role !== "sales") throw notFound();
  return user;
}

type Author = Awaited<ReturnType<typeof customerAuthor>>;

/**
 * A customer's message: creates the conversation on first use, writes the message, the audit row and the
 * e-mail to staff (the assigned staff member, or every admin and operations account while unassigned) in one
 * transaction. Returns the message id. Refuses (404) an account that is not an active customer. No limits: the
 * customer's own posts go through `sendCustomerMessage` and `askAboutOffer`.
 */
export async function postCustomerMessage({
  customerUserId,
  body,
  offerId = null,
  ip = null,
  baseUrl,
}: CustomerMessageInput): Promise<string> {
  const text = checkedBody(body);
  const user = await customerAuthor(customerUserId);
  if (offerId !== null && !isUuid(offerId)) throw new ServiceError("invalidOffer", 400, "validation.invalidChoice", "offer_id");
  return db().$transaction((tx) => writeCustomerMessage(tx, user, text, offerId, ip, baseUrl));
}

/** The customer's concierge form: the account's and the address's limits (decision 049), then the message. */
export async function sendCustomerMessage(input: CustomerMessageInput & { offerId?: null }): Promise<string> {
  const text = checkedBody(input.body);
  const user = await customerAuthor(input.customerUserId);
  await checkCustomerLimit("message", user.id, input.ip, "body");
  return db().$transaction((tx) => writeCustomerMessage(tx, user, text, null, input.ip ?? null, input.baseUrl));
}

/**
 * "Bu teklifi istiyorum" (decision 049): one interest per account and offer. The first ask writes the interest row
 * and its concierge message in one transaction; any later ask — also twenty at once, which the primary key
 * serialises — finds the row and writes nothing (`duplicate`). Only new asks count against the interest limits.
 */
export async function askAboutOffer(
  input: CustomerMessageInput & { offerId: string },
): Promise<{ messageId: string | null; duplicate: boolean }> {
  const text = checkedBody(input.body);
  const user = await customerAuthor(input.customerUserId);
  if (!isUuid(input.offerId)) throw new ServiceError("invalidOffer", 400, "validation.invalidChoice", "offer_id");
  const offerId = input.offerId.toLowerCase();
  const key = { offerId_customerUserId: { offerId, customerUserId: user.id } };
  if (await db().offerInterest.findUnique({ where: key, select: { offerId: true } })) return { messageId: null, duplicate: true };
  return db().$transaction(async (tx) => {
    // a parallel ask for the same offer waits here for the first one's commit, then finds its row
    const inserted = await tx.offerInterest.createMany({ data: [{ offerId, customerUserId: user.id }], skipDuplicates: true });
    if (inserted.count !== 1) return { messageId: null, duplicate: true };
    // counted only for a new ask, in this transaction: a refusal rolls the interest row back with it
    await checkCustomerLimit("interest", user.id, input.ip, "offer_id", tx);
    const messageId = await writeCustomerMessage(tx, user, text, offerId, input.ip ?? null, input.baseUrl);
    await tx.offerInterest.update({ where: key, data: { messageId } });
    return { messageId, duplicate: false };
  });
}

async function writeCustomerMessage(tx: Tx, user: Author, text: string, offerId: string | null, ip: string | null, baseUrl?: string) {
  const name = fullName(user.profile) || user.email;
  const searchText = fold(`${name} ${user.email}`);
  const now = new Date();
  // one statement creates or updates the conversation and locks its row: parallel first messages make one
  const conversation = await sqlDb(tx)
    .insertInto("concierge_conversations")
    .values({
      id: sql<string>`gen_random_uuid()`,
      customer_user_id: user.id,
      search_text: searchText,
      awaiting_since: now,
      last_message_at: now,
      last_message_side: "customer",
      last_message_preview: preview(text),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column("customer_user_id").doUpdateSet((eb) => ({
        search_text: eb.ref("excluded.search_text"),
        awaiting_since: eb.fn.coalesce("concierge_conversations.awaiting_since", "excluded.awaiting_since"),
        // the row is locked until this transaction ends, so each message's time is strictly after the previous
        // one's (a transaction that waited for the lock, or two in the same millisecond, keep the thread's order)
        last_message_at: sql<Date>`GREATEST(excluded.last_message_at, concierge_conversations.last_message_at + interval '1 millisecond')`,
        last_message_side: eb.ref("excluded.last_message_side"),
        last_message_preview: eb.ref("excluded.last_message_preview"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .returning(["id", "assigned_staff_id", "last_message_at as at"])
    .executeTakeFirstOrThrow();
  const message = await tx.conciergeMessage.create({
    data: {
      conversationId: conversation.id,
      authorUserId: user.id,
      authorSide: "customer",
      body: text,
      offerId,
      createdAt: conversation.at,
    },
    select: { id: true },
  });
  await audit(
    {
      actorId: user.id,
      action: "concierge.message",
      entity: "concierge_message",
      entityId: message.id,
      after: { conversationId: conversation.id, side: "customer", length: text.length, offerId },
      ip,
    },
    tx,
  );
  if (!(await otherSideAlreadyTold(tx, conversation.id, "customer", message.id))) {
    // the assigned staff member while still active staff, otherwise every admin and operations account
    const staff = await staffMembers(tx);
    const assigned = staff.filter((s) => s.id === conversation.assigned_staff_id);
    const recipients = assigned.length ? assigned : staff;
    const to = recipients.length ? recipients.map((r) => r.email) : [env().STAFF_NOTIFICATION_EMAIL];
    const mail = await composeEmail("conciergeToStaff", {
      customer: name,
      email: user.email,
      message: text,
      link: `${baseUrl ?? publicBaseUrl()}/admin/concierge/${conversation.id}`,
    });
    // an unverified account's message stays in the thread, without e-mail (decision 049: the mail guard)
    for (const address of to) await queueEmail({ to: address, ...mail, template: "concierge-to-staff", causedBy: user.id }, tx);
  }
  return message.id;
}

export interface StaffReplyInput {
  staffUserId: string;
  conversationId: string;
  body: string;
  ip?: string | null;
  baseUrl?: string;
}

/**
 * A staff answer: writes the message, marks the customer's messages read (staff have seen them), clears the
 * "unanswered" mark, writes the audit row and e-mails the customer, in one transaction. Returns the message id.
 */
export async function postStaffReply({ staffUserId, conversationId, body, ip = null, baseUrl }: StaffReplyInput): Promise<string> {
  const text = checkedBody(body);
  if (!isUuid(conversationId) || !isUuid(staffUserId)) throw notFound();
  const id = conversationId.toLowerCase();
  const author = await db().user.findUnique({
    where: { id: staffUserId.toLowerCase() },
    select: { disabledAt: true, profile: { select: { role: true } } },
  });
  // only an active admin or operations account answers
  if (!author || author.disabledAt || !(STAFF_ROLES as readonly string[]).includes(author.profile?.role ?? "")) throw notFound();
  return db().$transaction(async (tx) => {
    // locks the row; the answer's time is strictly after the thread's latest message (see postCustomerMessage)
    const updated = await sqlDb(tx)
      .updateTable("concierge_conversations")
      .set({
        awaiting_since: null,
        last_message_at: sql<Date>`GREATEST(${new Date()}::timestamptz, last_message_at + interval '1 millisecond')`,
        last_message_side: "staff",
        last_message_preview: preview(text),
        updated_at: new Date(),
      })
      .where("id", "=", id)
      .returning("last_message_at as at")
      .execute();
    const [row] = updated;
    if (!row || updated.length !== 1) throw notFound();
    const now = row.at;
    const message = await tx.conciergeMessage.create({
      data: { conversationId: id, authorUserId: staffUserId.toLowerCase(), authorSide: "staff", body: text, createdAt: now },
      select: { id: true },
    });
    await tx.conciergeMessage.updateMany({ where: { conversationId: id, authorSide: "customer", readAt: null }, data: { readAt: now } });
    await audit(
      {
        actorId: staffUserId,
        action: "concierge.reply",
        entity: "concierge_message",
        entityId: message.id,
        after: { conversationId: id, side: "staff", length: text.length },
        ip,
      },
      tx,
    );
    if (!(await otherSideAlreadyTold(tx, id, "staff", message.id))) {
      const conversation = await tx.conciergeConversation.findUniqueOrThrow({ where: { id }, select: { customerUserId: true } });
      const customer = await tx.user.findUnique({
        where: { id: conversation.customerUserId },
        select: { email: true, disabledAt: true, profile: { select: { firstName: true, lastName: true } } },
      });
      if (customer && !customer.disabledAt) {
        const mail = await composeEmail("conciergeToCustomer", {
          name: fullName(customer.profile) || customer.email,
          message: text,
          link: `${baseUrl ?? publicBaseUrl()}/dashboard/concierge`,
        });
        await queueEmail({ to: customer.email, ...mail, template: "concierge-to-customer" }, tx);
      }
    }
    return message.id;
  });
}

/**
 * Assigns the conversation to an active staff member (null: nobody). True when it changed; an unknown
 * conversation is a 404, a staff id that is not an active admin or operations account a 400 on the field.
 */
export async function assignConversation(input: {
  actorId: string;
  conversationId: string;
  staffUserId: string | null;
  ip?: string | null;
}) {
  if (!isUuid(input.conversationId)) throw notFound();
  const id = input.conversationId.toLowerCase();
  const target = input.staffUserId?.toLowerCase() ?? null;
  return db().$transaction(async (tx) => {
    if (target !== null && !(await staffMembers(tx)).some((s) => s.id === target)) {
      throw new ServiceError("invalidStaff", 400, "concierge.validation.staffInvalid", "assigned_staff_id");
    }
    const before = await tx.conciergeConversation.findUnique({ where: { id }, select: { assignedStaffId: true } });
    if (!before) throw notFound();
    const { count } = await tx.conciergeConversation.updateMany({
      where: { id, assignedStaffId: before.assignedStaffId },
      data: { assignedStaffId: target },
    });
    if (count !== 1 || before.assignedStaffId === target) return false;
    await audit(
      {
        actorId: input.actorId,
        action: "concierge.assign",
        entity: "concierge_conversation",
        entityId: id,
        before: { assignedStaffId: before.assignedStaffId },
        after: { assignedStaffId: target },
        ip: input.ip ?? null,
      },
      tx,
    );
    return true;
  });
}

/** The customer opened their thread: staff messages become read. Returns how many changed. */
export async function markReadByCustomer(customerUserId: string): Promise<number> {
  const { count } = await db().conciergeMessage.updateMany({
    where: { conversation: { customerUserId }, authorSide: "staff", readAt: null },
    data: { readAt: new Date() },
  });
  return count;
}

/** Staff opened a conversation: its customer messages become read. */
export async function markReadByStaff(conversationId: string): Promise<number> {
  if (!isUuid(conversationId)) throw notFound();
  const { count } = await db().conciergeMessage.updateMany({
    where: { conversationId: conversationId.toLowerCase(), authorSide: "customer", readAt: null },
    data: { readAt: new Date() },
  });
  return count;
}
