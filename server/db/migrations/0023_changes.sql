CREATE TABLE "change_counters" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"seq" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer DEFAULT 0 NOT NULL,
	"entity_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"subject" text DEFAULT '' NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changes_brand_time_idx" ON "changes" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "changes_brand_seq_idx" ON "changes" USING btree ("brand_id","seq");