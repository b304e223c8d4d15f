import type { Prisma } from "#app/generated/prisma/client";
import { checkRateLimits, type LimitRule } from "#app/server/platform/rate-limit.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * How much a customer account, and an address (the client IP as the request reports it, see TRUST_PROXY), may post
 * into the concierge thread and ask for offers (decision 049). Fixed windows in the shared `rate_limits` table, so
 * every app instance counts together. A refusal is a 429 with a Turkish message next to the form; it is counted
 * only after the form is valid, and nothing else is written.
 */
export const CUSTOMER_LIMITS = {
  /** concierge messages: a conversation's pace, far above a person typing, far below a script */
  message: { account: 10, address: 30, windowSeconds: 5 * 60 },
  /** "Bu teklifi istiyorum" on different offers (asking twice for one offer is not a new ask) */
  interest: { account: 10, address: 30, windowSeconds: 60 * 60 },
} as const;

export type CustomerLimitKind = keyof typeof CUSTOMER_LIMITS;

export function customerLimitRules(kind: CustomerLimitKind, userId: string, ip: string | null | undefined): LimitRule[] {
  const limits = CUSTOMER_LIMITS[kind];
  const rules: LimitRule[] = [{ key: `${kind}:account:${userId}`, limit: limits.account, windowSeconds: limits.windowSeconds }];
  if (ip) rules.push({ key: `${kind}:address:${ip}`, limit: limits.address, windowSeconds: limits.windowSeconds });
  return rules;
}

/** Counts one post of `kind`; throws a 429 ServiceError (on `field`) when the account or the address is over its limit. */
export async function checkCustomerLimit(
  kind: CustomerLimitKind,
  userId: string,
  ip: string | null | undefined,
  field: string,
  /** count inside the write's transaction (an offer ask counts only when its interest row is new) */
  tx?: Prisma.TransactionClient,
) {
  await checkRateLimits(
    customerLimitRules(kind, userId, ip),
    (seconds) =>
      new ServiceError("tooMany", 429, `concierge.limits.${kind}`, field, {
        minutes: Math.max(1, Math.ceil(seconds / 60)),
      }),
    tx,
  );
}
