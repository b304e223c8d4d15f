// `npm run restore -- FILE [--data-dir DIR] [--database-url URL]`: puts a backup (npm run backup) back into a
// fresh place, never over data (decision 060). A `.tar.gz` goes into an empty data folder (DIR, else DATA_DIR); a
// `.dump` into an empty PostgreSQL database (URL, else DATABASE_URL). Prints each table's row count.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { EMBEDDED_SUFFIX, RestoreRefused, restoreEmbedded, restoreServer } from "#app/server/platform/db/backup.server";
import { dataDir } from "#app/server/platform/db/client.server";
import { SECRET_FILE } from "#app/server/platform/secret-box.server";
import { env } from "#app/server/platform/env.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "data-dir": { type: "string" }, "database-url": { type: "string" } },
});
const file = positionals[0];
if (!file) {
  console.error("usage: npm run restore -- FILE [--data-dir DIR] [--database-url URL]");
  process.exit(2);
}
try {
  const target = values["data-dir"] ?? dataDir();
  const embedded = file.endsWith(EMBEDDED_SUFFIX);
  const counts = embedded
    ? await restoreEmbedded(file, target)
    : await restoreServer(file, values["database-url"] ?? env().DATABASE_URL ?? "");
  for (const [table, n] of Object.entries(counts)) console.log(`${table.padEnd(32)} ${n}`);
  console.log("restored");
  // the secret is never inside a backup (a stolen backup must not open what it seals)
  if (embedded && !existsSync(path.join(target, SECRET_FILE))) {
    console.log(
      `note: copy ${SECRET_FILE} from the old data folder into ${target}: brokers' API keys and passengers' documents open only with it`,
    );
  }
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
