import { beforeAll, describe, expect, it } from "vitest";
import * as inboxRoute from "#app/routes/admin/concierge";
import * as adminLayout from "#app/routes/admin/layout";
import * as conversationRoute from "#app/routes/admin/concierge-conversation";
import * as customerRoute from "#app/routes/customer/concierge";
import { CONCIERGE_BODY_MAX } from "#app/lib/schemas/concierge";
import { INBOX_PAGE_SIZE, THREAD_PAGE_SIZE, postCustomerMessage, postStaffReply } from "#app/server/service/concierge.server";
import { staffUnreadConversations } from "#app/server/service/concierge-reads.server";
import { CUSTOMER_LIMITS } from "#app/server/service/customer-limits.server";
import { db } from "#app/server/platform/db/client.server";
import { createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { present } from "../../support/present";

const CUSTOMER = "cc-musteri@ufukjet.test";
const OTHER = "cc-diger@ufukjet.test";
const ADMIN = "cc-admin@ufukjet.test";
const OPS = "cc-ops@ufukjet.test";
const BROKER = "cc-broker@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";

let customerId: string;
let otherId: string;
let adminId: string;
let opsId: string;
let brokerUserId: string;

beforeAll(async () => {
  customerId = (await createTestUser({ email: CUSTOMER, firstName: "Şule", lastName: "Işıkçı" })).id;
  otherId = (await createTestUser({ email: OTHER, firstName: "Ömer", lastName: "Güneş" })).id;
  adminId = (await createTestUser({ email: ADMIN, role: "admin", firstName: "Ayla", lastName: "Demir" })).id;
  opsId = (await createTestUser({ email: OPS, role: "operations", firstName: "Orhan", lastName: "Kaya" })).id;
  const broker = await db().broker.create({ data: { name: "CC Broker", code: "CCBRK", isActive: true } });
  brokerUserId = (await createTestUser({ email: BROKER, role: "broker", brokerId: broker.id })).id;
});

type Payload = { result?: { error?: Record<string, string[] | null> }; conversation?: unknown } & Record<string, unknown>;
const payload = (r: unknown) => ((r as { data?: unknown }).data ?? r) as Payload;

const customerGet = async (email: string, query = "") =>
  run(customerRoute, "loader", await signedInRequest(`/dashboard/concierge${query}`, email));
const customerPost = async (email: string, fields: Record<string, string | string[]>, query = "") =>
  run(customerRoute, "action", await signedInRequest(`/dashboard/concierge${query}`, email, formInit(fields)));
const staffGet = async (id: string, email = OPS, query = "") =>
  run(conversationRoute, "loader", await signedInRequest(`/admin/concierge/${id}${query}`, email), { conversationId: id });
const staffPost = async (id: string, fields: Record<string, string | string[]>, email = OPS) =>
  run(conversationRoute, "action", await signedInRequest(`/admin/concierge/${id}`, email, formInit(fields)), { conversationId: id });
const inbox = async (query = "", email = OPS) =>
  payload(await run(inboxRoute, "loader", await signedInRequest(`/admin/concierge${query}`, email))) as unknown as Awaited<
    ReturnType<typeof inboxRoute.loader>
  >;

async function conversationOf(userId: string) {
  return db().conciergeConversation.findUniqueOrThrow({ where: { customerUserId: userId } });
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const [messages, conversations, audits, mails] = await Promise.all([
    db().conciergeMessage.findMany({ orderBy: { id: "asc" }, select: { id: true, body: true, readAt: true } }),
    db().conciergeConversation.findMany({
      orderBy: { id: "asc" },
      select: { id: true, assignedStaffId: true, awaitingSince: true, lastMessageAt: true },
    }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ messages, conversations, audits, mails });
}

/** Bodies that must be refused by both message forms (≥ 40). */
const BAD_BODIES: Array<Record<string, string | string[]>> = [
  {},
  { body: "" },
  { body: " " },
  { body: "   \n  " },
  { body: "\t" },
  { body: "\r\n\r\n" },
  { body: "\u00a0\u00a0" },
  { body: "\u2003" },
  { body: "\ufeff" },
  { body: "a".repeat(CONCIERGE_BODY_MAX + 1) },
  { body: "ş".repeat(CONCIERGE_BODY_MAX + 1) },
  { body: `x${" ".repeat(10)}${"y".repeat(CONCIERGE_BODY_MAX)}` },
  { body: "a".repeat(CONCIERGE_BODY_MAX * 3) },
  { body: ["iki", "değer"] },
  { body: "a\u0000b" },
  ...Array.from({ length: 31 }, (_, i) => i + 1)
    .filter((code) => code !== 9 && code !== 10 && code !== 13)
    .map((code) => ({ body: `Merhaba${String.fromCharCode(code)}dünya` })),
  { body: "sil\u007fme" },
];

describe("the customer's screen", () => {
  it("shows an empty thread before the first message, then sends with a plain form post", async () => {
    const empty = payload(await customerGet(CUSTOMER));
    expect(empty.messages).toEqual([]);
    expect(empty.conversationId).toBeNull();

    const sent = await customerPost(CUSTOMER, { intent: "send", body: "  Merhaba, Nice için\r\nfiyat alabilir miyim?  " });
    expect(statusOf(sent)).toBe(302);
    expect(locationOf(sent)).toBe("/dashboard/concierge");
    const thread = payload(await customerGet(CUSTOMER)) as { messages: Array<{ body: string; side: string }> };
    expect(thread.messages.map((m) => [m.side, m.body])).toEqual([["customer", "Merhaba, Nice için\nfiyat alabilir miyim?"]]);
    const conversation = await conversationOf(customerId);
    expect(conversation.awaitingSince).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "concierge.message", actorId: customerId } })).toBe(1);
    const mails = await db().outboxEmail.findMany({ where: { template: "concierge-to-staff" }, select: { to: true, text: true } });
    expect(mails.map((m) => m.to).sort()).toEqual([ADMIN, OPS]);
    expect(mails[0]?.text).toContain(`/admin/concierge/${conversation.id}`);
  });

  it(`refuses ${BAD_BODIES.length} bad bodies and bad intents with 400 and a field error, writing nothing`, async () => {
    const cases: Array<Record<string, string | string[]>> = [
      ...BAD_BODIES.map((f) => ({ intent: "send", ...f })),
      { body: "ok" },
      { intent: "reply", body: "ok" },
      { intent: "", body: "ok" },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const fields of cases) {
      const res = await customerPost(CUSTOMER, fields);
      expect(statusOf(res), JSON.stringify(fields).slice(0, 80)).toBe(400);
      const errors = payload(res).result?.error ?? {};
      expect(Object.values(errors).flat().length, JSON.stringify(fields).slice(0, 80)).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(before);
  });

  it("twenty parallel sends make the account's limit of messages in one conversation, the rest are refused (decision 049)", async () => {
    const user = await createTestUser({ email: "cc-paralel@ufukjet.test", firstName: "Paralel" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => customerPost("cc-paralel@ufukjet.test", { intent: "send", body: `Mesaj ${i + 1}` })),
    );
    const limit = CUSTOMER_LIMITS.message.account;
    expect(answers.map(statusOf).sort()).toEqual([...Array(limit).fill(302), ...Array(20 - limit).fill(429)]);
    const conversations = await db().conciergeConversation.findMany({ where: { customerUserId: user.id }, include: { messages: true } });
    expect(conversations).toHaveLength(1);
    const messages = present(conversations[0], "the conversation").messages;
    expect(messages).toHaveLength(limit);
    expect(new Set(messages.map((m) => m.body)).size).toBe(limit);
  });

  it("refuses brokers and staff (403) and sends guests to sign in", async () => {
    for (const email of [BROKER, OPS, ADMIN]) {
      expect(statusOf(await customerGet(email))).toBe(403);
      expect(statusOf(await customerPost(email, { intent: "send", body: "Merhaba" }))).toBe(403);
    }
    const guest = await run(customerRoute, "loader", new Request("http://localhost:3000/dashboard/concierge"));
    expect(locationOf(guest)).toMatch(/^\/auth\?redirectTo=/);
    const guestPost = await run(
      customerRoute,
      "action",
      new Request("http://localhost:3000/dashboard/concierge", formInit({ intent: "send", body: "x" })),
    );
    expect(locationOf(guestPost)).toMatch(/^\/auth/);
    expect(await db().conciergeConversation.count({ where: { customerUserId: { in: [brokerUserId, opsId, adminId] } } })).toBe(0);
  });
});

