import { customerManifest } from "#app/server/bookings/manifest.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { recordAccess, type DataSubject } from "./data-requests.server";

/**
 * "Verilerim": everything held about the signed-in customer as one JSON document (decision 055, KVKK article 11
 * (a)–(d)). Only their own rows: every query starts from their account id and their customer record(s) — the
 * account's, and guest requests' records made with the same address. Left out on purpose: the password's hash,
 * the session and token hashes, card checkout tokens and payment page addresses (secrets, not data about them),
 * and the passport numbers in full (masked as on their flight's page, decision 053).
 *
 * EXPORTED_MODELS names every Prisma model this document covers; NOT_EXPORTED names the models that refer to a
 * user or customer and are left out, with the reason. The completeness test walks the generated client's data
 * model and fails on a model that refers to a person and is in neither list.
 */
export const EXPORTED_MODELS = [
  "User",
  "UserProfile",
  "Session",
  "UserToken",
  "AuditLog",
  "OutboxEmail",
  "Customer",
  "Reservation",
  "ReservationPassenger",
  "QuoteRequest",
  "BrokerQuote",
  "Payment",
  "PaymentAttempt",
  "Refund",
  "ReservationChangeRequest",
  "OfferInterest",
  "ConciergeConversation",
  "ConciergeMessage",
  "LegWatch",
  "LegAlertDelivery",
  "MembershipPoint",
  "OfferLink",
  "DataSubjectRequest",
  "ConsentRecord",
  "OfferMailing",
] as const;

export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  EmptyLeg: "created and approved by broker and staff accounts; a customer never writes an empty leg",
  Offer: "written by staff; the customer's own asks about offers are exported as offer interests",
  BrokerSyncRun: "a broker feed's run, requested by staff; holds no customer's data",
};

/** Downloads per account in the window, and the window: enough to retry, too few to hammer the database. */
export const EXPORT_LIMIT = 5;
export const EXPORT_WINDOW_SECONDS = 60 * 60;

export class ExportRefused extends ServiceError<"tooMany"> {}

const lower = (e: string) => e.toLowerCase();

