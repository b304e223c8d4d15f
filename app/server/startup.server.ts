import path from "node:path";
import { closeDatabase, currentDatabase, dataDir, type Database } from "#app/server/platform/db/client.server";
import { BACKUP_FOLDER, backupEmbedded } from "#app/server/platform/db/backup.server";
import { applyMigrations } from "#app/server/platform/db/migrate.server";
import { logger } from "#app/server/platform/logger.server";
import { assertPublicUrl } from "#app/server/platform/request.server";
import { prepareBrokerKeySecret, reencryptLegacyBrokerKeys } from "#app/server/brokerage/broker-secret.server";
import { assertPaymentProvider, paymentProviderConfig } from "#app/server/money/payment-provider-config.server";
import { providerClient } from "#app/server/money/payment-provider.server";
import { seedAirports } from "#app/server/seed/airports.server";
import type { PrismaClient } from "#app/generated/prisma/client";
import { env } from "#app/server/platform/env.server";
import { startJobWorker, stopJobWorker, type JobSchedule } from "#app/server/platform/jobs/worker.server";
import { EMAIL_SWEEP_CRON } from "#app/server/platform/mail/delivery.server";
import { closeRenderPool, configureRenderPool } from "#app/server/platform/render-pool.server";

/** The demo data loader (demo/seed.ts), kept out of this bundle: server.js loads it only when it is wanted. */
export interface DemoLoader {
  seedDemo(prisma: PrismaClient, now?: Date): Promise<void>;
}

export interface StartupOptions {
  /** loads the demo data loader (build/demo/seed.js in production, demo/seed.ts through Vite in development) */
  loadDemo?: () => Promise<DemoLoader>;
  /** the render pool's thread (build/worker/render.js in production; unset: the TypeScript source through tsx) */
  renderWorker?: URL;
}

/**
 * Prepares the database before the server listens: applies pending migrations (under an advisory lock, so
 * instances starting together are safe), loads the airport reference data, and fills an empty embedded
 * database with the demo data (a server database only with SEED_DEMO=1; decision 039).
 */
export async function startup(options: StartupOptions = {}) {
  configureRenderPool(options.renderWorker ? { entry: options.renderWorker } : {});
  const database = currentDatabase();
  assertPublicUrl(database.kind);
  prepareBrokerKeySecret(database.kind);
  assertPaymentProvider(database.kind);
  // made now, so a broken install of the provider's client library stops the start, not a customer's payment
  providerClient();
  logger.info(
    { paymentProvider: paymentProviderConfig().double ? "demo double" : new URL(paymentProviderConfig().uri).host },
    "payment provider",
  );
  const runner = await database.runner();
  try {
    const applied = await applyMigrations(runner, { log: (msg) => logger.info(msg) });
    if (applied.length) logger.info({ applied }, "database migrated");
  } finally {
    await runner.release();
  }
  await seedAirports(database.prisma);
  await reencryptLegacyBrokerKeys(database.prisma);
  const demoSetting = env().SEED_DEMO;
  const wantDemo = demoSetting === "1" || (database.kind === "embedded" && demoSetting !== "0");
  if (wantDemo) {
    const users = await database.prisma.user.count();
    if (users === 0 && !options.loadDemo) {
      logger.warn("demo data wanted, but this server was started without the demo loader (build/demo/seed.js)");
    } else if (users === 0 && options.loadDemo) {
      const started = Date.now();
      const { seedDemo } = await options.loadDemo();
      await seedDemo(database.prisma);
      logger.info({ ms: Date.now() - started }, "demo data seeded");
    }
  }
  logger.info({ database: database.kind }, "database ready");
  if (database.kind === "embedded") listenForBackups(database);
  if (env().JOB_WORKER === "1") await startJobWorker(jobSchedules());
}

/**
 * The embedded database is one in-process connection, so only this process can copy it consistently:
 * `npm run backup` sends SIGUSR2, and the copy lands in DATA_DIR/backups (decision 060). Backups asked for while
 * one is being written wait for it.
 */
function listenForBackups(database: Database) {
  let running: Promise<unknown> = Promise.resolve();
  process.removeAllListeners("SIGUSR2");
  process.on("SIGUSR2", () => {
    running = running.then(async () => {
      try {
        const file = await backupEmbedded(database.pglite!, path.join(dataDir(), BACKUP_FOLDER), { keep: env().BACKUP_KEEP });
        logger.info({ file }, "embedded database backed up");
      } catch (error) {
        logger.error({ err: error }, "embedded database backup failed");
      }
    });
  });
}

/** The broker sync's schedule when BROKER_SYNC_CRON is unset: every 15 minutes (off in tests). */
export const DEFAULT_BROKER_SYNC_CRON = "*/15 * * * *";

/** When unconfirmed guest watches are removed: every day at 04:15 Istanbul time (off in tests, decision 027). */
export const LEG_WATCH_CLEANUP_CRON = "15 4 * * *";

/** When the sweep of expired options runs besides each option's own job: every 5 minutes (off in tests, decision 042). */
export const OPTION_EXPIRY_CRON = "*/5 * * * *";

/** When ended flights' passenger documents are purged: every day at 03:30 Istanbul time (off in tests, decision 053). */
export const MANIFEST_PURGE_CRON = "30 3 * * *";

/** When the "option deadline approaching" e-mails are sent: every 15 minutes (off in tests, decision 050). */
export const OPTION_REMINDER_CRON = "*/15 * * * *";

/** The cron schedules of this installation (decision 022). */
export function jobSchedules(): JobSchedule[] {
  const testing = process.env.NODE_ENV === "test";
  const configured = env().BROKER_SYNC_CRON;
  const cron = (configured ?? (testing ? "off" : DEFAULT_BROKER_SYNC_CRON)).trim();
  return [
    ...(cron && cron !== "off" ? [{ name: "broker-sync-all" as const, cron }] : []),
    ...(testing ? [] : [{ name: "leg-watches-cleanup" as const, cron: LEG_WATCH_CLEANUP_CRON }]),
    ...(testing ? [] : [{ name: "email-outbox-sweep" as const, cron: EMAIL_SWEEP_CRON }]),
    ...(testing ? [] : [{ name: "option-expiry" as const, cron: OPTION_EXPIRY_CRON }]),
    ...(testing ? [] : [{ name: "manifest-purge" as const, cron: MANIFEST_PURGE_CRON }]),
    ...(testing ? [] : [{ name: "option-reminder" as const, cron: OPTION_REMINDER_CRON }]),
  ];
}

export async function shutdown() {
  await closeRenderPool();
  await stopJobWorker();
  await closeDatabase();
  logger.info("database closed");
}
