-- Empty-leg alerts (issue 17 part 4, decision 027): a watch is a trip someone wants to hear about (from, to, a
-- date window, passengers); an approved leg that matches it — same airports or city, or both ends within the
-- near-route radius — sends one e-mail per watch, recorded in leg_alert_deliveries so a re-run sends nothing twice.
CREATE TYPE "leg_watch_status" AS ENUM ('pending', 'active', 'unsubscribed');

CREATE TABLE "leg_watches" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  -- the owner: a customer's user account, or a guest's e-mail (confirmed by a link before it matches)
  "user_id" UUID,
  "guest_email" VARCHAR(254),
  "status" "leg_watch_status" NOT NULL DEFAULT 'pending',
  "language" VARCHAR(2) NOT NULL DEFAULT 'tr',
  -- each end as typed and as resolved: a city (all its airports) or one airport; points = [{code, latitude, longitude}]
  "from_kind" VARCHAR(8) NOT NULL,
  "from_label" VARCHAR(160) NOT NULL,
  "from_city" VARCHAR(120),
  "from_codes" TEXT[] NOT NULL DEFAULT '{}',
  "from_points" JSONB NOT NULL,
  "from_latitude" DOUBLE PRECISION NOT NULL,
  "from_longitude" DOUBLE PRECISION NOT NULL,
  "to_kind" VARCHAR(8) NOT NULL,
  "to_label" VARCHAR(160) NOT NULL,
  "to_city" VARCHAR(120),
  "to_codes" TEXT[] NOT NULL DEFAULT '{}',
  "to_points" JSONB NOT NULL,
  "to_latitude" DOUBLE PRECISION NOT NULL,
  "to_longitude" DOUBLE PRECISION NOT NULL,
  -- Istanbul calendar days, both included
  "date_from" DATE NOT NULL,
  "date_to" DATE NOT NULL,
  "passengers" INTEGER NOT NULL,
  "confirmed_at" TIMESTAMPTZ(3),
  "unsubscribed_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "leg_watches_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "leg_watches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "leg_watches_one_owner" CHECK (("user_id" IS NULL) <> ("guest_email" IS NULL)),
  CONSTRAINT "leg_watches_window" CHECK ("date_from" <= "date_to"),
  CONSTRAINT "leg_watches_passengers" CHECK ("passengers" BETWEEN 1 AND 50),
  CONSTRAINT "leg_watches_kinds" CHECK ("from_kind" IN ('city', 'airport') AND "to_kind" IN ('city', 'airport'))
);

-- the customer's list, newest first (decision 011: the tie-breaker last)
CREATE INDEX "leg_watches_user_id_created_at_id_idx" ON "leg_watches" ("user_id", "created_at" DESC, "id" DESC);
-- one watch per customer and trip: a double click (or twenty) saves it once
CREATE UNIQUE INDEX "leg_watches_user_trip_key" ON "leg_watches" ("user_id", "from_label", "to_label", "date_from", "date_to") WHERE "user_id" IS NOT NULL;
-- matching: only active watches whose window contains the leg's day, then a box around the departure point
CREATE INDEX "leg_watches_active_window_idx" ON "leg_watches" ("date_to", "date_from") WHERE "status" = 'active';
CREATE INDEX "leg_watches_active_from_point_idx" ON "leg_watches" ("from_latitude", "from_longitude") WHERE "status" = 'active';
-- unconfirmed guest watches per e-mail (the confirmation limit) and their clean-up by age
CREATE INDEX "leg_watches_guest_email_created_at_idx" ON "leg_watches" ("guest_email", "created_at") WHERE "guest_email" IS NOT NULL;

CREATE TABLE "leg_alert_deliveries" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "watch_id" UUID NOT NULL,
  "empty_leg_id" UUID NOT NULL,
  "match_kind" VARCHAR(8) NOT NULL,
  "distance_km" INTEGER NOT NULL,
  "rank" INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "leg_alert_deliveries_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "leg_alert_deliveries_watch_id_fkey" FOREIGN KEY ("watch_id") REFERENCES "leg_watches"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "leg_alert_deliveries_empty_leg_id_fkey" FOREIGN KEY ("empty_leg_id") REFERENCES "empty_legs"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- one e-mail per (watch, leg), whatever re-runs
CREATE UNIQUE INDEX "leg_alert_deliveries_watch_id_empty_leg_id_key" ON "leg_alert_deliveries" ("watch_id", "empty_leg_id");
CREATE INDEX "leg_alert_deliveries_empty_leg_id_idx" ON "leg_alert_deliveries" ("empty_leg_id");

-- the e-mail path carries a one-click unsubscribe address (RFC 8058) for the List-Unsubscribe header
ALTER TABLE "outbox_emails" ADD COLUMN "list_unsubscribe" VARCHAR(500);
