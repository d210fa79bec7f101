ALTER TABLE "roles" ADD COLUMN "title_key" text;--> statement-breakpoint
-- The roles the console seeded keep their stored English name as the fallback; with the key they are
-- answered in the caller's language. A role a manager named differently is left alone.
UPDATE "roles" SET "title_key" = 'owner' WHERE "is_owner" AND "title" = 'Owner';--> statement-breakpoint
UPDATE "roles" SET "title_key" = 'operator' WHERE NOT "is_owner" AND "title" = 'Operator';
