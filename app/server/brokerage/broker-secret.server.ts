import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "#app/server/platform/env.server";

/**
 * Brokers' API keys at rest (decision 021): AES-256-GCM with a key derived (SHA-256) from BROKER_KEY_SECRET.
 * A stored value reads `v1:<iv>:<tag>:<ciphertext>` (base64url), so a database dump or backup never holds a
 * usable key. The key is written by an admin and read back only by the synchronisation; no screen shows it.
 */
const DEV_SECRET = "development-only-broker-key-secret-do-not-use";
const PREFIX = "v1";

/** On a PostgreSQL server in production the development secret would protect nothing: refuse to start. */
export function assertBrokerKeySecret(kind: "embedded" | "server") {
  const e = env();
  if (kind === "server" && e.NODE_ENV === "production" && !e.BROKER_KEY_SECRET) {
    throw new Error("BROKER_KEY_SECRET (at least 32 characters) is required when running on a PostgreSQL server in production");
  }
}

function key(): Buffer {
  return createHash("sha256")
    .update(env().BROKER_KEY_SECRET ?? DEV_SECRET)
    .digest();
}

export function encryptApiKey(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(":");
}

/** The plain key, or null when the value was not written by encryptApiKey with this secret. */
export function decryptApiKey(stored: string | null): string | null {
  if (!stored) return null;
  const [prefix, iv, tag, data] = stored.split(":");
  if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
