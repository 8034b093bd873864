import { DRIVER_MESSAGES, LOAD_MESSAGES as M } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  documents,
  driverEquipmentAssignments,
  drivers,
  loadEvents,
  loads,
  trucks,
} from '../src/db/schema';
import { unique } from './support/factories';
import {
  basicInfo,
  bookTenantLoad,
  buildLoadWorld,
  delivery,
  type LoadWorld,
  pickup,
  useLoadWorld,
} from './support/loads';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const msgs = (res: { json(): { detail: unknown } }) => {
  const d = res.json().detail;
  return Array.isArray(d) ? d.map((x: { msg: string }) => x.msg) : [d as string];
};

async function createLoad(headers: Headers, extra: Record<string, unknown> = {}) {
  const res = await call(headers, 'POST', '/api/loads/step-1', basicInfo(w, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('step 1: basic info', () => {
  it('creates a load with progress 33 and the dispatcher as its dispatcher, with history and audit', async () => {
    const load = await createLoad(w.dispatcher.headers);
    expect(load).toMatchObject({
      dispatcher_id: w.dispatcher.id,
      driver: { id: w.driver.a.id, first_name: 'Alice' },
      broker: { id: w.broker.id, has_warning: true },
      status: { name: 'Booked' },
      processed: false,
      progress: { basic_info_entered: true, events_entered: false, completion_percentage: 33, next_step: 'events' },
      rate_cargo: { rate_booked: null, rpm_total: null },
      version: 1,
    });
    const history = await call(w.dispatcher.headers, 'GET', `/api/loads/${load.id}/history`);
    expect(history.json().history).toMatchObject([{ kind: 'created', to_value: 'Booked' }]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'load'), eq(auditLog.entity_id, String(load.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    [{ load_number: '' }, M.loadNumberRequired],
    [{ load_number: 'x'.repeat(101) }, M.loadNumberTooLong],
    [{ broker_id: 0 }, M.customerRequired],
    [{ status_id: undefined }, M.statusRequired],
    [{ is_team_load: true, team_pay_split_primary: 60 }, M.secondaryDriverRequired],
    [{ is_team_load: true, secondary_driver_id: 'b', team_pay_split_primary: 0 }, M.primarySplitRequired],
    [{ is_team_load: true, secondary_driver_id: 'b', team_pay_split_primary: 100 }, M.primarySplitRange],
    [{ is_team_load: true, secondary_driver_id: 'b', team_pay_split_primary: '60.005' }, M.splitPrecision],
    [
      { is_team_load: true, secondary_driver_id: 'b', team_pay_split_primary: 60, team_pay_split_secondary: 30 },
      M.secondarySplitMismatch,
    ],
    [{ is_team_load: true, secondary_driver_id: 'a', team_pay_split_primary: 60 }, M.secondaryDriverSame],
  ])('refuses %j with the spec message', async (extra, message) => {
    const body: Record<string, unknown> = { ...basicInfo(w), ...extra };
    if (body.secondary_driver_id === 'b') body.secondary_driver_id = w.driver.b.id;
    if (body.secondary_driver_id === 'a') body.secondary_driver_id = w.driver.a.id;
    const res = await call(w.manager.headers, 'POST', '/api/loads/step-1', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(msgs(res)).toContain(message);
  });

  it.each([
    [-5, M.primarySplitRange],
    ['-1', M.primarySplitRange],
    [150, M.primarySplitRange],
    [100, M.primarySplitRange],
    [12.345, M.splitPrecision],
    ['abc', M.splitNumber],
    [1e21, M.splitNumber],
  ])('refuses the primary split %j once, with its message, when booking either way', async (split, message) => {
    const body = {
      ...basicInfo(w),
      is_team_load: true,
      secondary_driver_id: w.driver.b.id,
      team_pay_split_primary: split,
    };
    for (const [url, extra] of [
      ['/api/loads/step-1', {}],
      ['/api/loads/with-events', { events: [pickup(1, '2026-11-30')] }],
    ] as const) {
      const res = await call(w.manager.headers, 'POST', url, { ...body, ...extra, load_number: unique('SPLIT-') });
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(msgs(res)).toEqual([message]);
    }
  });

  it('stores a team load with the secondary split computed as 100 minus the primary', async () => {
    const load = await createLoad(w.manager.headers, {
      is_team_load: true,
      secondary_driver_id: w.driver.b.id,
      team_pay_split_primary: 60.25,
    });
    expect(load).toMatchObject({ team_pay_split_primary: '60.25', team_pay_split_secondary: '39.75' });
    // Turning team load off clears the secondary driver and both splits.
    const off = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}`, { is_team_load: false });
    expect(off.json()).toMatchObject({ secondary_driver_id: null, team_pay_split_primary: null, version: 2 });
  });

  it('refuses a duplicate load number in any case with 409, but another company may use it', async () => {
    const load = await createLoad(w.manager.headers);
    const again = await call(w.manager.headers, 'POST', '/api/loads/step-1', {
      ...basicInfo(w),
      load_number: load.load_number.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.loadNumberTaken);
    const other = await buildLoadWorld(t.app, t.db);
    const theirs = await call(other.manager.headers, 'POST', '/api/loads/step-1', {
      ...basicInfo(other),
      load_number: load.load_number,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('refuses foreign or inactive records and drivers the dispatcher does not handle', async () => {
    const other = await buildLoadWorld(t.app, t.db);
    const cases: [Headers, Record<string, unknown>, string][] = [
      [w.manager.headers, { broker_id: other.broker.id }, M.customerUnknown],
      [w.manager.headers, { status_id: other.status.booked.id }, M.statusUnknown],
      [w.manager.headers, { status_id: w.status.retired.id }, M.statusUnknown],
      [w.manager.headers, { driver_id: other.driver.a.id }, M.driverUnknown],
      [w.manager.headers, { driver_id: w.driver.inactive.id }, M.driverInactive],
      [w.manager.headers, { dispatcher_id: w.manager.id }, M.dispatcherUnknown],
      [w.dispatcher.headers, { driver_id: w.driver.c.id }, M.driverNotAssigned],
    ];
    const before = await t.db.select().from(loads).where(eq(loads.company_id, w.company.id));
    for (const [headers, extra, message] of cases) {
      const res = await call(headers, 'POST', '/api/loads/step-1', basicInfo(w, extra));
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBe(422);
      expect(msgs(res)).toContain(message);
    }
    const after = await t.db.select().from(loads).where(eq(loads.company_id, w.company.id));
    expect(after.length).toBe(before.length);
  });

  it('lets only load managers use step-1 and only accounting users the accounting call', async () => {
    for (const who of [w.accountant, w.analyst, w.tracker]) {
      expect((await call(who.headers, 'POST', '/api/loads/step-1', basicInfo(w))).statusCode).toBe(403);
    }
    const res = await call(w.dispatcher.headers, 'POST', '/api/loads/accounting/step-1', {
      ...basicInfo(w),
      dispatcher_id: w.dispatcher.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('accounting step 1', () => {
  const url = '/api/loads/accounting/step-1';
  it('requires a dispatcher with the spec message', async () => {
    const res = await call(w.accountant.headers, 'POST', url, basicInfo(w));
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(M.dispatcherRequired);
  });

  it("answers the spec's no-dispatcher text when the driver has no dispatchers", async () => {
    const res = await call(w.accountant.headers, 'POST', url, {
      ...basicInfo(w, { driver_id: w.driver.c.id }),
      dispatcher_id: w.dispatcher.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(fieldProblem('driver_id', M.driverWithoutDispatchers));
  });

  it("books with one of the driver's dispatchers", async () => {
    const res = await call(w.accountant.headers, 'POST', url, { ...basicInfo(w), dispatcher_id: w.dispatcher.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dispatcher).toMatchObject({ id: w.dispatcher.id });
  });
});

describe('step 2: events', () => {
  it('saves stops, copies the first pickup and last delivery onto the load, and moves progress to 67', async () => {
    const load = await createLoad(w.dispatcher.headers);
    const res = await call(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}/step-2`, {
      events: [
        pickup(1, '2026-03-02', {
          appointment_type_id: w.appointmentType.id,
          appointment_time_lower: '2026-03-02T14:00:00Z',
          appointment_time_higher: '2026-03-02T18:00:00Z',
        }),
        pickup(2, '2026-03-02', { location_city: 'Fort Worth' }),
        delivery(3, '2026-03-04', { pieces: 20, weight: 42000.5 }),
        delivery(4, '2026-03-05', { location_city: 'Saltillo', location_state: 'CO', location_country: 'MEX' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.progress).toMatchObject({ events_entered: true, completion_percentage: 67, next_step: 'rate_cargo' });
    expect(body.events.map((e: { event_order: number }) => e.event_order)).toEqual([1, 2, 3, 4]);
    expect(body.events[2]).toMatchObject({ weight: '42000.50', pieces: 20, location_country: 'USA' });
    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row).toMatchObject({
      first_pickup_city: 'Dallas',
      first_pickup_country: 'USA',
      last_delivery_city: 'Saltillo',
      last_delivery_country: 'MEX',
      last_delivery_date: '2026-03-05',
    });
    // The board carries the stop's country, so Coahuila's "CO" is not read as Colorado (the load is still a draft).
    const board = (
      await call(w.dispatcher.headers, 'GET', `/api/loads/bulk?search=${load.load_number}&drafts=include`)
    ).json();
    expect(board.loads[0].last_delivery).toMatchObject({ city: 'Saltillo', state: 'CO', country: 'MEX' });
    // Kept events keep their ids.
    const ids = body.events.map((e: { id: number }) => e.id);
    const again = await call(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}/events`, {
      events: body.events.slice(0, 1).map((e: Record<string, unknown>) => ({ ...pickup(1, '2026-03-02'), id: e.id })),
    });
    expect(again.json().events.map((e: { id: number }) => e.id)).toEqual([ids[0]]);
    expect(again.json().progress.events_entered).toBe(false);
  });

  it.each([
    [[], M.eventsRequired],
    [[pickup(1, '2026-03-02'), delivery(1, '2026-03-03')], M.duplicateEventOrders([1])],
    [[pickup(1, '2026-03-05'), delivery(2, '2026-03-03')], M.eventDatesBackwards],
    [[pickup(1, '2026-03-02'), delivery(3, '2026-03-03')], M.eventOrderGap],
    [[pickup(1, '2026-03-02', { pieces: 1.5 })], M.piecesInteger],
    [[pickup(1, '2026-03-02', { weight: -1 })], M.notNegative('Weight')],
  ])('refuses %j and writes nothing', async (events, message) => {
    const load = await createLoad(w.manager.headers);
    await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, { events: [pickup(1, '2026-03-01')] });
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, { events });
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(message);
    const stored = await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, load.id));
    expect(stored.map((e) => e.event_date)).toEqual(['2026-03-01']);
  });

  it('checks appointment types: the company’s and active, with times when they need a range', async () => {
    const other = await buildLoadWorld(t.app, t.db);
    const load = await createLoad(w.manager.headers);
    const foreign = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, {
      events: [pickup(1, '2026-03-02', { appointment_type_id: other.appointmentType.id }), delivery(2, '2026-03-03')],
    });
    expect(msgs(foreign)).toContain(M.appointmentTypeUnknown);
    const noTimes = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, {
      events: [pickup(1, '2026-03-02', { appointment_type_id: w.appointmentType.id }), delivery(2, '2026-03-03')],
    });
    expect(msgs(noTimes)).toContain(M.appointmentTimesRequired);
    expect(await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, load.id))).toEqual([]);
  });
});

describe('steps 3 and 4: rate and cargo', () => {
  it('computes total miles, RPMs and margin exactly, and completes the load', async () => {
    const load = await createLoad(w.manager.headers);
    await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, {
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-03')],
    });
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-3`, {
      rate_booked: '2500.10',
      rate_dispatched: 1800.2,
      loaded_miles: 781,
      empty_miles: '60.5',
      commodity: 'Paper rolls',
      hazmat: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rate_cargo).toEqual({
      rate_booked: '2500.10',
      rate_dispatched: '1800.20',
      // A figure sent is kept as typed (decision 0197).
      rate_dispatched_manual: true,
      pay_basis: null,
      loaded_miles: '781.00',
      empty_miles: '60.50',
      total_miles: '841.50',
      rpm_loaded: '3.20',
      rpm_total: '2.97',
      profit_margin: '699.90',
      commodity: 'Paper rolls',
      weight_lbs: null,
      pieces: null,
      hazmat: false,
    });
    expect(res.json().progress).toMatchObject({ is_complete: true, completion_percentage: 100, next_step: 'complete' });
    const patch = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-4`, { loaded_miles: 0 });
    expect(patch.json().rate_cargo).toMatchObject({ rate_booked: '2500.10', rpm_loaded: null, total_miles: '60.50' });
    expect(patch.json().progress.completion_percentage).toBe(100);
    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json().history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'rate', 'driver_pay']);
  });

  it.each([
    [{ rate_booked: '10.123' }, M.twoDecimals('Rate booked')],
    [{ rate_booked: -5 }, M.notNegative('Rate booked')],
    [{ loaded_miles: 'ten' }, 'Loaded miles must be a number'],
    [{ rate_booked: 1e12 }, M.tooLarge('Rate booked')],
    [{ pieces: -1 }, M.piecesInteger],
  ])('refuses %j', async (body, message) => {
    const load = await createLoad(w.manager.headers);
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-4`, body);
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(message);
  });
});

describe('with-events', () => {
  it('creates the load, its stops and rate in one transaction', async () => {
    const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w),
      events: [pickup(1, '2026-04-01'), delivery(2, '2026-04-02')],
      rate_cargo: { rate_booked: 1000, loaded_miles: 400 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().progress.completion_percentage).toBe(100);
    const bad = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { load_number: 'WE-BAD-1' }),
      events: [pickup(1, '2026-04-01', { appointment_type_id: 999999 }), delivery(2, '2026-04-02')],
    });
    expect(bad.statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(loads)
      .where(and(eq(loads.company_id, w.company.id), eq(loads.load_number, 'WE-BAD-1')));
    expect(rows).toEqual([]);
  });
});

describe('status and processed', () => {
  it('records history, refuses a stale version with 409 and an inactive status with 422', async () => {
    const load = await createLoad(w.manager.headers);
    const moved = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/status`, {
      status_id: w.status.transit.id,
      version: 1,
    });
    expect(moved.json()).toMatchObject({ status: { name: 'In Transit' }, version: 2 });
    const stale = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/status`, {
      status_id: w.status.delivered.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(M.stale);
    const retired = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/status`, {
      status_id: w.status.retired.id,
    });
    expect(retired.statusCode).toBe(422);
    const processed = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/processed`, { processed: true });
    expect(processed.json().processed).toBe(true);
    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json().history;
    expect(history.slice(1)).toMatchObject([
      { kind: 'status', from_value: 'Booked', to_value: 'In Transit' },
      { kind: 'processed', from_value: 'false', to_value: 'true' },
    ]);
  });

  it('serialises concurrent status changes: the last write wins and the history chains every change', async () => {
    const load = await createLoad(w.manager.headers);
    const targets = [w.status.transit, w.status.delivered, w.status.booked, w.status.transit, w.status.delivered];
    const answers = await Promise.all(
      targets.map((s) => call(w.manager.headers, 'PUT', `/api/loads/${load.id}/status`, { status_id: s.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const final = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(final.version).toBe(6);
    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json().history as {
      kind: string;
      from_value: string;
      to_value: string;
    }[];
    const changes = history.filter((h) => h.kind === 'status');
    // Some writes may repeat the status they found; each recorded change starts where the previous ended.
    let at = 'Booked';
    for (const c of changes) {
      expect(c.from_value).toBe(at);
      at = c.to_value;
    }
    expect(at).toBe(final.status.name);
  });
});

describe('deletion matrix (spec 3 section 6)', () => {
  it('lets managers delete any load, dispatchers only unprocessed ones, and nobody else', async () => {
    // Loads booked complete: a draft may be discarded by whoever deletes unprocessed loads (decision 0195).
    const booked = async (headers: Headers, extra: Record<string, unknown> = {}) => {
      const res = await call(headers, 'POST', '/api/loads/with-events', {
        ...basicInfo(w, extra),
        events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-03')],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const a = await booked(w.dispatcher.headers);
    const b = await booked(w.dispatcher.headers, { processed: true });
    const c = await booked(w.manager.headers, { processed: true });
    expect((await call(w.accountant.headers, 'DELETE', `/api/loads/${a.id}`)).statusCode).toBe(403);
    expect((await call(w.tracker.headers, 'DELETE', `/api/loads/${a.id}`)).statusCode).toBe(403);
    const refused = await call(w.dispatcher.headers, 'DELETE', `/api/loads/${b.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(M.deleteProcessed);
    expect((await call(w.dispatcher.headers, 'DELETE', `/api/loads/${a.id}`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'DELETE', `/api/loads/${c.id}`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'GET', `/api/loads/${c.id}`)).statusCode).toBe(404);
    expect((await call(w.manager.headers, 'GET', `/api/loads/${b.id}`)).statusCode).toBe(200);
  });
});

describe('the board', () => {
  let board: LoadWorld;
  beforeAll(async () => {
    board = await buildLoadWorld(t.app, t.db);
    const h = board.manager.headers;
    const make = async (n: string, status: number, day: string, rate: string, extra: Record<string, unknown> = {}) => {
      const res = await call(h, 'POST', '/api/loads/with-events', {
        ...basicInfo(board, { load_number: n, status_id: status, ...extra }),
        events: [pickup(1, day, { reference_number: `REF-${n}` }), delivery(2, day)],
        rate_cargo: { rate_booked: rate, rate_dispatched: '0.10', loaded_miles: '0.20' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const first = await make('B-1', board.status.booked.id, '2026-05-01', '0.10');
    await make('B-2', board.status.booked.id, '2026-05-03', '0.20', { driver_id: board.driver.b.id });
    await make('B-3', board.status.transit.id, '2026-05-02', '1000.00', {
      is_team_load: true,
      secondary_driver_id: board.driver.b.id,
      team_pay_split_primary: 50,
    });
    await make('B-4', board.status.delivered.id, '2026-04-01', '5.00', { processed: true });
    await call(h, 'POST', `/api/loads/${first.id}/comments`, { text: 'Driver checked in' });
    await call(h, 'POST', `/api/loads/${first.id}/comments`, { text: 'Loaded' });
  });
  const list = async (query: string, headers = board.manager.headers) => {
    const res = await call(headers, 'GET', `/api/loads/bulk?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { loads: { load_number: string; comment_count: number | null }[]; total: number };
  };
  const numbers = (r: { loads: { load_number: string }[] }) => r.loads.map((l) => l.load_number);

  it('filters by status and pickup range, sorts by pickup date and counts comments', async () => {
    const r = await list(
      `status_ids=${board.status.booked.id},${board.status.transit.id}&pickup_date_after=2026-05-01&pickup_date_before=2026-05-02&sort_by=pickup_date&sort_dir=asc`,
    );
    expect(numbers(r)).toEqual(['B-1', 'B-3']);
    expect(r.total).toBe(2);
    expect(r.loads[0]!.comment_count).toBe(2);
    expect((await list('include_comment_counts=false')).loads[0]!.comment_count).toBeNull();
  });

  it('applies every filter', async () => {
    const b = board.driver.b.id;
    expect(numbers(await list(`driver_id=${b}`))).toEqual(['B-2']);
    expect(numbers(await list(`any_driver_id=${b}&sort_by=load_number&sort_dir=asc`))).toEqual(['B-2', 'B-3']);
    expect(numbers(await list('processed=true'))).toEqual(['B-4']);
    expect(numbers(await list('search=REF-B-3'))).toEqual(['B-3']);
    expect(numbers(await list(`search=${encodeURIComponent(board.broker.name)}&limit=1`)).length).toBe(1);
    expect((await list(`broker_ids=${board.broker.id}`)).total).toBe(4);
    expect((await list(`dispatcher_id=${board.dispatcher.id}`)).total).toBe(0);
    expect((await list('created_after=2000-01-01&created_before=2100-01-01')).total).toBe(4);
    expect((await list('created_before=2000-01-01')).total).toBe(0);
    expect(numbers(await list('sort_by=rate_booked&sort_dir=desc&limit=2'))).toEqual(['B-3', 'B-4']);
    expect((await list('skip=3&limit=2')).loads.length).toBe(1);
    // The total is the filter's, on a page's rows and on a page past the end alike.
    expect((await list('skip=3&limit=2')).total).toBe(4);
    expect(await list('skip=10&limit=2')).toMatchObject({ loads: [], total: 4 });
    expect(await list('processed=true&skip=1')).toMatchObject({ loads: [], total: 1 });
    const tooMany = await call(board.manager.headers, 'GET', '/api/loads/bulk?limit=500');
    expect(tooMany.statusCode).toBe(422);
    const badSort = await call(board.manager.headers, 'GET', '/api/loads/?sort_by=nope');
    expect(badSort.statusCode).toBe(422);
  });

  it("shows the primary driver's current truck, the active document count and the broker's warning note", async () => {
    const companyId = board.company.id;
    const [truck] = await t.db.insert(trucks).values({ company_id: companyId, unit_number: 'T-77' }).returning();
    await t.db
      .insert(driverEquipmentAssignments)
      .values({ company_id: companyId, driver_id: board.driver.a.id, truck_id: truck!.id });
    await t.db.update(customers).set({ warning_note: 'Pays after 90 days' }).where(eq(customers.id, board.broker.id));
    const b1 = (await list('search=B-1')).loads[0] as unknown as { id: number };
    const doc = (is_active: boolean) => ({
      company_id: companyId,
      original_filename: 'bol.pdf',
      document_type: 'bol',
      category: 'load',
      content_type: 'application/pdf',
      file_size: 10,
      storage_key: `test/${Math.random()}`,
      load_id: b1.id,
      is_active,
    });
    await t.db.insert(documents).values([doc(true), doc(true), doc(false)]);
    const rows = (await list('sort_by=load_number&sort_dir=asc')).loads as unknown as {
      load_number: string;
      truck: { id: number; unit_number: string } | null;
      document_count: number;
      broker: { warning_note: string | null };
    }[];
    const byNumber = new Map(rows.map((r) => [r.load_number, r]));
    expect(byNumber.get('B-1')).toMatchObject({
      truck: { id: truck!.id, unit_number: 'T-77' },
      document_count: 2,
      broker: { warning_note: 'Pays after 90 days' },
    });
    // B-2's primary driver has no truck assigned.
    expect(byNumber.get('B-2')).toMatchObject({ truck: null, document_count: 0 });
    const one = await call(board.manager.headers, 'GET', `/api/loads/${b1.id}`);
    expect(one.json().broker.warning_note).toBe('Pays after 90 days');
  });

  it('sums the stats exactly and counts per status', async () => {
    const res = await call(board.manager.headers, 'GET', '/api/loads/stats/summary');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      total_loads: 4,
      rate_booked_total: '1005.30',
      driver_pay_total: '0.40',
      miles_total: '0.80',
      processed_count: 1,
    });
    expect(s.by_status.map((b: { name: string; count: number }) => [b.name, b.count])).toEqual([
      ['Booked', 2],
      ['In Transit', 1],
      ['Delivered', 1],
      ['Retired', 0],
    ]);
    const none = await call(
      board.manager.headers,
      'GET',
      `/api/loads/stats/summary?dispatcher_id=${board.dispatcher.id}`,
    );
    expect(none.json().total_loads).toBe(0);
  });

  it("totals the list's loads under each of its filters", async () => {
    const h = board.manager.headers;
    const invoiced = (await list('search=B-2')).loads[0] as unknown as { id: number };
    await t.db.update(loads).set({ invoice_number: 9001, invoice_date: '2026-05-04' }).where(eq(loads.id, invoiced.id));
    const cents = (money: string) => Math.round(Number(money) * 100);
    const filters = [
      '',
      `dispatcher_id=${board.dispatcher.id}`,
      `broker_id=${board.broker.id}`,
      `broker_ids=${board.broker.id}`,
      `driver_id=${board.driver.b.id}`,
      `driver_ids=${board.driver.a.id}`,
      `any_driver_id=${board.driver.b.id}`,
      'processed=true',
      'processed=false',
      'invoiced=true',
      'invoiced=false',
      'created_after=2000-01-01&created_before=2100-01-01',
      'created_before=2000-01-01',
      'pickup_date_after=2026-05-02&pickup_date_before=2026-05-03',
      'search=REF-B-3',
      'search=B-',
      `search=${encodeURIComponent(board.driver.b.first_name)}`,
      'search=B-&invoiced=false&processed=false',
      `invoiced=false&any_driver_id=${board.driver.b.id}&pickup_date_after=2026-05-02`,
    ];
    for (const filter of filters) {
      const listed = (await call(h, 'GET', `/api/loads/bulk?${filter}&limit=100`)).json() as {
        loads: { rate_booked: string | null; rate_dispatched: string | null; processed: boolean }[];
        total: number;
      };
      const res = await call(h, 'GET', `/api/loads/stats/summary?${filter}`);
      expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
      const stats = res.json();
      expect(stats.total_loads, filter).toBe(listed.total);
      const sum = (pick: (l: (typeof listed.loads)[number]) => string | null) =>
        listed.loads.reduce((n, l) => n + cents(pick(l) ?? '0'), 0);
      expect(cents(stats.rate_booked_total), filter).toBe(sum((l) => l.rate_booked));
      expect(cents(stats.driver_pay_total), filter).toBe(sum((l) => l.rate_dispatched));
      expect(stats.processed_count, filter).toBe(listed.loads.filter((l) => l.processed).length);
    }
    // A status chip narrows the list to its count under the same filters.
    const stats = (await call(h, 'GET', '/api/loads/stats/summary?invoiced=false')).json();
    for (const s of stats.by_status as { status_id: number; count: number }[])
      expect((await list(`invoiced=false&status_ids=${s.status_id}`)).total).toBe(s.count);
    await t.db.update(loads).set({ invoice_number: null, invoice_date: null }).where(eq(loads.id, invoiced.id));
  });

  it('counts loads per driver, primary or secondary', async () => {
    const res = await call(board.manager.headers, 'POST', '/api/loads/driver-counts?pickup_date_after=2026-05-01', {
      driver_ids: [board.driver.a.id, board.driver.b.id, board.driver.c.id],
    });
    expect(res.json().counts).toEqual([
      { driver_id: board.driver.a.id, count: 2 },
      { driver_id: board.driver.b.id, count: 2 },
      { driver_id: board.driver.c.id, count: 0 },
    ]);
  });

  it("lists a driver's loads and stops, and completes a stop", async () => {
    const h = board.manager.headers;
    const loadsOf = (await call(h, 'GET', `/api/loads/driver/${board.driver.b.id}`)).json();
    expect(loadsOf.total).toBe(2);
    const events = await call(
      h,
      'GET',
      `/api/loads/driver/${board.driver.b.id}/events?event_date_from=2026-05-01&event_date_to=2026-05-31`,
    );
    expect(events.statusCode, events.body).toBe(200);
    const first = events.json().events[0];
    expect(first).toMatchObject({ load_number: 'B-3', is_late: true, is_completed: false });
    const done = await call(h, 'PUT', `/api/loads/${first.load_id}/events/${first.id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ is_completed: true });
    const wrong = await call(h, 'PUT', `/api/loads/${first.load_id}/events/999999/complete`, {});
    expect(wrong.statusCode).toBe(404);
  });

  it('shows track-and-trace users only the loads of the drivers they follow', async () => {
    const r = await list('sort_by=load_number&sort_dir=asc', board.tracker.headers);
    expect(numbers(r)).toEqual(['B-1', 'B-3', 'B-4']);
    const b2 = (await list(`driver_id=${board.driver.b.id}`)).loads[0] as unknown as { id: number };
    expect((await call(board.tracker.headers, 'GET', `/api/loads/${b2.id}`)).statusCode).toBe(404);
    expect((await call(board.tracker.headers, 'GET', `/api/loads/driver/${board.driver.b.id}`)).statusCode).toBe(404);
    expect((await call(board.tracker.headers, 'PUT', `/api/loads/${b2.id}/status`, { status_id: 1 })).statusCode).toBe(
      403,
    );
  });

  it('refuses analysts every loads call', async () => {
    expect((await call(board.analyst.headers, 'GET', '/api/loads/bulk')).statusCode).toBe(403);
    expect((await call(board.analyst.headers, 'GET', '/api/loads/stats/summary')).statusCode).toBe(403);
    expect((await call(board.analyst.headers, 'GET', '/api/loads/views')).statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('adds, lists, edits and deletes own comments only', async () => {
    const load = await createLoad(w.dispatcher.headers);
    const url = `/api/loads/${load.id}/comments`;
    const added = await call(w.dispatcher.headers, 'POST', url, { text: '  Running 2h late  ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ text: 'Running 2h late', is_own: true, is_edited: false });
    const id = added.json().id;
    expect((await call(w.dispatcher.headers, 'POST', url, { text: '   ' })).statusCode).toBe(422);
    expect((await call(w.dispatcher.headers, 'POST', url, { text: 'x'.repeat(2001) })).statusCode).toBe(422);
    const notMine = await call(w.manager.headers, 'PUT', `${url}/${id}`, { text: 'changed' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().detail).toBe(M.commentNotYours);
    const edited = await call(w.dispatcher.headers, 'PUT', `${url}/${id}`, { text: 'Running 3h late' });
    expect(edited.json()).toMatchObject({ text: 'Running 3h late', is_edited: true });
    const listed = await call(w.manager.headers, 'GET', url);
    expect(listed.json()).toMatchObject({ total: 1, comments: [{ is_own: false }] });
    expect((await call(w.manager.headers, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    expect((await call(w.dispatcher.headers, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'GET', url)).json().total).toBe(0);
  });
});

describe('saved views', () => {
  it('keeps views per user with one default and unique names', async () => {
    const h = w.dispatcher.headers;
    const mine = await call(h, 'POST', '/api/loads/views', {
      name: 'My drivers',
      filters: { dispatcher_ids: [w.dispatcher.id], status_ids: [w.status.booked.id], sort_by: 'pickup_date' },
      is_default: true,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const dup = await call(h, 'POST', '/api/loads/views', { name: 'my DRIVERS', filters: {} });
    expect(dup.statusCode).toBe(409);
    const second = await call(h, 'POST', '/api/loads/views', { name: 'Late', filters: {}, is_default: true });
    const views = (await call(h, 'GET', '/api/loads/views')).json().views;
    expect(views.map((v: { name: string; is_default: boolean }) => [v.name, v.is_default])).toEqual([
      ['Late', true],
      ['My drivers', false],
    ]);
    expect((await call(w.manager.headers, 'GET', '/api/loads/views')).json().views).toEqual([]);
    expect((await call(w.manager.headers, 'DELETE', `/api/loads/views/${second.json().id}`)).statusCode).toBe(404);
    const bad = await call(h, 'POST', '/api/loads/views', { name: 'x', filters: { nope: 1 } });
    expect(bad.statusCode).toBe(422);
    expect((await call(h, 'PUT', `/api/loads/views/${mine.json().id}`, { name: 'Mine' })).json().name).toBe('Mine');
  });
});

describe('tenancy', () => {
  it('hides one company’s loads from another on every route', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const id = await bookTenantLoad(t.app, t.db, a, {
          status: 'Booked',
          events: [pickup(1, '2026-06-01'), delivery(2, '2026-06-02')],
        });
        await t.app.inject({
          method: 'POST',
          url: `/api/loads/${id}/comments`,
          headers: a.headers,
          payload: { text: 'hi' },
        });
        return id;
      },
      detail: (id) => `/api/loads/${id}`,
      list: { url: '/api/loads/bulk', items: 'loads' },
      summaries: ['/api/loads/stats/summary'],
      writes: [
        { method: 'GET', url: (id) => `/api/loads/${id}/progress` },
        { method: 'GET', url: (id) => `/api/loads/${id}/events` },
        { method: 'GET', url: (id) => `/api/loads/${id}/history` },
        { method: 'GET', url: (id) => `/api/loads/${id}/comments` },
        { method: 'POST', url: (id) => `/api/loads/${id}/comments`, payload: { text: 'intruder' } },
        { method: 'PUT', url: (id) => `/api/loads/${id}`, payload: { processed: true } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/status`, payload: { status_id: 1 } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/processed`, payload: { processed: true } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/step-2`, payload: { events: [pickup(1, '2026-01-01')] } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/events`, payload: { events: [pickup(1, '2026-01-01')] } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/step-3`, payload: { rate_booked: 1 } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/step-4`, payload: { rate_booked: 1 } },
        { method: 'PUT', url: (id) => `/api/loads/${id}/events/1/complete`, payload: {} },
        { method: 'DELETE', url: (id) => `/api/loads/${id}` },
      ],
    });
  });
});

describe('drivers on loads', () => {
  it('refuses to delete a driver who has loads, naming the way out, and deletes nothing', async () => {
    const [driver] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Lou', last_name: 'Loaded' })
      .returning();
    await createLoad(w.manager.headers, { driver_id: driver!.id });
    const res = await call(w.manager.headers, 'DELETE', `/api/drivers/${driver!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(DRIVER_MESSAGES.hasLoads);
    expect((await call(w.manager.headers, 'GET', `/api/drivers/${driver!.id}`)).statusCode).toBe(200);
  });
});
