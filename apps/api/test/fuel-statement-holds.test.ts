import { FUEL_MESSAGES } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  driverEquipmentAssignments,
  driverStatementLines,
  driverStatements,
  drivers,
  fuelImportBatches,
  fuelTransactions,
  trucks,
} from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { efs16, fuelLine } from './support/fuel-fixtures';
import { multipartBody } from './support/multipart';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type Headers = Record<string, string>;

async function fleet(companyId: number) {
  const [truck] = await t.db.insert(trucks).values({ company_id: companyId, unit_number: '685' }).returning();
  const [driver, other] = await t.db
    .insert(drivers)
    .values([
      { company_id: companyId, first_name: 'Dana', last_name: 'Tester' },
      { company_id: companyId, first_name: 'Omar', last_name: 'Other' },
    ])
    .returning();
  await t.db
    .insert(driverEquipmentAssignments)
    .values({ company_id: companyId, driver_id: driver!.id, truck_id: truck!.id });
  return { truck: truck!, driver: driver!, other: other! };
}

/** Puts transactions on a statement of the driver as its fuel lines, as generation does. */
async function onStatement(
  companyId: number,
  driverId: number,
  status: 'draft' | 'approved' | 'paid',
  transactionIds: number[],
) {
  const [statement] = await t.db
    .insert(driverStatements)
    .values({
      company_id: companyId,
      driver_id: driverId,
      period_start: status === 'draft' ? '2025-03-10' : '2025-03-03',
      period_end: status === 'draft' ? '2025-03-16' : '2025-03-09',
      status,
      payment_date: status === 'paid' ? '2025-03-14' : null,
    })
    .returning();
  await t.db.insert(driverStatementLines).values(
    transactionIds.map((id) => ({
      company_id: companyId,
      statement_id: statement!.id,
      driver_id: driverId,
      kind: 'fuel',
      description: 'ULSD',
      amount_cents: 54286n,
      fuel_transaction_id: id,
    })),
  );
  return statement!;
}

