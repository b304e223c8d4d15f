-- Each jet's planning cruise speed in km/h (decision 036): the charter engine times every leg with it. The jets
-- that existed get their category's planning figure (the engine's CRUISE_KMH_BY_CATEGORY, from the field's
-- 280–480 kt); staff correct it on the jet form. A jet written without one (NULL) is timed at its category's figure.
ALTER TABLE "jets" ADD COLUMN "cruise_kmh" INTEGER;

UPDATE "jets" SET "cruise_kmh" = CASE "category"
  WHEN 'turboprop' THEN 520
  WHEN 'very_light' THEN 630
  WHEN 'light' THEN 740
  WHEN 'midsize' THEN 795
  WHEN 'super_midsize' THEN 835
  WHEN 'heavy' THEN 870
  WHEN 'ultra_long_range' THEN 890
END;

ALTER TABLE "jets" ADD CONSTRAINT "jets_cruise_kmh_positive" CHECK ("cruise_kmh" IS NULL OR "cruise_kmh" > 0);
