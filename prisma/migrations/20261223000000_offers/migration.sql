-- Offers staff publish to customers (/admin/offers, /dashboard/offers; spec §2.20, §3 offer; decision 025).

-- The chips of spec §2.20 (Hotel, Transfer, Dining, Experience, Spa & Wellness, Helicopter).
CREATE TYPE "offer_category" AS ENUM ('hotel', 'transfer', 'dining', 'experience', 'spa_wellness', 'helicopter');

-- An offer is a draft until published (published_at set) and expired once valid_until has passed: customers
-- see only published offers with valid_until > now(), so an offer disappears on its own, without a job.
-- The discount percentage is never stored: it is computed from the two prices (app/lib/domain/offer-pricing.ts).
CREATE TABLE "offers" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "category" "offer_category" NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "location" VARCHAR(120) NOT NULL,
    "original_price" DECIMAL(12,2) NOT NULL,
    "discounted_price" DECIMAL(12,2) NOT NULL,
    "currency" "currency" NOT NULL DEFAULT 'EUR',
    "features" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "valid_until" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "published_by" UUID,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_text" TEXT GENERATED ALWAYS AS (tr_fold(coalesce(title, '') || ' ' || coalesce(location, ''))) STORED,
    CONSTRAINT "offers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "offers_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "offers_published_by_fkey" FOREIGN KEY ("published_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    -- rules the database keeps even if a code path forgets them
    CONSTRAINT "offers_prices_check" CHECK ("discounted_price" > 0 AND "discounted_price" < "original_price"),
    CONSTRAINT "offers_published_by_check" CHECK ("published_at" IS NOT NULL OR "published_by" IS NULL)
);

-- staff list: newest first, by category, by validity (decision 011: the tie-breaker last); folded search
CREATE INDEX "offers_created_at_id_idx" ON "offers" ("created_at" DESC, "id");
CREATE INDEX "offers_category_created_at_id_idx" ON "offers" ("category", "created_at" DESC, "id");
CREATE INDEX "offers_valid_until_id_idx" ON "offers" ("valid_until", "id");
CREATE INDEX "offers_search_text_trgm" ON "offers" USING gin ("search_text" gin_trgm_ops);
-- customer list: published offers newest first, all or one chip (partial: drafts are never read there)
CREATE INDEX "offers_published_idx" ON "offers" ("published_at" DESC, "id") WHERE "published_at" IS NOT NULL;
CREATE INDEX "offers_category_published_idx" ON "offers" ("category", "published_at" DESC, "id") WHERE "published_at" IS NOT NULL;

-- A customer's "I'd like this offer" is a concierge message naming the offer (decision 024 leaves this key to us):
-- deleting an offer keeps the message and forgets the link.
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "concierge_messages_offer_id_idx" ON "concierge_messages" ("offer_id") WHERE "offer_id" IS NOT NULL;