const api = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addTransaction(headers: Headers, over: Record<string, unknown> = {}) {
  const res = await api(headers, 'POST', '/api/fuel-transactions/', {
    transaction_date: '2025-03-04',
    truck_unit_number: '685',
    purchased_item: 'ULSD',
    unit_quantity: '150.120',
    price_per_unit: '3.616',
    location_city: 'Tulsa',
    location_state: 'OK',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; total_amount: string };
}

const stored = async (id: number) => (await t.db.select().from(fuelTransactions).where(eq(fuelTransactions.id, id)))[0];

async function upload(headers: Headers, name: string, data: Buffer, fields: Record<string, string> = {}) {
  const body = multipartBody(fields, { name, type: 'text/csv', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/fuel-transactions/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const EFS_MAPPING = {
  card: 'Card #',
  transaction_date: 'Tran Date',
  transaction_reference: 'Invoice',
  truck_unit_number: 'Unit',
  driver_name: 'Driver Name',
  purchased_item: 'Item',
  unit_quantity: 'Qty',
  price_per_unit: 'Unit Price',
  total_amount: 'Amt',
};

describe('fuel transactions on driver statements', () => {
  it('refuses changing what a paid statement deducted, writing nothing, and says which statement', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver, other, truck } = await fleet(company.id);
    const tx = await addTransaction(headers);
    const statement = await onStatement(company.id, driver.id, 'paid', [tx.id]);
    const before = await stored(tx.id);
    const message = `This transaction is deducted on paid driver statement #${statement.id}; a paid statement cannot be changed`;

    for (const change of [
      { unit_quantity: '50', driver_id: other.id },
      { unit_quantity: '50' },
      { price_per_unit: '2.5' },
      { transaction_date: '2025-03-05' },
      { purchased_item: 'DEFD' },
      { driver_id: other.id },
      { truck_id: null },
      { card_number_short: 12345 },
      { surcharge_amount: '1.00' },
    ]) {
      const res = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().detail).toBe(message);
    }
    const match = await api(headers, 'PATCH', `/api/fuel-transactions/${tx.id}/match`, { driver_id: other.id });
    expect(match.statusCode).toBe(409);
    expect(match.json().detail).toBe(message);
    const remove = await api(headers, 'DELETE', `/api/fuel-transactions/${tx.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().detail).toBe(message);
    expect(await stored(tx.id)).toEqual(before);

    // What the statement did not deduct may still be corrected, and the same values sent again pass.
    const note = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, {
      unit_quantity: '150.12',
      price_per_unit: '03.6160',
      driver_id: driver.id,
      truck_id: truck.id,
      transaction_reference: 'R-77',
      location_city: 'Tulsa East',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      total_amount: before!.total_amount,
      driver: { id: driver.id, name: 'Dana Tester' },
      transaction_reference: 'R-77',
      statement: { id: statement.id, status: 'paid' },
    });
  });

  it('keeps the file’s amount of a deducted purchase through corrections that do not reprice it', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver } = await fleet(company.id);
    // A discounted purchase: 100 gal at 3.599 charged 349.90, not 359.90.
    const res = await upload(headers, 'week.csv', efs16([fuelLine({ invoice: 'D1', amount: '349.90' })]));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(fuelTransactions).where(eq(fuelTransactions.import_batch_id, res.json().id));
    expect(row!.total_amount).toBe('349.90');
    await onStatement(company.id, driver.id, 'paid', [row!.id]);

    for (const change of [{ transaction_reference: 'D1-corrected' }, { odometer: 123456 }, { unit_quantity: '100' }]) {
      const edit = await api(headers, 'PUT', `/api/fuel-transactions/${row!.id}`, change);
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().total_amount).toBe('349.90');
    }
    expect(await stored(row!.id)).toMatchObject({ total_amount: '349.90', odometer: 123456 });
  });

  it('tells a draft statement’s lines how to be released, and frees the transaction once the line is gone', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver } = await fleet(company.id);
    const tx = await addTransaction(headers);
    const statement = await onStatement(company.id, driver.id, 'draft', [tx.id]);
    const res = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, { unit_quantity: '50' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `This transaction is deducted on draft driver statement #${statement.id}; remove its fuel line from the draft (or delete the draft) first`,
    );
    expect((await stored(tx.id))!.unit_quantity).toBe('150.120');

    await t.db.delete(driverStatementLines).where(eq(driverStatementLines.fuel_transaction_id, tx.id));
    const freed = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, { unit_quantity: '50' });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json()).toMatchObject({ total_amount: '180.80', statement: null });
  });

  it('refuses a bulk delete naming the transactions on statements, deleting none of the selection', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver } = await fleet(company.id);
    const held = await addTransaction(headers);
    const free = await addTransaction(headers, { transaction_date: '2025-03-05', unit_quantity: '10' });
    const statement = await onStatement(company.id, driver.id, 'approved', [held.id]);
    const res = await api(headers, 'POST', '/api/fuel-transactions/bulk-delete', { ids: [held.id, free.id] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe(
      `Nothing was deleted: 2025-03-04 ULSD $${held.total_amount} is deducted on approved driver statement #${statement.id}. Leave it out of the selection, or remove its fuel line from the statement first.`,
    );
    expect(await stored(held.id)).toBeDefined();
    expect(await stored(free.id)).toBeDefined();
    const rest = await api(headers, 'POST', '/api/fuel-transactions/bulk-delete', { ids: [free.id] });
    expect(rest.json()).toEqual({ deleted: 1 });
  });

  it('refuses to undo an import whose rows are on a statement, and keeps the batch', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver } = await fleet(company.id);
    const res = await upload(
      headers,
      'week.csv',
      efs16([fuelLine({ invoice: 'U1' }), fuelLine({ invoice: 'U2' }), fuelLine({ invoice: 'U3', date: '3/5/2025' })]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const batchId = res.json().id as number;
    const rows = await t.db.select().from(fuelTransactions).where(eq(fuelTransactions.import_batch_id, batchId));
    const statement = await onStatement(
      company.id,
      driver.id,
      'paid',
      rows.slice(0, 2).map((r) => r.id),
    );
    const undo = await api(headers, 'POST', `/api/fuel-transactions/batches/${batchId}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().detail).toBe(
      `This import cannot be undone: 2 transactions are deducted on driver statements (2025-03-04 ULSD $359.90 on #${statement.id}, 2025-03-04 ULSD $359.90 on #${statement.id}). Remove their fuel lines from the statements first (a paid statement cannot be changed).`,
    );
    const [batch] = await t.db.select().from(fuelImportBatches).where(eq(fuelImportBatches.id, batchId));
    expect(batch).toMatchObject({ status: 'committed', undone_at: null });
    expect(await t.db.$count(fuelTransactions, eq(fuelTransactions.import_batch_id, batchId))).toBe(3);
  });
});

