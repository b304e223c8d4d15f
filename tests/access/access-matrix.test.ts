import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatRoutes } from "./routes";
import { authSchema } from "#app/lib/schemas/auth";
import { CROSS_ORIGIN, LOOKUPS, MATRIX, ROLES, crossOriginHeaders, type Ids, type LookupName, type Outcome, type Role } from "./matrix";
import { present } from "../support/present";
import { answerOf, base, closeDatabase, database, dataUrl, fingerprint, signIn, type Answer } from "./http";

const ACCOUNTS: Record<Exclude<Role, "guest">, string> = {
  sales: "musteri@ufukjet.test",
  broker: "broker@ufukjet.test",
  operations: "operasyon@ufukjet.test",
  admin: "admin@ufukjet.test",
};

const cookies: Partial<Record<Role, string>> = {};
let ids: Ids;

beforeAll(async () => {
  for (const role of ROLES) if (role !== "guest") cookies[role] = await signIn(ACCOUNTS[role]);
  const db = database();
  const userId = async (email: string) =>
    present((await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email])).rows[0], `the user ${email}`).id;
  const brokerOf = async (email: string) =>
    present(
      (await db.query<{ broker_id: string }>(`SELECT broker_id FROM user_profiles WHERE email = $1`, [email])).rows[0],
      `the profile of ${email}`,
    ).broker_id;
  const found: Partial<Ids["found"]> = {};
  for (const [name, sql] of Object.entries(LOOKUPS) as Array<[LookupName, string]>) {
    const row = (await db.query<{ id: string }>(sql)).rows[0];
    if (!row) throw new Error(`access matrix look-up "${name}" found no row`);
    found[name] = String(row.id);
  }
  ids = {
    adminUserId: await userId(ACCOUNTS.admin),
    operationsUserId: await userId(ACCOUNTS.operations),
    brokerUserId: await userId(ACCOUNTS.broker),
    customerUserId: await userId(ACCOUNTS.sales),
    brokerId: await brokerOf(ACCOUNTS.broker),
    otherBrokerId: await brokerOf("broker2@ufukjet.test"),
    // every look-up has found its row (the loop above throws otherwise)
    found: found as Ids["found"],
  };
});

afterAll(async () => {
  await closeDatabase();
});

function headersFor(role: Role, extra: Record<string, string> = {}) {
  const cookie = cookies[role];
  return cookie ? { Cookie: cookie, ...extra } : extra;
}

function pagePath(path: string) {
  return new URL(path, "http://x").pathname;
}

function check(answer: Answer, expected: Outcome, path: string, label: string) {
  const where = `${label}: got ${answer.status}${answer.location ? ` → ${answer.location}` : ""}`;
  switch (expected) {
    case "page":
      expect(answer.status, where).toBe(200);
      break;
    case "auth": {
      expect([302, 303], where).toContain(answer.status);
      const target = new URL(answer.location ?? "", "http://x");
      expect(target.pathname, where).toBe("/auth");
      const back = target.searchParams.get("redirectTo");
      if (pagePath(path) !== "/") expect(back && new URL(back, "http://x").pathname, where).toBe(pagePath(path));
      break;
    }
    default:
      if (expected.startsWith("→")) {
        expect([301, 302, 303, 307, 308], where).toContain(answer.status);
        expect(new URL(answer.location ?? "", "http://x").pathname, where).toBe(new URL(expected.slice(1), "http://x").pathname);
      } else {
        expect(answer.status, where).toBe(Number(expected));
      }
  }
}

/** The fingerprint without the tables a POST is allowed to change. */
function without(print: Record<string, string>, tables: string[] = []) {
  return Object.fromEntries(Object.entries(print).filter(([t]) => !tables.includes(t)));
}

/**
 * Route modules with an action that reads no `intent` field (one form, or no form at all): they need at least
 * one POST row (or a note saying where their POST is tested).
 */
const NO_INTENT_FIELD: Record<string, string> = {
  "routes/auth/verify.tsx": "reads only the token",
  "routes/auth/logout.ts": "signs out whatever is posted",
  "routes/system/language.ts": "reads only the language",
  "routes/system/sidebar.ts": "reads only the sidebar state",
  "routes/public/not-found.tsx": "answers 404 to everything",
  "routes/system/area-not-found.tsx": "answers the area's guard, then 404, to everything",
  "routes/broker/quote.tsx": "one form, the quote",
  "routes/public/checkout-result.ts": "reads only the card provider's token",
};

/** Route modules this suite takes the intents of from the schema their action parses. */
const SCHEMA_INTENTS: Record<string, readonly string[]> = {
  "routes/auth/auth.tsx": authSchema.options.map((o) => o.shape.intent.value),
};

type IntentList = readonly string[] | Record<string, readonly string[]>;
type RouteModule = { action?: unknown; intents?: IntentList; INTENTS?: IntentList };

/** The POST intents a route answers, from its module's own `intents` export (or schema); null: no intent field. */
async function intentsOf(route: { id: string; file: string }): Promise<readonly string[] | null | "no action"> {
  const mod = (await import(`../../app/${route.file}`)) as RouteModule;
  if (typeof mod.action !== "function") return "no action";
  const list = mod.intents ?? mod.INTENTS;
  if (Array.isArray(list)) return list;
  if (list && typeof list === "object") {
    const own = (list as Record<string, readonly string[]>)[route.id];
    if (!own) throw new Error(`${route.file} lists no intents for the route ${route.id}`);
    return own;
  }
  const schemaIntents = SCHEMA_INTENTS[route.file];
  if (schemaIntents) return schemaIntents;
  if (NO_INTENT_FIELD[route.file]) return null;
  throw new Error(`${route.file} has an action but exports no \`intents\` (or \`INTENTS\`) list`);
}

