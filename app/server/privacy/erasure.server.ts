import { erasureBlockers, type ErasureBlocker } from "#app/lib/domain/data-request";
import { dataRequestDueAt } from "#app/lib/domain/data-request";
import { ERASURE_WORDS } from "#app/lib/schemas/data-rights";
import { balanceFromRow, balanceSelect } from "#app/server/money/balance.server";
import { audit } from "#app/server/platform/audit.server";
import { verifyPassword } from "#app/server/platform/auth/password.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { emailLine } from "#app/server/platform/mail/texts.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { mailStaffAboutRequest, subjectContact, type DataSubject, type Tx } from "./data-requests.server";

/**
 * The erasure of a customer (decision 055, KVKK article 7): what blocks it, and the anonymisation itself — the
 * same function for the customer's own request and for staff finishing an open one. Personal data is replaced or
 * removed; payments, refunds, card checkouts and the reservations' amounts and references stay (the commercial
 * and tax records the law keeps for ten years), now belonging to an anonymous customer.
 */

/** What replaces a name, and a free text, once erased. */
export const ERASED_FIRST_NAME = "Silinmiş";
export const ERASED_LAST_NAME = "Müşteri";
export const ERASED_TEXT = "[silindi]";

/** A unique address nobody can receive mail at (.invalid is reserved, RFC 2606), per record. */
export function erasedEmail(id: string): string {
  return `silinmis-${id}@anonim.invalid`;
}

export function isErasedEmail(email: string): boolean {
  return email.endsWith("@anonim.invalid");
}

/** What holds a customer's erasure open now: their flights' states, balances and refunds. */
export async function blockersOf(tx: Tx, customerIds: readonly string[], now: Date): Promise<ErasureBlocker[]> {
  if (customerIds.length === 0) return [];
  const rows = await tx.reservation.findMany({ where: { customerId: { in: [...customerIds] } }, select: balanceSelect });
  return erasureBlockers(
    rows.map((row) => {
      const balance = balanceFromRow(row);
      return { status: row.status, departure: row.departureDatetime, dueCents: balance.due, refundPendingCents: balance.refundPending };
    }),
    now,
  );
}

/** The customer records an erasure covers: the account's own, and guest requests' records made with its addresses. */
async function subjectCustomers(tx: Tx, customerId: string | null, emails: readonly string[]): Promise<string[]> {
  const others = emails.length ? await tx.customer.findMany({ where: { email: { in: [...emails] } }, select: { id: true } }) : [];
  return [...new Set([...(customerId ? [customerId] : []), ...others.map((c) => c.id)])];
}

/** The addresses an account is known by: its login, its profile's, its customer record's. */
async function subjectEmails(tx: Tx, userId: string | null, customerId: string | null): Promise<string[]> {
  const user = userId
    ? await tx.user.findUnique({ where: { id: userId }, select: { email: true, profile: { select: { email: true } } } })
    : null;
  const customer = customerId ? await tx.customer.findUnique({ where: { id: customerId }, select: { email: true } }) : null;
  const all = [user?.email, user?.profile?.email, customer?.email].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
  return [...new Set(all)].filter((e) => !isErasedEmail(e));
}

export interface ErasureCounts {
  customers: number;
  legWatches: number;
  offerLinks: number;
  passengers: number;
  messages: number;
  emails: number;
}

/**
 * Anonymises everything personal about one account and its customer records, inside the caller's transaction.
 * Keeps: reservations with their amounts, payments, refunds, card checkouts, membership points, audit rows.
 */