describe('fuel transaction list', () => {
  it('shows the matched driver and truck, the file’s card while no card matched, and the statement', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const { driver, truck } = await fleet(company.id);
    const res = await upload(headers, 'efs.csv', efs16([fuelLine()]));
    expect(res.statusCode, res.body).toBe(201);
    const list = await api(headers, 'GET', '/api/fuel-transactions/');
    expect(list.json().fuel_transactions).toEqual([
      expect.objectContaining({
        card_number_short: null,
        card_hint: '*0541',
        fuel_card_id: null,
        truck_unit_number: '9512685',
        truck: { id: truck.id, unit_number: '685' },
        driver_name: 'TEST DRIVER 100200',
        driver: { id: driver.id, name: 'Dana Tester' },
        statement: null,
        is_matched: false,
      }),
    ]);
    const id = list.json().fuel_transactions[0].id as number;
    const statement = await onStatement(company.id, driver.id, 'draft', [id]);
    const one = await api(headers, 'GET', `/api/fuel-transactions/${id}`);
    expect(one.json().statement).toEqual({ id: statement.id, status: 'draft' });
  });

  it('counts a batch’s rows matched by hand in its matched count', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    await fleet(company.id);
    const card = await api(headers, 'POST', '/api/fuel-cards/', {
      card_number: '7083050012345670541',
      card_number_short: 70541,
      card_provider: 'EFS',
    });
    expect(card.statusCode, card.body).toBe(201);
    // The file names a card the company does not have: the row comes in unmatched.
    const res = await upload(headers, 'efs.csv', efs16([fuelLine({ card: '99999' })]));
    expect(res.json().matched_count).toBe(0);
    const [row] = (await api(headers, 'GET', '/api/fuel-transactions/')).json().fuel_transactions;
    const matched = await api(headers, 'PATCH', `/api/fuel-transactions/${row.id}/match`, {
      fuel_card_id: card.json().id,
    });
    expect(matched.json().is_matched).toBe(true);
    const batch = await api(headers, 'GET', `/api/fuel-transactions/batches/${res.json().id}`);
    expect(batch.json().matched_count).toBe(1);
  });
});

describe('fuel import templates', () => {
  it('refuses a template that is not the company’s, with or without a mapping, storing nothing', async () => {
    const mine = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const theirs = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const template = await api(theirs.headers, 'POST', '/api/fuel-transactions/templates', {
      name: 'Their EFS',
      column_mapping: EFS_MAPPING,
    });
    expect(template.statusCode, template.body).toBe(201);
    const file = efs16([fuelLine({ invoice: 'T1' })]);
    for (const templateId of ['99999999', String(template.json().id)]) {
      for (const fields of [{}, { column_mapping: JSON.stringify(EFS_MAPPING) }] as Record<string, string>[]) {
        const res = await upload(mine.headers, 'week.csv', file, { ...fields, template_id: templateId });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().detail).toBe('Import template not found');
      }
    }
    expect(await t.db.$count(fuelImportBatches, eq(fuelImportBatches.company_id, mine.company.id))).toBe(0);
    expect(await t.db.$count(fuelTransactions, eq(fuelTransactions.company_id, mine.company.id))).toBe(0);
    // Its own template with a mapping of the moment is recorded on the batch.
    const own = await api(mine.headers, 'POST', '/api/fuel-transactions/templates', {
      name: 'Our EFS',
      column_mapping: EFS_MAPPING,
    });
    const res = await upload(mine.headers, 'week.csv', file, {
      column_mapping: JSON.stringify(EFS_MAPPING),
      template_id: String(own.json().id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [batch] = await t.db.select().from(fuelImportBatches).where(eq(fuelImportBatches.id, res.json().id));
    expect(batch!.template_id).toBe(own.json().id);
  });
});

describe('fuel date filters', () => {
  it('gives impossible days the same message as text that is no date', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    for (const path of ['/api/fuel-transactions/', '/api/fuel-transactions/stats/summary'])
      for (const [name, value] of [
        ['date_from', '2026-02-30'],
        ['date_to', '2026-13-01'],
        ['date_from', 'abc'],
      ] as const) {
        const res = await api(headers, 'GET', `${path}?${name}=${value}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().detail).toEqual([
          expect.objectContaining({ loc: ['querystring', name], msg: `${name} must be a date (YYYY-MM-DD)` }),
        ]);
      }
    expect((await api(headers, 'GET', '/api/fuel-transactions/?date_from=2024-02-29')).statusCode).toBe(200);
  });
});

describe('fuel transaction totals', () => {
  it('refuses a quantity and price whose total is outside 0.01 to 999,999.99, on create and on edit, writing nothing', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    await fleet(company.id);
    const before = await t.db.$count(fuelTransactions, eq(fuelTransactions.company_id, company.id));
    for (const [quantity, price] of [
      ['100000', '10000'],
      ['0.01', '0.01'],
    ]) {
      const res = await api(headers, 'POST', '/api/fuel-transactions/', {
        transaction_date: '2025-03-04',
        purchased_item: 'ULSD',
        unit_quantity: quantity,
        price_per_unit: price,
      });
      expect(res.statusCode, `${quantity} x ${price}`).toBe(422);
      expect(res.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'unit_quantity'], msg: FUEL_MESSAGES.totalRange }),
      ]);
    }
    expect(await t.db.$count(fuelTransactions, eq(fuelTransactions.company_id, company.id))).toBe(before);

    const tx = await addTransaction(headers);
    const edit = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, { price_per_unit: '9999' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'unit_quantity'], msg: FUEL_MESSAGES.totalRange }),
    ]);
    expect(await stored(tx.id)).toMatchObject({ price_per_unit: '3.6160', total_amount: tx.total_amount });
    // The last cent of the range is accepted.
    const edge = await api(headers, 'PUT', `/api/fuel-transactions/${tx.id}`, {
      unit_quantity: '99999.999',
      price_per_unit: '10',
    });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().total_amount).toBe('999999.99');
  });
});
