import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { assignConversation, markReadByCustomer, postCustomerMessage, postStaffReply } from "#app/server/service/concierge.server";
import { customerThread, staffInbox, staffUnreadConversations } from "#app/server/service/concierge-reads.server";
import { isServiceError } from "#app/server/platform/service-error.server";
import { createTestUser } from "../../support/auth";
import { present } from "../../support/present";

let customerId: string;
let otherCustomerId: string;
let adminId: string;
let opsId: string;

beforeAll(async () => {
  customerId = (await createTestUser({ email: "core-musteri@ufukjet.test", firstName: "Şule", lastName: "Işık" })).id;
  otherCustomerId = (await createTestUser({ email: "core-diger@ufukjet.test", firstName: "Ali", lastName: "Veli" })).id;
  adminId = (await createTestUser({ email: "core-admin@ufukjet.test", role: "admin", firstName: "Ayla" })).id;
  opsId = (await createTestUser({ email: "core-ops@ufukjet.test", role: "operations", firstName: "Orhan" })).id;
});

describe("concierge core", () => {
  it("twenty parallel first messages make one conversation and twenty messages, each with its audit row", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postCustomerMessage({ customerUserId: customerId, body: `  Mesaj ${i}  ` })),
    );
    expect(new Set(ids).size).toBe(20);
    const conversations = await db().conciergeConversation.findMany({ where: { customerUserId: customerId } });
    expect(conversations).toHaveLength(1);
    const conversation = present(conversations[0], "the conversation");
    expect(await db().conciergeMessage.count({ where: { conversationId: conversation.id } })).toBe(20);
    // every message has its own time, so the thread's order never depends on random ids
    const times = await db().conciergeMessage.findMany({ where: { conversationId: conversation.id }, select: { createdAt: true } });
    expect(new Set(times.map((m) => m.createdAt.getTime())).size).toBe(20);
    expect(conversation.lastMessageAt.getTime()).toBe(Math.max(...times.map((m) => m.createdAt.getTime())));
    expect(await db().auditLog.count({ where: { action: "concierge.message", entityId: { in: ids } } })).toBe(20);
    expect(conversation.awaitingSince).not.toBeNull();
    // unassigned: every active admin and operations account hears about the first unread message, once
    const mails = await db().outboxEmail.findMany({ where: { template: "concierge-to-staff" }, select: { to: true } });
    const to = mails.map((m) => m.to);
    expect(to).toContain("core-admin@ufukjet.test");
    expect(to).toContain("core-ops@ufukjet.test");
    expect(to.filter((t) => t === "core-ops@ufukjet.test")).toHaveLength(1);
  });

  it("a staff reply clears the unanswered mark, reads the customer's messages and e-mails the customer", async () => {
    const conversation = await db().conciergeConversation.findUniqueOrThrow({ where: { customerUserId: customerId } });
    expect(await staffUnreadConversations()).toBeGreaterThanOrEqual(1);
    await postStaffReply({ staffUserId: opsId, conversationId: conversation.id, body: "Merhaba, hemen bakıyoruz." });
    const after = await db().conciergeConversation.findUniqueOrThrow({ where: { id: conversation.id } });
    expect(after.awaitingSince).toBeNull();
    expect(after.lastMessageSide).toBe("staff");
    expect(await db().conciergeMessage.count({ where: { conversationId: conversation.id, authorSide: "customer", readAt: null } })).toBe(0);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "concierge-to-customer", to: "core-musteri@ufukjet.test" } });
    expect(mail.text).toContain("Merhaba, hemen bakıyoruz.");
    expect(await markReadByCustomer(customerId)).toBe(1);
    expect(await markReadByCustomer(customerId)).toBe(0);
  });

  it("an assigned conversation e-mails only its assignee", async () => {
    const conversation = await db().conciergeConversation.findUniqueOrThrow({ where: { customerUserId: customerId } });
    expect(await assignConversation({ actorId: adminId, conversationId: conversation.id, staffUserId: adminId })).toBe(true);
    expect(await assignConversation({ actorId: adminId, conversationId: conversation.id, staffUserId: adminId })).toBe(false);
    const before = await db().outboxEmail.count({ where: { template: "concierge-to-staff" } });
    await postCustomerMessage({ customerUserId: customerId, body: "Bir sorum daha var" });
    const mails = await db().outboxEmail.findMany({ where: { template: "concierge-to-staff" }, orderBy: { createdAt: "desc" }, take: 5 });
    expect((await db().outboxEmail.count({ where: { template: "concierge-to-staff" } })) - before).toBe(1);
    expect(mails[0]?.to).toBe("core-admin@ufukjet.test");
  });

  it("finds the customer by folded name and puts unanswered conversations first", async () => {
    await postCustomerMessage({ customerUserId: otherCustomerId, body: "Merhaba" });
    const inbox = await staffInbox({ q: "ISIK", page: null });
    expect(inbox.rows.map((r) => r.customerEmail)).toEqual(["core-musteri@ufukjet.test"]);
    const all = await staffInbox({ q: "", page: null });
    const first = all.rows.findIndex((r) => r.customerEmail === "core-musteri@ufukjet.test");
    const second = all.rows.findIndex((r) => r.customerEmail === "core-diger@ufukjet.test");
    expect(first).toBeLessThan(second); // awaiting since earlier
  });

  it("refuses a foreign message cursor with 404 and bad bodies with 400", async () => {
    const foreign = await db().conciergeMessage.findFirstOrThrow({ where: { conversation: { customerUserId: otherCustomerId } } });
    await expect(customerThread({ customerUserId: customerId, before: foreign.id })).rejects.toSatisfy(
      (e) => isServiceError(e) && e.status === 404,
    );
    await expect(postCustomerMessage({ customerUserId: customerId, body: "   " })).rejects.toSatisfy(
      (e) => isServiceError(e) && e.status === 400,
    );
    await expect(postCustomerMessage({ customerUserId: adminId, body: "x" })).rejects.toSatisfy(
      (e) => isServiceError(e) && e.status === 404,
    );
    // only active staff answer: a customer's id as the author is refused and nothing is written
    const conversation = await db().conciergeConversation.findUniqueOrThrow({ where: { customerUserId: customerId } });
    const messages = await db().conciergeMessage.count();
    await expect(postStaffReply({ staffUserId: customerId, conversationId: conversation.id, body: "x" })).rejects.toSatisfy(
      (e) => isServiceError(e) && e.status === 404,
    );
    expect(await db().conciergeMessage.count()).toBe(messages);
  });
});
