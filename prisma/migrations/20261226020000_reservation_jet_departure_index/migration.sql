-- Where a jet is (decision 036) reads a jet's flight just before a moment and the one just after: one index serves
-- both directions, so the check of a holding write and the catalogue's position stay a few rows at any volume.
CREATE INDEX "reservations_jet_departure_idx" ON "reservations" ("jet_id", "departure_datetime");
