import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, driverPayProfiles, driverStatementLines, emailOutbox } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import {
  buildStatementWorld,
  deliveredLoad,
  fuelPurchase,
  generate,
  NEXT_WEEK,
  type StatementWorld,
  statementOf,
  WEEK,
} from './support/statements';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type Line = { kind: string; amount: string; load_id: number | null; id: number; balance_after: string | null };
const linesOf = (s: { lines: Line[] }, kind: string) => s.lines.filter((l) => l.kind === kind);

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
}

describe('generating statements', () => {
  let w: StatementWorld;
  beforeAll(async () => {
    w = await buildStatementWorld(t.app, t.db);
  });

  it('pays loads from the profile in force, deducts fuel only from owner operators and advances from all', async () => {
    const h = w.manager.headers;
    const own = await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04' });
    await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-10' }); // next week
    await deliveredLoad(t.db, w, {
      driver_id: w.driver.a.id,
      last_delivery_date: '2026-03-05',
      status_id: w.status.transit.id,
    }); // not delivered
    const ownerLoad = await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-06' });
    await fuelPurchase(t.db, w, { driver_id: w.driver.a.id, transaction_date: '2026-03-03', total_amount: '400.00' });
    await fuelPurchase(t.db, w, {
      driver_id: w.driver.a.id,
      transaction_date: '2026-03-03',
      total_amount: '100.00',
      item_category: 'cash_advance',
    });
    await fuelPurchase(t.db, w, { driver_id: w.owner.id, transaction_date: '2026-03-04', total_amount: '512.34' });
    await fuelPurchase(t.db, w, {
      driver_id: w.owner.id,
      transaction_date: '2026-03-04',
      total_amount: '40.00',
      item_category: 'def',
    });
    // A newer profile, in force only after the week.
    await t.db.insert(driverPayProfiles).values({
      company_id: w.company.id,
      driver_id: w.driver.a.id,
      pay_type: 'flat_per_load',
      rate: '9.0000',
      effective_date: '2026-03-09',
    });

    const result = await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id, w.owner.id] });
    expect(result.created).toHaveLength(2);
    const a = await statementOf(t.app, h, result.created.find((s) => s.driver_id === w.driver.a.id)!.id);
    expect(linesOf(a, 'load_pay').map((l: Line) => [l.load_id, l.amount])).toEqual([[own.id, '650.00']]);
    expect(linesOf(a, 'fuel')).toHaveLength(0);
    expect(linesOf(a, 'cash_advance').map((l: Line) => l.amount)).toEqual(['100.00']);
    expect([a.earnings, a.deductions, a.net, a.status]).toEqual(['650.00', '100.00', '550.00', 'draft']);

    const o = await statementOf(t.app, h, result.created.find((s) => s.driver_id === w.owner.id)!.id);
    expect(linesOf(o, 'load_pay').map((l: Line) => [l.load_id, l.amount])).toEqual([[ownerLoad.id, '1500.00']]);
    expect(linesOf(o, 'fuel').map((l: Line) => l.amount)).toEqual(['512.34']); // DEF not deducted by default
    expect(o.net).toBe('987.66');
  });

  it('splits team loads by the load split, the two shares adding up to the load pay', async () => {
    const h = w.manager.headers;
    await deliveredLoad(t.db, w, {
      driver_id: w.driver.b.id,
      secondary_driver_id: w.driver.c.id,
      is_team_load: true,
      team_pay_split_primary: '60.00',
      team_pay_split_secondary: '40.00',
      loaded_miles: '1001.01',
      last_delivery_date: '2026-03-05',
    });
    await t.db.insert(driverPayProfiles).values({
      company_id: w.company.id,
      driver_id: w.driver.c.id,
      pay_type: 'per_mile_loaded',
      rate: '0.6500',
      effective_date: '2026-01-01',
    });
    const result = await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.b.id, w.driver.c.id] });
    const pay = await Promise.all(
      result.created.map(async (s) => linesOf(await statementOf(t.app, h, s.id), 'load_pay')[0]!.amount),
    );
    // 1001.01 x 0.65 = 650.6565 -> 650.66; 60% = 390.396 -> 390.40, the rest 260.26.
    expect(pay.sort()).toEqual(['260.26', '390.40']);
  });

  it('never puts a load or a fuel line on two statements, even with two generations at once', async () => {
    const h = w.manager.headers;
    const load = await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-18' });
    const fuel = await fuelPurchase(t.db, w, {
      driver_id: w.owner.id,
      transaction_date: '2026-03-18',
      total_amount: '10.00',
    });
    const [one, two] = await Promise.all([
      call('POST', '/api/driver-statements/generate', h, {
        period_start: '2026-03-16',
        period_end: '2026-03-22',
        driver_ids: [w.owner.id],
      }),
      call('POST', '/api/driver-statements/generate', h, {
        period_start: '2026-03-18',
        period_end: '2026-03-19',
        driver_ids: [w.owner.id],
      }),
    ]);
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([200, 200]);
    const onLines = await withSystem(t.db, (tx) =>
      tx.select().from(driverStatementLines).where(eq(driverStatementLines.load_id, load.id)),
    );
    expect(onLines).toHaveLength(1);
    const fuelLines = await withSystem(t.db, (tx) =>
      tx.select().from(driverStatementLines).where(eq(driverStatementLines.fuel_transaction_id, fuel.id)),
    );
    expect(fuelLines).toHaveLength(1);
    // The database refuses a second line for the load whatever the service does.
    // Overlapping periods: the second generation to take the driver's lock skips them.
    expect([one, two].flatMap((r) => r.json().created)).toHaveLength(1);
    const other = (
      await generate(t.app, h, { period_start: '2026-03-23', period_end: '2026-03-29', driver_ids: [w.owner.id] })
    ).created[0]!;
    await expect(
      withSystem(t.db, (tx) =>
        tx.insert(driverStatementLines).values({
          company_id: w.company.id,
          statement_id: other.id,
          driver_id: w.owner.id,
          kind: 'load_pay',
          description: 'again',
          amount_cents: 1n,
          load_id: load.id,
        }),
      ),
    ).rejects.toSatisfy(
      (e: { cause?: { code?: string; constraint?: string } }) =>
        e.cause?.code === '23505' && e.cause.constraint === 'driver_statement_lines_load_key',
    );
  });

  it('skips drivers who already have a statement for the period and refuses unknown drivers', async () => {
    const h = w.manager.headers;
    const again = await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id] });
    expect(again.created).toHaveLength(0);
    expect(again.skipped[0]!.reason).toMatch(/Already has a draft statement for this period/);
    // A period sharing days with an existing statement would deduct its charges twice.
    const overlapping = await generate(t.app, h, {
      period_start: '2026-03-05',
      period_end: '2026-03-11',
      driver_ids: [w.driver.a.id],
    });
    expect(overlapping.created).toHaveLength(0);
    expect(overlapping.skipped[0]!.reason).toBe(
      `Already has a draft statement for ${WEEK.period_start} to ${WEEK.period_end}, which overlaps this period`,
    );
    const res = await call('POST', '/api/driver-statements/generate', h, { ...WEEK, driver_ids: [999999999] });
    expect(res.statusCode).toBe(404);
    const bad = await call('POST', '/api/driver-statements/generate', h, {
      period_start: '2026-03-08',
      period_end: '2026-03-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Period end must be on or after period start');
  });

  it('generates for every active driver by default, for the previous week', async () => {
    const res = await generate(t.app, w.accountant.headers, {});
    const ids = [...res.created.map((s) => s.driver_id), ...res.skipped.map((s) => s.driver_id)];
    expect(ids).not.toContain(w.driver.inactive.id);
    expect(ids).toEqual(expect.arrayContaining([w.driver.a.id, w.driver.b.id, w.driver.c.id, w.owner.id]));
  });
});

