import { createHmac, timingSafeEqual } from "node:crypto";
import { isConsentPurpose, type ConsentPurpose } from "#app/lib/domain/consent";
import { isUuid } from "#app/lib/schemas/fields";
import { sessionSecrets } from "#app/server/platform/auth/session.server";

/**
 * The signed withdrawal link of the marketing e-mails (decision 056): `<purpose>.<userId>.<signature>`, the
 * signature an HMAC-SHA256 over the purpose and the account's id, with a key derived from the server's signing
 * secret (SESSION_SECRET; the first signs, all verify, so a rotation keeps old links working) and kept apart from
 * every other link's key. It does not expire — a withdrawal must work for as long as the e-mail is kept — and it
 * withdraws nothing but its own purpose for its own account: a changed id, purpose or signature is refused, and a
 * refused token says nothing about why.
 */
const KEY_LABEL = "ufukjet:consent-withdrawal";
const MAX_TOKEN_LENGTH = 200;

function signature(secret: string, purpose: ConsentPurpose, userId: string): string {
  const key = createHmac("sha256", secret).update(KEY_LABEL).digest();
  return createHmac("sha256", key).update(`${purpose}:${userId}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function signConsentToken(purpose: ConsentPurpose, userId: string): string {
  const id = userId.toLowerCase();
  return `${purpose}.${id}.${signature(sessionSecrets()[0]!, purpose, id)}`;
}

/** The account and purpose of a valid token, or null; `purpose` given: only a token of that purpose passes. */
export function verifyConsentToken(token: unknown, purpose?: ConsentPurpose): { userId: string; purpose: ConsentPurpose } | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [tokenPurpose, id, sig] = parts as [string, string, string];
  if (!isConsentPurpose(tokenPurpose) || (purpose && tokenPurpose !== purpose)) return null;
  if (!isUuid(id) || id !== id.toLowerCase()) return null;
  if (!sessionSecrets().some((secret) => sameText(signature(secret, tokenPurpose, id), sig))) return null;
  return { userId: id, purpose: tokenPurpose };
}

/** The page the withdrawal link opens (GET shows a button, POST withdraws; also the List-Unsubscribe address). */
export const CONSENT_WITHDRAW_PATH = "/iletisim-izni/geri-cek";

/** The withdrawal address of one account's marketing e-mails. */
export function withdrawalUrl(baseUrl: string, userId: string): string {
  return `${baseUrl}${CONSENT_WITHDRAW_PATH}?t=${signConsentToken("marketing_offers", userId)}`;
}
