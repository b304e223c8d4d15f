-- The data subject's requests under KVKK article 11 (decision 055): a download of their data (access), a correction
-- and an erasure, each tracked until it is answered, within 30 days of its arrival (article 13).
CREATE TYPE "data_request_kind" AS ENUM ('access', 'correction', 'erasure');
CREATE TYPE "data_request_state" AS ENUM ('open', 'completed', 'rejected');

CREATE TABLE "data_subject_requests" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "user_id" UUID,
  "customer_id" UUID,
  "kind" "data_request_kind" NOT NULL,
  "state" "data_request_state" NOT NULL DEFAULT 'open',
  "field" VARCHAR(40),
  "requested_value" VARCHAR(500),
  "details" VARCHAR(1000),
  "blockers" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "due_at" TIMESTAMPTZ(3) NOT NULL,
  "resolved_at" TIMESTAMPTZ(3),
  "resolved_by" UUID,
  "staff_note" VARCHAR(500),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "data_subject_requests_pkey" PRIMARY KEY ("id"),
  -- an answered request has its date, an open one none
  CONSTRAINT "data_subject_requests_resolved_check" CHECK (("state" = 'open') = ("resolved_at" IS NULL)),
  -- a refusal always says why (the customer reads it)
  CONSTRAINT "data_subject_requests_rejected_note_check" CHECK ("state" <> 'rejected' OR "staff_note" IS NOT NULL),
  CONSTRAINT "data_subject_requests_due_check" CHECK ("due_at" > "created_at")
);

-- the staff list: open first by due date, filtered by state and kind
CREATE INDEX "data_subject_requests_state_due_at_id_idx" ON "data_subject_requests"("state", "due_at", "id");
CREATE INDEX "data_subject_requests_kind_state_due_at_id_idx" ON "data_subject_requests"("kind", "state", "due_at", "id");
CREATE INDEX "data_subject_requests_due_at_id_idx" ON "data_subject_requests"("due_at", "id");
-- the customer's own list on the profile
CREATE INDEX "data_subject_requests_customer_id_created_at_idx" ON "data_subject_requests"("customer_id", "created_at" DESC);
CREATE INDEX "data_subject_requests_user_id_created_at_idx" ON "data_subject_requests"("user_id", "created_at" DESC);
-- at most one open erasure per account: a second click, or a second tab, finds the first
CREATE UNIQUE INDEX "data_subject_requests_one_open_erasure" ON "data_subject_requests"("user_id") WHERE "kind" = 'erasure' AND "state" = 'open';

ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_customer_id_fkey"
  FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_resolved_by_fkey"
  FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
