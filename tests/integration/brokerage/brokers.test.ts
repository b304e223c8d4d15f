import { beforeAll, describe, expect, it } from "vitest";
import * as brokersRoute from "#app/routes/admin/brokers";
import * as brokerDashboard from "#app/routes/broker/dashboard";
import * as brokerLegForm from "#app/routes/broker/empty-leg-form";
import * as brokerLegs from "#app/routes/broker/empty-legs";
import * as brokerLayout from "#app/routes/broker/layout";
import * as brokerProfile from "#app/routes/broker/profile";
import * as brokerQuote from "#app/routes/broker/quote";
import * as brokerRequests from "#app/routes/broker/quote-requests";
import * as areaNotFound from "#app/routes/system/area-not-found";
import { signUp } from "#app/server/customers/sign-up.server";
import { decryptApiKey } from "#app/server/brokerage/broker-secret.server";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBroker, makeBrokerUser, makeEmptyLeg, makeQuoteRequest, makeRoleAccounts } from "../../support/factories";

const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const PENDING = "bekleyen.broker@example.com";
const MISSING = "00000000-0000-4000-8000-000000000000";

let requestId: string;
let legId: string;
let pendingBrokerId: string;

beforeAll(async () => {
  await seedAirports(db());
  // two broker users of two companies, a third company that is inactive, a visible request and a leg
  const { broker } = await makeRoleAccounts();
  await makeBrokerUser({ email: "broker2@ufukjet.test", broker: { name: "Bosphorus Aviation Brokers", code: "BOSPHORUS" } });
  await makeBroker({ name: "Ege Charter Network", code: "EGECHARTER", isActive: false });
  requestId = (await makeQuoteRequest({ visibleToBrokers: true, status: "pending" })).id;
  legId = (await makeEmptyLeg({ createdBy: broker.user.id, brokerId: broker.broker.id })).id;
  await signUp({
    email: PENDING,
    password: "GüçlüŞifre2026",
    firstName: "Selin",
    lastName: "Bekler",
    role: "broker",
    baseUrl: "http://localhost:3000",
  });
  pendingBrokerId = (await db().userProfile.findFirstOrThrow({ where: { email: PENDING } })).brokerId!;
});

// ───────────── the portal's frame ─────────────
describe("the broker portal's frame", () => {
  it("names each broker user's own company, read in one statement", async () => {
    for (const email of ["broker@ufukjet.test", "broker2@ufukjet.test"]) {
      const profile = await db().userProfile.findFirstOrThrow({ where: { email }, select: { brokerId: true } });
      const company = await db().broker.findUniqueOrThrow({ where: { id: profile.brokerId! }, select: { name: true } });
      const data = (await run(brokerLayout, "loader", await signedInRequest("/broker", email))) as {
        email: string;
        companyName: string | null;
      };
      expect(data).toEqual({ email, companyName: company.name });
    }
    // two brokers of two different companies: the frame does not show the first company it finds
    const names = await Promise.all(
      ["broker@ufukjet.test", "broker2@ufukjet.test"].map(
        async (email) =>
          ((await run(brokerLayout, "loader", await signedInRequest("/broker", email))) as { companyName: string }).companyName,
      ),
    );
    expect(new Set(names).size).toBe(2);
  });
});

// ───────────── vetted sign-ups ─────────────

type Mod = Parameters<typeof run>[0];
const BROKER_LOADERS: Array<[string, Mod, string, Record<string, string>]> = [
  ["layout", brokerLayout, "/broker", {}],
  ["dashboard", brokerDashboard, "/broker", {}],
  ["quote requests", brokerRequests, "/broker/quote-requests", {}],
  ["quote form", brokerQuote, "/broker/quote/REQ", { requestId: "REQ" }],
  ["empty legs", brokerLegs, "/broker/empty-legs", {}],
  ["new empty leg", brokerLegForm, "/broker/empty-legs/new", {}],
  ["edit empty leg", brokerLegForm, "/broker/empty-legs/LEG/edit", { legId: "LEG" }],
  ["profile", brokerProfile, "/broker/profile", {}],
  ["area's not-found page", areaNotFound, "/broker/olmayan-sayfa", {}],
];

