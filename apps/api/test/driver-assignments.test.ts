import { DISPATCHER_ASSIGNMENT_MESSAGES as M, type RoleName } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildSignedInCompany, buildUser } from './support/factories';
import { createDriver, fieldsOf } from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();

const call = callerOf(t);

const KINDS = [
  ['/api/dispatcher-assignments/', 'DISPATCHER'],
  ['/api/track-and-trace-assignments/', 'TRACK_AND_TRACE'],
] as const;

describe.each(KINDS)('%s', (base, role) => {
  it('sets, adds and removes the drivers of a user', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const user = await buildUser(t.db, { companyId: company.id, roles: [role] });
    const notOfRole = await buildUser(t.db, { companyId: company.id, roles: ['ANALYST'] });
    const drivers = [
      await createDriver(t.app, headers),
      await createDriver(t.app, headers),
      await createDriver(t.app, headers),
    ];
    const set = await call(headers, 'PUT', `${base}user/${user.id}`, {
      driver_ids: [drivers[0].id, drivers[1].id, drivers[0].id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().assignments).toHaveLength(2);
    const reset = (
      await call(headers, 'PUT', `${base}user/${user.id}`, { driver_ids: [drivers[1].id, drivers[2].id] })
    ).json();
    expect(reset.assignments.map((a: { driver_id: number }) => a.driver_id).sort()).toEqual(
      [drivers[1].id, drivers[2].id].sort(),
    );
    const users = (await call(headers, 'GET', `${base}users`)).json().users;
    expect(users).toEqual([
      expect.objectContaining({ id: user.id, driver_ids: [drivers[1].id, drivers[2].id].sort((a, b) => a - b) }),
    ]);
    const added = await call(headers, 'POST', base, { user_id: user.id, driver_id: drivers[0].id });
    expect(added.statusCode).toBe(201);
    const again = await call(headers, 'POST', base, { user_id: user.id, driver_id: drivers[0].id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.exists);
    expect((await call(headers, 'DELETE', `${base}${added.json().id}`)).statusCode).toBe(204);
    expect((await call(headers, 'GET', `${base}?driver_id=${drivers[0].id}`)).json().assignments).toEqual([]);

    const wrongRole = await call(headers, 'POST', base, { user_id: notOfRole.id, driver_id: drivers[0].id });
    expect(wrongRole.statusCode).toBe(422);
    expect(fieldsOf(wrongRole)).toEqual(['user_id']);
    const other = await buildSignedInCompany(t.app, t.db);
    const foreignDriver = await createDriver(t.app, other.headers);
    const foreign = await call(headers, 'PUT', `${base}user/${user.id}`, {
      driver_ids: [drivers[0].id, foreignDriver.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)).toEqual(['driver_ids']);
    // Nothing half-saved: the user still has the two drivers set before.
    expect((await call(headers, 'GET', `${base}?user_id=${user.id}`)).json().assignments).toHaveLength(2);
  });

  it('passes the tenancy harness', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const user = await buildUser(t.db, { companyId: a.company.id, roles: [role] });
        const driver = await createDriver(t.app, a.headers);
        return (await call(a.headers, 'POST', base, { user_id: user.id, driver_id: driver.id })).json().id;
      },
      list: { url: base, items: 'assignments' },
      writes: [{ method: 'DELETE', url: (id) => `${base}${id}` }],
    });
  });
});

describe('who may manage assignments', () => {
  const cases: [RoleName, number, number][] = [
    ['MANAGER', 200, 200],
    ['DISPATCHER', 403, 403],
    ['ACCOUNTANT', 403, 403],
    ['TRACK_AND_TRACE', 403, 403],
    ['EQUIPMENT_MANAGER', 403, 403],
  ];
  it.each(cases)('%s: dispatcher %i, track and trace %i', async (role, dispatcher, tracker) => {
    const { headers } = await buildSignedInCompany(t.app, t.db, role);
    expect((await call(headers, 'GET', '/api/dispatcher-assignments/')).statusCode).toBe(dispatcher);
    expect((await call(headers, 'GET', '/api/track-and-trace-assignments/users')).statusCode).toBe(tracker);
  });
});
