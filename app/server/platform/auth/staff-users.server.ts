import { randomBytes, randomInt } from "node:crypto";
import type { Prisma } from "#app/generated/prisma/client";
import type { Role } from "#app/generated/prisma/enums";
import { tokenHash } from "#app/server/platform/auth/credentials.server";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "#app/server/platform/auth/password.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { paginate } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { escapeLike } from "#app/lib/search";
import { SESSION_IDLE_MS } from "#app/server/platform/auth/session.server";
import { signInPathFor } from "#app/lib/domain/roles";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";

/**
 * Account administration: creating users of any role, changing a role, disabling and enabling, ending
 * sessions. Used by the admin settings screen and by `npm run user:create`. Roles are never self-granted
 * (public sign-up offers only broker and sales); admin and operations accounts come only from here.
 *
 * Every change runs in one transaction with its audit row and is a conditional update, so a repeated
 * request changes nothing. Rule violations throw `StaffUserError` with a code the caller turns into a
 * message (`settings.users.errors.<code>`).
 */
export { ALL_ROLES, isRole } from "#app/lib/domain/roles";

export type StaffUserErrorCode =
  | "emailTaken"
  | "brokerRequired"
  | "brokerNotFound"
  | "customerNotFound"
  | "customerTaken"
  | "passwordLength"
  | "lastAdmin"
  | "selfDisable"
  | "notFound";

const FIELD_OF: Partial<Record<StaffUserErrorCode, string>> = {
  emailTaken: "email",
  brokerRequired: "broker_id",
  brokerNotFound: "broker_id",
  customerNotFound: "customer_email",
  customerTaken: "customer_email",
  passwordLength: "password",
};

export class StaffUserError extends ServiceError<StaffUserErrorCode> {
  constructor(code: StaffUserErrorCode) {
    super(code, code === "notFound" ? 404 : 400, `settings.users.errors.${code}`, FIELD_OF[code]);
    this.name = "StaffUserError";
  }
}

/** Letters and digits without look-alikes (0/O, 1/l/I), plus a few symbols. */
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%*+-=?";

/** A random password (16 characters by default) from a crypto source. */
export function generatePassword(length = 16): string {
  let out = "";
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

export { signInPathFor } from "#app/lib/domain/roles";

const ADMIN_VERIFY_TTL_MS = 1000 * 60 * 60 * 24 * 7;

/**
 * Serialises changes that could leave no active admin: concurrent demotions or disables lock the admin
 * profiles first, so the second one counts after the first has committed.
 */
export async function lockAdmins(tx: Prisma.TransactionClient) {
  await sqlDb(tx).selectFrom("user_profiles").select("id").where("role", "=", "admin").forUpdate().execute();
}

export async function otherActiveAdmins(tx: Prisma.TransactionClient, userId: string) {
  return tx.userProfile.count({ where: { role: "admin", id: { not: userId }, user: { disabledAt: null } } });
}

export async function requireBrokerRow(tx: Prisma.TransactionClient, brokerId: string | null | undefined) {
  if (!brokerId) throw new StaffUserError("brokerRequired");
  const broker = await tx.broker.findUnique({ where: { id: brokerId }, select: { id: true } });
  if (!broker) throw new StaffUserError("brokerNotFound");
  return broker.id;
}

// ───────────── create ─────────────

export interface CreateUserInput {
  actorId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** required for role broker */
  brokerId?: string | null;
  /** role sales: links the customer record with this e-mail */
  customerEmail?: string | null;
  /** empty: a password is generated */
  password?: string | null;
  /**
   * Web: a welcome e-mail with the sign-in link and a verification link; a generated password is put in
   * it. Without this option (command line) no e-mail is sent and the address counts as verified.
   */
  welcomeEmail?: { baseUrl: string };
  ip?: string;
}

export interface CreateUserResult {
  id: string;
  email: string;
  role: Role;
  /** set when the password was generated (e-mailed on the web, printed by the command line) */
  generatedPassword: string | null;
}

export async function createUser(input: CreateUserInput): Promise<CreateUserResult> {
  const email = input.email.trim().toLowerCase();
  const given = input.password ?? "";
  if (given && (given.length < PASSWORD_MIN || given.length > PASSWORD_MAX)) throw new StaffUserError("passwordLength");
  const generatedPassword = given ? null : generatePassword();
  const password = given || generatedPassword!;
  if (await db().user.findUnique({ where: { email }, select: { id: true } })) throw new StaffUserError("emailTaken");
  const passwordHash = await hashPassword(password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();

  try {
    const id = await db().$transaction(async (tx) => {
      const brokerId = input.role === "broker" ? await requireBrokerRow(tx, input.brokerId) : null;
      let customerId: string | null = null;
      const customerEmail = input.customerEmail?.trim().toLowerCase();
      if (input.role === "sales" && customerEmail) {
        const customer = await tx.customer.findUnique({
          where: { email: customerEmail },
          select: { id: true, profile: { select: { id: true } } },
        });
        if (!customer) throw new StaffUserError("customerNotFound");
        if (customer.profile) throw new StaffUserError("customerTaken");
        customerId = customer.id;
      }
      const user = await tx.user.create({
        data: { email, passwordHash, emailVerifiedAt: input.welcomeEmail ? null : new Date() },
        select: { id: true },
      });
      await tx.userProfile.create({
        data: { id: user.id, role: input.role, firstName, lastName, email, brokerId, customerId },
      });
      if (input.welcomeEmail) {
        const token = randomBytes(32).toString("base64url");
        await tx.userToken.create({
          data: {
            id: tokenHash(token),
            userId: user.id,
            purpose: "verify_email",
            expiresAt: new Date(Date.now() + ADMIN_VERIFY_TTL_MS),
          },
        });
        await queueEmail(
          await welcomeMessage({
            to: email,
            firstName,
            signInUrl: `${input.welcomeEmail.baseUrl}${signInPathFor(input.role)}`,
            verifyUrl: `${input.welcomeEmail.baseUrl}/auth/verify?token=${encodeURIComponent(token)}`,
            password: generatedPassword,
          }),
          tx,
        );
      }
      await audit(
        {
          actorId: input.actorId,
          action: "user.create",
          entity: "user",
          entityId: user.id,
          after: { email, role: input.role, brokerId, customerId, passwordGenerated: generatedPassword !== null },
          ip: input.ip,
        },
        tx,
      );
      return user.id;
    });
    return { id, email, role: input.role, generatedPassword };
  } catch (error) {
    // a parallel request with the same e-mail (or customer) won the race
    if (isUniqueViolation(error)) throw new StaffUserError(input.customerEmail && input.role === "sales" ? "customerTaken" : "emailTaken");
    throw error;
  }
}

async function welcomeMessage(m: { to: string; firstName: string; signInUrl: string; verifyUrl: string; password: string | null }) {
  const passwordLine = m.password
    ? await emailLine("staffWelcome.generatedPassword", { password: m.password })
    : await emailLine("staffWelcome.passwordFromAdmin");
  const mail = await composeEmail("staffWelcome", {
    name: m.firstName,
    email: m.to,
    passwordLine,
    signInUrl: m.signInUrl,
    verifyUrl: m.verifyUrl,
  });
  return { to: m.to, ...mail, template: "staff-welcome" };
}

// ───────────── the list ─────────────

export const STAFF_USERS_PAGE_SIZE = 25;

function activeSessionFilter(now: Date): Prisma.SessionWhereInput {
  return { expiresAt: { gt: now }, lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) } };
}

