import {
  APPOINTMENT_RANGE_NEEDS_TIME,
  APPOINTMENT_TYPE_PERMISSION_MESSAGE,
  SYSTEM_DEFAULT_IMMUTABLE_MESSAGE,
} from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildSignedInCompany, buildUser, signIn, unique } from './support/factories';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/load-appointment-types/';

describe('load appointment types', () => {
  it('creates with the spec defaults, edits, lists with the system defaults and deletes', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const name = unique('Night Receiving ');
    const created = await t.app.inject({ method: 'POST', url, headers, payload: { name } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name,
      has_time: true,
      has_time_range: true,
      is_active: true,
      is_default: false,
      description: null,
    });
    const id = created.json().id;

    const list = (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(
      list.appointment_types.filter((a: { is_default: boolean }) => a.is_default).map((a: { name: string }) => a.name),
    ).toEqual(expect.arrayContaining(['Appointment', 'FCFS', 'Delivery Window', 'Drop Trailer']));
    expect(list.appointment_types.some((a: { id: number }) => a.id === id)).toBe(true);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `${url}${id}`,
      headers,
      payload: { has_time_range: false, is_active: false, description: 'After 10 pm' },
    });
    expect(upd.json()).toMatchObject({
      has_time: true,
      has_time_range: false,
      is_active: false,
      description: 'After 10 pm',
    });
    const active = (await t.app.inject({ method: 'GET', url: `${url}?active_only=true`, headers })).json();
    expect(active.appointment_types.some((a: { id: number }) => a.id === id)).toBe(false);

    const stats = (await t.app.inject({ method: 'GET', url: `${url}stats/summary`, headers })).json();
    expect(stats).toMatchObject({ custom: 1, inactive: 1 });
    expect(stats.system_defaults).toBeGreaterThanOrEqual(4);
    expect(stats.total).toBe(stats.custom + stats.system_defaults);

    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { name: name.toUpperCase() } })).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${url}${id}`, headers })).statusCode).toBe(404);
  });

  it('never changes a system default', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const list = (await t.app.inject({ method: 'GET', url, headers })).json();
    const fcfs = list.appointment_types.find(
      (a: { name: string; is_default: boolean }) => a.is_default && a.name === 'FCFS',
    );
    for (const res of [
      await t.app.inject({ method: 'PUT', url: `${url}${fcfs.id}`, headers, payload: { name: 'Mine now' } }),
      await t.app.inject({ method: 'DELETE', url: `${url}${fcfs.id}`, headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(SYSTEM_DEFAULT_IMMUTABLE_MESSAGE);
    }
  });

  it('gives the spec messages for bad input', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const empty = await t.app.inject({ method: 'POST', url, headers, payload: { name: '  ' } });
    expect(empty.json().detail[0].msg).toBe('Name is required');
    const long = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'x'.repeat(101) } });
    expect(long.json().detail[0].msg).toBe('Name must be 100 characters or less');
    const bad = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'Dock', has_time: 'yes' } });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps a time range only on types with a time', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const name = unique('Window ');
    const rangeOnly = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { name, has_time: false, has_time_range: true },
    });
    expect(rangeOnly.statusCode).toBe(422);
    expect(rangeOnly.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'has_time_range'], msg: APPOINTMENT_RANGE_NEEDS_TIME }),
    ]);
    const created = await t.app.inject({ method: 'POST', url, headers, payload: { name } });
    expect(created.json()).toMatchObject({ has_time: true, has_time_range: true });
    const id = created.json().id;
    // Turning the time off turns its range off with it; a range without the time is refused.
    const off = await t.app.inject({ method: 'PUT', url: `${url}${id}`, headers, payload: { has_time: false } });
    expect(off.json()).toMatchObject({ has_time: false, has_time_range: false });
    const back = await t.app.inject({ method: 'PUT', url: `${url}${id}`, headers, payload: { has_time_range: true } });
    expect(back.statusCode).toBe(422);
    expect(back.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'has_time_range'], msg: APPOINTMENT_RANGE_NEEDS_TIME }),
    ]);
  });

  it('lets only managers manage; other roles read or get the permission message', async () => {
    const manager = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const custom = (
      await t.app.inject({ method: 'POST', url, headers: manager.headers, payload: { name: unique('Dock ') } })
    ).json();
    for (const role of ['DISPATCHER', 'ACCOUNTANT'] as const) {
      const headers = (
        await signIn(t.app, (await buildUser(t.db, { companyId: manager.company.id, roles: [role] })).email)
      ).headers;
      for (const path of [url, `${url}${custom.id}`, `${url}stats/summary`]) {
        expect((await t.app.inject({ method: 'GET', url: path, headers })).statusCode, `${role} ${path}`).toBe(200);
      }
      for (const res of [
        await t.app.inject({ method: 'POST', url, headers, payload: { name: 'Dock' } }),
        await t.app.inject({ method: 'PUT', url: `${url}${custom.id}`, headers, payload: { name: 'Dock' } }),
        await t.app.inject({ method: 'DELETE', url: `${url}${custom.id}`, headers }),
      ]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json().detail).toBe(APPOINTMENT_TYPE_PERMISSION_MESSAGE);
      }
    }
    for (const role of ['ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const) {
      const headers = (
        await signIn(t.app, (await buildUser(t.db, { companyId: manager.company.id, roles: [role] })).email)
      ).headers;
      for (const [method, path] of [
        ['GET', url],
        ['GET', `${url}${custom.id}`],
        ['GET', `${url}stats/summary`],
        ['PUT', `${url}${custom.id}`],
        ['DELETE', `${url}${custom.id}`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: path,
          headers,
          payload: method === 'PUT' ? { name: 'X' } : undefined,
        });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
      }
    }
    const superadmin = await buildUser(t.db, { companyId: null, roles: ['SUPERADMIN'] });
    const sa = (await signIn(t.app, superadmin.email)).headers;
    const defaults = (await t.app.inject({ method: 'GET', url, headers: sa })).json();
    expect(defaults.appointment_types.every((a: { is_default: boolean }) => a.is_default)).toBe(true);
    // A superadmin gets the spec's message for system defaults too.
    const fcfs = defaults.appointment_types.find((a: { name: string }) => a.name === 'FCFS');
    for (const res of [
      await t.app.inject({ method: 'PUT', url: `${url}${fcfs.id}`, headers: sa, payload: { name: 'Platform' } }),
      await t.app.inject({ method: 'DELETE', url: `${url}${fcfs.id}`, headers: sa }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(SYSTEM_DEFAULT_IMMUTABLE_MESSAGE);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps custom types inside their company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) =>
        (await t.app.inject({ method: 'POST', url, headers: a.headers, payload: { name: unique('Dock ') } })).json().id,
      detail: (id) => `${url}${id}`,
      list: { url: `${url}?limit=200`, items: 'appointment_types' },
      summaries: [`${url}stats/summary`],
      writes: [
        { method: 'PUT', url: (id) => `${url}${id}`, payload: { name: 'Taken over' } },
        { method: 'DELETE', url: (id) => `${url}${id}` },
      ],
    });
  });
});
