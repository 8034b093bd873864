import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverStatementLines, loads } from '../src/db/schema';
import { basicInfo, bookTenantLoad, delivery, pickup } from './support/loads';
import { pagesText } from './support/pdf-text';
import { fieldProblem } from './support/problems';
import {
  buildStatementWorld,
  deliveredLoad,
  generate,
  type StatementWorld,
  statementOf,
  WEEK,
} from './support/statements';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = {} as StatementWorld;
beforeAll(async () => {
  Object.assign(w, await buildStatementWorld(t.app, t.db));
});

type Json = Record<string, unknown>;
/** "12/34": a load's id and its accessorial's. */
const ids = (id: number | string) => String(id).split('/').map(Number) as [number, number];
type Headers = Record<string, string>;
const url = (loadId: number, id?: number) => `/api/loads/${loadId}/accessorials${id ? `/${id}` : ''}`;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Json, headers?: Headers) =>
  t.app.inject({ method, url: path, headers: headers ?? w.manager.headers, payload });

async function add(loadId: number, payload: Json, headers?: Headers) {
  const res = await send('POST', url(loadId), payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; amount: string };
}

/** A delivered load booked through the API, driver Alice (0.65 a loaded mile), 1,500.00 for 500 loaded miles. */
async function bookDelivered() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { status_id: w.status.delivered.id }),
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
      rate_cargo: { rate_booked: '1500', loaded_miles: 500 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

describe('a load’s accessorials (decision 0198)', () => {
  it('adds, lists, changes and removes them, with totals and the margin on the load', async () => {
    const load = await bookDelivered();
    const detention = await add(load.id, {
      kind: 'detention',
      description: '3 h at the receiver',
      amount: '150',
      paid_to_driver: true,
    });
    expect(detention).toMatchObject({
      kind: 'detention',
      kind_label: 'Detention',
      amount: '150.00',
      billed_to_customer: true,
      paid_to_driver: true,
      created_by: w.manager.id,
    });
    const lumper = await add(load.id, { kind: 'lumper', amount: 85.5, billed_to_customer: true }, w.accountant.headers);
    const list = await send('GET', url(load.id), undefined, w.dispatcher.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ billed_total: '235.50', driver_total: '150.00' });
    expect(list.json().accessorials.map((a: { id: number }) => a.id)).toEqual([detention.id, lumper.id]);

    const changed = await send('PUT', url(load.id, lumper.id), { amount: '90.25', paid_to_driver: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: '90.25', kind: 'lumper', paid_to_driver: true });

    // 1,500.00 + 240.25 billed − 325.00 pay − 240.25 paid to the driver; after the delete 150.00 each way.
    const detail = (await send('GET', `/api/loads/${load.id}`)).json();
    expect(detail.accessorials).toEqual({ billed_total: '240.25', driver_total: '240.25' });
    expect(detail.rate_cargo.rate_dispatched).toBe('325.00');
    expect(detail.margin).toBe('1175.00');

    expect((await send('DELETE', url(load.id, lumper.id))).statusCode).toBe(204);
    expect((await send('GET', url(load.id))).json()).toMatchObject({ billed_total: '150.00', driver_total: '150.00' });
    expect((await send('GET', `/api/loads/${load.id}`)).json().margin).toBe('1175.00');

    const history = (await send('GET', `/api/loads/${load.id}/history`)).json().history;
    expect(
      history.filter((h: { kind: string }) => h.kind === 'accessorial').map((h: Json) => [h.from_value, h.to_value]),
    ).toEqual([
      [null, 'Detention $150.00 (billed, paid to driver)'],
      [null, 'Lumper $85.50 (billed)'],
      ['Lumper $85.50 (billed)', 'Lumper $90.25 (billed, paid to driver)'],
      ['Lumper $90.25 (billed, paid to driver)', null],
    ]);
  });

  it('refuses bad input with 422 naming the field, and unknown ones with 404', async () => {
    const load = await bookDelivered();
    const refused = async (payload: Json) => {
      const res = await send('POST', url(load.id), payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().detail;
    };
    expect(await refused({ kind: 'detention', amount: 0 })).toEqual(
      fieldProblem('amount', 'Amount must be more than 0', { type: 'custom' }),
    );
    expect(await refused({ kind: 'detention', amount: '12.345' })).toEqual(
      fieldProblem('amount', 'Amount accepts up to 2 decimals', { type: 'custom' }),
    );
    expect(await refused({ kind: 'detention', amount: 'lots' })).toEqual(
      fieldProblem('amount', 'Amount must be a number', { type: 'custom' }),
    );
    expect((await refused({ kind: 'parking', amount: 5 }))[0].loc).toEqual(['body', 'kind']);
    expect((await refused({ kind: 'other', amount: 5, surprise: true }))[0]).toBeDefined();

    expect((await send('PUT', url(load.id, 999_999), { amount: 5 })).statusCode).toBe(404);
    expect((await send('DELETE', url(load.id, 999_999))).statusCode).toBe(404);
    expect((await send('GET', url(999_999))).statusCode).toBe(404);
    // An accessorial is reached through its own load only.
    const other = await bookDelivered();
    const a = await add(other.id, { kind: 'tonu', amount: 250 });
    expect((await send('PUT', url(load.id, a.id), { amount: 5 })).statusCode).toBe(404);
  });

  it('is money: track and trace and analysts may not read or change it', async () => {
    const load = await bookDelivered();
    expect((await send('GET', url(load.id), undefined, w.tracker.headers)).statusCode).toBe(403);
    expect((await send('POST', url(load.id), { kind: 'other', amount: 1 }, w.analyst.headers)).statusCode).toBe(403);
  });

  it('bills them on the invoice, and keeps billed ones fixed once invoiced', async () => {
    const load = await bookDelivered();
    await add(load.id, { kind: 'detention', description: '2 h at the shipper', amount: '75' });
    await add(load.id, { kind: 'lumper', amount: '120.50', billed_to_customer: false, paid_to_driver: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${load.id}/invoice-with-documents`,
      headers: w.accountant.headers,
      payload: {
        terms: 'Net 30',
        include_logo: false,
        document_ids: [],
        output_filename: `Invoice-${load.load_number}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [page = ''] = await pagesText(res.rawPayload);
    expect(page).toContain('Line haul');
    expect(page).toContain('Detention');
    expect(page).toContain('2 h at the shipper');
    expect(page).not.toContain('Lumper');
    expect(page).toContain('Total due $1,575.00');
    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row?.invoice_amount).toBe('1575.00');
    const detail = (await send('GET', `/api/loads/${load.id}`)).json();
    expect(detail).toMatchObject({ invoice_amount: '1575.00', invoice_outdated: false });

    const list = (await send('GET', url(load.id))).json().accessorials as { id: number; kind: string }[];
    const billed = list.find((a) => a.kind === 'detention')!;
    const unbilled = list.find((a) => a.kind === 'lumper')!;
    const invoiced = `This accessorial is billed on invoice ${row?.invoice_number}; billed accessorials cannot change once the load is invoiced`;
    for (const [method, path, payload] of [
      ['POST', url(load.id), { kind: 'layover', amount: 100 }],
      ['PUT', url(load.id, billed.id), { amount: 80 }],
      ['PUT', url(load.id, unbilled.id), { billed_to_customer: true }],
      ['DELETE', url(load.id, billed.id), undefined],
    ] as const) {
      const refused = await send(method, path, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(422);
      expect(refused.json().detail).toBe(invoiced);
    }
    // What the customer is not billed for still changes.
    expect((await send('PUT', url(load.id, unbilled.id), { amount: '130' })).statusCode).toBe(200);
    expect(
      (await send('POST', url(load.id), { kind: 'other', amount: 20, billed_to_customer: false })).statusCode,
    ).toBe(201);
  });

  it('pays the driver’s ones on the statement, split on a team load, and keeps them fixed after', async () => {
    const solo = await deliveredLoad(t.db, w, { driver_id: w.driver.b.id, last_delivery_date: '2026-03-04' });
    const team = await deliveredLoad(t.db, w, {
      driver_id: w.driver.b.id,
      secondary_driver_id: w.owner.id,
      is_team_load: true,
      team_pay_split_primary: '60.00',
      team_pay_split_secondary: '40.00',
      last_delivery_date: '2026-03-05',
    });
    const detention = await add(solo.id, { kind: 'detention', amount: '75', paid_to_driver: true });
    await add(solo.id, { kind: 'lumper', amount: '40', paid_to_driver: false });
    await add(team.id, { kind: 'layover', amount: '100.01', paid_to_driver: true, billed_to_customer: false });

    const result = await generate(t.app, w.accountant.headers, { ...WEEK, driver_ids: [w.driver.b.id, w.owner.id] });
    const bob = result.created.find((s) => s.driver_id === w.driver.b.id)!;
    const olga = result.created.find((s) => s.driver_id === w.owner.id)!;
    const lines = async (id: number) =>
      ((await statementOf(t.app, w.accountant.headers, id)).lines as Json[]).filter(
        (l) => String(l.description).includes(': ') && !String(l.description).includes('→'),
      );
    expect((await lines(bob.id)).map((l) => [l.kind, l.description, l.amount])).toEqual([
      ['load_pay', `Load ${solo.load_number}: Detention`, '75.00'],
      ['load_pay', `Load ${team.load_number}: Layover`, '60.01'],
    ]);
    expect((await lines(olga.id)).map((l) => [l.description, l.amount])).toEqual([
      [`Load ${team.load_number}: Layover`, '40.00'],
    ]);
    // Bob: 1,000 mi x 0.65 on each load (60% of it on the team load) + 75.00 + 60.01.
    const statement = await statementOf(t.app, w.accountant.headers, bob.id);
    expect(statement.earnings).toBe('1175.01');
    const stored = await t.db.select().from(driverStatementLines).where(eq(driverStatementLines.statement_id, bob.id));
    expect(stored.filter((l) => l.load_id === solo.id)).toHaveLength(1);
    expect(stored.find((l) => l.load_id === null && l.kind === 'load_pay')?.details).toMatchObject({
      accessorial_load_id: solo.id,
      accessorial_id: detention.id,
      accessorial_kind: 'detention',
    });

    const refused = await send('PUT', url(solo.id, detention.id), { amount: '80' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      `This load is paid to the driver on draft driver statement #${bob.id}; accessorials paid to the driver cannot change once the load is on a statement`,
    );
    // Not paid to the driver and not invoiced: still free to change.
    const lumper = (await send('GET', url(solo.id))).json().accessorials[1];
    expect((await send('PUT', url(solo.id, lumper.id), { amount: '45' })).statusCode).toBe(200);
  });

  it('keeps one company’s accessorials from another', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const loadId = await bookTenantLoad(t.app, t.db, a, {
          status: 'Booked',
          events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
          rate_cargo: { rate_booked: '900' },
        });
        const res = await t.app.inject({
          method: 'POST',
          url: url(loadId),
          headers: a.headers,
          payload: { kind: 'stop_off', amount: 50 },
        });
        expect(res.statusCode, res.body).toBe(201);
        return `${loadId}/${res.json().id}`;
      },
      detail: (id) => url(ids(id)[0]),
      writes: [
        { method: 'POST', url: (id) => url(ids(id)[0]), payload: { kind: 'other', amount: 1 } },
        { method: 'PUT', url: (id) => url(...ids(id)), payload: { amount: 2 } },
        { method: 'DELETE', url: (id) => url(...ids(id)) },
      ],
    });
  });
});
