-- Template names become unique per brand, case aside (the send dialogs list templates by name). A brand
-- that already holds two alike keeps both: every later one is renamed "<name> (<id>)", its id making it
-- unique, before the indexes are made.
UPDATE "sms_templates" AS t SET "title" = t."title" || ' (' || t."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "sms_templates" AS o
  WHERE o."brand_id" = t."brand_id" AND lower(o."title") = lower(t."title") AND o."id" < t."id"
);--> statement-breakpoint
UPDATE "email_templates" AS t SET "name" = t."name" || ' (' || t."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "email_templates" AS o
  WHERE o."brand_id" = t."brand_id" AND lower(o."name") = lower(t."name") AND o."id" < t."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_brand_name_uq" ON "email_templates" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_brand_title_uq" ON "sms_templates" USING btree ("brand_id",lower("title"));
