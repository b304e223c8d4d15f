import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Opens the embedded PostgreSQL (PGlite). One instance per process and data folder: PGlite is a single
 * connection. `dataDir` is a folder, or "memory://…" for a throwaway database.
 */
export function openPGlite(dataDir: string, loadDataDir?: Blob | File) {
  return new PGlite({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, btree_gist },
    // no periodic "still starting" messages; they also keep timers alive in short CLI runs
    startParams: [...PGlite.defaultStartParams, "-c", "log_startup_progress_interval=0"],
  });
}

export type { PGlite };
