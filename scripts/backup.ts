// `npm run backup -- [--out FILE]`: a consistent backup of the database named by the environment, while the app
// runs (decision 060). A PostgreSQL server (DATABASE_URL): pg_dump's custom format, to FILE or
// ./backups/ufukjet-<time>.dump. The embedded database (DATA_DIR): the running app is asked for it (SIGUSR2) and
// writes DATA_DIR/backups/ufukjet-<time>.tar.gz; with no app running the folder is copied here. --out copies it.
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { databaseFromEnv, dataDir, lockHolder } from "#app/server/platform/db/client.server";
import {
  BACKUP_FOLDER,
  EMBEDDED_SUFFIX,
  SERVER_SUFFIX,
  backupEmbedded,
  backupFileName,
  backupServer,
  listBackups,
} from "#app/server/platform/db/backup.server";
import { env } from "#app/server/platform/env.server";

const { values } = parseArgs({ options: { out: { type: "string" }, "timeout-seconds": { type: "string", default: "300" } } });

const url = env().DATABASE_URL;
if (url && /^postgres(ql)?:\/\//.test(url) && !url.startsWith("postgresql://embedded@")) {
  const file = values.out ?? path.join("backups", backupFileName(new Date(), SERVER_SUFFIX));
  await backupServer(url, file);
  console.log(`backup written: ${file}`);
  process.exit(0);
}

const folder = path.join(dataDir(), BACKUP_FOLDER);
let file: string;
const holder = lockHolder(dataDir());
if (holder) {
  // the app holds the database: it writes the copy itself, between two of its statements
  const before = new Set(listBackups(folder, EMBEDDED_SUFFIX));
  process.kill(holder, "SIGUSR2");
  const deadline = Date.now() + Number(values["timeout-seconds"]) * 1000;
  let found: string | undefined;
  while (!found && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    found = listBackups(folder, EMBEDDED_SUFFIX).find((f) => !before.has(f));
  }
  if (!found) {
    console.error(`the app (process ${holder}) wrote no backup in time; see its log`);
    process.exit(1);
  }
  file = found;
} else {
  if (!existsSync(path.join(dataDir(), "pglite"))) {
    console.error(`no embedded database in ${dataDir()}`);
    process.exit(1);
  }
  const database = databaseFromEnv();
  try {
    file = await backupEmbedded(database.pglite!, folder, { keep: env().BACKUP_KEEP });
  } finally {
    await database.close();
  }
}
if (values.out) copyFileSync(file, values.out);
console.log(`backup written: ${values.out ?? file}`);
