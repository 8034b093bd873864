import { EQUIPMENT_MESSAGES, type RoleName, withVinCheckDigit } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildSignedInCompany, unique } from './support/factories';
import {
  createDriver,
  createTrailer,
  createTruck,
  dayFromToday,
  fieldsOf,
  messagesOf,
  uniqueVin,
} from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();

const call = callerOf(t);

describe('trucks and trailers', () => {
  it('creates, reads, filters and counts units; trucks carry no trailer type', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'EQUIPMENT_MANAGER');
    const vin = uniqueVin();
    const truck = await createTruck(t.app, headers, {
      vin: vin.toLowerCase(),
      make: 'Freightliner',
      model: 'Cascadia',
      year: 2022,
      plate_number: 'NE 12345',
      plate_state: 'ne',
      ownership: 'leased',
      registration_expiry: dayFromToday(10),
      inspection_expiry: dayFromToday(-3),
    });
    expect(truck).toMatchObject({
      vin,
      plate_state: 'NE',
      ownership: 'leased',
      status: 'active',
      current_driver: null,
    });
    expect(truck).not.toHaveProperty('trailer_type');
    const trailer = await createTrailer(t.app, headers, { trailer_type: 'reefer', status: 'in_shop' });
    expect(trailer).toMatchObject({ trailer_type: 'reefer', status: 'in_shop' });

    const expiring = (await call(headers, 'GET', '/api/trucks/?expiry=expired')).json();
    expect(expiring.trucks.map((u: { id: number }) => u.id)).toEqual([truck.id]);
    expect((await call(headers, 'GET', '/api/trailers/?trailer_type=reefer&status=in_shop')).json().total).toBe(1);
    const stats = (await call(headers, 'GET', '/api/trucks/stats')).json();
    expect(stats).toMatchObject({ total: 1, registration_expiring: 1, inspection_expired: 1, unassigned: 1 });
    expect(stats.by_status.active).toBe(1);

    const off = await call(headers, 'POST', `/api/trucks/${truck.id}/deactivate`);
    expect(off.json().message).toBe(EQUIPMENT_MESSAGES.deactivated);
    expect((await call(headers, 'GET', '/api/trucks/?active_only=true')).json().total).toBe(0);
    const put = await call(headers, 'PUT', `/api/trailers/${trailer.id}`, { status: 'out_of_service', version: 1 });
    expect(put.json()).toMatchObject({ status: 'out_of_service', version: 2 });
    expect((await call(headers, 'DELETE', `/api/trailers/${trailer.id}`)).statusCode).toBe(204);
  });

  it('keeps unit numbers unique per company whatever their case, and VINs valid', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const other = await buildSignedInCompany(t.app, t.db);
    const unit = unique('Unit');
    await createTruck(t.app, headers, { unit_number: unit });
    const dup = await call(headers, 'POST', '/api/trucks/', { unit_number: unit.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(EQUIPMENT_MESSAGES.unitTaken);
    await createTruck(t.app, other.headers, { unit_number: unit });
    // Trucks and trailers number separately.
    await createTrailer(t.app, headers, { unit_number: unit });

    const bad = (vin: string) => call(headers, 'POST', '/api/trucks/', { unit_number: unique('V'), vin });
    const short = await bad('1M8GDM9AXKP04278');
    expect(short.statusCode).toBe(422);
    expect(fieldsOf(short)).toEqual(['vin']);
    expect(messagesOf(short)[0]).toMatch(/exactly 17 characters/);
    expect(messagesOf(await bad('1M8GDM9AXKP0427O8'))).toEqual(['VIN cannot contain the letters I, O or Q']);
    const check = withVinCheckDigit('1M8GDM9A0KP042788');
    const wrong = `${check.slice(0, 8)}${check[8] === '0' ? '1' : '0'}${check.slice(9)}`;
    expect(messagesOf(await bad(wrong))[0]).toMatch(/check digit \(9th character\) should be/);

    const vin = uniqueVin();
    const first = await createTruck(t.app, headers, { vin });
    const sameVin = await call(headers, 'POST', '/api/trucks/', { unit_number: unique('V'), vin });
    expect(sameVin.statusCode).toBe(409);
    expect(sameVin.json().detail).toBe(EQUIPMENT_MESSAGES.vinTaken);
    const rename = await call(headers, 'PUT', `/api/trucks/${first.id}`, { unit_number: unit });
    expect(rename.statusCode).toBe(409);

    const foreignDivision = (await call(other.headers, 'POST', '/api/divisions/', { name: unique('D') })).json();
    const foreign = await call(headers, 'POST', '/api/trucks/', {
      unit_number: unique('F'),
      division_id: foreignDivision.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)).toEqual(['division_id']);
    const long = await call(headers, 'POST', '/api/trailers/', { unit_number: 'X'.repeat(31) });
    expect(messagesOf(long)).toEqual(['Unit number must be 30 characters or less']);
    for (const [field, day, label] of [
      ['registration_expiry', '0001-01-01', 'Registration expiry'],
      ['inspection_expiry', '9999-12-31', 'Annual inspection expiry'],
    ] as const) {
      const slip = await call(headers, 'POST', '/api/trucks/', { unit_number: unique('D'), [field]: day });
      expect(slip.statusCode, field).toBe(422);
      expect(fieldsOf(slip)).toEqual([field]);
      expect(messagesOf(slip)).toEqual([`${label} must be between 1900 and 2100`]);
    }
    for (const [year, message] of [
      [1800, 'Year must be 1950 or later'],
      [2020.5, 'Year must be a whole number'],
      ['abc', 'Year must be a number'],
    ] as const) {
      const bad = await call(headers, 'POST', '/api/trailers/', { unit_number: unique('Y'), year });
      expect(fieldsOf(bad)).toEqual(['year']);
      expect(messagesOf(bad)).toEqual([message]);
    }
    const plate = await call(headers, 'POST', '/api/trucks/', { unit_number: unique('P'), plate_state: 'ZZ' });
    expect(fieldsOf(plate)).toEqual(['plate_state']);
    expect(messagesOf(plate)).toEqual(['Plate state must be a US state or Canadian province code, such as TX or ON']);
    const none = await call(headers, 'POST', '/api/trailers/', { unit_number: unique('Y'), year: '' });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().year).toBeNull();
  });

  it('refuses to deactivate a unit assigned to a driver', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const truck = await createTruck(t.app, headers);
    expect(
      (await call(headers, 'POST', '/api/driver-equipment/', { driver_id: driver.id, truck_id: truck.id })).statusCode,
    ).toBe(201);
    const off = await call(headers, 'POST', `/api/trucks/${truck.id}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(EQUIPMENT_MESSAGES.assignedCannotDeactivate);
    expect((await call(headers, 'GET', `/api/trucks/${truck.id}`)).json().current_driver).toEqual({
      id: driver.id,
      name: driver.name,
    });
  });
});

describe('who may call the unit routes', () => {
  const cases: [RoleName, number, number][] = [
    ['MANAGER', 200, 201],
    ['EQUIPMENT_MANAGER', 200, 201],
    ['DISPATCHER', 200, 403],
    ['ACCOUNTANT', 200, 403],
    ['TRACK_AND_TRACE', 200, 403],
    ['ANALYST', 403, 403],
  ];
  it.each(cases)('%s: read %i, write %i', async (role, read, write) => {
    const { headers } = await buildSignedInCompany(t.app, t.db, role);
    for (const base of ['/api/trucks/', '/api/trailers/']) {
      expect((await call(headers, 'GET', base)).statusCode).toBe(read);
      expect((await call(headers, 'GET', `${base}stats`)).statusCode).toBe(read);
      expect((await call(headers, 'POST', base, { unit_number: unique('U') })).statusCode).toBe(write);
    }
  });
});

describe('units stay inside their company', () => {
  for (const [kind, base, items] of [
    ['truck', '/api/trucks/', 'trucks'],
    ['trailer', '/api/trailers/', 'trailers'],
  ] as const) {
    it(`passes the tenancy harness for ${kind}s`, async () => {
      await expectTenantIsolation({
        ...t,
        create: async (a) => (await (kind === 'truck' ? createTruck : createTrailer)(t.app, a.headers)).id,
        detail: (id) => `${base}${id}`,
        list: { url: `${base}?limit=200`, items },
        summaries: [`${base}stats`],
        writes: [
          { method: 'PUT', url: (id) => `${base}${id}`, payload: { make: 'Other' } },
          { method: 'POST', url: (id) => `${base}${id}/activate` },
          { method: 'POST', url: (id) => `${base}${id}/deactivate` },
          { method: 'DELETE', url: (id) => `${base}${id}` },
        ],
      });
    });
  }
});
