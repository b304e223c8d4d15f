-- The staff's empty-leg list (decision 059): its tabs filter on `approved` and order by the newest first. With this
-- index the page and its counts, capped at 10 001 rows, walk one index range instead of the whole creation order.
CREATE INDEX "empty_legs_approved_created_at_id_idx" ON "empty_legs" ("approved", "created_at" DESC, "id");
