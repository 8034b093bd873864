import { SUBSCRIPTION_EXPIRED } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, login, PASSWORD } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp({ loginLimits: { perAccount: 5, perAddress: 8, windowMinutes: 15 } });

// Failed sign-ins are counted per address in the run's one database, and other test files fail
// sign-ins from the default address: each test here signs in from an address of its own.
describe('POST /api/auth/login', () => {
  it('answers tokens and the user with roles as {id, name}', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, roles: ['DISPATCHER'] });
    const res = await login(t.app, user.email.toUpperCase(), PASSWORD, '10.0.9.1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: t.config.accessTokenTtl });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      company_id: company.id,
      company_name: company.name,
    });
    expect(body.user.roles).toEqual([{ id: 3, name: 'DISPATCHER' }]);
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    const wrong = await login(t.app, user.email, 'Wrong-password1', '10.1.0.1');
    const unknown = await login(t.app, 'nobody-here@example.test', 'Wrong-password1', '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('Incorrect email or password');
  });

  it('signs one account in from many places at once (two browsers, two tabs): every one succeeds', async () => {
    const admin = await buildUser(t.db, { companyId: null, roles: ['SUPERADMIN'] });
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          login(t.app, admin.email, PASSWORD, `10.0.${8 + (round % 4)}.${round * 6 + i}`),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    }
    // 240 password checks (argon2, each about 0.1 s of a core): more than the default on a busy machine.
  }, 90_000);

  it('refuses inactive users and users of a deactivated company', async () => {
    const company = await buildCompany(t.db);
    const inactive = await buildUser(t.db, { companyId: company.id, active: false });
    expect((await login(t.app, inactive.email, PASSWORD, '10.1.1.1')).statusCode).toBe(401);
    const closed = await buildCompany(t.db, { active: false });
    const user = await buildUser(t.db, { companyId: closed.id });
    const res = await login(t.app, user.email, PASSWORD, '10.1.1.2');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/inactive/);
  });

  it('lets a superadmin, who belongs to no company, sign in', async () => {
    const admin = await buildUser(t.db, { companyId: null, roles: ['SUPERADMIN'] });
    const res = await login(t.app, admin.email, PASSWORD, '10.0.9.2');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.user.company_id).toBeNull();
    expect(s.user.roles.map((r: { name: string }) => r.name)).toEqual(['SUPERADMIN']);
  });

  it('answers 403 SUBSCRIPTION_EXPIRED to a user of an expired company, but only with the right password', async () => {
    const company = await buildCompany(t.db, { expired: true });
    const user = await buildUser(t.db, { companyId: company.id });
    const res = await login(t.app, user.email, PASSWORD, '10.1.2.1');
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-error-type']).toBe(SUBSCRIPTION_EXPIRED);
    expect(res.json().detail).toMatch(/subscription/i);
    const wrong = await login(t.app, user.email, 'Wrong-password1', '10.1.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['x-error-type']).toBeUndefined();
  });
});

describe('failed sign-in rate limit', () => {
  it('answers 429 after 5 failures for one account to every address that failed, even with the right password', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, user.email, `Wrong-password${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const res = await login(t.app, user.email, PASSWORD, '10.2.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(res.headers['retry-after']).toBe(String(15 * 60));
  });

  it('lets the right password through a locked account from an address that has not failed on it', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    for (let i = 0; i < 5; i++) await login(t.app, user.email, 'Wrong-password1', '10.6.0.1');
    expect((await login(t.app, user.email, PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    // One wrong guess from a new address is checked and then that address is locked out too.
    expect((await login(t.app, user.email, 'Wrong-password1', '10.6.0.2')).statusCode).toBe(401);
    expect((await login(t.app, user.email, PASSWORD, '10.6.0.2')).statusCode).toBe(429);
    expect((await login(t.app, user.email, PASSWORD, '10.6.0.3')).statusCode).toBe(200);
  });

  it('limits unknown accounts the same way, so the limit tells nothing about existence', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'ghost@example.test', 'Wrong-password1', `10.3.0.${i}`);
    const res = await login(t.app, 'ghost@example.test', 'Wrong-password1', '10.3.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('answers 429 to one address after 8 failures across accounts', async () => {
    for (let i = 0; i < 8; i++) await login(t.app, `spray${i}@example.test`, 'Wrong-password1', '10.4.0.1');
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    expect((await login(t.app, user.email, PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await login(t.app, user.email, PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('clears the account count after a successful sign-in', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    for (let i = 0; i < 4; i++) await login(t.app, user.email, 'Wrong-password1', `10.5.0.${i}`);
    expect((await login(t.app, user.email, PASSWORD, '10.5.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, user.email, 'Wrong-password1', `10.5.2.${i}`);
    expect((await login(t.app, user.email, PASSWORD, '10.5.3.1')).statusCode).toBe(200);
  });
});
