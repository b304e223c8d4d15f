-- A running broker sync beats every few seconds (decision 052): a sync whose process died is taken over as soon
-- as its heartbeat is stale, instead of after the old fixed 5-minute claim and 20-minute run windows.
ALTER TABLE "brokers" ADD COLUMN "sync_heartbeat_at" TIMESTAMPTZ(3);
