import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminLayout from "#app/routes/admin/layout";
import { NAV_BADGE_CAP } from "#app/lib/list-params";
import { staffUnreadConversations } from "#app/server/service/concierge-reads.server";
import { db } from "#app/server/platform/db/client.server";
import { createTestUser, run, signedInRequest } from "../../support/auth";

const ADMIN = "badge-admin@ufukjet.test";
const MANY = NAV_BADGE_CAP + 21;
let conversationIds: string[] = [];

beforeAll(async () => {
  await createTestUser({ email: ADMIN, role: "admin" });
  // only this file's conversations are unread
  await db().conciergeMessage.updateMany({ where: { authorSide: "customer", readAt: null }, data: { readAt: new Date() } });
  const users = Array.from({ length: MANY }, (_, i) => ({ id: randomUUID(), email: `badge-${i}@example.com`, passwordHash: "x" }));
  await db().user.createMany({ data: users });
  conversationIds = users.map(() => randomUUID());
  const now = new Date();
  await db().conciergeConversation.createMany({
    data: users.map((u, i) => ({
      id: conversationIds[i]!,
      customerUserId: u.id,
      lastMessageAt: now,
      lastMessageSide: "customer" as const,
      lastMessagePreview: "Merhaba",
      awaitingSince: now,
    })),
  });
  // two unread messages in each: the badge counts conversations, not messages
  await db().conciergeMessage.createMany({
    data: users.flatMap((u, i) =>
      [1, 2].map(() => ({ conversationId: conversationIds[i]!, authorUserId: u.id, authorSide: "customer" as const, body: "Merhaba" })),
    ),
  });
});

const readConversations = (ids: string[]) =>
  db().conciergeMessage.updateMany({ where: { conversationId: { in: ids }, readAt: null }, data: { readAt: new Date() } });

describe("the concierge badge's count stops above the cap", () => {
  it("counts conversations up to NAV_BADGE_CAP + 1, exactly below it", async () => {
    expect(await staffUnreadConversations()).toBe(NAV_BADGE_CAP + 1);
    const layout = (await run(adminLayout, "loader", await signedInRequest("/admin", ADMIN))) as { badges: { concierge: number } };
    expect(layout.badges.concierge).toBe(NAV_BADGE_CAP + 1);

    // 100 unread: still shown as "99+"
    await readConversations(conversationIds.slice(0, MANY - NAV_BADGE_CAP - 1));
    expect(await staffUnreadConversations()).toBe(NAV_BADGE_CAP + 1);
    // 99 unread: the exact number
    await readConversations(conversationIds.slice(0, MANY - NAV_BADGE_CAP));
    expect(await staffUnreadConversations()).toBe(NAV_BADGE_CAP);
    await readConversations(conversationIds.slice(0, MANY - 3));
    expect(await staffUnreadConversations()).toBe(3);
    await readConversations(conversationIds);
    expect(await staffUnreadConversations()).toBe(0);
  });
});
