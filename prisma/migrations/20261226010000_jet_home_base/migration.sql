-- Where each jet is (decision 036): a jet has a home base, the city of the product's airport list it starts from
-- before its first commitment. Existing jets are based at İstanbul, where the company operates.
ALTER TABLE "jets" ADD COLUMN "home_base" VARCHAR(80) NOT NULL DEFAULT 'İstanbul';
