import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "#app/generated/prisma/client";
import { db } from "#app/server/platform/db/client.server";
import { logger } from "#app/server/platform/logger.server";
import { env } from "#app/server/platform/env.server";
import { enqueueJob, type JobName } from "#app/server/platform/jobs/queue.server";

/**
 * E-mail through a transactional outbox: `queueEmail()` writes an `outbox_emails` row in the same transaction as the
 * change it reports (nothing is sent for a change that rolled back). With a mail transport (SMTP_URL), the same
 * transaction queues an `email-delivery` job for the row (decision 037): the job queue's worker sends it, and a
 * failed send is retried by the queue with back-off until MAX_ATTEMPTS. A schedule (`email-outbox-sweep`) queues a
 * job for any row still waiting — e.g. written before SMTP_URL was set. Without a transport the outbox is the
 * development mailbox, readable by admins at /admin/settings/outbox.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: string;
  /** a one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post */
  listUnsubscribe?: string;
  /** the account whose own action this e-mail reports (a customer's concierge message to staff…): see the guard below */
  causedBy?: string;
}

/**
 * The e-mails an unverified customer account may still receive: the ones that carry its verification link (its
 * sign-up's, and the welcome an admin sends with a new account), and the temporary password of an admin's reset —
 * sent by staff, not by the account.
 */
export const UNVERIFIED_ALLOWED_TEMPLATES: ReadonlySet<string> = new Set(["verify-email", "staff-welcome", "password-reset-by-admin"]);

/**
 * The one guard of decision 049: until a customer (sales) account verifies its address, the app e-mails nobody on its
 * account — not the account itself (alerts, answers, offers, concierge replies, leg alerts…), whose address it has not
 * proved to own, and not staff about what it did (`causedBy`) — except its verification e-mail. Every e-mail passes
 * here, so no feature can forget it; the account still signs in and sees its own data.
 */
async function heldUntilVerified(message: EmailMessage, tx: Prisma.TransactionClient): Promise<boolean> {
  if (message.template && UNVERIFIED_ALLOWED_TEMPLATES.has(message.template)) return false;
  const accounts: Prisma.UserWhereInput[] = [{ email: message.to.toLowerCase() }];
  if (message.causedBy && UUID.test(message.causedBy)) accounts.push({ id: message.causedBy.toLowerCase() });
  const held = await tx.user.findFirst({
    where: { emailVerifiedAt: null, profile: { role: "sales" }, OR: accounts },
    select: { id: true },
  });
  return held !== null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes the e-mail to the outbox — inside `tx` when given, so it exists if and only if the change commits — and,
 * with a mail transport, queues its delivery in the same transaction. Null: held for an unverified account (above).
 */
export async function queueEmail(message: EmailMessage, tx?: Prisma.TransactionClient): Promise<{ id: string } | null> {
  if (!tx) return db().$transaction((t) => queueEmail(message, t));
  if (await heldUntilVerified(message, tx)) {
    logger.info({ template: message.template ?? null }, "e-mail held: the account has not verified its address");
    return null;
  }
  const row = await tx.outboxEmail.create({
    data: {
      to: message.to.toLowerCase(),
      subject: message.subject.slice(0, 300),
      text: message.text,
      html: message.html,
      template: message.template,
      listUnsubscribe: message.listUnsubscribe,
    },
    select: { id: true },
  });
  await scheduleEmailDelivery(row.id, tx);
  return row;
}

/** Queues the delivery of an outbox row (one waiting job per e-mail); nothing without a mail transport. */
export async function scheduleEmailDelivery(emailId: string, tx?: Prisma.TransactionClient): Promise<void> {
  if (!smtp()) return;
  await enqueueJob(EMAIL_DELIVERY_JOB, { emailId }, { singletonKey: emailId, ...(tx ? { tx } : {}) });
}

let transport: Transporter | null | undefined;
function smtp(): Transporter | null {
  if (transport === undefined) {
    const url = env().SMTP_URL;
    transport = url ? nodemailer.createTransport(url) : null;
  }
  return transport;
}

/** For tests: use this transport (e.g. nodemailer's JSON transport) instead of SMTP_URL. */
export function useMailTransport(t: Transporter | null | undefined) {
  transport = t;
}

/** Sends per e-mail, the first included; the queue retries a failed send this many times less one, with back-off. */
export const MAX_ATTEMPTS = 5;

/** The job that sends one outbox row, `{ emailId }`, and the schedule's sweep of rows still waiting. */
export const EMAIL_DELIVERY_JOB = "email-delivery" satisfies JobName;
export const EMAIL_SWEEP_JOB = "email-outbox-sweep" satisfies JobName;

/** How often the sweep looks for e-mails still waiting for a delivery job (Istanbul time, off in tests). */
export const EMAIL_SWEEP_CRON = "*/10 * * * *";

/**
 * The `email-delivery` job: sends one queued row. Its attempt is counted before the send, so the admin outbox shows
 * it; a failure is recorded on the row and thrown, so the queue retries the job later — until the row's
 * MAX_ATTEMPTS-th attempt, which marks it failed (an admin can queue it again). A row already sent, failed or gone,
 * or no transport, is nothing to do.
 */
export async function deliverEmail(emailId: string): Promise<"sent" | "skipped" | "failed"> {
  const t = smtp();
  if (!t) return "skipped";
  const claimed = await db().outboxEmail.updateMany({
    where: { id: emailId, status: "queued", attempts: { lt: MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return "skipped";
  const row = await db().outboxEmail.findUniqueOrThrow({
    where: { id: emailId },
    select: { to: true, subject: true, text: true, html: true, listUnsubscribe: true, attempts: true },
  });
  try {
    const headers = row.listUnsubscribe
      ? { "List-Unsubscribe": `<${row.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined;
    await t.sendMail({ from: env().MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, headers });
    await db().outboxEmail.update({ where: { id: emailId }, data: { status: "sent", sentAt: new Date(), lastError: null } });
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = row.attempts >= MAX_ATTEMPTS;
    await db().outboxEmail.update({
      where: { id: emailId },
      data: { lastError: message.slice(0, 1000), status: failed ? "failed" : "queued" },
    });
    logger.warn({ emailId, attempts: row.attempts, err: message }, "e-mail delivery failed");
    if (failed) return "failed";
    throw new Error(`e-mail ${emailId} not sent (attempt ${row.attempts} of ${MAX_ATTEMPTS}): ${message}`, { cause: error });
  }
}

/** The sweep: queues a delivery job for each row still waiting (a row that has one already is skipped by its key). */
export async function sweepQueuedEmails(limit = 500): Promise<number> {
  if (!smtp()) return 0;
  const rows = await db().outboxEmail.findMany({
    where: { status: "queued", attempts: { lt: MAX_ATTEMPTS } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true },
  });
  let queued = 0;
  for (const row of rows) if (await enqueueJob(EMAIL_DELIVERY_JOB, { emailId: row.id }, { singletonKey: row.id })) queued++;
  return queued;
}
