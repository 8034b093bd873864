-- Row-level security: the second lock behind the data layer's tenant filter.
-- Requests of a company run as the non-bypassing role tms_app with app.company_id set per transaction.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tms_app') THEN
    CREATE ROLE tms_app NOLOGIN;
  END IF;
  IF NOT pg_has_role(current_user, 'tms_app', 'MEMBER') THEN
    EXECUTE format('GRANT tms_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_company_id() RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.company_id', true), '')::integer $$;
--> statement-breakpoint
-- A row is visible to tms_app only inside its company; platform-wide work runs as the owner and is
-- not filtered here (the owner may be a non-superuser, which FORCE would otherwise lock out).
CREATE OR REPLACE FUNCTION app_tenant_allows(row_company_id integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT current_user <> 'tms_app' OR row_company_id = app_company_id() $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tms_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tms_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tms_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tms_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tms_app;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies USING (app_tenant_allows(id)) WITH CHECK (app_tenant_allows(id));
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_roles USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE refresh_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON refresh_tokens USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE password_reset_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE password_reset_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON password_reset_tokens USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE email_outbox ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE email_outbox FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON email_outbox USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_log USING (app_tenant_allows(company_id)) WITH CHECK (app_tenant_allows(company_id));
--> statement-breakpoint
INSERT INTO roles (id, name) VALUES
  (1, 'SUPERADMIN'), (2, 'MANAGER'), (3, 'DISPATCHER'), (4, 'ACCOUNTANT'),
  (5, 'ANALYST'), (6, 'EQUIPMENT_MANAGER'), (7, 'TRACK_AND_TRACE')
ON CONFLICT (id) DO NOTHING;
