-- The audit log's rows become change records, numbered per brand in the order they were written
-- (docs/decisions/live-changes.md); each brand's counter starts after its last one.
INSERT INTO "changes" ("id", "brand_id", "seq", "user_id", "action", "entity", "entity_id", "entity_ids", "payload", "subject", "actor_name", "created_at")
SELECT "id", "brand_id", row_number() OVER (PARTITION BY "brand_id" ORDER BY "id"), "user_id", "action", "entity", "entity_id",
  CASE WHEN jsonb_typeof("payload"->'ids') = 'array' THEN "payload"->'ids'
       WHEN "entity_id" <> 0 THEN jsonb_build_array("entity_id")
       ELSE '[]'::jsonb END,
  "payload", "subject", "actor_name", "created_at"
FROM "audit_log";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('changes', 'id'), COALESCE((SELECT max("id") FROM "changes"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "change_counters" ("brand_id", "seq") SELECT "brand_id", max("seq") FROM "changes" GROUP BY "brand_id";--> statement-breakpoint
DROP TABLE "audit_log" CASCADE;
