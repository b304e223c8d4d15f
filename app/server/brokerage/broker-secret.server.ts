import type { PrismaClient } from "#app/generated/prisma/client";
import { logger } from "#app/server/platform/logger.server";
import { DEVELOPMENT_SECRET, keyOf, open, openWithKey, ownSecretInUse, prepareSecret, seal } from "#app/server/platform/secret-box.server";

/**
 * Brokers' API keys at rest (decision 021): sealed by the platform's secret box (AES-256-GCM, the purpose
 * "broker-api-key", whose key is the SHA-256 of the secret, as before decision 053). A stored
 * value reads `v1:<iv>:<tag>:<ciphertext>` (base64url), so a database dump or backup never holds a usable key.
 * The key is written by an admin and read back only by the synchronisation; no screen shows it.
 *
 * The secret is BROKER_KEY_SECRET when set. On the embedded database without it, the first start writes a random
 * secret to `<DATA_DIR>/broker-key.secret` (readable by the owner only) and every later start reads it, so the
 * keys are never protected by a value anyone can read in the source (decision 052). A PostgreSQL server in
 * production refuses to start without BROKER_KEY_SECRET; only tests and development on a server use the
 * development constant.
 */
export { SECRET_FILE, secretBesideData } from "#app/server/platform/secret-box.server";

/** Settles the installation's secret (platform/secret-box.server.ts), which the brokers' keys were the first to use. */
export const prepareBrokerKeySecret = prepareSecret;

export function encryptApiKey(plain: string): string {
  return seal("broker-api-key", plain);
}

/** The plain key, or null when the value was not written by encryptApiKey with this secret. */
export function decryptApiKey(stored: string | null): string | null {
  return open("broker-api-key", stored);
}

/**
 * Keys an older version saved under the development constant (every embedded data folder before decision 052)
 * are encrypted again under the secret in use, so that the constant opens nothing. Runs at start-up; a key
 * that neither secret opens is left as it is (the sync reports it unreadable).
 */
export async function reencryptLegacyBrokerKeys(prisma: PrismaClient): Promise<number> {
  if (!ownSecretInUse()) return 0;
  const legacy = keyOf(DEVELOPMENT_SECRET, "broker-api-key");
  const brokers = await prisma.broker.findMany({ where: { apiKey: { not: null } }, select: { id: true, apiKey: true } });
  let moved = 0;
  for (const b of brokers) {
    if (!b.apiKey || decryptApiKey(b.apiKey) !== null) continue;
    const plain = openWithKey(b.apiKey, legacy);
    if (plain === null) continue;
    // conditional on the value read, so a key an admin saves meanwhile is not overwritten
    const updated = await prisma.broker.updateMany({ where: { id: b.id, apiKey: b.apiKey }, data: { apiKey: encryptApiKey(plain) } });
    moved += updated.count;
  }
  if (moved) logger.info({ brokers: moved }, "broker API keys encrypted again under this installation's secret");
  return moved;
}
