import { isConsentPurpose, type ConsentPurpose } from "#app/lib/domain/consent";
import { isUuid } from "#app/lib/schemas/fields";
import { linkSignature, linkSignatureValid, linkTokenParts } from "#app/server/platform/signed-link.server";

/**
 * The signed withdrawal link of the marketing e-mails (decision 056): `<purpose>.<userId>.<signature>`, the
 * signature the signed links' HMAC (platform/signed-link.server.ts: SESSION_SECRET, rotation-safe) over the
 * purpose and the account's id, under a key label of its own. It does not expire — a withdrawal must work for as
 * long as the e-mail is kept — and it withdraws nothing but its own purpose for its own account: a changed id,
 * purpose or signature is refused, and a refused token says nothing about why.
 */
const KEY_LABEL = "ufukjet:consent-withdrawal";

export function signConsentToken(purpose: ConsentPurpose, userId: string): string {
  const id = userId.toLowerCase();
  return `${purpose}.${id}.${linkSignature(KEY_LABEL, `${purpose}:${id}`)}`;
}

/** The account and purpose of a valid token, or null; `purpose` given: only a token of that purpose passes. */
export function verifyConsentToken(token: unknown, purpose?: ConsentPurpose): { userId: string; purpose: ConsentPurpose } | null {
  const parts = linkTokenParts(token, 3);
  if (!parts) return null;
  const [tokenPurpose, id, sig] = parts as [string, string, string];
  if (!isConsentPurpose(tokenPurpose) || (purpose && tokenPurpose !== purpose)) return null;
  if (!isUuid(id) || id !== id.toLowerCase()) return null;
  if (!linkSignatureValid(KEY_LABEL, `${tokenPurpose}:${id}`, sig)) return null;
  return { userId: id, purpose: tokenPurpose };
}

/** The page the withdrawal link opens (GET shows a button, POST withdraws; also the List-Unsubscribe address). */
export const CONSENT_WITHDRAW_PATH = "/iletisim-izni/geri-cek";

/** The withdrawal address of one account's marketing e-mails. */
export function withdrawalUrl(baseUrl: string, userId: string): string {
  return `${baseUrl}${CONSENT_WITHDRAW_PATH}?t=${signConsentToken("marketing_offers", userId)}`;
}