/**
 * Every account, newest first, filtered by role and by words (each must match the e-mail, first name or last
 * name, so "Selin Aydın" finds her), with its count of live sessions; the selected account in detail; and
 * the broker companies for the role form.
 */
export async function staffUsersPage(input: { q: string; role: Role | null; page: string | null; selectedId: string | null }) {
  const words = input.q.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.UserWhereInput = {
    AND: [
      ...words.map((word) => {
        const contains = { contains: escapeLike(word), mode: "insensitive" as const };
        return { OR: [{ email: contains }, { profile: { firstName: contains } }, { profile: { lastName: contains } }] };
      }),
      ...(input.role ? [{ profile: { role: input.role } }] : []),
    ],
  };
  const total = await db().user.count({ where });
  const { page, pages, skip, take } = paginate(total, input.page, STAFF_USERS_PAGE_SIZE);
  const sessions = { where: activeSessionFilter(new Date()) };
  const rows = await db().user.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip,
    take,
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      disabledAt: true,
      lastSignInAt: true,
      profile: { select: { role: true, firstName: true, lastName: true } },
      _count: { select: { sessions } },
    },
  });

  let selected = null;
  if (input.selectedId) {
    if (!isUuid(input.selectedId)) throw new StaffUserError("notFound");
    selected = await db().user.findUnique({
      where: { id: input.selectedId },
      select: {
        id: true,
        email: true,
        emailVerifiedAt: true,
        disabledAt: true,
        lastSignInAt: true,
        createdAt: true,
        profile: {
          select: {
            role: true,
            firstName: true,
            lastName: true,
            brokerId: true,
            broker: { select: { name: true, code: true } },
            customer: { select: { firstName: true, lastName: true, email: true } },
          },
        },
        _count: { select: { sessions } },
      },
    });
    if (!selected) throw new StaffUserError("notFound");
  }

  const brokers = await db().broker.findMany({
    select: { id: true, name: true, code: true },
    orderBy: [{ name: "asc" }, { code: "asc" }],
    take: 500,
  });
  return { rows, total, page, pages, selected, brokers };
}

export type StaffUsersPage = Awaited<ReturnType<typeof staffUsersPage>>;
