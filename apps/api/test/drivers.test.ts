import { addDaysToDay, DRIVER_MESSAGES, dayIn, type RoleName } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { testDatabaseUrl } from './support/database-url';
import { buildSignedInCompany, buildUser, signIn, unique } from './support/factories';
import { createDriver, dayFromToday, fieldsOf, messagesOf } from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/drivers/';
type Headers = Record<string, string>;
const call = callerOf(t);

describe('the driver file', () => {
  it('creates a complete driver with a pay profile and reads it back', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const division = (await call(headers, 'POST', '/api/divisions/', { name: unique('Div ') })).json();
    const d = await createDriver(t.app, headers, {
      first_name: ' Maria ',
      last_name: 'Lopez',
      email: 'Maria@Example.test',
      phone_number: '+1 (402) 555-0110',
      driver_type: 'owner_operator',
      division_id: division.id,
      hire_date: '2021-03-01',
      date_of_birth: '1985-07-04',
      cdl_number: 'D1234567',
      cdl_state: 'ne',
      cdl_class: 'A',
      cdl_endorsements: ['T', 'H', 'H'],
      cdl_expiry: dayFromToday(20),
      medical_card_expiry: dayFromToday(200),
      emergency_contact_name: 'Luis Lopez',
      emergency_contact_phone: '402-555-0111',
      pay_profile: { pay_type: 'per_mile_loaded', rate: '0.65', effective_date: '2024-01-01' },
    });
    expect(d).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@example.test',
      driver_type: 'owner_operator',
      division: division.name,
      cdl_state: 'NE',
      cdl_endorsements: ['H', 'T'],
      pay_profile: { pay_type: 'per_mile_loaded', rate: '0.6500', effective_date: '2024-01-01' },
      current_truck: null,
      dispatchers: [],
      ssn_last4: null,
      version: 1,
    });
    // A newer pay profile replaces the current one from its effective date; exact decimals survive.
    const updated = (
      await call(headers, 'PUT', `${url}${d.id}`, {
        pay_profile: { pay_type: 'percentage', rate: 27.5, effective_date: '2025-01-01' },
        version: 1,
      })
    ).json();
    expect(updated.pay_profile).toEqual({
      pay_type: 'percentage',
      rate: '27.5000',
      effective_date: '2025-01-01',
      deduct_def: false,
    });
    expect(updated.version).toBe(2);
    // An owner operator's DEF can be deducted with the fuel; saving the same day again changes the profile.
    const withDef = (
      await call(headers, 'PUT', `${url}${d.id}`, {
        pay_profile: { pay_type: 'percentage', rate: '27.5', effective_date: '2025-01-01', deduct_def: true },
        version: 2,
      })
    ).json();
    expect(withDef.pay_profile).toMatchObject({ pay_type: 'percentage', deduct_def: true });
  });

  it('refuses bad input with the field named and saves nothing', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const other = await buildSignedInCompany(t.app, t.db);
    const foreignDivision = (await call(other.headers, 'POST', '/api/divisions/', { name: unique('Div ') })).json();
    const before = (await call(headers, 'GET', url)).json().total;

    const missing = await call(headers, 'POST', url, { first_name: '', last_name: 'X' });
    expect(missing.statusCode).toBe(422);
    expect(messagesOf(missing)).toContain('First name is required');

    const order = await call(headers, 'POST', url, {
      first_name: 'A',
      last_name: 'B',
      hire_date: '2024-05-01',
      termination_date: '2024-04-01',
    });
    expect(order.statusCode).toBe(422);
    expect(fieldsOf(order)).toContain('termination_date');
    expect(messagesOf(order)).toContain(DRIVER_MESSAGES.terminationBeforeHire);

    // A bad pay profile names its field, not "Invalid input" for the whole profile.
    for (const [rate, message] of [
      ['-1', 'Rate must be a number with at most 4 decimals'],
      ['99999', 'Rate is too high for this pay type'],
    ]) {
      const pay = await call(headers, 'POST', url, {
        first_name: 'A',
        last_name: 'B',
        pay_profile: { pay_type: 'per_mile_loaded', rate, effective_date: '2024-01-01' },
      });
      expect(pay.statusCode).toBe(422);
      expect(fieldsOf(pay)).toEqual(['rate']);
      expect(messagesOf(pay)).toEqual([message]);
    }

    const foreign = await call(headers, 'POST', url, {
      first_name: 'A',
      last_name: 'B',
      division_id: foreignDivision.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)).toEqual(['division_id']);

    const long = await call(headers, 'POST', url, { first_name: 'A'.repeat(101), last_name: 'B' });
    expect(long.statusCode).toBe(422);
    expect(messagesOf(long)).toContain('First name must be 100 characters or less');

    const badRate = await call(headers, 'POST', url, {
      first_name: 'A',
      last_name: 'B',
      pay_profile: { pay_type: 'percentage', rate: '120', effective_date: '2024-01-01' },
    });
    expect(badRate.statusCode).toBe(422);
    expect(fieldsOf(badRate)).toContain('rate');

    const badDay = await call(headers, 'POST', url, { first_name: 'A', last_name: 'B', cdl_expiry: '2024-02-30' });
    expect(badDay.statusCode).toBe(422);
    expect(fieldsOf(badDay)).toContain('cdl_expiry');

    // Days no driver file holds are typing slips, refused on their field.
    for (const [field, day, message] of [
      ['date_of_birth', '1800-01-01', 'Date of birth must be between 1900 and 2100'],
      ['cdl_expiry', '0001-01-01', 'CDL expiry must be between 1900 and 2100'],
      ['medical_card_expiry', '9999-12-31', 'Medical card expiry must be between 1900 and 2100'],
      ['hire_date', '1899-12-31', 'Hire date must be between 1900 and 2100'],
    ] as const) {
      const slip = await call(headers, 'POST', url, { first_name: 'A', last_name: 'B', [field]: day });
      expect(slip.statusCode, field).toBe(422);
      expect(fieldsOf(slip)).toEqual([field]);
      expect(messagesOf(slip)).toEqual([message]);
    }

    const nowhere = await call(headers, 'POST', url, { first_name: 'A', last_name: 'B', cdl_state: 'zz' });
    expect(fieldsOf(nowhere)).toEqual(['cdl_state']);
    expect(messagesOf(nowhere)).toEqual(['CDL state must be a US state or Canadian province code, such as TX or ON']);

    const unborn = await call(headers, 'POST', url, { first_name: 'A', last_name: 'B', date_of_birth: '2030-01-01' });
    expect(unborn.statusCode).toBe(422);
    expect(fieldsOf(unborn)).toEqual(['date_of_birth']);
    expect(messagesOf(unborn)).toEqual([DRIVER_MESSAGES.birthInFuture]);

    expect((await call(headers, 'GET', url)).json().total).toBe(before);

    // On update the rule applies to the stored record merged with the change.
    const d = await createDriver(t.app, headers, { hire_date: '2022-01-10' });
    const late = await call(headers, 'PUT', `${url}${d.id}`, { termination_date: '2021-12-31' });
    expect(late.statusCode).toBe(422);
    expect(fieldsOf(late)).toEqual(['termination_date']);
    expect((await call(headers, 'GET', `${url}${d.id}`)).json().termination_date).toBeNull();
    const tomorrow = await call(headers, 'PUT', `${url}${d.id}`, { date_of_birth: dayFromToday(2) });
    expect(messagesOf(tomorrow)).toEqual([DRIVER_MESSAGES.birthInFuture]);
    expect((await call(headers, 'GET', `${url}${d.id}`)).json().date_of_birth).toBeNull();

    const stale = await call(headers, 'PUT', `${url}${d.id}`, { city: 'Lincoln', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(DRIVER_MESSAGES.stale);
  });

  it('activates, deactivates, filters, sorts, pages and deletes', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const tag = unique('Zed');
    const a = await createDriver(t.app, headers, {
      first_name: 'Amy',
      last_name: `${tag}a`,
      cdl_expiry: dayFromToday(-1),
    });
    const b = await createDriver(t.app, headers, {
      first_name: 'Bob',
      last_name: `${tag}b`,
      driver_type: 'owner_operator',
    });
    const off = await call(headers, 'POST', `${url}${b.id}/deactivate`);
    expect(off.json()).toMatchObject({ message: DRIVER_MESSAGES.deactivated, driver: { is_active: false } });
    const list = (await call(headers, 'GET', `${url}?search=${tag}&sort=name&order=desc`)).json();
    expect(list.drivers.map((d: { id: number }) => d.id)).toEqual([b.id, a.id]);
    expect((await call(headers, 'GET', `${url}?search=${tag}&active_only=true`)).json().total).toBe(1);
    expect((await call(headers, 'GET', `${url}?search=${tag}&driver_type=owner_operator`)).json().drivers[0].id).toBe(
      b.id,
    );
    expect(
      (await call(headers, 'GET', `${url}?search=${tag}&expiry=expired`))
        .json()
        .drivers.map((d: { id: number }) => d.id),
    ).toEqual([a.id]);
    expect((await call(headers, 'GET', `${url}?search=${tag}&limit=1&skip=1`)).json()).toMatchObject({ total: 2 });
    const on = await call(headers, 'POST', `${url}${b.id}/activate`);
    expect(on.json().message).toBe(DRIVER_MESSAGES.activated);
    const stats = (await call(headers, 'GET', `${url}stats`)).json();
    expect(stats).toMatchObject({ total: 2, active: 2, owner_operators: 1, cdl_expired: 1, without_truck: 2 });
    expect((await call(headers, 'DELETE', `${url}${a.id}`)).statusCode).toBe(204);
    expect((await call(headers, 'GET', `${url}${a.id}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', `${url}?limit=500`)).statusCode).toBe(422);
  });
});

describe("a company's day", () => {
  it('counts expired and expiring licences in the company zone, not the platform default', async () => {
    // UTC+14 and UTC-12 never share a day, and at every hour one of them is on another day than the default zone.
    for (const [zone, days, expired] of [
      ['Pacific/Kiritimati', -1, true],
      ['Etc/GMT+12', 0, false],
    ] as const) {
      const { headers, company } = await buildSignedInCompany(t.app, t.db);
      await t.db.update(companies).set({ time_zone: zone }).where(eq(companies.id, company.id));
      const d = await createDriver(t.app, headers, { cdl_expiry: addDaysToDay(dayIn(zone), days) });
      const ids = async (which: string) =>
        (await call(headers, 'GET', `${url}?expiry=${which}`)).json().drivers.map((x: { id: number }) => x.id);
      expect({ zone, expired: await ids('expired'), expiring: await ids('expiring') }).toEqual({
        zone,
        expired: expired ? [d.id] : [],
        expiring: expired ? [] : [d.id],
      });
      expect((await call(headers, 'GET', `${url}stats`)).json()).toMatchObject({ cdl_expired: expired ? 1 : 0 });
    }
  });
});

describe('dispatchers and assigned drivers', () => {
  it("lists dispatchers (not captured by /api/users/:id), theirs drivers and a driver's dispatchers", async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const dispatcher = await buildUser(t.db, { companyId: company.id, roles: ['DISPATCHER'] });
    const d1 = await createDriver(t.app, headers);
    await createDriver(t.app, headers);
    const list = await call(headers, 'GET', '/api/users/dispatchers');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().dispatchers).toEqual([
      expect.objectContaining({
        id: dispatcher.id,
        username: dispatcher.email,
        full_name: `Test ${dispatcher.last_name}`,
      }),
    ]);
    const set = await call(headers, 'PUT', `/api/dispatcher-assignments/user/${dispatcher.id}`, {
      driver_ids: [d1.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    const forDriver = (await call(headers, 'GET', `/api/users/dispatchers-for-driver/${d1.id}`)).json();
    expect(forDriver.dispatchers.map((x: { id: number }) => x.id)).toEqual([dispatcher.id]);
    const assigned = (await call(headers, 'GET', `${url}assigned-to-dispatcher/${dispatcher.id}`)).json();
    expect(assigned.drivers.map((x: { id: number }) => x.id)).toEqual([d1.id]);
    expect(assigned.drivers[0].dispatchers).toEqual([{ id: dispatcher.id, full_name: `Test ${dispatcher.last_name}` }]);

    // The dispatcher's own "assigned only" list.
    const mine = await signIn(t.app, dispatcher.email);
    const own = (await call(mine.headers, 'GET', `${url}?assigned_only=true`)).json();
    expect(own.drivers.map((x: { id: number }) => x.id)).toEqual([d1.id]);
    expect((await call(mine.headers, 'GET', url)).json().total).toBe(2);
    expect((await call(headers, 'GET', `${url}assigned-to-dispatcher/${d1.id + 100000}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', '/api/users/dispatchers-for-driver/999999')).statusCode).toBe(404);
  });

  it('lists only the drivers a track-and-trace user follows with followed_only', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const tracker = await buildUser(t.db, { companyId: company.id, roles: ['TRACK_AND_TRACE'] });
    const d1 = await createDriver(t.app, headers);
    const d2 = await createDriver(t.app, headers);
    const set = await call(headers, 'PUT', `/api/track-and-trace-assignments/user/${tracker.id}`, {
      driver_ids: [d2.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    const theirs = await signIn(t.app, tracker.email);
    const followed = await call(theirs.headers, 'GET', `${url}?followed_only=true`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().drivers.map((x: { id: number }) => x.id)).toEqual([d2.id]);
    // Following is not dispatching, and the filter is off by default.
    expect((await call(theirs.headers, 'GET', `${url}?assigned_only=true`)).json().total).toBe(0);
    expect(
      (await call(theirs.headers, 'GET', url))
        .json()
        .drivers.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([d1.id, d2.id].sort());
  });
});

describe('licensing regions', () => {
  it('takes a Canadian province as a CDL state, upper-cased', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const res = await call(headers, 'POST', url, { first_name: 'A', last_name: 'B', cdl_state: 'on' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cdl_state).toBe('ON');
  });
});

describe('what readers of the driver file see', () => {
  it('answers pay, SSN and date of birth only to those who keep the driver file', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const d = await createDriver(t.app, headers, {
      date_of_birth: '1985-07-04',
      ssn: '123-45-6789',
      emergency_contact_phone: '402-555-0111',
      pay_profile: { pay_type: 'per_mile_loaded', rate: '0.65', effective_date: '2024-01-01' },
    });
    const kept = {
      pay_profile: expect.objectContaining({ rate: '0.6500' }),
      ssn_last4: '6789',
      date_of_birth: '1985-07-04',
    };
    for (const role of ['MANAGER', 'ACCOUNTANT'] as const) {
      const keeper = await buildUser(t.db, { companyId: company.id, roles: [role] });
      const res = await call((await signIn(t.app, keeper.email)).headers, 'GET', `${url}${d.id}`);
      expect(res.json(), role).toMatchObject(kept);
    }
    for (const role of ['DISPATCHER', 'TRACK_AND_TRACE', 'EQUIPMENT_MANAGER'] as const) {
      const reader = await buildUser(t.db, { companyId: company.id, roles: [role] });
      const res = await call((await signIn(t.app, reader.email)).headers, 'GET', `${url}${d.id}`);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({
        pay_profile: null,
        ssn_last4: null,
        date_of_birth: null,
        phone_number: d.phone_number,
        emergency_contact_phone: '402-555-0111',
      });
    }
  });
});

describe('SSN', () => {
  it('is stored only as a keyed hash and last 4, checked per company, and never answered, logged, audited or dumped', async () => {
    const lines: string[] = [];
    // A second app of its own: it writes its log where the test can read it.
    const logged = await (await import('./support/test-app')).createTestApp({
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const a = await buildSignedInCompany(logged.app, logged.db);
      const b = await buildSignedInCompany(logged.app, logged.db);
      // Fixed digits: one taken from the clock turned up in the log's own timestamps.
      const ssn = '587014263';
      const dashed = `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;
      const created = await logged.app.inject({
        method: 'POST',
        url,
        headers: a.headers,
        payload: { first_name: 'Sam', last_name: 'Secret', ssn: dashed },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().ssn_last4).toBe(ssn.slice(-4));
      const id = created.json().id;
      const check = (h: Headers, value: string) =>
        logged.app.inject({ method: 'GET', url: `${url}check-ssn/${value}`, headers: h });
      expect((await check(a.headers, ssn)).json()).toEqual({ exists: true });
      expect((await check(a.headers, dashed)).json()).toEqual({ exists: true });
      expect((await check(b.headers, ssn)).json()).toEqual({ exists: false });
      expect((await check(a.headers, '12345')).statusCode).toBe(422);
      // A second driver with the same SSN in the same company is refused; another company may have one.
      const sameSsn = (h: Headers) =>
        logged.app.inject({ method: 'POST', url, headers: h, payload: { first_name: 'S', last_name: 'D', ssn } });
      const dup = await sameSsn(a.headers);
      expect(dup.statusCode).toBe(409);
      expect(dup.json().detail).toBe(DRIVER_MESSAGES.ssnTaken);
      const other = await sameSsn(b.headers);
      expect(other.statusCode).toBe(201);
      const answers = [
        created.body,
        dup.body,
        other.body,
        (await logged.app.inject({ method: 'GET', url: `${url}${id}`, headers: a.headers })).body,
        (await logged.app.inject({ method: 'GET', url, headers: a.headers })).body,
        (await logged.app.inject({ method: 'PUT', url: `${url}${id}`, headers: a.headers, payload: { ssn } })).body,
        (await logged.app.inject({ method: 'GET', url: '/api/audit/', headers: a.headers })).body,
      ];
      for (const body of answers) {
        expect(body).not.toContain(ssn);
        expect(body).not.toContain(dashed);
      }
      expect(lines.some((l) => l.includes('check-ssn/[redacted]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(ssn);
      expect(lines.join('\n')).not.toContain(dashed);

      // Every table's rows as text (a dump of the data), and pg_dump when the run has PostgreSQL.
      const tables = await logged.executeSql(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      for (const { name } of tables.rows as { name: string }[]) {
        const rows = await logged.executeSql(
          `select coalesce(string_agg(x::text, E'\\n'), '') as dump from "${name}" x`,
        );
        const dump = (rows.rows[0] as { dump: string }).dump;
        expect(dump, name).not.toContain(ssn);
      }
      const databaseUrl = testDatabaseUrl();
      if (databaseUrl) {
        const { execFileSync } = await import('node:child_process');
        const dump = execFileSync('pg_dump', ['--data-only', databaseUrl], { maxBuffer: 512 * 1024 * 1024 }).toString();
        expect(dump).toContain('Secret');
        expect(dump).not.toContain(ssn);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('who may call the driver routes', () => {
  const cases: [RoleName, number, number][] = [
    ['MANAGER', 200, 201],
    ['ACCOUNTANT', 200, 201],
    ['DISPATCHER', 200, 403],
    ['TRACK_AND_TRACE', 200, 403],
    ['EQUIPMENT_MANAGER', 200, 403],
    ['ANALYST', 403, 403],
  ];
  it.each(cases)('%s: read %i, write %i', async (role, read, write) => {
    const { headers } = await buildSignedInCompany(t.app, t.db, role);
    expect((await call(headers, 'GET', url)).statusCode).toBe(read);
    expect((await call(headers, 'GET', `${url}stats`)).statusCode).toBe(read);
    expect((await call(headers, 'GET', '/api/users/dispatchers')).statusCode).toBe(read);
    expect((await call(headers, 'POST', url, { first_name: 'R', last_name: 'W' })).statusCode).toBe(write);
    expect((await call(headers, 'GET', `${url}check-ssn/123456789`)).statusCode).toBe(write === 201 ? 200 : 403);
  });
});

describe('drivers stay inside their company', () => {
  it('passes the tenancy harness', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await createDriver(t.app, a.headers)).id,
      detail: (id) => `${url}${id}`,
      list: { url: `${url}?limit=200`, items: 'drivers' },
      summaries: [`${url}stats`],
      writes: [
        { method: 'PUT', url: (id) => `${url}${id}`, payload: { city: 'Elsewhere' } },
        { method: 'POST', url: (id) => `${url}${id}/activate` },
        { method: 'POST', url: (id) => `${url}${id}/deactivate` },
        { method: 'DELETE', url: (id) => `${url}${id}` },
        { method: 'GET', url: (id) => `/api/users/dispatchers-for-driver/${id}` },
        { method: 'GET', url: (id) => `/api/driver-equipment/driver/${id}/current` },
        { method: 'GET', url: (id) => `/api/driver-equipment/driver/${id}/history` },
        { method: 'GET', url: (id) => `/api/driver-equipment/driver/${id}/change-log` },
        { method: 'GET', url: (id) => `/api/driver-notes/driver/${id}` },
      ],
    });
  });
});