const BROKER_POSTS: Array<[string, Mod, string, Record<string, string>, Record<string, string>]> = [
  ["quote", brokerQuote, "/broker/quote/REQ", { requestId: "REQ" }, { quoted_price: "45000", currency: "EUR", validity_hours: "48" }],
  [
    "empty leg create",
    brokerLegs,
    "/broker/empty-legs",
    {},
    {
      intent: "create",
      aircraft_type: "Midsize",
      departure_airport: "LTFM",
      arrival_airport: "LFPB",
      departure_datetime: "2030-05-01T10:00",
    },
  ],
  ["empty leg delete", brokerLegs, "/broker/empty-legs", {}, { intent: "delete", id: "LEG", confirm: "yes" }],
  [
    "empty leg form",
    brokerLegForm,
    "/broker/empty-legs/new",
    {},
    {
      intent: "create",
      aircraft_type: "Midsize",
      departure_airport: "LTFM",
      arrival_airport: "LFPB",
      departure_datetime: "2030-05-01T10:00",
    },
  ],
  ["profile", brokerProfile, "/broker/profile", {}, { intent: "update-profile", first_name: "Değişti", last_name: "Broker", phone: "" }],
  ["area's not-found page", areaNotFound, "/broker/olmayan-sayfa", {}, { intent: "create" }],
];

const fill = (value: string) => value.replace("REQ", requestId).replace("LEG", legId);
const fillAll = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));

async function everything() {
  const [quotes, legs, profiles, audits] = await Promise.all([
    db().brokerQuote.count(),
    db().emptyLeg.count(),
    db().userProfile.findMany({ orderBy: { id: "asc" }, select: { firstName: true } }),
    db().auditLog.count(),
  ]);
  return JSON.stringify({ quotes, legs, profiles, audits });
}

describe("vetted broker sign-ups (decision 021)", () => {
  it("creates the company inactive, with an audit row and an outbox e-mail to every admin", async () => {
    const broker = await db().broker.findUniqueOrThrow({ where: { id: pendingBrokerId } });
    expect(broker).toMatchObject({ isActive: false, apiKeyRequired: false, rateLimitPerMinute: 60, code: "BEKLEYEN.BROKER" });
    expect(await db().auditLog.count({ where: { action: "broker.signup", entityId: broker.id } })).toBe(1);
    const admins = await db().user.findMany({ where: { profile: { role: "admin" }, disabledAt: null }, select: { email: true } });
    expect(admins.length).toBeGreaterThan(0);
    const mails = await db().outboxEmail.findMany({ where: { template: "broker-signup-pending" } });
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]?.subject).toContain(broker.name);
  });

  it.each(BROKER_LOADERS)("answers the waiting page (403) on the %s loader, .data included", async (_name, mod, path, params) => {
    for (const url of [fill(path), `${fill(path) === "/broker" ? "/broker/_index" : fill(path)}.data`]) {
      const result = await run(mod, "loader", await signedInRequest(url, PENDING), fillAll(params));
      expect(statusOf(result)).toBe(403);
      expect(JSON.stringify(result)).toContain("errors.brokerPendingTitle");
      expect(JSON.stringify(result)).not.toContain(requestId);
    }
  });

  it.each(BROKER_POSTS)("refuses the %s action with 403 and writes nothing", async (_name, mod, path, params, fields) => {
    const before = await everything();
    const result = await run(mod, "action", await signedInRequest(fill(path), PENDING, formInit(fillAll(fields))), fillAll(params));
    expect(statusOf(result)).toBe(403);
    expect(await everything()).toBe(before);
  });

  it("lets the users in once an admin activates the company, and tells them by e-mail", async () => {
    const result = await post({ intent: "activate", id: pendingBrokerId });
    expect(statusOf(result)).toBe(302);
    expect((await db().broker.findUniqueOrThrow({ where: { id: pendingBrokerId } })).isActive).toBe(true);
    expect(await db().outboxEmail.count({ where: { template: "broker-activated", to: PENDING } })).toBe(1);
    expect(statusOf(await run(brokerDashboard, "loader", await signedInRequest("/broker", PENDING)))).toBe(200);
    // and out again when it is deactivated
    expect(statusOf(await post({ intent: "deactivate", id: pendingBrokerId }))).toBe(302);
    expect(statusOf(await run(brokerDashboard, "loader", await signedInRequest("/broker", PENDING)))).toBe(403);
  });
});

