import { EQUIPMENT_MESSAGES, DRIVER_EQUIPMENT_MESSAGES as M, type RoleName } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { createDriver, createTrailer, createTruck, fieldsOf } from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();

const base = '/api/driver-equipment/';
const call = callerOf(t);

describe('assigning equipment to drivers', () => {
  it('assigns, reassigns and unassigns, keeping the history and the change log', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const [t1, t2] = [await createTruck(t.app, headers), await createTruck(t.app, headers)];
    const trailer = await createTrailer(t.app, headers);

    expect((await call(headers, 'GET', `${base}driver/${driver.id}/current`)).json()).toEqual({
      detail: M.noneCurrent,
    });
    const first = await call(headers, 'POST', base, { driver_id: driver.id, truck_id: t1.id, trailer_id: trailer.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      truck_unit_number: t1.unit_number,
      trailer_unit_number: trailer.unit_number,
      is_active: true,
    });
    const current = (await call(headers, 'GET', `${base}driver/${driver.id}/current`)).json();
    expect(current.id).toBe(first.json().id);
    const listed = (await call(headers, 'GET', `/api/drivers/${driver.id}`)).json();
    expect(listed.current_truck).toEqual({ id: t1.id, unit_number: t1.unit_number });

    const re = await call(headers, 'PUT', `${base}${current.id}`, { truck_id: t2.id });
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json()).toMatchObject({ truck_unit_number: t2.unit_number, trailer_unit_number: trailer.unit_number });
    expect(re.json().id).not.toBe(current.id);
    // The first truck is free again.
    const free = (await call(headers, 'GET', `${base}available-trucks`)).json().trucks.map((u: { id: number }) => u.id);
    expect(free).toContain(t1.id);
    expect(free).not.toContain(t2.id);
    const all = (await call(headers, 'GET', `${base}available-trucks?include_assigned=true`)).json().trucks;
    expect(all.find((u: { id: number }) => u.id === t2.id).assigned_driver_id).toBe(driver.id);

    const ended = await call(headers, 'DELETE', `${base}${re.json().id}`);
    expect(ended.json()).toMatchObject({ is_active: false });
    expect(ended.json().unassigned_at).not.toBeNull();
    expect((await call(headers, 'DELETE', `${base}${re.json().id}`)).statusCode).toBe(409);

    const history = (await call(headers, 'GET', `${base}driver/${driver.id}/history`)).json().assignments;
    expect(history.map((h: { truck_unit_number: string }) => h.truck_unit_number)).toEqual([
      t2.unit_number,
      t1.unit_number,
    ]);
    const log = (await call(headers, 'GET', `${base}driver/${driver.id}/change-log`)).json().changes;
    expect(log.map((c: { action: string }) => c.action)).toEqual(['unassigned', 'changed', 'assigned']);
    expect(log[1].changes).toEqual({ truck: { from: t1.unit_number, to: t2.unit_number } });
    expect(log[2].changed_by_name).toMatch(/^Test /);
    expect((await call(headers, 'GET', base)).json().total).toBe(0);
    expect((await call(headers, 'GET', `${base}?active_only=false`)).json().total).toBe(2);
  });

  it('refuses inactive, foreign, taken and empty assignments with detail', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const other = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const sleeping = await createDriver(t.app, headers, { is_active: false });
    const truck = await createTruck(t.app, headers);
    const parked = await createTruck(t.app, headers, { is_active: false });
    const foreign = await createTruck(t.app, other.headers);

    const none = await call(headers, 'POST', base, { driver_id: driver.id });
    expect(none.statusCode).toBe(422);
    expect(fieldsOf(none)).toEqual(['truck_id']);
    const inactiveDriver = await call(headers, 'POST', base, { driver_id: sleeping.id, truck_id: truck.id });
    expect(inactiveDriver.json().detail[0]).toMatchObject({ loc: ['body', 'driver_id'], msg: M.driverInactive });
    const inactiveTruck = await call(headers, 'POST', base, { driver_id: driver.id, truck_id: parked.id });
    expect(inactiveTruck.json().detail[0]).toMatchObject({ loc: ['body', 'truck_id'], msg: M.truckInactive });
    const foreignTruck = await call(headers, 'POST', base, { driver_id: driver.id, truck_id: foreign.id });
    expect(foreignTruck.json().detail[0]).toMatchObject({ loc: ['body', 'truck_id'], msg: M.truckUnknown });
    expect((await call(headers, 'GET', `${base}?active_only=false`)).json().total).toBe(0);

    expect((await call(headers, 'POST', base, { driver_id: driver.id, truck_id: truck.id })).statusCode).toBe(201);
    const again = await call(headers, 'POST', base, {
      driver_id: driver.id,
      trailer_id: (await createTrailer(t.app, headers)).id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.driverHasAssignment);
    const second = await createDriver(t.app, headers);
    const taken = await call(headers, 'POST', base, { driver_id: second.id, truck_id: truck.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(M.truckTaken);
  });

  it('never assigns a sold unit, offers none, and sells no unit still assigned', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const sold = await createTruck(t.app, headers, { status: 'sold' });
    const soldTrailer = await createTrailer(t.app, headers, { status: 'sold' });
    const inShop = await createTruck(t.app, headers, { status: 'in_shop' });

    const truck = await call(headers, 'POST', base, { driver_id: driver.id, truck_id: sold.id });
    expect(truck.statusCode).toBe(422);
    expect(truck.json().detail[0]).toMatchObject({ loc: ['body', 'truck_id'], msg: M.truckSold });
    const trailer = await call(headers, 'POST', base, { driver_id: driver.id, trailer_id: soldTrailer.id });
    expect(trailer.json().detail[0]).toMatchObject({ loc: ['body', 'trailer_id'], msg: M.trailerSold });
    expect((await call(headers, 'GET', `${base}?active_only=false`)).json().total).toBe(0);
    const offered = (await call(headers, 'GET', `${base}available-trucks?include_assigned=true`)).json().trucks;
    expect(offered.map((u: { id: number }) => u.id)).toEqual([inShop.id]);

    // A truck in the shop stays its driver's; it is sold only once unassigned.
    const held = await call(headers, 'POST', base, { driver_id: driver.id, truck_id: inShop.id });
    expect(held.statusCode, held.body).toBe(201);
    const sell = await call(headers, 'PUT', `/api/trucks/${inShop.id}`, { status: 'sold' });
    expect(sell.statusCode).toBe(409);
    expect(sell.json().detail).toBe(EQUIPMENT_MESSAGES.assignedCannotBeSold);
    expect((await call(headers, 'GET', `/api/trucks/${inShop.id}`)).json().status).toBe('in_shop');
    await call(headers, 'DELETE', `${base}${held.json().id}`);
    expect((await call(headers, 'PUT', `/api/trucks/${inShop.id}`, { status: 'sold' })).statusCode).toBe(200);
  });

  it('lets one of two dispatchers assigning the same truck at once win; the other gets 409', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const other = await buildUser(t.db, { companyId: company.id, roles: ['EQUIPMENT_MANAGER'] });
    const otherHeaders = (await signIn(t.app, other.email)).headers;
    for (let round = 0; round < 3; round++) {
      const truck = await createTruck(t.app, headers);
      const [d1, d2] = [await createDriver(t.app, headers), await createDriver(t.app, headers)];
      const answers = await Promise.all([
        call(headers, 'POST', base, { driver_id: d1.id, truck_id: truck.id }),
        call(otherHeaders, 'POST', base, { driver_id: d2.id, truck_id: truck.id }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const lost = answers.find((a) => a.statusCode === 409)!;
      expect(lost.json().detail).toBe(M.truckTaken);
      const active = (await call(headers, 'GET', `${base}?truck_id=${truck.id}`)).json();
      expect(active.total).toBe(1);
    }
  });
});

describe('who may call the assignment routes', () => {
  const cases: [RoleName, number, number][] = [
    ['MANAGER', 200, 201],
    ['EQUIPMENT_MANAGER', 200, 201],
    ['ACCOUNTANT', 200, 201],
    ['DISPATCHER', 200, 403],
    ['TRACK_AND_TRACE', 200, 403],
    ['ANALYST', 403, 403],
  ];
  it.each(cases)('%s: read %i, write %i', async (role, read, write) => {
    const owner = await buildSignedInCompany(t.app, t.db);
    const user = await buildUser(t.db, { companyId: owner.company.id, roles: [role] });
    const { headers } = await signIn(t.app, user.email);
    const driver = await createDriver(t.app, owner.headers);
    const truck = await createTruck(t.app, owner.headers);
    expect((await call(headers, 'GET', base)).statusCode).toBe(read);
    expect((await call(headers, 'GET', `${base}available-trailers`)).statusCode).toBe(read);
    expect((await call(headers, 'GET', `${base}driver/${driver.id}/history`)).statusCode).toBe(read);
    expect((await call(headers, 'POST', base, { driver_id: driver.id, truck_id: truck.id })).statusCode).toBe(write);
  });
});

describe('assignments stay inside their company', () => {
  it('passes the tenancy harness', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const driver = await createDriver(t.app, a.headers);
        const truck = await createTruck(t.app, a.headers);
        const res = await call(a.headers, 'POST', base, { driver_id: driver.id, truck_id: truck.id });
        return res.json().id;
      },
      list: { url: `${base}?active_only=false&limit=200`, items: 'assignments' },
      summaries: [`${base}available-trucks?include_assigned=true`],
      writes: [
        { method: 'PUT', url: (id) => `${base}${id}`, payload: { notes: 'mine now' } },
        { method: 'DELETE', url: (id) => `${base}${id}` },
      ],
    });
  });
});
