import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PrismaClient } from "#app/generated/prisma/client";
import { dataDir } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { logger } from "#app/server/platform/logger.server";

/**
 * Brokers' API keys at rest (decision 021): AES-256-GCM with a key derived (SHA-256) from a secret. A stored
 * value reads `v1:<iv>:<tag>:<ciphertext>` (base64url), so a database dump or backup never holds a usable key.
 * The key is written by an admin and read back only by the synchronisation; no screen shows it.
 *
 * The secret is BROKER_KEY_SECRET when set. On the embedded database without it, the first start writes a random
 * secret to `<DATA_DIR>/broker-key.secret` (readable by the owner only) and every later start reads it, so the
 * keys are never protected by a value anyone can read in the source (decision 052). A PostgreSQL server in
 * production refuses to start without BROKER_KEY_SECRET; only tests and development on a server use the
 * development constant.
 */
const DEVELOPMENT_SECRET = "development-only-broker-key-secret-do-not-use";
const PREFIX = "v1";
export const SECRET_FILE = "broker-key.secret";

let embeddedSecret: string | null = null;

/**
 * Settles the secret before the server uses it: refuses a production server database without one, and on the
 * embedded database reads (or, on the first start, writes) the secret kept beside the data.
 */
export function prepareBrokerKeySecret(kind: "embedded" | "server") {
  const e = env();
  if (kind === "server" && e.NODE_ENV === "production" && !e.BROKER_KEY_SECRET) {
    throw new Error("BROKER_KEY_SECRET (at least 32 characters) is required when running on a PostgreSQL server in production");
  }
  embeddedSecret = kind === "embedded" && !e.BROKER_KEY_SECRET ? secretBesideData(dataDir()) : null;
}

/** The secret in `<dir>/broker-key.secret`, written with 32 random bytes (mode 0600) when the file is missing. */
export function secretBesideData(dir: string): string {
  const file = path.join(dir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    logger.info({ file }, "broker key secret created beside the embedded database");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (at least 32 characters); remove it only if no broker key was saved with it`);
  return secret;
}

function keyOf(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

function key(): Buffer {
  return keyOf(env().BROKER_KEY_SECRET ?? embeddedSecret ?? DEVELOPMENT_SECRET);
}

export function encryptApiKey(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(":");
}

function decryptWith(stored: string, secretKey: Buffer): string | null {
  const [prefix, iv, tag, data] = stored.split(":");
  if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretKey, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The plain key, or null when the value was not written by encryptApiKey with this secret. */
export function decryptApiKey(stored: string | null): string | null {
  if (!stored) return null;
  return decryptWith(stored, key());
}

/**
 * Keys an older version saved under the development constant (every embedded data folder before decision 052)
 * are encrypted again under the secret in use, so that the constant opens nothing. Runs at start-up; a key
 * that neither secret opens is left as it is (the sync reports it unreadable).
 */
export async function reencryptLegacyBrokerKeys(prisma: PrismaClient): Promise<number> {
  if (!embeddedSecret && env().BROKER_KEY_SECRET === undefined) return 0;
  const legacy = keyOf(DEVELOPMENT_SECRET);
  const brokers = await prisma.broker.findMany({ where: { apiKey: { not: null } }, select: { id: true, apiKey: true } });
  let moved = 0;
  for (const b of brokers) {
    if (!b.apiKey || decryptApiKey(b.apiKey) !== null) continue;
    const plain = decryptWith(b.apiKey, legacy);
    if (plain === null) continue;
    // conditional on the value read, so a key an admin saves meanwhile is not overwritten
    const updated = await prisma.broker.updateMany({ where: { id: b.id, apiKey: b.apiKey }, data: { apiKey: encryptApiKey(plain) } });
    moved += updated.count;
  }
  if (moved) logger.info({ brokers: moved }, "broker API keys encrypted again under this installation's secret");
  return moved;
}
