import { createHash } from "node:crypto";
import type { Role } from "#app/generated/prisma/enums";
import { db } from "#app/server/platform/db/client.server";
import { verifyAgainstDummy, verifyPassword } from "./password.server";

/** Sign-in's credential check and the hash under which one-time tokens (verification, invitations) are stored. */

export type SignInResult =
  { ok: true; userId: string; role: Role | null; firstName: string } | { ok: false; reason: "invalid" | "disabled" };

export async function checkCredentials(email: string, password: string): Promise<SignInResult> {
  const user = await db().user.findUnique({
    where: { email: email.toLowerCase() },
    select: { id: true, passwordHash: true, disabledAt: true, profile: { select: { role: true, firstName: true } } },
  });
  if (!user) {
    // same work and the same answer as for a wrong password
    await verifyAgainstDummy(password);
    return { ok: false, reason: "invalid" };
  }
  // an account made by an offer link has no password until its owner sets one (decision 047): same work, same answer
  if (user.passwordHash === null) return { ok: false, reason: await verifyAgainstDummy(password).then(() => "invalid" as const) };
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "invalid" };
  if (user.disabledAt) return { ok: false, reason: "disabled" };
  await db().user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  return { ok: true, userId: user.id, role: user.profile?.role ?? null, firstName: user.profile?.firstName ?? "" };
}

export function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("hex");
}
