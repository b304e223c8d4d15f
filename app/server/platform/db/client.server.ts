import path from "node:path";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "#app/generated/prisma/client";
import { openPGlite, type PGlite } from "./pglite.server";
import type { MigrationRunner } from "./migration-runner.server";
import { env } from "#app/server/platform/env.server";

/**
 * The database of this process: embedded PostgreSQL (PGlite) in DATA_DIR when DATABASE_URL is unset,
 * otherwise a PostgreSQL server through @prisma/adapter-pg. App code calls `db()`; tests install their own
 * database with `useDatabase()`. See docs/decisions/002-postgresql-with-embedded-default.md.
 */
export type Db = PrismaClient;
export type DatabaseKind = "embedded" | "server";

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** a connection for migrations (multi-statement scripts, advisory lock) */
  runner(): Promise<MigrationRunner & { release(): Promise<void> }>;
  /** raw access for bulk loads and tests */
  rawQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** one statement with parameters: its rows and how many rows it changed (the typed SQL's driver, sql.server.ts) */
  run<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows: number }>;
  /**
   * One statement with parameters, or a script of several statements without any (the job queue's SQL):
   * the rows of every statement, in order (pg-boss finds one statement's row among them).
   */
  executeSql(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** the embedded database's own handle, for its backups (backup.server.ts); absent on a PostgreSQL server */
  pglite?: PGlite;
  /** the connection pool's use (a PostgreSQL server only: the embedded database has one in-process connection) */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export function embeddedDatabase(pglite: PGlite): Database {
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) as never });
  return {
    kind: "embedded",
    prisma,
    pglite,
    async runner() {
      return {
        query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
        exec: async (sql: string) => {
          await pglite.exec(sql);
        },
        release: async () => undefined,
      };
    },
    rawQuery: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    async run<T>(sql: string, params?: unknown[]) {
      const result = await pglite.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? result.rows.length };
    },
    async executeSql(sql: string, params?: unknown[]) {
      if (params && params.length > 0) return { rows: (await pglite.query<Record<string, unknown>>(sql, params)).rows };
      // the rows of every statement of a script, in order, as pg-boss reads them (its maintenance looks for one
      // statement's row among them)
      const results = await pglite.exec(sql);
      return { rows: results.flatMap((r) => r.rows) as Record<string, unknown>[] };
    },
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function serverDatabase(url: string, options: { max?: number } = {}): Database {
  // an unreachable server fails a request within seconds instead of keeping it waiting forever
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? env().DATABASE_POOL_MAX,
    connectionTimeoutMillis: 5_000,
    // no JIT compilation: the planner switches it on for any query it costs above 100 000 (every report over
    // 100k rows), and compiling then takes 100–260 ms, longer than the query itself (decision 028)
    options: "-c jit=off",
  });
  pool.on("error", () => undefined); // an idle client that lost its server is dropped; the next query reports it
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) as never });
  const max = options.max ?? env().DATABASE_POOL_MAX;
  return {
    kind: "server",
    prisma,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async runner() {
      const client = await pool.connect();
      return {
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
        release: async () => client.release(),
      };
    },
    rawQuery: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    async run<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? result.rows.length };
    },
    async executeSql(sql: string, params?: unknown[]) {
      const result = (await pool.query(sql, params)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows) as Record<string, unknown>[] };
    },
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

export function dataDir() {
  return path.resolve(env().DATA_DIR);
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding the embedded database in `dir` (its lock file), or null. */
export function lockHolder(dir: string): number | null {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(path.join(dir, "pglite.lock"), "utf8"), 10);
  } catch {
    return null;
  }
  return holder > 0 && processAlive(holder) ? holder : null;
}

/**
 * PGlite does not notice a second process opening the same folder (both would write and corrupt it), so the
 * embedded database takes a lock file naming its process; a stale lock of a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lock = path.join(dir, "pglite.lock");
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch {
    const holder = lockHolder(dir);
    if (holder && holder !== process.pid) {
      throw new Error(`The embedded database in ${dir} is in use by process ${holder}; stop it first (one process at a time).`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

/** The database named by the environment (DATABASE_URL, else DATA_DIR/pglite). */
export function databaseFromEnv(): Database {
  const url = env().DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url) && !url.startsWith("postgresql://embedded@")) {
    return serverDatabase(url);
  }
  const dir = path.join(dataDir(), "pglite");
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dataDir());
  const database = embeddedDatabase(openPGlite(dir));
  const close = database.close;
  database.close = async () => {
    try {
      await close();
    } finally {
      unlock();
    }
  };
  return database;
}

const globalForDb = globalThis as unknown as { __ufukDb?: Database };

export function useDatabase(database: Database) {
  globalForDb.__ufukDb = database;
}

export function currentDatabase(): Database {
  globalForDb.__ufukDb ??= databaseFromEnv();
  return globalForDb.__ufukDb;
}

export function db(): PrismaClient {
  return currentDatabase().prisma;
}

export async function closeDatabase() {
  const current = globalForDb.__ufukDb;
  globalForDb.__ufukDb = undefined;
  if (current) await current.close();
}
