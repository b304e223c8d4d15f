import type { Prisma } from "#app/generated/prisma/client";
import type { EmailStatus } from "#app/lib/domain/email-status";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { escapeLike } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { scheduleEmailDelivery } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/** The e-mail outbox as staff read it (/admin/settings/outbox): list, one e-mail, and the retry of a failed one. */
export const OUTBOX_PAGE_SIZE = 25;
const notFound = () => new ServiceError("notFound", 404, "settings.outbox.errors.notFound");

export async function outboxPage(input: { q: string; status: EmailStatus | null; page: string | null; selectedId: string | null }) {
  const where: Prisma.OutboxEmailWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.q ? { to: { contains: escapeLike(input.q), mode: "insensitive" } } : {}),
  };
  const total = await db().outboxEmail.count({ where });
  const { page, pages, skip, take } = paginate(total, input.page, OUTBOX_PAGE_SIZE);
  const rows = await db().outboxEmail.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: { id: true, to: true, subject: true, template: true, status: true, attempts: true, createdAt: true, sentAt: true },
  });
  let selected = null;
  if (input.selectedId) {
    if (!isUuid(input.selectedId)) throw notFound();
    selected = await db().outboxEmail.findUnique({ where: { id: input.selectedId } });
    if (!selected) throw notFound();
  }
  return { rows, total, page, pages, selected, smtpConfigured: Boolean(env().SMTP_URL) };
}

/**
 * Puts a failed e-mail back in the queue (attempts reset), with its audit row, in one transaction.
 * True when it was retried; false when it was not failed (already queued or sent: nothing to do).
 */
export async function retryEmail(input: { actorId: string; id: string; ip?: string }): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const before = await tx.outboxEmail.findUnique({ where: { id: input.id }, select: { status: true, attempts: true, lastError: true } });
    if (!before) throw notFound();
    const updated = await tx.outboxEmail.updateMany({
      where: { id: input.id, status: "failed" },
      data: { status: "queued", attempts: 0, lastError: null },
    });
    if (updated.count !== 1) return false;
    await scheduleEmailDelivery(input.id, tx);
    await audit(
      {
        actorId: input.actorId,
        action: "email.retry",
        entity: "outbox_email",
        entityId: input.id,
        before,
        after: { status: "queued", attempts: 0 },
        ip: input.ip,
      },
      tx,
    );
    return true;
  });
}
