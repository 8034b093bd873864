ALTER TABLE "load_statuses" ADD COLUMN "meaning" varchar(20) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "load_statuses" ADD CONSTRAINT "load_statuses_meaning_check" CHECK ("load_statuses"."meaning" in ('open', 'delivered', 'cancelled'));--> statement-breakpoint
-- Until now a status meant delivered or cancelled by its name (any case); existing statuses keep
-- that meaning, and from now on a rename no longer changes it (decision 0150).
UPDATE "load_statuses" SET "meaning" = CASE
  WHEN lower(btrim("name")) IN ('delivered', 'invoiced', 'paid') THEN 'delivered'
  WHEN lower(btrim("name")) IN ('cancelled', 'canceled') THEN 'cancelled'
  ELSE 'open' END;
