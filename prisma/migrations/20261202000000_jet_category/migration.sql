-- The customer catalogue filters on a stored category and on the jet's passenger range (spec §2.20):
-- the category is a fact about the aircraft, never guessed from the model name.
CREATE TYPE "jet_category" AS ENUM ('very_light', 'light', 'midsize', 'super_midsize', 'heavy', 'ultra_long_range', 'turboprop');

ALTER TABLE "jets" ADD COLUMN "category" "jet_category" NOT NULL DEFAULT 'midsize';
ALTER TABLE "jets" ADD COLUMN "min_passengers" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "jets" ADD CONSTRAINT "jets_passenger_range_check" CHECK ("min_passengers" >= 1 AND "min_passengers" <= "seat_capacity");

CREATE INDEX "jets_category_seat_capacity_idx" ON "jets" ("category", "seat_capacity");
