import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import { Prisma } from "#app/generated/prisma/client";
import type { DB } from "#app/generated/kysely/database";
import { currentDatabase } from "./client.server";

export { sql } from "kysely";
export type { Expression, ExpressionBuilder } from "kysely";
export type { Selectable } from "kysely";

/**
 * The one path for hand-written SQL (decision 040): the Kysely query builder over the tables as `prisma generate`
 * describes them (`app/generated/kysely`, from schema.prisma under the SQL names), so a column renamed or retyped
 * in the schema breaks the compiler, not a page. Prisma's model API stays for ordinary reads and writes.
 *
 * - `sqlDb()`: outside a transaction. Statements go to the database driver itself (the `pg` pool or the embedded
 *   PGlite), not through Prisma's query compiler (decision 031): the session, the frame's reads, the lists' SQL.
 * - `sqlDb(tx)`: inside a Prisma interactive transaction. Statements run on the transaction's own connection
 *   (`$queryRawUnsafe` / `$executeRawUnsafe`), so a lock, an audit row and an outbox row commit or roll back together.
 *
 * Values are always bound parameters; a column reference is checked against the schema. Casts the drivers need
 * for the same JavaScript value on both databases stay in the SQL: `count(*)::int` (the `pg` driver reads a bigint
 * as text), numeric columns are read as text (the generated type says `string`).
 */
export type Tables = DB;
export type SqlDb = Kysely<DB>;

/** a connection that cannot open its own transaction: transactions are Prisma's (`db().$transaction`). */
class StatementDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  beginTransaction(): Promise<void> {
    throw new Error("open the transaction with db().$transaction and pass its client to sqlDb(tx)");
  }
  commitTransaction(): Promise<void> {
    throw new Error("transactions are Prisma's");
  }
  rollbackTransaction(): Promise<void> {
    throw new Error("transactions are Prisma's");
  }
  async releaseConnection() {}
  async destroy() {}
}

function builder(connection: DatabaseConnection): SqlDb {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new StatementDriver(connection),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** Whether a statement answers rows (a SELECT, or a write with RETURNING) or only a count of rows it changed. */
function answersRows(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; returning?: unknown };
  return node.kind === "SelectQueryNode" || node.kind === "RawNode" || node.returning !== undefined;
}

const driverConnection: DatabaseConnection = {
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await currentDatabase().run<R>(query.sql, [...query.parameters]);
    return { rows, numAffectedRows: BigInt(affectedRows) };
  },
  streamQuery() {
    throw new Error("streaming is not supported");
  },
};

/**
 * Prisma reads a numeric as its Decimal and a bigint as a BigInt; the driver reads both as text (PGlite a bigint as
 * a number). In a transaction the values are brought to what the driver gives, so a row has one shape on both paths.
 */
export function driverValue(value: unknown): unknown {
  if (value instanceof Prisma.Decimal) return value.toString();
  if (typeof value === "bigint") return value.toString();
  return value;
}

function transactionConnection(tx: Prisma.TransactionClient): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const parameters = [...query.parameters];
      if (!answersRows(query)) {
        const count = await tx.$executeRawUnsafe(query.sql, ...parameters);
        return { rows: [], numAffectedRows: BigInt(count) };
      }
      const rows = await tx.$queryRawUnsafe<Record<string, unknown>[]>(query.sql, ...parameters);
      const converted = rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) out[key] = driverValue(value);
        return out as R;
      });
      return { rows: converted, numAffectedRows: BigInt(converted.length) };
    },
    streamQuery() {
      throw new Error("streaming is not supported");
    },
  };
}

const outside = builder(driverConnection);
const inside = new WeakMap<Prisma.TransactionClient, SqlDb>();

/** The query builder: on the transaction's connection when given one, else straight to the driver. */
export function sqlDb(tx?: Prisma.TransactionClient): SqlDb {
  if (!tx) return outside;
  let bound = inside.get(tx);
  if (!bound) {
    bound = builder(transactionConnection(tx));
    inside.set(tx, bound);
  }
  return bound;
}

/**
 * Rows read by id, in the order of `ids` (an id without a row is left out): a list finds its page's ids with its
 * filter and order, then reads the rows in one statement (`… where id in (…)`), which answers in any order.
 */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
