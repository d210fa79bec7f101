ALTER TABLE "login_failures" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_time_idx" ON "login_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_time_idx" ON "login_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."revoked_at" is not null;