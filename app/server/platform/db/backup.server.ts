import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPGlite, type PGlite } from "./pglite.server";

/**
 * Backups that restore (decision 060), for both databases:
 *
 * - **Embedded (PGlite)**: a copy of the whole data folder as one `.tar.gz`, taken by the process that holds the
 *   database (PGlite is one in-process connection), between two statements: PGlite's dump waits for the running
 *   statement and holds the next, so the copy is one moment's state; a transaction still open at that moment is
 *   rolled back when the copy is opened, as after a crash. A running app takes one on SIGUSR2 (what
 *   `npm run backup` sends it) and every night (the `database-backup` job); a stopped one is copied by the
 *   command itself. Restoring unpacks the copy into a fresh, empty data folder.
 * - **PostgreSQL server**: `pg_dump` in its custom format (one consistent snapshot while the app keeps writing),
 *   restored with `pg_restore` into a fresh, empty database in one transaction.
 *
 * A restore never overwrites: a data folder or database that already holds data is refused.
 */

/** Where the embedded database's backups go (DATA_DIR/backups) and how many the nightly job keeps. */
export const BACKUP_FOLDER = "backups";
export const EMBEDDED_SUFFIX = ".tar.gz";
export const SERVER_SUFFIX = ".dump";

/** `ufukjet-20261126-170102.tar.gz`: names that sort by their time. */
export function backupFileName(now: Date, suffix: string) {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `ufukjet-${stamp}${suffix}`;
}

/** Writes a file whole or not at all: a reader never sees half a backup. */
function writeWhole(file: string, data: Uint8Array) {
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
}

/** The embedded database's state now, as the bytes of a `.tar.gz` of its data folder. */
export async function dumpEmbedded(pglite: PGlite): Promise<Uint8Array> {
  // written to the data files first, so the copy opens without replaying the log
  await pglite.exec("CHECKPOINT");
  const blob = await pglite.dumpDataDir("gzip");
  return new Uint8Array(await blob.arrayBuffer());
}

/** Takes a backup of the embedded database into `folder` (made owner-only), keeping the newest `keep`. */
export async function backupEmbedded(pglite: PGlite, folder: string, options: { keep?: number; now?: Date } = {}) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, backupFileName(options.now ?? new Date(), EMBEDDED_SUFFIX));
  writeWhole(file, await dumpEmbedded(pglite));
  if (options.keep) pruneBackups(folder, options.keep, EMBEDDED_SUFFIX);
  return file;
}

/** The backups in `folder` with `suffix`, oldest first. */
export function listBackups(folder: string, suffix: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith("ufukjet-") && name.endsWith(suffix))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Removes all but the newest `keep` backups. */
export function pruneBackups(folder: string, keep: number, suffix: string) {
  const all = listBackups(folder, suffix);
  for (const file of all.slice(0, Math.max(0, all.length - keep))) rmSync(file, { force: true });
}

/** Whether a folder is missing or empty: the only place a restore may write. */
function emptyFolder(folder: string) {
  return !existsSync(folder) || (statSync(folder).isDirectory() && readdirSync(folder).length === 0);
}

export class RestoreRefused extends Error {}

/**
 * Unpacks an embedded backup into `dataDir` (the app's DATA_DIR: the database goes into its `pglite` folder) and
 * opens it once, so a broken file is found now rather than at the app's start. Answers the tables' row counts.
 */
export async function restoreEmbedded(file: string, dataDir: string) {
  const target = path.join(dataDir, "pglite");
  if (!emptyFolder(target)) throw new RestoreRefused(`${target} already holds a database; restore into a fresh data folder.`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const pglite = openPGlite(target, new Blob([readFileSync(file)]));
  try {
    return await tableCounts((sql) => pglite.query<Row>(sql).then((r) => r.rows));
  } finally {
    await pglite.close();
  }
}

/** Runs a program, failing with its error output when it exits non-zero. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${errors.trim()}`))));
  });
}

/** A PostgreSQL server database's backup: pg_dump's custom format, one snapshot. */
export async function backupServer(url: string, file: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", partial, "--dbname", url]);
  renameSync(partial, file);
  return file;
}

/** Restores a server backup into the empty database at `url`, in one transaction. Answers the tables' row counts. */
export async function restoreServer(file: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
    if ((existing.rows[0] as { n: number }).n > 0)
      throw new RestoreRefused("the target database already holds tables; restore into a fresh database.");
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url, file]);
    return await tableCounts((sql) => client.query<Row>(sql).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

type Row = Record<string, unknown>;

/** Every table's row count in the public schema (what a restore is checked by). */
export async function tableCounts(query: (sql: string) => Promise<Row[]>) {
  const tables = await query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables as { name: string }[]) {
    const [row] = await query(`SELECT count(*)::int AS n FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}
