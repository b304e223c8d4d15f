-- Each broker feed sync is a background job (decision 022); its run is recorded here so the 'Broker Status'
-- tab shows its progress and result: queued when a button or the schedule asks for it, running while a worker
-- fetches and writes the feed, then succeeded or failed with its counts or its error.
CREATE TABLE "broker_sync_runs" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "broker_id" UUID NOT NULL,
  "state" VARCHAR(20) NOT NULL DEFAULT 'queued',
  "upserted" INTEGER NOT NULL DEFAULT 0,
  "unchanged" INTEGER NOT NULL DEFAULT 0,
  "skipped" INTEGER NOT NULL DEFAULT 0,
  "marked_unavailable" INTEGER NOT NULL DEFAULT 0,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "error" TEXT,
  "requested_by" UUID,
  "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "started_at" TIMESTAMPTZ(3),
  "finished_at" TIMESTAMPTZ(3),
  CONSTRAINT "broker_sync_runs_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "broker_sync_runs_broker_id_fkey" FOREIGN KEY ("broker_id") REFERENCES "brokers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "broker_sync_runs_state_check" CHECK ("state" IN ('queued', 'running', 'succeeded', 'failed')),
  CONSTRAINT "broker_sync_runs_counts_not_negative" CHECK ("upserted" >= 0 AND "unchanged" >= 0 AND "skipped" >= 0 AND "marked_unavailable" >= 0 AND "attempts" >= 0)
);

-- a broker's latest run (the status tab), and its open run (a second click queues nothing)
CREATE INDEX "broker_sync_runs_broker_id_queued_at_idx" ON "broker_sync_runs" ("broker_id", "queued_at" DESC);
CREATE UNIQUE INDEX "broker_sync_runs_one_open_per_broker" ON "broker_sync_runs" ("broker_id") WHERE "state" IN ('queued', 'running');
