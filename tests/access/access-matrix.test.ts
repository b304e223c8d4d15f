import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatRoutes } from "./routes";
import { LOOKUPS, MATRIX, ROLES, type Ids, type Outcome, type Role } from "./matrix";
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
  const userId = async (email: string) => (await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email])).rows[0].id;
  const brokerOf = async (email: string) =>
    (await db.query<{ broker_id: string }>(`SELECT broker_id FROM user_profiles WHERE email = $1`, [email])).rows[0].broker_id;
  ids = {
    adminUserId: await userId(ACCOUNTS.admin),
    operationsUserId: await userId(ACCOUNTS.operations),
    brokerUserId: await userId(ACCOUNTS.broker),
    customerUserId: await userId(ACCOUNTS.sales),
    brokerId: await brokerOf(ACCOUNTS.broker),
    otherBrokerId: await brokerOf("broker2@ufukjet.test"),
    found: {},
  };
  for (const [name, sql] of Object.entries(LOOKUPS)) {
    const row = (await db.query<{ id: string }>(sql)).rows[0];
    if (!row) throw new Error(`access matrix look-up "${name}" found no row`);
    ids.found[name] = String(row.id);
  }
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

const refused = (o: Outcome) => o === "auth" || o === "403";

describe("access matrix", () => {
  it("has a row for every route of app/routes.ts, and no row for a route that does not exist", () => {
    const routeIds = new Set(flatRoutes().map((r) => r.id));
    const rowIds = new Set(MATRIX.map((r) => r.id));
    expect([...routeIds].filter((id) => !rowIds.has(id)), "routes without a matrix row").toEqual([]);
    expect([...rowIds].filter((id) => !routeIds.has(id)), "matrix rows without a route").toEqual([]);
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
            for (const target of targets) {
              const before = refused(expected) ? await fingerprint() : null;
              const res = await fetch(`${base()}${target}`, {
                method: "POST",
                redirect: "manual",
                body,
                headers: headersFor(role, { "Content-Type": "application/x-www-form-urlencoded", Origin: base() }),
              });
              check(await answerOf(res), expected, row.path, `POST ${target} intent=${post.intent} as ${role}`);
              if (before) expect(await fingerprint(), `POST ${target} intent=${post.intent} as ${role} changed the database`).toEqual(before);
            }
          });
        }
      }
    });
  }
});