// ───────────── /admin/brokers ─────────────

const post = async (fields: Record<string, string>, path = "/admin/brokers", email = ADMIN) =>
  run(brokersRoute, "action", await signedInRequest(path, email, formInit(fields)));

const VALID = {
  intent: "create",
  name: "Kapadokya Air Partners",
  code: "kapadokya",
  api_endpoint: "https://api.kapadokya.example/v1/flights",
  api_key_required: "on",
  api_key: "sk_live_Kapadokya-Gizli-42",
  rate_limit_per_minute: "120",
  is_active: "on",
};

async function brokerSnapshot() {
  const [brokers, audits] = await Promise.all([
    db().broker.findMany({
      orderBy: { id: "asc" },
      select: { id: true, name: true, code: true, apiKey: true, isActive: true, updatedAt: true },
    }),
    db().auditLog.count(),
  ]);
  return JSON.stringify({ brokers, audits });
}

describe("adding and editing brokers", () => {
  it("adds a broker with the code in upper case and the key encrypted, audited without the key", async () => {
    const result = await post(VALID);
    expect(statusOf(result)).toBe(302);
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    expect(row).toMatchObject({ name: "Kapadokya Air Partners", apiKeyRequired: true, rateLimitPerMinute: 120, isActive: true });
    expect(row.apiKey).not.toContain("Kapadokya-Gizli");
    expect(decryptApiKey(row.apiKey)).toBe("sk_live_Kapadokya-Gizli-42");
    const auditRow = await db().auditLog.findFirstOrThrow({ where: { action: "broker.create", entityId: row.id } });
    expect(JSON.stringify(auditRow.after)).not.toContain("Kapadokya-Gizli");
    expect(auditRow.after).toMatchObject({ code: "KAPADOKYA", apiKeySet: true });
  });

  it("never sends the key back: not in the loader's data, nor in a refused form", async () => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const page = await run(brokersRoute, "loader", await signedInRequest(`/admin/brokers?edit=${row.id}&q=kapadokya`, ADMIN));
    const text = JSON.stringify(page);
    expect(text).toContain("KAPADOKYA");
    expect(text).not.toContain("Kapadokya-Gizli");
    expect(text).not.toContain(row.apiKey!);
    const refused = await post({ ...VALID, code: "BAŞKA KOD", api_key: "sk_live_Ikinci-Gizli-99" });
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(refused)).not.toContain("Ikinci-Gizli");
  });

  it("refuses a code another broker has, next to the field", async () => {
    const before = await brokerSnapshot();
    const result = (await post({ ...VALID, code: "Anadolu" })) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.code).toEqual(["brokers.errors.codeTaken"]);
    expect(await brokerSnapshot()).toBe(before);
  });

  it("edits on the version the form was opened on, keeps the key when left empty, and refuses a stale edit", async () => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const edit = { ...VALID, intent: "update", id: row.id, version: row.updatedAt.toISOString(), name: "Kapadokya Air", api_key: "" };
    delete (edit as Partial<typeof edit>).api_key;
    expect(statusOf(await post(edit))).toBe(302);
    const after = await db().broker.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.name).toBe("Kapadokya Air");
    expect(after.apiKey).toBe(row.apiKey);
    expect(await db().auditLog.count({ where: { action: "broker.update", entityId: row.id } })).toBe(1);
    // the same (now old) version again: refused, nothing written
    const before = await brokerSnapshot();
    const stale = await post({ ...edit, name: "Üzerine Yazan" });
    expect(statusOf(stale)).toBe(409);
    // the form's error is the stale-record message (the panel puts "Broker güncellenirken bir hata oluştu" before it)
    expect(JSON.stringify(stale)).toContain('"error":{"":["validation.staleRecord"]}');
    expect(await brokerSnapshot()).toBe(before);
  });

  it.each([
    "https://169.254.169.254/latest/meta-data/",
    "https://127.0.0.1:5432/",
    "https://[::1]:3000/admin",
    "https://10.0.0.8/feed",
    "https://localhost/feed",
  ])("refuses an endpoint inside this machine's network, %s, next to the field, with nothing written", async (endpoint) => {
    const before = await brokerSnapshot();
    const result = (await post({ ...VALID, code: "ICAG", api_endpoint: endpoint })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.api_endpoint).toEqual(["brokers.errors.endpointInternal"]);
    expect(await brokerSnapshot()).toBe(before);
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const edit = await post({ ...VALID, intent: "update", id: row.id, version: row.updatedAt.toISOString(), api_endpoint: endpoint });
    expect(statusOf(edit)).toBe(400);
    expect(await brokerSnapshot()).toBe(before);
  });

  it("refuses a required key that would end up missing", async () => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const before = await brokerSnapshot();
    const { api_key: _key, ...withoutKey } = VALID;
    const result = (await post({
      ...withoutKey,
      intent: "update",
      id: row.id,
      version: row.updatedAt.toISOString(),
      clear_api_key: "on",
    })) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.api_key).toEqual(["brokers.errors.apiKeyMissing"]);
    expect(await brokerSnapshot()).toBe(before);
  });

  it("lets operations see the screen but change nothing", async () => {
    expect(statusOf(await run(brokersRoute, "loader", await signedInRequest("/admin/brokers", OPS)))).toBe(200);
    const before = await brokerSnapshot();
    expect(statusOf(await post({ ...VALID, code: "OPSKOD" }, "/admin/brokers", OPS))).toBe(403);
    expect(await brokerSnapshot()).toBe(before);
  });
});

