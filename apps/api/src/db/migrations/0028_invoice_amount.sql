ALTER TABLE "loads" ADD COLUMN "invoice_amount" numeric(12, 2);--> statement-breakpoint
-- Invoices issued before the amount was kept billed the rate booked of their day; today's rate is the best known.
UPDATE "loads" SET "invoice_amount" = coalesce("rate_booked", 0) WHERE "invoice_number" IS NOT NULL;
