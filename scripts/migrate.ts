// `npm run db:migrate`: applies pending migrations to the database named by the environment
// (DATABASE_URL, or the embedded database in DATA_DIR). The app does the same at start.
import { databaseFromEnv } from "#app/server/platform/db/client.server";
import { applyMigrations } from "#app/server/platform/db/migrate.server";

const database = databaseFromEnv();
const runner = await database.runner();
try {
  const applied = await applyMigrations(runner, { log: (m) => console.log(m) });
  console.log(applied.length ? `${applied.length} migration(s) applied` : "database is up to date");
} finally {
  await runner.release();
  await database.close();
}
