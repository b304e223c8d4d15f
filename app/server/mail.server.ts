import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "#app/generated/prisma/client";
import { db } from "#app/server/db/client.server";
import { logger } from "#app/server/logger.server";
import { env } from "#app/server/env.server";

/**
 * E-mail through a transactional outbox: `queueEmail()` writes an `outbox_emails` row in the same
 * transaction as the change it reports (nothing is sent for a change that rolled back). With SMTP_URL set,
 * `deliverQueuedEmails()` sends queued rows through nodemailer (after each request and every minute);
 * without it the outbox is the development mailbox, readable by admins at /admin/settings/outbox.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: string;
  /** a one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post */
  listUnsubscribe?: string;
}

type Client = Pick<Prisma.TransactionClient, "outboxEmail">;

export async function queueEmail(message: EmailMessage, client: Client = db()) {
  return client.outboxEmail.create({
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

export const MAX_ATTEMPTS = 5;

export async function deliverQueuedEmails(limit = 20): Promise<number> {
  const t = smtp();
  if (!t) return 0;
  const from = env().MAIL_FROM;
  // claim rows by counting the attempt first, so parallel instances rarely pick the same row
  const rows = await db().$queryRaw<
    Array<{ id: string; to_address: string; subject: string; text: string; html: string | null; list_unsubscribe: string | null }>
  >`
    UPDATE outbox_emails SET attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox_emails WHERE status = 'queued' AND attempts < ${MAX_ATTEMPTS}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text, html, list_unsubscribe`;
  let sent = 0;
  for (const row of rows) {
    try {
      const headers = row.list_unsubscribe
        ? { "List-Unsubscribe": `<${row.list_unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
        : undefined;
      await t.sendMail({ from, to: row.to_address, subject: row.subject, text: row.text, html: row.html ?? undefined, headers });
      await db().outboxEmail.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date(), lastError: null } });
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const current = await db().outboxEmail.findUnique({ where: { id: row.id }, select: { attempts: true } });
      await db().outboxEmail.update({
        where: { id: row.id },
        data: { lastError: message.slice(0, 1000), status: (current?.attempts ?? 0) >= MAX_ATTEMPTS ? "failed" : "queued" },
      });
      logger.warn({ emailId: row.id, err: message }, "e-mail delivery failed");
    }
  }
  return sent;
}

/** Starts delivery in the background (after a commit); errors are logged, never thrown to the request. */
export function kickEmailDelivery() {
  if (!smtp()) return;
  void deliverQueuedEmails().catch((error: unknown) => logger.error({ err: error }, "e-mail delivery crashed"));
}

let timer: NodeJS.Timeout | undefined;
export function startEmailDelivery(intervalMs = 60_000) {
  if (!smtp() || timer) return;
  timer = setInterval(kickEmailDelivery, intervalMs);
  timer.unref();
  kickEmailDelivery();
}

export function stopEmailDelivery() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
