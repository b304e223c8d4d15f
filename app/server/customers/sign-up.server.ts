import { randomBytes } from "node:crypto";
import type { Prisma } from "#app/generated/prisma/client";
import { audit } from "#app/server/platform/audit.server";
import { notifyBrokerSignup } from "#app/server/brokerage/brokers.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { hashPassword } from "#app/server/platform/auth/password.server";
import { tokenHash } from "#app/server/platform/auth/credentials.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { linkCustomer } from "#app/server/customers/customer-link.server";
import { recordConsent } from "#app/server/customers/consent.server";

/**
 * Public sign-up (a customer, or a broker whose company waits for staff approval) and e-mail verification, which
 * links the account to the customer record of the same e-mail. Sign-in itself is platform/auth/credentials.server.ts.
 */

const VERIFY_TTL_MS = 1000 * 60 * 60 * 48;

async function createVerificationToken(tx: Prisma.TransactionClient, userId: string) {
  const token = randomBytes(32).toString("base64url");
  await tx.userToken.create({
    data: { id: tokenHash(token), userId, purpose: "verify_email", expiresAt: new Date(Date.now() + VERIFY_TTL_MS) },
  });
  return token;
}

/** A unique upper-case broker code from the e-mail's local part (spec §7.1), e.g. EMRE, EMRE2, EMRE3… */
export async function uniqueBrokerCode(tx: Prisma.TransactionClient, email: string) {
  const base =
    (email.split("@")[0] ?? "")
      .toUpperCase()
      .replace(/[^A-Z0-9._-]/g, "")
      .slice(0, 30) || "BROKER";
  const taken = new Set((await tx.broker.findMany({ where: { code: { startsWith: base } }, select: { code: true } })).map((b) => b.code));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: "sales" | "broker";
  /** the optional marketing consent ticked on the form; recorded for a customer account only (decision 056) */
  marketingConsent?: boolean;
  baseUrl: string;
  ip?: string;
}

/**
 * Creates the user, profile and (for a broker) the broker record of spec §7.1 in one transaction, with a
 * verification e-mail in the outbox. An e-mail that already has an account gets the same answer; its owner
 * receives a notice instead (no account enumeration).
 */
export async function signUp(input: SignUpInput): Promise<{ created: boolean }> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await queueEmail({ to: email, ...(await composeEmail("signupExisting", {})), template: "signup-existing" });
    return { created: false };
  }
  try {
    await db().$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email, passwordHash }, select: { id: true } });
      let brokerId: string | null = null;
      if (input.role === "broker") {
        const name = `${input.firstName} ${input.lastName}`.trim() || "Yeni Broker";
        const broker = await tx.broker.create({
          data: {
            name,
            code: await uniqueBrokerCode(tx, email),
            // vetted sign-ups (decision 021): inactive until an admin activates the company
            isActive: false,
            apiKeyRequired: false,
            rateLimitPerMinute: 60,
          },
          select: { id: true, code: true, name: true },
        });
        brokerId = broker.id;
        await audit(
          {
            actorId: user.id,
            action: "broker.signup",
            entity: "broker",
            entityId: broker.id,
            after: { ...broker, isActive: false },
            ip: input.ip,
          },
          tx,
        );
        await notifyBrokerSignup(tx, { broker, name: `${input.firstName} ${input.lastName}`.trim(), email, baseUrl: input.baseUrl });
      }
      await tx.userProfile.create({
        data: { id: user.id, role: input.role, firstName: input.firstName, lastName: input.lastName, email, brokerId },
      });
      if (input.role === "sales" && input.marketingConsent) {
        const subject = { userId: user.id, email };
        await recordConsent({ subject, purpose: "marketing_offers", action: "granted", source: "sign_up", ip: input.ip ?? null }, tx);
      }
      const token = await createVerificationToken(tx, user.id);
      const link = `${input.baseUrl}/auth/verify?token=${encodeURIComponent(token)}`;
      await queueEmail(
        { to: email, ...(await composeEmail("verifyEmail", { name: input.firstName, link })), template: "verify-email" },
        tx,
      );
      await audit(
        { actorId: user.id, action: "user.signup", entity: "user", entityId: user.id, after: { email, role: input.role }, ip: input.ip },
        tx,
      );
    });
  } catch (error) {
    // a parallel sign-up with the same e-mail won the race: same answer as above
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  return { created: true };
}

/**
 * Uses a verification token once. A customer (sales) account is linked to its customer record (found by
 * e-mail, or created) only now, so nobody sees another person's flights by signing up with their address.
 */
export async function verifyEmail(token: string): Promise<boolean> {
  const id = tokenHash(token);
  return db().$transaction(async (tx) => {
    const used = await tx.userToken.updateMany({
      where: { id, purpose: "verify_email", usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) return false;
    const row = await tx.userToken.findUniqueOrThrow({ where: { id }, select: { userId: true } });
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { emailVerifiedAt: new Date() },
      select: { id: true, email: true, profile: true },
    });
    if (user.profile?.role === "sales" && !user.profile.customerId) {
      await linkCustomer(tx, user.id, user.email, user.profile.firstName, user.profile.lastName);
    }
    await audit({ actorId: user.id, action: "user.verify_email", entity: "user", entityId: user.id }, tx);
    return true;
  });
}

export async function isValidVerificationToken(token: string) {
  const row = await db().userToken.findUnique({
    where: { id: tokenHash(token) },
    select: { usedAt: true, expiresAt: true, purpose: true },
  });
  return !!row && row.purpose === "verify_email" && !row.usedAt && row.expiresAt > new Date();
}
