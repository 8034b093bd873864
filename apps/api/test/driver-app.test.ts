import { DRIVER_APP_LIMITS, LOAD_MESSAGES, DRIVER_APP_API_MESSAGES as M } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  driverAppActions,
  driverEquipmentAssignments,
  driverStatements,
  drivers,
  loadEvents,
  truckPositions,
  trucks,
} from '../src/db/schema';
import { createDriverAppService } from '../src/modules/driver-app/driver-app.service';
import { createJobsService } from '../src/modules/jobs/jobs.service';
import { createStorage } from '../src/modules/storage/storage.service';
import { buildUser, signIn, unique } from './support/factories';
import { dayFromToday } from './support/fleet';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { multipartBody } from './support/multipart';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
type Headers = Record<string, string>;

/** The driver app's user for load world driver `a`, and one for `b`. */
const me = { headers: {} as Headers, userId: 0, truckId: 0 };
const other = { headers: {} as Headers, userId: 0 };

async function driverLogin(driverId: number) {
  const user = await buildUser(t.db, { companyId: w.company.id, roles: ['DRIVER'] });
  await t.db.update(drivers).set({ user_id: user.id }).where(eq(drivers.id, driverId));
  return { userId: user.id, headers: (await signIn(t.app, user.email)).headers };
}

beforeAll(async () => {
  Object.assign(me, await driverLogin(w.driver.a.id));
  Object.assign(other, await driverLogin(w.driver.b.id));
  const [truck] = await t.db
    .insert(trucks)
    .values({ company_id: w.company.id, unit_number: unique('T') })
    .returning();
  me.truckId = truck!.id;
  await t.db
    .insert(driverEquipmentAssignments)
    .values({ company_id: w.company.id, driver_id: w.driver.a.id, truck_id: truck!.id });
});

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra: Headers = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });

/** A load of `driverId` in transit, with a pickup and a delivery on the days given. */
async function loadFor(driverId: number, days: [string, string] = [dayFromToday(0), dayFromToday(0)]) {
  const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, { driver_id: driverId, status_id: w.status.transit.id, dispatcher_id: w.dispatcher.id }),
    events: [
      pickup(1, days[0], { location_street: '100 Dock Rd', contact_phone: '(555) 010-2030' }),
      delivery(2, days[1]),
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const stops = await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, id)).orderBy(loadEvents.event_order);
  return { id, stops: stops.map((s) => s.id) as [number, number] };
}

const stopUrl = (eventId: number, kind: 'arrive' | 'depart') => `/api/driver-app/stops/${eventId}/${kind}`;