describe("the broker list", () => {
  it("shows the cards from the table, searches name and code, and filters by state", async () => {
    const page = (await run(brokersRoute, "loader", await signedInRequest("/admin/brokers", ADMIN))) as {
      summary: { total: number; active: number; inactive: number; activeRateLimit: number };
    };
    const all = await db().broker.findMany();
    expect(page.summary.total).toBe(all.length);
    expect(page.summary.active).toBe(all.filter((b) => b.isActive).length);
    expect(page.summary.inactive).toBe(all.filter((b) => !b.isActive).length);
    expect(page.summary.activeRateLimit).toBe(all.filter((b) => b.isActive).reduce((n, b) => n + b.rateLimitPerMinute, 0));
    // each row counts its own broker's users, a broker without any reads 0
    const listed = (page as unknown as { rows: Array<{ id: string; users: number }> }).rows;
    expect(listed.length).toBeGreaterThan(1);
    for (const row of listed) expect(row.users).toBe(await db().userProfile.count({ where: { brokerId: row.id } }));
    const search = (await run(brokersRoute, "loader", await signedInRequest("/admin/brokers?q=bosphorus", ADMIN))) as {
      rows: Array<{ code: string }>;
    };
    expect(search.rows.map((r) => r.code)).toEqual(["BOSPHORUS"]);
    const inactive = (await run(brokersRoute, "loader", await signedInRequest("/admin/brokers?state=inactive", ADMIN))) as {
      rows: Array<{ isActive: boolean }>;
    };
    expect(inactive.rows.length).toBe(all.filter((b) => !b.isActive).length);
    expect(inactive.rows.every((r) => !r.isActive)).toBe(true);
  });
});

