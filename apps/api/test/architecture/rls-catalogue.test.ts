import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenancy';
import { buildCompany } from '../support/factories';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Row = Record<string, unknown>;

describe('row-level security covers every tenant table', () => {
  it('enables and forces RLS, with a policy, on every table that has a company_id (and on companies)', async () => {
    const { rows } = await t.executeSql(
      `select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
              exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policy
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and (c.relname = 'companies' or exists (
            select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
        order by c.relname`,
    );
    const tables = rows as Row[];
    expect(tables.length).toBeGreaterThan(10);
    const unprotected = tables.filter((r) => !r.enabled || !r.forced || !r.policy).map((r) => r.table);
    expect(unprotected).toEqual([]);
  });

  it('reads the role and the company once per statement in every policy, not once per row (decision 0066)', async () => {
    const { rows } = await t.executeSql(
      `select tablename, policyname from pg_policies
        where schemaname = 'public'
          and (qual like '%app_tenant_allows(%' or with_check like '%app_tenant_allows(%')`,
    );
    expect(rows).toEqual([]);
    const { rows: fast } = await t.executeSql(
      `select count(*)::int n from pg_policies
        where schemaname = 'public' and qual like '%( SELECT app_company_id() AS app_company_id)%'`,
    );
    expect((fast[0] as Row).n).toBeGreaterThan(10);
  });

  it('runs tenant work as a role that is no superuser and cannot bypass RLS', async () => {
    const company = await buildCompany(t.db);
    const [who] = (await withTenant(t.db, company.id, (tx) =>
      tx.execute(
        sql`select current_user as name, r.rolsuper as super, r.rolbypassrls as bypass
              from pg_roles r where r.rolname = current_user`,
      ),
    ).then((r) => (r as unknown as { rows: Row[] }).rows ?? (r as unknown as Row[]))) as Row[];
    expect(who).toMatchObject({ name: 'tms_app', super: false, bypass: false });
  });
});
