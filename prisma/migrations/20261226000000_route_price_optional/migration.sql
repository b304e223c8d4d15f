-- A route's base price is a fixed price staff set for a pair (decision 036): a route created from a guest's request
-- has none, and the charter engine prices its trips. The spec's placeholder of 5000 that guest requests planted is
-- removed from the routes no staff member ever priced (staff-made routes and price edits leave a price-change row).
ALTER TABLE "routes" ALTER COLUMN "base_price" DROP NOT NULL;

UPDATE "routes" r
SET "base_price" = NULL
WHERE r."base_price" = 5000
  AND NOT EXISTS (SELECT 1 FROM "route_price_changes" c WHERE c."route_id" = r."id");
