import type { Prisma } from "#app/generated/prisma/client";
import { formatPlaceDeparture, placeTime, type AppLocale } from "#app/lib/format";
import { zonesOfRoute } from "#app/server/bookings/leg-times.server";
import {
  newOfferLinkToken,
  OFFER_LINK_TTL_MS,
  offerLinkHash,
  offerLinkUrl,
  parseOfferLinkToken,
} from "#app/server/brokerage/offer-link-token.server";
import { linkCustomer } from "#app/server/customers/customer-link.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import type { Language } from "#app/locales";

/**
 * One link to the offer (decision 047). A guest's request e-mails carry a one-time sign-in link bound to the
 * request's e-mail address; only the token's hash is stored (`offer_links`). Opening the link reads (GET: a mail
 * scanner uses nothing up); the page's POST uses it in one transaction: a conditional update (unused and unexpired),
 * then the customer account of that address — made here when there is none (verified by this link, no password),
 * its customer record linked as the verification link does — and the caller signs it in. Staff and broker
 * accounts never sign in by link.
 */

type Tx = Prisma.TransactionClient;

export const OFFER_LINK_TTL_DAYS = Math.round(OFFER_LINK_TTL_MS / 86_400_000);

/** Fresh links per address per hour: more are answered the same and not sent (the form cannot flood an inbox). */
export const FRESH_LINK_PER_ADDRESS = 3;
/** Fresh-link forms per client IP per hour before the form answers 429. */
export const FRESH_LINK_PER_IP = 10;
export const FRESH_LINK_WINDOW_SECONDS = 60 * 60;

export const freshLinkIpKey = (ip: string) => `offer-link:ip:${ip}`;
export const freshLinkAddressKey = (email: string) => `offer-link:email:${email}`;

/** An account of this address that a link must not sign in: staff, brokers, or a user without a profile. */
function refusesLinks(account: { profile: { role: string } | null } | null): boolean {
  return account !== null && account.profile?.role !== "sales";
}

/**
 * A new link for this request and address, written in the caller's transaction; null (nothing written) when the
 * address belongs to a staff or broker account.
 */
export async function issueOfferLink(
  tx: Tx,
  input: { quoteRequestId: string; email: string; baseUrl: string; now?: Date },
): Promise<string | null> {
  const email = input.email.trim().toLowerCase();
  const account = await tx.user.findUnique({ where: { email }, select: { profile: { select: { role: true } } } });
  if (refusesLinks(account)) return null;
  const { token, hash } = newOfferLinkToken();
  const now = input.now ?? new Date();
  await tx.offerLink.create({
    data: { id: hash, quoteRequestId: input.quoteRequestId, email, expiresAt: new Date(now.getTime() + OFFER_LINK_TTL_MS) },
  });
  return offerLinkUrl(input.baseUrl, token);
}

// ───────────── reading (GET) ─────────────

export type OfferLinkProblem = "invalid" | "expired" | "used" | "refused";

export type OfferLinkView =
  { state: OfferLinkProblem } | { state: "ready"; email: string; from: string; to: string; date: string; passengers: number };

/** What the link's page shows; reads only. */
export async function describeOfferLink(rawToken: unknown, locale: AppLocale = "tr", now = new Date()): Promise<OfferLinkView> {
  const token = parseOfferLinkToken(rawToken);
  if (!token) return { state: "invalid" };
  const link = await db().offerLink.findUnique({
    where: { id: offerLinkHash(token) },
    select: {
      email: true,
      expiresAt: true,
      usedAt: true,
      quoteRequest: {
        select: {
          passengerCount: true,
          departureDatetime: true,
          departureDateOnly: true,
          route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true } },
        },
      },
    },
  });
  if (!link) return { state: "invalid" };
  if (link.usedAt) return { state: "used" };
  if (link.expiresAt <= now) return { state: "expired" };
  const account = await db().user.findUnique({ where: { email: link.email }, select: { profile: { select: { role: true } } } });
  if (refusesLinks(account)) return { state: "refused" };
  const r = link.quoteRequest;
  const zones = await zonesOfRoute(r.route);
  return {
    state: "ready",
    email: link.email,
    from: r.route.departureCity,
    to: r.route.arrivalCity,
    date: formatPlaceDeparture(placeTime(r.departureDatetime, zones.departure), r.departureDateOnly, locale),
    passengers: r.passengerCount,
  };
}

// ───────────── using (POST) ─────────────

export type OpenOfferLinkResult =
  { ok: true; userId: string; created: boolean; target: string } | { ok: false; reason: OfferLinkProblem | "disabled" | "other-session" };

export interface OpenOfferLinkInput {
  token: unknown;
  /** the account signed in on this browser, if any: another account's session is never switched silently */
  signedIn: { userId: string; email: string } | null;
  ip?: string;
  now?: Date;
}

/** The customer area's page of the request: the focused request when it belongs to the account's customer record. */
const REQUESTS_PATH = "/dashboard/requests";

