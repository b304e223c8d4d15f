-- A version number of the public empty-leg list: every statement that writes empty_legs bumps it (a statement
-- trigger, so raw SQL, seeds and bulk loads count too). The /bos-bacaklar page kept for visitors without cookies
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

CREATE TRIGGER "empty_legs_public_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "empty_legs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_legs_version"();
