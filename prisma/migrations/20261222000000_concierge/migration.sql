-- The concierge thread (/dashboard/concierge, /admin/concierge; decision 024): one conversation per customer
-- account, its messages written by the customer or by staff, and per-message read markers of the other side.
-- The conversation row carries the inbox's order and preview so the inbox reads one index:
--   awaiting_since  the oldest customer message not yet answered by staff (null when answered);
--   last_message_at the latest message of either side.
-- search_text is the folded customer name and e-mail (tr_fold, written by the app on every message), so the
-- inbox search runs on a trigram index like the other lists (decision 004).
CREATE TYPE "concierge_side" AS ENUM ('customer', 'staff');

CREATE TABLE "concierge_conversations" (
    "id" UUID NOT NULL,
    "customer_user_id" UUID NOT NULL,
    "assigned_staff_id" UUID,
    "search_text" TEXT NOT NULL DEFAULT '',
    "awaiting_since" TIMESTAMPTZ(3),
    "last_message_at" TIMESTAMPTZ(3) NOT NULL,
    "last_message_side" "concierge_side" NOT NULL,
    "last_message_preview" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "concierge_conversations_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "concierge_conversations" ADD CONSTRAINT "concierge_conversations_customer_user_id_fkey"
    FOREIGN KEY ("customer_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "concierge_conversations" ADD CONSTRAINT "concierge_conversations_assigned_staff_id_fkey"
    FOREIGN KEY ("assigned_staff_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE UNIQUE INDEX "concierge_conversations_customer_user_id_key" ON "concierge_conversations" ("customer_user_id");
-- the inbox: oldest unanswered first, then the rest by their latest message
CREATE INDEX "concierge_conversations_inbox_idx"
    ON "concierge_conversations" ("awaiting_since" ASC NULLS LAST, "last_message_at" DESC, "id");
CREATE INDEX "concierge_conversations_assigned_staff_id_idx" ON "concierge_conversations" ("assigned_staff_id");
CREATE INDEX "concierge_conversations_search_text_trgm_idx" ON "concierge_conversations" USING gin ("search_text" gin_trgm_ops);

CREATE TABLE "concierge_messages" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "author_user_id" UUID,
    "author_side" "concierge_side" NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    -- an offer the customer asked about (the offers screen); no foreign key here, the offers table adds its own
    "offer_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- when the other side first saw it (null: unread)
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "concierge_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "concierge_messages_body_check" CHECK (length(btrim("body")) > 0)
);

ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_conversation_id_fkey"
    FOREIGN KEY ("conversation_id") REFERENCES "concierge_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_author_user_id_fkey"
    FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- the thread, newest first, and "load earlier" by (created_at, id)
CREATE INDEX "concierge_messages_conversation_id_created_at_id_idx"
    ON "concierge_messages" ("conversation_id", "created_at" DESC, "id" DESC);
-- unread counts per side (inbox, sidebar badge, read markers)
CREATE INDEX "concierge_messages_unread_idx"
    ON "concierge_messages" ("author_side", "conversation_id") WHERE "read_at" IS NULL;
