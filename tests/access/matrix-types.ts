/**
 * The access matrix: every route × {guest, sales, broker, operations, admin} with the expected outcome for the
 * document GET, the `.data` request and each POST intent. tests/access/access-matrix.test.ts fails when a route
 * of app/routes.ts has no row, and walks every cell over real HTTP against a started production build.
 *
 * Outcomes:
 *   "page"            200 (the page or resource answers)
 *   "auth"            redirect to /auth?redirectTo=<the page>
 *   "403" / "404" / "400" / "429"   that status
 *   "→/path"          redirect to exactly /path (query allowed)
 */
import type { LOOKUPS } from "./matrix";

/** The name of a look-up of some rows file (every one runs before the matrix, so every name has its id). */
export type LookupName = keyof typeof LOOKUPS;

export const ROLES = ["guest", "sales", "broker", "operations", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = "page" | "auth" | "400" | "403" | "404" | `→${string}`;
export type PerRole = Record<Role, Outcome>;

/** Ids of demo records the POST bodies may refer to (looked up in the database before the run). */
export interface Ids {
  adminUserId: string;
  operationsUserId: string;
  brokerUserId: string;
  customerUserId: string;
  brokerId: string;
  otherBrokerId: string;
  /** ids named by the rows files' `lookups` (name → SQL returning one row with an `id` column) */
  found: Record<LookupName, string>;
}

/** Named SQL look-ups of demo records a rows file needs (each query returns one row with an `id` column). */
export type Lookups = Record<string, string>;

export interface PostCase {
  intent: string;
  /** form fields besides `intent` */
  fields?: (ids: Ids, role: Role) => Record<string, string>;
  expect: PerRole;
  /** also POST as a `.data` request (client-side navigation); default true */
  data?: boolean;
  /**
   * The tables a role's POST may change (a success the row expects, or the audit row of a refused sign-in).
   * Every other table, and every table for every other role, must be unchanged after the POST, whatever its
   * answer (redirect, 400, 403, 404…).
   */
  writes?: Partial<Record<Role, string[]>>;
}

export interface MatrixRow {
  /** route id (explicit id or file without extension) */
  id: string;
  /** concrete URL to request */
  path: string;
  get: PerRole;
  /** `.data` outcome when it differs from the document GET */
  data?: PerRole;
  posts?: PostCase[];
  /** why this route has no POST cases (resource routes without actions, read-only pages) */
  note?: string;
}

export const MISSING_ID = "00000000-0000-4000-8000-000000000000";

export const all = (o: Outcome): PerRole => ({ guest: o, sales: o, broker: o, operations: o, admin: o });
export const staff: PerRole = { guest: "auth", sales: "403", broker: "403", operations: "page", admin: "page" };
export const adminOnly: PerRole = { guest: "auth", sales: "403", broker: "403", operations: "403", admin: "page" };
export const brokerOnly: PerRole = { guest: "auth", sales: "403", broker: "page", operations: "403", admin: "403" };
export const customerOnly: PerRole = { guest: "auth", sales: "page", broker: "403", operations: "403", admin: "403" };
/** refused for everybody but `allowed`, which gets `outcome` */
export const only = (
  allowed: Role[],
  outcome: Outcome,
  base: PerRole = { guest: "auth", sales: "403", broker: "403", operations: "403", admin: "403" },
): PerRole => Object.fromEntries(Object.entries(base).map(([r, o]) => [r, allowed.includes(r as Role) ? outcome : o])) as PerRole;
export const signedInHome: PerRole = { guest: "page", sales: "→/dashboard", broker: "→/broker", operations: "→/admin", admin: "→/admin" };

/** A failed sign-in: 400 for a guest; a signed-in visitor is sent to `home` first. The e-mail differs per
 * route so the per-account rate limit does not carry over from one row to the next. */
export const badSignIn = (route: string, home: PerRole = signedInHome): PostCase => ({
  intent: "signin",
  fields: () => ({ email: `nobody+${route}@example.com`, password: "wrong-password" }),
  expect: { ...home, guest: "400" },
  // the failed attempt is audited
  writes: { guest: ["audit_log"] },
});

/**
 * A POST sent by another site: `origin` is the Origin header to send (given the app's own origin), `role` whose
 * session cookie goes with it, and a change that would really happen without the cross-origin refusal.
 */
export interface CrossOriginCase {
  label: string;
  path: string;
  role: Role;
  fields: (ids: Ids) => Record<string, string>;
}
