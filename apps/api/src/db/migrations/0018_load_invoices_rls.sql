-- Row-level security for the invoice number counters, like every tenant table.
ALTER TABLE invoice_number_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_number_counters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_number_counters USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
