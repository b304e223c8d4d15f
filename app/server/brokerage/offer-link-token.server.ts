import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a guest's link to the offer (decision 047): 32 random bytes in base64url (43 characters). The
 * e-mail carries the token; the database keeps only its SHA-256 (hex), so a copy of the table opens nothing.
 */

/** How long a link works: two weeks, longer than a broker offer's usual validity and short enough to age out. */
export const OFFER_LINK_TTL_MS = 1000 * 60 * 60 * 24 * 14;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The query parameter of the link (`/teklif/ac?t=<token>`). */
export const OFFER_LINK_PARAM = "t";
export const OFFER_LINK_PATH = "/teklif/ac";

export function offerLinkHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token and the hash to store. */
export function newOfferLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: offerLinkHash(token) };
}

/** The token as typed in a link, or null when it cannot be one (wrong type, length or characters). */
export function parseOfferLinkToken(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return TOKEN_PATTERN.test(value) ? value : null;
}

/** The absolute address of the link. */
export function offerLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${OFFER_LINK_PATH}?${OFFER_LINK_PARAM}=${token}`;
}
