-- Consent records (KVKK, Law 6698; commercial e-mail, Law 6563; decision 056). Append-only: a grant or a withdrawal
-- is a new row, never an update, so the history is the proof. A person's current state of a purpose is their latest
-- row (created_at, then id); the indexes serve that look-up for an account, a customer record and an address.
CREATE TYPE "consent_purpose" AS ENUM ('marketing_offers', 'leg_alerts');
CREATE TYPE "consent_action" AS ENUM ('granted', 'withdrawn');
CREATE TYPE "consent_source" AS ENUM ('profile', 'sign_up', 'alert_form', 'unsubscribe_link', 'staff');

CREATE TABLE "consent_records" (
  "id" BIGSERIAL NOT NULL,
  "customer_id" UUID,
  "user_id" UUID,
  "email" VARCHAR(254) NOT NULL,
  "purpose" "consent_purpose" NOT NULL,
  "action" "consent_action" NOT NULL,
  "source" "consent_source" NOT NULL,
  "text_version" VARCHAR(40) NOT NULL,
  "ip" VARCHAR(64),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "consent_records_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "consent_records_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT "consent_records_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE INDEX "consent_records_user_latest_idx" ON "consent_records"("user_id", "purpose", "created_at" DESC, "id" DESC);
CREATE INDEX "consent_records_customer_latest_idx" ON "consent_records"("customer_id", "purpose", "created_at" DESC, "id" DESC);
CREATE INDEX "consent_records_email_latest_idx" ON "consent_records"("email", "purpose", "created_at" DESC, "id" DESC);

-- The marketing e-mail of an offer (decision 056): one row per offer and account, written in the e-mail's
-- transaction with ON CONFLICT DO NOTHING, so a re-run or a second run of the job at the same time sends nothing twice.
CREATE TABLE "offer_mailings" (
  "offer_id" UUID NOT NULL,
  "user_id" UUID NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "offer_mailings_pkey" PRIMARY KEY ("offer_id", "user_id"),
  CONSTRAINT "offer_mailings_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "offer_mailings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "offer_mailings_user_id_idx" ON "offer_mailings"("user_id");
