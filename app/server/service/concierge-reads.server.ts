import type { Prisma } from "#app/generated/prisma/client";
import type { ConciergeSide } from "#app/generated/prisma/enums";
import { NAV_BADGE_CAP, paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { containsFolded } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { THREAD_PAGE_SIZE, INBOX_PAGE_SIZE, notFound, fullName, staffMembers } from "./concierge.server";

/**
 * The concierge thread's reads (decision 024): the customer's thread, staff's inbox and one conversation, pages of
 * earlier messages, and the sidebar badge. A customer only ever reaches their own conversation.
 */

// ───────────── reads ─────────────

/** Whether a conversation with this id exists (an action's 404 before it reads the form). */
export async function conversationExists(id: string): Promise<boolean> {
  return isUuid(id) && (await db().conciergeConversation.count({ where: { id: id.toLowerCase() } })) === 1;
}

export interface ThreadMessage {
  id: string;
  side: ConciergeSide;
  body: string;
  author: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * One page of a thread, oldest at the top: the latest THREAD_PAGE_SIZE messages, or those just before the
 * message `before` (which must belong to this conversation, else 404). `earlier` is the cursor of the next
 * older page, null at the start of the thread.
 */
async function threadPage(conversationId: string, before: string | null) {
  let cursor: { createdAt: Date; id: string } | null = null;
  if (before !== null) {
    if (!isUuid(before)) throw notFound();
    cursor = await db().conciergeMessage.findFirst({
      where: { id: before.toLowerCase(), conversationId },
      select: { createdAt: true, id: true },
    });
    if (!cursor) throw notFound();
  }
  const rows = await db().conciergeMessage.findMany({
    where: {
      conversationId,
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: THREAD_PAGE_SIZE + 1,
    select: { id: true, authorSide: true, body: true, createdAt: true, readAt: true, authorUserId: true },
  });
  const hasEarlier = rows.length > THREAD_PAGE_SIZE;
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const authorIds = [...new Set(page.map((m) => m.authorUserId).filter((v): v is string => v !== null))];
  const authors = authorIds.length
    ? await db().userProfile.findMany({ where: { id: { in: authorIds } }, select: { id: true, firstName: true, lastName: true } })
    : [];
  const names = new Map(authors.map((a) => [a.id, fullName(a)]));
  const messages: ThreadMessage[] = page.map((m) => ({
    id: m.id,
    side: m.authorSide,
    body: m.body,
    author: (m.authorUserId && names.get(m.authorUserId)) || "",
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  }));
  return { messages, earlier: hasEarlier ? (page[0]?.id ?? null) : null, paged: cursor !== null };
}

/** The customer's own thread (empty before their first message). */
export async function customerThread(input: { customerUserId: string; before: string | null }) {
  const conversation = await db().conciergeConversation.findUnique({
    where: { customerUserId: input.customerUserId },
    select: { id: true },
  });
  if (!conversation) {
    if (input.before !== null) throw notFound();
    return { conversationId: null, messages: [] as ThreadMessage[], earlier: null, paged: false };
  }
  return { conversationId: conversation.id, ...(await threadPage(conversation.id, input.before)) };
}

/** Unread counts of the page's conversations, one grouped query (decision 011). */
async function unreadCounts(ids: string[], side: ConciergeSide) {
  if (ids.length === 0) return new Map<string, number>();
  const groups = await db().conciergeMessage.groupBy({
    by: ["conversationId"],
    where: { conversationId: { in: ids }, authorSide: side, readAt: null },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.conversationId, g._count._all]));
}

/** The staff inbox: oldest unanswered first, then the rest by latest message; folded search of name and e-mail. */
export async function staffInbox(input: { q: string; page: string | null }) {
  const search = containsFolded(input.q);
  const where: Prisma.ConciergeConversationWhereInput = search ? { searchText: search } : {};
  const total = await db().conciergeConversation.count({ where });
  const { page, pages, skip, take } = paginate(total, input.page, INBOX_PAGE_SIZE);
  const rows = await db().conciergeConversation.findMany({
    where,
    orderBy: [{ awaitingSince: { sort: "asc", nulls: "last" } }, { lastMessageAt: "desc" }, { id: "asc" }],
    skip,
    take,
    select: {
      id: true,
      customerUserId: true,
      assignedStaffId: true,
      awaitingSince: true,
      lastMessageAt: true,
      lastMessageSide: true,
      lastMessagePreview: true,
    },
  });
  const userIds = [...new Set(rows.flatMap((r) => [r.customerUserId, ...(r.assignedStaffId ? [r.assignedStaffId] : [])]))];
  const [users, unread] = await Promise.all([
    userIds.length
      ? db().user.findMany({
          where: { id: { in: userIds } },
          select: { id: true, email: true, profile: { select: { firstName: true, lastName: true } } },
        })
      : Promise.resolve([]),
    unreadCounts(
      rows.map((r) => r.id),
      "customer",
    ),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => {
      const customer = byId.get(r.customerUserId);
      const assigned = r.assignedStaffId ? byId.get(r.assignedStaffId) : undefined;
      return {
        id: r.id,
        customerName: fullName(customer?.profile) || customer?.email || "",
        customerEmail: customer?.email ?? "",
        assignedTo: assigned ? fullName(assigned.profile) || assigned.email : null,
        awaitingSince: r.awaitingSince?.toISOString() ?? null,
        lastMessageAt: r.lastMessageAt.toISOString(),
        lastMessageSide: r.lastMessageSide,
        lastMessagePreview: r.lastMessagePreview,
        unread: unread.get(r.id) ?? 0,
      };
    }),
  };
}

export type InboxRow = Awaited<ReturnType<typeof staffInbox>>["rows"][number];

/** One conversation for staff, with the customer, the assignee and the staff to choose from. */
export async function staffConversation(input: { conversationId: string; before: string | null }) {
  if (!isUuid(input.conversationId)) throw notFound();
  const conversation = await db().conciergeConversation.findUnique({
    where: { id: input.conversationId.toLowerCase() },
    select: { id: true, customerUserId: true, assignedStaffId: true, awaitingSince: true },
  });
  if (!conversation) throw notFound();
  const [customer, staff, thread] = await Promise.all([
    db().user.findUnique({
      where: { id: conversation.customerUserId },
      select: { email: true, profile: { select: { firstName: true, lastName: true, phone: true, customerId: true } } },
    }),
    staffMembers(),
    threadPage(conversation.id, input.before),
  ]);
  return {
    id: conversation.id,
    assignedStaffId: conversation.assignedStaffId,
    awaitingSince: conversation.awaitingSince?.toISOString() ?? null,
    customer: {
      name: fullName(customer?.profile) || customer?.email || "",
      email: customer?.email ?? "",
      phone: customer?.profile?.phone ?? null,
      customerId: customer?.profile?.customerId ?? null,
    },
    staff,
    ...thread,
  };
}

/** The badge's statement has no variable part: it is built and compiled once. */
const UNREAD_BADGE = sqlDb()
  .selectFrom((eb) =>
    eb
      .selectFrom("concierge_messages")
      .select("conversation_id")
      .distinct()
      .where("author_side", "=", sql.lit("customer"))
      .where("read_at", "is", null)
      .limit(NAV_BADGE_CAP + 1)
      .as("unread"),
  )
  .select(sql<number>`count(*)::int`.as("n"))
  .compile();

/**
 * Conversations with customer messages staff have not read (the sidebar badge), counted up to NAV_BADGE_CAP + 1:
 * the partial index is ordered by conversation, so the scan stops after that many distinct conversations.
 */
export async function staffUnreadConversations(): Promise<number> {
  // every admin page runs this: straight to the driver (decision 031)
  const [row] = (await sqlDb().executeQuery(UNREAD_BADGE)).rows;
  return row?.n ?? 0;
}
