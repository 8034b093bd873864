CREATE TABLE "broker_layout_memories" (
	"company_id" integer NOT NULL,
	"broker_key" text NOT NULL,
	"memory" jsonb NOT NULL,
	"confirmations" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_layout_memories_company_id_broker_key_pk" PRIMARY KEY("company_id","broker_key")
);
--> statement-breakpoint
CREATE TABLE "rate_confirmation_extractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"filename" text NOT NULL,
	"broker_key" text,
	"result" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "extraction_id" uuid;--> statement-breakpoint
ALTER TABLE "broker_layout_memories" ADD CONSTRAINT "broker_layout_memories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmation_extractions" ADD CONSTRAINT "rate_confirmation_extractions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmation_extractions" ADD CONSTRAINT "rate_confirmation_extractions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_confirmation_extractions_company_idx" ON "rate_confirmation_extractions" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_extraction_id_rate_confirmation_extractions_id_fk" FOREIGN KEY ("extraction_id") REFERENCES "public"."rate_confirmation_extractions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE rate_confirmation_extractions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE rate_confirmation_extractions FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON rate_confirmation_extractions USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));--> statement-breakpoint
ALTER TABLE broker_layout_memories ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE broker_layout_memories FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON broker_layout_memories USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tms_app;--> statement-breakpoint
SELECT app_tenant_policies_use_init_plans();