/** Collects the document. Read-only; `exportPersonalData` records and audits it. */
export async function collectPersonalData(userId: string, customerId: string | null, now: Date = new Date()) {
  const client = db();
  const user = await client.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      disabledAt: true,
      lastSignInAt: true,
      createdAt: true,
      updatedAt: true,
      passwordHash: true,
      profile: true,
    },
  });
  const { passwordHash, profile, ...account } = user;
  const own = customerId ? await client.customer.findUnique({ where: { id: customerId } }) : null;
  const emails = [...new Set([user.email, profile?.email, own?.email].filter((e): e is string => Boolean(e)).map(lower))];
  // guest requests made with one of their addresses live on the customer record of that address
  const customers = await client.customer.findMany({
    where: { OR: [...(customerId ? [{ id: customerId }] : []), { email: { in: emails } }] },
    orderBy: { createdAt: "asc" },
  });
  const customerIds = customers.map((c) => c.id);

  const quoteRequests = await client.quoteRequest.findMany({
    where: { customerId: { in: customerIds } },
    orderBy: { createdAt: "asc" },
    include: { route: { select: { departureCity: true, arrivalCity: true } } },
  });
  const requestIds = quoteRequests.map((q) => q.id);
  const offers = await client.brokerQuote.findMany({
    // the offers staff approved and sent them; a broker's quote staff never passed on is the broker's, not theirs
    where: { quoteRequestId: { in: requestIds }, status: "approved" },
    orderBy: { submittedAt: "asc" },
    select: {
      id: true,
      quoteRequestId: true,
      quotedPrice: true,
      currency: true,
      validityHours: true,
      expiresAt: true,
      submittedAt: true,
      status: true,
      customerResponse: true,
      customerRespondedAt: true,
      customerResponseNote: true,
      jetOffered: { select: { manufacturer: true, model: true, category: true } },
    },
  });
  const reservations = await client.reservation.findMany({
    where: { customerId: { in: customerIds } },
    orderBy: { departureDatetime: "asc" },
    include: { route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } } },
  });
  const reservationIds = reservations.map((r) => r.id);
  const passengers = [];
  for (const r of reservations) {
    const manifest = r.customerId ? await customerManifest(r.customerId, r.id, now) : null;
    for (const p of manifest?.passengers ?? []) passengers.push({ reservationId: r.id, ...p });
  }
  const payments = await client.payment.findMany({ where: { reservationId: { in: reservationIds } }, orderBy: { createdAt: "asc" } });
  const refunds = await client.refund.findMany({ where: { reservationId: { in: reservationIds } }, orderBy: { createdAt: "asc" } });
  const paymentAttempts = await client.paymentAttempt.findMany({
    where: { OR: [{ customerId: { in: customerIds } }, { reservationId: { in: reservationIds } }] },
    orderBy: { createdAt: "asc" },
    omit: { providerToken: true, paymentPageUrl: true },
  });
  const changeRequests = await client.reservationChangeRequest.findMany({
    where: { customerId: { in: customerIds } },
    orderBy: { createdAt: "asc" },
    omit: { requestKey: true },
  });
  const conversation = await client.conciergeConversation.findUnique({
    where: { customerUserId: userId },
    omit: { searchText: true },
    include: { messages: { orderBy: { createdAt: "asc" } } },
  });
  const legWatches = await client.legWatch.findMany({
    where: { OR: [{ userId }, { guestEmail: { in: emails } }] },
    orderBy: { createdAt: "asc" },
    include: { deliveries: { orderBy: { createdAt: "asc" } } },
  });
  const membershipPoints = await client.membershipPoint.findMany({
    where: { customerId: { in: customerIds } },
    orderBy: { createdAt: "asc" },
  });
  const offerInterests = await client.offerInterest.findMany({ where: { customerUserId: userId }, orderBy: { createdAt: "asc" } });
  const offerLinks = await client.offerLink.findMany({
    where: { OR: [{ email: { in: emails } }, { usedBy: userId }, { quoteRequestId: { in: requestIds } }] },
    orderBy: { createdAt: "asc" },
    omit: { id: true },
  });
  const sessions = await client.session.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, lastSeenAt: true, expiresAt: true, ip: true, userAgent: true },
  });
  const tokens = await client.userToken.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { purpose: true, createdAt: true, expiresAt: true, usedAt: true },
  });
  const recordIds = [userId, ...customerIds, ...requestIds, ...reservationIds, ...payments.map((p) => p.id), ...refunds.map((r) => r.id)];
  const auditRows = await client.auditLog.findMany({
    where: { OR: [{ actorId: userId }, { entityId: { in: recordIds } }] },
    orderBy: { createdAt: "asc" },
    select: { id: true, action: true, entity: true, entityId: true, before: true, after: true, ip: true, createdAt: true, actorId: true },
  });
  const emailsSent = await client.outboxEmail.findMany({
    where: { to: { in: emails } },
    orderBy: { createdAt: "asc" },
    select: { id: true, to: true, subject: true, text: true, status: true, template: true, createdAt: true, sentAt: true },
  });
  // consents given and withdrawn (decision 056): the account's, its customer records' and its addresses' (a guest's watch)
  const consentRecords = await client.consentRecord.findMany({
    where: { OR: [{ userId }, { customerId: { in: customerIds } }, { email: { in: emails } }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    omit: { userId: true, customerId: true },
  });
  const offerMailings = await client.offerMailing.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, offer: { select: { id: true, title: true, location: true } } },
  });
  const dataRequests = await client.dataSubjectRequest.findMany({
    where: { OR: [{ userId }, { customerId: { in: customerIds } }] },
    orderBy: { createdAt: "asc" },
    omit: { resolvedById: true },
  });

  return {
    format: "ufuk-jet-personal-data/1",
    generatedAt: now.toISOString(),
    controller: "Ufuk Jet",
    account: { ...account, hasPassword: passwordHash !== null },
    profile,
    customers: customers.map(({ searchText: _searchText, ...c }) => c),
    quoteRequests: quoteRequests.map(({ searchText: _searchText, ...q }) => q),
    offers,
    reservations,
    passengers,
    payments,
    refunds,
    paymentAttempts,
    reservationChangeRequests: changeRequests,
    concierge: conversation,
    legWatches,
    membershipPoints,
    offerInterests,
    offerLinks,
    sessions,
    tokens,
    auditLog: auditRows,
    emails: emailsSent,
    dataRequests,
    consentRecords,
    offerMailings,
  };
}
export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** JSON with the database's big integers as text and decimals as their text (Prisma's Decimal has toJSON). */
export function personalDataJson(data: PersonalData): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value), 2);
}

/**
 * The download: counted against the account's limit, recorded as a completed access request with its audit row
 * (`kvkk.export`), then collected. Answers the file's text and name.
 */
export async function exportPersonalData(subject: DataSubject, now: Date = new Date()) {
  const limit = await hitRateLimit(`kvkk-export:user:${subject.userId}`, EXPORT_LIMIT, EXPORT_WINDOW_SECONDS);
  if (!limit.allowed) {
    throw new ExportRefused("tooMany", 429, "dataRights.export.tooMany", undefined, { minutes: Math.ceil(limit.retryAfterSeconds / 60) });
  }
  const data = await collectPersonalData(subject.userId, subject.customerId, now);
  await db().$transaction(async (tx) => {
    const requestId = await recordAccess(tx, subject, now);
    await audit(
      {
        actorId: subject.userId,
        action: "kvkk.export",
        entity: "data_subject_request",
        entityId: requestId,
        after: { reservations: data.reservations.length, quoteRequests: data.quoteRequests.length, payments: data.payments.length },
        ip: subject.ip,
      },
      tx,
    );
  });
  const day = now.toISOString().slice(0, 10);
  return { body: personalDataJson(data), filename: `ufuk-jet-verilerim-${day}.json` };
}
