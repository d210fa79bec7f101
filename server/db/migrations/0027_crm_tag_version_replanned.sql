-- PL/pgSQL plans a function's statement once per connection and keeps the plan until something
-- invalidates it; on PostgreSQL autovacuum's ANALYZE does, on PGlite nothing ever does (one connection
-- for the process's life, no autovacuum). This statement joins the changed tag rows to the customers,
-- and its plan was made on the connection's first tag write: after a demo seed or a bulk tagging that
-- is a hash join over every customer of every brand, kept while an import adds 100,000 more, so each
-- batch's few tags cost more than the one before. Run through EXECUTE it is planned on each statement
-- with the transition table's real size and the table's current one: a probe of the customers' key.
CREATE OR REPLACE FUNCTION "bump_crm_customer_version_by_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO "crm_customer_state" AS s ("brand_id", "version")
      SELECT DISTINCT c."brand_id", 1 FROM "changed_rows" r JOIN "crm_customers" c ON c."id" = r."customer_id"
      WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = c."brand_id")
      ON CONFLICT ("brand_id") DO UPDATE SET "version" = s."version" + 1$q$;
  RETURN NULL;
END $$;
