-- The reports (/admin/reports, decision 020) aggregate one period at a time; these indexes let each
-- aggregate read only the period's rows, most of them from the index alone.

-- revenue and top customers: payments by their money date (paid, else recorded), with what the sums read
CREATE INDEX "payments_report_date_idx" ON "payments" ((coalesce("paid_at", "created_at")), "status")
  INCLUDE ("currency", "amount", "reservation_id");

-- reservations by departure with the columns the counts and the average read (index-only scans)
CREATE INDEX "reservations_report_departure_idx" ON "reservations" ("departure_datetime")
  INCLUDE ("status", "passenger_count", "customer_id");

-- the funnel's "made visible" step looks for a visibility change of each request in the audit log
CREATE INDEX "audit_log_request_visibility_idx" ON "audit_log" ("entity_id") WHERE "action" = 'quote_request.visibility';

-- empty legs published in the period, and guest requests for a leg
CREATE INDEX "empty_legs_report_approved_idx" ON "empty_legs" ((coalesce("approved_at", "created_at"))) WHERE "approved";
CREATE INDEX "quote_requests_empty_leg_created_idx" ON "quote_requests" ("created_at") INCLUDE ("empty_leg_id") WHERE "empty_leg_id" IS NOT NULL;

-- quotes per request and the first quote's time
CREATE INDEX "broker_quotes_quote_request_id_submitted_at_idx" ON "broker_quotes" ("quote_request_id", "submitted_at");
