import { RouterContextProvider } from "react-router";
import type { Role } from "#app/generated/prisma/enums";
import { createSession } from "#app/server/platform/auth/session.server";
import { hashPassword } from "#app/server/platform/auth/password.server";
import { requestInfoContext } from "#app/server/platform/context.server";
import { db } from "#app/server/platform/db/client.server";
import { i18nMiddleware } from "#app/server/platform/i18n.server";
import { logger } from "#app/server/platform/logger.server";

export const BASE = "http://localhost:3000";

/** A router context as the server builds it (request info + the i18n middleware). */
export async function contextFor(request: Request, ip = "127.0.0.1") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", nonce: "test-nonce", ip, logger, outcome: { databaseUnavailable: false } });
  await i18nMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response());
  return context;
}

let passwordHash: Promise<string> | undefined;

/** Creates a user with a profile (and optional links) directly in the database. */
export async function createTestUser(options: {
  email: string;
  role?: Role;
  password?: string;
  firstName?: string;
  lastName?: string;
  brokerId?: string | null;
  customerId?: string | null;
  verified?: boolean;
  profile?: boolean;
}) {
  passwordHash ??= hashPassword("UfukJet!2026");
  const hash = options.password ? await hashPassword(options.password) : await passwordHash;
  const user = await db().user.create({
    data: {
      email: options.email.toLowerCase(),
      passwordHash: hash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
  });
  if (options.profile !== false) {
    await db().userProfile.create({
      data: {
        id: user.id,
        role: options.role ?? "sales",
        firstName: options.firstName ?? "Test",
        lastName: options.lastName ?? "Kullanıcı",
        email: user.email,
        brokerId: options.brokerId ?? null,
        customerId: options.customerId ?? null,
      },
    });
  }
  return user;
}

/** A "name=value" cookie pair for a fresh session of this user. */
export async function sessionCookieFor(userId: string) {
  const session = await createSession(userId);
  return cookiePair(session.header);
}

/** The `name=value` of a Set-Cookie header, without its attributes. */
export function cookiePair(setCookie: string): string {
  const [pair = ""] = setCookie.split(";");
  return pair;
}

/** A request carrying a session of the user with this e-mail. */
export async function signedInRequest(url: string, email: string, init: RequestInit = {}) {
  const user = await db().user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
  const headers = new Headers(init.headers);
  const existing = headers.get("Cookie");
  const cookie = await sessionCookieFor(user.id);
  headers.set("Cookie", existing ? `${existing}; ${cookie}` : cookie);
  return new Request(new URL(url, BASE), { ...init, headers });
}

/** A POST with a form body. */
export function formInit(fields: Record<string, string | string[]>, headers: HeadersInit = {}): RequestInit {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  return {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...Object.fromEntries(new Headers(headers)) },
  };
}

type Module = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};

/**
 * Runs a loader or action the way React Router would: a thrown Response or `data()` result is returned, not
 * thrown. Anything else thrown (a TypeError, a database error) is a bug the server would answer with 500, so it
 * is thrown on to fail the test, never passed off as an answer.
 */
export async function run(mod: Module, kind: "loader" | "action", request: Request, params: Record<string, string> = {}): Promise<unknown> {
  const fn = mod[kind];
  if (!fn) throw new Error(`module has no ${kind}`);
  const context = await contextFor(request);
  try {
    return await (fn as (args: unknown) => unknown)({ request, context, params, unstable_pattern: "" });
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return thrown;
    throw thrown;
  }
}

function isDataWithInit(value: unknown): boolean {
  return !!value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** Status of a loader/action outcome: a Response, a data() result with init, or 200 for plain data. */
export function statusOf(result: unknown): number {
  if (result instanceof Error) throw new Error(`an error is not an answer: ${result.message}`, { cause: result });
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && "init" in result && (result as { init?: { status?: number } }).init?.status) {
    return (result as { init: { status: number } }).init.status;
  }
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    return (result as { init?: { status?: number } }).init?.status ?? 200;
  }
  return 200;
}

export function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("Location") : null;
}
