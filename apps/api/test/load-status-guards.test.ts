import { addDaysToDay, dayIn, LOAD_WORKFLOW_MESSAGES as W } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  driverEquipmentAssignments,
  drivers,
  loadHistory,
  loadStatuses,
  trucks,
} from '../src/db/schema';
import { uploadDocument } from './support/documents';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { picture } from './support/pdf-fixtures';
import { fieldProblem } from './support/problems';
import { callerOf, useTestApp } from './support/test-app';

/** Decision 0196: moves into a workflow step are guarded by the load's facts. */
const t = useTestApp();
const w = useLoadWorld(t);
const call = callerOf(t);
type Headers = Record<string, string>;

let today: string;
const step: Record<string, { id: number; name: string }> = {};
beforeAll(async () => {
  today = dayIn('America/Chicago');
  // The carrier calls its steps by its own names: the refusals use them.
  const rows = await t.db
    .insert(loadStatuses)
    .values([
      { company_id: w.company.id, name: 'Rolling Out', sort_order: 12, stage: 'dispatched' },
      { company_id: w.company.id, name: 'On the Road', sort_order: 14, stage: 'in_transit' },
      { company_id: w.company.id, name: 'Dropped', sort_order: 32, stage: 'delivered', meaning: 'delivered' },
      { company_id: w.company.id, name: 'Billed', sort_order: 34, stage: 'invoiced', meaning: 'delivered' },
      { company_id: w.company.id, name: 'Settled', sort_order: 36, stage: 'paid', meaning: 'delivered' },
    ])
    .returning();
  for (const r of rows) step[r.stage!] = { id: r.id, name: r.name };
});

const setStatus = (loadId: number, statusId: number, headers: Headers = w.manager.headers) =>
  call(headers, 'PUT', `/api/loads/${loadId}/status`, { status_id: statusId });

const refused = (res: { statusCode: number; json: () => { detail: unknown } }, message: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json().detail).toEqual(fieldProblem('status_id', message));
};

/** A load in the free Booked status with a pickup and a delivery in the past, driven by `driver`. */
async function bookLoad(driverId: number | null = w.driver.c.id) {
  const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, { driver_id: driverId }),
    events: [pickup(1, addDaysToDay(today, -2)), delivery(2, addDaysToDay(today, -1))],
    rate_cargo: { rate_booked: '1800.00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; events: { id: number; event_order: number }[] };
}

