/**
 * The connection the migrations run on (app/server/platform/db/migrate.server.ts), and everything installed with them
 * (the job queue's schema, app/server/platform/jobs/schema.server.ts), on either database.
 */
export interface MigrationRunner {
  /** one statement with parameters */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** a script of several statements, without parameters (simple query protocol) */
  exec(sql: string): Promise<void>;
}
