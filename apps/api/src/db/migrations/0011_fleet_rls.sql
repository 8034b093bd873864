-- Row-level security for the fleet tables (drivers, units, assignments, notes, expiries).
ALTER TABLE drivers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE drivers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON drivers USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE driver_pay_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE driver_pay_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON driver_pay_profiles USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE trucks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE trucks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON trucks USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE trailers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE trailers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON trailers USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE driver_equipment_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE driver_equipment_assignments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON driver_equipment_assignments USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE driver_equipment_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE driver_equipment_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON driver_equipment_changes USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE dispatcher_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE dispatcher_assignments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON dispatcher_assignments USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE track_and_trace_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE track_and_trace_assignments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON track_and_trace_assignments USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE driver_notes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE driver_notes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON driver_notes USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE expiry_records ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE expiry_records FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON expiry_records USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE expiry_digest_subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE expiry_digest_subscriptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON expiry_digest_subscriptions USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;
