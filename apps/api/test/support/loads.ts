import type { LoadStatusMeaning, RoleName } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { AppDb } from '../../src/db/client';
import {
  customers,
  dispatcherAssignments,
  drivers,
  loadAppointmentTypes,
  loadStatuses,
  trackAndTraceAssignments,
} from '../../src/db/schema';
import { buildCompany, buildUser, signIn, unique } from './factories';
import type { TestApp } from './test-app';

type Headers = Record<string, string>;

/**
 * A carrier ready to book loads: statuses, a broker, drivers (one inactive, one without
 * dispatchers), an appointment type with a time range, and a signed-in user per role. The
 * dispatcher handles drivers `a` and `b`; the track-and-trace user follows `a`.
 */
export async function buildLoadWorld(app: FastifyInstance, db: AppDb) {
  const company = await buildCompany(db);
  const companyId = company.id;
  const people: Partial<Record<RoleName, { id: number; headers: Headers }>> = {};
  for (const role of ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'ANALYST', 'TRACK_AND_TRACE'] as RoleName[]) {
    const user = await buildUser(db, { companyId, roles: [role] });
    people[role] = { id: user.id, headers: (await signIn(app, user.email)).headers };
  }
  const statuses = await db
    .insert(loadStatuses)
    .values([
      { company_id: companyId, name: 'Booked', color: '#2563eb', sort_order: 10 },
      { company_id: companyId, name: 'In Transit', color: '#f59e0b', sort_order: 20 },
      { company_id: companyId, name: 'Delivered', color: '#16a34a', sort_order: 30, meaning: 'delivered' },
      { company_id: companyId, name: 'Retired', color: '#64748b', sort_order: 40, is_active: false },
    ])
    .returning();
  const [broker] = await db
    .insert(customers)
    .values({ company_id: companyId, name: unique('Broker '), mc_number: '123456', has_warning: true })
    .returning();
  const driverRows = await db
    .insert(drivers)
    .values([
      { company_id: companyId, first_name: 'Alice', last_name: unique('Able') },
      { company_id: companyId, first_name: 'Bob', last_name: unique('Baker') },
      { company_id: companyId, first_name: 'Cara', last_name: unique('Cole') },
      { company_id: companyId, first_name: 'Dan', last_name: unique('Dormant'), is_active: false },
    ])
    .returning();
  const [a, b, c, inactive] = driverRows as [
    (typeof driverRows)[number],
    (typeof driverRows)[number],
    (typeof driverRows)[number],
    (typeof driverRows)[number],
  ];
  const dispatcher = people.DISPATCHER!;
  await db.insert(dispatcherAssignments).values([
    { company_id: companyId, user_id: dispatcher.id, driver_id: a.id },
    { company_id: companyId, user_id: dispatcher.id, driver_id: b.id },
    { company_id: companyId, user_id: dispatcher.id, driver_id: inactive.id },
  ]);
  await db
    .insert(trackAndTraceAssignments)
    .values({ company_id: companyId, user_id: people.TRACK_AND_TRACE!.id, driver_id: a.id });
  const [window] = await db
    .insert(loadAppointmentTypes)
    .values({ company_id: companyId, name: unique('Window '), has_time: true, has_time_range: true })
    .returning();
  const [booked, transit, delivered, retired] = statuses as [
    (typeof statuses)[number],
    (typeof statuses)[number],
    (typeof statuses)[number],
    (typeof statuses)[number],
  ];
  return {
    company,
    manager: people.MANAGER!,
    dispatcher,
    accountant: people.ACCOUNTANT!,
    analyst: people.ANALYST!,
    tracker: people.TRACK_AND_TRACE!,
    status: { booked, transit, delivered, retired },
    broker: broker!,
    driver: { a, b, c, inactive },
    appointmentType: window!,
  };
}
export type LoadWorld = Awaited<ReturnType<typeof buildLoadWorld>>;

/** This file's load world, built in the test app before the file's tests (after earlier `beforeAll`s). */
export function useLoadWorld(t: TestApp): LoadWorld {
  const w = {} as LoadWorld;
  beforeAll(async () => {
    Object.assign(w, await buildLoadWorld(t.app, t.db));
  });
  return w;
}

export const basicInfo = (w: LoadWorld, extra: Record<string, unknown> = {}) => ({
  load_number: unique('L-'),
  broker_id: w.broker.id,
  status_id: w.status.booked.id,
  driver_id: w.driver.a.id,
  ...extra,
});

export const pickup = (order: number, date: string, extra: Record<string, unknown> = {}) => ({
  event_order: order,
  event_type: 'pickup',
  event_date: date,
  location_city: 'Dallas',
  location_state: 'TX',
  ...extra,
});
export const delivery = (order: number, date: string, extra: Record<string, unknown> = {}) => ({
  event_order: order,
  event_type: 'delivery',
  event_date: date,
  location_city: 'Atlanta',
  location_state: 'GA',
  ...extra,
});

/**
 * A load booked through the API by `a` (a company of the tenancy harness), with a status, a broker
 * and a driver of that company's own; answers the load's id.
 */
export async function bookTenantLoad(
  app: FastifyInstance,
  db: AppDb,
  a: { company: { id: number }; headers: Headers },
  load: { status: string; meaning?: LoadStatusMeaning; events: object[]; rate_cargo?: object },
): Promise<number> {
  const companyId = a.company.id;
  const [status] = await db
    .insert(loadStatuses)
    .values({ company_id: companyId, name: load.status, meaning: load.meaning })
    .returning();
  const [broker] = await db
    .insert(customers)
    .values({ company_id: companyId, name: unique('Tenant broker ') })
    .returning();
  const [driver] = await db
    .insert(drivers)
    .values({ company_id: companyId, first_name: 'Tess', last_name: unique('Tenant') })
    .returning();
  const res = await app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: a.headers,
    payload: {
      load_number: unique('T-'),
      broker_id: broker!.id,
      status_id: status!.id,
      driver_id: driver!.id,
      events: load.events,
      rate_cargo: load.rate_cargo,
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
