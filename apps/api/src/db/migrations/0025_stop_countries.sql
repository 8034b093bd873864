ALTER TABLE "loads" ADD COLUMN "first_pickup_country" varchar(3);--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "last_delivery_country" varchar(3);--> statement-breakpoint
-- The board's first pickup and last delivery take their stop's country, as the load keeps them from now on.
UPDATE "loads" SET "first_pickup_country" = e."location_country"
  FROM (SELECT DISTINCT ON ("load_id") "load_id", "location_country" FROM "load_events"
        WHERE "event_type" = 'pickup' ORDER BY "load_id", "event_order") e
  WHERE e."load_id" = "loads"."id";--> statement-breakpoint
UPDATE "loads" SET "last_delivery_country" = e."location_country"
  FROM (SELECT DISTINCT ON ("load_id") "load_id", "location_country" FROM "load_events"
        WHERE "event_type" = 'delivery' ORDER BY "load_id", "event_order" DESC) e
  WHERE e."load_id" = "loads"."id";
