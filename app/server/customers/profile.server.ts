import type { SubmissionResult } from "@conform-to/react";

import { data, type RouterContextProvider } from "react-router";
import { formatDateTime } from "#app/lib/format";
import {
  PASSWORD_FIELDS,
  changePasswordSchema,
  setPasswordSchema,
  updateProfileSchema,
  type ProfileIntent,
} from "#app/lib/schemas/profile";
import { audit } from "#app/server/platform/audit.server";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { hashPassword, verifyPassword } from "#app/server/platform/auth/password.server";
import { db } from "#app/server/platform/db/client.server";
import { badRequest, conflict } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { hitRateLimit, resetRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { parseForm } from "#app/lib/schemas/parse";
import { phoneForStorage } from "#app/lib/schemas/fields";
import { composeEmail } from "#app/server/platform/mail/texts.server";

/**
 * The profile page of every signed-in area (/dashboard/profile, /broker/profile): personal details and
 * password change. The route module calls its guard first and passes the user in; everything here acts
 * on that user only.
 */

/** Wrong current passwords allowed per user in the window before the form answers 429. */
export const PASSWORD_CHANGE_LIMIT = 10;
export const PASSWORD_CHANGE_WINDOW_SECONDS = 15 * 60;

export function passwordRateLimitKey(userId: string) {
  return `password:user:${userId}`;
}

export interface ProfilePageData {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Change markers: the forms start afresh after a successful save. */
  profileVersion: number;
  passwordVersion: number;
  /** false for an account made by an offer link until its owner sets a password (decision 047) */
  hasPassword: boolean;
}

export async function profilePageData(user: ProfiledUser): Promise<ProfilePageData> {
  const row = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: {
      email: true,
      updatedAt: true,
      passwordHash: true,
      profile: { select: { firstName: true, lastName: true, phone: true, updatedAt: true } },
    },
  });
  return {
    email: row.email,
    firstName: row.profile?.firstName ?? "",
    lastName: row.profile?.lastName ?? "",
    phone: row.profile?.phone ?? "",
    profileVersion: row.profile?.updatedAt.getTime() ?? 0,
    passwordVersion: row.updatedAt.getTime(),
    hasPassword: row.passwordHash !== null,
  };
}

export interface ProfileActionData {
  intent: ProfileIntent;
  result: SubmissionResult<string[]>;
  formError: string | null;
  errorTitle: string | null;
}

function reply(payload: ProfileActionData, status: number, headers?: HeadersInit) {
  return data(payload, { status, headers });
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: ProfiledUser;
  /** The page's own URL, where the toast is shown after a save. */
  path: string;
}

export async function profileAction({ request, context, user, path }: ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "update-profile") return updateProfile(form, { context, user, path });
  if (intent === "change-password") return changePassword(form, { context, user, path });
  if (intent === "set-password") return setPassword(form, { context, user, path });
  badRequest();
}

async function updateProfile(form: FormData, { context, user, path }: Omit<ActionArgs, "request">) {
  const t = getT(context);
  const submission = parseForm(form, { schema: updateProfileSchema });
  if (submission.status !== "success") {
    return reply(
      { intent: "update-profile", result: submission.reply(), formError: null, errorTitle: t("profile.details.errorTitle") },
      400,
    );
  }
  const value = submission.value;
  const next = { firstName: value.first_name, lastName: value.last_name, phone: phoneForStorage(value.phone) };
  const ip = clientIp(context);

  await db().$transaction(async (tx) => {
    const before = await tx.userProfile.findUniqueOrThrow({
      where: { id: user.id },
      select: { firstName: true, lastName: true, phone: true, customerId: true, role: true },
    });
    await tx.userProfile.update({ where: { id: user.id }, data: next });
    await audit(
      {
        actorId: user.id,
        action: "profile.update",
        entity: "user_profile",
        entityId: user.id,
        before: { firstName: before.firstName, lastName: before.lastName, phone: before.phone },
        after: next,
        ip,
      },
      tx,
    );
    // a customer's own customer record carries the same name and phone (admins see that record)
    if (before.role === "sales" && before.customerId) {
      const customer = await tx.customer.findUnique({
        where: { id: before.customerId },
        select: { firstName: true, lastName: true, phone: true },
      });
      if (customer) {
        await tx.customer.update({ where: { id: before.customerId }, data: next });
        await audit(
          {
            actorId: user.id,
            action: "customer.update",
            entity: "customer",
            entityId: before.customerId,
            before: customer,
            after: next,
            ip,
          },
          tx,
        );
      }
    }
  });

  return redirectWithToast(path, {
    type: "success",
    title: t("profile.details.savedTitle"),
    description: t("profile.details.savedText"),
  });
}

