import { CUSTOMER_SEARCH_MESSAGE, type RoleName } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers } from '../src/db/schema';
import { buildCompany, buildSignedInCompany, buildUser, signIn, unique } from './support/factories';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/customers/';
const STALE = 'This customer was changed by someone else. Reload and try again.';
const MC_TAKEN = 'A customer with this MC number already exists';

type Headers = Record<string, string>;
type Customer = { id: number; name: string; version: number; [k: string]: unknown };

let mcSeq = 0;
/** An MC number no other test uses (digits only, at most 20). */
const uniqueMc = () => `${Date.now() % 1_000_000_000}${process.pid % 1000}${++mcSeq}`;

async function create(headers: Headers, payload: Record<string, unknown>): Promise<Customer> {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const get = (headers: Headers, path: string) => t.app.inject({ method: 'GET', url: `${url}${path}`, headers });
const msgs = (res: { json(): { detail: { msg: string }[] } }) => res.json().detail.map((d) => d.msg);

async function auditOf(id: number) {
  return t.db
    .select({ action: auditLog.action, company_id: auditLog.company_id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
}

describe('creating customers', () => {
  it('stores a trimmed broker with defaults, version 1, and audits it', async () => {
    const { headers, company, user } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const mc = uniqueMc();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        name: '  Prairie Freight Brokers ',
        mc_number: mc,
        email: ' Ops@Prairie.example ',
        billing_email: '',
        phone_number: '+1 (402) 555-0101',
        city: 'Omaha',
        state: 'NE',
        zip_code: '68102',
        payment_terms_days: 30,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Prairie Freight Brokers',
      mc_number: mc,
      email: 'ops@prairie.example',
      billing_email: null,
      country: 'US',
      has_warning: false,
      payment_terms_days: 30,
      is_deleted: false,
      version: 1,
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, body.id));
    expect(row).toMatchObject({ company_id: company.id, created_by: user.id });
    expect(await auditOf(body.id)).toEqual([{ action: 'create', company_id: company.id }]);
  });

  it.each([
    [{ name: undefined }, 'Broker name is required'],
    [{ name: '   ' }, 'Broker name is required'],
    [{ name: 'x'.repeat(256) }, 'Name too long'],
    [{ name: '<b>Acme</b>' }, 'Name contains invalid characters'],
    [{ name: "x'; DROP TABLE customers;--" }, 'Name contains invalid characters'],
    [{ email: 'ops@prairie' }, 'Invalid email format'],
    [{ billing_email: 'billing' }, 'Invalid email format'],
    [{ mc_number: 'MC-123' }, 'MC number must contain only digits'],
    [{ dot_number: '12a' }, 'DOT number must contain only digits'],
    [{ phone_number: '555#0101' }, 'Invalid phone format'],
    [{ city: 'Omaha /* x */' }, 'City contains invalid characters'],
    [{ street_address: '<script>alert(1)</script>' }, 'Street address contains invalid characters'],
    [{ zip_code: '68102;--' }, 'Invalid ZIP code'],
    [{ country: 'usa' }, 'Country must be a two-letter code'],
    [{ payment_terms_days: -1 }, 'Payment terms must be 0 or more'],
    [{ payment_terms_days: 400 }, 'Payment terms must be 365 days or less'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'Valid Broker', ...change } });
    expect(res.statusCode, res.body).toBe(422);
    expect(msgs(res)).toContain(message);
  });

  it('refuses unknown fields and wrong types with a 422 naming the field', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const unknown = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'B', company_id: 1 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'company_id'], type: 'unrecognized_keys' });
    const wrong = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'B', has_warning: 'yes' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].loc).toEqual(['body', 'has_warning']);
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Malformed JSON in request body');
  });

  it('refuses a second live customer with the same MC number, but not after the first is deleted', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    const first = await create(headers, { name: 'First Broker', mc_number: mc });
    const dup = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'Second', mc_number: mc } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(MC_TAKEN);

    // Another company may hold the same MC number.
    const other = await buildSignedInCompany(t.app, t.db);
    await create(other.headers, { name: 'Elsewhere', mc_number: mc });

    expect((await t.app.inject({ method: 'DELETE', url: `${url}${first.id}`, headers })).statusCode).toBe(204);
    const second = await create(headers, { name: 'Second', mc_number: mc });
    // Restoring the first would now make two live customers with one MC number.
    const restore = await t.app.inject({ method: 'POST', url: `${url}${first.id}/restore`, headers });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().detail).toBe(MC_TAKEN);
    expect(second.mc_number).toBe(mc);
  });
});

