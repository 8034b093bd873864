import { DRIVER_ROLE_MESSAGE, LAST_MANAGER_MESSAGE, ROLE_ESCALATION_MESSAGE } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { buildCompany, buildSignedInCompany, buildUser, login, signIn, unique } from './support/factories';
import { sealedToken } from './support/mail';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useSuperadmin, useTestApp } from './support/test-app';
import { expectLastManagerKept } from './support/users';

const t = useTestApp();
const admin = useSuperadmin(t);

const newUser = (roles = ['dispatcher']) => ({
  email: `${unique('new')}@example.test`,
  name: 'Nina',
  last_name: 'Park',
  roles,
});
const post = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/', headers, payload });

describe('user management', () => {
  it('a manager invites a user who sets a password from the e-mail and signs in', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const input = newUser(['Dispatcher', 'accountant']);
    const res = await post(headers, input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: input.email, company_id: company.id, is_active: true });
    expect(res.json().roles.map((r: { name: string }) => r.name)).toEqual(['DISPATCHER', 'ACCOUNTANT']);
    expect((await login(t.app, input.email, 'anything-at-all')).statusCode).toBe(401);

    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, input.email));
    expect(mail?.kind).toBe('invite');
    const token = sealedToken(mail!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: 'Welcome123' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t.app, input.email, 'Welcome123')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: 'Welcome456' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('never lets a manager grant superadmin', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const res = await post(headers, newUser(['SUPERADMIN']));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ROLE_ESCALATION_MESSAGE);
    const created = (await post(headers, newUser())).json();
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      headers,
      payload: { roles: ['MANAGER', 'SUPERADMIN'] },
    });
    expect(promote.statusCode).toBe(403);
  });

  it('never gives the Driver role by hand: it comes with a driver record', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const res = await post(headers, newUser(['DRIVER']));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(fieldProblem('roles', DRIVER_ROLE_MESSAGE));
    const viaAdmin = await post(admin, {
      ...newUser(['DISPATCHER', 'DRIVER']),
      company_id: (await buildCompany(t.db)).id,
    });
    expect(viaAdmin.statusCode).toBe(422);
    const offered = (await t.app.inject({ method: 'GET', url: '/api/users/roles', headers })).json();
    expect(offered.roles.map((r: { name: string }) => r.name)).not.toContain('DRIVER');
  });

  it('keeps at least one active manager', async () => {
    const { headers, user, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await expectLastManagerKept(t.app, headers, user.id);
    const self = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate`, headers });
    expect(self.statusCode).toBe(409);
    // A superadmin cannot remove the last manager either.
    const viaAdmin = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate`, headers: admin });
    expect(viaAdmin.json().detail).toBe(LAST_MANAGER_MESSAGE);
    const second = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const ok = await t.app.inject({ method: 'POST', url: `/api/users/${second.id}/deactivate`, headers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().is_active).toBe(false);
    expect((await login(t.app, second.email)).statusCode).toBe(401);
    const back = await t.app.inject({ method: 'POST', url: `/api/users/${second.id}/activate`, headers });
    expect(back.json().is_active).toBe(true);
  });

  it('edits names and roles, resends the invitation', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const created = (await post(headers, newUser())).json();
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      headers,
      payload: { name: 'Nora', roles: ['ANALYST'] },
    });
    expect(upd.json()).toMatchObject({ name: 'Nora', roles: [{ name: 'ANALYST' }] });
    const again = await t.app.inject({ method: 'POST', url: `/api/users/${created.id}/invite`, headers });
    expect(again.json().message).toBe('Invitation sent.');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, created.email));
    expect(mails).toHaveLength(2);
    // Only the newest link sets a password: the first invitation stopped working when it was resent.
    const [first, second] = mails.map(sealedToken);
    const confirm = (token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset-confirm',
        payload: { token, new_password: 'Welcome123' },
      });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('refuses the invitation link of a user deactivated since', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const created = (await post(headers, newUser())).json();
    await t.app.inject({ method: 'POST', url: `/api/users/${created.id}/deactivate`, headers });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, created.email));
    const token = sealedToken(mail!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: 'Welcome123' },
    });
    expect(set.statusCode).toBe(400);
    expect((await login(t.app, created.email, 'Welcome123')).statusCode).toBe(401);
  });

  it('two managers removing each other at the same moment leave one of them', async () => {
    const { headers, user, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const other = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const otherHeaders = (await signIn(t.app, other.email)).headers;
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/users/${other.id}/deactivate`, headers }),
      t.app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate`, headers: otherHeaders }),
    ]);
    // One wins; the other is refused, or finds itself signed out if the winner's change came first.
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/users/?company_id=${company.id}`, headers: admin })
    ).json();
    const activeManagers = list.users.filter(
      (u: { is_active: boolean; roles: { name: string }[] }) =>
        u.is_active && u.roles.some((r) => r.name === 'MANAGER'),
    );
    expect(activeManagers).toHaveLength(1);
  });

  it('validates the new user', async () => {
    const { headers, user } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'bad' }, 'Invalid email address'],
      [{ name: '' }, 'First name is required'],
      [{ last_name: '<b>x</b>' }, 'Last name contains invalid characters'],
      [{ roles: [] }, 'Choose at least one role'],
      [{ roles: ['PILOT'] }, 'Unknown role'],
    ];
    for (const [change, msg] of cases) {
      const res = await post(headers, { ...newUser(), ...change });
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(msg);
    }
    expect((await post(headers, { ...newUser(), email: user.email })).statusCode).toBe(409);
  });

  it('lets a superadmin add a user to any company and a superadmin without one', async () => {
    const company = await buildCompany(t.db);
    const res = await post(admin, { ...newUser(['MANAGER']), company_id: company.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().company_id).toBe(company.id);
    expect((await post(admin, newUser(['MANAGER']))).json().detail).toEqual(
      fieldProblem('company_id', 'Choose the company of the new user'),
    );
    const sa = await post(admin, newUser(['SUPERADMIN']));
    expect(sa.json()).toMatchObject({ company_id: null, roles: [{ name: 'SUPERADMIN' }] });
  });

  it('answers 403 to roles without user management', async () => {
    for (const role of ['DISPATCHER', 'ACCOUNTANT', 'ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const) {
      const { headers, user } = await buildSignedInCompany(t.app, t.db, role);
      expect((await post(headers, newUser())).statusCode, role).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers, payload: { name: 'X' } }))
          .statusCode,
      ).toBe(403);
      for (const [method, url] of [
        ['GET', '/api/users/'],
        ['GET', `/api/users/${user.id}`],
        ['GET', '/api/users/roles'],
        ['POST', `/api/users/${user.id}/deactivate`],
        ['POST', `/api/users/${user.id}/activate`],
        ['POST', `/api/users/${user.id}/invite`],
      ] as const) {
        expect((await t.app.inject({ method, url, headers })).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/' })).statusCode).toBe(401);
  });

  it('offers a manager the roles up to their own, never superadmin', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const offered = (await t.app.inject({ method: 'GET', url: '/api/users/roles', headers })).json();
    const names = offered.roles.map((r: { name: string }) => r.name);
    expect(names).toContain('MANAGER');
    expect(names).not.toContain('SUPERADMIN');
    const forAdmin = (await t.app.inject({ method: 'GET', url: '/api/users/roles', headers: admin })).json();
    expect(forAdmin.roles.map((r: { name: string }) => r.name)).toContain('SUPERADMIN');
  });

  it('keeps a manager inside their company even when another company is named', async () => {
    const other = await buildCompany(t.db);
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const stranger = await buildUser(t.db, { companyId: other.id, roles: ['DISPATCHER'] });
    const created = await post(headers, { ...newUser(), company_id: other.id });
    expect(created.statusCode).toBe(403);
    expect(created.json().detail).toBe('You can only add users to your own company');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/users/?company_id=${other.id}`, headers })).json();
    expect(listed.users.map((u: { id: number }) => u.id)).not.toContain(stranger.id);
    expect(listed.users.every((u: { company_id: number }) => u.company_id === company.id)).toBe(true);
  });

  it('keeps each company to its own users for every write', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await post(a.headers, newUser())).json().id,
      detail: (id) => `/api/users/${id}`,
      list: { url: '/api/users/?limit=200', items: 'users' },
      writes: [
        { method: 'PUT', url: (id) => `/api/users/${id}`, payload: { name: 'Hijack' } },
        { method: 'POST', url: (id) => `/api/users/${id}/deactivate` },
        { method: 'POST', url: (id) => `/api/users/${id}/activate` },
        { method: 'POST', url: (id) => `/api/users/${id}/invite` },
      ],
    });
  });
});
