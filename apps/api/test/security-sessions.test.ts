import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, loginFailures } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { buildCompany, buildUser, login, PASSWORD, signIn, unique } from './support/factories';
import { mailsTo, sealedToken } from './support/mail';
import { useTestApp } from './support/test-app';

const t = useTestApp({ loginLimits: { perAccount: 5, perAddress: 50, windowMinutes: 15 } });

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

async function freshUser(roles: ('MANAGER' | 'DISPATCHER')[] = ['DISPATCHER']) {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id, roles });
  return { company, user, session: await signIn(t.app, user.email) };
}

describe('an access token ends with its session', () => {
  it('answers 401 after logout', async () => {
    const { session } = await freshUser();
    expect((await me(session.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('answers 401 after the reuse of a rotated refresh token revoked the session', async () => {
    const { session } = await freshUser();
    const rotated = (await refresh(session.refresh_token)).json();
    const current = (await refresh(rotated.refresh_token)).json();
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${current.access_token}` })).statusCode).toBe(401);
  });

  it('answers 401 after a password reset', async () => {
    const { user, session } = await freshUser();
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = await resetTokenFor(user.email);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: 'BrandNew123' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const { user, session } = await freshUser();
    const other = await signIn(t.app, user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: session.headers,
      payload: { current_password: PASSWORD, new_password: 'BrandNew123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await me(session.headers)).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 once the user is deactivated', async () => {
    const manager = await freshUser(['MANAGER']);
    const user = await buildUser(t.db, { companyId: manager.company.id, roles: ['DISPATCHER'] });
    const session = await signIn(t.app, user.email);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/deactivate`,
      headers: manager.session.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('answers 401 once the company is deactivated', async () => {
    const { company, session } = await freshUser();
    const admin = await buildUser(t.db, { companyId: null, roles: ['SUPERADMIN'] });
    const { headers } = await signIn(t.app, admin.email);
    const off = await t.app.inject({ method: 'POST', url: `/api/admin/companies/${company.id}/deactivate`, headers });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(session.headers)).statusCode).toBe(401);
  });
});

async function resetTokenFor(email: string): Promise<string> {
  return sealedToken((await mailsTo(t.db, email)).at(-1)!);
}

describe('password checks are limited atomically', () => {
  it('verifies at most 5 of 20 simultaneous wrong passwords for one account', async () => {
    const { user } = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t.app, user.email, `Wrong-password${i}`, '10.20.0.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${user.email}`));
    expect(rows).toHaveLength(5);
  });

  it('counts wrong current passwords toward the sign-in limit', async () => {
    const { user, session } = await freshUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: session.headers,
        payload: { current_password: `Wrong-password${i}`, new_password: 'BrandNew123' },
      });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: session.headers,
      payload: { current_password: PASSWORD, new_password: 'BrandNew123' },
    });
    expect(sixth.statusCode).toBe(429);
    expect((await login(t.app, user.email, PASSWORD)).statusCode).toBe(429);
  });
});

describe('changing the sign-in e-mail', () => {
  const profile = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me/profile', headers, payload: body });

  it('needs the current password and, once confirmed, tells the old address', async () => {
    const { user, session } = await freshUser();
    const next = `${unique('moved')}@example.test`;
    const base = { name: 'Test', last_name: 'User', email: next };
    const none = await profile(session.headers, base);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/current password/);
    expect((await profile(session.headers, { ...base, current_password: 'Wrong-password1' })).statusCode).toBe(400);
    const ok = await profile(session.headers, { ...base, current_password: PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change-confirm',
      payload: { token: sealedToken((await mailsTo(t.db, next))[0]!), email: next },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const notice = await withSystem(t.db, (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, user.email)),
    );
    expect(notice.map((m) => m.kind)).toContain('email_changed');
    expect(notice.find((m) => m.kind === 'email_changed')?.text_body).toContain(next);
    // Other fields change without the password.
    expect((await profile(session.headers, { ...base, name: 'Renamed' })).statusCode).toBe(200);
  });
});
