import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as authRoute from "#app/routes/auth/auth";
import * as logoutRoute from "#app/routes/auth/logout";
import * as verifyRoute from "#app/routes/auth/verify";
import { db } from "#app/server/platform/db/client.server";
import { getSessionUser, resetSessionSecrets, sessionCookie } from "#app/server/platform/auth/session.server";
import { requireArea } from "#app/server/platform/auth/guard.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, locationOf, run, statusOf } from "../../support/auth";
import { makeBrokerUser, makeRoleAccounts } from "../../support/factories";
import { present } from "../../support/present";

const PASSWORD = "UfukJet!2026";

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(new URL(path, BASE), formInit(fields, headers));
}

function setCookies(result: unknown): string[] {
  return result instanceof Response ? result.headers.getSetCookie() : [];
}

function sessionPair(result: unknown) {
  const cookie = setCookies(result).find((c) => c.includes("ufuk_session="));
  return cookie?.split(";")[0];
}

async function signIn(email: string, password = PASSWORD, extra: Record<string, string> = {}, path = "/auth") {
  return run(authRoute, "action", post(path, { intent: "signin", email, password, ...extra }));
}

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  await makeBrokerUser({ email: "broker2@ufukjet.test" });
});

beforeEach(async () => {
  await db().rateLimit.deleteMany();
});

