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

// connection-level failures: the database is down, restarting, unreachable or out of connections
const UNAVAILABLE_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down)|terminating connection due to administrator command|Cannot use a pool after calling end|Client has encountered a connection error/i;

/**
 * True when an error means the database could not be reached (as opposed to a query that failed): pages
 * then answer 503 with Retry-After instead of 500 (see entry.server.tsx).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== "object" || seen.has(value) || depth > 6) return false;
    seen.add(value);
    const e = value as Record<string, unknown>;
    const code = typeof e.code === "string" ? e.code : typeof e.originalCode === "string" ? e.originalCode : undefined;
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_PRISMA.has(code))) return true;
    if (e.kind === "DatabaseNotReachable" || e.kind === "SocketTimeout" || e.kind === "ConnectionClosed") return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => visit(inner, depth + 1))) return true;
    return (
      visit(e.cause, depth + 1) ||
      visit(e.meta, depth + 1) ||
      visit((e.meta as Record<string, unknown> | undefined)?.driverAdapterError, depth + 1)
    );
  };
  return visit(error, 0);
}