describe('editing, approving, paying and reopening', () => {
  it('edits a draft, excludes a load with a reason, regenerates, and locks once approved', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const h = w.accountant.headers;
    const l1 = await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-03' });
    await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04' });
    const [created] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id] })).created;
    const id = created!.id;
    expect(created!.net).toBe('1300.00');

    let res = await call('POST', `/api/driver-statements/${id}/lines`, h, {
      kind: 'bonus',
      description: 'Safety bonus',
      amount: '75.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bonus = linesOf(res.json(), 'bonus')[0]!;
    expect([bonus.amount, res.json().net]).toEqual(['75.50', '1375.50']);
    res = await call('PUT', `/api/driver-statements/${id}/lines/${bonus.id}`, h, { amount: '80' });
    expect(res.json().net).toBe('1380.00');
    res = await call('POST', `/api/driver-statements/${id}/lines`, h, {
      kind: 'bonus',
      description: 'x',
      amount: '1.234',
    });
    expect(res.statusCode).toBe(422);
    for (const amount of [-5, '-5']) {
      res = await call('POST', `/api/driver-statements/${id}/lines`, h, { kind: 'bonus', description: 'x', amount });
      expect([res.statusCode, res.json().detail[0].msg]).toEqual([422, 'Amount must be more than 0']);
    }
    res = await call('PUT', `/api/driver-statements/${id}/lines/${bonus.id}`, h, { amount: '-5' });
    expect([res.statusCode, res.json().detail[0].msg]).toEqual([422, 'Amount must be 0 or more']);
    const loadLine = linesOf(await statementOf(t.app, h, id), 'load_pay')[0]!;
    res = await call('DELETE', `/api/driver-statements/${id}/lines/${loadLine.id}`, h);
    expect(res.statusCode).toBe(409);

    res = await call('POST', `/api/driver-statements/${id}/exclude-load`, h, { load_id: l1.id, reason: '' });
    expect(res.statusCode).toBe(422);
    res = await call('POST', `/api/driver-statements/${id}/exclude-load`, h, { load_id: l1.id, reason: 'POD missing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().net).toBe('730.00');
    expect(res.json().exclusions).toEqual([expect.objectContaining({ load_id: l1.id, reason: 'POD missing' })]);

    res = await call('POST', `/api/driver-statements/${id}/regenerate`, h);
    expect(res.statusCode, res.body).toBe(200);
    expect(linesOf(res.json(), 'load_pay')).toHaveLength(1); // still excluded
    expect(linesOf(res.json(), 'bonus')).toHaveLength(1); // manual lines stay
    expect(res.json().net).toBe('730.00');

    res = await call('POST', `/api/driver-statements/${id}/approve`, h);
    expect([res.statusCode, res.json().status]).toEqual([200, 'approved']);
    res = await call('POST', `/api/driver-statements/${id}/lines`, h, {
      kind: 'bonus',
      description: 'late',
      amount: '1',
    });
    expect([res.statusCode, res.json().detail]).toEqual([409, 'Only a draft statement can be changed']);
    res = await call('POST', `/api/driver-statements/${id}/approve`, h);
    expect(res.statusCode).toBe(409);

    // The excluded load is paid on the next statement.
    const [next] = (await generate(t.app, h, { ...NEXT_WEEK, driver_ids: [w.driver.a.id] })).created;
    const nextLines = linesOf(await statementOf(t.app, h, next!.id), 'load_pay');
    expect(nextLines.map((l: Line) => l.load_id)).toEqual([l1.id]);
  });

  it('pays an approved statement, reopens only with a reason, and audits it', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const h = w.manager.headers;
    await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-03' });
    const [s] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id] })).created;
    const id = s!.id;
    const pay = { payment_date: '2026-03-13', payment_reference: 'ACH 1001' };
    let res = await call('POST', `/api/driver-statements/${id}/pay`, h, pay);
    expect([res.statusCode, res.json().detail]).toEqual([409, 'Only an approved statement can be marked paid']);
    await call('POST', `/api/driver-statements/${id}/approve`, h);
    res = await call('POST', `/api/driver-statements/${id}/reopen`, h, {});
    expect(res.statusCode).toBe(422);
    res = await call('POST', `/api/driver-statements/${id}/reopen`, h, { reason: 'Wrong miles on a load' });
    expect([res.statusCode, res.json().status]).toEqual([200, 'draft']);
    const entries = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'driver_statement'),
            eq(auditLog.entity_id, String(id)),
            eq(auditLog.action, 'reopen'),
          ),
        ),
    );
    expect(entries.map((e) => e.detail)).toEqual([{ reason: 'Wrong miles on a load' }]);

    await call('POST', `/api/driver-statements/${id}/approve`, h);
    res = await call('POST', `/api/driver-statements/${id}/pay`, h, pay);
    expect([res.statusCode, res.json().status, res.json().payment_reference]).toEqual([200, 'paid', 'ACH 1001']);
    res = await call('POST', `/api/driver-statements/${id}/reopen`, h, { reason: 'again' });
    expect(res.statusCode).toBe(409);

    const stats = await call(
      'GET',
      '/api/driver-statements/stats/summary?period_start=2026-03-02&period_end=2026-03-08',
      h,
    );
    expect(stats.json().totals.find((x: { status: string }) => x.status === 'paid')).toEqual({
      status: 'paid',
      count: 1,
      net: '650.00',
      payable: '650.00',
    });
    const csv = await call('GET', '/api/driver-statements/export?period_start=2026-03-02&period_end=2026-03-08', h);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^statement_id,driver_id,driver_name/);
    expect(rows[1]).toContain(',paid,650.00,0.00,0.00,650.00,650.00,0.00,2026-03-13,ACH 1001');

    const pdf = await call('GET', `/api/driver-statements/${id}/pdf`, h);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    res = await call('POST', `/api/driver-statements/${id}/email`, h, {});
    expect(res.statusCode).toBe(422); // the driver has no e-mail
    res = await call('POST', `/api/driver-statements/${id}/email`, h, { to: 'driver.a@example.com' });
    expect(res.statusCode, res.body).toBe(202);
    const [mail] = await withSystem(t.db, (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, 'driver.a@example.com')),
    );
    expect(mail!.kind).toBe('driver_statement');
    expect(mail!.text_body).toContain('Net pay: $650.00.');
    expect(mail!.attachments?.[0]?.content_type).toBe('application/pdf');
    expect(Buffer.from(mail!.attachments![0]!.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('carries a negative balance to the next statement and never drops it', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const h = w.manager.headers;
    await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-03', rate_booked: '400.00' });
    await fuelPurchase(t.db, w, { driver_id: w.owner.id, transaction_date: '2026-03-04', total_amount: '500.00' });
    const [s] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.owner.id] })).created;
    expect(s!.net).toBe('-200.00');
    const detail = await statementOf(t.app, h, s!.id);
    expect([detail.payable, detail.carry_over]).toEqual(['0.00', '200.00']);
    // A draft's balance is not carried: it may still change.
    const [early] = (
      await generate(t.app, h, { period_start: '2026-03-09', period_end: '2026-03-09', driver_ids: [w.owner.id] })
    ).created;
    expect(linesOf(await statementOf(t.app, h, early!.id), 'carry_over')).toHaveLength(0);
    await call('DELETE', `/api/driver-statements/${early!.id}`, h);
    await call('POST', `/api/driver-statements/${s!.id}/approve`, h);

    await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-10', rate_booked: '1000.00' });
    const [next] = (await generate(t.app, h, { ...NEXT_WEEK, driver_ids: [w.owner.id] })).created;
    const n = await statementOf(t.app, h, next!.id);
    expect(linesOf(n, 'carry_over').map((l: Line) => l.amount)).toEqual(['200.00']);
    expect(n.net).toBe('550.00');
    // Year to date: 300 + 750 gross; net pay 0 (the negative week) + 550.
    expect([n.ytd_gross, n.ytd_net]).toEqual(['1050.00', '550.00']);
    // Reopening the earlier statement would orphan the carried balance.
    const res = await call('POST', `/api/driver-statements/${s!.id}/reopen`, h, { reason: 'check' });
    expect(res.statusCode).toBe(409);
    // Regenerating the next one keeps the carried balance exactly once.
    const again = await call('POST', `/api/driver-statements/${next!.id}/regenerate`, h);
    expect(linesOf(again.json(), 'carry_over').map((l: Line) => l.amount)).toEqual(['200.00']);
  });
});

