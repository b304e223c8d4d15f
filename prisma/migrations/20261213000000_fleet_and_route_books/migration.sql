-- The fleet and route books for staff (/admin/jets, /admin/routes; decision 018).

-- A jet is told apart by its registration (tail number, e.g. TC-UFK): two aircraft of one model and year are
-- normal in a fleet, two with one registration are not. Stored upper-case; older rows may have none until a
-- staff member edits them (the form requires it).
ALTER TABLE "jets" ADD COLUMN "registration" VARCHAR(10);
CREATE UNIQUE INDEX "jets_registration_key" ON "jets" ("registration");
ALTER TABLE "jets" ADD CONSTRAINT "jets_registration_upper_check" CHECK ("registration" = upper("registration"));

-- A route's distance is the great-circle distance between its airports unless staff override it, and then
-- only with a reason, kept here.
ALTER TABLE "routes" ADD COLUMN "distance_override_reason" VARCHAR(200);

-- Every change of a route's base price: who, when, from and to (from is null when the route was created).
CREATE TABLE "route_price_changes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "route_id" UUID NOT NULL,
    "changed_by" UUID,
    "from_price" DECIMAL(12,2),
    "to_price" DECIMAL(12,2) NOT NULL,
    "currency" "currency" NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "route_price_changes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "route_price_changes_route_id_fkey" FOREIGN KEY ("route_id") REFERENCES "routes"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "route_price_changes_changed_by_fkey" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "route_price_changes_route_id_changed_at_idx" ON "route_price_changes" ("route_id", "changed_at" DESC);