describe("activating, deactivating and deleting", () => {
  it("twenty parallel deactivations change the broker once", async () => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const results = await Promise.all(Array.from({ length: 20 }, () => post({ intent: "deactivate", id: row.id })));
    expect(results.every((r) => statusOf(r) === 302)).toBe(true);
    expect(await db().auditLog.count({ where: { action: "broker.deactivate", entityId: row.id } })).toBe(1);
  });

  it("refuses to delete a broker that quotes, legs or users refer to, and offers deactivation", async () => {
    const anadolu = await db().broker.findUniqueOrThrow({ where: { code: "ANADOLU" } });
    const confirm = (await run(brokersRoute, "loader", await signedInRequest(`/admin/brokers?delete=${anadolu.id}`, ADMIN))) as {
      deleting: { refs: { any: boolean; users: number } };
    };
    expect(confirm.deleting.refs.any).toBe(true);
    const before = await brokerSnapshot();
    const result = await post({ intent: "delete", id: anadolu.id, confirm: "yes" });
    expect(statusOf(result)).toBe(302);
    expect(await brokerSnapshot()).toBe(before);
  });

  it("asks first, then deletes an unused broker with its audit row", async () => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "KAPADOKYA" } });
    const ask = await post({ intent: "delete", id: row.id });
    expect(locationOf(ask)).toBe(`/admin/brokers?delete=${row.id}`);
    expect(statusOf(await post({ intent: "delete", id: row.id, confirm: "yes" }))).toBe(302);
    expect(await db().broker.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await db().auditLog.count({ where: { action: "broker.delete", entityId: row.id } })).toBe(1);
  });

  it("answers 404 for a missing broker", async () => {
    for (const intent of ["activate", "deactivate", "delete"]) {
      expect(statusOf(await post({ intent, id: MISSING, confirm: "yes" }))).toBe(404);
    }
    expect(statusOf(await run(brokersRoute, "loader", await signedInRequest(`/admin/brokers?edit=${MISSING}`, ADMIN)))).toBe(404);
  });
});

// ───────────── ≥ 40 bad inputs ─────────────

