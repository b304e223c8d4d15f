import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { logger } from "#app/server/platform/logger.server";

/**
 * Values at rest (decisions 021, 052, 053): AES-256-GCM with a key derived from one installation secret, one key
 * per purpose, so a value sealed for one purpose never opens as another. A stored value reads
 * `v1:<iv>:<tag>:<ciphertext>` (base64url), so a database dump or backup holds nothing usable.
 *
 * The secret is BROKER_KEY_SECRET when set. On the embedded database without it, the first start writes a random
 * secret to `<DATA_DIR>/broker-key.secret` (readable by the owner only) and every later start reads it (decision
 * 052). A PostgreSQL server in production refuses to start without BROKER_KEY_SECRET; only tests and development on
 * a server use the development constant.
 *
 * Keys: the brokers' API keys keep the derivation they were first saved under (SHA-256 of the secret), so every
 * stored key still opens; every other purpose derives its own key with HKDF-SHA256 (info `ufuk-jet:<purpose>`).
 */
export const DEVELOPMENT_SECRET = "development-only-broker-key-secret-do-not-use";
const PREFIX = "v1";
export const SECRET_FILE = "broker-key.secret";

export type SecretPurpose = "broker-api-key" | "passenger-document";

let embeddedSecret: string | null = null;

/**
 * Settles the secret before the server uses it: refuses a production server database without one, and on the
 * embedded database reads (or, on the first start, writes) the secret kept beside the data.
 */
export function prepareSecret(kind: "embedded" | "server") {
  const e = env();
  if (kind === "server" && e.NODE_ENV === "production" && !e.BROKER_KEY_SECRET) {
    throw new Error("BROKER_KEY_SECRET (at least 32 characters) is required when running on a PostgreSQL server in production");
  }
  embeddedSecret = kind === "embedded" && !e.BROKER_KEY_SECRET ? secretBesideData(dataDir()) : null;
}

/** Whether the secret in use is this installation's own (set, or kept beside the data), not the constant. */
export function ownSecretInUse(): boolean {
  return embeddedSecret !== null || env().BROKER_KEY_SECRET !== undefined;
}

/** The secret in `<dir>/broker-key.secret`, written with 32 random bytes (mode 0600) when the file is missing. */
export function secretBesideData(dir: string): string {
  const file = path.join(dir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    logger.info({ file }, "key secret created beside the embedded database");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (at least 32 characters); remove it only if no value was saved with it`);
  return secret;
}

/** The key of one purpose under one secret. */
export function keyOf(secret: string, purpose: SecretPurpose): Buffer {
  if (purpose === "broker-api-key") return createHash("sha256").update(secret).digest();
  return Buffer.from(hkdfSync("sha256", secret, "", `ufuk-jet:${purpose}`, 32));
}

function currentSecret(): string {
  return env().BROKER_KEY_SECRET ?? embeddedSecret ?? DEVELOPMENT_SECRET;
}

/** Seals a text for one purpose under the secret in use; a fresh IV each time. */
export function seal(purpose: SecretPurpose, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(currentSecret(), purpose), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(":");
}

/** Opens a sealed value with a given key; null when it was not sealed with it (or was tampered with). */
export function openWithKey(stored: string, key: Buffer): string | null {
  const [prefix, iv, tag, data] = stored.split(":");
  if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The plain text, or null when the value was not sealed for this purpose with the secret in use. */
export function open(purpose: SecretPurpose, stored: string | null): string | null {
  if (!stored) return null;
  return openWithKey(stored, keyOf(currentSecret(), purpose));
}
