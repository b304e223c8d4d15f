import type { Prisma } from "#app/generated/prisma/client";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { tooManyRequests } from "#app/server/platform/http.server";

/**
 * Fixed-window counters in the database (`rate_limits`), so every app instance shares them. One atomic
 * upsert per hit; safe under concurrency.
 */
export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  /** count inside this transaction: the hit is undone if it rolls back (a refused or duplicate write) */
  tx?: Prisma.TransactionClient,
): Promise<RateLimitResult> {
  const windowOver = sql<boolean>`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const row = await sqlDb(tx)
    .insertInto("rate_limits")
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when(windowOver)
          .then(1)
          .else(eb("rate_limits.count", "+", 1))
          .end(),
        window_start: eb
          .case()
          .when(windowOver)
          .then(sql<Date>`now()`)
          .else(eb.ref("rate_limits.window_start"))
          .end(),
      })),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
  return {
    allowed: row.count <= limit,
    count: row.count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}

/** Counts a hit on each key and throws a 429 with a Turkish message if any is over its limit. */
export async function enforceRateLimits(rules: Array<{ key: string; limit: number; windowSeconds: number }>, message?: string) {
  for (const rule of rules) {
    const result = await hitRateLimit(rule.key, rule.limit, rule.windowSeconds);
    if (!result.allowed) tooManyRequests(message);
  }
}

export async function resetRateLimit(key: string) {
  await db().rateLimit.deleteMany({ where: { key } });
}

/** Removes windows that ended long ago (called now and then). */
export async function pruneRateLimits(olderThanSeconds = 60 * 60 * 24) {
  await db().rateLimit.deleteMany({ where: { windowStart: { lt: new Date(Date.now() - olderThanSeconds * 1000) } } });
}

export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts a hit on each rule (an account, an address…) and, when any is over its limit, calls `refuse` with that
 * rule's wait in seconds: a feature turns it into a ServiceError (429) shown next to its form, never a 500 page.
 */
export async function checkRateLimits(
  rules: readonly LimitRule[],
  refuse: (retryAfterSeconds: number) => Error,
  tx?: Prisma.TransactionClient,
): Promise<void> {
  for (const rule of rules) {
    const result = await hitRateLimit(rule.key, rule.limit, rule.windowSeconds, tx);
    if (!result.allowed) throw refuse(result.retryAfterSeconds);
  }
}
