-- Row-level security for the fuel tables, and the catalogue of provider item codes (shared by all companies).
ALTER TABLE fuel_cards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fuel_cards FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fuel_cards USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE fuel_card_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fuel_card_assignments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fuel_card_assignments USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE fuel_import_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fuel_import_templates FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fuel_import_templates USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE fuel_import_batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fuel_import_batches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fuel_import_batches USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE fuel_transactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fuel_transactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fuel_transactions USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tms_app;
--> statement-breakpoint
-- The catalogue is read by every company and changed only by migrations.
REVOKE INSERT, UPDATE, DELETE ON fuel_transaction_items FROM tms_app;
--> statement-breakpoint
INSERT INTO fuel_transaction_items (item_code, item_name, category) VALUES
  ('ULSD', 'Ultra low sulfur diesel', 'fuel'),
  ('ULSR', 'Ultra low sulfur diesel (reefer)', 'fuel'),
  ('DSL', 'Diesel', 'fuel'),
  ('DIESEL', 'Diesel', 'fuel'),
  ('TRUCK DIESEL', 'Truck diesel', 'fuel'),
  ('REEFER', 'Reefer fuel', 'fuel'),
  ('RFR', 'Reefer fuel', 'fuel'),
  ('GAS', 'Gasoline', 'fuel'),
  ('UNL', 'Unleaded gasoline', 'fuel'),
  ('BIO', 'Biodiesel', 'fuel'),
  ('20', 'Truck diesel', 'fuel'),
  ('DEFD', 'Diesel exhaust fluid', 'def'),
  ('DEF', 'Diesel exhaust fluid', 'def'),
  ('DIESEL EXHAUST FLUID', 'Diesel exhaust fluid', 'def'),
  ('140', 'Diesel exhaust fluid', 'def'),
  ('SCLE', 'Scales', 'fee'),
  ('STAX', 'Sales tax', 'fee'),
  ('FEE', 'Transaction fee', 'fee'),
  ('MISC SERVICES', 'Miscellaneous services', 'fee'),
  ('CADV', 'Cash advance', 'cash_advance'),
  ('CASH', 'Cash advance', 'cash_advance'),
  ('ADD', 'Fuel additive', 'other'),
  ('WWFL', 'Windshield washer fluid', 'other'),
  ('OIL', 'Motor oil', 'other'),
  ('MISCELLANEOUS', 'Miscellaneous', 'other'),
  ('OTHER', 'Other', 'other');
