CREATE TABLE "crm_material_tags" (
	"material_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "crm_material_tags_material_id_tag_id_pk" PRIMARY KEY("material_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "crm_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumb_url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_product_counts" (
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_product_counts_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
CREATE TABLE "crm_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"market_price" numeric(10, 2),
	"unit" text DEFAULT '' NOT NULL,
	"stock" integer,
	"duration" integer,
	"cover" text DEFAULT '' NOT NULL,
	"cover_thumb" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"ordernum" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"group_id" integer,
	"title" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"ordernum" integer DEFAULT 0 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_material_tags" ADD CONSTRAINT "crm_material_tags_material_id_crm_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."crm_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_material_tags" ADD CONSTRAINT "crm_material_tags_tag_id_crm_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."crm_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_materials" ADD CONSTRAINT "crm_materials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_product_counts" ADD CONSTRAINT "crm_product_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_products" ADD CONSTRAINT "crm_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tags" ADD CONSTRAINT "crm_tags_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tags" ADD CONSTRAINT "crm_tags_group_id_crm_tags_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."crm_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_material_tags_tag_idx" ON "crm_material_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "crm_materials_brand_id_idx" ON "crm_materials" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "crm_materials_brand_kind_id_idx" ON "crm_materials" USING btree ("brand_id","kind","id");--> statement-breakpoint
CREATE INDEX "crm_materials_title_trgm" ON "crm_materials" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "crm_products_brand_kind_order_idx" ON "crm_products" USING btree ("brand_id","kind","ordernum","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_products_brand_kind_price_idx" ON "crm_products" USING btree ("brand_id","kind","price","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_products_brand_kind_id_idx" ON "crm_products" USING btree ("brand_id","kind","id");--> statement-breakpoint
CREATE INDEX "crm_products_search_trgm" ON "crm_products" USING gin (lower("title" || ' ' || "code") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_products_code_uq" ON "crm_products" USING btree ("brand_id",lower("code")) WHERE "crm_products"."code" <> '';--> statement-breakpoint
CREATE INDEX "crm_tags_brand_type_order_idx" ON "crm_tags" USING btree ("brand_id","type","ordernum","id");--> statement-breakpoint
CREATE INDEX "crm_tags_group_order_idx" ON "crm_tags" USING btree ("group_id","ordernum","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_tags_title_uq" ON "crm_tags" USING btree ("brand_id","type",coalesce("group_id", 0),lower("title"));--> statement-breakpoint
CREATE INDEX "uploads_brand_key_idx" ON "uploads" USING btree ("brand_id","storage_key");--> statement-breakpoint
-- The library lookup goes by brand and key (server/kit/library.ts); the key-only index of 0011 is covered.
DROP INDEX "uploads_storage_key_idx";--> statement-breakpoint
-- Every write to products, by any process or tool, moves their brands' counts and catalogue versions
-- (the list caches of server/kit/list-page.ts key totals and keyword matches by the version), once
-- per statement as migration 0008 does for the media library.
CREATE FUNCTION "count_crm_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_product_counts" ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", count(*)::int, 1 FROM "new_rows" GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE
      SET "n" = "crm_product_counts"."n" + excluded."n", "version" = "crm_product_counts"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_crm_products_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "crm_product_counts" c SET "n" = c."n" - d."n", "version" = c."version" + 1
    FROM (SELECT "brand_id", "kind", count(*)::int AS "n" FROM "old_rows" GROUP BY "brand_id", "kind") d
    WHERE c."brand_id" = d."brand_id" AND c."kind" = d."kind";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Any change (title, code, price, on sale, order) may change what a filter or a keyword finds.
CREATE FUNCTION "count_crm_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_product_counts" AS c ("brand_id", "kind", "n", "version")
    SELECT "brand_id", "kind", sum("delta")::int, 1
      FROM (SELECT "brand_id", "kind", 1 AS "delta" FROM "new_rows"
            UNION ALL SELECT "brand_id", "kind", -1 FROM "old_rows") d
      GROUP BY "brand_id", "kind"
    ON CONFLICT ("brand_id", "kind") DO UPDATE SET "n" = c."n" + excluded."n", "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_products_count_added" AFTER INSERT ON "crm_products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_products_added"();--> statement-breakpoint
CREATE TRIGGER "crm_products_count_removed" AFTER DELETE ON "crm_products" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_products_removed"();--> statement-breakpoint
CREATE TRIGGER "crm_products_count_changed" AFTER UPDATE ON "crm_products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_products_changed"();
