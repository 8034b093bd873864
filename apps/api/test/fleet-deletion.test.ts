import { DRIVER_MESSAGES, EQUIPMENT_MESSAGES } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, driverEquipmentAssignments, driverEquipmentChanges } from '../src/db/schema';
import { pdfFile, uploadedId } from './support/documents';
import { buildSignedInCompany, signInSuperadmin } from './support/factories';
import { createDriver, createTrailer, createTruck } from './support/fleet';
import { pdfWithPages } from './support/pdf-fixtures';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const assignments = '/api/driver-equipment/';

let pdf: Buffer;
beforeAll(async () => {
  pdf = await pdfWithPages(1);
});

type Headers = Record<string, string>;

/** A company with a driver running a truck and a trailer. */
async function assignedFleet() {
  const { headers, company } = await buildSignedInCompany(t.app, t.db);
  const driver = await createDriver(t.app, headers);
  const truck = await createTruck(t.app, headers);
  const trailer = await createTrailer(t.app, headers);
  const res = await call(headers, 'POST', assignments, {
    driver_id: driver.id,
    truck_id: truck.id,
    trailer_id: trailer.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { headers, companyId: company.id as number, driver, truck, trailer, assignment: res.json() };
}

/** What the database keeps of a driver's assignments: every period and every change-log entry. */
async function historyOf(driverId: number) {
  const periods = await t.db
    .select()
    .from(driverEquipmentAssignments)
    .where(eq(driverEquipmentAssignments.driver_id, driverId));
  const changes = await t.db
    .select()
    .from(driverEquipmentChanges)
    .where(eq(driverEquipmentChanges.driver_id, driverId));
  return { periods, changes: changes.length };
}

/** The audit entries of one action on records of an entity. */
const audited = (companyId: number, entity: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.company_id, companyId), eq(auditLog.entity, entity), eq(auditLog.action, action)));

async function expectRefused(headers: Headers, method: 'DELETE' | 'POST' | 'PUT', url: string, detail: string) {
  const res = await call(headers, method, url, method === 'PUT' ? { is_active: false } : undefined);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().detail).toBe(detail);
}

