import { DRIVER_MESSAGES } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { createDriver, createTrailer, createTruck } from './support/fleet';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const assignments = '/api/driver-equipment/';

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

describe('deactivating drivers with equipment', () => {
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
});
