-- Tenant policies read the role and the company once per statement (decision 0066).
-- `app_tenant_allows(company_id)` is inlined into every query, but its `current_user` test and
-- `current_setting` call then run again for every row a scan reads: a company's summary over 20,000
-- loads paid for 20,000 of each. Written as scalar sub-selects, PostgreSQL evaluates them once per
-- statement (init plans) and compares each row's company id with the result; who sees which row
-- does not change.
CREATE OR REPLACE FUNCTION app_tenant_policies_use_init_plans() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  p record;
  fast constant text := '((SELECT current_user <> ''tms_app'') OR \1 = (SELECT app_company_id()))';
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
SELECT app_tenant_policies_use_init_plans();
