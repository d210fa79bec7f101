DROP INDEX "uploads_brand_sha_uq";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'library' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_brand_purpose_sha_uq" ON "uploads" USING btree ("brand_id","purpose","sha256");--> statement-breakpoint
CREATE INDEX "uploads_private_key_idx" ON "uploads" USING btree ("storage_key") WHERE "uploads"."purpose" <> 'library';--> statement-breakpoint
CREATE INDEX "uploads_private_thumb_idx" ON "uploads" USING btree ("thumb_key") WHERE "uploads"."purpose" <> 'library';--> statement-breakpoint
-- The library's counts are of what it lists: public files only. An agent's licence or id card scan is
-- kept in the same table (the same checks and storage) but is no picture of the brand's.
CREATE OR REPLACE FUNCTION "count_uploads_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upload_counts" ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", count(*)::int, 1 FROM "new_rows" WHERE "purpose" = 'library'
      GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE
      SET "n" = "upload_counts"."n" + excluded."n", "version" = "upload_counts"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_uploads_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "upload_counts" c SET "n" = c."n" - d."n", "version" = c."version" + 1
    FROM (SELECT "brand_id", "kind", count(*)::int AS "n" FROM "old_rows" WHERE "purpose" = 'library'
          GROUP BY "brand_id", "kind") d
    WHERE c."brand_id" = d."brand_id" AND c."kind" = d."kind";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_uploads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upload_counts" AS c ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", sum("delta")::int, 1
      FROM (SELECT "brand_id", "kind", 1 AS "delta" FROM "new_rows" WHERE "purpose" = 'library'
            UNION ALL SELECT "brand_id", "kind", -1 FROM "old_rows" WHERE "purpose" = 'library') d
      GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE SET "n" = c."n" + excluded."n", "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Files agents already show as licence images were picked from the library: they become private (the
-- brand's logo excepted, which its pages must keep showing). Their keys stay where they are; the
-- public address refuses them (server/modules/upload/uploads-static.routes.ts).
UPDATE "uploads" u SET "purpose" = 'licence'
  FROM (SELECT DISTINCT a."brand_id",
          substring(e->>'fileurl' from '([0-9]+/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]+\.[a-z0-9]+)$') AS "key"
        FROM "agents" a, jsonb_array_elements(a."licence_images") e) l
  WHERE u."brand_id" = l."brand_id" AND u."storage_key" = l."key"
    AND NOT EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = u."brand_id" AND b."logo" LIKE '%/' || u."storage_key");--> statement-breakpoint
-- Agents keep their images under the address that serves private files.
UPDATE "agents" a SET "licence_images" = (
  SELECT jsonb_agg(
           CASE WHEN u."storage_key" IS NULL THEN x.e
                ELSE jsonb_set(x.e, '{fileurl}', to_jsonb('/brand/upload/private.html?key=' || u."storage_key")) END
           ORDER BY x.o)
    FROM jsonb_array_elements(a."licence_images") WITH ORDINALITY x(e, o)
    LEFT JOIN "uploads" u ON u."brand_id" = a."brand_id" AND u."purpose" = 'licence'
      AND u."storage_key" = substring(x.e->>'fileurl' from '([0-9]+/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]+\.[a-z0-9]+)$'))
  WHERE jsonb_array_length(a."licence_images") > 0;--> statement-breakpoint
-- Counted again from what the library now lists, with a new version for the list caches.
UPDATE "upload_counts" c SET "version" = c."version" + 1, "n" = (
  SELECT count(*)::int FROM "uploads" u
    WHERE u."brand_id" = c."brand_id" AND u."kind" = c."kind" AND u."purpose" = 'library');
