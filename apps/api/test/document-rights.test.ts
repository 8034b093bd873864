import type { RoleName } from '@tms/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, drivers, loadStatuses } from '../src/db/schema';
import { pdfFile, uploadDocument, uploadedId } from './support/documents';
import { buildUser, signIn, unique } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { pdfWithPages } from './support/pdf-fixtures';
import { type Call, expectRoleAccess } from './support/role-access';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await pdfWithPages(1);
});

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const listed = async (headers: Headers, query: string) => {
  const res = await call(headers, 'GET', `/api/documents/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().documents as { id: number }[]).map((d) => d.id);
};
const merge = (headers: Headers, ids: number[]) =>
  call(headers, 'POST', '/api/documents/merge', { document_ids: ids, output_filename: 'packet' });

async function bookLoad(headers: Headers, extra: Record<string, unknown> = {}) {
  const res = await call(headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, extra),
    events: [pickup(1, '2026-06-01'), delivery(2, '2026-06-02')],
    rate_cargo: { rate_booked: '2500.00', rate_dispatched: '1800.00', loaded_miles: '500' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const loadDoc = (headers: Headers, loadId: number) =>
  uploadedId(t.app, headers, { category: 'load', document_type: 'bol', load_id: loadId }, pdfFile(pdf));
const driverDoc = (headers: Headers, driverId: number, type: string) =>
  uploadedId(t.app, headers, { category: 'driver', document_type: type, driver_id: driverId }, pdfFile(pdf));

describe('load documents follow the load', () => {
  // The tracking user follows driver a, not driver b.
  let seen: number;
  let unseen: number;
  let seenLoad: number;
  let unseenLoad: number;
  beforeAll(async () => {
    seenLoad = (await bookLoad(w.manager.headers)).id;
    unseenLoad = (await bookLoad(w.manager.headers, { driver_id: w.driver.b.id })).id;
    seen = await loadDoc(w.manager.headers, seenLoad);
    unseen = await loadDoc(w.manager.headers, unseenLoad);
  });

  it('lists to a tracking user only the documents of the loads they see, with or without a load filter', async () => {
    const h = w.tracker.headers;
    expect(await listed(h, `load_id=${unseenLoad}`)).toEqual([]);
    expect(await listed(h, `load_id=${seenLoad}`)).toEqual([seen]);
    const all = await listed(h, 'limit=100');
    expect(all).toContain(seen);
    expect(all).not.toContain(unseen);
    const loads = await listed(h, 'category=load&limit=100');
    expect(loads).toContain(seen);
    expect(loads).not.toContain(unseen);
    // Those who see every load see both.
    expect(await listed(w.dispatcher.headers, `load_id=${unseenLoad}`)).toEqual([unseen]);
  });

  it('answers 404 for a document of a load the caller may not see, by id, by link and in a merge', async () => {
    const h = w.tracker.headers;
    for (const url of [`/api/documents/${unseen}`, `/api/documents/${unseen}/presigned-url`]) {
      const res = await call(h, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe('Document not found');
    }
    expect((await merge(h, [unseen])).statusCode).toBe(404);
    expect((await merge(h, [seen, unseen])).statusCode).toBe(404);
    expect((await call(h, 'GET', `/api/documents/${seen}`)).statusCode).toBe(200);
    expect((await call(h, 'GET', `/api/documents/${seen}/presigned-url`)).statusCode).toBe(200);
    expect((await merge(h, [seen])).statusCode).toBe(200);
  });
});

describe('driver documents by type', () => {
  let equipment: { headers: Headers };
  beforeAll(async () => {
    const user = await buildUser(t.db, { companyId: w.company.id, roles: ['EQUIPMENT_MANAGER'] });
    equipment = await signIn(t.app, user.email);
  });

  it('keeps the tax form, drug test and CDL from those who do not manage drivers, in lists too', async () => {
    const driver = w.driver.a.id;
    const tax = await driverDoc(w.manager.headers, driver, 'tax_form');
    const drug = await driverDoc(w.manager.headers, driver, 'drug_test');
    const note = await driverDoc(w.tracker.headers, driver, 'operational_document');
    for (const who of [w.dispatcher, w.tracker, equipment]) {
      const ids = await listed(who.headers, `driver_id=${driver}`);
      expect(ids).toContain(note);
      expect(ids).not.toContain(tax);
      expect(ids).not.toContain(drug);
      expect(await listed(who.headers, 'category=driver&limit=100')).not.toContain(tax);
      expect(await listed(who.headers, `driver_id=${driver}&document_type=tax_form`)).toEqual([]);
      const asked = await call(who.headers, 'GET', `/api/documents/?category=driver&document_type=tax_form`);
      expect(asked.statusCode).toBe(403);
      expect((await call(who.headers, 'GET', `/api/documents/${tax}`)).statusCode).toBe(403);
      expect((await call(who.headers, 'GET', `/api/documents/${tax}/presigned-url`)).statusCode).toBe(403);
      expect((await merge(who.headers, [tax])).statusCode).toBe(403);
      expect((await call(who.headers, 'DELETE', `/api/documents/${drug}`)).statusCode).toBe(403);
      const cdl = await uploadDocument(
        t.app,
        who.headers,
        { category: 'driver', document_type: 'cdl', driver_id: driver },
        pdfFile(pdf),
      );
      expect(cdl.statusCode, cdl.body).toBe(403);
    }
    for (const who of [w.manager, w.accountant]) {
      expect(await listed(who.headers, `driver_id=${driver}`)).toEqual(expect.arrayContaining([tax, drug, note]));
    }
    expect((await call(w.accountant.headers, 'DELETE', `/api/documents/${drug}`)).statusCode).toBe(204);
  });
});

describe('the authorization matrix of documents', () => {
  const pdfReads = (id: number): readonly Call[] => [
    ['GET', `/api/documents/${id}`],
    ['GET', `/api/documents/${id}/presigned-url`],
    ['POST', '/api/documents/merge', { document_ids: [id], output_filename: 'packet' }],
  ];
  const writes = (id: number): readonly Call[] => [
    ['PUT', `/api/documents/${id}`, { description: 'Checked' }],
    ['PATCH', `/api/documents/${id}/deprecate`],
    ['PATCH', `/api/documents/${id}/restore`],
    ['DELETE', `/api/documents/${id}`],
  ];
  const refusals = [
    'You do not have permission to perform this action',
    'You do not have permission to see this document',
  ];
  // Platform administrators reach no company's documents through a tenant's calls.
  const merged = ['You can only manage documents of your own company', ...refusals];

  async function driverIn(companyId: number) {
    const [d] = await t.db
      .insert(drivers)
      .values({ company_id: companyId, first_name: 'Mat', last_name: unique('Rix') })
      .returning();
    return d!.id;
  }

  it('gives the documents of a load to those who see the load, and answers 404 to a tracking user who does not', async () => {
    await expectRoleAccess({
      app: t.app,
      db: t.db,
      readers: ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
      writers: ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
      // The company's tracking user follows no driver, so the load is not one they see.
      hidden: ['TRACK_AND_TRACE'],
      refusals: merged,
      create: async (headers, companyId) => {
        const [status] = await t.db.insert(loadStatuses).values({ company_id: companyId, name: 'Booked' }).returning();
        const [broker] = await t.db
          .insert(customers)
          .values({ company_id: companyId, name: unique('Broker ') })
          .returning();
        const res = await call(headers, 'POST', '/api/loads/step-1', {
          load_number: unique('M-'),
          broker_id: broker!.id,
          status_id: status!.id,
          driver_id: await driverIn(companyId),
        });
        expect(res.statusCode, res.body).toBe(201);
        return loadDoc(headers, res.json().id);
      },
      reads: pdfReads,
      writes,
    });
  });

  const fileKeepers: RoleName[] = ['MANAGER', 'ACCOUNTANT'];
  const driverReaders: RoleName[] = ['MANAGER', 'ACCOUNTANT', 'DISPATCHER', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'];
  const byType: [type: string, readers: RoleName[], writers: RoleName[]][] = [
    ['cdl', fileKeepers, fileKeepers],
    ['mvr', fileKeepers, fileKeepers],
    ['tax_form', fileKeepers, fileKeepers],
    ['drug_test', fileKeepers, fileKeepers],
    ['fmcsa_clearinghouse', fileKeepers, fileKeepers],
    ['medical_card', fileKeepers, fileKeepers],
    ['other', fileKeepers, fileKeepers],
    ['truck_assignment', driverReaders, fileKeepers],
    ['operational_document', driverReaders, driverReaders],
  ];

  it.each(byType)('gives a driver %s to its readers and writers only', async (type, readers, writers) => {
    await expectRoleAccess({
      app: t.app,
      db: t.db,
      readers,
      writers,
      refusals: merged,
      create: async (headers, companyId) => driverDoc(headers, await driverIn(companyId), type),
      reads: pdfReads,
      writes,
    });
  });

  it.each(byType)('lets only the writers of a driver %s upload one', async (type, _readers, writers) => {
    const [first] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Up', last_name: unique('Loader') })
      .returning();
    const users: [RoleName, Headers][] = [
      ['MANAGER', w.manager.headers],
      ['ACCOUNTANT', w.accountant.headers],
      ['DISPATCHER', w.dispatcher.headers],
      ['TRACK_AND_TRACE', w.tracker.headers],
      ['ANALYST', w.analyst.headers],
    ];
    const equipment = await buildUser(t.db, { companyId: w.company.id, roles: ['EQUIPMENT_MANAGER'] });
    users.push(['EQUIPMENT_MANAGER', (await signIn(t.app, equipment.email)).headers]);
    for (const [role, headers] of users) {
      const res = await uploadDocument(
        t.app,
        headers,
        { category: 'driver', document_type: type, driver_id: first!.id },
        pdfFile(pdf),
      );
      expect(res.statusCode, `${role}: ${res.body}`).toBe(writers.includes(role) ? 201 : 403);
    }
  });
});