export async function anonymise(tx: Tx, subject: { userId: string | null; customerId: string | null }, now: Date): Promise<ErasureCounts> {
  const emails = await subjectEmails(tx, subject.userId, subject.customerId);
  const customerIds = await subjectCustomers(tx, subject.customerId, emails);

  for (const id of customerIds) {
    await tx.customer.update({
      where: { id },
      data: {
        firstName: ERASED_FIRST_NAME,
        lastName: ERASED_LAST_NAME,
        email: erasedEmail(id),
        phone: null,
        companyName: null,
        notes: null,
      },
    });
  }
  if (subject.userId) {
    const userId = subject.userId;
    await tx.user.update({ where: { id: userId }, data: { email: erasedEmail(userId), passwordHash: null, disabledAt: now } });
    await tx.userProfile.updateMany({
      where: { id: userId },
      data: { firstName: ERASED_FIRST_NAME, lastName: ERASED_LAST_NAME, email: erasedEmail(userId), phone: null },
    });
    await tx.session.deleteMany({ where: { userId } });
    await tx.userToken.deleteMany({ where: { userId } });
    await tx.offerInterest.deleteMany({ where: { customerUserId: userId } });
  }
  const userIds = subject.userId ? [subject.userId] : [];
  const legWatches = await tx.legWatch.deleteMany({ where: { OR: [{ userId: { in: userIds } }, { guestEmail: { in: emails } }] } });
  const offerLinks = await tx.offerLink.deleteMany({
    where: { OR: [{ usedBy: { in: userIds } }, { email: { in: emails } }, { quoteRequest: { customerId: { in: customerIds } } }] },
  });
  const passengers = await tx.reservationPassenger.updateMany({
    where: { reservation: { customerId: { in: customerIds } } },
    data: { documentNumber: null, documentExpiry: null, birthDate: null, notes: null, purgedAt: now },
  });

  // the free texts they wrote, and those written about them
  await tx.quoteRequest.updateMany({
    where: { customerId: { in: customerIds }, specialRequests: { not: null } },
    data: { specialRequests: ERASED_TEXT },
  });
  await tx.reservation.updateMany({
    where: { customerId: { in: customerIds }, specialRequests: { not: null } },
    data: { specialRequests: ERASED_TEXT },
  });
  await tx.reservationChangeRequest.updateMany({
    where: { customerId: { in: customerIds }, message: { not: null } },
    data: { message: ERASED_TEXT },
  });
  await tx.brokerQuote.updateMany({
    where: { quoteRequest: { customerId: { in: customerIds } }, customerResponseNote: { not: null } },
    data: { customerResponseNote: ERASED_TEXT },
  });
  await tx.dataSubjectRequest.updateMany({
    where: { OR: [{ userId: { in: userIds } }, { customerId: { in: customerIds } }], requestedValue: { not: null } },
    data: { requestedValue: ERASED_TEXT, details: null },
  });
  let messages = 0;
  if (subject.userId) {
    const conversation = await tx.conciergeConversation.findUnique({ where: { customerUserId: subject.userId }, select: { id: true } });
    if (conversation) {
      messages = (await tx.conciergeMessage.updateMany({ where: { conversationId: conversation.id }, data: { body: ERASED_TEXT } })).count;
      await tx.conciergeConversation.update({ where: { id: conversation.id }, data: { searchText: "", lastMessagePreview: ERASED_TEXT } });
    }
  }
  // e-mails to them: the address and the words go; one still waiting is not sent
  const placeholder = erasedEmail(subject.userId ?? subject.customerId ?? "kayit");
  await tx.outboxEmail.updateMany({
    where: { to: { in: emails }, status: "queued" },
    data: { status: "failed", lastError: "erased (KVKK)" },
  });
  const mails = await tx.outboxEmail.updateMany({
    where: { to: { in: emails } },
    data: { to: placeholder, subject: ERASED_TEXT, text: ERASED_TEXT, html: null, listUnsubscribe: null },
  });
  return {
    customers: customerIds.length,
    legWatches: legWatches.count,
    offerLinks: offerLinks.count,
    passengers: passengers.count,
    messages,
    emails: mails.count,
  };
}

export class ErasureRefused extends ServiceError<"wrongPassword" | "wrongConfirmation" | "alreadyOpen" | "gone"> {}

/** The account's proof: its password, or the typed word for an account without one (decision 047). */
async function checkProof(hash: string | null, proof: { password?: string; confirmation?: string }) {
  if (hash !== null) {
    if (!proof.password || !(await verifyPassword(hash, proof.password))) {
      throw new ErasureRefused("wrongPassword", 400, "dataRights.erasure.wrongPassword", "password");
    }
    return;
  }
  const word = (proof.confirmation ?? "").toLocaleUpperCase("tr");
  if (!(ERASURE_WORDS as readonly string[]).includes(word)) {
    throw new ErasureRefused("wrongConfirmation", 400, "dataRights.erasure.confirmationWrong", "confirmation");
  }
}

