-- Row-level security for the load tables (loads, progress, events, comments, history, saved views).
ALTER TABLE loads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE loads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON loads USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_progress ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_progress FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_progress USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_events USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_comments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_comments USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_history USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_saved_views ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_saved_views FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_saved_views USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;
