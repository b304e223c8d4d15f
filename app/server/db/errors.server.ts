/**
 * The PostgreSQL SQLSTATE behind a database error, whichever adapter raised it. PGlite reports raw
 * driver errors (no Prisma code), adapter-pg maps some of them to Prisma codes; both end up here.
 */
const PRISMA_TO_SQLSTATE: Record<string, string> = {
  P2000: "22001", // value too long
  P2002: "23505", // unique violation
  P2003: "23503", // foreign key violation
  P2011: "23502", // not-null violation
  P2004: "23514", // constraint failed
  P2034: "40001", // write conflict / deadlock
  P2020: "22003", // value out of range
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): string | undefined => {
    if (!value || typeof value !== "object" || seen.has(value) || depth > 5) return undefined;
    seen.add(value);
    const e = value as Record<string, unknown>;
    if (typeof e.originalCode === "string" && SQLSTATE.test(e.originalCode)) return e.originalCode;
    if (typeof e.code === "string") {
      if (SQLSTATE.test(e.code) && !e.code.startsWith("P")) return e.code;
      const mapped = PRISMA_TO_SQLSTATE[e.code];
      const deeper = visit(e.cause, depth + 1) ?? visit(e.meta, depth + 1);
      if (deeper) return deeper;
      if (mapped) return mapped;
    }
    if (e.kind === "UniqueConstraintViolation") return "23505";
    if (e.kind === "ForeignKeyConstraintViolation") return "23503";
    if (e.kind === "NullConstraintViolation") return "23502";
    if (e.kind === "TransactionWriteConflict") return "40001";
    return (
      visit(e.cause, depth + 1) ??
      visit(e.meta, depth + 1) ??
      visit((e.meta as Record<string, unknown> | undefined)?.driverAdapterError, depth + 1)
    );
  };
  return visit(error, 0);
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
export const isSerializationFailure = (error: unknown) => ["40001", "40P01"].includes(sqlState(error) ?? "");
