-- One link to the offer (decision 047): a guest's request e-mails carry a one-time sign-in link bound to the
-- request's e-mail address. Only the SHA-256 of the token is kept (the id); the link is used by one conditional
-- update (unused and unexpired). An account made by such a link has no password until its owner sets one.
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;

CREATE TABLE "offer_links" (
  "id" TEXT NOT NULL,
  "quote_request_id" UUID NOT NULL,
  "email" VARCHAR(254) NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "used_at" TIMESTAMPTZ(3),
  "used_by" UUID,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "offer_links_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "offer_links_email_lower_case" CHECK ("email" = lower("email"))
);
CREATE INDEX "offer_links_quote_request_id_idx" ON "offer_links" ("quote_request_id");
CREATE INDEX "offer_links_email_created_at_idx" ON "offer_links" ("email", "created_at" DESC);
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_quote_request_id_fkey"
  FOREIGN KEY ("quote_request_id") REFERENCES "quote_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_used_by_fkey"
  FOREIGN KEY ("used_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
