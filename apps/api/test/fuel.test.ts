import { FUEL_MESSAGES } from '@tms/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverEquipmentAssignments, drivers, fuelCards, trucks } from '../src/db/schema';
import { createCardCipher } from '../src/modules/fuel-cards/card-cipher';
import { rotateCardKeys } from '../src/modules/fuel-cards/card-rotation';
import { buildSignedInCompany } from './support/factories';
import { comdata, efs16, efs21, fuelLine, pilotPipe, pilotXlsx, wexSemicolonCp1252 } from './support/fuel-fixtures';
import { multipartBody } from './support/multipart';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { TEST_FUEL_CARD_KEYS, useTestApp } from './support/test-app';

const logLines: string[] = [];
const t = useTestApp({ logLevel: 'info', logStream: { write: (line: string) => void logLines.push(line) } });

type Headers = Record<string, string>;
const CARD = '7083050012345678901';

async function addCard(headers: Headers, payload: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fuel-cards/',
    headers,
    payload: { card_number: CARD, card_provider: 'EFS', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(
  headers: Headers,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
  path = 'upload',
) {
  const body = multipartBody(fields, { name, type: 'text/csv', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/fuel-transactions/${path}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function fleet(companyId: number) {
  const [truck] = await t.db.insert(trucks).values({ company_id: companyId, unit_number: '685' }).returning();
  const [driver] = await t.db
    .insert(drivers)
    .values({ company_id: companyId, first_name: 'Dana', last_name: 'Tester' })
    .returning();
  await t.db
    .insert(driverEquipmentAssignments)
    .values({ company_id: companyId, driver_id: driver!.id, truck_id: truck!.id });
  return { truck: truck!, driver: driver! };
}

describe('fuel cards', () => {
  it('seals the number: last 4 only in every answer, never in the database or the logs', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const card = await addCard(headers);
    expect(card).toMatchObject({ card_number: '•••• 8901', card_number_last4: '8901', card_number_short: 78901 });
    const answers = [
      (await t.app.inject({ method: 'GET', url: '/api/fuel-cards/', headers })).body,
      (await t.app.inject({ method: 'GET', url: `/api/fuel-cards/${card.id}`, headers })).body,
      (await t.app.inject({ method: 'GET', url: '/api/fuel-cards/available', headers })).body,
    ];
    for (const a of answers) expect(a).not.toContain(CARD);
    const dump = await t.db.execute(sql`select row_to_json(f)::text as j from fuel_cards f`);
    const rows = (dump as unknown as { rows: { j: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.j).not.toContain(CARD);
    const audit = await t.db.execute(sql`select detail::text as d from audit_log where entity = 'fuel_card'`);
    for (const r of (audit as unknown as { rows: { d: string | null }[] }).rows) expect(r.d ?? '').not.toContain(CARD);
    expect(logLines.join('\n')).not.toContain(CARD);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-cards/',
      headers,
      payload: { card_number: CARD, card_provider: 'WEX' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A fuel card with this number already exists');
    expect(dup.body).not.toContain(CARD);
  });

  it('re-seals every card under a new key with the rotation command, the old key still opening them until then', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const card = await addCard(headers, { card_number: '4111222233334444' });
    const next = createCardCipher({
      current: 'next-fuel-card-key-that-is-long-enough-0123456789',
      previous: [TEST_FUEL_CARD_KEYS.current],
      hashKey: TEST_FUEL_CARD_KEYS.hashKey,
    });
    expect(await rotateCardKeys(t.db, next)).toBeGreaterThan(0);
    const [row] = await t.db.select().from(fuelCards).where(sql`${fuelCards.id} = ${card.id}`);
    expect(row!.card_key_id).toBe(next.currentKeyId);
    expect(next.open(company.id, { encrypted: row!.card_number_encrypted, keyId: row!.card_key_id })).toBe(
      '4111222233334444',
    );
    expect(() =>
      next.open(company.id + 1, { encrypted: row!.card_number_encrypted, keyId: row!.card_key_id }),
    ).toThrow();
    expect(await rotateCardKeys(t.db, next)).toBe(0);
    // The app still reads under its own key; put the cards back for the other tests.
    await rotateCardKeys(
      t.db,
      createCardCipher({ ...TEST_FUEL_CARD_KEYS, previous: ['next-fuel-card-key-that-is-long-enough-0123456789'] }),
    );
  });

  it.each([
    [{ card_number: '' }, 'Card number is required'],
    [{ card_number: '123456789012' }, 'Card number must be at least 13 digits'],
    [{ card_number: '12345678901234567890' }, 'Card number cannot exceed 19 digits'],
    [{ card_number: '1234-5678-9012-3' }, 'Card number must contain only digits'],
    [{ card_provider: '' }, 'Card provider is required'],
    [{ card_provider: 'x'.repeat(101) }, 'Provider name too long'],
  ])('refuses %j with "%s"', async (change, msg) => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-cards/',
      headers,
      payload: { card_number: '1234567890123', card_provider: 'EFS', ...change },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it('filters, assigns with history, deactivates (ending the assignment) and counts', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const { truck, driver } = await fleet(company.id);
    const a = await addCard(headers, { driver_id: driver.id, truck_id: truck.id });
    const b = await addCard(headers, { card_number: '5555444433332222', card_provider: 'WEX' });
    expect(a).toMatchObject({
      is_assigned: true,
      driver: { id: driver.id, name: 'Dana Tester' },
      truck: { unit_number: '685' },
    });
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/fuel-cards/?${q}`, headers }))
        .json()
        .fuel_cards.map((c: { id: number }) => c.id);
    expect(await list('is_assigned=true')).toEqual([a.id]);
    expect(await list('is_assigned=false')).toEqual([b.id]);
    expect(await list('card_provider=wex')).toEqual([b.id]);
    expect(await list('search=2222')).toEqual([b.id]);
    expect(await list('search=dana')).toEqual([a.id]);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/fuel-cards/${a.id}/deactivate`, headers });
    expect(off.json()).toMatchObject({ is_active: false, is_assigned: false });
    expect(await list('is_active=false')).toEqual([a.id]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/fuel-cards/${a.id}`,
      headers,
      payload: { driver_id: driver.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Inactive cards cannot be assigned');
    const history = (await t.app.inject({ method: 'GET', url: `/api/fuel-cards/${a.id}/assignments`, headers })).json();
    expect(history.assignments).toHaveLength(1);
    expect(history.assignments[0].unassigned_at).not.toBeNull();
    const stats = (await t.app.inject({ method: 'GET', url: '/api/fuel-cards/stats', headers })).json();
    expect(stats).toMatchObject({ total: 2, active: 1, inactive: 1, assigned: 0 });
    const available = (await t.app.inject({ method: 'GET', url: '/api/fuel-cards/available', headers })).json();
    expect(available.fuel_cards.map((c: { id: number }) => c.id)).toEqual([b.id]);
  });

  it('gives a card only to an active driver and an active, unsold truck of the company, writing nothing otherwise', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const other = await buildSignedInCompany(t.app, t.db);
    const { truck, driver } = await fleet(company.id);
    const theirs = await fleet(other.company.id);
    const [gone] = await t.db
      .insert(drivers)
      .values({ company_id: company.id, first_name: 'Gone', last_name: 'Driver', is_active: false })
      .returning();
    const [parked, sold] = await t.db
      .insert(trucks)
      .values([
        { company_id: company.id, unit_number: 'P-1', is_active: false },
        { company_id: company.id, unit_number: 'S-1', status: 'sold' },
      ])
      .returning();
    const card = await addCard(headers, { card_number: '5555444433332222', card_provider: 'WEX' });
    const assign = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/fuel-cards/${card.id}`, headers, payload });
    for (const [payload, field, msg] of [
      [{ driver_id: gone!.id }, 'driver_id', FUEL_MESSAGES.driverInactive],
      [{ driver_id: theirs.driver.id }, 'driver_id', FUEL_MESSAGES.driverUnknown],
      [{ truck_id: parked!.id }, 'truck_id', FUEL_MESSAGES.truckInactive],
      [{ truck_id: sold!.id }, 'truck_id', FUEL_MESSAGES.truckInactive],
      [{ truck_id: theirs.truck.id }, 'truck_id', FUEL_MESSAGES.truckUnknown],
    ] as const) {
      const res = await assign(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', field], msg })]);
    }
    const history = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/fuel-cards/${card.id}/assignments`, headers })).json()
        .assignments;
    expect(await history()).toEqual([]);
    const ok = await assign({ driver_id: driver.id, truck_id: truck.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await history()).toHaveLength(1);
  });

  it('keeps every card route inside its company', async () => {
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => (await addCard(a.headers)).id,
      detail: (id) => `/api/fuel-cards/${id}`,
      list: { url: '/api/fuel-cards/', items: 'fuel_cards' },
      summaries: ['/api/fuel-cards/stats'],
      writes: [
        { method: 'PUT', url: (id) => `/api/fuel-cards/${id}`, payload: { card_provider: 'WEX' } },
        { method: 'PATCH', url: (id) => `/api/fuel-cards/${id}/activate` },
        { method: 'PATCH', url: (id) => `/api/fuel-cards/${id}/deactivate` },
        { method: 'GET', url: (id) => `/api/fuel-cards/${id}/assignments` },
        { method: 'DELETE', url: (id) => `/api/fuel-cards/${id}` },
      ],
    });
  });

  it.each(['DISPATCHER', 'ANALYST'] as const)('refuses %s on every fuel route', async (role) => {
    const { headers } = await buildSignedInCompany(t.app, t.db, role);
    for (const [method, url] of [
      ['GET', '/api/fuel-cards/'],
      ['GET', '/api/fuel-cards/stats'],
      ['GET', '/api/fuel-transactions/'],
      ['GET', '/api/fuel-transactions/stats/summary'],
      ['GET', '/api/fuel-transactions/batches'],
      ['GET', '/api/fuel-transactions/templates'],
      ['POST', '/api/fuel-transactions/bulk-delete'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload: method === 'POST' ? { ids: [1] } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('fuel transactions', () => {
  it('computes the total on the server, matches the card and filters every way', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    await fleet(company.id);
    const card = await addCard(headers, { card_number_short: 54321 });
    const create = (p: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/fuel-transactions/', headers, payload: p });
    const one = await create({
      card_number_short: 54321,
      transaction_date: '2025-03-04',
      truck_unit_number: '685',
      purchased_item: 'ULSD',
      unit_quantity: '100.125',
      price_per_unit: '3.599',
      location_city: 'Tulsa',
      location_state: 'OK',
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({
      total_amount: '360.35',
      item_category: 'fuel',
      fuel_card_id: card.id,
      source_type: 'manual',
      is_matched: true,
    });
    const two = await create({
      transaction_date: '2025-04-01',
      purchased_item: 'DEFD',
      unit_quantity: '5',
      price_per_unit: '4.1',
    });
    expect(two.json()).toMatchObject({ total_amount: '20.50', item_category: 'def', is_matched: false });
    const ids = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/fuel-transactions/?${q}`, headers }))
        .json()
        .fuel_transactions.map((x: { id: number }) => x.id);
    const [a, b] = [one.json().id, two.json().id];
    expect(await ids('card_number_short=54321')).toEqual([a]);
    expect(await ids('truck_unit_number=68')).toEqual([a]);
    expect(await ids('purchased_item=defd')).toEqual([b]);
    expect(await ids('source_type=manual')).toEqual([b, a]);
    expect(await ids('date_from=2025-03-05')).toEqual([b]);
    expect(await ids('date_to=2025-03-04')).toEqual([a]);
    expect(await ids('location_city=tul')).toEqual([a]);
    expect(await ids('location_state=ok')).toEqual([a]);
    expect(await ids('min_amount=100')).toEqual([a]);
    expect(await ids('max_amount=100')).toEqual([b]);
    expect(await ids('unmatched=true')).toEqual([b]);
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/stats/summary', headers })
    ).json();
    expect(summary).toMatchObject({
      transaction_count: 2,
      total_gallons: '100.125',
      total_amount: '380.85',
      average_price_per_gallon: '3.599',
      unmatched_count: 1,
    });
    // The list's filters narrow the summary too: the totals of what the list shows.
    const narrowed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/fuel-transactions/stats/summary?location_state=ok&source_type=manual',
        headers,
      })
    ).json();
    expect(narrowed).toMatchObject({ transaction_count: 1, total_amount: '360.35', unmatched_count: 0 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/fuel-transactions/stats/summary?min_amount=abc',
      headers,
    });
    expect(refused.statusCode).toBe(422);
    const bad = await create({
      transaction_date: '2025-02-30',
      purchased_item: '',
      unit_quantity: '0',
      price_per_unit: '99999',
    });
    expect(bad.statusCode).toBe(422);
    const msgs = bad.json().detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'Please select a valid date',
        'Purchased item is required',
        'Quantity must be at least 0.01',
      ]),
    );
    const matched = await t.app.inject({
      method: 'PATCH',
      url: `/api/fuel-transactions/${b}/match`,
      headers,
      payload: { fuel_card_id: card.id },
    });
    expect(matched.json().fuel_card_id).toBe(card.id);
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/transaction-items', headers })
    ).json();
    expect(items.items.map((i: { item_code: string }) => i.item_code)).toEqual(
      expect.arrayContaining(['ULSD', 'DEFD', 'CADV', 'SCLE']),
    );
    const distinct = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/distinct-items', headers })
    ).json();
    expect(distinct.items).toEqual(['DEFD', 'ULSD']);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-transactions/bulk-delete',
      headers,
      payload: { ids: [a, b] },
    });
    expect(del.json()).toEqual({ deleted: 2 });
  });

  it('answers an empty summary’s money with its cents, and refuses reversed date and amount ranges', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const empty = await get('/api/fuel-transactions/stats/summary');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      transaction_count: 0,
      total_gallons: '0.000',
      total_amount: '0.00',
      total_surcharge: '0.00',
      average_price_per_gallon: null,
    });

    const dates = 'date_from=2026-03-10&date_to=2026-03-01';
    const datesReversed = {
      loc: ['querystring', 'date_to'],
      msg: 'date_from (2026-03-10) is after date_to (2026-03-01): the range is reversed',
    };
    for (const url of [`/api/fuel-transactions/?${dates}`, `/api/fuel-transactions/stats/summary?${dates}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toEqual([expect.objectContaining(datesReversed)]);
    }
    const amounts = await get('/api/fuel-transactions/?min_amount=50&max_amount=9.99');
    expect([amounts.statusCode, amounts.json().detail]).toEqual([
      422,
      [
        expect.objectContaining({
          loc: ['querystring', 'max_amount'],
          msg: 'min_amount (50) is more than max_amount (9.99): the range is reversed',
        }),
      ],
    ]);
    for (const url of [
      '/api/fuel-transactions/?date_from=2026-03-01&date_to=2026-03-01&min_amount=10&max_amount=10',
      '/api/fuel-transactions/stats/summary?date_from=2026-03-01&date_to=2026-03-02',
    ])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('keeps transactions, batches and summaries inside their company', async () => {
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/fuel-transactions/',
          headers: a.headers,
          payload: { transaction_date: '2025-01-02', purchased_item: 'ULSD', unit_quantity: '10', price_per_unit: '3' },
        });
        return res.json().id;
      },
      detail: (id) => `/api/fuel-transactions/${id}`,
      list: { url: '/api/fuel-transactions/', items: 'fuel_transactions' },
      summaries: ['/api/fuel-transactions/stats/summary', '/api/fuel-transactions/distinct-items'],
      writes: [
        { method: 'PUT', url: (id) => `/api/fuel-transactions/${id}`, payload: { odometer: 5 } },
        { method: 'PATCH', url: (id) => `/api/fuel-transactions/${id}/match`, payload: { truck_id: null } },
        { method: 'DELETE', url: (id) => `/api/fuel-transactions/${id}` },
      ],
    });
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => (await upload(a.headers, 'efs.csv', efs16([fuelLine()]))).json().id,
      detail: (id) => `/api/fuel-transactions/batches/${id}`,
      list: { url: '/api/fuel-transactions/batches', items: 'batches' },
      writes: [{ method: 'POST', url: (id) => `/api/fuel-transactions/batches/${id}/undo` }],
    });
  });
});

describe('fuel import', () => {
  it('reads every known layout: BOM, prefixed unit, semicolons in Windows-1252, pipes, a workbook', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { truck, driver } = await fleet(company.id);
    const cases: [string, Buffer, string | null, number][] = [
      [
        'efs.csv',
        efs16([fuelLine(), fuelLine({ item: 'DEFD', qty: '10', price: '3.299', amount: '32.99' })], {
          bom: true,
          crlf: true,
        }),
        'EFS',
        2,
      ],
      ['efs21.csv', efs21([fuelLine({ invoice: 'X21' })]), 'EFS, with transaction times', 1],
      ['comdata.csv', comdata(), 'Comdata', 2],
      ['pilot.txt', pilotPipe(), 'Pilot transaction report', 2],
      ['wex.csv', wexSemicolonCp1252(), 'WEX', 2],
      ['pilot.xlsx', await pilotXlsx(), 'Pilot all transactions', 3],
    ];
    for (const [name, data, layout, count] of cases) {
      const preview = await upload(headers, name, data, {}, 'upload/preview');
      expect(preview.statusCode, `${name}: ${preview.body}`).toBe(200);
      expect(preview.json(), name).toMatchObject({ layout, valid_count: count, error_count: 0 });
      // Plain ASCII is shown as UTF-8, whatever a detector guesses for it.
      const encoding = { 'efs.csv': 'UTF-8 (BOM)', 'wex.csv': 'windows-1252', 'pilot.xlsx': 'xlsx' }[name] ?? 'UTF-8';
      expect(preview.json().encoding, name).toBe(encoding);
      const res = await upload(headers, name, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json().row_count).toBe(count);
    }
    const efsRows = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/?purchased_item=DEFD', headers })
    ).json().fuel_transactions;
    expect(efsRows[0]).toMatchObject({ truck_id: truck.id, driver_id: driver.id, transaction_reference: 'INV1' });
    const wex = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/?location_state=QC', headers })
    ).json();
    expect(wex.fuel_transactions.map((r: { location_city: string }) => r.location_city).sort()).toEqual([
      'Montréal',
      'Québec',
    ]);
    const pilot = (
      await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/?location_city=joplin', headers })
    ).json();
    expect(pilot.fuel_transactions.map((r: { price_per_unit: string }) => r.price_per_unit).sort()).toEqual([
      '3.5700',
      '4.3900',
    ]);
    const batches = (await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/batches', headers })).json();
    expect(batches.total).toBe(6);
  });

  it('reports a row with more fields than the header, and a file mixing good and bad rows commits nothing', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const extra = await upload(headers, 'comdata.csv', comdata({ unquotedComma: true }));
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail[0]).toMatchObject({ loc: ['file', 'row 3'], type: 'row_invalid' });
    expect(extra.json().detail[0].msg).toContain('fields but the header has');
    const mixed = efs16([
      fuelLine({ invoice: 'G1' }),
      fuelLine({ invoice: 'B1', qty: 'abc' }),
      fuelLine({ invoice: 'B2', date: '13/45/2025' }),
    ]);
    const res = await upload(headers, 'mixed.csv', mixed);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['row 3', 'row 4']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers })).json();
    expect(list.total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/batches', headers })).json().total).toBe(
      0,
    );
  });

  it('says a credit line is not imported and gives the field’s range, in the preview and the upload', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const file = efs16([fuelLine({ invoice: 'G1' }), fuelLine({ invoice: 'C1', qty: '-10', amount: '(39.99)' })]);
    const credit = (what: string, range: string) =>
      `"${what}" is negative: credits and negative amounts are not imported (${range})`;
    const preview = await upload(headers, 'credit.csv', file, {}, 'upload/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([
      { row: 3, field: 'unit_quantity', message: credit('-10', 'Quantity must be between 0.01 and 100000') },
      { row: 3, field: 'total_amount', message: credit('(39.99)', 'Amount must be between 0.01 and 999999.99') },
    ]);
    const res = await upload(headers, 'credit.csv', file);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({
      loc: ['file', 'row 3', 'unit_quantity'],
      msg: credit('-10', 'Quantity must be between 0.01 and 100000'),
      type: 'row_invalid',
    });
  });

  it('commits a file past one insert chunk whole or not at all, duplicates counted in every chunk', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const lines = Array.from({ length: 12_001 }, (_, i) => fuelLine({ invoice: `C${i}` }));
    // The last row is bad: the chunks read before it were inserted, and the refusal takes them back.
    const bad = await upload(headers, 'big.csv', efs16([...lines, fuelLine({ invoice: 'BAD', qty: 'abc' })]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['row 12003']);
    const empty = (await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers })).json();
    expect(empty.total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/batches', headers })).json().total).toBe(
      0,
    );
    // Rows already imported sit in the first and the last chunk of the bigger file.
    const earlier = await upload(headers, 'part.csv', efs16([...lines.slice(0, 3), ...lines.slice(-2)]));
    expect(earlier.statusCode, earlier.body).toBe(201);
    const whole = await upload(headers, 'big.csv', efs16(lines));
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({
      row_count: 11_996,
      duplicate_count: 5,
      total_quantity: '1199600.000',
      total_amount: '4317360.40',
    });
    const all = (await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers })).json();
    expect(all.total).toBe(12_001);
  });

  it('refuses the same file twice, replays an idempotency key, saves templates and undoes a batch', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const file = efs16([
      fuelLine({ invoice: 'D1' }),
      fuelLine({ invoice: 'D1', item: 'DEFD', qty: '5', price: '3', amount: '15.00' }),
    ]);
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-transactions/templates',
      headers,
      payload: {
        name: 'Our EFS',
        column_mapping: {
          card: 'Card #',
          transaction_date: 'Tran Date',
          transaction_reference: 'Invoice',
          truck_unit_number: 'Unit',
          purchased_item: 'Item',
          unit_quantity: 'Qty',
          price_per_unit: 'Unit Price',
          total_amount: 'Amt',
        },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const first = await upload(headers, 'week.csv', file, {
      template_id: String(template.json().id),
      idempotency_key: 'key-0001-abc',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      row_count: 2,
      total_amount: '374.90',
      total_quantity: '105.000',
      replayed: false,
    });
    const replay = await upload(headers, 'week.csv', file, { idempotency_key: 'key-0001-abc' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ id: first.json().id, replayed: true });
    const again = await upload(headers, 'week.csv', file);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Every row of this file was already imported');
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/fuel-transactions/batches/${first.json().id}/undo`,
      headers,
    });
    expect(undo.json()).toMatchObject({ status: 'undone' });
    expect((await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers })).json().total).toBe(0);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/fuel-transactions/batches/${first.json().id}/undo`,
      headers,
    });
    expect(twice.statusCode).toBe(409);
    expect((await upload(headers, 'week.csv', file)).statusCode).toBe(201);
  });

  it('creates one batch for two concurrent identical uploads', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const file = efs16([fuelLine({ invoice: 'C1' }), fuelLine({ invoice: 'C2' })]);
    const [a, b] = await Promise.all([
      upload(headers, 'same.csv', file, { idempotency_key: 'same-key-42' }),
      upload(headers, 'same.csv', file, { idempotency_key: 'same-key-42' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    // Without a key, the duplicate check refuses the second of two concurrent copies.
    const other = efs16([fuelLine({ invoice: 'C3' })]);
    const [c, d] = await Promise.all([upload(headers, 'other.csv', other), upload(headers, 'other.csv', other)]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 409]);
    expect((await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers })).json().total).toBe(3);
  });

  it('answers bad uploads with a 4xx and detail', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    expect((await upload(headers, 'x.pdf', Buffer.from('%PDF-1.4'))).json().detail).toBe(
      'File type must be .csv, .txt or .xlsx',
    );
    expect((await upload(headers, 'x.csv', Buffer.from(`${'a,b\n'}`))).statusCode).toBe(422);
    expect((await upload(headers, 'x.xlsx', Buffer.from('not a zip'))).statusCode).toBe(422);
    const badMap = await upload(headers, 'x.csv', efs16([fuelLine()]), { column_mapping: '{"card":' });
    expect(badMap.json().detail).toEqual(
      fieldProblem('column_mapping', 'column_mapping must be a JSON object of field to column'),
    );
    const missing = await upload(headers, 'x.csv', efs16([fuelLine()]), {
      column_mapping: JSON.stringify({
        transaction_date: 'Date',
        unit_quantity: 'Qty',
        purchased_item: 'Item',
        total_amount: 'Amt',
      }),
    });
    expect(missing.json().detail).toEqual(fieldProblem('file', 'The file has no column named "Date"'));
    const unknown = await upload(headers, 'x.csv', efs16([fuelLine()]), { column_mapping: '{"foo":"Date"}' });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([
      422,
      fieldProblem(
        'column_mapping',
        'column_mapping has no field "foo"; the fields are card, transaction_date, transaction_reference, truck_unit_number, driver_name, odometer, location, location_city, location_state, location_country, purchased_item, unit_quantity, price_per_unit, total_amount, surcharge_amount',
      ),
    ]);
    for (const template_id of ['abc', '1.5', '-3']) {
      const badTemplate = await upload(headers, 'x.csv', efs16([fuelLine()]), { template_id });
      expect([badTemplate.statusCode, badTemplate.json().detail], template_id).toEqual([
        422,
        [
          expect.objectContaining({
            loc: ['body', 'template_id'],
            msg: 'template_id must be the id of a template (a whole number)',
          }),
        ],
      ]);
    }
    const big = Buffer.alloc(31 * 1024 * 1024, 'a');
    const tooBig = await upload(headers, 'big.csv', big);
    expect([tooBig.statusCode, tooBig.json().detail]).toEqual([413, 'File is larger than 31457280 bytes (30 MB)']);
  });
});
