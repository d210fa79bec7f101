CREATE TABLE "crm_column_prefs" (
	"brand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_column_prefs_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crm_configs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"pool_days" integer DEFAULT 30 NOT NULL,
	"claim_limit" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"type_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_at" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer_state" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer_tags" (
	"customer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "crm_customer_tags_customer_id_tag_id_pk" PRIMARY KEY("customer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "crm_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_sort" text,
	"mobile" text NOT NULL,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"area_id" integer DEFAULT 0 NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"source_id" integer,
	"stage" text DEFAULT 'new' NOT NULL,
	"level" text,
	"remark" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"owned_at" timestamp with time zone,
	"last_follow_at" timestamp with time zone,
	"next_follow_at" timestamp with time zone,
	"lost_reason" text DEFAULT '' NOT NULL,
	"lost_at" timestamp with time zone,
	"import_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"owner_mode" text DEFAULT 'pool' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_column_prefs" ADD CONSTRAINT "crm_column_prefs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_column_prefs" ADD CONSTRAINT "crm_column_prefs_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_configs" ADD CONSTRAINT "crm_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_events" ADD CONSTRAINT "crm_customer_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_events" ADD CONSTRAINT "crm_customer_events_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_events" ADD CONSTRAINT "crm_customer_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_events" ADD CONSTRAINT "crm_customer_events_type_id_crm_tags_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."crm_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_groups" ADD CONSTRAINT "crm_customer_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_groups" ADD CONSTRAINT "crm_customer_groups_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_state" ADD CONSTRAINT "crm_customer_state_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_tags" ADD CONSTRAINT "crm_customer_tags_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customer_tags" ADD CONSTRAINT "crm_customer_tags_tag_id_crm_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."crm_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_source_id_crm_tags_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."crm_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_customer_events_customer_idx" ON "crm_customer_events" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_customer_events_brand_kind_idx" ON "crm_customer_events" USING btree ("brand_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "crm_customer_events_type_idx" ON "crm_customer_events" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "crm_customer_groups_brand_idx" ON "crm_customer_groups" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_groups_name_uq" ON "crm_customer_groups" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "crm_customer_tags_tag_idx" ON "crm_customer_tags" USING btree ("tag_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customers_mobile_uq" ON "crm_customers" USING btree ("brand_id","mobile");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_id_idx" ON "crm_customers" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_owner_idx" ON "crm_customers" USING btree ("brand_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_stage_idx" ON "crm_customers" USING btree ("brand_id","stage","id");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_next_follow_idx" ON "crm_customers" USING btree ("brand_id","owner_id","next_follow_at");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_last_follow_idx" ON "crm_customers" USING btree ("brand_id","last_follow_at");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_source_idx" ON "crm_customers" USING btree ("brand_id","source_id");--> statement-breakpoint
CREATE INDEX "crm_customers_brand_region_idx" ON "crm_customers" USING btree ("brand_id","province_id","city_id");--> statement-breakpoint
CREATE INDEX "crm_customers_search_trgm" ON "crm_customers" USING gin (lower("name" || ' ' || "mobile" || ' ' || "company") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "crm_imports_brand_idx" ON "crm_imports" USING btree ("brand_id","id");--> statement-breakpoint
-- Every write to customers or their tags, by any process or tool (an import job, the pool return),
-- moves the brand's customer version once per statement: the list caches key totals and keyword
-- matches by it (server/kit/list-page.ts), as migration 0013 does for products.
CREATE FUNCTION "bump_crm_customer_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
    SELECT DISTINCT "brand_id", 1 FROM "changed_rows"
    ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_customers_version_ins" AFTER INSERT ON "crm_customers" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version"();--> statement-breakpoint
CREATE TRIGGER "crm_customers_version_upd" AFTER UPDATE ON "crm_customers" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version"();--> statement-breakpoint
CREATE TRIGGER "crm_customers_version_del" AFTER DELETE ON "crm_customers" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version"();--> statement-breakpoint
-- Tag rows carry no brand: theirs is their customer's.
CREATE FUNCTION "bump_crm_customer_version_by_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
    SELECT DISTINCT c."brand_id", 1 FROM "changed_rows" r JOIN "crm_customers" c ON c."id" = r."customer_id"
    ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_customer_tags_version_ins" AFTER INSERT ON "crm_customer_tags" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version_by_tag"();--> statement-breakpoint
CREATE TRIGGER "crm_customer_tags_version_del" AFTER DELETE ON "crm_customer_tags" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version_by_tag"();--> statement-breakpoint
-- The customer import: whether the file's first line names the columns.
ALTER TABLE "crm_imports" ADD COLUMN "has_header" boolean DEFAULT true NOT NULL;
