import { ROLE_IDS, ROLE_NAMES, type RoleName } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { buildCompany, buildUser, signIn } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp();

async function headersFor(role: RoleName) {
  const company = role === 'SUPERADMIN' ? null : await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company?.id ?? null, roles: [role] });
  return (await signIn(t.app, user.email)).headers;
}

// Each route with the roles allowed; every other role must get 403.
const routes: { url: string; allowed: RoleName[] }[] = [
  { url: '/api/users/', allowed: ['MANAGER', 'SUPERADMIN'] },
  { url: '/api/audit-log/', allowed: ['MANAGER', 'SUPERADMIN'] },
  { url: '/api/admin/outbox/', allowed: ['SUPERADMIN'] },
  { url: '/api/auth/me', allowed: [...ROLE_NAMES] },
  // Open to the company's staff, not to a driver, who reaches only the driver app.
  {
    url: '/api/company/features',
    allowed: ROLE_NAMES.filter((r) => r !== 'DRIVER'),
  },
];
const allRoles = ROLE_NAMES;

describe('capability checks per route', () => {
  it.each(allRoles)('%s gets exactly the routes its capabilities allow', async (role) => {
    const headers = await headersFor(role);
    for (const r of routes) {
      const res = await t.app.inject({ method: 'GET', url: r.url, headers });
      const expected = r.allowed.includes(role) ? 200 : 403;
      expect(res.statusCode, `${role} ${r.url}: ${res.body}`).toBe(expected);
      if (expected === 403) expect(res.json().detail).toBe('You do not have permission to perform this action');
    }
  });

  it('answers 401, not 403, to anonymous callers', async () => {
    for (const r of routes) expect((await t.app.inject({ method: 'GET', url: r.url })).statusCode).toBe(401);
  });
});

describe('role ids', () => {
  it('are the ids the migration inserted, role by role', async () => {
    const rows = await t.db.select().from(roles).orderBy(roles.id);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.id]))).toEqual(ROLE_IDS);
  });
});
