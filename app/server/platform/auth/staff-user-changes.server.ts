import type { Role } from "#app/generated/prisma/enums";
import { hashPassword } from "#app/server/platform/auth/password.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { signInPathFor } from "#app/lib/domain/roles";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { StaffUserError, generatePassword, lockAdmins, otherActiveAdmins, requireBrokerRow } from "./staff-users.server";

/**
 * Changes to an existing account by an admin: its role, disabling and enabling it, ending its sessions, and a
 * password reset. Each is a conditional update with its audit row in one transaction; a change that could leave no
 * active admin locks the admin profiles first (staff-users.server.ts).
 */

// ───────────── role ─────────────

export interface ChangeRoleInput {
  actorId: string;
  /** the actor's own session survives when they change their own role */
  actorSessionId?: string;
  userId: string;
  role: Role;
  brokerId?: string | null;
  ip?: string;
}

export type ChangeResult = { changed: boolean; sessionsEnded: number };

export async function changeUserRole(input: ChangeRoleInput): Promise<ChangeResult> {
  return db().$transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { email: true, disabledAt: true, profile: { select: { role: true, brokerId: true } } },
    });
    if (!user) throw new StaffUserError("notFound");
    const brokerId = input.role === "broker" ? await requireBrokerRow(tx, input.brokerId) : null;
    if (!user.profile) {
      // an account whose profile was never written gets one now
      await tx.userProfile.create({ data: { id: input.userId, role: input.role, email: user.email, brokerId } });
      const ended = await tx.session.deleteMany({ where: { userId: input.userId } });
      await audit(
        {
          actorId: input.actorId,
          action: "user.role_change",
          entity: "user",
          entityId: input.userId,
          before: { role: null, brokerId: null },
          after: { role: input.role, brokerId, sessionsEnded: ended.count },
          ip: input.ip,
        },
        tx,
      );
      return { changed: true, sessionsEnded: ended.count };
    }
    const profile = { ...user.profile, disabledAt: user.disabledAt };
    if (profile.role === input.role && profile.brokerId === brokerId) return { changed: false, sessionsEnded: 0 };
    if (profile.role === "admin" && input.role !== "admin" && !profile.disabledAt) {
      if ((await otherActiveAdmins(tx, input.userId)) === 0) throw new StaffUserError("lastAdmin");
    }
    const updated = await tx.userProfile.updateMany({
      where: { id: input.userId, role: profile.role, brokerId: profile.brokerId },
      data: { role: input.role, brokerId },
    });
    if (updated.count !== 1) return { changed: false, sessionsEnded: 0 };
    const keep = input.userId === input.actorId ? input.actorSessionId : undefined;
    const ended = await tx.session.deleteMany({ where: { userId: input.userId, ...(keep ? { id: { not: keep } } : {}) } });
    await audit(
      {
        actorId: input.actorId,
        action: "user.role_change",
        entity: "user",
        entityId: input.userId,
        before: { role: profile.role, brokerId: profile.brokerId },
        after: { role: input.role, brokerId, sessionsEnded: ended.count },
        ip: input.ip,
      },
      tx,
    );
    return { changed: true, sessionsEnded: ended.count };
  });
}

// ───────────── disable / enable ─────────────

export interface SetDisabledInput {
  actorId: string;
  userId: string;
  disabled: boolean;
  ip?: string;
}

