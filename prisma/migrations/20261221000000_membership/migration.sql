-- Membership on real flights (spec §2.20 "Membership", §4 tiers, §9; decision 023).
-- The points ledger: one row per completed flight (kind 'flight', written in the transaction that completes the
-- reservation) and room for later adjustments (kind 'adjustment', signed points). A flight earns once: the
-- partial unique index on reservation_id for kind 'flight'. The tier is computed from the sum of a customer's rows.
CREATE TYPE "point_entry_kind" AS ENUM ('flight', 'adjustment');

CREATE TABLE "membership_points" (
    "id" BIGSERIAL NOT NULL,
    "customer_id" UUID NOT NULL,
    "reservation_id" UUID,
    "kind" "point_entry_kind" NOT NULL,
    "points" INTEGER NOT NULL,
    "flight_minutes" INTEGER,
    "note" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "membership_points_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "membership_points_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "membership_points_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "membership_points_flight_shape" CHECK (
      "kind" <> 'flight' OR ("reservation_id" IS NOT NULL AND "points" >= 0 AND "flight_minutes" IS NOT NULL AND "flight_minutes" >= 0)
    )
);

-- a flight never earns twice
CREATE UNIQUE INDEX "membership_points_flight_once" ON "membership_points" ("reservation_id") WHERE "kind" = 'flight';
-- the recent-activity list (newest first, paged) and the customer's sum
CREATE INDEX "membership_points_customer_id_created_at_id_idx" ON "membership_points" ("customer_id", "created_at" DESC, "id" DESC);

-- auto-renewal is the customer's own setting; a membership renews on its yearly anniversary unless switched off
ALTER TABLE "customers" ADD COLUMN "membership_auto_renew" BOOLEAN NOT NULL DEFAULT true;

-- backfill: reservations completed before this migration earn their points now, by the rule the app uses
-- (app/lib/domain/membership.ts): block minutes = distance ÷ the jet's speed (780 km/h without a jet) × 60 + 20,
-- rounded up to 5 minutes (app/lib/domain/flight-time.ts), in whole-number arithmetic; 100 points per hour, rounded.
INSERT INTO "membership_points" ("customer_id", "reservation_id", "kind", "points", "flight_minutes", "created_at")
SELECT b."customer_id", b."id", 'flight', ROUND(b."minutes" * 100 / 60.0)::int, b."minutes", b."updated_at"
FROM (
  SELECT r."id", r."customer_id", r."updated_at",
         CASE WHEN rt."distance_km" <= 0 THEN 0
              ELSE ((rt."distance_km" * 60 + 20 * s."kmh" + 5 * s."kmh" - 1) / (5 * s."kmh")) * 5
         END AS "minutes"
  FROM "reservations" r
  JOIN "routes" rt ON rt."id" = r."route_id"
  LEFT JOIN "jets" j ON j."id" = r."jet_id"
  CROSS JOIN LATERAL (SELECT CASE WHEN j."max_speed_kmh" > 0 THEN j."max_speed_kmh"::bigint ELSE 780 END AS "kmh") s
  WHERE r."status" = 'completed'
) b
ON CONFLICT DO NOTHING;
