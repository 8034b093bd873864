import { ROLE_NAMES } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, loadStatuses, users } from '../src/db/schema';
import { buildCompany, buildSignedInCompany, buildUser, signIn, unique } from './support/factories';
import { useSuperadmin, useTestApp } from './support/test-app';

const ROLES_OF_A_COMPANY = ROLE_NAMES.filter((r) => r !== 'SUPERADMIN');

const t = useTestApp();
const admin = useSuperadmin(t);

const newCompany = () => ({
  name: unique('Prairie Haulers '),
  alias: unique('PRAIRIE-'),
  country: 'US',
  address: '500 Grain Rd, Wichita, KS 67202',
  phone_number: '+1 (555) 123-4567',
  fax: '',
  mc_number: '123456',
  dot_number: '7654321',
  active: true,
  plan: 'growth',
  subscription_expires_at: '2030-12-31',
});

describe('company management (superadmin)', () => {
  it('creates a company with the default load statuses, lists, searches and edits it', async () => {
    const input = newCompany();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/companies/', headers: admin, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: input.name,
      alias: input.alias,
      fax: null,
      active: true,
      user_count: 0,
      plan: 'growth',
    });
    const statuses = await t.db.select().from(loadStatuses).where(eq(loadStatuses.company_id, created.id));
    expect(statuses.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Booked', 'Dispatched', 'In Transit', 'Delivered', 'Invoiced', 'Paid', 'Cancelled']),
    );

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/?search=${encodeURIComponent(input.alias)}`,
      headers: admin,
    });
    expect(list.json()).toMatchObject({ total: 1, companies: [{ id: created.id }] });

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${created.id}`,
      headers: admin,
      payload: { name: 'Renamed Haulers', fax: '555-1000' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Renamed Haulers', fax: '555-1000', alias: input.alias });

    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/',
      headers: admin,
      payload: { ...newCompany(), alias: input.alias },
    });
    expect(dup.statusCode).toBe(409);
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ name: 'x'.repeat(256) }, 'Name too long'],
    [{ alias: '' }, 'Alias is required'],
    [{ alias: 'x'.repeat(101) }, 'Alias too long'],
    [{ alias: 'Acme & Sons' }, 'Only letters, numbers, spaces, hyphens, and underscores allowed'],
    [{ country: '' }, 'Country is required'],
    [{ country: 'x'.repeat(101) }, 'Country name too long'],
    [{ address: 'x'.repeat(501) }, 'Address too long'],
    [{ phone_number: '555-CALL-NOW' }, 'Invalid phone format'],
    [{ fax: 'fax me' }, 'Invalid fax format'],
    [{ mc_number: 'MC-123' }, 'MC number must contain only digits'],
    [{ dot_number: '12a' }, 'DOT number must contain only digits'],
  ])('refuses %j with "%s"', async (change, msg) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/',
      headers: admin,
      payload: { ...newCompany(), ...change },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it('deactivates and activates; a deactivated company cannot sign in', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/deactivate`,
      headers: admin,
    });
    expect(off.json()).toMatchObject({ message: 'Company deactivated successfully', company: { active: false } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(user.email)}&password=Sup3rSecret!`,
    });
    expect(login.statusCode).toBe(403);
    const activeOnly = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/?search=${encodeURIComponent(company.name)}`,
      headers: admin,
    });
    expect(activeOnly.json().total).toBe(0);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/?active_only=false&search=${encodeURIComponent(company.name)}`,
      headers: admin,
    });
    expect(all.json().total).toBe(1);
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/activate`,
      headers: admin,
    });
    expect(on.json().message).toBe('Company activated successfully');
  });

  it('sets the subscription end; expiry suspends the company', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}`,
      headers: admin,
      payload: { subscription_expires_at: '2021-03-31' },
    });
    expect(res.json().subscription_expires_at).toBe('2021-03-31');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(403);
    expect(me.headers['x-error-type']).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('refuses to delete a company with data unless forced, then removes it all in one go', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/companies/${company.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `${company.name} still has 1 user. Delete with force to remove the company and all its data.`,
    );
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.id}/stats`,
      headers: admin,
    });
    expect(stats.json()).toMatchObject({ user_count: 1, has_data: true });
    const forced = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/companies/${company.id}?force=true`,
      headers: admin,
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().message).toBe('Company deleted successfully');
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('deletes an empty company without force', async () => {
    const company = await buildCompany(t.db);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/companies/${company.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('lists a company users and includes them on request', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, roles: ['DISPATCHER'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/users`, headers: admin });
    expect(res.json()).toMatchObject({ total: 1, users: [{ id: user.id, roles: [{ name: 'DISPATCHER' }] }] });
    const withUsers = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.id}?include_users=true`,
      headers: admin,
    });
    expect(withUsers.json().users).toHaveLength(1);
    expect(withUsers.json().user_count).toBe(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/?search=${encodeURIComponent(company.name)}`,
      headers: admin,
    });
    expect(listed.json().companies.find((c: { id: number }) => c.id === company.id).user_count).toBe(1);
  });

  it('is for superadmins only', async () => {
    const { company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    for (const role of ROLES_OF_A_COMPANY) {
      const member = await buildUser(t.db, { companyId: company.id, roles: [role] });
      const { headers } = await signIn(t.app, member.email);
      for (const [method, url] of [
        ['GET', '/api/admin/companies/'],
        ['POST', '/api/admin/companies/'],
        ['GET', `/api/admin/companies/${company.id}`],
        ['PUT', `/api/admin/companies/${company.id}`],
        ['DELETE', `/api/admin/companies/${company.id}`],
        ['POST', `/api/admin/companies/${company.id}/deactivate`],
        ['POST', `/api/admin/companies/${company.id}/activate`],
        ['GET', `/api/admin/companies/${company.id}/users`],
        ['GET', `/api/admin/companies/${company.id}/stats`],
        ['GET', `/api/admin/companies/${company.id}/features`],
        ['PUT', `/api/admin/companies/${company.id}/features`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' || method === 'PUT' ? newCompany() : undefined,
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies/' })).statusCode).toBe(401);
  });
});

describe('my company', () => {
  it('lets any user read it and managers and accountants update it; others get 403', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/my-company', headers });
    expect(mine.json()).toMatchObject({ id: company.id, name: company.name });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/my-company', headers, payload: { address: '1 New St' } }))
        .statusCode,
    ).toBe(403);
    const accountant = await buildUser(t.db, { companyId: company.id, roles: ['ACCOUNTANT'] });
    const ah = (await signIn(t.app, accountant.email)).headers;
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/api/user/my-company',
      headers: ah,
      payload: { address: '1 New St', mc_number: '99' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ address: '1 New St', mc_number: '99' });
    const info = await t.app.inject({ method: 'GET', url: '/api/admin/companies/info', headers });
    expect(info.json()).toMatchObject({ id: company.id, address: '1 New St', logo: null });
  });

  it('shows each user only their own company', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/my-company', headers: b.headers })).json().id).toBe(
      b.company.id,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/my-company',
      headers: b.headers,
      payload: { name: 'B renamed' },
    });
    const [aRow] = await t.db.select().from(companies).where(eq(companies.id, a.company.id));
    expect(aRow?.name).toBe(a.company.name);
  });

  it('updates company info for roles that write company settings, with the form messages', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const put = (h: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/companies/info', headers: h, payload });
    const ok = await put(headers, { phone_number: '+1 (555) 010-2000', dot_number: '1234567' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: company.id, phone_number: '+1 (555) 010-2000', dot_number: '1234567' });
    const bad = await put(headers, { name: '<script>x</script>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toHaveProperty('msg');
    for (const role of ['DISPATCHER', 'ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const) {
      const member = await buildUser(t.db, { companyId: company.id, roles: [role] });
      const res = await put((await signIn(t.app, member.email)).headers, { address: '9 Elsewhere' });
      expect(res.statusCode, role).toBe(403);
    }
    for (const url of ['/api/admin/companies/info', '/api/admin/companies/logo', '/api/user/my-company']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('keeps a time zone per company: from the address on create, then as the company sets it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/',
      headers: admin,
      payload: newCompany(),
    });
    expect(res.json().time_zone).toBe('America/Chicago');
    const denver = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/',
      headers: admin,
      payload: { ...newCompany(), address: '100 Main St, Denver, CO 80202' },
    });
    expect(denver.json().time_zone).toBe('America/Denver');
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/',
      headers: admin,
      payload: { ...newCompany(), time_zone: 'America/Phoenix' },
    });
    expect(given.json().time_zone).toBe('America/Phoenix');

    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/companies/info', headers, payload });
    const ok = await put({ time_zone: 'America/New_York' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().time_zone).toBe('America/New_York');
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/my-company', headers });
    expect(mine.json().time_zone).toBe('America/New_York');
    const bad = await put({ time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['body', 'time_zone'],
      msg: 'Choose a time zone from the list, e.g. America/Chicago',
    });
  });

  it("never shows another company's info", async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const info = await t.app.inject({ method: 'GET', url: '/api/admin/companies/info', headers: b.headers });
    expect(info.json().id).toBe(b.company.id);
    expect(info.body).not.toContain(a.company.name);
  });

  it('refuses superadmins, who have no company', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/my-company', headers: admin })).statusCode).toBe(403);
  });
});
