/**
 * A result several requests may share for a short time: whole-table figures (dashboard totals, payment
 * cards) whose cost grows with the data are computed once per `maxAgeMs` per process, one computation at a
 * time; a failed computation is not kept. `invalidate()` drops it at once (after this process changed the
 * data), so the person who made a change sees it; other instances catch up within `maxAgeMs`.
 */
export function sharedResult<T>(compute: (now: Date) => Promise<T>) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get(now: Date, maxAgeMs: number): Promise<T> {
      if (maxAgeMs <= 0) return compute(now);
      const at = now.getTime();
      if (cached && at - cached.at >= 0 && at - cached.at < maxAgeMs) return cached.value;
      const value = compute(now);
      cached = { at, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
