import { DEFAULT_LOAD_STATUSES, LOAD_WORKFLOW_MESSAGES } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, loadStatuses } from '../src/db/schema';
import { DEMO_COMPANIES } from '../src/db/seed/demo-logins';
import { seedDemo } from '../src/db/seed/seed';
import { withTenant } from '../src/db/tenancy';
import { seedDefaultLoadStatuses } from '../src/modules/load-statuses/load-statuses.service';
import { companyList } from './support/company-lists';
import { buildSignedInCompany, unique } from './support/factories';
import { messagesOf } from './support/fleet';
import { fieldProblem } from './support/problems';
import { expectRoleAccess, expectSignInRequired } from './support/role-access';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/load-statuses/';
const NAME_TAKEN = 'A load status with this name already exists';
type Headers = Record<string, string>;
type Status = {
  id: number;
  name: string;
  color: string;
  sort_order: number;
  is_active: boolean;
  meaning: string;
  stage: string | null;
};

const { create, expectRefused, expectNameTakenOnce } = companyList<Status>(t, url);
const list = async (headers: Headers, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { statuses: Status[]; total: number; page: number; limit: number };
};

describe('default load statuses', () => {
  it('seeds the defaults in board order with gaps of 10, once', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    await withTenant(t.db, company.id, (tx) => seedDefaultLoadStatuses(tx, company.id));
    // Running again (a retried company creation) adds nothing.
    await withTenant(t.db, company.id, (tx) => seedDefaultLoadStatuses(tx, company.id));
    const body = await list(headers);
    expect(body.total).toBe(DEFAULT_LOAD_STATUSES.length);
    expect(
      body.statuses.map(({ name, color, sort_order, is_active, meaning }) => ({
        name,
        color,
        sort_order,
        is_active,
        meaning,
      })),
    ).toEqual(
      DEFAULT_LOAD_STATUSES.map((s, i) => ({
        name: s.name,
        color: s.color,
        sort_order: (i + 1) * 10,
        is_active: true,
        meaning: s.meaning,
      })),
    );
    // Delivered, Invoiced and Paid earn the rate; Cancelled did not run (decision 0150).
    expect(body.statuses.filter((s) => s.meaning === 'delivered').map((s) => s.name)).toEqual([
      'Delivered',
      'Invoiced',
      'Paid',
    ]);
    expect(body.statuses.filter((s) => s.meaning === 'cancelled').map((s) => s.name)).toEqual(['Cancelled']);
  });

  it('gives every demo company the defaults when the demo is seeded', async () => {
    await seedDemo(t.db);
    const demo = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        inArray(
          companies.alias,
          DEMO_COMPANIES.map((c) => c.alias),
        ),
      );
    expect(demo).toHaveLength(DEMO_COMPANIES.length);
    for (const c of demo) {
      const rows = await t.db
        .select({ name: loadStatuses.name })
        .from(loadStatuses)
        .where(eq(loadStatuses.company_id, c.id))
        .orderBy(loadStatuses.sort_order);
      expect(rows.map((r) => r.name)).toEqual(DEFAULT_LOAD_STATUSES.map((s) => s.name));
    }
    // The whole demo is seeded here (two years of loads with their history): more than a request's time.
  }, 120_000);
});

