CREATE TABLE "notify_log_counts" (
	"brand_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notify_log_counts_brand_id_channel_status_pk" PRIMARY KEY("brand_id","channel","status")
);
--> statement-breakpoint
CREATE TABLE "notify_log_days" (
	"brand_id" integer NOT NULL,
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notify_log_days_brand_id_channel_day_status_pk" PRIMARY KEY("brand_id","channel","day","status")
);
--> statement-breakpoint
ALTER TABLE "notify_log_counts" ADD CONSTRAINT "notify_log_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_log_days" ADD CONSTRAINT "notify_log_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to the SMS and e-mail logs, by any process or tool, moves the brand's count per status
-- and its version (a log page answers its total from here instead of counting the brand's messages),
-- and the ended messages per China Standard Time day (the overview's figures); once per statement, so
-- a send of 10,000 and a delivery batch cost one upsert per brand and status. The rows are upserted
-- in key order, counts before days, and the delivery writes one statement of messages per
-- transaction, so two deliveries wait on each other here but never deadlock. A brand being deleted
-- is skipped: its counts go with it. The channel is the trigger's argument; one function for the
-- three events, which reads whichever transition tables the event has.
CREATE FUNCTION "count_notify_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of text := CASE TG_OP
    WHEN 'INSERT' THEN $s$SELECT "brand_id", "status", "created_at", "sent_at", 1 AS "d" FROM "new_rows"$s$
    WHEN 'DELETE' THEN $s$SELECT "brand_id", "status", "created_at", "sent_at", -1 AS "d" FROM "old_rows"$s$
    ELSE $s$SELECT "brand_id", "status", "created_at", "sent_at", 1 AS "d" FROM "new_rows"
      UNION ALL SELECT "brand_id", "status", "created_at", "sent_at", -1 FROM "old_rows"$s$
  END;
BEGIN
  -- A status whose count did not move still bumps its version: the statement changed its rows.
  EXECUTE format($q$
    INSERT INTO "notify_log_counts" AS c ("brand_id", "channel", "status", "n", "version")
    SELECT r."brand_id", %1$L, r."status", sum(r."d")::int, 1 FROM (%2$s) r
    WHERE EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = r."brand_id")
    GROUP BY r."brand_id", r."status" ORDER BY r."brand_id", r."status"
    ON CONFLICT ("brand_id", "channel", "status") DO UPDATE SET "n" = c."n" + excluded."n", "version" = c."version" + 1$q$,
    TG_ARGV[0], rows_of);
  EXECUTE format($q$
    INSERT INTO "notify_log_days" AS c ("brand_id", "channel", "day", "status", "n")
    SELECT g.* FROM (
      SELECT r."brand_id", %1$L, (coalesce(r."sent_at", r."created_at") AT TIME ZONE 'UTC' + interval '8 hours')::date AS "day",
        r."status", sum(r."d")::int AS "n"
      FROM (%2$s) r
      WHERE r."status" IN ('sent', 'failed', 'unknown') AND EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = r."brand_id")
      GROUP BY 1, 2, 3, 4 HAVING sum(r."d") <> 0
    ) g ORDER BY 1, 3, 4
    ON CONFLICT ("brand_id", "channel", "day", "status") DO UPDATE SET "n" = c."n" + excluded."n"$q$,
    TG_ARGV[0], rows_of);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sms_messages_counts_ins" AFTER INSERT ON "sms_messages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('sms');--> statement-breakpoint
CREATE TRIGGER "sms_messages_counts_upd" AFTER UPDATE ON "sms_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('sms');--> statement-breakpoint
CREATE TRIGGER "sms_messages_counts_del" AFTER DELETE ON "sms_messages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('sms');--> statement-breakpoint
CREATE TRIGGER "email_messages_counts_ins" AFTER INSERT ON "email_messages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('email');--> statement-breakpoint
CREATE TRIGGER "email_messages_counts_upd" AFTER UPDATE ON "email_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('email');--> statement-breakpoint
CREATE TRIGGER "email_messages_counts_del" AFTER DELETE ON "email_messages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_notify_log"('email');--> statement-breakpoint
INSERT INTO "notify_log_counts" ("brand_id", "channel", "status", "n")
  SELECT "brand_id", 'sms', "status", count(*)::int FROM "sms_messages" GROUP BY 1, 3
  UNION ALL SELECT "brand_id", 'email', "status", count(*)::int FROM "email_messages" GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO "notify_log_days" ("brand_id", "channel", "day", "status", "n")
  SELECT "brand_id", 'sms', (coalesce("sent_at", "created_at") AT TIME ZONE 'UTC' + interval '8 hours')::date, "status", count(*)::int
    FROM "sms_messages" WHERE "status" IN ('sent', 'failed', 'unknown') GROUP BY 1, 3, 4
  UNION ALL SELECT "brand_id", 'email', (coalesce("sent_at", "created_at") AT TIME ZONE 'UTC' + interval '8 hours')::date, "status", count(*)::int
    FROM "email_messages" WHERE "status" IN ('sent', 'failed', 'unknown') GROUP BY 1, 3, 4;
