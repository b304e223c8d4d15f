-- Lists at scale (docs/decisions/011-lists-at-scale.md): the list indexes end in the lists' tie-breaker `id`,
-- so "ORDER BY created_at DESC, id LIMIT n" reads n index entries instead of sorting every matching row.

-- DropIndex
DROP INDEX "quote_requests_created_at_idx";

-- DropIndex
DROP INDEX "quote_requests_status_created_at_idx";

-- DropIndex
DROP INDEX "quote_requests_visible_to_brokers_status_created_at_idx";

-- DropIndex
DROP INDEX "broker_quotes_status_submitted_at_idx";

-- CreateIndex
CREATE INDEX "quote_requests_created_at_id_idx" ON "quote_requests"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "quote_requests_status_created_at_id_idx" ON "quote_requests"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "quote_requests_visible_to_brokers_created_at_id_idx" ON "quote_requests"("visible_to_brokers", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "quote_requests_visible_to_brokers_status_created_at_id_idx" ON "quote_requests"("visible_to_brokers", "status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "broker_quotes_status_submitted_at_id_idx" ON "broker_quotes"("status", "submitted_at" DESC, "id");
