CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_configs" (
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_configs_brand_id_key_pk" PRIMARY KEY("brand_id","key")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_configs" ADD CONSTRAINT "brand_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_brand_sha_uq" ON "uploads" USING btree ("brand_id","sha256");--> statement-breakpoint
CREATE INDEX "uploads_brand_kind_id_idx" ON "uploads" USING btree ("brand_id","kind","id");--> statement-breakpoint
CREATE INDEX "uploads_title_trgm" ON "uploads" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);