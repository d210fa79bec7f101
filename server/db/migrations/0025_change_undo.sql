ALTER TABLE "changes" ADD COLUMN "undone_by" integer;--> statement-breakpoint
ALTER TABLE "changes" ADD COLUMN "sealed" text;