async function completeStop(load: { id: number; events: { id: number; event_order: number }[] }, order: number) {
  const event = load.events.find((e) => e.event_order === order)!;
  const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events/${event.id}/complete`, {
    is_completed: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function giveTruck(driverId: number) {
  const [truck] = await t.db
    .insert(trucks)
    .values({ company_id: w.company.id, unit_number: unique('T-') })
    .returning();
  await t.db
    .insert(driverEquipmentAssignments)
    .values({ company_id: w.company.id, driver_id: driverId, truck_id: truck!.id });
}

const uploadPod = async (loadId: number) => {
  const res = await uploadDocument(
    t.app,
    w.manager.headers,
    { document_type: 'pod', category: 'load', load_id: loadId },
    { name: 'pod.jpg', type: 'image/jpeg', data: await picture(80, 100, 'jpeg') },
  );
  expect(res.statusCode, res.body).toBe(201);
};

const requirePod = (on: boolean) =>
  t.db.update(companies).set({ require_pod_for_delivery: on }).where(eq(companies.id, w.company.id));

describe('PUT /api/loads/{id}/status', () => {
  it('dispatches only a load whose driver holds a truck', async () => {
    const noDriver = await bookLoad(null);
    refused(await setStatus(noDriver.id, step.dispatched!.id), W.driverAndTruck('Rolling Out'));

    const load = await bookLoad(w.driver.c.id);
    refused(await setStatus(load.id, step.dispatched!.id), W.truck('Rolling Out'));
    await giveTruck(w.driver.c.id);
    expect((await setStatus(load.id, step.dispatched!.id)).statusCode).toBe(200);
  });

  it('puts a load in transit once its first pickup is completed', async () => {
    const load = await bookLoad();
    refused(await setStatus(load.id, step.in_transit!.id), W.firstPickup('On the Road'));
    await completeStop(load, 1);
    const res = await setStatus(load.id, step.in_transit!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.name).toBe('On the Road');
  });

  it('delivers once every stop is completed, and asks for a POD only when the company does', async () => {
    const load = await bookLoad();
    await completeStop(load, 1);
    refused(await setStatus(load.id, step.delivered!.id), W.allStops('Dropped'));
    await completeStop(load, 2);

    await requirePod(true);
    try {
      refused(await setStatus(load.id, step.delivered!.id), W.pod('Dropped'));
      await uploadPod(load.id);
      expect((await setStatus(load.id, step.delivered!.id)).statusCode).toBe(200);
    } finally {
      await requirePod(false);
    }

    const other = await bookLoad();
    await completeStop(other, 1);
    await completeStop(other, 2);
    expect((await setStatus(other.id, step.delivered!.id)).statusCode).toBe(200);
  });

  it('never sets Invoiced or Paid by hand', async () => {
    const load = await bookLoad();
    refused(await setStatus(load.id, step.invoiced!.id), W.invoicedByInvoice('Billed'));
    refused(await setStatus(load.id, step.paid!.id), W.paidByPayment('Settled'));
  });

  it('leaves free statuses and Booked free', async () => {
    const load = await bookLoad(null);
    expect((await setStatus(load.id, w.status.transit.id)).statusCode).toBe(200);
    expect((await setStatus(load.id, w.status.booked.id)).statusCode).toBe(200);
  });
});

describe('the other ways a status changes', () => {
  it('guards a status changed with the basic info, against the driver sent with it', async () => {
    const load = await bookLoad(null);
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}`, { status_id: step.dispatched!.id });
    refused(res, W.driverAndTruck('Rolling Out'));
    await giveTruck(w.driver.b.id);
    const both = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}`, {
      status_id: step.dispatched!.id,
      driver_id: w.driver.b.id,
    });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('starts a new load only in a status whose facts it holds', async () => {
    const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { status_id: step.delivered!.id }),
      events: [pickup(1, addDaysToDay(today, -2)), delivery(2, addDaysToDay(today, -1))],
    });
    refused(res, W.allStops('Dropped'));
    const done = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { status_id: step.delivered!.id }),
      events: [
        pickup(1, addDaysToDay(today, -2), { is_completed: true }),
        delivery(2, addDaysToDay(today, -1), { is_completed: true }),
      ],
    });
    expect(done.statusCode, done.body).toBe(201);
    const step1 = await call(w.manager.headers, 'POST', '/api/loads/step-1', {
      ...basicInfo(w, { status_id: step.invoiced!.id }),
    });
    refused(step1, W.invoicedByInvoice('Billed'));
  });

  it('moves the load to Invoiced when the invoice is issued and to Paid when the payment is recorded', async () => {
    const load = await bookLoad();
    await completeStop(load, 1);
    await completeStop(load, 2);
    expect((await setStatus(load.id, step.delivered!.id)).statusCode).toBe(200);

    const issued = await call(w.accountant.headers, 'POST', `/api/loads/${load.id}/invoice-with-documents`, {
      terms: 'Net 30',
      include_logo: false,
      output_filename: 'Invoice-guards',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoiced = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(invoiced.status.name).toBe('Billed');

    const paid = await call(w.accountant.headers, 'PUT', `/api/accounting/loads/${load.id}/payment`, {
      paid_date: today,
      payment_reference: 'CHK 1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(after.status.name).toBe('Settled');
    expect(after.version).toBe(paid.json().version);

    const history = await t.db
      .select({ from: loadHistory.from_value, to: loadHistory.to_value })
      .from(loadHistory)
      .where(and(eq(loadHistory.load_id, load.id), eq(loadHistory.kind, 'status')));
    expect(history).toEqual([
      { from: 'Booked', to: 'Dropped' },
      { from: 'Dropped', to: 'Billed' },
      { from: 'Billed', to: 'Settled' },
    ]);

    // Taking the payment off puts the load back in Invoiced.
    expect((await call(w.accountant.headers, 'DELETE', `/api/accounting/loads/${load.id}/payment`)).statusCode).toBe(
      200,
    );
    expect((await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json().status.name).toBe('Billed');
  });
});

describe('a stop reopened', () => {
  const reopenStop = async (load: { id: number; events: { id: number; event_order: number }[] }, order: number) => {
    const event = load.events.find((e) => e.event_order === order)!;
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events/${event.id}/complete`, {
      is_completed: false,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A driver of this test alone, so whether they hold a truck does not hang on the other tests. */
  const newDriver = async (truck: boolean) => {
    const [driver] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Rhea', last_name: unique('Reopen') })
      .returning();
    if (truck) await giveTruck(driver!.id);
    return driver!.id;
  };
  const statusOf = async (id: number) => (await call(w.manager.headers, 'GET', `/api/loads/${id}`)).json().status.name;
  const statusHistory = (loadId: number) =>
    t.db
      .select({ from: loadHistory.from_value, to: loadHistory.to_value, by: loadHistory.changed_by })
      .from(loadHistory)
      .where(and(eq(loadHistory.load_id, loadId), eq(loadHistory.kind, 'status')))
      .orderBy(loadHistory.id);

  it('moves a delivered load back to the latest step its stops hold, in its history like any status change', async () => {
    const load = await bookLoad(await newDriver(false));
    await completeStop(load, 1);
    await completeStop(load, 2);
    expect((await setStatus(load.id, step.delivered!.id)).statusCode).toBe(200);

    await reopenStop(load, 2);
    expect(await statusOf(load.id)).toBe('On the Road');
    expect(await statusHistory(load.id)).toEqual([
      { from: 'Booked', to: 'Dropped', by: w.manager.id },
      { from: 'Dropped', to: 'On the Road', by: w.manager.id },
    ]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'load'), eq(auditLog.entity_id, String(load.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action).slice(-2)).toEqual(['event_reopen', 'status']);

    // The first pickup reopened too: the driver has no truck, and the company no booked step, so
    // In Transit has nowhere to go back to and stays.
    await reopenStop(load, 1);
    expect(await statusOf(load.id)).toBe('On the Road');
  });

  it('moves the load back when the stop list is saved with a stop reopened, down to Dispatched', async () => {
    const load = await bookLoad(await newDriver(true));
    await completeStop(load, 1);
    await completeStop(load, 2);
    expect((await setStatus(load.id, step.delivered!.id)).statusCode).toBe(200);
    const stops = [pickup(1, addDaysToDay(today, -2)), delivery(2, addDaysToDay(today, -1))];
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events`, {
      events: stops.map((stop, i) => ({ ...stop, id: load.events[i]!.id, is_completed: false })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.name).toBe('Rolling Out');
    expect((await statusHistory(load.id)).map((h) => h.to)).toEqual(['Dropped', 'Rolling Out']);
  });

  it('leaves a status the stops still hold, and a status the invoice set', async () => {
    const load = await bookLoad();
    await completeStop(load, 1);
    expect((await setStatus(load.id, step.in_transit!.id)).statusCode).toBe(200);
    await completeStop(load, 2);
    await reopenStop(load, 2);
    expect(await statusOf(load.id)).toBe('On the Road');

    await completeStop(load, 2);
    expect((await setStatus(load.id, step.delivered!.id)).statusCode).toBe(200);
    const issued = await call(w.accountant.headers, 'POST', `/api/loads/${load.id}/invoice-with-documents`, {
      terms: 'Net 30',
      include_logo: false,
      output_filename: 'Invoice-reopen',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    await reopenStop(load, 2);
    expect(await statusOf(load.id)).toBe('Billed');
  });
});

describe('GET /api/loads/{id}/status-options', () => {
  it('answers every active status in board order, allowed or with the reason', async () => {
    const load = await bookLoad(w.driver.a.id);
    const res = await call(w.tracker.headers, 'GET', `/api/loads/${load.id}/status-options`);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().options as { name: string; allowed: boolean; reason: string | null; stage: string }[];
    expect(options.map((o) => o.name)).toEqual([
      'Booked',
      'Rolling Out',
      'On the Road',
      'In Transit',
      'Delivered',
      'Dropped',
      'Billed',
      'Settled',
    ]);
    const of = (name: string) => options.find((o) => o.name === name)!;
    expect(of('Booked')).toMatchObject({ allowed: true, reason: null });
    expect(of('In Transit')).toMatchObject({ allowed: true, reason: null, stage: null });
    expect(of('Rolling Out')).toMatchObject({ allowed: false, reason: W.truck('Rolling Out'), stage: 'dispatched' });
    expect(of('On the Road')).toMatchObject({ allowed: false, reason: W.firstPickup('On the Road') });
    expect(of('Dropped')).toMatchObject({ allowed: false, reason: W.allStops('Dropped') });
    expect(of('Billed')).toMatchObject({ allowed: false, reason: W.invoicedByInvoice('Billed') });

    await completeStop(load, 1);
    const later = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/status-options`)).json();
    expect(later.options.find((o: { name: string }) => o.name === 'On the Road').allowed).toBe(true);
  });
});

describe("the company's workflow settings", () => {
  it('are read and changed with the company info, free time between 0 and 1440 minutes', async () => {
    const put = (payload: object) => call(w.manager.headers, 'PUT', '/api/admin/companies/info', payload);
    const before = (await call(w.manager.headers, 'GET', '/api/admin/companies/info')).json();
    expect(before).toMatchObject({ require_pod_for_delivery: false, detention_free_minutes: 120 });
    const changed = await put({ require_pod_for_delivery: true, detention_free_minutes: 90 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ require_pod_for_delivery: true, detention_free_minutes: 90 });
    for (const minutes of [-1, 1441, 12.5]) {
      const bad = await put({ detention_free_minutes: minutes });
      expect(bad.statusCode, String(minutes)).toBe(422);
      expect(bad.json().detail[0].loc).toEqual(['body', 'detention_free_minutes']);
    }
    await put({ require_pod_for_delivery: false, detention_free_minutes: 120 });
  });
});