describe("sign-in", () => {
  it.each([
    ["admin@ufukjet.test", "/admin"],
    ["operasyon@ufukjet.test", "/admin"],
    ["broker@ufukjet.test", "/broker"],
    ["musteri@ufukjet.test", "/dashboard"],
  ])("%s lands on %s with a new session", async (email, target) => {
    const result = await signIn(email);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(target);
    expect(sessionPair(result)).toBeTruthy();
    const audit = await db().auditLog.findFirst({ where: { action: "auth.sign_in" }, orderBy: { id: "desc" } });
    expect(audit?.actorId).toBeTruthy();
  });

  it("accepts the e-mail in any case", async () => {
    expect(statusOf(await signIn("ADMIN@UfukJet.test"))).toBe(302);
  });

  it("gives the same answer for an unknown e-mail and a wrong password, and audits both", async () => {
    const before = await db().auditLog.count({ where: { action: "auth.sign_in_failed" } });
    const unknown = (await signIn("nobody@example.com", "whatever-123")) as { data: { formError: string }; init: { status: number } };
    const wrong = (await signIn("admin@ufukjet.test", "whatever-123")) as { data: { formError: string }; init: { status: number } };
    expect(statusOf(unknown)).toBe(400);
    expect(statusOf(wrong)).toBe(400);
    expect(unknown.data.formError).toBe("E-posta veya şifre hatalı.");
    expect(wrong.data.formError).toBe(unknown.data.formError);
    expect(await db().auditLog.count({ where: { action: "auth.sign_in_failed" } })).toBe(before + 2);
  });

  it("creates a new session row on every sign-in (rotation) and a signed-out cookie does not work again", async () => {
    const first = sessionPair(await signIn("musteri@ufukjet.test"))!;
    const second = sessionPair(await signIn("musteri@ufukjet.test"))!;
    expect(first).not.toBe(second);
    const req = (cookie: string) => new Request(`${BASE}/dashboard`, { headers: { Cookie: cookie } });
    expect((await getSessionUser(req(first)))?.email).toBe("musteri@ufukjet.test");
    const out = await run(logoutRoute, "action", new Request(`${BASE}/logout`, { method: "POST", headers: { Cookie: first } }));
    expect(locationOf(out)).toBe("/");
    expect(setCookies(out).some((c) => /ufuk_session=;/.test(c) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(await getSessionUser(req(first))).toBeNull();
    expect((await getSessionUser(req(second)))?.email).toBe("musteri@ufukjet.test");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie; in production Secure with the __Host- prefix", async () => {
    const dev = setCookies(await signIn("musteri@ufukjet.test")).find((c) => c.includes("ufuk_session="))!;
    expect(dev).toMatch(/HttpOnly/i);
    expect(dev).toMatch(/SameSite=Lax/i);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const prod = await sessionCookie().serialize("x".repeat(43));
      expect(prod).toMatch(/^__Host-ufuk_session=/);
      expect(prod).toMatch(/Secure/);
      expect(prod).toMatch(/Path=\//);
    } finally {
      process.env.NODE_ENV = previous;
      resetSessionSecrets();
    }
  });

  it("rejects a cookie signed with another secret, and accepts an old secret after rotation", async () => {
    const pair = sessionPair(await signIn("musteri@ufukjet.test"))!;
    // read once under the current secret: a checked signature is kept, and must not outlive the secret
    expect((await getSessionUser(new Request(BASE, { headers: { Cookie: pair } })))?.email).toBe("musteri@ufukjet.test");
    const previous = process.env.SESSION_SECRET;
    try {
      process.env.SESSION_SECRET = "a-brand-new-secret";
      resetSessionSecrets();
      expect(await getSessionUser(new Request(BASE, { headers: { Cookie: pair } }))).toBeNull();
      process.env.SESSION_SECRET = "a-brand-new-secret,test-secret-not-for-production";
      resetSessionSecrets();
      expect((await getSessionUser(new Request(BASE, { headers: { Cookie: pair } })))?.email).toBe("musteri@ufukjet.test");
    } finally {
      if (previous === undefined) delete process.env.SESSION_SECRET;
      else process.env.SESSION_SECRET = previous;
      resetSessionSecrets();
    }
  });

  it("answers 429 in Turkish after too many attempts on one account", async () => {
    let last: unknown;
    for (let i = 0; i < 11; i++) last = await signIn("broker2@ufukjet.test", "wrong-password-1");
    expect(statusOf(last)).toBe(429);
    expect((last as { data: { formError: string } }).data.formError).toMatch(/Çok fazla deneme/);
    // the right password is refused too while the window lasts
    expect(statusOf(await signIn("broker2@ufukjet.test"))).toBe(429);
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "%2F%2Fevil.example", "/%2F%2Fevil.example"])(
    "does not redirect to %s",
    async (redirectTo) => {
      const result = await signIn("musteri@ufukjet.test", PASSWORD, { redirectTo });
      expect(statusOf(result)).toBe(302);
      expect(locationOf(result)).toBe("/dashboard");
    },
  );

  it("follows a same-origin redirectTo", async () => {
    expect(locationOf(await signIn("musteri@ufukjet.test", PASSWORD, { redirectTo: "/dashboard/profile" }))).toBe("/dashboard/profile");
  });

  it("refuses the honeypot", async () => {
    expect(statusOf(await signIn("musteri@ufukjet.test", PASSWORD, { website: "http://spam.example" }))).toBe(400);
  });

  it("sends a signed-in visitor of /login to /dashboard and of /auth to their area", async () => {
    const pair = sessionPair(await signIn("admin@ufukjet.test"))!;
    const onLogin = await run(authRoute, "loader", new Request(`${BASE}/login`, { headers: { Cookie: pair } }));
    expect(locationOf(onLogin)).toBe("/dashboard");
    const onAuth = await run(authRoute, "loader", new Request(`${BASE}/auth`, { headers: { Cookie: pair } }));
    expect(locationOf(onAuth)).toBe("/admin");
  });
});

describe("sign-up", () => {
  const signUp = (fields: Record<string, string>, path = "/auth") =>
    run(
      authRoute,
      "action",
      post(path, { intent: "signup", first_name: "Deniz", last_name: "Aksoy", password: "GüçlüŞifre2026", ...fields }),
    );

  it("creates a sales account, a verification e-mail, and no customer link before verification", async () => {
    const result = await signUp({ email: "Deniz.Aksoy@Example.com", role: "sales" });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toContain("tab=signin");
    const user = await db().user.findUnique({ where: { email: "deniz.aksoy@example.com" }, include: { profile: true } });
    expect(user?.profile?.role).toBe("sales");
    expect(user?.profile?.customerId).toBeNull();
    const mail = await db().outboxEmail.findFirst({ where: { to: "deniz.aksoy@example.com", template: "verify-email" } });
    expect(mail?.text).toContain("/auth/verify?token=");
    // the link works: the page shows a button, its POST verifies and links a customer record
    const token = decodeURIComponent(present(/token=([^\s"&]+)/.exec(mail?.text ?? "")?.[1], "a token in the e-mail"));
    const page = (await run(verifyRoute, "loader", new Request(`${BASE}/auth/verify?token=${encodeURIComponent(token)}`))) as {
      token: string | null;
    };
    expect(page.token).toBe(token);
    const done = await run(verifyRoute, "action", post("/auth/verify", { token }));
    expect(locationOf(done)).toBe("/auth");
    const verified = await db().user.findUnique({ where: { id: user!.id }, include: { profile: true } });
    expect(verified?.emailVerifiedAt).not.toBeNull();
    expect(verified?.profile?.customerId).toBeTruthy();
    // a second use fails
    expect(locationOf(await run(verifyRoute, "action", post("/auth/verify", { token })))).toBe("/auth/verify");
  });

  it("creates and links a broker record for a broker sign-up (spec §7.1), with a unique upper-case code", async () => {
    await signUp({ email: "emre@anadolu.example", role: "broker", first_name: "Emre", last_name: "Kaya" });
    await signUp({ email: "emre@baska.example", role: "broker", first_name: "", last_name: "" });
    const first = await db().user.findUnique({
      where: { email: "emre@anadolu.example" },
      include: { profile: { include: { broker: true } } },
    });
    expect(first?.profile?.role).toBe("broker");
    expect(first?.profile?.broker).toMatchObject({
      name: "Emre Kaya",
      code: "EMRE",
      // vetted sign-ups (decision 021): inactive until an admin activates the company
      isActive: false,
      apiKeyRequired: false,
      rateLimitPerMinute: 60,
    });
    // empty names are refused by the form, so the second sign-up wrote nothing
    expect(await db().user.findUnique({ where: { email: "emre@baska.example" } })).toBeNull();
    await signUp({ email: "emre@baska.example", role: "broker", first_name: "Emre", last_name: "Başka" });
    const second = await db().user.findUnique({
      where: { email: "emre@baska.example" },
      include: { profile: { include: { broker: true } } },
    });
    expect(second?.profile?.broker?.code).toBe("EMRE2");
    // the guard keeps the new broker out of the broker area until an admin activates the company
    const pair = sessionPair(await signIn("emre@anadolu.example", "GüçlüŞifre2026"))!;
    const request = () => new Request(`${BASE}/broker`, { headers: { Cookie: pair } });
    const refused = await requireArea(request(), "broker").catch((e: unknown) => e);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    await db().broker.update({ where: { id: first!.profile!.brokerId! }, data: { isActive: true } });
    const user = await requireArea(request(), "broker");
    expect(user.profile.brokerId).toBe(first?.profile?.brokerId);
  });

  it("makes a sales account when the role is missing or empty", async () => {
    await signUp({ email: "rolsuz@example.com", role: "" });
    const user = await db().user.findUnique({ where: { email: "rolsuz@example.com" }, include: { profile: true } });
    expect(user?.profile?.role).toBe("sales");
  });

  it.each(["admin", "operations", "ADMIN", "superuser", "sales,admin"])(
    "refuses a tampered role %j with 400 and writes nothing",
    async (role) => {
      const users = await db().user.count();
      const result = await signUp({ email: `tamper-${role || "empty"}@example.com`, role });
      expect(statusOf(result)).toBe(400);
      expect(await db().user.count()).toBe(users);
    },
  );

  it("uses the preset role where the selector is hidden", async () => {
    await signUp({ email: "gizli.broker@example.com", role: "sales" }, "/broker/login");
    const broker = await db().user.findUnique({ where: { email: "gizli.broker@example.com" }, include: { profile: true } });
    expect(broker?.profile?.role).toBe("broker");
    await signUp({ email: "musteri.giris@example.com", role: "broker" }, "/login");
    const customer = await db().user.findUnique({ where: { email: "musteri.giris@example.com" }, include: { profile: true } });
    expect(customer?.profile?.role).toBe("sales");
    const staffPage = await signUp({ email: "personel.giris@example.com", role: "admin" }, "/admin/login");
    expect(statusOf(staffPage)).toBe(400);
  });

  it("gives the same answer for an e-mail that already has an account, and tells its owner", async () => {
    const users = await db().user.count();
    const result = await signUp({ email: "admin@ufukjet.test", role: "sales" });
    expect(statusOf(result)).toBe(302);
    expect(await db().user.count()).toBe(users);
    expect(await db().outboxEmail.count({ where: { to: "admin@ufukjet.test", template: "signup-existing" } })).toBe(1);
  });

  it.each([
    [{ email: "kisa@example.com", password: "1234567" }, "password"],
    [{ email: "uzun@example.com", password: "x".repeat(129) }, "password"],
    [{ email: "not-an-email" }, "email"],
    [{ email: "bos.ad@example.com", first_name: "" }, "first_name"],
  ])("refuses %j next to the field %s", async (fields, field) => {
    const result = (await signUp({ role: "sales", ...fields })) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error[field]?.length).toBeGreaterThan(0);
  });

  it("accepts a 128-character password without truncating it", async () => {
    const long = "Ş".repeat(127) + "1";
    await signUp({ email: "uzun.sifre@example.com", role: "sales", password: long });
    expect(statusOf(await signIn("uzun.sifre@example.com", long))).toBe(302);
    expect(statusOf(await signIn("uzun.sifre@example.com", "Ş".repeat(127) + "2"))).toBe(400);
  });
});

describe("disabled accounts and role changes", () => {
  it("a disabled user's sessions stop working", async () => {
    const pair = sessionPair(await signIn("operasyon@ufukjet.test"))!;
    await db().user.update({ where: { email: "operasyon@ufukjet.test" }, data: { disabledAt: new Date() } });
    expect(await getSessionUser(new Request(BASE, { headers: { Cookie: pair } }))).toBeNull();
    const again = (await signIn("operasyon@ufukjet.test")) as { data: { formError: string } };
    expect(again.data.formError).toMatch(/devre dışı/);
    await db().user.update({ where: { email: "operasyon@ufukjet.test" }, data: { disabledAt: null } });
  });

  it("the role is read from the database on every request", async () => {
    const pair = sessionPair(await signIn("broker2@ufukjet.test"))!;
    const req = () => new Request(`${BASE}/broker`, { headers: { Cookie: pair } });
    expect((await getSessionUser(req()))?.profile?.role).toBe("broker");
    await db()
      .userProfile.update({ where: { email: "broker2@ufukjet.test" } as never, data: { role: "sales" } })
      .catch(async () => {
        const u = await db().user.findUniqueOrThrow({ where: { email: "broker2@ufukjet.test" } });
        await db().userProfile.update({ where: { id: u.id }, data: { role: "sales" } });
      });
    expect((await getSessionUser(req()))?.profile?.role).toBe("sales");
    await expect(requireArea(req(), "broker")).rejects.toBeTruthy();
    const u = await db().user.findUniqueOrThrow({ where: { email: "broker2@ufukjet.test" } });
    await db().userProfile.update({ where: { id: u.id }, data: { role: "broker" } });
  });
});

describe("one session read per page request", () => {
  it("a forged signature is refused every time, also after the real cookie was accepted", async () => {
    const pair = sessionPair(await signIn("operasyon@ufukjet.test"))!;
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(decoded.slice(0, -2) + (decoded.endsWith("AA") ? "BB" : "AA"))}`;
    expect((await getSessionUser(new Request(BASE, { headers: { Cookie: pair } })))?.email).toBe("operasyon@ufukjet.test");
    for (let n = 0; n < 3; n++) expect(await getSessionUser(new Request(BASE, { headers: { Cookie: forged } }))).toBeNull();
    expect((await getSessionUser(new Request(BASE, { headers: { Cookie: pair } })))?.email).toBe("operasyon@ufukjet.test");
  });

  it("the loaders of one GET share the read: the same user object, even after the row changes", async () => {
    const pair = sessionPair(await signIn("operasyon@ufukjet.test"))!;
    const page = new Request(`${BASE}/admin`, { headers: { Cookie: pair } });
    const first = await getSessionUser(page);
    expect(first).toMatchObject({ email: "operasyon@ufukjet.test", emailVerified: true, profile: { role: "operations" } });
    expect(first?.profile).toEqual(
      expect.objectContaining({ firstName: expect.any(String), lastName: expect.any(String), brokerId: null, customerId: null }),
    );
    await db().session.deleteMany({ where: { id: first!.sessionId } });
    // the same page request keeps its answer; the next request reads the database again
    expect(await getSessionUser(page)).toBe(first);
    expect(await getSessionUser(new Request(`${BASE}/admin`, { headers: { Cookie: pair } }))).toBeNull();
  });

  it("a POST reads again on every call, because its action may have signed the user out", async () => {
    const pair = sessionPair(await signIn("operasyon@ufukjet.test"))!;
    const post = new Request(`${BASE}/admin`, { method: "POST", headers: { Cookie: pair } });
    const before = await getSessionUser(post);
    expect(before?.email).toBe("operasyon@ufukjet.test");
    await db().session.deleteMany({ where: { id: before!.sessionId } });
    expect(await getSessionUser(post)).toBeNull();
  });

  it("a broker's and a customer's links come back from the one-statement read", async () => {
    const broker = await getSessionUser(
      new Request(`${BASE}/broker`, { headers: { Cookie: sessionPair(await signIn("broker2@ufukjet.test"))! } }),
    );
    const profile = await db().userProfile.findUniqueOrThrow({ where: { id: broker!.id } });
    expect(broker?.profile).toEqual({
      role: profile.role,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      brokerId: profile.brokerId,
      customerId: profile.customerId,
    });
    expect(broker?.profile?.brokerId).toMatch(/^[0-9a-f-]{36}$/);
    const customer = await getSessionUser(
      new Request(`${BASE}/dashboard`, { headers: { Cookie: sessionPair(await signIn("musteri@ufukjet.test"))! } }),
    );
    expect(customer?.profile?.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(customer?.profile?.role).toBe("sales");
  });
});
