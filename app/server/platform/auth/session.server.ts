import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCookie, type Cookie } from "react-router";
import type { Role } from "#app/generated/prisma/enums";
import { dataDir, db, currentDatabase } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { env, hostCookieName, resetEnv, secureCookies } from "#app/server/platform/env.server";

/**
 * Sessions are database rows; the cookie carries only a random token (signed), the row stores its hash.
 * A new session on every sign-in, deleted on sign-out; idle and absolute expiry; disabling a user or changing
 * their role deletes their sessions; the role is read from the database on every request.
 */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 24 * 2; // 2 days without activity
export const SESSION_ABSOLUTE_MS = 1000 * 60 * 60 * 24 * 30; // 30 days at most
const TOUCH_EVERY_MS = 1000 * 60 * 5;

let cachedSecrets: string[] | undefined;

/** SESSION_SECRET (comma-separated, newest first: the first signs, all verify). */
export function sessionSecrets(): string[] {
  if (cachedSecrets) return cachedSecrets;
  const fromEnv = (env().SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length) return (cachedSecrets = fromEnv);
  if (env().NODE_ENV === "test") return (cachedSecrets = ["test-secret-not-for-production"]);
  if (currentDatabase().kind === "server" && env().NODE_ENV === "production") {
    throw new Error("SESSION_SECRET is required when running on a PostgreSQL server");
  }
  // the embedded database runs as one instance: keep a generated secret beside its data
  const file = path.join(dataDir(), "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return (cachedSecrets = [readFileSync(file, "utf8").trim()]);
}

/**
 * A sign-in sent from a page on plain HTTP at an address other than this machine cannot keep a Secure
 * cookie: the browser drops it and the user would land on the sign-in page again with no word. The
 * browser's Origin header tells the scheme and host it is on.
 */
export function cookieWouldBeDropped(request: Request): boolean {
  if (!secureCookies()) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:") return false;
  const host = url.hostname;
  // browsers treat these as secure contexts, where Secure cookies work over HTTP
  return !(host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]");
}

export function resetSessionSecrets() {
  resetEnv();
  cachedSecrets = undefined;
}

let cookie: Cookie | undefined;
let cookieKey = "";
export function sessionCookie(): Cookie {
  const secrets = sessionSecrets();
  const secure = secureCookies();
  const key = `${secure}:${secrets.join(",")}`;
  if (!cookie || cookieKey !== key) {
    // the __Host- prefix pins the cookie to this host, path / and HTTPS
    cookie = createCookie(hostCookieName("ufuk_session"), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    cookieKey = key;
  }
  return cookie;
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionUser {
  sessionId: string;
  id: string;
  email: string;
  emailVerified: boolean;
  profile: {
    role: Role;
    firstName: string;
    lastName: string;
    phone: string | null;
    brokerId: string | null;
    customerId: string | null;
  } | null;
}

/** Creates a session row and returns the Set-Cookie header value. */
export async function createSession(userId: string, meta: { ip?: string; userAgent?: string | null } = {}) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db().session.create({
    data: {
      id: hashToken(token),
      userId,
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 400),
    },
  });
  return { token, header: await sessionCookie().serialize(token) };
}

/** Most checked Cookie headers kept; when full, the cache starts again. */
const CHECKED_COOKIES_LIMIT = 2_000;
/** Cookie headers whose session signature checked out, with their token, for the cookie settings of `checkedFor`. */
const checkedCookies = new Map<string, string>();
let checkedFor: Cookie | undefined;

async function tokenFrom(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  // a visitor without a session cookie (most public traffic) costs no cookie parsing or signature check
  if (!header?.includes("ufuk_session=")) return null;
  const cookie = sessionCookie();
  // a browser sends the same header on every request: its signature (an HMAC through WebCrypto) is checked once.
  // Only headers that checked out are kept, under the secrets they checked with; the row still decides.
  if (checkedFor !== cookie) {
    checkedCookies.clear();
    checkedFor = cookie;
  }
  const known = checkedCookies.get(header);
  if (known !== undefined) return known;
  const value = await cookie.parse(header);
  if (typeof value !== "string" || value.length <= 20 || value.length >= 100) return null;
  if (checkedCookies.size >= CHECKED_COOKIES_LIMIT) checkedCookies.clear();
  checkedCookies.set(header, value);
  return value;
}

/**
 * One look-up per page request: a document GET runs the root, layout and page loaders with the same Request, and
 * each asks for the user (decision 029). Only reads are shared; a POST runs its action first, which may change the
 * user (sign-out, profile, role), so every call of a POST reads again.
 */
const readsOfRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Reads the role from the database once per page request. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSessionUser(request);
  let read = readsOfRequest.get(request);
  if (!read) {
    read = readSessionUser(request);
    readsOfRequest.set(request, read);
  }
  return read;
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await tokenFrom(request);
  if (!token) return null;
  const id = hashToken(token);
  // one statement instead of Prisma's three for the nested include, straight to the driver: this runs on every
  // signed-in request (decisions 029, 031)
  const session = await sqlDb()
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("user_profiles as p", "p.id", "u.id")
    .select([
      "s.expires_at as expiresAt",
      "s.last_seen_at as lastSeenAt",
      "u.id",
      "u.email",
      "u.disabled_at as disabledAt",
      "u.email_verified_at as emailVerifiedAt",
      "p.id as profileId",
      "p.role",
      "p.first_name as firstName",
      "p.last_name as lastName",
      "p.phone",
      "p.broker_id as brokerId",
      "p.customer_id as customerId",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now || session.disabledAt) {
    await db().session.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db().session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now) } });
  }
  return {
    sessionId: id,
    id: session.id,
    email: session.email,
    emailVerified: session.emailVerifiedAt !== null,
    profile: session.profileId
      ? {
          role: session.role as Role,
          firstName: session.firstName!,
          lastName: session.lastName!,
          phone: session.phone,
          brokerId: session.brokerId,
          customerId: session.customerId,
        }
      : null,
  };
}

/** Deletes this request's session row; returns the header that clears the cookie. */
export async function destroySession(request: Request) {
  const token = await tokenFrom(request);
  if (token) await db().session.deleteMany({ where: { id: hashToken(token) } });
  return sessionCookie().serialize("", { maxAge: 0 });
}

export async function revokeUserSessions(userId: string, exceptSessionId?: string) {
  const result = await db().session.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
  return result.count;
}
