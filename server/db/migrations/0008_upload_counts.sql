CREATE TABLE "upload_counts" (
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_counts_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
ALTER TABLE "upload_counts" ADD CONSTRAINT "upload_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every insert and delete of library files moves their brands' counts, whoever writes them; once per
-- statement, so a bulk insert costs one update per brand and kind, not one per row.
CREATE FUNCTION "count_uploads_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upload_counts" ("brand_id", "kind", "n")
    SELECT "brand_id", "kind", count(*)::int FROM "new_rows" GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE SET "n" = "upload_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_uploads_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "upload_counts" c SET "n" = c."n" - d."n"
    FROM (SELECT "brand_id", "kind", count(*)::int AS "n" FROM "old_rows" GROUP BY "brand_id", "kind") d
    WHERE c."brand_id" = d."brand_id" AND c."kind" = d."kind";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "uploads_count_added" AFTER INSERT ON "uploads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_uploads_added"();--> statement-breakpoint
CREATE TRIGGER "uploads_count_removed" AFTER DELETE ON "uploads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_uploads_removed"();--> statement-breakpoint
INSERT INTO "upload_counts" ("brand_id", "kind", "n")
  SELECT "brand_id", "kind", count(*)::int FROM "uploads" GROUP BY "brand_id", "kind";
