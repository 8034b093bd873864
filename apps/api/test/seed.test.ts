import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite } from '../src/db/client';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo-logins';
import { seedDemo } from '../src/db/seed/seed';
import { login } from './support/factories';
import { TEST_JWT_SECRET } from './support/test-app';

// The demo carrier on its own embedded database, as `npm start` seeds it.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  expect(await seedDemo(database.db)).toEqual({ seeded: true });
  app = await buildApp(
    loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: undefined }, { jwtSecret: TEST_JWT_SECRET }),
    { db: database.db, executeSql: database.executeSql },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
  });

  it('gives every demo login its role, and the expired company its 403', async () => {
    for (const u of DEMO_USERS) {
      const res = await login(app, u.email, DEMO_PASSWORD, `10.99.0.${DEMO_USERS.indexOf(u)}`);
      if (u.email === 'manager@bluebird.test') {
        expect(res.statusCode).toBe(403);
        expect(res.headers['x-error-type']).toBe('SUBSCRIPTION_EXPIRED');
        continue;
      }
      expect(res.statusCode, u.email).toBe(200);
      expect(res.json().user.roles.map((r: { name: string }) => r.name)).toEqual(u.roles);
    }
  });

  it('gives Acme Freight master data to work with', async () => {
    const { access_token } = (await login(app, 'manager@acme.test', DEMO_PASSWORD, '10.98.0.1')).json();
    const headers = { authorization: `Bearer ${access_token}` };
    const customers = (await app.inject({ method: 'GET', url: '/api/customers/', headers })).json();
    expect(customers.total).toBeGreaterThanOrEqual(6);
    expect(customers.customers.some((c: { has_warning: boolean }) => c.has_warning)).toBe(true);
    const statuses = (await app.inject({ method: 'GET', url: '/api/load-statuses/', headers })).json();
    expect(statuses.total).toBe(7);
    const integrations = (await app.inject({ method: 'GET', url: '/api/integrations/company', headers })).json();
    expect(
      integrations.some(
        (i: { is_active: boolean; integration: { kind: string } }) => i.is_active && i.integration.kind === 'eld',
      ),
    ).toBe(true);
  });
});
