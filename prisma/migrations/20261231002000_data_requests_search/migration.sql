-- Staff's search of the KVKK requests (decision 055, addendum of 2026-11-26). A request with a customer record is
-- found through the customers' trigram index and the requests' customer_id index; one of an account not linked to a
-- customer record yet is found by its account's sign-in address, and this index lists just those requests, so the
-- search never reads the whole table for them.
CREATE INDEX "data_subject_requests_unlinked_user_idx" ON "data_subject_requests" ("user_id") WHERE "customer_id" IS NULL;
