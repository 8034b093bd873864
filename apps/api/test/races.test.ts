import { LAST_MANAGER_MESSAGE } from '@tms/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database-url';
import { buildCompany, buildUser, signIn } from './support/factories';
import { buildStatementWorld, fuelPurchase, generate, statementOf, WEEK } from './support/statements';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two requests at once must not both pass a check that only one may pass. The advisory locks in
 * the services serialise them; these tests make the race certain: a second connection holds the
 * table so each request stops at its first write, and both are released only once both wait.
 * Without the service's lock both would have checked before either wrote, and both succeed.
 * The embedded database runs one statement at a time, so they run on PostgreSQL only (as in CI).
 */
const databaseUrl = testDatabaseUrl();

// Its own app, not useTestApp: no app is started at all when the run has no PostgreSQL.
let t: TestApp;
let blocker: pg.Client;
beforeAll(async () => {
  if (!databaseUrl) return;
  t = await createTestApp();
  blocker = new pg.Client({ connectionString: databaseUrl });
  await blocker.connect();
});
afterAll(async () => {
  if (!databaseUrl) return;
  await blocker.end();
  await t.close();
});

/**
 * Runs `race` while writes to `table` wait: until two backends wait on the table or on an
 * advisory lock, then lets them go and answers what the requests answered.
 */
async function whileTableHeld<T>(table: 'users' | 'customers', race: () => Promise<T>): Promise<T> {
  await blocker.query('BEGIN');
  await blocker.query(`LOCK TABLE ${table} IN SHARE MODE`);
  const running = race();
  try {
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await blocker.query<{ n: number }>(
        `select count(distinct pid)::int as n from pg_locks
         where not granted and (locktype = 'advisory' or relation = $1::regclass)`,
        [table],
      );
      if ((rows[0]?.n ?? 0) >= 2) break;
      if (Date.now() > until) throw new Error('the two requests never both waited');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await blocker.query('COMMIT');
  }
  return running;
}

describe.runIf(databaseUrl)('concurrent requests (PostgreSQL)', () => {
  it('two managers deactivating each other at once leave the company one manager', async () => {
    const company = await buildCompany(t.db);
    const a = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const b = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const [asA, asB] = [(await signIn(t.app, a.email)).headers, (await signIn(t.app, b.email)).headers];

    const answers = await whileTableHeld('users', () =>
      Promise.all([
        t.app.inject({ method: 'POST', url: `/api/users/${b.id}/deactivate`, headers: asA }),
        t.app.inject({ method: 'POST', url: `/api/users/${a.id}/deactivate`, headers: asB }),
      ]),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().detail).toBe(LAST_MANAGER_MESSAGE);
  });

  it('two saves claiming one MC number at once create one customer', async () => {
    const company = await buildCompany(t.db);
    const manager = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const { headers } = await signIn(t.app, manager.email);

    const answers = await whileTableHeld('customers', () =>
      Promise.all(
        ['Twin One', 'Twin Two'].map((name) =>
          t.app.inject({ method: 'POST', url: '/api/customers/', headers, payload: { name, mc_number: '5550123' } }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().detail).toBe(
      'A customer with this MC number already exists',
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/customers/?search=5550123', headers });
    expect(list.json().total).toBe(1);
  });

  it('a statement generated while a fuel purchase is being changed deducts the amount that is committed', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const fuel = await fuelPurchase(t.db, w, {
      driver_id: w.owner.id,
      transaction_date: '2026-03-04',
      total_amount: '350.00',
    });
    // An edit in progress: the row is changed and held until it commits.
    await blocker.query('BEGIN');
    await blocker.query(`update fuel_transactions set total_amount = '420.00' where id = $1`, [fuel.id]);
    const generating = generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [w.owner.id] });
    try {
      const until = Date.now() + 10_000;
      for (;;) {
        const { rows } = await blocker.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`,
        );
        if ((rows[0]?.n ?? 0) >= 1) break;
        if (Date.now() > until) throw new Error('the generation never waited for the edit');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await blocker.query('COMMIT');
    }
    const [created] = (await generating).created;
    const statement = await statementOf(t.app, w.manager.headers, created!.id);
    const line = statement.lines.find((l: { fuel_transaction_id: number | null }) => l.fuel_transaction_id === fuel.id);
    expect(line.amount).toBe('420.00');
  });
});
