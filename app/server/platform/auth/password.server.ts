import { hash, verify } from "@node-rs/argon2";

/** argon2id (OWASP parameters: 19 MiB, 2 passes). Unlike bcrypt it reads the whole password. */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for an account without a password (made by an offer link, decision 047). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, for unknown e-mails (same answer, same timing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("ufuk-jet-timing-equaliser");
  await verifyPassword(await dummyHash, password);
  return false;
}