describe("access matrix", () => {
  it("has a row for every route of app/routes.ts, and no row for a route that does not exist", () => {
    const routeIds = new Set(flatRoutes().map((r) => r.id));
    const rowIds = new Set(MATRIX.map((r) => r.id));
    expect(
      [...routeIds].filter((id) => !rowIds.has(id)),
      "routes without a matrix row",
    ).toEqual([]);
    expect(
      [...rowIds].filter((id) => !routeIds.has(id)),
      "matrix rows without a route",
    ).toEqual([]);
  });

  it("has a POST row for every intent of every route module's action", async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of flatRoutes()) {
      const intents = await intentsOf(route);
      if (intents === "no action") continue;
      const rows = MATRIX.filter((r) => r.id === route.id);
      const posted = new Set(rows.flatMap((r) => (r.posts ?? []).map((p) => p.intent)));
      if (intents === null) {
        if (posted.size === 0 && !rows.some((r) => r.note)) missing.push(`${route.id}: no POST row and no note`);
        checked++;
        continue;
      }
      for (const intent of intents) {
        checked++;
        if (!posted.has(intent)) missing.push(`${route.id}: intent=${intent}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing, "POST intents without a matrix row").toEqual([]);
  });

  for (const row of MATRIX) {
    describe(`${row.id} (${row.path})`, () => {
      for (const role of ROLES) {
        it(`GET as ${role} → ${row.get[role]}`, async () => {
          const res = await fetch(`${base()}${row.path}`, { redirect: "manual", headers: headersFor(role) });
          check(await answerOf(res), row.get[role], row.path, `GET ${row.path} as ${role}`);
          const data = await fetch(`${base()}${dataUrl(row.path)}`, { redirect: "manual", headers: headersFor(role) });
          check(await answerOf(data), (row.data ?? row.get)[role], row.path, `GET ${dataUrl(row.path)} as ${role}`);
        });

        for (const post of row.posts ?? []) {
          it(`POST intent=${post.intent} as ${role} → ${post.expect[role]}`, async () => {
            const expected = post.expect[role];
            const body = new URLSearchParams({ intent: post.intent, ...(post.fields?.(ids, role) ?? {}) });
            const targets = post.data === false ? [row.path] : [row.path, dataUrl(row.path)];
            const allowed = post.writes?.[role];
            for (const target of targets) {
              const before = await fingerprint();
              const res = await fetch(`${base()}${target}`, {
                method: "POST",
                redirect: "manual",
                body,
                headers: headersFor(role, { "Content-Type": "application/x-www-form-urlencoded", Origin: base() }),
              });
              check(await answerOf(res), expected, row.path, `POST ${target} intent=${post.intent} as ${role}`);
              const after = await fingerprint();
              expect(without(after, allowed), `POST ${target} intent=${post.intent} as ${role} changed the database`).toEqual(
                without(before, allowed),
              );
            }
          });
        }
      }
    });
  }
});

describe("the card provider's callback, posted from the provider's site (decision 045)", () => {
  for (const [variant] of crossOriginHeaders("http://127.0.0.1:3000")) {
    it(`${variant}: /odeme/sonuc is let through and, for a token no checkout has, writes nothing; its .data is refused`, async () => {
      const headers = { "Content-Type": "application/x-www-form-urlencoded", ...Object.fromEntries(crossOriginHeaders(base()))[variant] };
      const body = () => new URLSearchParams({ token: "0f1e2d3c-4b5a-4968-8776-655443322110" });
      const before = await fingerprint();
      const res = await fetch(`${base()}/odeme/sonuc`, { method: "POST", redirect: "manual", body: body(), headers });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/dashboard/flights");
      const data = await fetch(`${base()}${dataUrl("/odeme/sonuc")}`, { method: "POST", redirect: "manual", body: body(), headers });
      expect((await answerOf(data)).status).toBe(403);
      expect(await fingerprint()).toEqual(before);
    });
  }
});

describe("cross-origin POSTs over HTTP", () => {
  for (const c of CROSS_ORIGIN) {
    for (const [variant] of crossOriginHeaders("http://127.0.0.1:3000")) {
      it(`${c.label} (${c.path} as ${c.role}), ${variant} → 403, nothing written`, async () => {
        const headers = Object.fromEntries(crossOriginHeaders(base()))[variant];
        for (const target of [c.path, dataUrl(c.path)]) {
          const before = await fingerprint();
          const res = await fetch(`${base()}${target}`, {
            method: "POST",
            redirect: "manual",
            body: new URLSearchParams(c.fields(ids)),
            headers: headersFor(c.role, { "Content-Type": "application/x-www-form-urlencoded", ...headers }),
          });
          expect((await answerOf(res)).status, `POST ${target}`).toBe(403);
          expect(await fingerprint(), `POST ${target} changed the database`).toEqual(before);
        }
      });
    }
  }
});