describe('deleting trucks and trailers keeps assignment history', () => {
  it('refuses to delete an assigned unit and leaves the driver, the assignment and its log as they were', async () => {
    const { headers, companyId, driver, truck, trailer, assignment } = await assignedFleet();
    const before = await historyOf(driver.id);

    await expectRefused(headers, 'DELETE', `/api/trucks/${truck.id}`, EQUIPMENT_MESSAGES.assignedCannotDelete);
    await expectRefused(headers, 'DELETE', `/api/trailers/${trailer.id}`, EQUIPMENT_MESSAGES.assignedCannotDelete);

    expect(await historyOf(driver.id)).toEqual(before);
    const current = await call(headers, 'GET', `${assignments}driver/${driver.id}/current`);
    expect(current.json()).toMatchObject({ id: assignment.id, truck_id: truck.id, trailer_id: trailer.id });
    expect((await call(headers, 'GET', `/api/trucks/${truck.id}`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', `/api/trailers/${trailer.id}`)).statusCode).toBe(200);
    expect(await audited(companyId, 'truck', 'delete')).toEqual([]);
    expect(await audited(companyId, 'trailer', 'delete')).toEqual([]);
  });

  it('refuses to delete a unit that was assigned once; it is deactivated instead', async () => {
    const { headers, companyId, driver, truck, trailer, assignment } = await assignedFleet();
    expect((await call(headers, 'DELETE', `${assignments}${assignment.id}`)).statusCode).toBe(200);
    const before = await historyOf(driver.id);

    await expectRefused(headers, 'DELETE', `/api/trucks/${truck.id}`, EQUIPMENT_MESSAGES.hasAssignmentHistory);
    await expectRefused(headers, 'DELETE', `/api/trailers/${trailer.id}`, EQUIPMENT_MESSAGES.hasAssignmentHistory);

    expect(await historyOf(driver.id)).toEqual(before);
    expect(before.periods.map((p) => [p.truck_id, p.trailer_id])).toEqual([[truck.id, trailer.id]]);
    const history = (await call(headers, 'GET', `${assignments}driver/${driver.id}/history`)).json().assignments;
    expect(history.map((h: { truck_unit_number: string }) => h.truck_unit_number)).toEqual([truck.unit_number]);
    expect(await audited(companyId, 'truck', 'delete')).toEqual([]);

    expect((await call(headers, 'POST', `/api/trucks/${truck.id}/deactivate`)).statusCode).toBe(200);
    expect((await call(headers, 'POST', `/api/trailers/${trailer.id}/deactivate`)).statusCode).toBe(200);
  });

  it('refuses to delete a truck with fuel transactions, which keep their truck', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const companyId = company.id;
    const truck = await createTruck(t.app, headers);
    const fuel = await call(headers, 'POST', '/api/fuel-transactions/', {
      transaction_date: '2025-03-04',
      truck_unit_number: truck.unit_number,
      purchased_item: 'ULSD',
      unit_quantity: '100',
      price_per_unit: '3.5',
    });
    expect(fuel.statusCode, fuel.body).toBe(201);
    expect(fuel.json().truck_id).toBe(truck.id);

    await expectRefused(headers, 'DELETE', `/api/trucks/${truck.id}`, EQUIPMENT_MESSAGES.hasFuelTransactions);

    expect((await call(headers, 'GET', `/api/fuel-transactions/${fuel.json().id}`)).json().truck_id).toBe(truck.id);
    expect(await audited(companyId, 'truck', 'delete')).toEqual([]);
  });

  it('deletes a unit that was never assigned', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const truck = await createTruck(t.app, headers);
    expect((await call(headers, 'DELETE', `/api/trucks/${truck.id}`)).statusCode).toBe(204);
    expect((await call(headers, 'GET', `/api/trucks/${truck.id}`)).statusCode).toBe(404);
  });
});

describe('deactivating and deleting drivers with equipment', () => {
  it('refuses to deactivate a driver who runs equipment, by the action or by an update', async () => {
    const { headers, companyId, driver, truck, assignment } = await assignedFleet();

    await expectRefused(
      headers,
      'POST',
      `/api/drivers/${driver.id}/deactivate`,
      DRIVER_MESSAGES.assignedCannotDeactivate,
    );
    await expectRefused(headers, 'PUT', `/api/drivers/${driver.id}`, DRIVER_MESSAGES.assignedCannotDeactivate);

    const after = (await call(headers, 'GET', `/api/drivers/${driver.id}`)).json();
    expect(after).toMatchObject({ is_active: true, version: driver.version, current_truck: { id: truck.id } });
    expect(await audited(companyId, 'driver', 'deactivate')).toEqual([]);

    // Once unassigned, the driver is deactivated.
    expect((await call(headers, 'DELETE', `${assignments}${assignment.id}`)).statusCode).toBe(200);
    const off = await call(headers, 'POST', `/api/drivers/${driver.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().driver.is_active).toBe(false);
  });

  it('refuses to delete a driver who runs equipment or ran it once, keeping the history', async () => {
    const { headers, companyId, driver, truck, assignment } = await assignedFleet();
    const before = await historyOf(driver.id);

    await expectRefused(headers, 'DELETE', `/api/drivers/${driver.id}`, DRIVER_MESSAGES.assignedCannotDelete);
    expect(await historyOf(driver.id)).toEqual(before);

    expect((await call(headers, 'DELETE', `${assignments}${assignment.id}`)).statusCode).toBe(200);
    const ended = await historyOf(driver.id);
    await expectRefused(headers, 'DELETE', `/api/drivers/${driver.id}`, DRIVER_MESSAGES.hasEquipmentHistory);

    expect(await historyOf(driver.id)).toEqual(ended);
    expect((await call(headers, 'GET', `/api/drivers/${driver.id}`)).statusCode).toBe(200);
    const log = (await call(headers, 'GET', `${assignments}driver/${driver.id}/change-log`)).json().changes;
    expect(log.map((c: { action: string }) => c.action)).toEqual(['unassigned', 'assigned']);
    expect(log[1].changes.truck).toEqual({ from: null, to: truck.unit_number });
    expect(await audited(companyId, 'driver', 'delete')).toEqual([]);
  });
});

describe('deleting records with documents', () => {
  const upload = (headers: Headers, category: string, link: Record<string, number>) =>
    uploadedId(t.app, headers, { document_type: 'other', category, ...link }, pdfFile(pdf));

  it('refuses to delete a driver, truck or trailer that still has documents, deprecated ones included', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const companyId = company.id;
    const driver = await createDriver(t.app, headers);
    const truck = await createTruck(t.app, headers);
    const trailer = await createTrailer(t.app, headers);
    const docs = [
      await upload(headers, 'driver', { driver_id: driver.id }),
      await upload(headers, 'truck', { truck_id: truck.id }),
      await upload(headers, 'trailer', { trailer_id: trailer.id }),
    ];
    // A deprecated document is still kept and still opens: it counts.
    const deprecated = await call(headers, 'PATCH', `/api/documents/${docs[2]}/deprecate`);
    expect(deprecated.statusCode, deprecated.body).toBe(200);

    await expectRefused(headers, 'DELETE', `/api/drivers/${driver.id}`, DRIVER_MESSAGES.hasDocuments);
    await expectRefused(headers, 'DELETE', `/api/trucks/${truck.id}`, EQUIPMENT_MESSAGES.hasDocuments);
    await expectRefused(headers, 'DELETE', `/api/trailers/${trailer.id}`, EQUIPMENT_MESSAGES.hasDocuments);

    for (const [url, id] of [
      ['/api/drivers/', driver.id],
      ['/api/trucks/', truck.id],
      ['/api/trailers/', trailer.id],
    ] as const)
      expect((await call(headers, 'GET', `${url}${id}`)).statusCode).toBe(200);
    for (const id of docs) expect((await call(headers, 'GET', `/api/documents/${id}`)).statusCode).toBe(200);
    const deletes = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.company_id, companyId),
          eq(auditLog.action, 'delete'),
          inArray(auditLog.entity, ['driver', 'truck', 'trailer']),
        ),
      );
    expect(deletes).toEqual([]);

    // With their documents deleted, the records go.
    for (const id of docs) expect((await call(headers, 'DELETE', `/api/documents/${id}`)).statusCode).toBe(204);
    expect((await call(headers, 'DELETE', `/api/drivers/${driver.id}`)).statusCode).toBe(204);
    expect((await call(headers, 'DELETE', `/api/trucks/${truck.id}`)).statusCode).toBe(204);
    expect((await call(headers, 'DELETE', `/api/trailers/${trailer.id}`)).statusCode).toBe(204);
  });
});

describe('deleting a whole company', () => {
  it('still removes a company whose drivers and units have assignment history and fuel', async () => {
    const { headers, companyId, driver, truck } = await assignedFleet();
    const fuel = await call(headers, 'POST', '/api/fuel-transactions/', {
      transaction_date: '2025-03-04',
      truck_unit_number: truck.unit_number,
      purchased_item: 'ULSD',
      unit_quantity: '50',
      price_per_unit: '3.5',
    });
    expect(fuel.statusCode, fuel.body).toBe(201);
    const admin = await signInSuperadmin(t.app, t.db);
    const res = await call(admin, 'DELETE', `/api/admin/companies/${companyId}?force=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyOf(driver.id)).periods).toEqual([]);
  });
});