describe('listing customers', () => {
  it('searches name, MC, e-mail and city, filters warnings and deleted ones, pages and counts in SQL', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    const c = await create(headers, { name: 'charlie Logistics', city: 'Savannah' });
    const a = await create(headers, {
      name: 'Alpha Brokerage',
      mc_number: mc,
      has_warning: true,
      warning_note: 'Slow',
    });
    const b = await create(headers, { name: 'bravo Freight', email: 'dispatch@bravo-freight.example' });
    const gone = await create(headers, { name: 'Delta Gone' });
    await t.app.inject({ method: 'DELETE', url: `${url}${gone.id}`, headers });

    const ids = async (query: string) => {
      const res = await get(headers, `?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().customers.map((x: Customer) => x.id), total: res.json().total };
    };
    // Sorted by name regardless of case; deleted ones hidden by default.
    expect(await ids('')).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await ids('search=brav')).toEqual({ ids: [b.id], total: 1 });
    expect(await ids(`search=${mc.slice(0, 6)}`)).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('search=DISPATCH%40BRAVO')).toEqual({ ids: [b.id], total: 1 });
    expect(await ids('search=savan')).toEqual({ ids: [c.id], total: 1 });
    expect(await ids('search=%25')).toEqual({ ids: [], total: 0 });
    expect(await ids('has_warning=true')).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('has_warning=false')).toEqual({ ids: [b.id, c.id], total: 2 });
    expect(await ids('include_deleted=true')).toEqual({ ids: [a.id, b.id, c.id, gone.id], total: 4 });
    expect(await ids('deleted_only=true')).toEqual({ ids: [gone.id], total: 1 });
    expect(await ids('skip=1&limit=1')).toEqual({ ids: [b.id], total: 3 });
    const deleted = (await get(headers, `${gone.id}`)).json();
    expect(deleted.is_deleted).toBe(true);
  });

  it('treats hostile search text as text and refuses bad paging with 422', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    await create(headers, { name: 'Safe Broker' });
    for (const search of ["x'; DROP TABLE customers;--", '<script>alert(1)</script>', "1' OR '1'='1"]) {
      const res = await get(headers, `?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ customers: [], total: 0 });
    }
    for (const query of ['limit=0', 'limit=500', 'skip=-1', 'has_warning=maybe', `search=${'x'.repeat(101)}`]) {
      const res = await get(headers, `?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail.length).toBeGreaterThan(0);
    }
    expect((await get(headers, '')).json().total).toBe(1);
  });

  it('summarises the directory', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    await create(headers, { name: 'One', has_warning: true });
    await create(headers, { name: 'Two' });
    const old = await create(headers, { name: 'Old' });
    await t.db
      .update(customers)
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000) })
      .where(and(eq(customers.id, old.id), eq(customers.company_id, company.id)));
    const gone = await create(headers, { name: 'Gone', has_warning: true });
    await t.app.inject({ method: 'DELETE', url: `${url}${gone.id}`, headers });
    const res = await get(headers, 'stats/summary');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 3, with_warning: 1, deleted: 1, added_last_30_days: 2 });
  });
});

describe('quick search for pickers', () => {
  it('needs at least 2 characters', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const query of ['q=a', 'q=%20a%20', '']) {
      const res = await get(headers, `search?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(msgs(res)).toContain(CUSTOMER_SEARCH_MESSAGE);
    }
    for (const query of ['q=ab&limit=0', 'q=ab&limit=101', 'q=ab&limit=x']) {
      expect((await get(headers, `search?${query}`)).statusCode, query).toBe(422);
    }
  });

  it('answers live matches by name or MC, names starting with the text first, 20 by default', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    const inner = await create(headers, { name: 'Big Northstar Freight' });
    const starts = await create(headers, { name: 'Northstar Logistics', has_warning: true, warning_note: 'Pays late' });
    const byMc = await create(headers, { name: 'Zephyr', mc_number: mc, city: 'Omaha', state: 'NE' });
    const gone = await create(headers, { name: 'Northstar Gone' });
    await t.app.inject({ method: 'DELETE', url: `${url}${gone.id}`, headers });

    const res = await get(headers, 'search?q=northstar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customers).toEqual([
      {
        id: starts.id,
        name: 'Northstar Logistics',
        mc_number: null,
        city: null,
        state: null,
        has_warning: true,
        warning_note: 'Pays late',
      },
      expect.objectContaining({ id: inner.id }),
    ]);
    const mcHit = (await get(headers, `search?q=${mc}`)).json().customers;
    expect(mcHit).toEqual([expect.objectContaining({ id: byMc.id, mc_number: mc, city: 'Omaha', state: 'NE' })]);
    expect((await get(headers, `search?q=${encodeURIComponent("x'; DROP TABLE customers;--")}`)).json()).toEqual({
      customers: [],
    });

    for (let i = 0; i < 22; i++) await create(headers, { name: `Many Co ${String(i).padStart(2, '0')}` });
    expect((await get(headers, 'search?q=many')).json().customers).toHaveLength(20);
    expect((await get(headers, 'search?q=many&limit=5')).json().customers).toHaveLength(5);
    expect((await get(headers, 'search?q=many&limit=100')).json().customers).toHaveLength(22);
  });
});