export async function setUserDisabled(input: SetDisabledInput): Promise<ChangeResult> {
  if (input.disabled && input.userId === input.actorId) throw new StaffUserError("selfDisable");
  return db().$transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { disabledAt: true, profile: { select: { role: true } } },
    });
    if (!user) throw new StaffUserError("notFound");
    if (input.disabled) {
      if (user.disabledAt) return { changed: false, sessionsEnded: 0 };
      if (user.profile?.role === "admin" && (await otherActiveAdmins(tx, input.userId)) === 0) {
        throw new StaffUserError("lastAdmin");
      }
      const now = new Date();
      const updated = await tx.user.updateMany({ where: { id: input.userId, disabledAt: null }, data: { disabledAt: now } });
      if (updated.count !== 1) return { changed: false, sessionsEnded: 0 };
      const ended = await tx.session.deleteMany({ where: { userId: input.userId } });
      await audit(
        {
          actorId: input.actorId,
          action: "user.disable",
          entity: "user",
          entityId: input.userId,
          before: { disabledAt: null },
          after: { disabledAt: now, sessionsEnded: ended.count },
          ip: input.ip,
        },
        tx,
      );
      return { changed: true, sessionsEnded: ended.count };
    }
    if (!user.disabledAt) return { changed: false, sessionsEnded: 0 };
    const updated = await tx.user.updateMany({ where: { id: input.userId, disabledAt: { not: null } }, data: { disabledAt: null } });
    if (updated.count !== 1) return { changed: false, sessionsEnded: 0 };
    await audit(
      {
        actorId: input.actorId,
        action: "user.enable",
        entity: "user",
        entityId: input.userId,
        before: { disabledAt: user.disabledAt },
        after: { disabledAt: null },
        ip: input.ip,
      },
      tx,
    );
    return { changed: true, sessionsEnded: 0 };
  });
}

// ───────────── sessions ─────────────

export interface RevokeSessionsInput {
  actorId: string;
  /** the actor's own session survives when they end their own sessions */
  actorSessionId?: string;
  userId: string;
  ip?: string;
}

export async function revokeSessionsOf(input: RevokeSessionsInput): Promise<ChangeResult> {
  return db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new StaffUserError("notFound");
    const keep = input.userId === input.actorId ? input.actorSessionId : undefined;
    const ended = await tx.session.deleteMany({ where: { userId: input.userId, ...(keep ? { id: { not: keep } } : {}) } });
    if (ended.count > 0) {
      await audit(
        {
          actorId: input.actorId,
          action: "user.revoke_sessions",
          entity: "user",
          entityId: input.userId,
          after: { sessionsEnded: ended.count },
          ip: input.ip,
        },
        tx,
      );
    }
    return { changed: ended.count > 0, sessionsEnded: ended.count };
  });
}

// ───────────── password reset by an admin ─────────────

export interface ResetPasswordInput {
  actorId: string;
  /** the actor's own session survives when they reset their own password */
  actorSessionId?: string;
  userId: string;
  /** absolute base for the sign-in link in the e-mail (PUBLIC_URL) */
  baseUrl: string;
  ip?: string;
}

/**
 * An admin resets a user's password: a generated temporary password replaces it, every session of that
 * user ends (whoever knew the old password is out), pending reset links stop working, and the user gets
 * the temporary password by e-mail — all in one transaction.
 */
export async function resetUserPassword(input: ResetPasswordInput): Promise<ChangeResult> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { email: true, profile: { select: { firstName: true, role: true } } },
    });
    if (!user) throw new StaffUserError("notFound");
    await tx.user.update({ where: { id: input.userId }, data: { passwordHash } });
    await tx.userToken.updateMany({
      where: { userId: input.userId, purpose: "reset_password", usedAt: null },
      data: { usedAt: new Date() },
    });
    const keep = input.userId === input.actorId ? input.actorSessionId : undefined;
    const ended = await tx.session.deleteMany({ where: { userId: input.userId, ...(keep ? { id: { not: keep } } : {}) } });
    const signInUrl = `${input.baseUrl}${signInPathFor(user.profile?.role ?? "sales")}`;
    const name = user.profile?.firstName || user.email;
    await queueEmail(
      { to: user.email, ...(await composeEmail("passwordReset", { name, password, signInUrl })), template: "password-reset-by-admin" },
      tx,
    );
    await audit(
      {
        actorId: input.actorId,
        action: "user.password_reset",
        entity: "user",
        entityId: input.userId,
        after: { sessionsEnded: ended.count },
        ip: input.ip,
      },
      tx,
    );
    return { changed: true, sessionsEnded: ended.count };
  });
}
