-- "Bu teklifi istiyorum" (decision 049): one interest per customer account and offer. The primary key makes twenty
-- parallel posts for one offer one row (the write inserts with ON CONFLICT DO NOTHING and posts its concierge
-- message only when the row is new). Earlier asks are kept: the first message per account and offer becomes its row.
CREATE TABLE "offer_interests" (
  "offer_id" UUID NOT NULL,
  "customer_user_id" UUID NOT NULL,
  "message_id" UUID,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "offer_interests_pkey" PRIMARY KEY ("offer_id", "customer_user_id"),
  CONSTRAINT "offer_interests_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "offer_interests_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "offer_interests_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "concierge_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE
);

CREATE INDEX "offer_interests_customer_user_id_idx" ON "offer_interests"("customer_user_id");

INSERT INTO "offer_interests" ("offer_id", "customer_user_id", "message_id", "created_at")
SELECT DISTINCT ON (m."offer_id", m."author_user_id") m."offer_id", m."author_user_id", m."id", m."created_at"
FROM "concierge_messages" m
JOIN "offers" o ON o."id" = m."offer_id"
JOIN "users" u ON u."id" = m."author_user_id"
WHERE m."author_side" = 'customer' AND m."offer_id" IS NOT NULL AND m."author_user_id" IS NOT NULL
ORDER BY m."offer_id", m."author_user_id", m."created_at", m."id";
