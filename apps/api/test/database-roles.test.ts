import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowSecurityBypass } from '../src/db/client';
import { users } from '../src/db/schema';
import { withSystem, withTenant } from '../src/db/tenancy';
import { testDatabaseUrl } from './support/database-url';
import { buildCompany, buildUser } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const url = testDatabaseUrl();

/** A role that is neither superuser nor BYPASSRLS, holding tms_app's table privileges (roles are per server). */
const PROBE = 'tms_rls_probe';
beforeAll(async () => {
  await t.db.execute(
    sql.raw(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${PROBE}') THEN CREATE ROLE ${PROBE} NOLOGIN; END IF;
  EXCEPTION WHEN duplicate_object THEN NULL; END $$`),
  );
  await t.db.execute(sql.raw(`GRANT tms_app TO ${PROBE}`));
});

/** The `n` of a one-row answer, on either engine (PostgreSQL's driver answers `rows`, the embedded one an array). */
function countOf(answer: unknown): number {
  const rows = (answer as { rows?: { n: number }[] }).rows ?? (answer as { n: number }[]);
  return Number(rows[0]?.n);
}

/** How many of the company's users `settings` let the probe role see, and whether it may write one. */
async function asProbe(companyId: number, settings: string) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${PROBE}`));
    if (settings) await tx.execute(sql.raw(settings));
    const seen = countOf(await tx.execute(sql`select count(*)::int as n from users where company_id = ${companyId}`));
    const written = countOf(
      await tx.execute(
        sql`with c as (update users set name = name where company_id = ${companyId} returning 1) select count(*)::int as n from c`,
      ),
    );
    return { seen, written };
  });
}

describe('tenant policies deny by default', () => {
  it("let a role that is not tms_app through only in its company's transaction or in platform-wide work", async () => {
    const a = await buildCompany(t.db);
    await buildUser(t.db, { companyId: a.id });
    await buildUser(t.db, { companyId: a.id });
    // Neither a company nor platform-wide work: nothing is visible or written.
    expect(await asProbe(a.id, '')).toEqual({ seen: 0, written: 0 });
    expect(await asProbe(a.id, "select set_config('app.platform', 'off', true)")).toEqual({ seen: 0, written: 0 });
    // Platform-wide work (withSystem) and the company's own transaction see the rows.
    expect(await asProbe(a.id, "select set_config('app.platform', 'on', true)")).toEqual({ seen: 2, written: 2 });
    expect(await asProbe(a.id, `select set_config('app.company_id', '${a.id}', true)`)).toEqual({
      seen: 2,
      written: 2,
    });
  });

  it('keep tms_app inside its company even when platform-wide work is claimed', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    const other = await buildUser(t.db, { companyId: a.id });
    const seen = await withTenant(t.db, b.id, async (tx) => {
      await tx.execute(sql`select set_config('app.platform', 'on', true)`);
      return tx.select({ id: users.id }).from(users).where(eq(users.id, other.id));
    });
    expect(seen).toEqual([]);
  });

  it('leave no policy that lets every role other than tms_app through', async () => {
    const policies = await withSystem(t.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from pg_policies where schemaname = 'public'
        and (coalesce(qual, '') ilike '%tms_app%' or coalesce(with_check, '') ilike '%tms_app%')`),
    );
    expect(countOf(policies)).toBe(0);
  });
});

describe.runIf(url)('the start-up warning about the database role', () => {
  it('names a superuser or BYPASSRLS role, and says nothing for a role under row-level security', async () => {
    const superuser = await rowSecurityBypass({ engine: 'postgres', executeSql: t.executeSql });
    expect(superuser).toMatch(/^The database role "[^"]+" is a superuser: row-level security does not apply to it/);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const plain = `tms_plain_${process.pid}`;
    const bypass = `tms_bypass_${process.pid}`;
    await admin.query(`DROP ROLE IF EXISTS ${plain}; DROP ROLE IF EXISTS ${bypass};
      CREATE ROLE ${plain} LOGIN; CREATE ROLE ${bypass} LOGIN BYPASSRLS;`);
    try {
      const as = async (role: string) => {
        const u = new URL(url);
        u.username = role;
        const database = openPostgres(u.toString(), 1);
        try {
          return await rowSecurityBypass(database);
        } finally {
          await database.close();
        }
      };
      expect(await as(plain)).toBeUndefined();
      expect(await as(bypass)).toMatch(new RegExp(`^The database role "${bypass}" has BYPASSRLS`));
    } finally {
      await admin.query(`DROP ROLE IF EXISTS ${plain}; DROP ROLE IF EXISTS ${bypass};`);
      await admin.end();
    }
  });
});
