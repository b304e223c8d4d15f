import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "./auth/session.server";

/**
 * The signature of the signed links in e-mails (decisions 027 and 056): an HMAC-SHA256 (base64url) over the link's
 * message, with a key derived from the server's signing secret (SESSION_SECRET) under the link kind's own label, so
 * a signature of one kind never passes for another, nor one keyed with the secret itself. The first secret signs,
 * every one verifies: a rotation keeps the links already sent working. What a link carries and how it is written
 * is its feature's; a refused link says nothing about why.
 */

/** The longest link token read at all (every one sent is far shorter). */
const MAX_TOKEN_LENGTH = 200;

function signatureWith(secret: string, label: string, message: string): string {
  const key = createHmac("sha256", secret).update(label).digest();
  return createHmac("sha256", key).update(message).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The signature of a new link of this kind. */
export function linkSignature(label: string, message: string): string {
  return signatureWith(sessionSecrets()[0]!, label, message);
}

/** Whether `signature` is this kind's over `message` under any of the server's secrets. */
export function linkSignatureValid(label: string, message: string, signature: string): boolean {
  return sessionSecrets().some((secret) => sameText(signatureWith(secret, label, message), signature));
}

/** The dot-separated parts of a link token, or null for anything that is not a text of `count` parts and of sane length. */
export function linkTokenParts(token: unknown, count: number): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  return parts.length === count ? parts : null;
}
