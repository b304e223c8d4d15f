-- A guest picks a day, not a time: the stored 09:00 (spec §7.2) is a placeholder, so screens show the date only.
ALTER TABLE "quote_requests" ADD COLUMN "departure_date_only" BOOLEAN NOT NULL DEFAULT false;

-- requests already sent from the landing page's form (no empty leg, no staff author) named a day only
UPDATE "quote_requests" SET "departure_date_only" = true WHERE "empty_leg_id" IS NULL AND "created_by" IS NULL;
