import { PLATFORM_TIME_ZONE, SUBSCRIPTION_EXPIRED } from '@tms/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, refreshTokens } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { buildCompany, buildUser, signIn, signInSuperadmin } from './support/factories';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app';

const t = useTestApp();

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

async function freshUser() {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id, roles: ['ACCOUNTANT'] });
  return { company, user, session: await signIn(t.app, user.email) };
}

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const { user, session } = await freshUser();
    const res = await me(session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, roles: [{ id: 4, name: 'ACCOUNTANT' }] });
  });

  it("carries the company's time zone, and the new one once the company changes it", async () => {
    const { company, session } = await freshUser();
    await t.db.update(companies).set({ time_zone: 'America/Denver' }).where(eq(companies.id, company.id));
    expect((await me(session.headers)).json().company_time_zone).toBe('America/Denver');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/companies/info',
      headers: session.headers,
      payload: { time_zone: 'America/New_York' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(session.headers)).json().company_time_zone).toBe('America/New_York');
    const again = await refresh(session.refresh_token);
    expect(again.json().user.company_time_zone).toBe('America/New_York');
  });

  it('gives a user of no company the platform time zone', async () => {
    const headers = await signInSuperadmin(t.app, t.db);
    expect((await me(headers)).json()).toMatchObject({ company_id: null, company_time_zone: PLATFORM_TIME_ZONE });
  });

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const { user, company } = await freshUser();
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    const forged = await new SignJWT({ cid: company.id, sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-key-that-is-long-enough-000000'));
    expect((await me({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    const expired = await new SignJWT({ cid: company.id, sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const { session } = await freshUser();
    const first = await refresh(session.refresh_token);
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json();
    expect(a.refresh_token).not.toBe(session.refresh_token);
    expect((await me({ authorization: `Bearer ${a.access_token}` })).statusCode).toBe(200);
    const second = await refresh(a.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after its successor was', async () => {
    const { session } = await freshUser();
    const rotated = (await refresh(session.refresh_token)).json();
    const current = (await refresh(rotated.refresh_token)).json();
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The thief's replay also kills the token the legitimate client holds now.
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(current.refresh_token)));
    expect(rows[0]?.revoked_at).toBeInstanceOf(Date);
  });

  it('revokes the family when a rotated token comes back after the retry window', async () => {
    const { session } = await freshUser();
    const rotated = (await refresh(session.refresh_token)).json();
    await t.db
      .update(refreshTokens)
      .set({ rotated_at: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.token_hash, hashToken(session.refresh_token)));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('answers a refresh whose answer was lost once more, and only until the session moves on', async () => {
    const { session, user } = await freshUser();
    // The page reloaded mid-refresh: the server rotated the token, the answer never arrived.
    const lost = (await refresh(session.refresh_token)).json();
    const retried = await refresh(session.refresh_token);
    expect(retried.statusCode, retried.body).toBe(200);
    const kept = retried.json();
    expect(kept.refresh_token).not.toBe(lost.refresh_token);
    expect((await me({ authorization: `Bearer ${kept.access_token}` })).statusCode).toBe(200);
    const next = (await refresh(kept.refresh_token)).json();
    // Once the session has moved on, neither the lost token nor the first one is a retry.
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refresh_token_reuse'), eq(auditLog.user_id, user.id)));
    expect(audit).toBeDefined();
  });

  it('treats two refreshes racing with the same token as one client', async () => {
    const { session, user } = await freshUser();
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const tokens = answers.map((x) => hashToken(x.json().refresh_token));
    // One of the two answers holds the family's one live token; the session is not revoked.
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.user_id, user.id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)),
      );
    expect(live).toHaveLength(1);
    expect(tokens).toContain(live[0]?.token_hash);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('no-such-token')).statusCode).toBe(401);
    const { session } = await freshUser();
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(session.refresh_token)));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const { session, user } = await freshUser();
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.token_hash).not.toBe(session.refresh_token);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const { session } = await freshUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('expired subscription', () => {
  it('answers 403 SUBSCRIPTION_EXPIRED on refresh and on every call once the company expires', async () => {
    const { company, session } = await freshUser();
    await t.db.update(companies).set({ subscription_expires_at: '2020-01-01' }).where(eq(companies.id, company.id));
    for (const res of [
      await refresh(session.refresh_token),
      await me(session.headers),
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me/profile',
        headers: session.headers,
        payload: { name: 'A', last_name: 'B', email: 'a@b.co' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['x-error-type']).toBe(SUBSCRIPTION_EXPIRED);
    }
  });

  it('keeps the last paid day usable', async () => {
    const { company, session } = await freshUser();
    const today = new Date().toISOString().slice(0, 10);
    await t.db.update(companies).set({ subscription_expires_at: today }).where(eq(companies.id, company.id));
    expect((await me(session.headers)).statusCode).toBe(200);
  });
});
