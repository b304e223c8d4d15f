-- Card refunds through the provider, and the option's deadline reminder (decision 050).
-- A refund of a card payment is first reserved as a pending row (provider_state 'sending') under the reservation's
-- lock, then asked of the provider outside the transaction, then settled (completed, with the provider's refund
-- reference) or released (the row removed). An unanswered call leaves it 'unanswered' for staff to retry or settle.
ALTER TABLE "refunds" ADD COLUMN "provider_state" VARCHAR(20);
ALTER TABLE "refunds" ADD COLUMN "provider_refund_id" VARCHAR(80);
ALTER TABLE "refunds" ADD COLUMN "provider_requested_at" TIMESTAMPTZ(3);
ALTER TABLE "refunds" ADD COLUMN "provider_error" VARCHAR(300);
CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds" ("provider_refund_id");
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_state_known"
  CHECK ("provider_state" IS NULL OR "provider_state" IN ('sending', 'unanswered', 'refunded', 'settled'));
-- only a pending refund is on its way to the provider; a completed one was answered or settled by staff
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_in_flight_pending"
  CHECK ("provider_state" IS NULL OR "provider_state" NOT IN ('sending', 'unanswered') OR "status" = 'pending');
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_id_completed"
  CHECK ("provider_refund_id" IS NULL OR "status" = 'completed');

-- the "option deadline approaching" e-mail: sent once per option (the sweep's conditional write sets it)
ALTER TABLE "reservations" ADD COLUMN "option_reminder_sent_at" TIMESTAMPTZ(3);
