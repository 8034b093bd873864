CREATE TABLE "invoice_number_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loads_company_invoice_number_key" ON "loads" USING btree ("company_id","invoice_number") WHERE "loads"."invoice_number" is not null;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_invoice_check" CHECK (("loads"."invoice_number" is null) = ("loads"."invoice_date" is null));