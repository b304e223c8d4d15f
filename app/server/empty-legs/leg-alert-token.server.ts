import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "#app/lib/schemas/fields";
import { sessionSecrets } from "#app/server/platform/auth/session.server";

/**
 * Signed links of the empty-leg alerts (decision 027): a guest's confirmation link (expiring) and the one-click
 * unsubscribe link every alert e-mail carries (it must keep working for as long as the watch lives, so it does
 * not expire). Each is an HMAC-SHA256 over its purpose, the watch id (and the expiry) with a key derived from
 * the server's signing secret (SESSION_SECRET; the first signs, all verify, so a rotation keeps old links
 * working). A token of one purpose never passes as the other. The link carries no data beyond the id, and a
 * refused token says nothing about why.
 */
export type LegAlertTokenPurpose = "confirm" | "unsubscribe";

/** How long a guest's confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 1000 * 60 * 60 * 48;

function signature(secret: string, purpose: LegAlertTokenPurpose, body: string): string {
  const key = createHmac("sha256", secret).update("ufukjet:leg-alerts").digest();
  return createHmac("sha256", key).update(`${purpose}:${body}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<watchId>.<sig>` for unsubscribe, `<watchId>.<expiry, base 36 ms>.<sig>` for confirm. */
export function signLegAlertToken(purpose: LegAlertTokenPurpose, watchId: string, now: Date = new Date()): string {
  const id = watchId.toLowerCase();
  const body = purpose === "confirm" ? `${id}.${(now.getTime() + CONFIRM_TOKEN_TTL_MS).toString(36)}` : id;
  return `${body}.${signature(sessionSecrets()[0]!, purpose, body)}`;
}

/** The watch id of a valid, unexpired token of this purpose; null for anything else. */
export function verifyLegAlertToken(purpose: LegAlertTokenPurpose, token: unknown, now: Date = new Date()): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== (purpose === "confirm" ? 3 : 2)) return null;
  const id = parts[0]!;
  if (!isUuid(id) || id !== id.toLowerCase()) return null;
  const sig = parts[parts.length - 1]!;
  const body = parts.slice(0, -1).join(".");
  if (!sessionSecrets().some((secret) => sameText(signature(secret, purpose, body), sig))) return null;
  if (purpose === "confirm") {
    const expires = parseInt(parts[1]!, 36);
    if (!/^[0-9a-z]{1,12}$/.test(parts[1]!) || !Number.isFinite(expires) || expires < now.getTime()) return null;
  }
  return id;
}
