-- Reservations as a booking (issue 12, docs/decisions/014-reservations-and-double-booking.md):
-- a jet cannot be held twice at once, a reservation remembers the quote request it came from (once), and the
-- reservation list's indexes end in its tie-breaker (decision 011).

-- btree_gist gives uuid an equality operator class for GiST, so one exclusion constraint can say
-- "same jet AND overlapping time" (bundled with PGlite as a contrib extension, part of PostgreSQL's contrib)
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN "quote_request_id" UUID;

-- CreateIndex: a quote request converts into at most one reservation
CREATE UNIQUE INDEX "reservations_quote_request_id_key" ON "reservations"("quote_request_id");

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quote_request_id_fkey" FOREIGN KEY ("quote_request_id") REFERENCES "quote_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- DropIndex (extended below)
DROP INDEX "reservations_departure_datetime_idx";

-- DropIndex (extended below)
DROP INDEX "reservations_status_departure_datetime_idx";

-- CreateIndex
CREATE INDEX "reservations_departure_datetime_id_idx" ON "reservations"("departure_datetime" DESC, "id");

-- CreateIndex
CREATE INDEX "reservations_status_departure_datetime_id_idx" ON "reservations"("status", "departure_datetime" DESC, "id");

-- rules the database keeps even if a code path forgets them
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_arrival_after_departure"
  CHECK ("arrival_datetime" IS NULL OR "arrival_datetime" > "departure_datetime");
-- a held (optional) or confirmed reservation of a jet must say when the jet is free again
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_held_jet_has_arrival"
  CHECK ("status" NOT IN ('optional', 'confirmed') OR "jet_id" IS NULL OR "arrival_datetime" IS NOT NULL);
-- no double booking: two optional/confirmed reservations of one jet never overlap in time (SQLSTATE 23P01)
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_booking"
  EXCLUDE USING gist ("jet_id" WITH =, tstzrange("departure_datetime", "arrival_datetime", '[)') WITH &&)
  WHERE ("status" IN ('optional', 'confirmed') AND "jet_id" IS NOT NULL);
