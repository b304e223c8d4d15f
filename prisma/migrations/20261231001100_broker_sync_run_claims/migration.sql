-- A broker sync run carries its worker's claim (decision 052, addendum): a token drawn at the claim, the process
-- that drew it, and that worker's own heartbeat. The run's progress and result are written only while the token
-- still holds, so a run recorded abandoned stays so even if its worker was alive after all; abandonment is judged
-- on the run's own beat, which (unlike the broker's) is never empty while its worker runs.
ALTER TABLE "broker_sync_runs" ADD COLUMN "claim_token" UUID;
ALTER TABLE "broker_sync_runs" ADD COLUMN "claimed_by" VARCHAR(200);
ALTER TABLE "broker_sync_runs" ADD COLUMN "heartbeat_at" TIMESTAMPTZ(3);
