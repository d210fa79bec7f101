CREATE TABLE "crm_customer_counts" (
	"brand_id" integer NOT NULL,
	"owner_id" integer,
	"dim" text NOT NULL,
	"key_int" integer,
	"key_text" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_customer_counts" ADD CONSTRAINT "crm_customer_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_customer_counts_brand_idx" ON "crm_customer_counts" USING btree ("brand_id","dim");--> statement-breakpoint
-- A customer's value in each dimension (an SQL function, inlined where it is used).
CREATE FUNCTION "crm_customer_count_keys"("stage" text, "source_id" int, "province_id" int, "province" text,
    "level" text, "created_at" timestamptz)
  RETURNS TABLE ("dim" text, "key_int" int, "key_text" text) LANGUAGE sql STABLE AS $$
  VALUES ('stage', NULL::int, "stage"), ('source', "source_id", NULL::text), ('province', "province_id", "province"),
    ('level', NULL::int, "level"), ('day', floor((extract(epoch FROM "created_at") + 28800) / 86400)::int, NULL::text)
$$;--> statement-breakpoint
-- The whole-brand customer portrait grouped every customer (1.2 s of 1,000,000 on PostgreSQL): these
-- triggers keep its counts instead. Each statement appends its net change per dimension value and
-- takes no lock on a shared row, so imports and edits running at once never wait on each other here;
-- the portrait folds a brand's rows together when they pile up (server/modules/crm/customer-portrait.ts).
-- A brand being deleted is skipped: its rows go with it. One function for the three events: the
-- statement reads whichever transition tables the event has.
CREATE FUNCTION "count_crm_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "crm_customer_counts" ("brand_id", "owner_id", "dim", "key_int", "key_text", "n")
    SELECT g.* FROM (
      SELECT c."brand_id", c."owner_id", x."dim", x."key_int", x."key_text", sum(c."d")::int AS "n"
      FROM (%s) c
      CROSS JOIN LATERAL "crm_customer_count_keys"(c."stage", c."source_id", c."province_id", c."province", c."level", c."created_at") x
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c."d") <> 0
    ) g WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = g."brand_id")$q$,
    CASE TG_OP
      WHEN 'INSERT' THEN $s$SELECT "brand_id", "owner_id", "stage", "source_id", "province_id", "province", "level", "created_at", 1 AS "d" FROM "new_rows"$s$
      WHEN 'DELETE' THEN $s$SELECT "brand_id", "owner_id", "stage", "source_id", "province_id", "province", "level", "created_at", -1 AS "d" FROM "old_rows"$s$
      ELSE $s$SELECT "brand_id", "owner_id", "stage", "source_id", "province_id", "province", "level", "created_at", 1 AS "d" FROM "new_rows"
        UNION ALL SELECT "brand_id", "owner_id", "stage", "source_id", "province_id", "province", "level", "created_at", -1 FROM "old_rows"$s$
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_customers_counts_ins" AFTER INSERT ON "crm_customers" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customers"();--> statement-breakpoint
CREATE TRIGGER "crm_customers_counts_upd" AFTER UPDATE ON "crm_customers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customers"();--> statement-breakpoint
CREATE TRIGGER "crm_customers_counts_del" AFTER DELETE ON "crm_customers" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customers"();--> statement-breakpoint
-- Tag rows are counted in their tag's brand, whoever owns the customer (the portrait of a member who
-- sees only their own customers still counts their tags from the customers).
CREATE FUNCTION "count_crm_customer_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "crm_customer_counts" ("brand_id", "owner_id", "dim", "key_int", "key_text", "n")
    SELECT t."brand_id", NULL, 'tag', r."tag_id", NULL, sum(r."d")::int
    FROM (%s) r JOIN "crm_tags" t ON t."id" = r."tag_id"
    WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = t."brand_id")
    GROUP BY t."brand_id", r."tag_id" HAVING sum(r."d") <> 0$q$,
    CASE TG_OP
      WHEN 'INSERT' THEN $s$SELECT "tag_id", 1 AS "d" FROM "new_rows"$s$
      WHEN 'DELETE' THEN $s$SELECT "tag_id", -1 AS "d" FROM "old_rows"$s$
      ELSE $s$SELECT "tag_id", 1 AS "d" FROM "new_rows" UNION ALL SELECT "tag_id", -1 FROM "old_rows"$s$
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crm_customer_tags_counts_ins" AFTER INSERT ON "crm_customer_tags" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customer_tags"();--> statement-breakpoint
CREATE TRIGGER "crm_customer_tags_counts_upd" AFTER UPDATE ON "crm_customer_tags" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customer_tags"();--> statement-breakpoint
CREATE TRIGGER "crm_customer_tags_counts_del" AFTER DELETE ON "crm_customer_tags" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_crm_customer_tags"();--> statement-breakpoint
-- A brand deleted takes its customers with it, and the version these triggers moved for them named a
-- brand no longer there: the delete failed. The brand's own state row goes with it; nothing to move.
CREATE OR REPLACE FUNCTION "bump_crm_customer_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
    SELECT DISTINCT r."brand_id", 1 FROM "changed_rows" r
    WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = r."brand_id")
    ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_crm_customer_version_by_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
    SELECT DISTINCT c."brand_id", 1 FROM "changed_rows" r JOIN "crm_customers" c ON c."id" = r."customer_id"
    WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = c."brand_id")
    ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The customers already there, counted once (the triggers above already hold the tables' write lock).
INSERT INTO "crm_customer_counts" ("brand_id", "owner_id", "dim", "key_int", "key_text", "n")
  SELECT c."brand_id", c."owner_id", x."dim", x."key_int", x."key_text", count(*)::int
  FROM "crm_customers" c
  CROSS JOIN LATERAL "crm_customer_count_keys"(c."stage", c."source_id", c."province_id", c."province", c."level", c."created_at") x
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "crm_customer_counts" ("brand_id", "owner_id", "dim", "key_int", "key_text", "n")
  SELECT t."brand_id", NULL, 'tag', ct."tag_id", NULL, count(*)::int
  FROM "crm_customer_tags" ct JOIN "crm_tags" t ON t."id" = ct."tag_id"
  GROUP BY t."brand_id", ct."tag_id";
