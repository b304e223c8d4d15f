-- Partner brokers' flight feeds (spec §2.13, §3 broker flights; decision 021).
-- The sync state of each broker: a run claims the broker by setting sync_started_at (so two instances never
-- sync one broker at once; a claim older than a few minutes counts as abandoned), and records its result.
ALTER TABLE "brokers" ADD COLUMN "sync_started_at" TIMESTAMPTZ(3);
ALTER TABLE "brokers" ADD COLUMN "last_sync_count" INTEGER;
ALTER TABLE "brokers" ADD COLUMN "last_sync_skipped" INTEGER;

-- the flights list filters by broker and by status and orders by departure (decision 011: the tie-breaker last)
CREATE INDEX "broker_flights_broker_id_departure_datetime_id_idx" ON "broker_flights" ("broker_id", "departure_datetime", "id");
CREATE INDEX "broker_flights_flight_status_departure_datetime_id_idx" ON "broker_flights" ("flight_status", "departure_datetime", "id");
DROP INDEX "broker_flights_departure_datetime_idx";
CREATE INDEX "broker_flights_departure_datetime_id_idx" ON "broker_flights" ("departure_datetime", "id");

-- rules the database keeps even if a feed or a code path forgets them
ALTER TABLE "broker_flights" ADD CONSTRAINT "broker_flights_seats_not_negative" CHECK ("available_seats" IS NULL OR "available_seats" >= 0);
ALTER TABLE "broker_flights" ADD CONSTRAINT "broker_flights_prices_not_negative" CHECK (("total_price" IS NULL OR "total_price" >= 0) AND ("price_per_hour" IS NULL OR "price_per_hour" >= 0));
