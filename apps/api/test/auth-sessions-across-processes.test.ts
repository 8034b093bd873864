import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from './support/database-url';
import { buildCompany, buildUser, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Two API processes on one database, each caching sessions a minute: only the database's
// announcement of a change (decision 0229) can make one refuse what the other ended.
const url = testDatabaseUrl();
const CACHE_MS = 60_000;
const WITHIN = { timeout: 2000, interval: 25 };

const me = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

const status = async (t: TestApp, headers: Record<string, string>) => (await me(t, headers)).statusCode;

const listening = (t: TestApp) => t.app.signInChanges?.listening() ?? false;

/** Ends a user's sessions behind the triggers' back: nobody is told, as if the announcement were lost. */
async function revokeUnannounced(t: TestApp, userId: number) {
  await t.executeSql(
    `begin; set local session_replication_role = replica;
     update refresh_tokens set revoked_at = now() where user_id = ${Number(userId)}; commit`,
  );
}

/** Listens as the processes do; answers a wait for one announcement, heard by this test too. */
async function hearing() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', (n) => payloads.push(n.payload ?? ''));
  await client.query('LISTEN sign_in_changed');
  return async (payload: string) => {
    try {
      await vi.waitFor(() => expect(payloads).toContain(payload), { timeout: 5000, interval: 10 });
    } finally {
      await client.end();
    }
  };
}

async function signedInUser(t: TestApp) {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id, roles: ['ACCOUNTANT'] });
  return { company, user, session: await signIn(t.app, user.email) };
}

describe.skipIf(!url)('sessions across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ principalCacheMs: CACHE_MS });
    b = await createTestApp({ principalCacheMs: CACHE_MS });
    await vi.waitFor(() => expect(listening(a) && listening(b)).toBe(true), { timeout: 10_000, interval: 25 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('keeps a session in the cache until a change is announced', async () => {
    // Signing in changes the user, which is announced: B caches only after hearing that, or the
    // late announcement would drop what it cached and the database would answer below.
    const heard = await hearing();
    const { user, session } = await signedInUser(a);
    await heard(`u:${user.id}`);
    await vi.waitFor(() => expect(b.app.signInChanges?.listening()).toBe(true));
    await new Promise((r) => setImmediate(r));
    expect(await status(b, session.headers)).toBe(200);
    await revokeUnannounced(a, user.id);
    // Unannounced, so B still answers from its cache: what refuses below is the announcement.
    expect(await status(b, session.headers)).toBe(200);
  });

  it('refuses on B, within 2 s, a session signed out on A', async () => {
    const { session } = await signedInUser(a);
    expect(await status(b, session.headers)).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers, payload: {} });
    expect(out.statusCode).toBe(204);
    await vi.waitFor(async () => expect(await status(b, session.headers)).toBe(401), WITHIN);
    // Read again and again afterwards: no late answer put it back in the cache.
    for (let i = 0; i < 5; i++) expect(await status(b, session.headers)).toBe(401);
  });

  it('refuses on B, within 2 s, a user deactivated on A', async () => {
    const { company, user, session } = await signedInUser(a);
    const admin = await buildUser(a.db, { companyId: company.id, roles: ['MANAGER'] });
    const adminSession = await signIn(a.app, admin.email);
    expect(await status(b, session.headers)).toBe(200);
    const off = await a.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/deactivate`,
      headers: adminSession.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    await vi.waitFor(async () => expect(await status(b, session.headers)).toBe(401), WITHIN);
  });

  it("shows on B a user's new record within 2 s (their name changed on A)", async () => {
    const { session } = await signedInUser(a);
    const before = (await me(b, session.headers)).json();
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/auth/me/profile',
      headers: session.headers,
      payload: { name: 'Renamed', last_name: before.last_name, email: before.email },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(async () => expect((await me(b, session.headers)).json().name).toBe('Renamed'), WITHIN);
  });

  it('checks the database while its listening connection is lost, and caches again once it is back', async () => {
    const { user, session } = await signedInUser(a);
    expect(await status(b, session.headers)).toBe(200);
    const pid = b.app.signInChanges?.backendPid();
    expect(pid).toBeTypeOf('number');
    await a.executeSql('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(b.app.signInChanges?.backendPid()).not.toBe(pid), WITHIN);
    // Whatever B missed while it was not listening, it reads from the database.
    await revokeUnannounced(a, user.id);
    expect(await status(b, session.headers)).toBe(401);

    await vi.waitFor(() => expect(listening(b)).toBe(true), { timeout: 10_000, interval: 25 });
    const again = await signIn(a.app, user.email);
    expect(await status(b, again.headers)).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: again.headers, payload: {} });
    await vi.waitFor(async () => expect(await status(b, again.headers)).toBe(401), WITHIN);
  });
});

describe('one process with a session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ principalCacheMs: CACHE_MS });
    await vi.waitFor(() => expect(listening(t)).toBe(true), { timeout: 10_000, interval: 25 });
  });
  afterAll(() => t?.close());

  it('refuses a session ended straight in the database (the announcement reaches its own process)', async () => {
    const { user, session } = await signedInUser(t);
    expect(await status(t, session.headers)).toBe(200);
    await t.executeSql('update refresh_tokens set revoked_at = now() where user_id = $1', [user.id]);
    await vi.waitFor(async () => expect(await status(t, session.headers)).toBe(401), WITHIN);
  });
});
