ALTER TABLE "loads" ADD COLUMN "invoice_terms" varchar(20);--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "invoice_due_date" date;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "paid_date" date;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "payment_reference" varchar(100);--> statement-breakpoint
CREATE INDEX "loads_company_invoice_idx" ON "loads" USING btree ("company_id","invoice_due_date") WHERE "loads"."invoice_number" is not null and "loads"."paid_date" is null;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_paid_check" CHECK ("loads"."paid_date" is null or "loads"."invoice_number" is not null);