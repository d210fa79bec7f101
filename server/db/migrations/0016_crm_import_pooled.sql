ALTER TABLE "crm_imports" ADD COLUMN "pooled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A renamed or recoloured tag or source changes what the customer lists show: the lists read tag and
-- source titles from a cache kept per customer version. An update only (no insert): a brand without
-- the row has never had a customer to show them on, and a brand being deleted must not get one.
CREATE FUNCTION "bump_crm_customer_version_by_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "crm_customer_state" SET "version" = "version" + 1
    WHERE "brand_id" IN (SELECT DISTINCT "brand_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_tags_customer_version_upd" AFTER UPDATE ON "crm_tags" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version_by_catalogue"();--> statement-breakpoint
CREATE TRIGGER "crm_tags_customer_version_del" AFTER DELETE ON "crm_tags" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_crm_customer_version_by_catalogue"();
--> statement-breakpoint
-- Customers arrive by import: a small GIN pending list makes inserting their trigrams a bulk merge
-- (schema.ts says why).
ALTER INDEX "crm_customers_search_trgm" SET (fastupdate = true, gin_pending_list_limit = 256);
