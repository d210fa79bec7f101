ALTER TABLE "audit_log" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows written before the names were kept: take them from the payload, else from what still exists.
UPDATE "audit_log" SET "subject" = coalesce(nullif("payload"->>'userName', ''), nullif("payload"->>'title', ''), '');--> statement-breakpoint
UPDATE "audit_log" a SET "subject" = u."user_name" FROM "admin_users" u WHERE a."subject" = '' AND a."entity" = 'admin_user' AND u."id" = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "subject" = r."title" FROM "roles" r WHERE a."subject" = '' AND a."entity" = 'role' AND r."id" = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "actor_name" = u."user_name" FROM "admin_users" u WHERE u."id" = a."user_id";
