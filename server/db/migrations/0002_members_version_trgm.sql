-- pg_trgm ships with PostgreSQL (contrib, in Debian's main postgresql package); PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "members_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_users_user_name_trgm" ON "admin_users" USING gin (lower("user_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "admin_users_real_name_trgm" ON "admin_users" USING gin (lower("real_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "admin_users_mobile_trgm" ON "admin_users" USING gin ("mobile" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Every write to a brand's members, by any process or tool, moves the brand's members_version, so
-- in-memory member totals can be checked against it. Once per statement: a bulk insert bumps once.
CREATE FUNCTION "bump_brand_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "brands" SET "members_version" = "members_version" + 1
      WHERE "id" IN (SELECT "brand_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "brands" SET "members_version" = "members_version" + 1
      WHERE "id" IN (SELECT "brand_id" FROM "old_rows");
  ELSE
    UPDATE "brands" SET "members_version" = "members_version" + 1
      WHERE "id" IN (SELECT "brand_id" FROM "old_rows" UNION SELECT "brand_id" FROM "new_rows");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brand_members_version_insert" AFTER INSERT ON "brand_members"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_members_version"();--> statement-breakpoint
CREATE TRIGGER "brand_members_version_update" AFTER UPDATE ON "brand_members"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_members_version"();--> statement-breakpoint
CREATE TRIGGER "brand_members_version_delete" AFTER DELETE ON "brand_members"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_members_version"();--> statement-breakpoint
-- A keyword search matches user names, real names and mobiles: renaming a user changes the totals of
-- every brand the user belongs to.
CREATE FUNCTION "bump_user_brands_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "brands" SET "members_version" = "members_version" + 1
    WHERE "id" IN (SELECT "brand_id" FROM "brand_members" WHERE "user_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_users_members_version" AFTER UPDATE OF "user_name", "real_name", "mobile" ON "admin_users"
  FOR EACH ROW WHEN (OLD."user_name" IS DISTINCT FROM NEW."user_name" OR OLD."real_name" IS DISTINCT FROM NEW."real_name" OR OLD."mobile" IS DISTINCT FROM NEW."mobile")
  EXECUTE FUNCTION "bump_user_brands_members_version"();
