-- Extensions and the Turkish search folding function (generated from app/lib/search.ts foldSqlFunction();
-- a test checks that tr_fold() and fold() agree).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE OR REPLACE FUNCTION tr_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(translate(input, 'İIıiŞşĞğÇçÖöÜüÂâÁáÀàÄäÃãÅåĄąÊêÉéÈèËëĘęĚěÎîÍíÌìÏïÔôÓóÒòÕõØøÛûÚúÙùŮůÑñŃńŇňŁłŚśŠšßŹźŻżŽžĆćČčŘřÝýĎďŤť̇', 'iiiissggccoouuaaaaaaaaaaaaaaeeeeeeeeeeeeiiiiiiiioooooooooouuuuuuuunnnnnnllssssszzzzzzccccrryyddtt') COLLATE "C");

-- CreateEnum
CREATE TYPE "role" AS ENUM ('admin', 'operations', 'broker', 'sales');

-- CreateEnum
CREATE TYPE "reservation_status" AS ENUM ('draft', 'optional', 'confirmed', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "quote_request_status" AS ENUM ('pending', 'quoted', 'accepted', 'cancelled');

-- CreateEnum
CREATE TYPE "broker_quote_status" AS ENUM ('pending', 'approved', 'rejected', 'expired');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'paid', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "jet_ownership" AS ENUM ('owned', 'leased', 'managed');

-- CreateEnum
CREATE TYPE "customer_segment" AS ENUM ('individual', 'vip', 'agent', 'corporate');

-- CreateEnum
CREATE TYPE "currency" AS ENUM ('USD', 'EUR', 'TRY');

-- CreateEnum
CREATE TYPE "airport_region" AS ENUM ('turkey', 'europe', 'mena');

-- CreateEnum
CREATE TYPE "email_status" AS ENUM ('queued', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "user_token_purpose" AS ENUM ('verify_email', 'reset_password', 'invite');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "email_verified_at" TIMESTAMPTZ(3),
    "disabled_at" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_profiles" (
    "id" UUID NOT NULL,
    "role" "role" NOT NULL DEFAULT 'sales',
    "first_name" VARCHAR(100) NOT NULL DEFAULT '',
    "last_name" VARCHAR(100) NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "phone" VARCHAR(40),
    "broker_id" UUID,
    "customer_id" UUID,
    "is_vip" BOOLEAN NOT NULL DEFAULT false,
    "segment" "customer_segment" NOT NULL DEFAULT 'individual',
    "kyc_status" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ip" VARCHAR(64),
    "user_agent" VARCHAR(400),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_tokens" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" "user_token_purpose" NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "actor_id" UUID,
    "action" VARCHAR(80) NOT NULL,
    "entity" VARCHAR(60) NOT NULL,
    "entity_id" VARCHAR(80),
    "before" JSONB,
    "after" JSONB,
    "ip" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_emails" (
    "id" UUID NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "email_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "template" VARCHAR(80),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "airports" (
    "id" SERIAL NOT NULL,
    "city" VARCHAR(80) NOT NULL,
    "city_en" VARCHAR(80) NOT NULL,
    "country" VARCHAR(80) NOT NULL,
    "country_code" CHAR(2) NOT NULL,
    "region" "airport_region" NOT NULL,
    "name" VARCHAR(160) NOT NULL,
    "iata" CHAR(3) NOT NULL,
    "icao" CHAR(4) NOT NULL,
    "latitude" DECIMAL(9,6) NOT NULL,
    "longitude" DECIMAL(9,6) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "airports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "phone" VARCHAR(40),
    "company_name" VARCHAR(200),
    "segment" "customer_segment" NOT NULL DEFAULT 'individual',
    "notes" TEXT,
    "is_vip" BOOLEAN NOT NULL DEFAULT false,
    "kyc_status" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company_name, ''))) STORED,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "routes" (
    "id" UUID NOT NULL,
    "departure_city" VARCHAR(80) NOT NULL,
    "departure_country" VARCHAR(80) NOT NULL,
    "departure_airport" VARCHAR(120) NOT NULL,
    "arrival_city" VARCHAR(80) NOT NULL,
    "arrival_country" VARCHAR(80) NOT NULL,
    "arrival_airport" VARCHAR(120) NOT NULL,
    "distance_km" INTEGER NOT NULL,
    "base_price" DECIMAL(12,2) NOT NULL,
    "currency" "currency" NOT NULL DEFAULT 'TRY',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(departure_city, '') || ' ' || coalesce(departure_country, '') || ' ' || coalesce(departure_airport, '') || ' ' || coalesce(arrival_city, '') || ' ' || coalesce(arrival_country, '') || ' ' || coalesce(arrival_airport, ''))) STORED,

    CONSTRAINT "routes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jets" (
    "id" UUID NOT NULL,
    "manufacturer" VARCHAR(100) NOT NULL,
    "model" VARCHAR(100) NOT NULL,
    "year_manufactured" INTEGER NOT NULL,
    "seat_capacity" INTEGER NOT NULL,
    "range_km" INTEGER NOT NULL,
    "max_speed_kmh" INTEGER NOT NULL,
    "hourly_rate" DECIMAL(12,2) NOT NULL,
    "ownership_type" "jet_ownership" NOT NULL DEFAULT 'owned',
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "image_url" TEXT,
    "is_available" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(manufacturer, '') || ' ' || coalesce(model, ''))) STORED,

    CONSTRAINT "jets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservations" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "route_id" UUID NOT NULL,
    "jet_id" UUID,
    "departure_datetime" TIMESTAMPTZ(3) NOT NULL,
    "arrival_datetime" TIMESTAMPTZ(3),
    "passenger_count" INTEGER NOT NULL,
    "catering_required" BOOLEAN NOT NULL DEFAULT false,
    "ground_transport_required" BOOLEAN NOT NULL DEFAULT false,
    "special_requests" TEXT,
    "status" "reservation_status" NOT NULL DEFAULT 'draft',
    "total_amount" DECIMAL(12,2),
    "currency" "currency" NOT NULL DEFAULT 'TRY',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_requests" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "route_id" UUID NOT NULL,
    "empty_leg_id" UUID,
    "passenger_count" INTEGER NOT NULL,
    "departure_datetime" TIMESTAMPTZ(3) NOT NULL,
    "special_requests" TEXT,
    "status" "quote_request_status" NOT NULL DEFAULT 'pending',
    "visible_to_brokers" BOOLEAN NOT NULL DEFAULT false,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(special_requests)) STORED,

    CONSTRAINT "quote_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broker_quotes" (
    "id" UUID NOT NULL,
    "quote_request_id" UUID NOT NULL,
    "broker_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "quoted_price" DECIMAL(12,2) NOT NULL,
    "currency" "currency" NOT NULL DEFAULT 'USD',
    "jet_offered_id" UUID,
    "validity_hours" INTEGER NOT NULL DEFAULT 48,
    "broker_notes" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" "broker_quote_status" NOT NULL DEFAULT 'pending',
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" UUID,
    "decision_note" VARCHAR(200),

    CONSTRAINT "broker_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brokers" (
    "id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "api_endpoint" TEXT,
    "api_key" TEXT,
    "api_key_required" BOOLEAN NOT NULL DEFAULT true,
    "rate_limit_per_minute" INTEGER NOT NULL DEFAULT 60,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_synced_at" TIMESTAMPTZ(3),
    "last_sync_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "brokers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "reservation_id" UUID,
    "amount" DECIMAL(12,2) NOT NULL,
    "currency" "currency" NOT NULL DEFAULT 'TRY',
    "payment_method" VARCHAR(40),
    "status" "payment_status" NOT NULL DEFAULT 'pending',
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "transaction_reference" VARCHAR(80),
    "stripe_payment_intent_id" VARCHAR(80),

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broker_flights" (
    "id" UUID NOT NULL,
    "broker_id" UUID NOT NULL,
    "external_id" VARCHAR(120) NOT NULL,
    "departure_airport" VARCHAR(120) NOT NULL,
    "arrival_airport" VARCHAR(120) NOT NULL,
    "departure_datetime" TIMESTAMPTZ(3) NOT NULL,
    "aircraft_model" VARCHAR(120),
    "aircraft_type" VARCHAR(120),
    "available_seats" INTEGER,
    "passenger_capacity" INTEGER,
    "total_price" DECIMAL(12,2),
    "currency" "currency" NOT NULL DEFAULT 'USD',
    "price_per_hour" DECIMAL(12,2),
    "flight_status" VARCHAR(40) NOT NULL DEFAULT 'available',
    "last_updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(departure_airport, '') || ' ' || coalesce(arrival_airport, '') || ' ' || coalesce(aircraft_type, '') || ' ' || coalesce(aircraft_model, ''))) STORED,

    CONSTRAINT "broker_flights_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "empty_legs" (
    "id" UUID NOT NULL,
    "aircraft_type" VARCHAR(120) NOT NULL,
    "aircraft_model" VARCHAR(120),
    "operator_name" VARCHAR(200),
    "departure_airport" VARCHAR(120) NOT NULL,
    "arrival_airport" VARCHAR(120) NOT NULL,
    "departure_datetime" TIMESTAMPTZ(3) NOT NULL,
    "arrival_datetime" TIMESTAMPTZ(3),
    "price" DECIMAL(12,2),
    "currency" "currency" NOT NULL DEFAULT 'USD',
    "seat_capacity" INTEGER,
    "notes" TEXT,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "approved_at" TIMESTAMPTZ(3),
    "approved_by" UUID,
    "created_by" UUID NOT NULL,
    "broker_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(departure_airport, '') || ' ' || coalesce(arrival_airport, '') || ' ' || coalesce(aircraft_type, '') || ' ' || coalesce(aircraft_model, '') || ' ' || coalesce(operator_name, ''))) STORED,

    CONSTRAINT "empty_legs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "user_profiles_customer_id_key" ON "user_profiles"("customer_id");

-- CreateIndex
CREATE INDEX "user_profiles_role_idx" ON "user_profiles"("role");

-- CreateIndex
CREATE INDEX "user_profiles_broker_id_idx" ON "user_profiles"("broker_id");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "user_tokens_user_id_purpose_idx" ON "user_tokens"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits"("window_start");

-- CreateIndex
CREATE INDEX "audit_log_entity_entity_id_idx" ON "audit_log"("entity", "entity_id");

-- CreateIndex
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log"("actor_id");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails"("created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_emails_status_created_at_idx" ON "outbox_emails"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "airports_city_key" ON "airports"("city");

-- CreateIndex
CREATE UNIQUE INDEX "airports_iata_key" ON "airports"("iata");

-- CreateIndex
CREATE UNIQUE INDEX "airports_icao_key" ON "airports"("icao");

-- CreateIndex
CREATE INDEX "airports_region_sort_order_idx" ON "airports"("region", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "customers_email_key" ON "customers"("email");

-- CreateIndex
CREATE INDEX "customers_created_at_idx" ON "customers"("created_at" DESC);

-- CreateIndex
CREATE INDEX "customers_is_vip_idx" ON "customers"("is_vip");

-- CreateIndex
CREATE INDEX "customers_kyc_status_idx" ON "customers"("kyc_status");

-- CreateIndex
CREATE INDEX "customers_segment_idx" ON "customers"("segment");

-- CreateIndex
CREATE INDEX "routes_arrival_city_idx" ON "routes"("arrival_city");

-- CreateIndex
CREATE UNIQUE INDEX "routes_departure_city_arrival_city_key" ON "routes"("departure_city", "arrival_city");

-- CreateIndex
CREATE INDEX "jets_manufacturer_model_idx" ON "jets"("manufacturer", "model");

-- CreateIndex
CREATE INDEX "jets_is_available_idx" ON "jets"("is_available");

-- CreateIndex
CREATE INDEX "reservations_departure_datetime_idx" ON "reservations"("departure_datetime" DESC);

-- CreateIndex
CREATE INDEX "reservations_status_departure_datetime_idx" ON "reservations"("status", "departure_datetime");

-- CreateIndex
CREATE INDEX "reservations_created_at_idx" ON "reservations"("created_at" DESC);

-- CreateIndex
CREATE INDEX "reservations_customer_id_departure_datetime_idx" ON "reservations"("customer_id", "departure_datetime");

-- CreateIndex
CREATE INDEX "reservations_route_id_idx" ON "reservations"("route_id");

-- CreateIndex
CREATE INDEX "reservations_jet_id_idx" ON "reservations"("jet_id");

-- CreateIndex
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests"("created_at" DESC);

-- CreateIndex
CREATE INDEX "quote_requests_status_created_at_idx" ON "quote_requests"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "quote_requests_visible_to_brokers_status_created_at_idx" ON "quote_requests"("visible_to_brokers", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "quote_requests_customer_id_idx" ON "quote_requests"("customer_id");

-- CreateIndex
CREATE INDEX "quote_requests_route_id_idx" ON "quote_requests"("route_id");

-- CreateIndex
CREATE INDEX "quote_requests_empty_leg_id_idx" ON "quote_requests"("empty_leg_id");

-- CreateIndex
CREATE INDEX "broker_quotes_quote_request_id_status_idx" ON "broker_quotes"("quote_request_id", "status");

-- CreateIndex
CREATE INDEX "broker_quotes_submitted_at_idx" ON "broker_quotes"("submitted_at" DESC);

-- CreateIndex
CREATE INDEX "broker_quotes_status_submitted_at_idx" ON "broker_quotes"("status", "submitted_at" DESC);

-- CreateIndex
CREATE INDEX "broker_quotes_user_id_submitted_at_idx" ON "broker_quotes"("user_id", "submitted_at" DESC);

-- CreateIndex
CREATE INDEX "broker_quotes_broker_id_submitted_at_idx" ON "broker_quotes"("broker_id", "submitted_at" DESC);

-- CreateIndex
CREATE INDEX "broker_quotes_status_expires_at_idx" ON "broker_quotes"("status", "expires_at");

-- CreateIndex
CREATE INDEX "broker_quotes_jet_offered_id_idx" ON "broker_quotes"("jet_offered_id");

-- CreateIndex
CREATE UNIQUE INDEX "brokers_code_key" ON "brokers"("code");

-- CreateIndex
CREATE INDEX "brokers_created_at_idx" ON "brokers"("created_at" DESC);

-- CreateIndex
CREATE INDEX "brokers_is_active_idx" ON "brokers"("is_active");

-- CreateIndex
CREATE UNIQUE INDEX "payments_transaction_reference_key" ON "payments"("transaction_reference");

-- CreateIndex
CREATE UNIQUE INDEX "payments_stripe_payment_intent_id_key" ON "payments"("stripe_payment_intent_id");

-- CreateIndex
CREATE INDEX "payments_created_at_idx" ON "payments"("created_at" DESC);

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "payments_reservation_id_idx" ON "payments"("reservation_id");

-- CreateIndex
CREATE INDEX "broker_flights_departure_datetime_idx" ON "broker_flights"("departure_datetime");

-- CreateIndex
CREATE UNIQUE INDEX "broker_flights_broker_id_external_id_key" ON "broker_flights"("broker_id", "external_id");

-- CreateIndex
CREATE INDEX "empty_legs_approved_departure_datetime_idx" ON "empty_legs"("approved", "departure_datetime");

-- CreateIndex
CREATE INDEX "empty_legs_approved_price_idx" ON "empty_legs"("approved", "price");

-- CreateIndex
CREATE INDEX "empty_legs_created_by_created_at_idx" ON "empty_legs"("created_by", "created_at" DESC);

-- CreateIndex
CREATE INDEX "empty_legs_created_at_idx" ON "empty_legs"("created_at" DESC);

-- CreateIndex
CREATE INDEX "empty_legs_broker_id_idx" ON "empty_legs"("broker_id");

-- AddForeignKey
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_id_fkey" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_broker_id_fkey" FOREIGN KEY ("broker_id") REFERENCES "brokers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_route_id_fkey" FOREIGN KEY ("route_id") REFERENCES "routes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_jet_id_fkey" FOREIGN KEY ("jet_id") REFERENCES "jets"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_route_id_fkey" FOREIGN KEY ("route_id") REFERENCES "routes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_empty_leg_id_fkey" FOREIGN KEY ("empty_leg_id") REFERENCES "empty_legs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_quote_request_id_fkey" FOREIGN KEY ("quote_request_id") REFERENCES "quote_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_broker_id_fkey" FOREIGN KEY ("broker_id") REFERENCES "brokers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_jet_offered_id_fkey" FOREIGN KEY ("jet_offered_id") REFERENCES "jets"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broker_flights" ADD CONSTRAINT "broker_flights_broker_id_fkey" FOREIGN KEY ("broker_id") REFERENCES "brokers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_approved_by_fkey" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_broker_id_fkey" FOREIGN KEY ("broker_id") REFERENCES "brokers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ───── beyond what schema.prisma can express ─────

-- substring search (LIKE '%…%') on the folded columns
CREATE INDEX "customers_search_text_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "routes_search_text_trgm" ON "routes" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "jets_search_text_trgm" ON "jets" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "quote_requests_search_text_trgm" ON "quote_requests" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "broker_flights_search_text_trgm" ON "broker_flights" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "empty_legs_search_text_trgm" ON "empty_legs" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "payments_transaction_reference_trgm" ON "payments" USING gin (tr_fold("transaction_reference") gin_trgm_ops);
CREATE INDEX "broker_quotes_broker_notes_trgm" ON "broker_quotes" USING gin (tr_fold("broker_notes") gin_trgm_ops);

-- at most one approved quote per request, whatever happens concurrently
CREATE UNIQUE INDEX "broker_quotes_one_approved_per_request" ON "broker_quotes" ("quote_request_id") WHERE "status" = 'approved';

-- rules the database keeps even if a code path forgets them
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"));
ALTER TABLE "customers" ADD CONSTRAINT "customers_email_lower_case" CHECK ("email" = lower("email"));
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_code_upper_case" CHECK ("code" = upper("code"));
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_passenger_count_range" CHECK ("passenger_count" BETWEEN 1 AND 20);
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_passenger_count_range" CHECK ("passenger_count" BETWEEN 1 AND 20);
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_price_positive" CHECK ("quoted_price" > 0);
ALTER TABLE "broker_quotes" ADD CONSTRAINT "broker_quotes_validity_hours" CHECK ("validity_hours" IN (24, 48, 72, 168));
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_price_not_negative" CHECK ("price" IS NULL OR "price" >= 0);
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_seat_capacity_positive" CHECK ("seat_capacity" IS NULL OR "seat_capacity" > 0);
ALTER TABLE "empty_legs" ADD CONSTRAINT "empty_legs_arrival_after_departure" CHECK ("arrival_datetime" IS NULL OR "arrival_datetime" > "departure_datetime");
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_not_negative" CHECK ("amount" >= 0);
ALTER TABLE "routes" ADD CONSTRAINT "routes_distance_positive" CHECK ("distance_km" > 0);
