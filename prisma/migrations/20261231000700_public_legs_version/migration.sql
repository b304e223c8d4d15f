-- A version number of the public empty-leg list: every statement that changes rows of empty_legs bumps it
-- (statement triggers, so raw SQL, seeds and bulk loads count too). The /bos-bacaklar page kept for visitors without cookies
-- is served only while its version is current, on every instance alike (decision 054).
CREATE TABLE "cache_versions" (
  "key" VARCHAR(40) NOT NULL,
  "version" BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT "cache_versions_pkey" PRIMARY KEY ("key")
);
INSERT INTO "cache_versions" ("key", "version") VALUES ('public-legs', 0);

CREATE FUNCTION "bump_public_legs_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "key" = 'public-legs';
  RETURN NULL;
END
$$;

-- one bump per statement that changed at least one row: a conditional write that matched nothing (a refused
-- approval, a second click) changes nothing, not even the version
CREATE FUNCTION "bump_public_legs_version_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "key" = 'public-legs';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "empty_legs_public_version_insert"
  AFTER INSERT ON "empty_legs" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_legs_version_if_rows"();
CREATE TRIGGER "empty_legs_public_version_update"
  AFTER UPDATE ON "empty_legs" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_legs_version_if_rows"();
CREATE TRIGGER "empty_legs_public_version_delete"
  AFTER DELETE ON "empty_legs" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_legs_version_if_rows"();
CREATE TRIGGER "empty_legs_public_version_truncate"
  AFTER TRUNCATE ON "empty_legs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_legs_version"();