describe("staff answer in the inbox", () => {
  it("lists the conversation with its unread count and marks it read when opened", async () => {
    const conversation = await conversationOf(customerId);
    const list = await inbox();
    const row = list.rows.find((r) => r.id === conversation.id)!;
    expect(row.customerName).toBe("Şule Işıkçı");
    expect(row.unread).toBe(1);
    expect(row.awaitingSince).not.toBeNull();
    // this customer and the one of the parallel sends
    const unreadBefore = await staffUnreadConversations();
    expect(unreadBefore).toBe(2);
    const layout = payload(await run(adminLayout, "loader", await signedInRequest("/admin/concierge", ADMIN))) as {
      badges: { concierge: number };
    };
    expect(layout.badges.concierge).toBe(unreadBefore);

    const page = payload(await staffGet(conversation.id)) as { conversation: { messages: unknown[]; customer: { email: string } } };
    expect(page.conversation.customer.email).toBe(CUSTOMER);
    expect(page.conversation.messages).toHaveLength(1);
    expect((await inbox()).rows.find((r) => r.id === conversation.id)!.unread).toBe(0);
    expect(await staffUnreadConversations()).toBe(unreadBefore - 1);
    // still unanswered: reading is not answering
    expect((await conversationOf(customerId)).awaitingSince).not.toBeNull();
  });

  it("a reply reaches the customer by e-mail and on the screen, which marks it read", async () => {
    const conversation = await conversationOf(customerId);
    const res = await staffPost(conversation.id, { intent: "reply", body: "Tabii, Nice için üç seçenek hazırlıyoruz." });
    expect(statusOf(res)).toBe(302);
    expect(locationOf(res)).toBe(`/admin/concierge/${conversation.id}`);
    expect((await conversationOf(customerId)).awaitingSince).toBeNull();
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "concierge-to-customer", to: CUSTOMER } });
    expect(mail.text).toContain("Tabii, Nice için üç seçenek hazırlıyoruz.");
    expect(mail.text).toContain("/dashboard/concierge");

    const reply = await db().conciergeMessage.findFirstOrThrow({ where: { conversationId: conversation.id, authorSide: "staff" } });
    expect(reply.readAt).toBeNull();
    const thread = payload(await customerGet(CUSTOMER)) as { messages: Array<{ side: string; author: string }> };
    expect(thread.messages.map((m) => m.side)).toEqual(["customer", "staff"]);
    expect(thread.messages[1]?.author).toBe("Orhan Kaya");
    expect((await db().conciergeMessage.findUniqueOrThrow({ where: { id: reply.id } })).readAt).not.toBeNull();
  });

  it("assigns the conversation, and the next customer message e-mails only the assignee", async () => {
    const conversation = await conversationOf(customerId);
    const res = await staffPost(conversation.id, { intent: "assign", assigned_staff_id: adminId }, OPS);
    expect(statusOf(res)).toBe(302);
    expect((await conversationOf(customerId)).assignedStaffId).toBe(adminId);
    expect(await db().auditLog.count({ where: { action: "concierge.assign", entityId: conversation.id } })).toBe(1);
    expect((await inbox()).rows.find((r) => r.id === conversation.id)!.assignedTo).toBe("Ayla Demir");

    const before = await db().outboxEmail.count({ where: { template: "concierge-to-staff" } });
    await customerPost(CUSTOMER, { intent: "send", body: "Teşekkürler!" });
    const after = await db().outboxEmail.findMany({ where: { template: "concierge-to-staff" }, orderBy: { createdAt: "desc" } });
    expect(after.length - before).toBe(1);
    expect(after[0]?.to).toBe(ADMIN);

    // unassign
    expect(statusOf(await staffPost(conversation.id, { intent: "assign", assigned_staff_id: "" }))).toBe(302);
    expect((await conversationOf(customerId)).assignedStaffId).toBeNull();
  });

  it(`refuses ${BAD_BODIES.length} bad replies with 400 and a field error, writing nothing`, async () => {
    const conversation = await conversationOf(customerId);
    const cases = [...BAD_BODIES.map((f) => ({ intent: "reply", ...f })), { intent: "REPLY", body: "ok" }, { intent: "send", body: "ok" }];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const fields of cases) {
      const res = await staffPost(conversation.id, fields);
      expect(statusOf(res), JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(Object.values(payload(res).result?.error ?? {}).flat().length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuses 40 bad assignments with 400 and a field error, writing nothing", async () => {
    const conversation = await conversationOf(customerId);
    const disabled = await createTestUser({ email: "cc-eski@ufukjet.test", role: "operations" });
    await db().user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    const notStaff = [customerId, otherId, brokerUserId, disabled.id, MISSING, conversation.id, crypto.randomUUID(), crypto.randomUUID()];
    const malformed = [
      "x",
      "admin",
      "operations",
      "null",
      "undefined",
      "0",
      "-1",
      "1e9",
      "true",
      "{}",
      "[]",
      " ",
      `${adminId}x`,
      adminId.slice(0, -1),
      `{${adminId}}`,
      adminId.replace(/-/g, ""),
      `${adminId},${opsId}`,
      "' OR 1=1 --",
      "<script>",
      "a".repeat(300),
      "00000000-0000-0000-0000-00000000000g",
      "ğğğğğğğğ-ğğğğ-ğğğğ-ğğğğ-ğğğğğğğğğğğğ",
      "../admin",
      "%00",
      "🙂",
      adminId.replace(/-/g, "_"),
      ` ${adminId} x`,
      "\u0000",
      "NaN",
      "1",
    ];
    const cases: Array<Record<string, string | string[]>> = [
      ...notStaff.map((id) => ({ intent: "assign", assigned_staff_id: id })),
      ...malformed.map((v) => ({ intent: "assign", assigned_staff_id: v })),
      { intent: "assign", assigned_staff_id: [adminId, opsId] },
      { intent: "assign-all", assigned_staff_id: adminId },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const fields of cases) {
      const res = await staffPost(conversation.id, fields);
      expect(statusOf(res), JSON.stringify(fields).slice(0, 80)).toBe(400);
      const result = payload(res);
      const count = Object.values(result.result?.error ?? {}).flat().length + (result.formError ? 1 : 0);
      expect(count, JSON.stringify(fields).slice(0, 80)).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("ownership", () => {
  it("another customer's message id answers 404 over GET, .data and POST, writing nothing", async () => {
    await postCustomerMessage({ customerUserId: otherId, body: "Ömer'in mesajı" });
    const foreign = await db().conciergeMessage.findFirstOrThrow({ where: { conversation: { customerUserId: otherId } } });
    const before = await snapshot();
    expect(statusOf(await customerGet(CUSTOMER, `?before=${foreign.id}`))).toBe(404);
    const dataRequest = await signedInRequest(`/dashboard/concierge.data?before=${foreign.id}`, CUSTOMER);
    expect(statusOf(await run(customerRoute, "loader", dataRequest))).toBe(404);
    expect(statusOf(await customerPost(CUSTOMER, { intent: "send", body: "Merhaba" }, `?before=${foreign.id}`))).toBe(404);
    expect(statusOf(await customerGet(CUSTOMER, `?before=${MISSING}`))).toBe(404);
    expect(statusOf(await customerGet(CUSTOMER, "?before=abc"))).toBe(404);
    expect(await snapshot()).toBe(before);
    // the other customer's own cursor works for them
    expect(statusOf(await customerGet(OTHER, `?before=${foreign.id}`))).toBe(200);
  });

  it("customers and brokers cannot open the staff screens; a missing conversation is 404 for staff", async () => {
    const conversation = await conversationOf(otherId);
    for (const email of [CUSTOMER, OTHER, BROKER]) {
      expect(statusOf(await staffGet(conversation.id, email))).toBe(403);
      expect(statusOf(await staffPost(conversation.id, { intent: "reply", body: "x" }, email))).toBe(403);
      expect(statusOf(await run(inboxRoute, "loader", await signedInRequest("/admin/concierge", email)))).toBe(403);
    }
    for (const id of [MISSING, "abc"]) {
      expect(statusOf(await staffGet(id))).toBe(404);
      expect(statusOf(await staffPost(id, { intent: "reply", body: "Merhaba" }))).toBe(404);
    }
  });
});

describe("load earlier", () => {
  it("shows the latest page, then the older messages before a cursor, on both sides", async () => {
    const user = await createTestUser({ email: "cc-uzun@ufukjet.test", firstName: "Uzun" });
    for (let i = 1; i <= THREAD_PAGE_SIZE + 5; i++) await postCustomerMessage({ customerUserId: user.id, body: `Sıra ${i}` });
    type Thread = { messages: Array<{ body: string }>; earlier: string | null; paged: boolean };
    const latest = payload(await customerGet("cc-uzun@ufukjet.test")) as unknown as Thread;
    expect(latest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(latest.messages.at(-1)!.body).toBe(`Sıra ${THREAD_PAGE_SIZE + 5}`);
    expect(latest.messages[0]?.body).toBe("Sıra 6");
    expect(latest.paged).toBe(false);
    const older = payload(await customerGet("cc-uzun@ufukjet.test", `?before=${latest.earlier}`)) as unknown as Thread;
    expect(older.messages.map((m) => m.body)).toEqual(["Sıra 1", "Sıra 2", "Sıra 3", "Sıra 4", "Sıra 5"]);
    expect(older.earlier).toBeNull();
    expect(older.paged).toBe(true);
    const conversation = await conversationOf(user.id);
    const staffOlder = payload(await staffGet(conversation.id, OPS, `?before=${latest.earlier}`)) as unknown as { conversation: Thread };
    expect(staffOlder.conversation.messages).toHaveLength(5);
    // a page of older messages does not mark the thread read
    expect(await db().conciergeMessage.count({ where: { conversationId: conversation.id, readAt: null } })).toBe(THREAD_PAGE_SIZE + 5);
    // another conversation's cursor is 404 for staff too
    const foreign = await db().conciergeMessage.findFirstOrThrow({ where: { conversation: { customerUserId: customerId } } });
    expect(statusOf(await staffGet(conversation.id, OPS, `?before=${foreign.id}`))).toBe(404);
  });
});

describe("the inbox", () => {
  it("puts the oldest unanswered first, then the rest by latest message, and pages", async () => {
    // a fresh set of customers: three awaiting (in this order) and two answered
    const made: string[] = [];
    for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++) {
      const u = await createTestUser({ email: `cc-sira${i}@ufukjet.test`, firstName: "Sıra", lastName: `Müşteri${i}` });
      made.push(u.id);
      await postCustomerMessage({ customerUserId: u.id, body: `Mesaj ${i}` });
    }
    // answer all but the first three of the fresh ones, and the earlier customers
    for (const userId of [...made.slice(3), customerId, otherId]) {
      const c = await conversationOf(userId);
      if (c.awaitingSince) await postStaffReply({ staffUserId: opsId, conversationId: c.id, body: "Yanıt" });
    }
    const first = await inbox();
    const awaiting = first.rows.filter((r) => r.awaitingSince);
    expect(awaiting.map((r) => r.customerName).slice(-3)).toEqual(["Sıra Müşteri0", "Sıra Müşteri1", "Sıra Müşteri2"]);
    for (let i = 1; i < awaiting.length; i++) expect(awaiting[i - 1]!.awaitingSince! <= awaiting[i]!.awaitingSince!).toBe(true);
    const firstAnswered = first.rows.findIndex((r) => !r.awaitingSince);
    expect(first.rows.slice(firstAnswered).every((r) => !r.awaitingSince)).toBe(true);
    const answered = first.rows.slice(firstAnswered);
    for (let i = 1; i < answered.length; i++) expect(answered[i - 1]!.lastMessageAt >= answered[i]!.lastMessageAt).toBe(true);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.pages).toBeGreaterThan(1);
    const second = await inbox("?page=2");
    expect(second.page).toBe(2);
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
  });

  it("searches names and e-mails with Turkish folding", async () => {
    expect((await inbox("?q=ISIKCI")).rows.map((r) => r.customerEmail)).toEqual([CUSTOMER]);
    expect((await inbox("?q=%C3%B6mer%20g%C3%BCne%C5%9F")).rows.map((r) => r.customerEmail)).toEqual([OTHER]);
    expect((await inbox("?q=cc-diger@")).rows.map((r) => r.customerEmail)).toEqual([OTHER]);
    expect((await inbox("?q=100%25")).total).toBe(0);
  });
});
