CREATE TABLE "ai_configs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_counts" (
	"brand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_counts_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb,
	"link" text DEFAULT '' NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"group_key" text,
	"count" integer DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer DEFAULT 0 NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_configs" ADD CONSTRAINT "ai_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_counts" ADD CONSTRAINT "inbox_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_counts" ADD CONSTRAINT "inbox_counts_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_member_at_idx" ON "inbox_messages" USING btree ("brand_id","user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_member_unread_idx" ON "inbox_messages" USING btree ("brand_id","user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_member_group_uq" ON "inbox_messages" USING btree ("brand_id","user_id","group_key") WHERE "inbox_messages"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "inbox_at_idx" ON "inbox_messages" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sign_ins_time_idx" ON "sign_ins" USING btree ("created_at");--> statement-breakpoint
-- Every write to in-app messages, by any process or tool, moves its members' counts (total and
-- unread) and version; once per statement, so marking 100 messages read is one update of one row.
CREATE FUNCTION "count_inbox_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inbox_counts" AS c ("brand_id", "user_id", "total", "unread", "version")
    SELECT "brand_id", "user_id", count(*)::int, count(*) FILTER (WHERE "read_at" IS NULL)::int, 1
      FROM "new_rows" GROUP BY "brand_id", "user_id"
    ON CONFLICT ("brand_id", "user_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread",
          "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_inbox_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inbox_counts" c SET "total" = c."total" - d."total", "unread" = c."unread" - d."unread",
      "version" = c."version" + 1
    FROM (SELECT "brand_id", "user_id", count(*)::int AS "total",
                 count(*) FILTER (WHERE "read_at" IS NULL)::int AS "unread"
            FROM "old_rows" GROUP BY "brand_id", "user_id") d
    WHERE c."brand_id" = d."brand_id" AND c."user_id" = d."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Read and unread again (a batch's later failures raise its message anew), or moved by a tool.
CREATE FUNCTION "count_inbox_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inbox_counts" AS c ("brand_id", "user_id", "total", "unread", "version")
    SELECT "brand_id", "user_id", sum("t")::int, sum("u")::int, 1
      FROM (SELECT "brand_id", "user_id", 1 AS "t", ("read_at" IS NULL)::int AS "u" FROM "new_rows"
            UNION ALL
            SELECT "brand_id", "user_id", -1, -("read_at" IS NULL)::int FROM "old_rows") d
      GROUP BY "brand_id", "user_id"
    ON CONFLICT ("brand_id", "user_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread",
          "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inbox_count_added" AFTER INSERT ON "inbox_messages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_inbox_added"();--> statement-breakpoint
CREATE TRIGGER "inbox_count_removed" AFTER DELETE ON "inbox_messages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_inbox_removed"();--> statement-breakpoint
CREATE TRIGGER "inbox_count_changed" AFTER UPDATE ON "inbox_messages"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_inbox_changed"();
