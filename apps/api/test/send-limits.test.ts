import { describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { buildStatementWorld, deliveredLoad, generate, WEEK } from './support/statements';
import { useTestApp } from './support/test-app';

// Each call sends a real e-mail: a user gets a few per hour, then 429 with Retry-After.
const t = useTestApp({ sendLimits: { reportSendNowPerHour: 2, statementEmailsPerHour: 2 } });

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

function expectLimited(res: Awaited<ReturnType<typeof post>>, what: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().detail).toMatch(new RegExp(`^Too many ${what} sent in an hour; try again in \\d+ minutes$`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('e-mails sent on demand are limited per user', () => {
  it('"Send now" answers 429 with Retry-After past the hourly limit, counted for each user apart', async () => {
    const a = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const url = '/api/analytics/reports/send-now';
    for (let i = 0; i < 2; i++) expect((await post(a.headers, url, { frequency: 'daily' })).statusCode).toBe(200);
    expectLimited(await post(a.headers, url, { frequency: 'weekly' }), 'reports');
    const b = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    expect((await post(b.headers, url, { frequency: 'daily' })).statusCode).toBe(200);
  });

  it('e-mailing a statement answers 429 with Retry-After past the hourly limit', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04' });
    const [statement] = (await generate(t.app, w.manager.headers, WEEK)).created;
    const url = `/api/driver-statements/${statement!.id}/email`;
    for (let i = 0; i < 2; i++)
      expect((await post(w.manager.headers, url, { to: 'driver@example.com' })).statusCode).toBe(202);
    expectLimited(await post(w.manager.headers, url, { to: 'driver@example.com' }), 'statement e-mails');
  });
});
