-- Sort keys beside the sortable names (pinyin for Chinese: server/kit/sort-key.ts), compared with
-- collate "C" so PGlite and PostgreSQL order them alike whatever the cluster's locale. The server
-- writes each key with its name and fills NULL keys at start (server/db/sort-keys.ts): that is the
-- backfill of the rows that exist now.
ALTER TABLE "admin_users" ADD COLUMN "user_name_sort" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "real_name_sort" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "title_sort" text;--> statement-breakpoint
CREATE INDEX "admin_users_user_name_sort_idx" ON "admin_users" USING btree ("user_name_sort" collate "C");--> statement-breakpoint
CREATE INDEX "admin_users_real_name_sort_idx" ON "admin_users" USING btree ("real_name_sort" collate "C");--> statement-breakpoint
CREATE INDEX "roles_brand_title_sort_idx" ON "roles" USING btree ("brand_id","title_sort" collate "C");--> statement-breakpoint
-- A name changed without its key (by a tool, or a write path that forgot it) loses the stale key, so
-- the next start computes it again rather than leaving the row sorted under its old name.
CREATE FUNCTION "admin_users_stale_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_name" IS DISTINCT FROM OLD."user_name" AND NEW."user_name_sort" IS NOT DISTINCT FROM OLD."user_name_sort" THEN
    NEW."user_name_sort" := NULL;
  END IF;
  IF NEW."real_name" IS DISTINCT FROM OLD."real_name" AND NEW."real_name_sort" IS NOT DISTINCT FROM OLD."real_name_sort" THEN
    NEW."real_name_sort" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_users_stale_sort_keys" BEFORE UPDATE OF "user_name", "real_name" ON "admin_users"
  FOR EACH ROW EXECUTE FUNCTION "admin_users_stale_sort_keys"();--> statement-breakpoint
CREATE FUNCTION "roles_stale_sort_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."title" IS DISTINCT FROM OLD."title" AND NEW."title_sort" IS NOT DISTINCT FROM OLD."title_sort" THEN
    NEW."title_sort" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "roles_stale_sort_key" BEFORE UPDATE OF "title" ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "roles_stale_sort_key"();
