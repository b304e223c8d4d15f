-- The reservation wizard (decision 017): a trip of several legs becomes one quote request per leg. The legs of one
-- trip share trip_id (the idempotency key the wizard's draft carries) and are numbered by trip_leg; the unique
-- pair makes a second confirmation of the same draft write nothing. The add-ons the customer chose are kept per
-- request so staff and brokers see them.
ALTER TABLE "quote_requests"
  ADD COLUMN "trip_id" UUID,
  ADD COLUMN "trip_leg" SMALLINT,
  ADD COLUMN "catering_required" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "ground_transport_required" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "vip_lounge_required" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "quote_requests"
  ADD CONSTRAINT "quote_requests_trip_leg_check"
  CHECK (("trip_id" IS NULL) = ("trip_leg" IS NULL) AND ("trip_leg" IS NULL OR "trip_leg" BETWEEN 1 AND 20));

CREATE UNIQUE INDEX "quote_requests_trip_id_trip_leg_key" ON "quote_requests"("trip_id", "trip_leg");
