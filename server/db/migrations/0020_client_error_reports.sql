CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_error_reports_session_time_idx" ON "client_error_reports" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "client_error_reports_time_idx" ON "client_error_reports" USING btree ("created_at");