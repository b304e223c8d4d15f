-- Money that reconciles (decision 042): refunds as their own records, a partly refunded payment, a no-show as
-- its own outcome, an option's deadline and a cancellation's fee on the reservation.

-- new enum values (not used again in this migration: PostgreSQL lets them be used once committed)
ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'partially_refunded' BEFORE 'refunded';
ALTER TYPE "reservation_status" ADD VALUE IF NOT EXISTS 'no_show';

-- an option holds its jet until this moment; the job `option-expiry` releases it then unless the deposit is in.
-- Options that existed get 72 hours from when they were made, never later than their departure.
ALTER TABLE "reservations" ADD COLUMN "option_deadline" TIMESTAMPTZ(3);
UPDATE "reservations"
  SET "option_deadline" = LEAST("created_at" + INTERVAL '72 hours', "departure_datetime")
  WHERE "status" = 'optional';

-- what a cancellation kept (the fee by the policy's band) and when it was made
ALTER TABLE "reservations" ADD COLUMN "cancellation_fee" DECIMAL(12,2);
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" TIMESTAMPTZ(3);
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancellation_fee_not_negative"
  CHECK ("cancellation_fee" IS NULL OR "cancellation_fee" >= 0);
CREATE INDEX "reservations_option_deadline_idx" ON "reservations" ("option_deadline") WHERE "option_deadline" IS NOT NULL;

-- refunds: money going back, linked to the received payment it returns, partial or whole. `pending` refunds
-- were created by a cancellation for staff to send; `completed` ones were sent (completed_at, the money date).
CREATE TYPE "refund_status" AS ENUM ('pending', 'completed');

CREATE TABLE "refunds" (
  "id" UUID NOT NULL,
  "payment_id" UUID NOT NULL,
  "reservation_id" UUID NOT NULL,
  "amount" DECIMAL(12,2) NOT NULL,
  "currency" "currency" NOT NULL,
  "status" "refund_status" NOT NULL DEFAULT 'pending',
  "reason" VARCHAR(200),
  "completed_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "refunds_amount_positive" CHECK ("amount" > 0),
  CONSTRAINT "refunds_completed_has_date" CHECK (("status" = 'completed') = ("completed_at" IS NOT NULL))
);
CREATE INDEX "refunds_payment_id_idx" ON "refunds" ("payment_id");
CREATE INDEX "refunds_reservation_id_idx" ON "refunds" ("reservation_id");
CREATE INDEX "refunds_status_created_at_idx" ON "refunds" ("status", "created_at" DESC);
CREATE INDEX "refunds_report_date_idx" ON "refunds" ("completed_at") WHERE "status" = 'completed';
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey"
  FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_id_fkey"
  FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- payments refunded before refunds had records: one completed refund of the whole amount, dated when it was
-- marked refunded (its last change), so money received less refunded reads the same as before
INSERT INTO "refunds" ("id", "payment_id", "reservation_id", "amount", "currency", "status", "reason", "completed_at", "created_at", "updated_at")
SELECT gen_random_uuid(), p."id", p."reservation_id", p."amount", p."currency", 'completed', NULL, p."updated_at", p."updated_at", p."updated_at"
FROM "payments" p
WHERE p."status" = 'refunded' AND p."reservation_id" IS NOT NULL;
