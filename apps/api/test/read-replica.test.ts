import { addDaysToDay, dayIn } from '@tms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { iftaRates, loads } from '../src/db/schema';
import { readTenant } from '../src/db/tenancy';
import { testDatabaseUrl } from './support/database-url';
import { buildSignedInCompany } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { type ReplicaCluster, startReplica } from './support/replica-cluster';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A real streaming replica of the test server (decision 0232): analytics, the QuickBooks export and
 * the IFTA report read from it, a company's own fresh writes are read from the primary while the
 * replica lags, and the primary answers when the replica is down. A change made behind the app's
 * back while replay is paused is the marker: only the primary has it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a streaming read replica', () => {
  let replica: ReplicaCluster | undefined;
  const t = {} as TestApp;
  beforeAll(async () => {
    replica = await startReplica(testDatabaseUrl());
    Object.assign(t, await createTestApp({ databaseReadUrl: replica.url }));
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
    await replica?.remove();
  });
  const w = useLoadWorld(t);
  const cluster = () => replica as ReplicaCluster;

  type Headers = Record<string, string>;
  const today = dayIn('UTC');
  const range = { from: addDaysToDay(today, -10), to: today };
  const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
  const revenue = async (headers: Headers) => {
    const res = await get(headers, `/api/analytics/dashboard-kpis?date_from=${range.from}&date_to=${range.to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().kpis.revenue.value as string;
  };
  const exported = async () => {
    const res = await get(
      w.accountant.headers,
      `/api/accounting/exports/quickbooks?kind=invoices&${new URLSearchParams(range)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  /** The company's own rate for Oklahoma in the quarter, as the IFTA report takes it; its report must answer too. */
  const iftaRate = async (headers: Headers) => {
    const report = await get(headers, '/api/ifta/report?year=2025&quarter=1');
    expect(report.statusCode, report.body).toBe(200);
    const res = await get(headers, '/api/ifta/rates?year=2025&quarter=1');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rates.find((l: { jurisdiction: string }) => l.jurisdiction === 'OK')?.rate as string | undefined;
  };
  const setIftaRate = async (rate: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ifta/rates?year=2025&quarter=1',
      headers: w.manager.headers,
      payload: { rates: [{ jurisdiction: 'OK', rate }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Changes behind the app's back, so it has no write of its own to wait for. */
  const changeUnseen = async (rate: string, tax: string) => {
    await t.db.update(loads).set({ rate_booked: rate }).where(eq(loads.company_id, w.company.id));
    await t.db.update(iftaRates).set({ rate: tax }).where(eq(iftaRates.company_id, w.company.id));
  };

  let other: Awaited<ReturnType<typeof buildSignedInCompany>>;
  beforeAll(async () => {
    other = await buildSignedInCompany(t.app, t.db);
    const day = addDaysToDay(today, -3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/with-events',
      headers: w.manager.headers,
      payload: {
        ...basicInfo(w, { status_id: w.status.delivered.id }),
        events: [pickup(1, addDaysToDay(day, -1)), delivery(2, day)],
        rate_cargo: { rate_booked: '1000.00', loaded_miles: 400 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = { invoice_number: 7001, invoice_date: day, invoice_due_date: addDaysToDay(day, 30) };
    await t.db.update(loads).set(invoice).where(eq(loads.id, res.json().id));
    await setIftaRate('0.1900');
    await cluster().catchUp();
  });

  it('keeps each company to its own rows on the replica, as on the primary', async () => {
    const direct: Database = openPostgres(cluster().url, 1);
    try {
      const count = (companyId: number) =>
        readTenant(direct.db, companyId, async (tx) => {
          const answer = await tx.execute(
            sql`select pg_is_in_recovery() as standby, (select count(*) from loads)::int as loads`,
          );
          return (answer as unknown as { rows: unknown[] }).rows[0];
        });
      expect(await count(w.company.id)).toEqual({ standby: true, loads: 1 });
      expect(await count(other.company.id)).toEqual({ standby: true, loads: 0 });
    } finally {
      await direct.close();
    }
    expect(await revenue(w.manager.headers)).toBe('1000.00');
    expect(await revenue(other.headers)).toBe('0.00');
    expect(await iftaRate(other.headers)).not.toBe('0.1900');
  });

  it('serves analytics, the QuickBooks export and the IFTA report from the replica', async () => {
    await cluster().pauseReplay();
    await changeUnseen('2000.00', '0.2500');
    expect(await revenue(w.manager.headers)).toBe('1000.00');
    expect(await iftaRate(w.manager.headers)).toBe('0.1900');
    // Last: an export is recorded (a write), so the company's next reads go to the primary.
    expect(await exported()).toContain('1000.00');
    const readers = await cluster().sql(
      "select count(*)::int as n from pg_stat_activity where application_name = 'tms-read'",
    );
    expect(readers[0]?.n).toBeGreaterThan(0);
  });

  /** The replica's lag as /metrics reports it: NaN when the scrape could not read it. */
  const lagMetric = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.body.split('\n').find((l) => l.startsWith('tms_replica_lag_bytes '));
    expect(line, res.body).toBeDefined();
    return Number(line?.split(' ')[1]);
  };

  it("reads a company's just-written data from the primary while the replica lags, then the replica again", async () => {
    await setIftaRate('0.3000'); // replay is still paused
    expect(await lagMetric()).toBeGreaterThan(0);
    expect(await iftaRate(w.manager.headers)).toBe('0.3000');
    expect(await revenue(w.manager.headers)).toBe('2000.00');
    expect(await exported()).toContain('2000.00');

    await cluster().resumeReplay();
    await cluster().catchUp();
    await cluster().pauseReplay();
    await changeUnseen('3000.00', '0.3500');
    expect(await revenue(w.manager.headers)).toBe('2000.00');
    expect(await iftaRate(w.manager.headers)).toBe('0.3000');
    await cluster().resumeReplay();
  });

  it('reads a write answered by another process from the primary, by the position its answer handed the client', async () => {
    const elsewhere = await createTestApp({ databaseReadUrl: cluster().url });
    try {
      const rateElsewhere = async (headers: Headers) => {
        const res = await elsewhere.app.inject({ method: 'GET', url: '/api/ifta/rates?year=2025&quarter=1', headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().rates.find((l: { jurisdiction: string }) => l.jurisdiction === 'OK')?.rate as string;
      };
      await cluster().catchUp();
      await cluster().pauseReplay();
      const written = await t.app.inject({
        method: 'PUT',
        url: '/api/ifta/rates?year=2025&quarter=1',
        headers: w.manager.headers,
        payload: { rates: [{ jurisdiction: 'OK', rate: '0.4000' }] },
      });
      expect(written.statusCode, written.body).toBe(200);
      const setCookie = String(written.headers['set-cookie']);
      expect(setCookie).toMatch(/^tms_wal=[0-9A-F]+\/[0-9A-F]+; Path=\/api; Max-Age=3600; HttpOnly; SameSite=Strict$/);
      const position = { ...w.manager.headers, cookie: `theme=dark; ${setCookie.split(';')[0]}` };

      // The other process noted no write of its own: without the position, the replica's older answer.
      expect(await rateElsewhere(w.manager.headers)).toBe('0.3500');
      expect(await rateElsewhere(position)).toBe('0.4000');
      // A position that is not one is ignored, not an error.
      expect(await rateElsewhere({ ...w.manager.headers, cookie: 'tms_wal=not-a-position' })).toBe('0.3500');
      // A read answers no position: only writes move it.
      const read = await elsewhere.app.inject({
        method: 'GET',
        url: '/api/ifta/rates?year=2025&quarter=1',
        headers: position,
      });
      expect(read.headers['set-cookie']).toBeUndefined();

      // Once the replica has replayed the position, the client's reads are the replica's again.
      await cluster().resumeReplay();
      await cluster().catchUp();
      await cluster().pauseReplay();
      await changeUnseen('4000.00', '0.4500');
      expect(await rateElsewhere(position)).toBe('0.4000');
      await cluster().resumeReplay();
    } finally {
      await elsewhere.close();
    }
  });

  it('reads from the primary when the replica is down', async () => {
    expect(await lagMetric()).toBeGreaterThanOrEqual(0);
    await cluster().stop();
    expect(await lagMetric()).toBeNaN();
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/tms_metrics_read_failures_total\{part="replica"\} [1-9]/);
    expect(await revenue(w.manager.headers)).toBe('4000.00');
    expect(await exported()).toContain('4000.00');
    expect(await iftaRate(w.manager.headers)).toBe('0.4500');
  });
});
