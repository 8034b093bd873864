CREATE TABLE "ifta_rates" (
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"jurisdiction" varchar(2) NOT NULL,
	"rate" numeric(6, 4) NOT NULL,
	"surcharge_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_rates_company_id_year_quarter_jurisdiction_pk" PRIMARY KEY("company_id","year","quarter","jurisdiction"),
	CONSTRAINT "ifta_rates_quarter_check" CHECK ("ifta_rates"."quarter" between 1 and 4),
	CONSTRAINT "ifta_rates_rate_check" CHECK ("ifta_rates"."rate" >= 0 and "ifta_rates"."surcharge_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ifta_rates" ADD CONSTRAINT "ifta_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_rates" ADD CONSTRAINT "ifta_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE ifta_rates ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ifta_rates FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON ifta_rates USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tms_app;--> statement-breakpoint
SELECT app_tenant_policies_use_init_plans();