async function useLink(tx: Tx, hash: string, input: OpenOfferLinkInput): Promise<OpenOfferLinkResult> {
  const now = input.now ?? new Date();
  const link = await tx.offerLink.findUnique({
    where: { id: hash },
    select: { email: true, expiresAt: true, quoteRequestId: true, quoteRequest: { select: { customerId: true } } },
  });
  if (!link) return { ok: false, reason: "invalid" };
  if (input.signedIn && input.signedIn.email !== link.email) return { ok: false, reason: "other-session" };
  const account = await tx.user.findUnique({
    where: { email: link.email },
    select: {
      id: true,
      disabledAt: true,
      emailVerifiedAt: true,
      profile: { select: { role: true, customerId: true, firstName: true, lastName: true } },
    },
  });
  if (refusesLinks(account)) return { ok: false, reason: "refused" };
  if (account?.disabledAt) return { ok: false, reason: "disabled" };

  // the one gate: a link is used once, before it expires; twenty parallel posts pass it once
  const used = await tx.offerLink.updateMany({
    where: { id: hash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return { ok: false, reason: link.expiresAt <= now ? "expired" : "used" };

  let userId: string;
  let created = false;
  if (!account) {
    const customer = await tx.customer.findUnique({
      where: { email: link.email },
      select: { firstName: true, lastName: true, phone: true },
    });
    const user = await tx.user.create({
      data: { email: link.email, passwordHash: null, emailVerifiedAt: now, lastSignInAt: now },
      select: { id: true },
    });
    await tx.userProfile.create({
      data: {
        id: user.id,
        role: "sales",
        firstName: customer?.firstName ?? "",
        lastName: customer?.lastName ?? "",
        phone: customer?.phone ?? null,
        email: link.email,
      },
    });
    await linkCustomer(tx, user.id, link.email, customer?.firstName ?? "", customer?.lastName ?? "");
    userId = user.id;
    created = true;
  } else {
    userId = account.id;
    const unverified = account.emailVerifiedAt === null;
    // an unverified account of this address may have been opened by somebody else with a password of theirs: the
    // owner of the mailbox takes it over, so that password and its sessions stop working
    await tx.user.update({
      where: { id: account.id },
      data: unverified ? { emailVerifiedAt: now, passwordHash: null, lastSignInAt: now } : { lastSignInAt: now },
    });
    if (unverified) await tx.session.deleteMany({ where: { userId: account.id } });
    if (!account.profile?.customerId) {
      await linkCustomer(tx, account.id, link.email, account.profile?.firstName ?? "", account.profile?.lastName ?? "");
    }
  }
  await tx.offerLink.update({ where: { id: hash }, data: { usedBy: userId } });
  const profile = await tx.userProfile.findUnique({ where: { id: userId }, select: { customerId: true } });
  await audit(
    {
      actorId: userId,
      action: "auth.offer_link_sign_in",
      entity: "quote_request",
      entityId: link.quoteRequestId,
      after: { accountCreated: created },
      ip: input.ip,
    },
    tx,
  );
  const own = profile?.customerId !== null && profile?.customerId === link.quoteRequest.customerId;
  return { ok: true, userId, created, target: own ? `${REQUESTS_PATH}?request=${link.quoteRequestId}` : REQUESTS_PATH };
}

/**
 * Uses a link once and returns the account to sign in (made verified when the address had none) and where to go.
 * Nothing is used when the answer is a refusal before the gate (another account signed in, a staff address).
 */
export async function openOfferLink(input: OpenOfferLinkInput): Promise<OpenOfferLinkResult> {
  const token = parseOfferLinkToken(input.token);
  if (!token) return { ok: false, reason: "invalid" };
  const hash = offerLinkHash(token);
  try {
    return await db().$transaction((tx) => useLink(tx, hash, input));
  } catch (error) {
    // two links of one new address used at the same moment: the second finds the first's account now
    if (isUniqueViolation(error)) return await db().$transaction((tx) => useLink(tx, hash, input));
    throw error;
  }
}

// ───────────── a fresh link ─────────────

/**
 * Sends a fresh link for the newest request of this address, to this address only. The caller answers the same
 * whether anything was sent or not; more than FRESH_LINK_PER_ADDRESS an hour are not sent.
 */
export async function requestFreshOfferLink(input: { email: string; baseUrl: string; language: Language }): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const limit = await hitRateLimit(freshLinkAddressKey(email), FRESH_LINK_PER_ADDRESS, FRESH_LINK_WINDOW_SECONDS);
  if (!limit.allowed) return false;
  const request = await db().quoteRequest.findFirst({
    where: { customer: { email } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      departureDatetime: true,
      departureDateOnly: true,
      route: { select: { departureCity: true, arrivalCity: true, departureAirport: true, arrivalAirport: true } },
    },
  });
  if (!request) return false;
  const zones = await zonesOfRoute(request.route);
  return db().$transaction(async (tx) => {
    const link = await issueOfferLink(tx, { quoteRequestId: request.id, email, baseUrl: input.baseUrl });
    if (!link) return false;
    const mail = await composeEmail(
      "offerLinkFresh",
      {
        route: `${request.route.departureCity} → ${request.route.arrivalCity}`,
        date: formatPlaceDeparture(placeTime(request.departureDatetime, zones.departure), request.departureDateOnly, input.language),
        link,
        days: OFFER_LINK_TTL_DAYS,
      },
      input.language,
    );
    await queueEmail({ to: email, ...mail, template: "offer-link.fresh" }, tx);
    await audit({ actorId: null, action: "offer_link.fresh", entity: "quote_request", entityId: request.id }, tx);
    return true;
  });
}

/** The guest confirmation's line about the link (or that an e-mail follows, for an address that gets no link). */
export async function guestOfferLinkLine(link: string | null, language: Language): Promise<string> {
  return link
    ? emailLine("guestRequestReceived.offerLink", { link, days: OFFER_LINK_TTL_DAYS }, language)
    : emailLine("guestRequestReceived.offerLinkNone", {}, language);
}
