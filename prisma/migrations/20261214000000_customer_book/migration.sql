-- The staff customer book (docs/decisions/019-customer-book.md): the list is ordered newest first or by name,
-- each with the id as tie-breaker, so a page reads its rows from an index instead of sorting every customer
-- (decision 011). The search keeps the trigram index on search_text from the first migration.

-- DropIndex
DROP INDEX "customers_created_at_idx";

-- CreateIndex
CREATE INDEX "customers_created_at_id_idx" ON "customers"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "customers_last_name_first_name_id_idx" ON "customers"("last_name", "first_name", "id");