describe('load statuses', () => {
  it('creates with defaults, reads, edits only what is sent, deletes, and audits each write', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const s = await create(headers, { name: ' At Shipper ' });
    expect(s).toMatchObject({
      name: 'At Shipper',
      color: '#64748b',
      description: null,
      sort_order: 10,
      is_active: true,
      meaning: 'open',
    });
    expect((await t.app.inject({ method: 'GET', url: `${url}${s.id}`, headers })).json()).toEqual(s);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `${url}${s.id}`,
      headers,
      payload: { color: '#0A8D80', description: 'Waiting to load' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'At Shipper', color: '#0A8D80', description: 'Waiting to load' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${url}${s.id}`,
      headers,
      payload: { sort_order: 25, is_active: false },
    });
    expect(moved.json()).toMatchObject({ sort_order: 25, is_active: false, description: 'Waiting to load' });
    const meant = await t.app.inject({
      method: 'PUT',
      url: `${url}${s.id}`,
      headers,
      payload: { meaning: 'delivered' },
    });
    expect(meant.json()).toMatchObject({ name: 'At Shipper', meaning: 'delivered', sort_order: 25 });

    expect((await t.app.inject({ method: 'DELETE', url: `${url}${s.id}`, headers })).statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${url}${s.id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Load status not found');
    }
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'load_status'), eq(auditLog.entity_id, String(s.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
  });

  it('lists by sort order then name, pages by page and limit, and filters active ones', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const late = await create(headers, { name: 'Late', sort_order: 30 });
    const beta = await create(headers, { name: 'beta', sort_order: 10 });
    const alpha = await create(headers, { name: 'Alpha', sort_order: 10 });
    const off = await create(headers, { name: 'Off', sort_order: 20, is_active: false });

    const all = await list(headers);
    expect(all).toMatchObject({ total: 4, page: 1, limit: 50 });
    expect(all.statuses.map((s) => s.id)).toEqual([alpha.id, beta.id, off.id, late.id]);
    const page2 = await list(headers, 'page=2&limit=3');
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.statuses.map((s) => s.id)).toEqual([late.id]);
    const active = await list(headers, 'active_only=true&limit=100');
    expect(active.total).toBe(3);
    expect(active.statuses.map((s) => s.id)).toEqual([alpha.id, beta.id, late.id]);
    for (const query of ['page=0', 'limit=0', 'limit=201', 'page=x', 'active_only=sometimes']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('puts a new status after the last of all the company statuses, not of the page shown', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    await withTenant(t.db, company.id, (tx) => seedDefaultLoadStatuses(tx, company.id));
    await create(headers, { name: 'Far End', sort_order: 400 });
    const firstPage = await list(headers, 'page=1&limit=2');
    expect(Math.max(...firstPage.statuses.map((s) => s.sort_order))).toBeLessThan(400);
    expect((await create(headers, { name: 'Next One' })).sort_order).toBe(410);
    expect((await create(headers, { name: 'Given', sort_order: 5 })).sort_order).toBe(5);
    await create(headers, { name: 'At The Top', sort_order: 995 });
    expect((await create(headers, { name: 'Capped' })).sort_order).toBe(1000);
  });

  it('refuses a second status with the same name in any case, on create and on rename', async () => {
    await expectNameTakenOnce({ taken: 'Loading', other: 'Unloading' }, NAME_TAKEN);
  });

  it.each([
    [{}, 'Status name is required'],
    [{ name: '' }, 'Status name is required'],
    [{ name: 'x'.repeat(51) }, 'Status name must be 50 characters or less'],
    [{ name: '<b>Hot</b>' }, 'Status name contains invalid characters'],
    [{ name: "x'; DROP TABLE customers;--" }, 'Status name contains invalid characters'],
    [{ name: 'Ok', color: 'red' }, 'Colour must look like #0A8D80'],
    [{ name: 'Ok', color: '#12345' }, 'Colour must look like #0A8D80'],
    [{ name: 'Ok', sort_order: -1 }, 'Order must be 0 or more'],
    [{ name: 'Ok', sort_order: 1001 }, 'Order must be 1000 or less'],
    [{ name: 'Ok', sort_order: 1.5 }, 'Order must be a whole number'],
    [{ name: 'Ok', description: 'x'.repeat(256) }, 'Description must be 255 characters or less'],
    [{ name: 'Ok', description: 'a \u0000 b' }, 'Description contains invalid characters'],
    [{ name: 'Ok', meaning: 'paid' }, 'Meaning must be open, delivered or cancelled'],
  ])('refuses %j with "%s"', (payload, message) => expectRefused(payload, message));

  it('refuses unknown fields, bad updates and bad ids with 4xx and detail', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const s = await create(headers, { name: 'Strict' });
    const unknown = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'X', company_id: 1 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'company_id']);
    const color = await t.app.inject({ method: 'PUT', url: `${url}${s.id}`, headers, payload: { color: 'blue' } });
    expect(messagesOf(color)).toContain('Colour must look like #0A8D80');
    for (const id of ['abc', '-1', '99999999999']) {
      expect((await t.app.inject({ method: 'GET', url: `${url}${id}`, headers })).statusCode, id).toBe(422);
    }
    const missing = await t.app.inject({ method: 'PUT', url: `${url}2147483000`, headers, payload: { name: 'Y' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Load status not found');
  });

  // Decision 0196: the workflow step is read and changed like the other fields, and agrees with the meaning.
  it('reads and changes the workflow step, which must agree with what the status counts as', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const s = await create(headers, { name: 'Billed Out', meaning: 'delivered', stage: 'invoiced' });
    expect(s).toMatchObject({ meaning: 'delivered', stage: 'invoiced' });
    expect((await create(headers, { name: 'Loose' })).stage).toBeNull();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `${url}${s.id}`, headers, payload });
    const mismatch = await put({ meaning: 'open' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail).toEqual(
      fieldProblem('stage', LOAD_WORKFLOW_MESSAGES.stageMeaning('invoiced', 'delivered')),
    );
    expect((await put({ stage: 'cancelled' })).json().detail).toEqual(
      fieldProblem('stage', LOAD_WORKFLOW_MESSAGES.stageMeaning('cancelled', 'cancelled')),
    );
    const both = await put({ stage: 'in_transit', meaning: 'open' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ stage: 'in_transit', meaning: 'open' });
    expect((await put({ stage: null })).json()).toMatchObject({ stage: null, meaning: 'open' });
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { name: 'Wrong', stage: 'paid', meaning: 'open' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().detail[0].loc).toEqual(['body', 'stage']);
    expect(messagesOf(await put({ stage: 'parked' }))).toContain(LOAD_WORKFLOW_MESSAGES.stageUnknown);
  });
});

describe('who may use load statuses', () => {
  const reads = (id: number) => [['GET', url] as const, ['GET', `${url}${id}`] as const];
  const writes = (id: number) =>
    [
      ['POST', url, { name: unique('St ').slice(0, 40) }],
      ['PUT', `${url}${id}`, { color: '#111111' }],
      ['DELETE', `${url}${id}`, undefined],
    ] as const;

  it('managers read and write; accountants, dispatchers and track and trace only read; others get 403', async () => {
    await expectRoleAccess({
      ...t,
      readers: ['MANAGER', 'ACCOUNTANT', 'DISPATCHER', 'TRACK_AND_TRACE'],
      writers: ['MANAGER'],
      create: async (headers) => (await create(headers, { name: unique('Own ').slice(0, 40) })).id,
      reads,
      writes,
    });
  });

  it('answers 401 to anonymous callers', async () => {
    await expectSignInRequired(t.app, [...reads(1), ...writes(1)]);
  });
});

describe('load statuses stay inside their company', () => {
  it('company B never sees, counts or changes company A statuses', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await create(a.headers, { name: unique('Tenant ').slice(0, 40) })).id,
      detail: (id) => `${url}${id}`,
      list: { url: `${url}?limit=200`, items: 'statuses' },
      writes: [
        { method: 'PUT', url: (id) => `${url}${id}`, payload: { name: 'Taken over' } },
        { method: 'DELETE', url: (id) => `${url}${id}` },
      ],
    });
  });

  it('lists the load status paths in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/load-statuses/']).toBeTruthy();
    expect(doc.paths['/api/load-statuses/{id}']).toBeTruthy();
  });
});
