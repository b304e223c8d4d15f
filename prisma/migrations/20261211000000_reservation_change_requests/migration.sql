-- A customer's cancellation and change requests about their own reservations (/dashboard/flights/{id}).
-- A draft or optional reservation is cancelled at once; a later one becomes a cancellation request that staff
-- see on the reservation. The form's request_key makes a double click one row; at most one cancellation
-- request per reservation is open at a time.
CREATE TYPE "reservation_request_kind" AS ENUM ('cancel', 'change');
CREATE TYPE "reservation_request_status" AS ENUM ('open', 'resolved');

CREATE TABLE "reservation_change_requests" (
    "id" UUID NOT NULL,
    "reservation_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "kind" "reservation_request_kind" NOT NULL,
    "message" VARCHAR(2000),
    "status" "reservation_request_status" NOT NULL DEFAULT 'open',
    "request_key" UUID NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    "resolved_by" UUID,

    CONSTRAINT "reservation_change_requests_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reservation_change_requests_change_has_message_check" CHECK ("kind" <> 'change' OR "message" IS NOT NULL),
    CONSTRAINT "reservation_change_requests_resolved_check" CHECK (("status" = 'resolved') = ("resolved_at" IS NOT NULL))
);

ALTER TABLE "reservation_change_requests" ADD CONSTRAINT "reservation_change_requests_reservation_id_fkey"
    FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservation_change_requests" ADD CONSTRAINT "reservation_change_requests_customer_id_fkey"
    FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservation_change_requests" ADD CONSTRAINT "reservation_change_requests_created_by_fkey"
    FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "reservation_change_requests" ADD CONSTRAINT "reservation_change_requests_resolved_by_fkey"
    FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE UNIQUE INDEX "reservation_change_requests_reservation_id_request_key_key"
    ON "reservation_change_requests" ("reservation_id", "request_key");
CREATE UNIQUE INDEX "reservation_change_requests_one_open_cancel"
    ON "reservation_change_requests" ("reservation_id") WHERE "kind" = 'cancel' AND "status" = 'open';
CREATE INDEX "reservation_change_requests_reservation_id_status_created_at_idx"
    ON "reservation_change_requests" ("reservation_id", "status", "created_at" DESC);
CREATE INDEX "reservation_change_requests_customer_id_created_at_idx"
    ON "reservation_change_requests" ("customer_id", "created_at" DESC);

-- The customer's history filters by status and year of departure: (customer_id, status, departure_datetime).
CREATE INDEX "reservations_customer_id_status_departure_datetime_idx"
    ON "reservations" ("customer_id", "status", "departure_datetime" DESC);
