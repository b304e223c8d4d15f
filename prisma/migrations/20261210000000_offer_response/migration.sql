-- The customer's answer to an offer staff approved for them (decision 015): accepted (a reservation was made
-- of it) or declined, with when and an optional reason. NULL while the offer awaits the answer. Staff's own
-- decision stays in "status"; the two are separate questions.
CREATE TYPE "offer_response" AS ENUM ('accepted', 'declined');

ALTER TABLE "broker_quotes"
  ADD COLUMN "customer_response" "offer_response",
  ADD COLUMN "customer_responded_at" TIMESTAMPTZ(3),
  ADD COLUMN "customer_response_note" VARCHAR(500);

-- an answer always has its time, and only an approved offer is answered
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_customer_response_check"
  CHECK (("customer_response" IS NULL) = ("customer_responded_at" IS NULL)
         AND ("customer_response" IS NULL OR "status" = 'approved'));

-- /dashboard/requests: one customer's requests, newest first
CREATE INDEX "quote_requests_customer_id_created_at_id_idx" ON "quote_requests"("customer_id", "created_at" DESC, "id");
