CREATE TABLE "agent_configs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"pass_template_id" integer,
	"reject_template_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_counts" (
	"brand_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_counts_brand_id_status_pk" PRIMARY KEY("brand_id","status")
);
--> statement-breakpoint
CREATE TABLE "agent_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"level" smallint NOT NULL,
	"commission" numeric(5, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_sort" text,
	"mobile" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"id_card" text,
	"id_card_hash" text,
	"id_card_mask" text DEFAULT '' NOT NULL,
	"licence_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"verified_by" integer,
	"verified_by_name" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wxwork_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"corp_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"secret" text,
	"token" text DEFAULT '' NOT NULL,
	"encoding_aes_key" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_pass_template_id_sms_templates_id_fk" FOREIGN KEY ("pass_template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_reject_template_id_sms_templates_id_fk" FOREIGN KEY ("reject_template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_counts" ADD CONSTRAINT "agent_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_groups" ADD CONSTRAINT "agent_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_group_id_agent_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."agent_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxwork_accounts" ADD CONSTRAINT "wxwork_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_groups_brand_level_uq" ON "agent_groups" USING btree ("brand_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_groups_brand_title_uq" ON "agent_groups" USING btree ("brand_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_brand_mobile_uq" ON "agents" USING btree ("brand_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_brand_id_card_uq" ON "agents" USING btree ("brand_id","id_card_hash") WHERE "agents"."id_card_hash" is not null;--> statement-breakpoint
CREATE INDEX "agents_brand_id_idx" ON "agents" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "agents_brand_status_idx" ON "agents" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "agents_brand_group_idx" ON "agents" USING btree ("brand_id","group_id","id");--> statement-breakpoint
CREATE INDEX "agents_brand_province_idx" ON "agents" USING btree ("brand_id","province_id","id");--> statement-breakpoint
CREATE INDEX "agents_brand_city_idx" ON "agents" USING btree ("brand_id","city_id","id");--> statement-breakpoint
CREATE INDEX "agents_brand_district_idx" ON "agents" USING btree ("brand_id","district_id","id");--> statement-breakpoint
CREATE INDEX "agents_brand_name_sort_idx" ON "agents" USING btree ("brand_id","name_sort" collate "C");--> statement-breakpoint
CREATE INDEX "agents_brand_verified_idx" ON "agents" USING btree ("brand_id","verified_at");--> statement-breakpoint
CREATE INDEX "agents_brand_created_idx" ON "agents" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_name_trgm" ON "agents" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "agents_company_trgm" ON "agents" USING gin (lower("company") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "agents_mobile_trgm" ON "agents" USING gin ("mobile" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "wxwork_accounts_brand_idx" ON "wxwork_accounts" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wxwork_accounts_brand_app_uq" ON "wxwork_accounts" USING btree ("brand_id","corp_id","agent_id");--> statement-breakpoint
CREATE INDEX "uploads_storage_key_idx" ON "uploads" USING btree ("storage_key");--> statement-breakpoint-- Every write to agents, by any process or tool, moves their brands' counts per status and the
-- versions the list caches key totals and keyword matches by (server/kit/list-page.ts); once per
-- statement, as upload_counts of migration 0008. An update moves the version of every status it
-- touches, so an agent renamed or moved to another group leaves no stale total or search behind.
CREATE FUNCTION "count_agents_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "agent_counts" ("brand_id", "status", "n", "version")
    SELECT "brand_id", "status", count(*)::int, 1 FROM "new_rows" GROUP BY "brand_id", "status"
    ON CONFLICT ("brand_id", "status") DO UPDATE
      SET "n" = "agent_counts"."n" + excluded."n", "version" = "agent_counts"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_agents_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "agent_counts" c SET "n" = c."n" - d."n", "version" = c."version" + 1
    FROM (SELECT "brand_id", "status", count(*)::int AS "n" FROM "old_rows" GROUP BY "brand_id", "status") d
    WHERE c."brand_id" = d."brand_id" AND c."status" = d."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_agents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "agent_counts" AS c ("brand_id", "status", "n", "version")
    SELECT "brand_id", "status", sum("delta")::int, 1
      FROM (SELECT "brand_id", "status", 1 AS "delta" FROM "new_rows"
            UNION ALL SELECT "brand_id", "status", -1 FROM "old_rows") d
      GROUP BY "brand_id", "status"
    ON CONFLICT ("brand_id", "status") DO UPDATE SET "n" = c."n" + excluded."n", "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agents_count_added" AFTER INSERT ON "agents" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_agents_added"();--> statement-breakpoint
CREATE TRIGGER "agents_count_removed" AFTER DELETE ON "agents" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_agents_removed"();--> statement-breakpoint
CREATE TRIGGER "agents_count_changed" AFTER UPDATE ON "agents"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_agents_changed"();--> statement-breakpoint
-- A name changed without its sort key (a tool, SQL by hand) loses the key; the next start fills it.
CREATE FUNCTION "agents_stale_sort_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" AND NEW."name_sort" IS NOT DISTINCT FROM OLD."name_sort" THEN
    NEW."name_sort" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agents_stale_sort_key" BEFORE UPDATE OF "name" ON "agents"
  FOR EACH ROW EXECUTE FUNCTION "agents_stale_sort_key"();
