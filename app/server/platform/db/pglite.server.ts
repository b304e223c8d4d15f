import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PostgreSQL's memory settings for the embedded database, smaller than its defaults (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB, temp_buffers 8 MB): PGlite's WebAssembly memory only grows, so pages once cached stay
 * in the process. Measured by the bench on the demo data (decision 057): peak RSS 909 → 769 MB, resident memory after
 * load 518 → 335 MB, throughput unchanged within the noise. work_mem keeps its default (4 MB) for the reports' sorts.
 */
const MEMORY_BOUNDS = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB", "-c", "temp_buffers=2MB"];

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
    startParams: [...PGlite.defaultStartParams, "-c", "log_startup_progress_interval=0", ...MEMORY_BOUNDS],
  });
}

export type { PGlite };
