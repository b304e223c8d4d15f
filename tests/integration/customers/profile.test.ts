import { beforeAll, describe, expect, it } from "vitest";
import * as brokerProfile from "#app/routes/broker/profile";
import * as customerProfile from "#app/routes/customer/profile";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { verifyPassword } from "#app/server/platform/auth/password.server";
import { db } from "#app/server/platform/db/client.server";
import { BASE, cookiePair, createTestUser, formInit, locationOf, run, sessionCookieFor, statusOf } from "../../support/auth";
import { makeBroker } from "../../support/factories";

/**
 * The profile page's success paths in both areas (/dashboard/profile for customers, /broker/profile for
 * brokers): saving the personal details and changing the password.
 */
const PASSWORD = "UfukJet!2026";
const NEW_PASSWORD = "YeniSifre!2026x";

function toastOf(result: unknown): { type: string; description?: string } | null {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as { type: string; description?: string };
}

const signedIn = async (cookie: string) => (await getSessionUser(new Request(`${BASE}/`, { headers: { Cookie: cookie } })))?.email ?? null;

async function post(mod: Parameters<typeof run>[0], path: string, cookie: string, fields: Record<string, string>) {
  return run(mod, "action", new Request(new URL(path, BASE), formInit(fields, { Cookie: cookie })));
}

beforeAll(async () => {
  await makeBroker({ code: "ANADOLU" });
});

const AREAS = [
  { area: "customer", mod: customerProfile, path: "/dashboard/profile", role: "sales" as const },
  { area: "broker", mod: brokerProfile, path: "/broker/profile", role: "broker" as const },
];

describe.each(AREAS)("$path", ({ area, mod, path, role }) => {
  async function account(key: string) {
    const broker = role === "broker" ? await db().broker.findFirstOrThrow({ orderBy: { code: "asc" } }) : null;
    const customer =
      role === "sales"
        ? await db().customer.create({ data: { firstName: "Eski", lastName: "Ad", email: `${key}.${area}.musteri@example.com` } })
        : null;
    const user = await createTestUser({
      email: `${key}.${area}@ufukjet.test`,
      role,
      brokerId: broker?.id ?? null,
      customerId: customer?.id ?? null,
      firstName: "Eski",
      lastName: "Ad",
    });
    return { id: user.id, email: user.email, customerId: customer?.id ?? null, cookie: await sessionCookieFor(user.id) };
  }

  it("saves the personal details (trimmed, phone spaces squeezed), audited, with a toast on the page", async () => {
    const me = await account("bilgi");
    const result = await post(mod, path, me.cookie, {
      intent: "update-profile",
      first_name: "  Ayşe ",
      last_name: "Öztürk",
      phone: "+90  532   111 22 33",
    });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(path);
    expect(toastOf(result)).toMatchObject({ type: "success", description: "Bilgileriniz kaydedildi." });
    expect(await db().userProfile.findUniqueOrThrow({ where: { id: me.id } })).toMatchObject({
      firstName: "Ayşe",
      lastName: "Öztürk",
      phone: "+90 532 111 22 33",
    });
    expect(await db().auditLog.findFirstOrThrow({ where: { action: "profile.update", entityId: me.id } })).toMatchObject({
      actorId: me.id,
      before: { firstName: "Eski", lastName: "Ad" },
      after: { firstName: "Ayşe", lastName: "Öztürk", phone: "+90 532 111 22 33" },
    });
    if (me.customerId) {
      // a customer's own customer record follows (staff see that record)
      expect(await db().customer.findUniqueOrThrow({ where: { id: me.customerId } })).toMatchObject({
        firstName: "Ayşe",
        lastName: "Öztürk",
        phone: "+90 532 111 22 33",
      });
    }
    // the page shows what was saved
    const page = (await run(mod, "loader", new Request(new URL(path, BASE), { headers: { Cookie: me.cookie } }))) as {
      profile: { firstName: string; phone: string };
    };
    expect(page.profile).toMatchObject({ firstName: "Ayşe", phone: "+90 532 111 22 33" });
  });

  it("changes the password: the new one works, the old one not, audited, e-mailed; this session stays signed in", async () => {
    const me = await account("sifre");
    const result = await post(mod, path, me.cookie, {
      intent: "change-password",
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(locationOf(result)).toBe(path);
    expect(toastOf(result)).toMatchObject({ type: "success", title: "Şifre değiştirildi" });
    const { passwordHash } = await db().user.findUniqueOrThrow({ where: { id: me.id } });
    expect(await verifyPassword(passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(passwordHash, PASSWORD)).toBe(false);
    expect(await db().auditLog.count({ where: { action: "auth.password_change", entityId: me.id } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { to: me.email, template: "password-changed" } })).toBe(1);
    expect(await signedIn(me.cookie)).toBe(me.email);
  });

  it("with 'sign out elsewhere' the other sessions end and this one stays", async () => {
    const me = await account("oturum");
    const elsewhere = await sessionCookieFor(me.id);
    const result = await post(mod, path, me.cookie, {
      intent: "change-password",
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      sign_out_others: "on",
    });
    expect(toastOf(result)).toMatchObject({ type: "success", description: "Yeni şifreniz kaydedildi ve diğer oturumlarınız kapatıldı." });
    expect(await signedIn(elsewhere)).toBeNull();
    expect(await signedIn(me.cookie)).toBe(me.email);
  });

  it("a wrong current password changes nothing (400 on the field)", async () => {
    const me = await account("yanlis");
    const before = await db().user.findUniqueOrThrow({ where: { id: me.id } });
    const result = await post(mod, path, me.cookie, {
      intent: "change-password",
      current_password: "yanlis-sifre",
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(statusOf(result)).toBe(400);
    expect((result as { data: { result: { error?: Record<string, string[]> } } }).data.result.error?.current_password).toEqual([
      "profile.password.wrongCurrent",
    ]);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.id } })).passwordHash).toBe(before.passwordHash);
  });
});