describe('finding a customer by MC number', () => {
  it('compares digits only and leaves deleted customers out', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    const c = await create(headers, { name: 'By MC', mc_number: mc });
    for (const given of [mc, `MC-${mc}`, `mc ${mc}`]) {
      const res = await get(headers, `by-mc/${encodeURIComponent(given)}`);
      expect(res.statusCode, given).toBe(200);
      expect(res.json().id).toBe(c.id);
    }
    for (const given of [`${mc}9`, 'MC-', 'abc']) {
      const res = await get(headers, `by-mc/${encodeURIComponent(given)}`);
      expect(res.statusCode, given).toBe(404);
      expect(res.json().detail).toBe('Customer not found');
    }
    await t.app.inject({ method: 'DELETE', url: `${url}${c.id}`, headers });
    expect((await get(headers, `by-mc/${mc}`)).statusCode).toBe(404);
    expect((await get(headers, `by-mc/${'1'.repeat(31)}`)).statusCode).toBe(422);
  });
});

describe('changing customers', () => {
  it('updates only the fields sent, bumps the version and audits', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const c = await create(headers, {
      name: 'Keep Me',
      city: 'Columbus',
      has_warning: true,
      warning_note: 'Check credit',
      payment_terms_days: 45,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { name: ' Renamed ', version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      city: 'Columbus',
      has_warning: true,
      warning_note: 'Check credit',
      payment_terms_days: 45,
      country: 'US',
      version: 2,
    });

    // null and '' clear a field; no version means no check.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { city: '', warning_note: null, payment_terms_days: null, has_warning: false },
    });
    expect(cleared.json()).toMatchObject({
      city: null,
      warning_note: null,
      payment_terms_days: null,
      has_warning: false,
      version: 3,
    });
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect((await auditOf(c.id)).every((a) => a.company_id === company.id)).toBe(true);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const c = await create(headers, { name: 'Contested' });
    const first = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { name: 'First Save', version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { name: 'Second Save', version: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: STALE });
    expect((await get(headers, `${c.id}`)).json()).toMatchObject({ name: 'First Save', version: 2 });
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const badVersion = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { version: '2' },
    });
    expect(badVersion.statusCode).toBe(422);
  });

  it('lets only one of two simultaneous saves of the same version win', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const c = await create(headers, { name: 'Race' });
    const saves = await Promise.all(
      ['A', 'B'].map((n) =>
        t.app.inject({ method: 'PUT', url: `${url}${c.id}`, headers, payload: { name: `Race ${n}`, version: 1 } }),
      ),
    );
    expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409]);
    expect((await get(headers, `${c.id}`)).json().version).toBe(2);
  });

  it('refuses an MC number another live customer holds', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    await create(headers, { name: 'Holder', mc_number: mc });
    const c = await create(headers, { name: 'Taker', mc_number: uniqueMc() });
    const res = await t.app.inject({ method: 'PUT', url: `${url}${c.id}`, headers, payload: { mc_number: mc } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(MC_TAKEN);
    // Saving its own MC number again is fine.
    const same = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { mc_number: c.mc_number, name: 'Taker 2' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('keeps the notes carriers really write, exactly as written', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const notes = 'Temp > 34F; call ahead\nDock 3 -- ask for Bob\nKeep reefer online=true';
    const c = await create(headers, { name: 'Cold Chain', notes, warning_note: 'Pays late; <30 days> never' });
    expect(c).toMatchObject({ notes, warning_note: 'Pays late; <30 days> never' });
    const res = await t.app.inject({ method: 'GET', url: `${url}${c.id}`, headers });
    expect(res.json().notes).toBe(notes);
  });

  it('refuses bad changes with the field messages', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const c = await create(headers, { name: 'Strict' });
    for (const [payload, message] of [
      [{ name: '' }, 'Broker name is required'],
      [{ email: 'x@y' }, 'Invalid email format'],
      [{ notes: 'a control character \u0000' }, 'Notes contains invalid characters'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `${url}${c.id}`, headers, payload });
      expect(res.statusCode).toBe(422);
      expect(msgs(res)).toContain(message);
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${url}${c.id}`,
      headers,
      payload: { is_deleted: false },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'is_deleted']);
  });

  it('deletes softly, restores, and refuses edits while deleted', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const c = await create(headers, { name: 'Come Back' });
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${c.id}`, headers });
    expect(del.statusCode).toBe(204);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row?.deleted_at).toBeInstanceOf(Date);

    const again = await t.app.inject({ method: 'DELETE', url: `${url}${c.id}`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This customer is already deleted');
    const edit = await t.app.inject({ method: 'PUT', url: `${url}${c.id}`, headers, payload: { name: 'X' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe('This customer is deleted. Restore it before editing.');

    const restored = await t.app.inject({ method: 'POST', url: `${url}${c.id}/restore`, headers });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: c.id, is_deleted: false });
    const twice = await t.app.inject({ method: 'POST', url: `${url}${c.id}/restore`, headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This customer is not deleted');
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const [method, path] of [
      ['GET', '2147483000'],
      ['PUT', '2147483000'],
      ['DELETE', '2147483000'],
      ['POST', '2147483000/restore'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${url}${path}`,
        headers,
        payload: method === 'PUT' ? { name: 'X' } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toBe('Customer not found');
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', "1'%20OR%20'1'='1"]) {
      const res = await get(headers, id);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['params', 'id'] });
    }
  });
});

describe('who may use customers', () => {
  async function headersFor(role: RoleName) {
    const company = role === 'SUPERADMIN' ? null : await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company?.id ?? null, roles: [role] });
    return (await signIn(t.app, user.email)).headers;
  }

  const calls = (id: number, mc: string) =>
    [
      ['GET', url, undefined],
      ['POST', url, { name: unique('Role Broker ') }],
      ['GET', `${url}${id}`, undefined],
      ['PUT', `${url}${id}`, { notes: 'Checked' }],
      ['GET', `${url}stats/summary`, undefined],
      ['GET', `${url}search?q=role`, undefined],
      ['GET', `${url}by-mc/${mc}`, undefined],
      ['DELETE', `${url}${id}`, undefined],
      ['POST', `${url}${id}/restore`, undefined],
    ] as const;

  it.each(['MANAGER', 'ACCOUNTANT', 'DISPATCHER'] as const)('%s may use every call', async (role) => {
    const headers = await headersFor(role);
    const mc = uniqueMc();
    const c = await create(headers, { name: 'Role Broker', mc_number: mc });
    for (const [method, path, payload] of calls(c.id, mc)) {
      const res = await t.app.inject({ method, url: path, headers, payload });
      expect(res.statusCode, `${role} ${method} ${path}: ${res.body}`).toBeLessThan(300);
    }
  });

  it.each(['ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE', 'SUPERADMIN'] as const)(
    '%s gets 403 on every call',
    async (role) => {
      const owner = await buildSignedInCompany(t.app, t.db);
      const mc = uniqueMc();
      const c = await create(owner.headers, { name: 'Role Broker', mc_number: mc });
      const headers = await headersFor(role);
      for (const [method, path, payload] of calls(c.id, mc)) {
        const res = await t.app.inject({ method, url: path, headers, payload });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json().detail).toBe('You do not have permission to perform this action');
      }
    },
  );

  it('answers 401 to anonymous callers', async () => {
    for (const [method, path, payload] of calls(1, '123')) {
      const res = await t.app.inject({ method, url: path, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('customers stay inside their company', () => {
  it('company B never sees, counts or changes company A customers', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await create(a.headers, { name: unique('Tenant Broker ') })).id,
      detail: (id) => `${url}${id}`,
      list: { url: `${url}?limit=200&include_deleted=true`, items: 'customers' },
      summaries: [`${url}stats/summary`],
      writes: [
        { method: 'PUT', url: (id) => `${url}${id}`, payload: { name: 'Taken over', version: 1 } },
        { method: 'DELETE', url: (id) => `${url}${id}` },
        { method: 'POST', url: (id) => `${url}${id}/restore` },
      ],
    });
  });

  it('keeps MC lookup, quick search, stats and the MC rule per company', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const mc = uniqueMc();
    const name = unique('Hidden Broker ');
    await create(a.headers, { name, mc_number: mc, has_warning: true });
    const before = (await get(b.headers, 'stats/summary')).json();
    expect((await get(b.headers, `by-mc/${mc}`)).statusCode).toBe(404);
    expect((await get(b.headers, `search?q=${encodeURIComponent(name)}`)).json().customers).toEqual([]);
    expect((await get(b.headers, `?search=${encodeURIComponent(name)}`)).json().total).toBe(0);
    expect(before).toEqual({ total: 0, with_warning: 0, deleted: 0, added_last_30_days: 0 });
    await create(b.headers, { name: 'Own', mc_number: mc });
  });
});

describe('customers in the OpenAPI document', () => {
  it('lists every customers path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/customers/',
      '/api/customers/{id}',
      '/api/customers/{id}/restore',
      '/api/customers/stats/summary',
      '/api/customers/search',
      '/api/customers/by-mc/{mc}',
    ]) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    expect(doc.paths['/api/customers/'].post.requestBody.content['application/json'].schema.required).toEqual(['name']);
  });
});
