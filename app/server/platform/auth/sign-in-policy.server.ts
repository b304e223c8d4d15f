import { db } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { hitRateLimit, resetRateLimit } from "#app/server/platform/rate-limit.server";

/**
 * How password sign-in resists guessing without letting anyone lock the real owner out
 * (docs/decisions/010-sign-in-throttling-and-forwarded-headers.md):
 *
 * - per address: at most SIGNIN_IP_LIMIT attempts (default 30) per window, whatever the account;
 * - per account *and* address: at most 10 attempts per window, so one address cannot hammer one account;
 *   a successful sign-in clears this counter;
 * - per account, from all addresses together: failures are counted but never refuse a sign-in; past 10 in
 *   the window every attempt on that account is answered more slowly (250 ms more per failure, at most 3 s).
 *   A crowd of addresses can slow the owner down, but the owner's right password still works.
 *
 * The counters key on the e-mail as typed (lower-cased), whether or not an account exists, so the answers do
 * not tell which addresses have accounts.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_ADDRESS_LIMIT = 10;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 3_000;

const keys = {
  address: (ip: string) => `signin:ip:${ip}`,
  accountAddress: (email: string, ip: string) => `signin:account-ip:${email}|${ip}`,
  accountFailures: (email: string) => `signin:account-failures:${email}`,
};

export type SignInGate = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/** The wait added before answering, given the failures counted on the account in this window. */
export function slowdownFor(accountFailures: number): number {
  const over = accountFailures - ACCOUNT_SLOWDOWN_AFTER;
  return over <= 0 ? 0 : Math.min(SLOWDOWN_MAX_MS, over * SLOWDOWN_STEP_MS);
}

async function accountFailures(email: string): Promise<number> {
  const row = await db().rateLimit.findUnique({ where: { key: keys.accountFailures(email) }, select: { count: true, windowStart: true } });
  if (!row || row.windowStart.getTime() <= Date.now() - SIGN_IN_WINDOW_SECONDS * 1000) return 0;
  return row.count;
}

/** Counts this attempt against the address limits and tells whether it may go on, and after how long a wait. */
export async function gateSignIn(email: string, ip: string): Promise<SignInGate> {
  const limits = [
    await hitRateLimit(keys.address(ip), env().SIGNIN_IP_LIMIT, SIGN_IN_WINDOW_SECONDS),
    await hitRateLimit(keys.accountAddress(email, ip), ACCOUNT_ADDRESS_LIMIT, SIGN_IN_WINDOW_SECONDS),
  ];
  const blocked = limits.find((l) => !l.allowed);
  if (blocked) return { allowed: false, retryAfterSeconds: blocked.retryAfterSeconds };
  return { allowed: true, delayMs: slowdownFor(await accountFailures(email)) };
}

export async function recordSignInFailure(email: string) {
  // the limit is never reached on purpose: this counter slows answers down, it refuses nothing
  await hitRateLimit(keys.accountFailures(email), Number.MAX_SAFE_INTEGER, SIGN_IN_WINDOW_SECONDS);
}

export async function recordSignInSuccess(email: string, ip: string) {
  await resetRateLimit(keys.accountAddress(email, ip));
}

export const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
