ALTER TABLE "sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "end_brand_id" integer;