export type ErasureOutcome = { outcome: "erased"; requestId: string } | { outcome: "open"; requestId: string; blockers: ErasureBlocker[] };

/**
 * The customer's erasure request. With nothing blocking, everything personal is anonymised at once, in one
 * transaction with the completed request, its audit row and the staff e-mail; the caller signs the browser out.
 * Otherwise the request is recorded open with its reasons (one open erasure per account) and staff are told.
 */
export async function requestErasure(
  subject: DataSubject,
  proof: { password?: string; confirmation?: string },
  now: Date = new Date(),
): Promise<ErasureOutcome> {
  const account = await db().user.findUnique({ where: { id: subject.userId }, select: { passwordHash: true, disabledAt: true } });
  if (!account || account.disabledAt) throw new ErasureRefused("gone", 404, "dataRights.errors.notFound");
  await checkProof(account.passwordHash, proof);

  try {
    return await db().$transaction(async (tx) => {
      const contact = await subjectContact(tx, subject.userId);
      const emails = await subjectEmails(tx, subject.userId, subject.customerId);
      const blockers = await blockersOf(tx, await subjectCustomers(tx, subject.customerId, emails), now);
      const dueAt = dataRequestDueAt(now);
      if (blockers.length > 0) {
        const row = await tx.dataSubjectRequest.create({
          data: { userId: subject.userId, customerId: subject.customerId, kind: "erasure", blockers, dueAt, createdAt: now },
          select: { id: true },
        });
        await audit(
          {
            actorId: subject.userId,
            action: "kvkk.erasure_requested",
            entity: "data_subject_request",
            entityId: row.id,
            after: { blockers },
            ip: subject.ip,
          },
          tx,
        );
        const list = (await Promise.all(blockers.map((b) => emailLine(`dataRequestStaff.blocker.${b}`)))).join(", ");
        await mailStaffAboutRequest(tx, {
          kind: "erasure",
          state: "open",
          customer: contact.name,
          email: contact.email,
          details: await emailLine("dataRequestStaff.blockers", { list }),
          dueAt,
          baseUrl: subject.baseUrl,
          causedBy: subject.userId,
        });
        return { outcome: "open" as const, requestId: row.id, blockers };
      }
      // the account is erased once: a second tab's request finds it disabled
      const claimed = await tx.user.updateMany({ where: { id: subject.userId, disabledAt: null }, data: { disabledAt: now } });
      if (claimed.count !== 1) throw new ErasureRefused("gone", 404, "dataRights.errors.notFound");
      const row = await tx.dataSubjectRequest.create({
        data: {
          userId: subject.userId,
          customerId: subject.customerId,
          kind: "erasure",
          state: "completed",
          dueAt,
          resolvedAt: now,
          createdAt: now,
        },
        select: { id: true },
      });
      const counts = await anonymise(tx, subject, now);
      await audit(
        {
          actorId: subject.userId,
          action: "kvkk.erasure",
          entity: "data_subject_request",
          entityId: row.id,
          after: { by: "customer", ...counts },
          ip: subject.ip,
        },
        tx,
      );
      await mailStaffAboutRequest(tx, {
        kind: "erasure",
        state: "completed",
        customer: subject.customerId ? `#${subject.customerId.slice(0, 8)}` : `#${subject.userId.slice(0, 8)}`,
        email: "—",
        details: await emailLine("dataRequestStaff.erased"),
        dueAt,
        baseUrl: subject.baseUrl,
        causedBy: subject.userId,
      });
      return { outcome: "erased" as const, requestId: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ErasureRefused("alreadyOpen", 409, "dataRights.erasure.alreadyOpen");
    throw error;
  }
}

/** What the confirmation screen shows before the customer decides: what would hold it open now. */
export async function erasurePreview(userId: string, customerId: string | null, now: Date = new Date()) {
  return db().$transaction(async (tx) => {
    const contact = await subjectContact(tx, userId);
    const emails = await subjectEmails(tx, userId, customerId);
    const blockers = await blockersOf(tx, await subjectCustomers(tx, customerId, emails), now);
    const open = await tx.dataSubjectRequest.findFirst({
      where: { userId, kind: "erasure", state: "open" },
      select: { id: true, createdAt: true },
    });
    return { hasPassword: contact.hasPassword, blockers, openRequest: open };
  });
}
