import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { readTenant, withTenant } from '../src/db/tenancy';
import { buildCompany, buildUser, PASSWORD, signIn } from './support/factories';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('tenant isolation through the API', () => {
  it('users: company B never sees company A users', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await buildUser(t.db, { companyId: a.company.id, roles: ['DISPATCHER'] })).id,
      detail: (id) => `/api/users/${id}`,
      list: { url: '/api/users/?limit=200', items: 'users' },
    });
  });

  it('audit log: company B never sees company A entries', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        // A write of company A: a profile change is audited.
        await t.app.inject({
          method: 'PUT',
          url: '/api/auth/me/profile',
          headers: a.headers,
          payload: { name: 'Changed', last_name: 'Name', email: a.user.email },
        });
        const [row] = await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.company_id, a.company.id))
          .orderBy(sql`id desc`)
          .limit(1);
        return row!.id;
      },
      detail: (id) => `/api/audit-log/${id}`,
      list: { url: '/api/audit-log/?limit=200', items: 'entries' },
    });
  });

  it('the profile call changes only the caller, whatever e-mail is sent', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    const victim = await buildUser(t.db, { companyId: a.id });
    const attacker = await buildUser(t.db, { companyId: b.id });
    const { headers } = await signIn(t.app, attacker.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/profile',
      headers,
      payload: { name: 'X', last_name: 'Y', email: victim.email, current_password: PASSWORD },
    });
    // Answered as for a free address, and nobody's address changes (decision 0141).
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(attacker.email);
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(after).toMatchObject({ name: victim.name, email: victim.email });
  });
});

describe('row-level security, the second lock', () => {
  it('hides other companies rows from a tenant transaction even without a filter', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    await buildUser(t.db, { companyId: a.id });
    const bUser = await buildUser(t.db, { companyId: b.id });
    const seen = await withTenant(t.db, b.id, (tx) =>
      tx.select({ id: users.id, company_id: users.company_id }).from(users),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.company_id === b.id)).toBe(true);
    expect(seen.map((u) => u.id)).toContain(bUser.id);
  });

  it('refuses to write a row into another company', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    await expect(
      withTenant(t.db, b.id, (tx) =>
        tx.insert(users).values({ email: `x${Date.now()}@e.test`, name: 'X', last_name: 'Y', company_id: a.id }),
      ),
    ).rejects.toSatisfy((e: Error) =>
      /row-level security/.test(String((e.cause as Error | undefined)?.message ?? e.message)),
    );
  });

  it('cannot update or delete another company rows', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    const victim = await buildUser(t.db, { companyId: a.id });
    await withTenant(t.db, b.id, async (tx) => {
      await tx.update(users).set({ name: 'Hacked' }).where(eq(users.id, victim.id));
      await tx.delete(users).where(eq(users.id, victim.id));
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(after?.name).toBe(victim.name);
  });
});

describe('the tenant transaction', () => {
  it('runs as tms_app for its company, undoes everything on an error, and nests as savepoints', async () => {
    const a = await buildCompany(t.db);
    const settings = await withTenant(t.db, a.id, (tx) =>
      tx.execute(sql`select current_user as role, current_setting('app.company_id') as company`),
    );
    const rows = (settings as unknown as { rows?: unknown[] }).rows ?? (settings as unknown as unknown[]);
    expect(rows).toEqual([{ role: 'tms_app', company: String(a.id) }]);

    const email = () => `t${Date.now()}${Math.random()}@e.test`;
    const kept = email();
    const undone = email();
    const failed = email();
    await expect(
      withTenant(t.db, a.id, async (tx) => {
        await tx.insert(users).values({ email: failed, name: 'F', last_name: 'F', company_id: a.id });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await withTenant(t.db, a.id, async (tx) => {
      await tx.insert(users).values({ email: kept, name: 'K', last_name: 'K', company_id: a.id });
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values({ email: undone, name: 'U', last_name: 'U', company_id: a.id });
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    const emails = (await t.db.select({ email: users.email }).from(users).where(eq(users.company_id, a.id))).map(
      (u) => u.email,
    );
    expect(emails).toContain(kept);
    expect(emails).not.toContain(undone);
    expect(emails).not.toContain(failed);
    // The connection of the failed transaction went back clean: a platform query still works.
    expect((await t.db.select({ id: users.id }).from(users).limit(1)).length).toBe(1);
  });

  it('reads for its company in a read-only transaction that refuses any write', async () => {
    const a = await buildCompany(t.db);
    const b = await buildCompany(t.db);
    const own = await buildUser(t.db, { companyId: a.id });
    await buildUser(t.db, { companyId: b.id });
    // Many reads after one another and at once: each connection is back in the pool once its
    // commit is through, so none is lost or shared between two transactions.
    const reads = await Promise.all(
      Array.from({ length: 30 }, () =>
        readTenant(t.db, a.id, (tx) => tx.select({ id: users.id, company_id: users.company_id }).from(users)),
      ),
    );
    for (const seen of reads) {
      expect(seen.map((u) => u.id)).toContain(own.id);
      expect(seen.every((u) => u.company_id === a.id)).toBe(true);
    }
    await expect(
      readTenant(t.db, a.id, (tx) => tx.update(users).set({ name: 'Changed' }).where(eq(users.id, own.id))),
    ).rejects.toSatisfy((e: Error) =>
      /read-only transaction/.test(String((e.cause as Error | undefined)?.message ?? e.message)),
    );
    const [after] = await t.db.select().from(users).where(eq(users.id, own.id));
    expect(after?.name).toBe(own.name);
    const settings = await withTenant(t.db, b.id, (tx) =>
      tx.execute(sql`select current_setting('transaction_read_only') as ro`),
    );
    const rows = (settings as unknown as { rows?: unknown[] }).rows ?? (settings as unknown as unknown[]);
    expect(rows).toEqual([{ ro: 'off' }]);
  });
});
