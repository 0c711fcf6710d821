ALTER TABLE "boxnow_webhook_events" ADD COLUMN "event_time" timestamp with time zone;--> statement-breakpoint
-- Backfill (hand-written, docs/decisions/0139-boxnow-parcel-event-key.md): an event received before this migration
-- takes its own time from its timeline entry, so that re-sending it under a new id is refused too. Where earlier
-- replays left several rows of one event, the first received keeps the time (the key below is unique).
UPDATE "boxnow_webhook_events" AS "w" SET "event_time" = "t"."event_time"
FROM (
  SELECT DISTINCT ON ("r"."parcel_id", "r"."event", ("e"."data"->>'time')::timestamptz)
    "r"."event_id", ("e"."data"->>'time')::timestamptz AS "event_time"
  FROM "boxnow_webhook_events" AS "r"
  JOIN "order_events" AS "e" ON "e"."type" = 'parcel_event' AND "e"."data"->>'eventId' = "r"."event_id"
  WHERE "e"."data"->>'time' ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$'
  ORDER BY "r"."parcel_id", "r"."event", ("e"."data"->>'time')::timestamptz, "r"."received_at", "r"."event_id"
) AS "t"
WHERE "w"."event_id" = "t"."event_id";--> statement-breakpoint
CREATE UNIQUE INDEX "boxnow_webhook_events_parcel_event_key" ON "boxnow_webhook_events" USING btree ("parcel_id","event","event_time");
