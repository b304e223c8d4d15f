-- Card payments through the provider's hosted checkout (decision 045): one row per checkout a customer starts for a
-- reservation's deposit or balance. The amount is the server's (from the balance), never the form's; the provider's
-- token, payment and transaction ids are kept to read the result and to refund; a paid attempt names the payment it
-- recorded. At most one attempt per reservation is open ('started') at a time.
CREATE TYPE "payment_attempt_status" AS ENUM ('started', 'paid', 'failed', 'expired');
CREATE TYPE "payment_purpose" AS ENUM ('deposit', 'balance');

CREATE TABLE "payment_attempts" (
  "id" UUID NOT NULL,
  "reservation_id" UUID NOT NULL,
  "customer_id" UUID NOT NULL,
  "purpose" "payment_purpose" NOT NULL,
  "amount" DECIMAL(12,2) NOT NULL,
  "currency" "currency" NOT NULL,
  "status" "payment_attempt_status" NOT NULL DEFAULT 'started',
  "provider_token" VARCHAR(120),
  "payment_page_url" VARCHAR(1000),
  "provider_payment_id" VARCHAR(80),
  "provider_transaction_id" VARCHAR(80),
  "payment_id" UUID,
  "error_code" VARCHAR(40),
  "error_message" VARCHAR(300),
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "completed_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "payment_attempts_amount_positive" CHECK ("amount" > 0),
  CONSTRAINT "payment_attempts_paid_has_payment" CHECK (("status" = 'paid') = ("payment_id" IS NOT NULL)),
  CONSTRAINT "payment_attempts_finished_has_date" CHECK (("status" IN ('paid', 'failed')) = ("completed_at" IS NOT NULL))
);
CREATE UNIQUE INDEX "payment_attempts_provider_token_key" ON "payment_attempts" ("provider_token");
CREATE UNIQUE INDEX "payment_attempts_provider_payment_id_key" ON "payment_attempts" ("provider_payment_id");
CREATE UNIQUE INDEX "payment_attempts_payment_id_key" ON "payment_attempts" ("payment_id");
CREATE UNIQUE INDEX "payment_attempts_one_open_per_reservation" ON "payment_attempts" ("reservation_id") WHERE "status" = 'started';
CREATE INDEX "payment_attempts_reservation_id_created_at_idx" ON "payment_attempts" ("reservation_id", "created_at" DESC);
CREATE INDEX "payment_attempts_customer_id_idx" ON "payment_attempts" ("customer_id");
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_reservation_id_fkey"
  FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_fkey"
  FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_fkey"
  FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