describe('recurring charges', () => {
  it('deducts on schedule across month ends, stops a balance at zero, and builds escrow to its target', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const h = w.manager.headers;
    const post = async (payload: Record<string, unknown>) => {
      const res = await call('POST', '/api/recurring-charges/', h, { driver_id: w.owner.id, ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const insurance = await post({
      description: 'Insurance',
      amount: '300',
      schedule: 'monthly',
      day_of_month: 31,
      start_date: '2026-01-01',
    });
    const downPayment = await post({
      description: 'Truck down payment',
      amount: '400',
      total_balance: '1000',
      start_date: '2026-02-01',
    });
    const escrow = await post({
      kind: 'escrow',
      description: 'Escrow',
      amount: '150',
      target_balance: '500',
      opening_balance: '200',
      start_date: '2026-01-01',
    });
    let res = await call('POST', '/api/recurring-charges/', h, {
      driver_id: w.owner.id,
      description: 'x',
      amount: '1',
      schedule: 'monthly',
      start_date: '2026-01-01',
    });
    expect([res.statusCode, res.json().detail[0].msg]).toEqual([422, 'Monthly charges need a day of the month (1-31)']);

    const weeks = [
      ['2026-02-23', '2026-03-01'], // Feb 28: insurance
      ['2026-03-02', '2026-03-08'],
      ['2026-03-30', '2026-04-05'], // Mar 31: insurance
    ];
    const results = [];
    for (const [start, end] of weeks) {
      const [s] = (await generate(t.app, h, { period_start: start, period_end: end, driver_ids: [w.owner.id] }))
        .created;
      results.push(await statementOf(t.app, h, s!.id));
    }
    const of = (s: { lines: (Line & { recurring_charge_id: number | null })[] }, id: number) =>
      s.lines.filter((l) => l.recurring_charge_id === id).map((l) => [l.amount, l.balance_after]);
    expect(results.map((s) => of(s, insurance.id))).toEqual([[['300.00', null]], [], [['300.00', null]]]);
    expect(results.map((s) => of(s, downPayment.id))).toEqual([
      [['400.00', '600.00']],
      [['400.00', '200.00']],
      [['200.00', '0.00']],
    ]);
    expect(results.map((s) => of(s, escrow.id))).toEqual([[['150.00', '350.00']], [['150.00', '500.00']], []]);
    expect(results[1].escrow_balance).toBe('500.00');
    // Three statements in, negative nets carry nothing while drafts.
    expect(results[0].net).toBe('-850.00');

    res = await call('GET', `/api/recurring-charges/?driver_id=${w.owner.id}`, h);
    const balances = Object.fromEntries(
      res.json().recurring_charges.map((c: { id: number; balance: string }) => [c.id, c.balance]),
    );
    expect(balances).toEqual({ [insurance.id]: null, [downPayment.id]: '0.00', [escrow.id]: '500.00' });
    res = await call('DELETE', `/api/recurring-charges/${insurance.id}`, h);
    expect([res.statusCode, res.json().detail]).toEqual([
      409,
      'This charge is on statements: end it instead of deleting it',
    ]);
    res = await call('PUT', `/api/recurring-charges/${insurance.id}`, h, {
      end_date: '2026-04-30',
      version: insurance.version,
    });
    expect([res.statusCode, res.json().end_date]).toEqual([200, '2026-04-30']);
    res = await call('PUT', `/api/recurring-charges/${insurance.id}`, h, { end_date: '2025-01-01' });
    expect(res.statusCode).toBe(422);
  });
});

describe('tenancy and roles', () => {
  it('keeps statements to their company', async () => {
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => {
        const res = await call('POST', '/api/drivers/', a.headers, { first_name: 'Tess', last_name: 'Tenant' });
        const driver = res.json();
        const g = await call('POST', '/api/driver-statements/generate', a.headers, {
          ...WEEK,
          driver_ids: [driver.id],
        });
        return g.json().created[0].id;
      },
      detail: (id) => `/api/driver-statements/${id}`,
      list: { url: '/api/driver-statements/', items: 'statements' },
      summaries: ['/api/driver-statements/stats/summary'],
      writes: [
        { method: 'POST', url: (id) => `/api/driver-statements/${id}/approve` },
        { method: 'POST', url: (id) => `/api/driver-statements/${id}/regenerate` },
        {
          method: 'POST',
          url: (id) => `/api/driver-statements/${id}/lines`,
          payload: { kind: 'bonus', description: 'b', amount: '1' },
        },
        { method: 'POST', url: (id) => `/api/driver-statements/${id}/reopen`, payload: { reason: 'r' } },
        {
          method: 'POST',
          url: (id) => `/api/driver-statements/${id}/pay`,
          payload: { payment_date: '2026-03-10', payment_reference: 'r' },
        },
        { method: 'GET', url: (id) => `/api/driver-statements/${id}/pdf` },
        { method: 'POST', url: (id) => `/api/driver-statements/${id}/email`, payload: { to: 'x@example.com' } },
        {
          method: 'POST',
          url: (id) => `/api/driver-statements/${id}/exclude-load`,
          payload: { load_id: 1, reason: 'r' },
        },
        { method: 'PUT', url: (id) => `/api/driver-statements/${id}/lines/1`, payload: { amount: '1' } },
        { method: 'DELETE', url: (id) => `/api/driver-statements/${id}/lines/1` },
        { method: 'DELETE', url: (id) => `/api/driver-statements/${id}` },
      ],
    });
  });

  it('keeps recurring charges to their company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const driver = (
          await call('POST', '/api/drivers/', a.headers, { first_name: 'Rex', last_name: 'Recurring' })
        ).json();
        const res = await call('POST', '/api/recurring-charges/', a.headers, {
          driver_id: driver.id,
          description: 'ELD fee',
          amount: '25',
          start_date: '2026-01-01',
        });
        return res.json().id;
      },
      detail: (id) => `/api/recurring-charges/${id}`,
      list: { url: '/api/recurring-charges/', items: 'recurring_charges' },
      writes: [
        { method: 'PUT', url: (id) => `/api/recurring-charges/${id}`, payload: { amount: '30' } },
        { method: 'DELETE', url: (id) => `/api/recurring-charges/${id}` },
      ],
    });
  });

  it('lets managers and accountants in, and no one else', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    for (const [who, status] of [
      [w.manager, 200],
      [w.accountant, 200],
      [w.dispatcher, 403],
      [w.analyst, 403],
      [w.tracker, 403],
    ] as const) {
      const res = await call('GET', '/api/driver-statements/', who.headers);
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});
