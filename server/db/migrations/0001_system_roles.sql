ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "rules_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "brand_members_brand_id_idx" ON "brand_members" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "brand_members_brand_role_idx" ON "brand_members" USING btree ("brand_id","role_id");--> statement-breakpoint
CREATE INDEX "brand_members_brand_status_idx" ON "brand_members" USING btree ("brand_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_brand_title_uq" ON "roles" USING btree ("brand_id",lower("title"));