-- The passenger manifest (decision 053): each reservation's passengers as in their travel documents. The document
-- number and the date of birth are stored sealed (AES-256-GCM, the secret box's "passenger-document" key), never in
-- clear; the purge job empties them, the expiry and the notes a stated time after the flight (purged_at).
CREATE TABLE "reservation_passengers" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "reservation_id" UUID NOT NULL,
  "position" INTEGER NOT NULL,
  "given_names" TEXT NOT NULL,
  "surname" TEXT NOT NULL,
  "sex" TEXT NOT NULL,
  "nationality" CHAR(2) NOT NULL,
  "document_type" TEXT NOT NULL,
  "document_number" TEXT,
  "issuing_country" CHAR(2) NOT NULL,
  "document_expiry" DATE,
  "birth_date" TEXT,
  "notes" TEXT,
  "purged_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  "created_by_id" UUID,
  "updated_by_id" UUID,
  CONSTRAINT "reservation_passengers_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "reservation_passengers_position_check" CHECK ("position" > 0),
  CONSTRAINT "reservation_passengers_sex_check" CHECK ("sex" IN ('F', 'M', 'X')),
  CONSTRAINT "reservation_passengers_document_type_check" CHECK ("document_type" IN ('passport', 'national_id')),
  -- a sealed value always starts with its version; a clear number or date cannot be written by mistake
  CONSTRAINT "reservation_passengers_sealed_check" CHECK (
    ("document_number" IS NULL OR "document_number" LIKE 'v1:%') AND ("birth_date" IS NULL OR "birth_date" LIKE 'v1:%')
  )
);

-- one passenger per place; it also serves the per-reservation counts of the operations list (one grouped query)
CREATE UNIQUE INDEX "reservation_passengers_reservation_id_position_key" ON "reservation_passengers"("reservation_id", "position");

ALTER TABLE "reservation_passengers" ADD CONSTRAINT "reservation_passengers_reservation_id_fkey"
  FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservation_passengers" ADD CONSTRAINT "reservation_passengers_created_by_id_fkey"
  FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "reservation_passengers" ADD CONSTRAINT "reservation_passengers_updated_by_id_fkey"
  FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