const BAD: Array<[string, Record<string, string | undefined>, string]> = [
  ["missing name", { name: undefined }, "name"],
  ["empty name", { name: "" }, "name"],
  ["blank name", { name: "   " }, "name"],
  ["long name", { name: "A".repeat(201) }, "name"],
  ["name with a control character", { name: "Ad\u0007Soyad" }, "name"],
  ["name with NUL-like escape", { name: "Ad\u001bSoyad" }, "name"],
  ["missing code", { code: undefined }, "code"],
  ["empty code", { code: "" }, "code"],
  ["one-letter code", { code: "a" }, "code"],
  ["code with a space", { code: "AB CD" }, "code"],
  ["code with Turkish letters", { code: "ŞİŞLİ" }, "code"],
  ["code with a plus", { code: "AB+CD" }, "code"],
  ["code starting with a dash", { code: "-ABC" }, "code"],
  ["code with a slash", { code: "AB/CD" }, "code"],
  ["long code", { code: "A".repeat(41) }, "code"],
  ["code with quotes", { code: "AB'--" }, "code"],
  ["http endpoint", { api_endpoint: "http://api.partner.example/flights" }, "api_endpoint"],
  ["ftp endpoint", { api_endpoint: "ftp://api.partner.example/" }, "api_endpoint"],
  ["javascript endpoint", { api_endpoint: "javascript:alert(1)" }, "api_endpoint"],
  ["endpoint without scheme", { api_endpoint: "api.partner.example/flights" }, "api_endpoint"],
  ["endpoint with credentials", { api_endpoint: "https://user:pw@api.partner.example/" }, "api_endpoint"],
  ["endpoint with a space", { api_endpoint: "https://api partner.example/" }, "api_endpoint"],
  ["endpoint with a fragment", { api_endpoint: "https://api.partner.example/#x" }, "api_endpoint"],
  ["long endpoint", { api_endpoint: `https://a.example/${"x".repeat(500)}` }, "api_endpoint"],
  ["endpoint that is only a scheme", { api_endpoint: "https://" }, "api_endpoint"],
  ["short API key", { api_key: "short" }, "api_key"],
  ["API key with a space", { api_key: "sk live 12345" }, "api_key"],
  ["API key with Turkish letters", { api_key: "anahtarğüş123" }, "api_key"],
  ["long API key", { api_key: "k".repeat(513) }, "api_key"],
  ["API key with a line break", { api_key: "sk_live\n12345" }, "api_key"],
  ["required key missing with an endpoint", { api_key: undefined }, "api_key"],
  ["missing rate limit", { rate_limit_per_minute: undefined }, "rate_limit_per_minute"],
  ["empty rate limit", { rate_limit_per_minute: "" }, "rate_limit_per_minute"],
  ["zero rate limit", { rate_limit_per_minute: "0" }, "rate_limit_per_minute"],
  ["negative rate limit", { rate_limit_per_minute: "-5" }, "rate_limit_per_minute"],
  ["decimal rate limit", { rate_limit_per_minute: "1.5" }, "rate_limit_per_minute"],
  ["comma rate limit", { rate_limit_per_minute: "1,5" }, "rate_limit_per_minute"],
  ["word rate limit", { rate_limit_per_minute: "altmış" }, "rate_limit_per_minute"],
  ["huge rate limit", { rate_limit_per_minute: "6001" }, "rate_limit_per_minute"],
  ["overflowing rate limit", { rate_limit_per_minute: "99999999999" }, "rate_limit_per_minute"],
  ["exponent rate limit", { rate_limit_per_minute: "1e3" }, "rate_limit_per_minute"],
  ["api_key_required not a checkbox value", { api_key_required: "true" }, "api_key_required"],
  ["is_active not a checkbox value", { is_active: "yes" }, "is_active"],
  ["is_active as 1", { is_active: "1" }, "is_active"],
];

const BAD_UPDATE: Array<[string, Record<string, string | undefined>, string]> = [
  ["missing version", { version: undefined }, "version"],
  ["garbage version", { version: "dün" }, "version"],
  ["version without a zone", { version: "2026-11-23T10:00:00" }, "version"],
  ["bad id", { id: "not-a-uuid" }, "id"],
  ["clear_api_key not a checkbox value", { clear_api_key: "evet" }, "clear_api_key"],
];

describe("the broker form refuses bad input next to the field and writes nothing", () => {
  it("has at least 40 cases", () => {
    expect(BAD.length + BAD_UPDATE.length).toBeGreaterThanOrEqual(40);
  });

  const fields = (base: Record<string, string>, changes: Record<string, string | undefined>) => {
    const out: Record<string, string> = { ...base };
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined) delete out[k];
      else out[k] = v;
    }
    return out;
  };

  it.each(BAD)("add: %s", async (_label, changes, field) => {
    const before = await brokerSnapshot();
    const result = (await post(fields({ ...VALID, code: "YENIKOD" }, changes))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error[field]?.length).toBeGreaterThan(0);
    expect(await brokerSnapshot()).toBe(before);
  });

  it.each([...BAD, ...BAD_UPDATE])("edit: %s", async (_label, changes, field) => {
    const row = await db().broker.findUniqueOrThrow({ where: { code: "BOSPHORUS" } });
    const base = {
      ...VALID,
      intent: "update",
      id: row.id,
      version: row.updatedAt.toISOString(),
      code: "BOSPHORUS",
      // the required-key rule on an edit is the service's (a stored key counts)
      api_key_required: field === "api_key" && changes.api_key === undefined ? "on" : VALID.api_key_required,
    };
    const before = await brokerSnapshot();
    const result = (await post(fields(base, changes))) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error[field]?.length).toBeGreaterThan(0);
    expect(await brokerSnapshot()).toBe(before);
  });
});
