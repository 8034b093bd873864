import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { companyList } from './support/company-lists';
import { buildSignedInCompany, unique } from './support/factories';
import { messagesOf } from './support/fleet';
import { expectRoleAccess, expectSignInRequired } from './support/role-access';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/divisions/';
const NAME_TAKEN = 'A division with this name already exists';
type Division = { id: number; name: string; code: string | null; description: string | null; is_active: boolean };

const { create, expectRefused, expectNameTakenOnce } = companyList<Division>(t, url);
const auditOf = async (id: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'division'), eq(auditLog.entity_id, String(id))))
      .orderBy(auditLog.id)
  ).map((a) => a.action);

describe('divisions', () => {
  it('creates with defaults, reads, edits only what is sent, and audits each write', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const created = await create(headers, { name: ' Midwest Terminal ', code: 'MW' });
    expect(created).toMatchObject({ name: 'Midwest Terminal', code: 'MW', description: null, is_active: true });
    expect(typeof (created as unknown as { created_at: string }).created_at).toBe('string');

    const read = await t.app.inject({ method: 'GET', url: `${url}${created.id}`, headers });
    expect(read.json()).toEqual(created);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `${url}${created.id}`,
      headers,
      payload: { description: 'Columbus yard' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Midwest Terminal', code: 'MW', description: 'Columbus yard' });
    const cleared = await t.app.inject({ method: 'PUT', url: `${url}${created.id}`, headers, payload: { code: '' } });
    expect(cleared.json()).toMatchObject({ code: null, description: 'Columbus yard' });
    expect(await auditOf(created.id)).toEqual(['create', 'update', 'update']);
  });

  it('deactivates and activates, and lists active ones only when asked', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const b = await create(headers, { name: 'bravo' });
    const a = await create(headers, { name: 'Alpha' });
    const c = await create(headers, { name: 'Charlie' });
    const off = await t.app.inject({ method: 'POST', url: `${url}${b.id}/deactivate`, headers });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().is_active).toBe(false);

    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().divisions.map((d: Division) => d.id), total: res.json().total };
    };
    expect(await list('')).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await list('active_only=true')).toEqual({ ids: [a.id, c.id], total: 2 });
    expect(await list('skip=1&limit=1')).toEqual({ ids: [b.id], total: 3 });

    const on = await t.app.inject({ method: 'POST', url: `${url}${b.id}/activate`, headers });
    expect(on.json().is_active).toBe(true);
    expect(await list('active_only=true')).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await auditOf(b.id)).toEqual(['create', 'deactivate', 'activate']);
    for (const query of ['limit=0', 'limit=201', 'skip=-1', 'active_only=perhaps']) {
      expect((await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers })).statusCode, query).toBe(422);
    }
  });

  it('refuses a second division with the same name in any case, on create and on rename', async () => {
    await expectNameTakenOnce({ taken: 'Southeast', other: 'Northeast' }, NAME_TAKEN);
    // The same name in another company is fine.
    const elsewhere = await buildSignedInCompany(t.app, t.db);
    await create(elsewhere.headers, { name: 'Southeast' });
  });

  it.each([
    [{}, 'Division name is required'],
    [{ name: ' ' }, 'Division name is required'],
    [{ name: 'x'.repeat(101) }, 'Division name must be 100 characters or less'],
    [{ name: '<img src=x onerror=alert(1)>' }, 'Division name contains invalid characters'],
    [{ name: "x'; DROP TABLE customers;--" }, 'Division name contains invalid characters'],
    [{ name: 'Ok', code: 'x'.repeat(21) }, 'Code must be 20 characters or less'],
    [{ name: 'Ok', code: 'A--B' }, 'Code contains invalid characters'],
    [{ name: 'Ok', description: 'x'.repeat(501) }, 'Description must be 500 characters or less'],
    [{ name: 'Ok', description: 'escape \u001b[31m' }, 'Description contains invalid characters'],
  ])('refuses %j with "%s"', (payload, message) => expectRefused(payload, message));

  it('refuses unknown fields, wrong types and bad ids with 4xx and detail', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const d = await create(headers, { name: 'Strict' });
    const unknown = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'X', company_id: 7 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'company_id']);
    const wrong = await t.app.inject({ method: 'PUT', url: `${url}${d.id}`, headers, payload: { is_active: 'no' } });
    expect(wrong.statusCode).toBe(422);
    const rename = await t.app.inject({ method: 'PUT', url: `${url}${d.id}`, headers, payload: { name: '' } });
    expect(messagesOf(rename)).toContain('Division name is required');
    for (const id of ['abc', '-5', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${id}`, headers });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().detail).toBeTruthy();
    }
    for (const [method, path] of [
      ['GET', '2147483000'],
      ['PUT', '2147483000'],
      ['POST', '2147483000/activate'],
      ['POST', '2147483000/deactivate'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${url}${path}`,
        headers,
        payload: method === 'PUT' ? { name: 'Y' } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toBe('Division not found');
    }
  });
});

describe('who may use divisions', () => {
  const reads = (id: number) => [['GET', url] as const, ['GET', `${url}${id}`] as const];
  const writes = (id: number) =>
    [
      ['POST', url, { name: unique('Div ') }],
      ['PUT', `${url}${id}`, { description: 'Changed' }],
      ['POST', `${url}${id}/deactivate`, undefined],
      ['POST', `${url}${id}/activate`, undefined],
    ] as const;

  it('managers read and write; accountants, dispatchers and whoever reads drivers or units only read; others get 403', async () => {
    await expectRoleAccess({
      ...t,
      // Equipment managers and track-and-trace users read drivers or units, whose forms and filters name divisions.
      readers: ['MANAGER', 'ACCOUNTANT', 'DISPATCHER', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'],
      writers: ['MANAGER'],
      create: async (headers) => (await create(headers, { name: unique('Own ') })).id,
      reads,
      writes,
    });
  });

  it('answers 401 to anonymous callers', async () => {
    await expectSignInRequired(t.app, [...reads(1), ...writes(1)]);
  });
});

describe('divisions stay inside their company', () => {
  it('company B never sees, counts or changes company A divisions', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await create(a.headers, { name: unique('Tenant Div ') })).id,
      detail: (id) => `${url}${id}`,
      list: { url: `${url}?limit=200`, items: 'divisions' },
      writes: [
        { method: 'PUT', url: (id) => `${url}${id}`, payload: { name: 'Taken over' } },
        { method: 'POST', url: (id) => `${url}${id}/deactivate` },
        { method: 'POST', url: (id) => `${url}${id}/activate` },
      ],
    });
  });

  it('lists the divisions paths in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/divisions/', '/api/divisions/{id}', '/api/divisions/{id}/activate']) {
      expect(doc.paths[path], path).toBeTruthy();
    }
  });
});
