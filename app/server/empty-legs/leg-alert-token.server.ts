import { isUuid } from "#app/lib/schemas/fields";
import { linkSignature, linkSignatureValid, linkTokenParts } from "#app/server/platform/signed-link.server";

/**
 * Signed links of the empty-leg alerts (decision 027): a guest's confirmation link (expiring) and the one-click
 * unsubscribe link every alert e-mail carries (it must keep working for as long as the watch lives, so it does
 * not expire). Each is signed with the signed links' HMAC (platform/signed-link.server.ts: SESSION_SECRET,
 * rotation-safe) over its purpose, the watch id (and the expiry), under a key label of its own. A token of one
 * purpose never passes as the other. The link carries no data beyond the id, and a refused token says nothing
 * about why.
 */
export type LegAlertTokenPurpose = "confirm" | "unsubscribe";

/** How long a guest's confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 1000 * 60 * 60 * 48;

const KEY_LABEL = "ufukjet:leg-alerts";

/** `<watchId>.<sig>` for unsubscribe, `<watchId>.<expiry, base 36 ms>.<sig>` for confirm. */
export function signLegAlertToken(purpose: LegAlertTokenPurpose, watchId: string, now: Date = new Date()): string {
  const id = watchId.toLowerCase();
  const body = purpose === "confirm" ? `${id}.${(now.getTime() + CONFIRM_TOKEN_TTL_MS).toString(36)}` : id;
  return `${body}.${linkSignature(KEY_LABEL, `${purpose}:${body}`)}`;
}

/** The watch id of a valid, unexpired token of this purpose; null for anything else. */
export function verifyLegAlertToken(purpose: LegAlertTokenPurpose, token: unknown, now: Date = new Date()): string | null {
  const parts = linkTokenParts(token, purpose === "confirm" ? 3 : 2);
  if (!parts) return null;
  const id = parts[0]!;
  if (!isUuid(id) || id !== id.toLowerCase()) return null;
  const sig = parts[parts.length - 1]!;
  const body = parts.slice(0, -1).join(".");
  if (!linkSignatureValid(KEY_LABEL, `${purpose}:${body}`, sig)) return null;
  if (purpose === "confirm") {
    const expires = parseInt(parts[1]!, 36);
    if (!/^[0-9a-z]{1,12}$/.test(parts[1]!) || !Number.isFinite(expires) || expires < now.getTime()) return null;
  }
  return id;
}
