import pg from "pg";
import { inject } from "vitest";

/** Helpers for tests that talk to the started production server over HTTP. */
export const base = () => inject("httpBase");

export async function signIn(email: string, password = "UfukJet!2026"): Promise<string> {
  const res = await fetch(`${base()}/auth`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "signin", email, password }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes("ufuk_session="));
  const [pair] = cookie?.split(";") ?? [];
  if (res.status !== 302 || !pair) throw new Error(`sign-in of ${email} failed with ${res.status}`);
  return pair;
}

let pool: pg.Pool | undefined;
export function database() {
  pool ??= new pg.Pool({ connectionString: inject("httpDatabaseUrl"), max: 2 });
  return pool;
}

export async function closeDatabase() {
  await pool?.end();
  pool = undefined;
}

const FINGERPRINT_SKIP = new Set(["sessions", "rate_limits", "_prisma_migrations"]);

/** A digest of every business table's rows: equal before and after means nothing was written. */
export async function fingerprint(): Promise<Record<string, string>> {
  const db = database();
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).rows.map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const t of tables) {
    if (FINGERPRINT_SKIP.has(t)) continue;
    const [row] = (
      await db.query<{ digest: string | null; n: string }>(
        `SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM "${t}" x`,
      )
    ).rows;
    if (!row) throw new Error(`fingerprint: no count of ${t}`);
    out[t] = `${row.n}:${row.digest ?? "-"}`;
  }
  return out;
}

/** `/admin/settings?x=1` → `/admin/settings.data?x=1`; `/` → `/_.data` (React Router 8). */
export function dataUrl(path: string) {
  const url = new URL(path, "http://x");
  url.pathname = url.pathname === "/" ? "/_.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.pathname + url.search;
}

export interface Answer {
  status: number;
  location: string | null;
}

/**
 * Reads a response as status + redirect target. A single-fetch `.data` redirect comes back as 202 with the
 * target inside the turbo-stream body (`{ redirect: "/…" }`).
 */
export async function answerOf(res: Response): Promise<Answer> {
  if (res.status === 202) {
    const text = await res.text();
    const [first = ""] = text.split("\n");
    try {
      const values = JSON.parse(first) as unknown[];
      const key = values.indexOf("redirect");
      for (const v of values) {
        if (v && typeof v === "object" && !Array.isArray(v) && `_${key}` in v) {
          const at = (v as Record<string, number | undefined>)[`_${key}`];
          const target = at === undefined ? undefined : values[at];
          if (typeof target === "string") return { status: 302, location: target };
        }
      }
    } catch {
      // not a turbo-stream payload
    }
    return { status: 202, location: null };
  }
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get("location") };
}
