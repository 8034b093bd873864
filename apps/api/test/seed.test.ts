import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vinProblem } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite } from '../src/db/client';
import { drivers } from '../src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo-logins';
import { seedDemo } from '../src/db/seed/seed';
import { createCardCipher } from '../src/modules/fuel-cards/card-cipher';
import { createStorage } from '../src/modules/storage/storage.service';
import { login } from './support/factories';
import { TEST_JWT_SECRET } from './support/test-app';

// The demo carrier on its own embedded database, as `npm start` seeds it.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const dataDir = mkdtempSync(join(tmpdir(), 'tms-seed-'));
beforeAll(async () => {
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: undefined, S3_BUCKET: undefined, DATA_DIR: dataDir },
    { jwtSecret: TEST_JWT_SECRET, expiryScanCron: null, analyticsReportsCron: null, demoEldCron: null },
  );
  database = await openPglite();
  await database.migrate();
  const cardCipher = createCardCipher({ current: 'seed-test-key', previous: [], hashKey: 'seed-test-hash-key' });
  expect(await seedDemo(database.db, { cardCipher, storage: createStorage(config).storage })).toEqual({
    seeded: true,
  });
  app = await buildApp(config, {
    db: database.db,
    executeSql: database.executeSql,
    notifications: database.notifications,
  });
  // Two years of demo loads and their statements: seconds alone, longer on a busy machine.
}, 300_000);
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
  });

  it('gives Acme Freight an address for rate confirmations and an inbox to review, its documents beside the readings', async () => {
    const res = await login(app, 'dispatcher@acme.test', DEMO_PASSWORD, '10.99.1.5');
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    const address = await app.inject({ method: 'GET', url: '/api/settings/inbound-email', headers: auth });
    expect(address.json().address).toMatch(/^loads\+[a-z0-9]{16,}@tms\.test$/);
    const inbox = (await app.inject({ method: 'GET', url: '/api/loads/inbox', headers: auth })).json();
    expect(inbox.items.map((i: { state: string }) => i.state)).toEqual(['read', 'read', 'kept']);
    const [read] = inbox.items;
    expect(read.broker).not.toBeNull();
    const detail = (await app.inject({ method: 'GET', url: `/api/loads/inbox/${read.id}`, headers: auth })).json();
    expect(detail.reading.basic_info.load_number).toBe(read.summary.load_number);
    const file = await app.inject({ method: 'GET', url: `/api/loads/inbox/${read.id}/file`, headers: auth });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('gives the newest open invoices their paperwork, so factoring and statements can be tried on first start', async () => {
    const res = await login(app, 'accountant@acme.test', DEMO_PASSWORD, '10.99.1.1');
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/accounting/factoring/settings',
      headers: auth,
      payload: {
        enabled: true,
        name: 'Demo Factor',
        email: 'schedules@factor.test',
        remit_to: 'PO Box 1, Dallas, TX 75201',
        notice: 'This invoice has been assigned to Demo Factor.',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const open = await app.inject({ method: 'GET', url: '/api/accounting/loads?state=invoiced', headers: auth });
    const newest = open
      .json()
      .loads.slice(0, 2)
      .map((l: { id: number }) => l.id);
    const made = await app.inject({
      method: 'POST',
      url: '/api/accounting/factoring/submissions',
      headers: auth,
      payload: { load_ids: newest },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().loads.map((l: { missing_documents: string[] }) => l.missing_documents)).toEqual([[], []]);
    // A customer's statement goes out through the outbox on the embedded database too.
    const aging = await app.inject({ method: 'GET', url: '/api/accounting/receivables/aging', headers: auth });
    const customer = aging.json().customers[0].customer_id;
    const sent = await app.inject({
      method: 'POST',
      url: `/api/accounting/receivables/customers/${customer}/statement/send`,
      headers: auth,
      payload: { to: 'ap@customer.test' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
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

  it("links the demo driver's login to an active driver with a load on the road, one coming and one just delivered", async () => {
    const manager = (await login(app, 'manager@acme.test', DEMO_PASSWORD, '10.98.0.8')).json();
    const headers = { authorization: `Bearer ${manager.access_token}` };
    const [driver] = await database.db
      .select({ id: drivers.id, active: drivers.is_active })
      .from(drivers)
      .where(eq(drivers.email, 'driver@acme.test'));
    expect(driver?.active).toBe(true);
    const account = await app.inject({ method: 'GET', url: `/api/drivers/${driver!.id}/app-account`, headers });
    expect(account.json()).toMatchObject({ status: 'active', email: 'driver@acme.test' });

    // What the driver app shows the driver: a load under way, one coming, one just delivered.
    const driverLogin = (await login(app, 'driver@acme.test', DEMO_PASSWORD, '10.98.0.9')).json();
    const loads = await app.inject({
      method: 'GET',
      url: '/api/driver-app/loads',
      headers: { authorization: `Bearer ${driverLogin.access_token}` },
    });
    expect(loads.statusCode, loads.body).toBe(200);
    const stages = new Set(loads.json().loads.map((l: { stage: string }) => l.stage));
    expect(stages).toEqual(new Set(['current', 'upcoming', 'recent']));
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
    // Growth plan, with AI load extraction added on.
    const features = (await app.inject({ method: 'GET', url: '/api/company/features', headers })).json();
    expect(features.features).toContain('ai_load_extraction');
  });

  it('gives Acme Freight a fleet: drivers with equipment and dispatchers, valid VINs, notes and expiries', async () => {
    const { access_token } = (await login(app, 'manager@acme.test', DEMO_PASSWORD, '10.98.0.2')).json();
    const headers = { authorization: `Bearer ${access_token}` };
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json();
    const drivers = await get('/api/drivers/?limit=100');
    expect(drivers.total).toBe(40);
    expect(drivers.drivers.filter((d: { current_truck: unknown }) => d.current_truck).length).toBe(30);
    expect(
      drivers.drivers.every(
        (d: { dispatchers: unknown[]; is_active: boolean }) => !d.is_active || d.dispatchers.length > 0,
      ),
    ).toBe(true);
    expect((await get('/api/trucks/')).total).toBe(35);
    const trailers = await get('/api/trailers/?limit=100');
    expect(trailers.total).toBe(50);
    for (const u of trailers.trailers) expect(vinProblem(u.vin), u.vin).toBeNull();
    const stats = await get('/api/drivers/stats');
    expect(stats.cdl_expired).toBe(1);
    expect(stats.cdl_expiring + stats.medical_expiring).toBeGreaterThanOrEqual(3);
    const counts = await get('/api/expiries/counts');
    expect(counts.drivers.expired).toBeGreaterThanOrEqual(1);
    expect(counts.equipment.expired).toBeGreaterThanOrEqual(1);
    const first = drivers.drivers.find(
      (d: { id: number }) => d.id === Math.min(...drivers.drivers.map((x: { id: number }) => x.id)),
    );
    const notes = await get(`/api/driver-notes/driver/${first.id}`);
    expect(notes.recent_critical_count).toBe(1);
    const changed = await Promise.all(
      drivers.drivers.slice(0, 40).map((d: { id: number }) => get(`/api/driver-equipment/driver/${d.id}/history`)),
    );
    expect(changed.some((h: { assignments: unknown[] }) => h.assignments.length > 1)).toBe(true);
    const { access_token: cobalt } = (await login(app, 'manager@cobalt.test', DEMO_PASSWORD, '10.98.0.3')).json();
    const cobaltDrivers = await app.inject({
      method: 'GET',
      url: '/api/drivers/',
      headers: { authorization: `Bearer ${cobalt}` },
    });
    expect(cobaltDrivers.json().total).toBe(6);
  });
  it('gives Acme Freight 8 weeks of driver statements, with recurring charges and escrow on owner operators', async () => {
    const { access_token } = (await login(app, 'accountant@acme.test', DEMO_PASSWORD, '10.98.0.7')).json();
    const headers = { authorization: `Bearer ${access_token}` };
    const page = async (skip: number) =>
      (await app.inject({ method: 'GET', url: `/api/driver-statements/?limit=200&skip=${skip}`, headers })).json();
    const [first, second] = [await page(0), await page(200)];
    const list = { statements: [...first.statements, ...second.statements] };
    expect(list.statements).toHaveLength(first.total);
    const periods = [...new Set(list.statements.map((s: { period_start: string }) => s.period_start))].sort();
    expect(periods).toHaveLength(8);
    const statusOf = (period: unknown) =>
      new Set(
        list.statements
          .filter((s: { period_start: string }) => s.period_start === period)
          .map((s: { status: string }) => s.status),
      );
    expect(statusOf(periods[7])).toEqual(new Set(['draft']));
    expect(statusOf(periods[6])).toEqual(new Set(['approved']));
    expect(statusOf(periods[0])).toEqual(new Set(['paid']));
    const charges = (await app.inject({ method: 'GET', url: '/api/recurring-charges/?limit=200', headers })).json();
    expect(
      charges.recurring_charges.some(
        (c: { kind: string; balance: string }) => c.kind === 'escrow' && c.balance !== '0.00',
      ),
    ).toBe(true);
    const draft = list.statements.find(
      (s: { status: string; earnings: string }) => s.status === 'draft' && s.earnings !== '0.00',
    );
    const detail = (await app.inject({ method: 'GET', url: `/api/driver-statements/${draft.id}`, headers })).json();
    expect(detail.lines.some((l: { kind: string }) => l.kind === 'load_pay')).toBe(true);
  });

  it('gives the first drivers their CDL and medical card and the first trucks their registration, as readable PDFs', async () => {
    const { access_token } = (await login(app, 'manager@acme.test', DEMO_PASSWORD, '10.98.0.4')).json();
    const headers = { authorization: `Bearer ${access_token}` };
    const get = (url: string) => app.inject({ method: 'GET', url, headers });
    const cdls = (await get('/api/documents/?document_type=cdl&limit=100')).json();
    expect(cdls.total).toBe(8);
    expect((await get('/api/documents/?document_type=medical_card&limit=100')).json().total).toBe(8);
    expect((await get('/api/documents/?category=truck&limit=100')).json().total).toBe(4);
    const first = cdls.documents[0];
    expect(first).toMatchObject({ category: 'driver', content_type: 'application/pdf' });
    const link = (await get(`/api/documents/${first.id}/presigned-url`)).json();
    const url = new URL(link.url ?? link.presigned_url, 'http://localhost');
    const file = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives Acme Freight open, overdue and paid invoices and delivered loads still to invoice', async () => {
    const { access_token } = (await login(app, 'accountant@acme.test', DEMO_PASSWORD, '10.98.0.5')).json();
    const res = await app.inject({
      method: 'GET',
      url: '/api/accounting/loads?limit=5',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { totals } = res.json();
    for (const state of ['not_invoiced', 'invoiced', 'overdue', 'paid'])
      expect(totals[state].count, state).toBeGreaterThan(0);
  });

  it('gives Acme Freight fuel cards held by drivers and purchases matched to them', async () => {
    const res = await login(app, 'accountant@acme.test', DEMO_PASSWORD, '10.98.0.1');
    const headers = { authorization: `Bearer ${res.json().access_token}` };
    const cards = (await app.inject({ method: 'GET', url: '/api/fuel-cards/stats', headers })).json();
    // Every card is held but the fourth (nobody's) and the fifth (inactive): the five named ones and one per other truck.
    expect(cards.total).toBeGreaterThan(5);
    expect(cards.assigned).toBe(cards.total - 2);
    const summary = (await app.inject({ method: 'GET', url: '/api/fuel-transactions/stats/summary', headers })).json();
    expect(summary.transaction_count).toBeGreaterThan(200);
    // The fourth card is nobody's: its purchases wait to be matched, the others are complete.
    expect(summary.unmatched_count).toBeGreaterThan(0);
    expect(summary.unmatched_count).toBeLessThan(summary.transaction_count / 2);
  });
});

describe('the demo ELD', () => {
  it('gives Acme Freight duty status and positions along its loads: drivers at work now, none in violation', async () => {
    const res = await login(app, 'manager@acme.test', DEMO_PASSWORD, '10.98.0.7');
    const headers = { authorization: `Bearer ${res.json().access_token}` };
    const { clocks } = (await app.inject({ method: 'GET', url: '/api/hos/clocks', headers })).json();
    const statuses = new Set(clocks.map((c: { status: string }) => c.status));
    expect(statuses.has('driving') || statuses.has('on_duty')).toBe(true);
    expect(statuses.has('off_duty') || statuses.has('sleeper_berth')).toBe(true);
    const tired = clocks.filter((c: { drive_remaining_minutes: number }) => c.drive_remaining_minutes < 660);
    expect(tired.length).toBeGreaterThan(5);
    expect(clocks.flatMap((c: { violations: unknown[] }) => c.violations)).toEqual([]);
    const { positions } = (await app.inject({ method: 'GET', url: '/api/trucks/positions/latest', headers })).json();
    expect(positions.length).toBeGreaterThan(10);
    expect(positions.filter((p: { load_number: string | null }) => p.load_number).length).toBeGreaterThan(5);
    const integrations = (await app.inject({ method: 'GET', url: '/api/integrations/company', headers })).json();
    expect(
      integrations
        .filter((r: { is_active: boolean }) => r.is_active)
        .map((r: { integration: { name: string } }) => r.integration.name),
    ).toEqual(['Demo ELD']);
  });
});
