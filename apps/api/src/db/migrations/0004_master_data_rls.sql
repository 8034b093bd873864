-- Row-level security for the master-data tables, and the shared catalogues.
ALTER TABLE company_features ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_features FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_features USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE divisions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE divisions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON divisions USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_statuses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_statuses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_statuses USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE company_integrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_integrations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_integrations USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON documents USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE customers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON customers USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE load_appointment_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE load_appointment_types FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- System defaults (no company) are readable by every company and writable by none.
CREATE POLICY shared_defaults_read ON load_appointment_types FOR SELECT USING (company_id IS NULL OR app_tenant_allows(company_id));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON load_appointment_types USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
INSERT INTO integrations (id, code, name, kind, description) VALUES
  (1, 'samsara_eld', 'Samsara ELD', 'eld', 'Hours of service, vehicle locations and driver logs from Samsara.'),
  (2, 'motive_eld', 'Motive ELD', 'eld', 'Hours of service and GPS positions from Motive (formerly KeepTruckin).'),
  (3, 'geotab_telematics', 'Geotab Telematics', 'telematics', 'Vehicle locations, odometer and engine data from Geotab.')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO load_appointment_types (company_id, name, has_time, has_time_range, description, is_active, is_default) VALUES
  (NULL, 'Appointment', true, false, 'A fixed time set by the facility.', true, true),
  (NULL, 'FCFS', true, true, 'First come, first served within the facility''s receiving hours.', true, true),
  (NULL, 'Delivery Window', true, true, 'Arrive any time inside the agreed window.', true, true),
  (NULL, 'Drop Trailer', false, false, 'Drop the trailer; no appointment needed.', true, true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;
