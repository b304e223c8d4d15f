import { beforeAll, describe, expect, it } from "vitest";
import * as outboxRoute from "#app/routes/admin/settings/outbox";
import * as usersRoute from "#app/routes/admin/settings/users";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { verifyPassword } from "#app/server/platform/auth/password.server";
import { db } from "#app/server/platform/db/client.server";
import {
  BASE,
  cookiePair,
  createTestUser,
  formInit,
  locationOf,
  run,
  sessionCookieFor,
  signedInRequest,
  statusOf,
} from "../../support/auth";
import { makeBroker, makeUser } from "../../support/factories";
import { present } from "../../support/present";

/**
 * The success paths of the admin's system screens: creating accounts, changing a role, disabling and
 * enabling, ending sessions (/admin/settings), and retrying a failed e-mail (/admin/settings/outbox).
 */
const ADMIN = "admin@ufukjet.test";

function toastOf(result: unknown): { type: string; description?: string } | null {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as { type: string; description?: string };
}

async function post(mod: Parameters<typeof run>[0], path: string, fields: Record<string, string>) {
  return run(mod, "action", await signedInRequest(path, ADMIN, formInit(fields)));
}

let adminId: string;

/** A user with `n` live sessions, and the cookies of those sessions. */
async function userWithSessions(email: string, role: "sales" | "operations" | "broker" = "sales", n = 2) {
  const user = await createTestUser({ email, role });
  const cookies = [];
  for (let i = 0; i < n; i++) cookies.push(await sessionCookieFor(user.id));
  return { id: user.id, cookies };
}

const signedIn = async (cookie: string) => (await getSessionUser(new Request(`${BASE}/`, { headers: { Cookie: cookie } })))?.email ?? null;

beforeAll(async () => {
  adminId = (await makeUser("admin", { email: ADMIN })).id;
  // the broker company a new broker account is linked to
  await makeBroker({ code: "ANADOLU" });
});

