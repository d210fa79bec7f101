CREATE TABLE "article_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"ordernum" integer DEFAULT 10 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"publish_job" text,
	"ordernum" integer DEFAULT 10 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"article_version" integer DEFAULT 0 NOT NULL,
	"site_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendlink_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"ordernum" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendlinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"node_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"ordernum" integer DEFAULT 10 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"ordernum" integer DEFAULT 10 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_nodes" ADD CONSTRAINT "article_nodes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_node_id_article_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."article_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_state" ADD CONSTRAINT "content_state_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendlink_nodes" ADD CONSTRAINT "friendlink_nodes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendlinks" ADD CONSTRAINT "friendlinks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_nodes_brand_slug_uq" ON "article_nodes" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "article_nodes_brand_parent_idx" ON "article_nodes" USING btree ("brand_id","parent_id");--> statement-breakpoint
CREATE INDEX "articles_brand_order_idx" ON "articles" USING btree ("brand_id","ordernum","id" desc);--> statement-breakpoint
CREATE INDEX "articles_brand_node_idx" ON "articles" USING btree ("brand_id","node_id","ordernum","id" desc);--> statement-breakpoint
CREATE INDEX "articles_brand_status_idx" ON "articles" USING btree ("brand_id","status","ordernum","id" desc);--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_site_idx" ON "articles" USING btree ("brand_id","ordernum","publish_at" desc,"id" desc) WHERE "articles"."status" = 'published' and "articles"."display";--> statement-breakpoint
CREATE INDEX "friendlink_nodes_brand_idx" ON "friendlink_nodes" USING btree ("brand_id","ordernum","id");--> statement-breakpoint
CREATE INDEX "friendlinks_brand_order_idx" ON "friendlinks" USING btree ("brand_id","ordernum","id");--> statement-breakpoint
CREATE INDEX "friendlinks_brand_node_idx" ON "friendlinks" USING btree ("brand_id","node_id","ordernum","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_brand_slug_uq" ON "pages" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "pages_brand_idx" ON "pages" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "slides_brand_order_idx" ON "slides" USING btree ("brand_id","ordernum","id");--> statement-breakpoint
-- Every write to articles, by any process or tool, moves the brand's article count and list version
-- (the list caches of server/kit/list-page.ts) and its site version (the read API's ETag and answer
-- cache), and each category's count of the articles filed in it; once per statement, so a bulk write
-- costs one update per brand and per category. Deletes only update: a brand being deleted has no row
-- to add.
CREATE FUNCTION "articles_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_state" AS c ("brand_id", "article_count", "article_version", "site_version")
    SELECT "brand_id", count(*)::int, 1, 1 FROM "new_rows" GROUP BY "brand_id"
    ON CONFLICT ("brand_id") DO UPDATE SET "article_count" = c."article_count" + excluded."article_count",
      "article_version" = c."article_version" + 1, "site_version" = c."site_version" + 1;
  UPDATE "article_nodes" n SET "article_count" = n."article_count" + d."n"
    FROM (SELECT "node_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "node_id") d
    WHERE n."id" = d."node_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "articles_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_state" c SET "article_count" = c."article_count" - d."n",
      "article_version" = c."article_version" + 1, "site_version" = c."site_version" + 1
    FROM (SELECT "brand_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "brand_id") d
    WHERE c."brand_id" = d."brand_id";
  UPDATE "article_nodes" n SET "article_count" = n."article_count" - d."n"
    FROM (SELECT "node_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "node_id") d
    WHERE n."id" = d."node_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "articles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_state" AS c ("brand_id", "article_count", "article_version", "site_version")
    SELECT "brand_id", sum("delta")::int, 1, 1
      FROM (SELECT "brand_id", 1 AS "delta" FROM "new_rows"
            UNION ALL SELECT "brand_id", -1 FROM "old_rows") d
      GROUP BY "brand_id"
    ON CONFLICT ("brand_id") DO UPDATE SET "article_count" = c."article_count" + excluded."article_count",
      "article_version" = c."article_version" + 1, "site_version" = c."site_version" + 1;
  UPDATE "article_nodes" n SET "article_count" = n."article_count" + d."n"
    FROM (SELECT "node_id", sum("delta")::int AS "n"
            FROM (SELECT "node_id", 1 AS "delta" FROM "new_rows"
                  UNION ALL SELECT "node_id", -1 FROM "old_rows") x
            GROUP BY "node_id" HAVING sum("delta") <> 0) d
    WHERE n."id" = d."node_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_count_added" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "articles_added"();--> statement-breakpoint
CREATE TRIGGER "articles_count_removed" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "articles_removed"();--> statement-breakpoint
CREATE TRIGGER "articles_count_changed" AFTER UPDATE ON "articles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "articles_changed"();--> statement-breakpoint
-- Every other table the site reads moves the site version of the brands it touched.
CREATE FUNCTION "bump_site_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "content_state" AS c ("brand_id", "site_version")
      SELECT DISTINCT "brand_id", 1 FROM "new_rows"
      ON CONFLICT ("brand_id") DO UPDATE SET "site_version" = c."site_version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "content_state" SET "site_version" = "site_version" + 1
      WHERE "brand_id" IN (SELECT "brand_id" FROM "old_rows");
  ELSE
    INSERT INTO "content_state" AS c ("brand_id", "site_version")
      SELECT "brand_id", 1 FROM (SELECT "brand_id" FROM "new_rows" UNION SELECT "brand_id" FROM "old_rows") b
      ON CONFLICT ("brand_id") DO UPDATE SET "site_version" = c."site_version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "article_nodes_site_insert" AFTER INSERT ON "article_nodes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
-- Also when the articles' triggers move article_count (PostgreSQL allows no column list with transition
-- tables): a second bump of the version costs nothing.
CREATE TRIGGER "article_nodes_site_update" AFTER UPDATE ON "article_nodes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "article_nodes_site_delete" AFTER DELETE ON "article_nodes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "pages_site_insert" AFTER INSERT ON "pages"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "pages_site_update" AFTER UPDATE ON "pages"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "pages_site_delete" AFTER DELETE ON "pages"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "slides_site_insert" AFTER INSERT ON "slides"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "slides_site_update" AFTER UPDATE ON "slides"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "slides_site_delete" AFTER DELETE ON "slides"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlink_nodes_site_insert" AFTER INSERT ON "friendlink_nodes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlink_nodes_site_update" AFTER UPDATE ON "friendlink_nodes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlink_nodes_site_delete" AFTER DELETE ON "friendlink_nodes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlinks_site_insert" AFTER INSERT ON "friendlinks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlinks_site_update" AFTER UPDATE ON "friendlinks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();--> statement-breakpoint
CREATE TRIGGER "friendlinks_site_delete" AFTER DELETE ON "friendlinks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_version"();
