import { sql, sqlDb } from "#app/server/platform/db/sql.server";

/** The health check's ping (/healthz): resolves when the database answers one statement. */
export async function pingDatabase(): Promise<void> {
  await sql`SELECT 1`.execute(sqlDb());
}