async function changePassword(form: FormData, { context, user, path }: Omit<ActionArgs, "request">) {
  const t = getT(context);
  const errorTitle = t("profile.password.errorTitle");
  const submission = parseForm(form, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return reply(
      { intent: "change-password", result: submission.reply({ hideFields: PASSWORD_FIELDS }), formError: null, errorTitle },
      400,
    );
  }
  const value = submission.value;
  const ip = clientIp(context);

  // every attempt counts; a successful change clears the counter, so in effect wrong passwords are counted
  const key = passwordRateLimitKey(user.id);
  const limit = await hitRateLimit(key, PASSWORD_CHANGE_LIMIT, PASSWORD_CHANGE_WINDOW_SECONDS);
  if (!limit.allowed) {
    return reply(
      {
        intent: "change-password",
        result: submission.reply({ hideFields: PASSWORD_FIELDS }),
        formError: t("profile.password.tooManyAttempts", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
        errorTitle,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const account = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: { passwordHash: true, email: true },
  });
  // an account without a password (decision 047) sets one with its own form; no current password can match here
  if (account.passwordHash === null || !(await verifyPassword(account.passwordHash, value.current_password))) {
    await audit({ actorId: user.id, action: "auth.password_change_failed", entity: "user", entityId: user.id, ip });
    return reply(
      {
        intent: "change-password",
        result: submission.reply({
          hideFields: PASSWORD_FIELDS,
          fieldErrors: { current_password: ["profile.password.wrongCurrent"] },
        }),
        formError: null,
        errorTitle,
      },
      400,
    );
  }

  const passwordHash = await hashPassword(value.new_password);
  await db().$transaction(async (tx) => {
    // only over the hash that was checked: a parallel change in between is refused, not overwritten
    const changed = await tx.user.updateMany({
      where: { id: user.id, passwordHash: account.passwordHash },
      data: { passwordHash },
    });
    if (changed.count !== 1) conflict();
    // links to reset the old password stop working
    await tx.userToken.updateMany({
      where: { userId: user.id, purpose: "reset_password", usedAt: null },
      data: { usedAt: new Date() },
    });
    // whoever knew the old password is signed out everywhere else; this session stays
    const ended = await tx.session.deleteMany({ where: { userId: user.id, id: { not: user.sessionId } } });
    await audit(
      {
        actorId: user.id,
        action: "auth.password_change",
        entity: "user",
        entityId: user.id,
        after: { otherSessionsEnded: ended.count },
        ip,
      },
      tx,
    );
    await queueEmail(
      {
        to: account.email,
        ...(await composeEmail("passwordChanged", { name: user.profile.firstName || account.email, time: formatDateTime(new Date()) })),
        template: "password-changed",
      },
      tx,
    );
  });
  await resetRateLimit(key);

  return redirectWithToast(path, {
    type: "success",
    title: t("profile.password.changedTitle"),
    description: t("profile.password.changedOthersText"),
  });
}

/**
 * The first password of an account made by an offer link (decision 047): only while it has none (a conditional
 * update), so this form can never replace a password without the current one. Other sessions stay: nobody else
 * could have known a password.
 */
async function setPassword(form: FormData, { context, user, path }: Omit<ActionArgs, "request">) {
  const t = getT(context);
  const errorTitle = t("profile.password.errorTitle");
  const submission = parseForm(form, { schema: setPasswordSchema });
  if (submission.status !== "success") {
    return reply({ intent: "set-password", result: submission.reply({ hideFields: PASSWORD_FIELDS }), formError: null, errorTitle }, 400);
  }
  const passwordHash = await hashPassword(submission.value.new_password);
  const set = await db().$transaction(async (tx) => {
    const changed = await tx.user.updateMany({ where: { id: user.id, passwordHash: null }, data: { passwordHash } });
    if (changed.count !== 1) return false;
    await audit({ actorId: user.id, action: "auth.password_set", entity: "user", entityId: user.id, ip: clientIp(context) }, tx);
    return true;
  });
  if (!set) {
    return reply(
      {
        intent: "set-password",
        result: submission.reply({ hideFields: PASSWORD_FIELDS }),
        formError: t("profile.password.alreadySet"),
        errorTitle,
      },
      409,
    );
  }
  return redirectWithToast(path, {
    type: "success",
    title: t("profile.password.setDoneTitle"),
    description: t("profile.password.setDoneText"),
  });
}