/** A phone photo of a page: a white sheet with dark lines of "text". */
async function photo(width: number, height: number) {
  const lines = Array.from(
    { length: 12 },
    (_, i) => `<rect x="60" y="${80 + i * 60}" width="${width - 120}" height="14"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d8d4cc"/><g fill="#333">${lines.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

describe('the driver app: loads', () => {
  it("lists the driver's own loads with stops, the next action and directions; another driver's load is not found", async () => {
    const mine = await loadFor(w.driver.a.id);
    const theirs = await loadFor(w.driver.b.id);
    const res = await call(me.headers, 'GET', '/api/driver-app/loads');
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json().loads.find((l: { id: number }) => l.id === mine.id);
    expect(load).toMatchObject({ stage: 'current', next_stop_id: mine.stops[0] });
    expect(load.dispatcher.email).toBeTruthy();
    expect(load.stops.map((s: { next_action: string | null }) => s.next_action)).toEqual(['arrive', null]);
    expect(load.stops[0].maps_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=100%20Dock%20Rd/,
    );
    expect(res.json().loads.some((l: { id: number }) => l.id === theirs.id)).toBe(false);

    expect((await call(me.headers, 'GET', `/api/driver-app/loads/${mine.id}`)).statusCode).toBe(200);
    const hidden = await call(me.headers, 'GET', `/api/driver-app/loads/${theirs.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(M.loadNotFound);
  });

  it('answers 403 to management routes for a driver, and to the driver app for staff', async () => {
    for (const url of ['/api/loads/', '/api/drivers/', '/api/driver-statements/', '/api/documents/']) {
      expect((await call(me.headers, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(w.manager.headers, 'GET', '/api/driver-app/loads')).statusCode).toBe(403);
  });
});

describe('the driver app: arriving and departing', () => {
  it('goes in order, keeps the phone position on the truck, completes the stop and tells dispatch', async () => {
    const load = await loadFor(w.driver.a.id);
    const early = await call(me.headers, 'POST', stopUrl(load.stops[1], 'arrive'), {});
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toBe(M.earlierStopOpen(1));
    const notThere = await call(me.headers, 'POST', stopUrl(load.stops[0], 'depart'), {});
    expect(notThere.statusCode).toBe(422);
    expect(notThere.json().detail).toBe(M.notArrived);

    const arrived = await call(me.headers, 'POST', stopUrl(load.stops[0], 'arrive'), { lat: 32.7767, lng: -96.797 });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({ next_action: 'depart', is_completed: false });
    expect(arrived.json().arrived_at).not.toBeNull();
    expect((await call(me.headers, 'POST', stopUrl(load.stops[0], 'arrive'), {})).statusCode).toBe(409);
    const points = await t.db.select().from(truckPositions).where(eq(truckPositions.truck_id, me.truckId));
    expect(points.map((p) => [Number(p.lat), Number(p.lng)])).toContainEqual([32.7767, -96.797]);

    const departed = await call(me.headers, 'POST', stopUrl(load.stops[0], 'depart'), {});
    expect(departed.statusCode, departed.body).toBe(200);
    expect(departed.json()).toMatchObject({ next_action: null, is_completed: true });

    const events = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/events`)).json().events;
    expect(events[0]).toMatchObject({ is_completed: true, completed_by: { id: me.userId } });
    expect(events[0].departed_at).not.toBeNull();
    const calls = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/check-calls`)).json().check_calls;
    expect(calls.map((c: { reason: string }) => c.reason)).toEqual(['departed', 'arrived']);
    expect(calls[1]).toMatchObject({ latitude: 32.7767, longitude: -96.797, city: 'Dallas', state: 'TX' });
    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json();
    expect(JSON.stringify(history)).toContain('Stop 1: arrived');

    const view = (await call(me.headers, 'GET', `/api/driver-app/loads/${load.id}`)).json();
    expect(view.stops.map((s: { next_action: string | null }) => s.next_action)).toEqual([null, 'arrive']);
    expect(view.last_check_call).toMatchObject({ reason: 'Departed', place: 'Dallas, TX' });
  });

  it("refuses another driver's stop and a bad position", async () => {
    const theirs = await loadFor(w.driver.b.id);
    const res = await call(me.headers, 'POST', stopUrl(theirs.stops[0], 'arrive'), {});
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.stopNotFound);

    const mine = await loadFor(w.driver.a.id);
    expect((await call(me.headers, 'POST', stopUrl(mine.stops[0], 'arrive'), {})).statusCode).toBe(200);
    const bad = await call(me.headers, 'POST', stopUrl(mine.stops[0], 'depart'), { lat: 95, lng: 0 });
    expect(bad.statusCode).toBe(422);
  });

  it('records a departure from a stop dated later, as it happened; by hand such a stop is still refused', async () => {
    // A shipper that loads a day early: the truck is there and leaves now.
    const later = await loadFor(w.driver.a.id, [dayFromToday(2), dayFromToday(3)]);
    expect((await call(me.headers, 'POST', stopUrl(later.stops[0], 'arrive'), {})).statusCode).toBe(200);
    const leave = await call(me.headers, 'POST', stopUrl(later.stops[0], 'depart'), {});
    expect(leave.statusCode, leave.body).toBe(200);
    const events = (await call(w.manager.headers, 'GET', `/api/loads/${later.id}/events`)).json().events;
    expect(events[0]).toMatchObject({ is_completed: true, event_date: dayFromToday(2) });
    expect(events[0].departed_at).not.toBeNull();
    const again = await call(me.headers, 'POST', stopUrl(later.stops[0], 'depart'), {});
    expect(again.statusCode).toBe(409);

    // The dispatcher's completion by hand keeps the day rule: the delivery is two days out.
    const byHand = await call(w.manager.headers, 'PUT', `/api/loads/${later.id}/events/${later.stops[1]}/complete`, {
      is_completed: true,
    });
    expect(byHand.statusCode).toBe(422);
    expect(byHand.json().detail).toBe(LOAD_MESSAGES.stopInFuture);
  });

  it('does an action sent again with the same key once, and refuses the key for another action', async () => {
    const load = await loadFor(w.driver.a.id);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(me.headers, 'POST', stopUrl(load.stops[0], 'arrive'), {}, key);
    const again = await call(me.headers, 'POST', stopUrl(load.stops[0], 'arrive'), {}, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const calls = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/check-calls`)).json().check_calls;
    expect(calls).toHaveLength(1);

    const reused = await call(me.headers, 'POST', stopUrl(load.stops[0], 'depart'), {}, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(M.keyReused);
    const malformed = await call(
      me.headers,
      'POST',
      stopUrl(load.stops[0], 'depart'),
      {},
      { 'idempotency-key': 'a b' },
    );
    expect(malformed.statusCode).toBe(422);

    // A failed action keeps no key: the same key works once the action can be done.
    const failKey = { 'idempotency-key': crypto.randomUUID() };
    expect((await call(me.headers, 'POST', stopUrl(load.stops[1], 'arrive'), {}, failKey)).statusCode).toBe(422);
    const kept = await t.db
      .select()
      .from(driverAppActions)
      .where(and(eq(driverAppActions.user_id, me.userId), eq(driverAppActions.key, failKey['idempotency-key'])));
    expect(kept).toHaveLength(0);
  });
});

describe('the driver app: documents and check calls', () => {
  const upload = (
    headers: Headers,
    loadId: number,
    fields: Record<string, string>,
    files: object[],
    extra: Headers = {},
  ) => {
    const body = multipartBody(fields, files as Parameters<typeof multipartBody>[1]);
    return t.app.inject({
      method: 'POST',
      url: `/api/driver-app/loads/${loadId}/documents`,
      headers: { ...headers, ...body.headers, ...extra },
      payload: body.payload,
    });
  };

  it('joins two photos into one fitted, compressed PDF on the load, with who sent it', async () => {
    const load = await loadFor(w.driver.a.id);
    const files = [
      { name: 'page1.jpg', type: 'image/jpeg', data: await photo(3000, 4000) },
      { name: 'page2.jpg', type: 'image/jpeg', data: await photo(3000, 4000) },
    ];
    const key = { 'idempotency-key': crypto.randomUUID() };
    const res = await upload(me.headers, load.id, { document_type: 'pod' }, files, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pages: 2, document: { document_type: 'pod' } });
    const sent = files.reduce((n, f) => n + f.data.length, 0);
    expect(res.json().document.file_size).toBeLessThan(sent);
    expect((await upload(me.headers, load.id, { document_type: 'pod' }, files, key)).json()).toEqual(res.json());

    const docs = (await call(w.manager.headers, 'GET', `/api/documents/?load_id=${load.id}`)).json();
    expect(docs.documents).toHaveLength(1);
    expect(docs.documents[0]).toMatchObject({ document_type: 'pod', content_type: 'application/pdf' });
    expect(docs.documents[0].uploaded_by_name).toBeTruthy();
    const view = (await call(me.headers, 'GET', `/api/driver-app/loads/${load.id}`)).json();
    expect(view.documents.map((d: { id: number }) => d.id)).toEqual([res.json().document.id]);
    const link = await call(me.headers, 'GET', `/api/driver-app/documents/${res.json().document.id}/url`);
    expect(link.statusCode, link.body).toBe(200);
    expect(
      (await call(other.headers, 'GET', `/api/driver-app/documents/${res.json().document.id}/url`)).statusCode,
    ).toBe(404);
  });

  it('refuses a file too large, too many files, a file that is not a photo, a wrong type and another load', async () => {
    const load = await loadFor(w.driver.a.id);
    const page = { name: 'p.jpg', type: 'image/jpeg', data: await photo(400, 500) };
    const big = { ...page, data: Buffer.alloc(DRIVER_APP_LIMITS.fileMaxBytes + 1) };
    expect((await upload(me.headers, load.id, { document_type: 'pod' }, [big])).statusCode).toBe(413);
    const many = Array.from({ length: DRIVER_APP_LIMITS.filesMax + 1 }, () => page);
    const tooMany = await upload(me.headers, load.id, { document_type: 'pod' }, many);
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json().detail)).toContain(M.tooManyFiles);
    const text = { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('not a photo at all') };
    expect((await upload(me.headers, load.id, { document_type: 'pod' }, [text])).statusCode).toBe(422);
    expect((await upload(me.headers, load.id, { document_type: 'invoice' }, [page])).statusCode).toBe(422);
    const theirs = await loadFor(w.driver.b.id);
    expect((await upload(me.headers, theirs.id, { document_type: 'bol' }, [page])).statusCode).toBe(404);
    const docs = (await call(w.manager.headers, 'GET', `/api/documents/?load_id=${load.id}`)).json();
    expect(docs.documents).toHaveLength(0);
  });

  it('adds a check call to its own load only', async () => {
    const load = await loadFor(w.driver.a.id);
    const body = { reason: 'delayed', delay_cause: 'Traffic', city: 'Amarillo', state: 'TX', note: 'Wreck on I-40' };
    const res = await call(me.headers, 'POST', `/api/driver-app/loads/${load.id}/check-calls`, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ reason: 'delayed', created_by: me.userId });
    const theirs = await loadFor(w.driver.b.id);
    expect((await call(me.headers, 'POST', `/api/driver-app/loads/${theirs.id}/check-calls`, body)).statusCode).toBe(
      404,
    );
  });
});

describe('the driver app: pay and hours', () => {
  it('lists and prints only the issued statements of the driver', async () => {
    const values = (driverId: number, status: 'draft' | 'approved' | 'paid', start: string, end: string) => ({
      company_id: w.company.id,
      driver_id: driverId,
      period_start: start,
      period_end: end,
      status,
      payment_date: status === 'paid' ? end : null,
    });
    const rows = await t.db
      .insert(driverStatements)
      .values([
        values(w.driver.a.id, 'paid', '2026-01-05', '2026-01-11'),
        values(w.driver.a.id, 'approved', '2026-01-12', '2026-01-18'),
        values(w.driver.a.id, 'draft', '2026-01-19', '2026-01-25'),
        values(w.driver.b.id, 'approved', '2026-01-12', '2026-01-18'),
      ])
      .returning();
    const [paid, approved, draft, theirs] = rows as [
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
    ];
    const list = await call(me.headers, 'GET', '/api/driver-app/statements');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().statements.map((s: { id: number }) => s.id)).toEqual([approved.id, paid.id]);
    const pdf = await call(me.headers, 'GET', `/api/driver-app/statements/${approved.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const id of [draft.id, theirs.id]) {
      expect((await call(me.headers, 'GET', `/api/driver-app/statements/${id}/pdf`)).statusCode).toBe(404);
    }
  });

  it("answers the driver's own clocks", async () => {
    const res = await call(me.headers, 'GET', '/api/driver-app/hos');
    expect(res.statusCode, res.body).toBe(200);
    // No duty status logged yet: a full day's driving is left.
    expect(res.json().clocks).toMatchObject({ driver_id: w.driver.a.id, drive_remaining_minutes: 660 });
  });

  it('stops answering once the driver is deactivated', async () => {
    const login = await driverLogin(w.driver.c.id);
    expect((await call(login.headers, 'GET', '/api/driver-app/loads')).statusCode).toBe(200);
    await t.db.update(drivers).set({ is_active: false }).where(eq(drivers.id, w.driver.c.id));
    const res = await call(login.headers, 'GET', '/api/driver-app/loads');
    expect([401, 403]).toContain(res.statusCode);
  });
});

describe('the driver app: keys of actions', () => {
  it("forgets every driver's keys past their 30 days each night, also of drivers who no longer act", async () => {
    const row = (key: string, daysAgo: number) => ({
      company_id: w.company.id,
      user_id: other.userId,
      key,
      action: 'arrive 1',
      status: 200,
      answer: {},
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const old = unique('old-');
    const recent = unique('recent-');
    await t.db.insert(driverAppActions).values([row(old, 31), row(recent, 29)]);
    const unused = () => {
      throw new Error('not used by the prune');
    };
    const service = createDriverAppService({
      db: t.db,
      storage: createStorage(t.config).storage,
      jobs: createJobsService({ executeSql: t.executeSql, runWorkers: false, pollingIntervalSeconds: 1, log: console }),
      statementPdf: unused,
      hosClocks: unused,
    });
    expect(await service.pruneKeys()).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: driverAppActions.key })
      .from(driverAppActions)
      .where(inArray(driverAppActions.key, [old, recent]));
    expect(left.map((r) => r.key)).toEqual([recent]);
  });
});
