/**
 * Prisma CLI configuration. The CLI runs with the JavaScript schema engine (no binary download) on an
 * embedded PGlite database that exists only for the CLI command (generate, migrate diff). The app itself
 * applies migrations with `app/server/platform/db/migrate.server.ts` on both PGlite and a PostgreSQL server.
 * See docs/decisions/003-prisma-6-without-binaries.md.
 */
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defineConfig } from "prisma/config";
import { openPGlite } from "./app/server/platform/db/pglite.server";

// The datasource url must resolve, or the CLI tries to download a binary engine.
process.env.DATABASE_URL ??= "postgresql://embedded@localhost/pglite";

let cliDb: PGlite | undefined;
const opened: PGlite[] = [];

function open(dataDir: string) {
  const db = openPGlite(dataDir);
  opened.push(db);
  return db;
}

process.once("beforeExit", () => {
  for (const db of opened) void db.close().catch(() => undefined);
});

/** Wraps the adapter so that argument-less statements (multi-statement migration scripts) go through exec(). */
function multiStatementSafe<T extends object>(adapter: T, db: PGlite): T {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === "executeRaw") {
        return async (query: { sql: string; args: unknown[] }) => {
          if (query.args.length === 0) {
            const results = await db.exec(query.sql);
            return results.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
          }
          return (target as { executeRaw: (q: unknown) => Promise<number> }).executeRaw(query);
        };
      }
      if (prop === "executeScript") {
        return async (script: string) => {
          await db.exec(script);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    cliDb ??= open("memory://prisma-cli");
    const db = cliDb;
    const factory = new PrismaPGlite(db);
    return {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: async () => multiStatementSafe(await factory.connect(), db),
      connectToShadowDb: async () => {
        const shadow = open("memory://prisma-shadow");
        return multiStatementSafe(await new PrismaPGlite(shadow).connect(), shadow);
      },
    } as unknown as ReturnType<PrismaPGlite["connectToShadowDb"]> extends Promise<unknown> ? PrismaPGlite : never;
  },
});
