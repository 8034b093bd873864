-- Tenant policies deny by default (decision 0140). Until now every role other than tms_app passed
-- them, so a connection whose work forgot `withTenant` read and wrote every company's rows. Now a
-- row passes only inside its company's transaction (app.company_id, set by withTenant) or in
-- platform-wide work that says so (app.platform = 'on', set by withSystem and the migrator), and
-- never for tms_app outside its company. Superusers and BYPASSRLS roles still skip every policy:
-- production connects as neither (docs/operations.md), and the server warns when it does.
CREATE OR REPLACE FUNCTION app_platform_allows() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT current_user <> 'tms_app' AND coalesce(current_setting('app.platform', true), '') = 'on' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_tenant_allows(row_company_id integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT app_platform_allows() OR row_company_id = app_company_id() $$;
--> statement-breakpoint
-- Later migrations write `app_tenant_allows(column)` and call this to turn it into init plans
-- (decision 0066): the same rule, evaluated once per statement.
CREATE OR REPLACE FUNCTION app_tenant_policies_use_init_plans() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  p record;
  fast constant text := '((SELECT app_platform_allows()) OR \1 = (SELECT app_company_id()))';
  expr_using text;
  expr_check text;
BEGIN
  FOR p IN
    SELECT schemaname, tablename, policyname, qual, with_check
      FROM pg_policies
     WHERE schemaname = 'public'
       AND (qual LIKE '%app_tenant_allows(%' OR with_check LIKE '%app_tenant_allows(%')
  LOOP
    expr_using := regexp_replace(p.qual, 'app_tenant_allows\((\w+)\)', fast, 'g');
    expr_check := regexp_replace(p.with_check, 'app_tenant_allows\((\w+)\)', fast, 'g');
    IF expr_using IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I USING (%s)', p.policyname, p.schemaname, p.tablename, expr_using);
    END IF;
    IF expr_check IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I WITH CHECK (%s)', p.policyname, p.schemaname, p.tablename, expr_check);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The existing policies, written anew: each table's company column (`id` on companies), and the
-- shared appointment types every company reads.
DO $$
DECLARE
  p record;
  allows text;
BEGIN
  FOR p IN
    SELECT tablename FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'
  LOOP
    allows := format('((SELECT app_platform_allows()) OR %I = (SELECT app_company_id()))',
                     CASE WHEN p.tablename = 'companies' THEN 'id' ELSE 'company_id' END);
    EXECUTE format('ALTER POLICY tenant_isolation ON public.%I USING (%s) WITH CHECK (%s)', p.tablename, allows, allows);
  END LOOP;
  ALTER POLICY shared_defaults_read ON load_appointment_types
    USING (company_id IS NULL OR (SELECT app_platform_allows()) OR company_id = (SELECT app_company_id()));
  IF EXISTS (
    SELECT 1 FROM pg_policies
     WHERE schemaname = 'public' AND (qual ILIKE '%tms_app%' OR with_check ILIKE '%tms_app%')
  ) THEN
    RAISE EXCEPTION 'a tenant policy still lets roles other than tms_app through';
  END IF;
END
$$;
