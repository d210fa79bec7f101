CREATE TABLE "upload_counts" (
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_counts_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
ALTER TABLE "upload_counts" ADD CONSTRAINT "upload_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to library files, by any process or tool, moves their brands' counts and versions (the
-- list caches of server/kit/list-page.ts key keyword matches by the version); once per statement, so a
-- bulk insert costs one update per brand and kind, not one per row.
CREATE FUNCTION "count_uploads_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upload_counts" ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", count(*)::int, 1 FROM "new_rows" GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE
      SET "n" = "upload_counts"."n" + excluded."n", "version" = "upload_counts"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_uploads_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "upload_counts" c SET "n" = c."n" - d."n", "version" = c."version" + 1
    FROM (SELECT "brand_id", "kind", count(*)::int AS "n" FROM "old_rows" GROUP BY "brand_id", "kind") d
    WHERE c."brand_id" = d."brand_id" AND c."kind" = d."kind";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A changed title (by a tool: the API renames nothing) changes what a keyword finds; a changed kind
-- or brand moves a file between counts.
CREATE FUNCTION "count_uploads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upload_counts" AS c ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", sum("delta")::int, 1
      FROM (SELECT "brand_id", "kind", 1 AS "delta" FROM "new_rows"
            UNION ALL SELECT "brand_id", "kind", -1 FROM "old_rows") d
      GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE SET "n" = c."n" + excluded."n", "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "uploads_count_added" AFTER INSERT ON "uploads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_uploads_added"();--> statement-breakpoint
CREATE TRIGGER "uploads_count_removed" AFTER DELETE ON "uploads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_uploads_removed"();--> statement-breakpoint
CREATE TRIGGER "uploads_count_changed" AFTER UPDATE ON "uploads"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_uploads_changed"();--> statement-breakpoint
INSERT INTO "upload_counts" ("brand_id", "kind", "n")
  SELECT "brand_id", "kind", count(*)::int FROM "uploads" GROUP BY "brand_id", "kind";
