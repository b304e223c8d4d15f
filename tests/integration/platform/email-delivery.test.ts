import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { deliverEmail, MAX_ATTEMPTS, queueEmail, sweepQueuedEmails, useMailTransport } from "#app/server/platform/mail/delivery.server";
import { retryEmail } from "#app/server/platform/mail/outbox-view.server";
import { createTestUser } from "../../support/auth";
import { testDatabase } from "../../support/setup-database";

/**
 * E-mail leaves through the job queue (decision 037): the outbox row and its delivery job are written in the
 * change's transaction; the worker sends; a failed send is retried by the queue and ends failed after MAX_ATTEMPTS;
 * without a transport the outbox is the mailbox and no job is queued; the sweep queues rows still waiting.
 */
type Sent = { to: string; subject: string };
let sent: Sent[];
let failing: boolean;

beforeEach(async () => {
  sent = [];
  failing = false;
  await testDatabase().rawQuery("DELETE FROM pgboss.job WHERE name = 'email-delivery'");
  await db().outboxEmail.updateMany({ where: { status: "queued" }, data: { status: "sent" } });
  useMailTransport({
    sendMail: async (m: Sent) => {
      if (failing) throw new Error("421 try again later");
      sent.push(m);
    },
  } as never);
});

afterEach(() => useMailTransport(undefined));

async function deliveryJobs() {
  return testDatabase().rawQuery<{ state: string; data: { emailId: string } }>(
    "SELECT state::text, data FROM pgboss.job WHERE name = 'email-delivery' ORDER BY created_on",
  );
}

const mail = (to: string) => ({ to, subject: `Konu ${to}`, text: "Metin" });

describe("e-mail delivery on the job queue", () => {
  it("writes the row and its job in the change's transaction: both when it commits, neither when it rolls back", async () => {
    const rows = await db().outboxEmail.count();
    await expect(
      db().$transaction(async (tx) => {
        await queueEmail(mail("geri@example.com"), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db().outboxEmail.count()).toBe(rows);
    expect(await deliveryJobs()).toEqual([]);

    const row = (await db().$transaction((tx) => queueEmail(mail("kayit@example.com"), tx)))!;
    expect(await deliveryJobs()).toEqual([{ state: "created", data: { emailId: row.id } }]);
  });

  it("sends each e-mail once through its job, and marks it sent", async () => {
    const a = (await queueEmail(mail("bir@example.com")))!;
    const b = (await queueEmail(mail("iki@example.com")))!;
    expect(await runQueuedJobsNow("email-delivery")).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(["bir@example.com", "iki@example.com"]);
    const rows = await db().outboxEmail.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    // a job run again for a sent row sends nothing
    expect(await deliverEmail(a.id)).toBe("skipped");
    expect(sent).toHaveLength(2);
  });

  it("keeps a failed send queued for the queue's retry, and marks it failed at the last attempt", async () => {
    failing = true;
    const row = (await queueEmail(mail("hata@example.com")))!;
    expect(await runQueuedJobsNow("email-delivery")).toBe(1);
    let current = await db().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(current).toMatchObject({ status: "queued", attempts: 1, lastError: "421 try again later" });
    // the job waits for its retry, later (back-off), not now
    expect((await deliveryJobs()).map((j) => j.state)).toEqual(["retry"]);
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt++) await expect(deliverEmail(row.id)).rejects.toThrow(`attempt ${attempt} of`);
    expect(await deliverEmail(row.id)).toBe("failed");
    current = await db().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(current).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await deliverEmail(row.id)).toBe("skipped");
    expect(sent).toEqual([]);

    // an admin queues it again: a new job, and it goes out
    failing = false;
    const admin = await createTestUser({ email: "posta.admin@ufukjet.test", role: "admin" });
    expect(await retryEmail({ actorId: admin.id, id: row.id })).toBe(true);
    expect(await runQueuedJobsNow("email-delivery")).toBeGreaterThanOrEqual(1);
    expect(await db().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("queues no job without a transport (the outbox is the mailbox); the sweep queues one per waiting row once one exists", async () => {
    useMailTransport(null);
    const a = (await queueEmail(mail("posta-yok-1@example.com")))!;
    const b = (await queueEmail(mail("posta-yok-2@example.com")))!;
    expect(await deliveryJobs()).toEqual([]);
    expect(await deliverEmail(a.id)).toBe("skipped");
    expect(await sweepQueuedEmails()).toBe(0);

    useMailTransport({ sendMail: async (m: Sent) => void sent.push(m) } as never);
    expect(await sweepQueuedEmails()).toBe(2);
    // a row that has a waiting job is not queued twice
    expect(await sweepQueuedEmails()).toBe(0);
    expect((await deliveryJobs()).map((j) => j.data.emailId).sort()).toEqual([a.id, b.id].sort());
    expect(await runQueuedJobsNow("email-delivery")).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(["posta-yok-1@example.com", "posta-yok-2@example.com"]);
  });
});