describe("/admin/settings: staff-user management", () => {
  it("creates an account with a given password: profile, audit, welcome e-mail without the password", async () => {
    const result = await post(usersRoute, "/admin/settings", {
      intent: "create",
      first_name: "  Deniz ",
      last_name: "Yılmaz",
      email: "Deniz.Yilmaz@UfukJet.test",
      role: "operations",
      password: "CokGizli!2026",
    });
    const user = await db().user.findUniqueOrThrow({ where: { email: "deniz.yilmaz@ufukjet.test" }, include: { profile: true } });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/admin/settings?id=${user.id}`);
    expect(toastOf(result)).toMatchObject({ type: "success", description: "deniz.yilmaz@ufukjet.test hesabı oluşturuldu." });
    expect(user.profile).toMatchObject({ role: "operations", firstName: "Deniz", lastName: "Yılmaz", brokerId: null });
    expect(user.emailVerifiedAt).toBeNull();
    expect(await verifyPassword(user.passwordHash, "CokGizli!2026")).toBe(true);
    expect(await db().auditLog.count({ where: { action: "user.create", entityId: user.id, actorId: adminId } })).toBe(1);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: user.email, template: "staff-welcome" } });
    expect(mail.text).toContain("/admin/login");
    expect(mail.text).not.toContain("CokGizli!2026");
  });

  it("creates a broker account linked to its company, with a generated password e-mailed to the user", async () => {
    const broker = await db().broker.findFirstOrThrow({ orderBy: { code: "asc" } });
    const result = await post(usersRoute, "/admin/settings", {
      intent: "create",
      first_name: "Ece",
      last_name: "Kara",
      email: "ece.kara@ufukjet.test",
      role: "broker",
      broker_id: broker.id,
    });
    expect(toastOf(result)).toMatchObject({
      type: "success",
      description: "ece.kara@ufukjet.test hesabı oluşturuldu. Üretilen geçici şifre kullanıcıya e-postayla gönderildi.",
    });
    const user = await db().user.findUniqueOrThrow({ where: { email: "ece.kara@ufukjet.test" }, include: { profile: true } });
    expect(user.profile).toMatchObject({ role: "broker", brokerId: broker.id });
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: user.email, template: "staff-welcome" } });
    const password = /Geçici şifreniz: (\S+)/.exec(mail.text)?.[1];
    expect(password).toBeTruthy();
    expect(await verifyPassword(user.passwordHash, password!)).toBe(true);
  });

  it("changes a role: the profile changes, the user's sessions end, audited, a toast counts the sessions", async () => {
    const target = await userWithSessions("rol.degisimi@ufukjet.test", "sales", 2);
    const result = await post(usersRoute, `/admin/settings?id=${target.id}`, { intent: "change-role", id: target.id, role: "operations" });
    expect(locationOf(result)).toBe(`/admin/settings?id=${target.id}`);
    expect(toastOf(result)).toMatchObject({ type: "success", description: "Rol değiştirildi; 2 oturum sonlandırıldı." });
    expect((await db().userProfile.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("operations");
    expect(await db().session.count({ where: { userId: target.id } })).toBe(0);
    for (const cookie of target.cookies) expect(await signedIn(cookie)).toBeNull();
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "user.role_change", entityId: target.id } });
    expect(audit).toMatchObject({ actorId: adminId, before: { role: "sales" }, after: { role: "operations", sessionsEnded: 2 } });
  });

  it("disables an account (its sessions end) and enables it again, each audited", async () => {
    const target = await userWithSessions("kapatilacak@ufukjet.test", "sales", 2);
    const firstCookie = present(target.cookies[0], "a session cookie");
    expect(await signedIn(firstCookie)).toBe("kapatilacak@ufukjet.test");
    const off = await post(usersRoute, "/admin/settings", { intent: "disable", id: target.id });
    expect(toastOf(off)).toMatchObject({ type: "success", description: "Kullanıcı devre dışı bırakıldı; 2 oturum sonlandırıldı." });
    expect((await db().user.findUniqueOrThrow({ where: { id: target.id } })).disabledAt).toBeInstanceOf(Date);
    expect(await signedIn(firstCookie)).toBeNull();
    expect(await db().auditLog.count({ where: { action: "user.disable", entityId: target.id, actorId: adminId } })).toBe(1);

    const on = await post(usersRoute, "/admin/settings", { intent: "enable", id: target.id });
    expect(toastOf(on)).toMatchObject({ type: "success", description: "Kullanıcı etkinleştirildi." });
    expect((await db().user.findUniqueOrThrow({ where: { id: target.id } })).disabledAt).toBeNull();
    expect(await db().auditLog.count({ where: { action: "user.enable", entityId: target.id, actorId: adminId } })).toBe(1);
    // a new session works again
    expect(await signedIn(await sessionCookieFor(target.id))).toBe("kapatilacak@ufukjet.test");
  });

  it("ends every session of a user, audited; a second time there is nothing to end", async () => {
    const target = await userWithSessions("oturumlar@ufukjet.test", "broker", 3);
    const other = await userWithSessions("baska.kullanici@ufukjet.test", "sales", 1);
    const result = await post(usersRoute, "/admin/settings", { intent: "revoke-sessions", id: target.id });
    expect(toastOf(result)).toMatchObject({ type: "success", description: "3 oturum sonlandırıldı." });
    for (const cookie of target.cookies) expect(await signedIn(cookie)).toBeNull();
    expect(await signedIn(present(other.cookies[0], "a session cookie"))).toBe("baska.kullanici@ufukjet.test");
    expect(await db().auditLog.findFirstOrThrow({ where: { action: "user.revoke_sessions", entityId: target.id } })).toMatchObject({
      after: { sessionsEnded: 3 },
    });
    const again = await post(usersRoute, "/admin/settings", { intent: "revoke-sessions", id: target.id });
    expect(toastOf(again)?.type).toBe("info");
    expect(await db().auditLog.count({ where: { action: "user.revoke_sessions", entityId: target.id } })).toBe(1);
  });
});

describe("/admin/settings/outbox: retry", () => {
  it("puts a failed e-mail back in the queue (attempts and error cleared), audited; a queued one is left alone", async () => {
    const failed = await db().outboxEmail.create({
      data: {
        to: "geri.donen@example.com",
        subject: "Deneme",
        text: "Deneme",
        status: "failed",
        attempts: 5,
        lastError: "550 mailbox unavailable",
      },
    });
    const result = await post(outboxRoute, `/admin/settings/outbox?id=${failed.id}`, { intent: "retry", id: failed.id });
    expect(locationOf(result)).toBe(`/admin/settings/outbox?id=${failed.id}`);
    expect(toastOf(result)).toMatchObject({ type: "success", description: "E-posta yeniden kuyruğa alındı." });
    expect(await db().outboxEmail.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "email.retry", entityId: failed.id } });
    expect(audit).toMatchObject({ actorId: adminId, before: { status: "failed", attempts: 5 }, after: { status: "queued", attempts: 0 } });

    const again = await post(outboxRoute, "/admin/settings/outbox", { intent: "retry", id: failed.id });
    expect(toastOf(again)?.type).toBe("info");
    expect(await db().auditLog.count({ where: { action: "email.retry", entityId: failed.id } })).toBe(1);
  });
});
