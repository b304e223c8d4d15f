import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as brokerProfile from "#app/routes/broker/profile";
import * as customerProfile from "#app/routes/customer/profile";
import * as withdrawRoute from "#app/routes/public/consent-withdraw";
import * as alertsRoute from "#app/routes/customer/alerts";
import * as authRoute from "#app/routes/auth/auth";
import * as unsubscribeRoute from "#app/routes/public/leg-alert-unsubscribe";
import { CONSENT_TEXT_VERSIONS } from "#app/lib/domain/consent";
import { currentConsent, marketingConsentGranted } from "#app/server/customers/consent.server";
import { withdrawIpKey, WITHDRAW_IP_LIMIT } from "#app/server/customers/consent-forms.server";
import { signConsentToken } from "#app/server/customers/consent-token.server";
import { signLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { collectPersonalData } from "#app/server/privacy/data-export.server";
import { db } from "#app/server/platform/db/client.server";
import { resetRateLimit } from "#app/server/platform/rate-limit.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBrokerUser, makeCustomerUser, unique } from "../../support/factories";

/**
 * Consent records (decision 056) against PGlite: the rule (the latest record decides), the profile's marketing
 * checkbox (grant, withdraw, nothing written when nothing changes, the history), the one-click withdrawal page
 * (GET changes nothing, the button and RFC 8058's POST withdraw, forged or foreign tokens refused, the limit per
 * address), the leg alerts' records, and at least 40 bad inputs for each form, each answered 400 with nothing written.
 */
const VERSION = CONSENT_TEXT_VERSIONS.marketing_offers;
const PROFILE = "/dashboard/profile";
const WITHDRAW = "/iletisim-izni/geri-cek";

let me: { id: string; email: string; customerId: string };
let other: { id: string; email: string };

beforeAll(async () => {
  await seedAirports(db());
  const a = await makeCustomerUser({ email: "izin.musteri@example.com" });
  me = { id: a.user.id, email: a.user.email, customerId: a.customer.id };
  const b = await makeCustomerUser({ email: "izin.baska@example.com" });
  other = { id: b.user.id, email: b.user.email };
});

beforeEach(async () => {
  await resetRateLimit(withdrawIpKey("127.0.0.1"));
});

const postProfile = async (fields: Record<string, string | string[]>, email = me.email) =>
  run(customerProfile, "action", await signedInRequest(PROFILE, email, formInit(fields)));
const consentForm = (over: Record<string, string | string[]> = {}) => ({ intent: "marketing-consent", text_version: VERSION, ...over });
const records = (userId: string) => db().consentRecord.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
const postWithdraw = (fields: Record<string, string | string[]>, query = "") =>
  run(withdrawRoute, "action", new Request(new URL(`${WITHDRAW}${query}`, BASE), formInit(fields)));
const outcomeOf = (result: unknown) => (result as { data: { outcome: string } }).data.outcome;

async function snapshot() {
  const [consents, audits] = await Promise.all([db().consentRecord.count(), db().auditLog.count()]);
  return { consents, audits };
}

describe("the consent rule", () => {
  it("takes the latest record by time, then by number; no record is no consent", async () => {
    const { user } = await makeCustomerUser();
    expect(await currentConsent(user.id, "marketing_offers")).toBeNull();
    expect(await marketingConsentGranted(user.id)).toBe(false);
    const base = {
      userId: user.id,
      email: user.email,
      purpose: "marketing_offers" as const,
      source: "profile" as const,
      textVersion: VERSION,
    };
    // written out of order: the later time wins whatever the insertion order
    await db().consentRecord.create({ data: { ...base, action: "withdrawn", createdAt: new Date("2026-11-10T10:00:00Z") } });
    await db().consentRecord.create({ data: { ...base, action: "granted", createdAt: new Date("2026-11-01T10:00:00Z") } });
    expect(await marketingConsentGranted(user.id)).toBe(false);
    await db().consentRecord.create({ data: { ...base, action: "granted", createdAt: new Date("2026-11-10T10:00:00Z") } });
    // same millisecond: the later record (higher number) wins
    expect(await marketingConsentGranted(user.id)).toBe(true);
    // another purpose's records do not count
    await db().consentRecord.create({
      data: { ...base, purpose: "leg_alerts", action: "withdrawn", createdAt: new Date("2026-11-20T10:00:00Z") },
    });
    expect(await marketingConsentGranted(user.id)).toBe(true);
  });
});

describe("the profile's marketing consent", () => {
  it("starts unticked with no records, and a tick grants: one record with the text's version, the ip and the account", async () => {
    const page = (await run(customerProfile, "loader", await signedInRequest(PROFILE, me.email))) as {
      consent: { granted: boolean; history: unknown[]; textVersion: string };
    };
    expect(page.consent).toMatchObject({ granted: false, history: [], textVersion: VERSION });
    const result = await postProfile(consentForm({ marketing: "on" }));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(PROFILE);
    const rows = await records(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      customerId: me.customerId,
      email: me.email,
      purpose: "marketing_offers",
      action: "granted",
      source: "profile",
      textVersion: VERSION,
      ip: "127.0.0.1",
    });
  });

  it("writes nothing when the choice is already so, and an untick withdraws; the history lists both, newest first", async () => {
    const before = await snapshot();
    expect(statusOf(await postProfile(consentForm({ marketing: "on" })))).toBe(302);
    expect(await snapshot()).toEqual(before);
    expect(statusOf(await postProfile(consentForm()))).toBe(302);
    expect(await marketingConsentGranted(me.id)).toBe(false);
    const page = (await run(customerProfile, "loader", await signedInRequest(PROFILE, me.email))) as {
      consent: { granted: boolean; history: Array<{ action: string; source: string }> };
    };
    expect(page.consent.granted).toBe(false);
    expect(page.consent.history.map((h) => h.action)).toEqual(["withdrawn", "granted"]);
    // the other customer's records are untouched
    expect(await records(other.id)).toHaveLength(0);
  });

  it("two ticks at once write one record (the account is locked while its state is read)", async () => {
    const { user } = await makeCustomerUser({ email: `izin.paralel${unique()}@example.com` });
    const results = await Promise.all(Array.from({ length: 6 }, () => postProfile(consentForm({ marketing: "on" }), user.email)));
    expect(results.map(statusOf)).toEqual(Array(6).fill(302));
    expect((await records(user.id)).map((r) => r.action)).toEqual(["granted"]);
  });

  it("refuses a broker (the customer's guard) and writes nothing", async () => {
    const { user } = await makeBrokerUser({ email: `izin.broker${unique()}@example.com` });
    const before = await snapshot();
    const result = await run(
      brokerProfile,
      "action",
      await signedInRequest("/broker/profile", user.email, formInit(consentForm({ marketing: "on" }))),
    );
    expect(statusOf(result)).toBe(400);
    const customerPage = await run(
      customerProfile,
      "action",
      await signedInRequest(PROFILE, user.email, formInit(consentForm({ marketing: "on" }))),
    );
    expect(statusOf(customerPage)).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  const BAD: Array<[string, Record<string, string | string[]>]> = [
    ["no text version", { intent: "marketing-consent", marketing: "on" }],
    ["an empty text version", consentForm({ marketing: "on", text_version: "" })],
    ["a blank text version", consentForm({ marketing: "on", text_version: "   " })],
    ["an older text version", consentForm({ marketing: "on", text_version: "marketing-2026-11-25" })],
    ["a newer text version", consentForm({ marketing: "on", text_version: "marketing-2027-01-01" })],
    ["the leg alerts' version", consentForm({ marketing: "on", text_version: CONSENT_TEXT_VERSIONS.leg_alerts })],
    ["an upper-case version", consentForm({ marketing: "on", text_version: VERSION.toUpperCase() })],
    ["a version with a space after", consentForm({ marketing: "on", text_version: `${VERSION} x` })],
    ["a version twice", consentForm({ marketing: "on", text_version: [VERSION, VERSION] })],
    ["a long version", consentForm({ marketing: "on", text_version: "v".repeat(41) })],
    ["a huge version", consentForm({ marketing: "on", text_version: "v".repeat(5000) })],
    ["a script as version", consentForm({ marketing: "on", text_version: "<script>alert(1)</script>" })],
    ["SQL as version", consentForm({ marketing: "on", text_version: "' OR 1=1 --" })],
    ["the word null as version", consentForm({ marketing: "on", text_version: "null" })],
    ["a stale version withdrawing", consentForm({ text_version: "marketing-2020-01-01" })],
    ["marketing yes", consentForm({ marketing: "yes" })],
    ["marketing true", consentForm({ marketing: "true" })],
    ["marketing 1", consentForm({ marketing: "1" })],
    ["marketing ON", consentForm({ marketing: "ON" })],
    ["marketing On", consentForm({ marketing: "On" })],
    ["marketing off", consentForm({ marketing: "off" })],
    ["marketing false", consentForm({ marketing: "false" })],
    ["marketing 0", consentForm({ marketing: "0" })],
    ["marketing checked", consentForm({ marketing: "checked" })],
    ["marketing granted", consentForm({ marketing: "granted" })],
    ["marketing withdrawn", consentForm({ marketing: "withdrawn" })],
    ["marketing on with a trailing word", consentForm({ marketing: "on please" })],
    ["marketing on twice", consentForm({ marketing: ["on", "on"] })],
    ["marketing on and off", consentForm({ marketing: ["on", "off"] })],
    ["marketing in full-width letters", consentForm({ marketing: "ｏｎ" })],
    ["marketing an emoji", consentForm({ marketing: "✅" })],
    ["marketing a script", consentForm({ marketing: "<b>on</b>" })],
    ["marketing a long text", consentForm({ marketing: "on".repeat(500) })],
    ["marketing null", consentForm({ marketing: "null" })],
    ["marketing undefined", consentForm({ marketing: "undefined" })],
    ["marketing a JSON object", consentForm({ marketing: '{"on":true}' })],
    ["marketing SQL", consentForm({ marketing: "on'; DELETE FROM consent_records; --" })],
    ["marketing with a newline", consentForm({ marketing: "on\nx" })],
    ["an unknown intent", { intent: "marketing", marketing: "on", text_version: VERSION }],
    ["the intent in capitals", { intent: "MARKETING-CONSENT", marketing: "on", text_version: VERSION }],
    ["no intent", { marketing: "on", text_version: VERSION }],
    ["the intent twice", { intent: ["marketing-consent", "marketing-consent"], marketing: "on", text_version: VERSION }],
  ];

  it(`answers ${BAD.length} bad inputs with 400 and writes nothing`, async () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    const granted = await marketingConsentGranted(me.id);
    const before = await snapshot();
    for (const [name, fields] of BAD) {
      const result = await postProfile(fields);
      expect(statusOf(result), name).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    expect(await marketingConsentGranted(me.id)).toBe(granted);
  });
});

describe("the one-click withdrawal", () => {
  async function grant(userId: string, email: string) {
    const result = await postProfile(consentForm({ marketing: "on" }), email);
    expect(statusOf(result)).toBe(302);
    expect(await marketingConsentGranted(userId)).toBe(true);
  }

  it("GET shows the button for a valid token and changes nothing; a forged one is 400", async () => {
    await grant(me.id, me.email);
    const before = await snapshot();
    const token = signConsentToken("marketing_offers", me.id);
    const page = await run(withdrawRoute, "loader", new Request(`${BASE}${WITHDRAW}?t=${token}`));
    expect(statusOf(page)).toBe(200);
    expect((page as { data: { token: string } }).data.token).toBe(token);
    const forged = await run(withdrawRoute, "loader", new Request(`${BASE}${WITHDRAW}?t=${token.slice(0, -3)}abc`));
    expect(statusOf(forged)).toBe(400);
    expect((forged as { data: { token: string | null } }).data.token).toBeNull();
    expect(await snapshot()).toEqual(before);
    expect(await marketingConsentGranted(me.id)).toBe(true);
  });

  it("the button withdraws its own account only, signed out, and a second press writes nothing more", async () => {
    await grant(me.id, me.email);
    await grant(other.id, other.email);
    const result = await postWithdraw({ intent: "withdraw", t: signConsentToken("marketing_offers", me.id) });
    expect(statusOf(result)).toBe(200);
    expect(outcomeOf(result)).toBe("done");
    expect(await marketingConsentGranted(me.id)).toBe(false);
    expect(await marketingConsentGranted(other.id)).toBe(true);
    const last = (await records(me.id)).at(-1)!;
    expect(last).toMatchObject({ action: "withdrawn", source: "unsubscribe_link", ip: "127.0.0.1", email: me.email });
    const before = await snapshot();
    expect(outcomeOf(await postWithdraw({ intent: "withdraw", t: signConsentToken("marketing_offers", me.id) }))).toBe("done");
    expect(await snapshot()).toEqual(before);
  });

  it("RFC 8058's one-click POST (the token in the address) withdraws", async () => {
    await grant(other.id, other.email);
    const result = await postWithdraw({ "List-Unsubscribe": "One-Click" }, `?t=${signConsentToken("marketing_offers", other.id)}`);
    expect(statusOf(result)).toBe(200);
    expect(await marketingConsentGranted(other.id)).toBe(false);
    expect((await records(other.id)).at(-1)).toMatchObject({ action: "withdrawn", source: "unsubscribe_link" });
  });

  it("answers a token whose account is gone with the same 'done', writing nothing", async () => {
    const { user } = await makeCustomerUser();
    const token = signConsentToken("marketing_offers", user.id);
    await db().user.delete({ where: { id: user.id } });
    const before = await snapshot();
    expect(outcomeOf(await postWithdraw({ intent: "withdraw", t: token }))).toBe("done");
    expect(await snapshot()).toEqual(before);
  });

  it(`limits posts per address: the one after ${WITHDRAW_IP_LIMIT} in the window is 429 and writes nothing`, async () => {
    await grant(me.id, me.email);
    for (let i = 0; i < WITHDRAW_IP_LIMIT; i++) expect(statusOf(await postWithdraw({ intent: "withdraw", t: "x" }))).toBe(400);
    const before = await snapshot();
    const limited = await postWithdraw({ intent: "withdraw", t: signConsentToken("marketing_offers", me.id) });
    expect(statusOf(limited)).toBe(429);
    expect(outcomeOf(limited)).toBe("limited");
    expect((limited as { init: { headers: Record<string, string> } }).init.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(await snapshot()).toEqual(before);
    expect(await marketingConsentGranted(me.id)).toBe(true);
  });

  it("answers at least 40 bad inputs with 400, writing nothing and leaving the consent granted", async () => {
    await grant(me.id, me.email);
    const good = signConsentToken("marketing_offers", me.id);
    const [purpose, id, sig] = good.split(".") as [string, string, string];
    const legs = signConsentToken("leg_alerts", me.id);
    const cases: Array<[string, Record<string, string | string[]>, string?]> = [
      ["nothing", {}],
      ["no token", { intent: "withdraw" }],
      ["an empty token", { intent: "withdraw", t: "" }],
      ["a blank token", { intent: "withdraw", t: "   " }],
      ["no intent", { t: good }],
      ["another intent", { intent: "unsubscribe", t: good }],
      ["the intent in capitals", { intent: "WITHDRAW", t: good }],
      ["an empty intent", { intent: "", t: good }],
      ["the intent twice", { intent: ["withdraw", "withdraw"], t: good }],
      ["the token twice", { intent: "withdraw", t: [good, good] }],
      ["a changed signature", { intent: "withdraw", t: `${purpose}.${id}.${sig.slice(0, -2)}AA` }],
      ["no signature", { intent: "withdraw", t: `${purpose}.${id}.` }],
      ["no signature part", { intent: "withdraw", t: `${purpose}.${id}` }],
      ["another customer's id with this signature", { intent: "withdraw", t: `${purpose}.${other.id}.${sig}` }],
      ["an upper-case id", { intent: "withdraw", t: `${purpose}.${id.toUpperCase()}.${sig}` }],
      ["the leg alerts' purpose", { intent: "withdraw", t: legs }],
      ["the purpose switched, signature kept", { intent: "withdraw", t: `leg_alerts.${id}.${sig}` }],
      ["an unknown purpose", { intent: "withdraw", t: `newsletter.${id}.${sig}` }],
      ["a leg alert's unsubscribe token", { intent: "withdraw", t: signLegAlertToken("unsubscribe", id) }],
      ["an extra part", { intent: "withdraw", t: `${good}.x` }],
      ["a space inside", { intent: "withdraw", t: `${purpose}.${id}. ${sig}` }],
      ["a too long token", { intent: "withdraw", t: `${good}${"A".repeat(200)}` }],
      ["a huge token", { intent: "withdraw", t: "x".repeat(5000) }],
      ["a script", { intent: "withdraw", t: "<script>alert(1)</script>" }],
      ["SQL", { intent: "withdraw", t: "' OR 1=1 --" }],
      ["a bare id", { intent: "withdraw", t: id }],
      ["a random uuid", { intent: "withdraw", t: `${purpose}.00000000-0000-4000-8000-000000000000.${sig}` }],
      ["a JSON token", { intent: "withdraw", t: JSON.stringify({ purpose, id }) }],
      ["base64 of the id", { intent: "withdraw", t: Buffer.from(id).toString("base64url") }],
      ["dots only", { intent: "withdraw", t: ".." }],
      ["the word null", { intent: "withdraw", t: "null" }],
      ["one-click without a token", { "List-Unsubscribe": "One-Click" }],
      ["one-click with a forged token", { "List-Unsubscribe": "One-Click" }, `?t=${purpose}.${id}.forged`],
      ["one-click for another customer's id", { "List-Unsubscribe": "One-Click" }, `?t=${purpose}.${other.id}.${sig}`],
      ["one-click in lower case", { "List-Unsubscribe": "one-click" }, `?t=${good}`],
      ["one-click with another value", { "List-Unsubscribe": "Yes" }, `?t=${good}`],
      ["one-click, the token in the body only", { "List-Unsubscribe": "One-Click", t: good }],
      ["one-click with the leg alerts' token", { "List-Unsubscribe": "One-Click" }, `?t=${legs}`],
      ["one-click with an empty token", { "List-Unsubscribe": "One-Click" }, "?t="],
      ["the button with the token in the address only", { intent: "withdraw" }, `?t=${good}`],
      ["the button with a forged token and a good one in the address", { intent: "withdraw", t: "forged" }, `?t=${good}`],
      [
        "one-click and the button's intent with a forged token",
        { "List-Unsubscribe": "One-Click", intent: "withdraw", t: "forged" },
        `?t=${good}`,
      ],
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const [name, fields, query] of cases) {
      await resetRateLimit(withdrawIpKey("127.0.0.1"));
      const result = await postWithdraw(fields, query ?? "");
      expect(statusOf(result), name).toBe(400);
      expect(outcomeOf(result), name).toBe("invalid");
    }
    expect(await snapshot()).toEqual(before);
    expect(await marketingConsentGranted(me.id)).toBe(true);
  });
});

describe("the sign-up's optional consent", () => {
  const signUp = (fields: Record<string, string>, path = "/auth") =>
    run(
      authRoute,
      "action",
      new Request(
        `${BASE}${path}`,
        formInit({ intent: "signup", first_name: "Deniz", last_name: "Aksoy", password: "GüçlüŞifre2026", ...fields }),
      ),
    );
  const recordsOf = async (email: string) => {
    const user = await db().user.findUnique({ where: { email }, select: { id: true } });
    return user ? records(user.id) : [];
  };

  it("a ticked box records a grant from the sign-up for a customer account; unticked records nothing", async () => {
    const ticked = `izin.kayit${unique()}@example.com`;
    expect(statusOf(await signUp({ email: ticked, role: "sales", marketing: "on" }))).toBe(302);
    const rows = await recordsOf(ticked);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "granted",
      source: "sign_up",
      purpose: "marketing_offers",
      email: ticked,
      textVersion: VERSION,
    });
    const unticked = `izin.kayitsiz${unique()}@example.com`;
    expect(statusOf(await signUp({ email: unticked, role: "sales" }))).toBe(302);
    expect(await db().user.count({ where: { email: unticked } })).toBe(1);
    expect(await recordsOf(unticked)).toHaveLength(0);
  });

  it("records nothing for a broker, nor for an address that already has an account, and refuses a bad value", async () => {
    const broker = `izin.broker.kayit${unique()}@example.com`;
    expect(statusOf(await signUp({ email: broker, role: "broker", marketing: "on" }, "/broker/login"))).toBe(302);
    expect(await db().user.count({ where: { email: broker } })).toBe(1);
    expect(await recordsOf(broker)).toHaveLength(0);
    const before = await snapshot();
    expect(statusOf(await signUp({ email: me.email, role: "sales", marketing: "on" }))).toBe(302);
    for (const bad of ["yes", "1", "true", "ON", "off"]) {
      expect(statusOf(await signUp({ email: `izin.kotu${unique()}@example.com`, role: "sales", marketing: bad })), bad).toBe(400);
    }
    expect((await snapshot()).consents).toBe(before.consents);
  });
});

describe("the personal-data download (decision 055)", () => {
  it("lists the customer's own consent records, and nobody else's", async () => {
    const { user, customer } = await makeCustomerUser({ email: `izin.indir${unique()}@example.com` });
    expect(statusOf(await postProfile(consentForm({ marketing: "on" }), user.email))).toBe(302);
    expect(statusOf(await postProfile(consentForm(), user.email))).toBe(302);
    const file = await collectPersonalData(user.id, customer.id);
    expect(file.consentRecords.map((r) => `${r.purpose}:${r.action}:${r.source}`)).toEqual([
      "marketing_offers:granted:profile",
      "marketing_offers:withdrawn:profile",
    ]);
    expect(file.consentRecords.every((r) => r.email === user.email)).toBe(true);
    expect(file.offerMailings).toEqual([]);
    const mine = await collectPersonalData(me.id, me.customerId);
    expect(mine.consentRecords.length).toBeGreaterThan(0);
    expect(mine.consentRecords.some((r) => r.email === user.email)).toBe(false);
  });
});

describe("the leg alerts' consent records", () => {
  it("a customer's new watch records a grant, its unsubscribe link a withdrawal", async () => {
    const { user } = await makeCustomerUser({ email: `izin.alarm${unique()}@example.com` });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await run(
      alertsRoute,
      "action",
      await signedInRequest(
        "/dashboard/alerts",
        user.email,
        formInit({ intent: "create", from: "İstanbul", to: "Nice", date_from: day(5), date_to: day(20), passengers: "2" }),
      ),
    );
    expect(statusOf(created)).toBe(302);
    const legs = await db().consentRecord.findMany({ where: { userId: user.id, purpose: "leg_alerts" }, orderBy: { id: "asc" } });
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ action: "granted", source: "alert_form", textVersion: CONSENT_TEXT_VERSIONS.leg_alerts });
    const watch = await db().legWatch.findFirstOrThrow({ where: { userId: user.id } });
    const res = await run(
      unsubscribeRoute,
      "action",
      new Request(`${BASE}/bos-bacaklar/alarm/iptal`, formInit({ intent: "unsubscribe", t: signLegAlertToken("unsubscribe", watch.id) })),
    );
    expect(statusOf(res)).toBe(200);
    const after = await db().consentRecord.findMany({ where: { userId: user.id, purpose: "leg_alerts" }, orderBy: { id: "asc" } });
    expect(after.map((r) => `${r.action}:${r.source}`)).toEqual(["granted:alert_form", "withdrawn:unsubscribe_link"]);
    // the marketing consent is a purpose of its own: untouched
    expect(await currentConsent(user.id, "marketing_offers")).toBeNull();
  });
});
