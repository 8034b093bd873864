import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../src/db/client';
import {
  customers,
  dispatcherAssignments,
  driverEquipmentAssignments,
  drivers,
  loadEvents,
  loadStatuses,
  loads,
  trucks,
} from '../../src/db/schema';
import { buildCompany, buildUser, signIn, unique } from './factories';

type Headers = Record<string, string>;

/**
 * A small carrier whose dashboard figures are computed by hand in analytics.test.ts (company time
 * zone America/Chicago):
 *
 * | load | delivered  | status    | drivers (split)   | broker | dispatcher | rate    | loaded | empty | final delivery |
 * |------|------------|-----------|-------------------|--------|------------|---------|--------|-------|----------------|
 * | L1   | 2024-01-15 | Delivered | Alice (company)   | X      | D1         | 1000.00 | 400    | 100   | on time (window) |
 * | L2   | 2024-01-20 | Invoiced  | Cyd (owner op)    | Y      | D1         | 2500.00 | 1000   | 0     | late (after window) |
 * | L3   | 2024-03-10 | Paid      | Alice 60 / Cyd 40 | X      | D2         | 3000.01 | 1200   | 150   | on time (no window: end of day) |
 * | L4   | 2024-03-12 | Cancelled | Bo (company)      | Y      | D2         | 5000.00 | 800    | 0     | -              |
 * | L5   | 2024-03-15 | Booked    | Bo                | X      | D1         | 700.00  | 300    | 0     | -              |
 * | L6   | 2023-03-05 | Delivered | Bo                | X      | D1         | 800.00  | 500    | 50    | not completed  |
 *
 * Trucks: T1 with Alice from 2024-01-01, T2 with Cyd from 2024-02-01, T3 with Bo from 2024-01-01.
 * D1 handles Alice and Cyd; a third dispatcher has no loads.
 */
export async function buildAnalyticsCompany(app: FastifyInstance, db: AppDb) {
  const company = await buildCompany(db);
  const companyId = company.id;
  const session = async (role: 'MANAGER' | 'ANALYST' | 'DISPATCHER' | 'ACCOUNTANT') => {
    const user = await buildUser(db, { companyId, roles: [role] });
    return { id: user.id, headers: (await signIn(app, user.email)).headers as Headers };
  };
  const manager = await session('MANAGER');
  const analyst = await session('ANALYST');
  const d1 = await buildUser(db, { companyId, roles: ['DISPATCHER'] });
  const d2 = await buildUser(db, { companyId, roles: ['DISPATCHER'] });
  const idle = await buildUser(db, { companyId, roles: ['DISPATCHER'] });
  const statusRows = await db
    .insert(loadStatuses)
    .values(
      (
        [
          ['Booked', 'open'],
          ['Delivered', 'delivered'],
          ['Invoiced', 'delivered'],
          ['Paid', 'delivered'],
          ['Cancelled', 'cancelled'],
        ] as const
      ).map(([name, meaning], i) => ({ company_id: companyId, name, meaning, sort_order: i })),
    )
    .returning();
  const status = Object.fromEntries(statusRows.map((s) => [s.name, s.id])) as Record<string, number>;
  const [x, y] = await db
    .insert(customers)
    .values([
      { company_id: companyId, name: unique('Xeno Brokers ') },
      { company_id: companyId, name: unique('Yard Logistics ') },
    ])
    .returning();
  const [alice, bo, cyd] = await db
    .insert(drivers)
    .values([
      { company_id: companyId, first_name: 'Alice', last_name: unique('Able'), driver_type: 'company_driver' },
      { company_id: companyId, first_name: 'Bo', last_name: unique('Baker'), driver_type: 'company_driver' },
      { company_id: companyId, first_name: 'Cyd', last_name: unique('Cole'), driver_type: 'owner_operator' },
    ])
    .returning();
  const [t1, t2, t3] = await db
    .insert(trucks)
    .values(['T1', 'T2', 'T3'].map((u) => ({ company_id: companyId, unit_number: unique(u) })))
    .returning();
  await db.insert(dispatcherAssignments).values([
    { company_id: companyId, user_id: d1.id, driver_id: alice!.id },
    { company_id: companyId, user_id: d1.id, driver_id: cyd!.id },
  ]);
  await db.insert(driverEquipmentAssignments).values([
    { company_id: companyId, driver_id: alice!.id, truck_id: t1!.id, assigned_at: new Date('2024-01-01T12:00:00Z') },
    { company_id: companyId, driver_id: cyd!.id, truck_id: t2!.id, assigned_at: new Date('2024-02-01T12:00:00Z') },
    { company_id: companyId, driver_id: bo!.id, truck_id: t3!.id, assigned_at: new Date('2024-01-01T12:00:00Z') },
  ]);

  type Plan = {
    n: string;
    day: string;
    status: string;
    driver: number;
    team?: { secondary: number; primary: string };
    broker: number;
    dispatcher: number;
    rate: string;
    loaded: string;
    empty: string;
    completedAt?: string;
    windowEnd?: string;
  };
  const plans: Plan[] = [
    {
      n: 'L1',
      day: '2024-01-15',
      status: 'Delivered',
      driver: alice!.id,
      broker: x!.id,
      dispatcher: d1.id,
      rate: '1000.00',
      loaded: '400',
      empty: '100',
      completedAt: '2024-01-15T15:00:00Z',
      windowEnd: '2024-01-15T18:00:00Z',
    },
    {
      n: 'L2',
      day: '2024-01-20',
      status: 'Invoiced',
      driver: cyd!.id,
      broker: y!.id,
      dispatcher: d1.id,
      rate: '2500.00',
      loaded: '1000',
      empty: '0',
      completedAt: '2024-01-21T02:00:00Z',
      windowEnd: '2024-01-20T20:00:00Z',
    },
    {
      n: 'L3',
      day: '2024-03-10',
      status: 'Paid',
      driver: alice!.id,
      team: { secondary: cyd!.id, primary: '60.00' },
      broker: x!.id,
      dispatcher: d2.id,
      rate: '3000.01',
      loaded: '1200',
      empty: '150',
      completedAt: '2024-03-10T20:00:00Z',
    },
    {
      n: 'L4',
      day: '2024-03-12',
      status: 'Cancelled',
      driver: bo!.id,
      broker: y!.id,
      dispatcher: d2.id,
      rate: '5000.00',
      loaded: '800',
      empty: '0',
    },
    {
      n: 'L5',
      day: '2024-03-15',
      status: 'Booked',
      driver: bo!.id,
      broker: x!.id,
      dispatcher: d1.id,
      rate: '700.00',
      loaded: '300',
      empty: '0',
    },
    {
      n: 'L6',
      day: '2023-03-05',
      status: 'Delivered',
      driver: bo!.id,
      broker: x!.id,
      dispatcher: d1.id,
      rate: '800.00',
      loaded: '500',
      empty: '50',
    },
  ];
  const ids: Record<string, number> = {};
  for (const p of plans) {
    const [row] = await db
      .insert(loads)
      .values({
        company_id: companyId,
        load_number: unique(`${p.n}-`),
        broker_id: p.broker,
        driver_id: p.driver,
        secondary_driver_id: p.team?.secondary ?? null,
        is_team_load: Boolean(p.team),
        team_pay_split_primary: p.team?.primary ?? null,
        team_pay_split_secondary: p.team ? (100 - Number(p.team.primary)).toFixed(2) : null,
        dispatcher_id: p.dispatcher,
        status_id: status[p.status]!,
        rate_booked: p.rate,
        loaded_miles: p.loaded,
        empty_miles: p.empty,
        first_pickup_date: p.day,
        last_delivery_date: p.day,
      })
      .returning();
    ids[p.n] = row!.id;
    await db.insert(loadEvents).values([
      { company_id: companyId, load_id: row!.id, event_order: 1, event_type: 'pickup', event_date: p.day },
      {
        company_id: companyId,
        load_id: row!.id,
        event_order: 2,
        event_type: 'delivery',
        event_date: p.day,
        appointment_time_higher: p.windowEnd ? new Date(p.windowEnd) : null,
        is_completed: Boolean(p.completedAt),
        completed_at: p.completedAt ? new Date(p.completedAt) : null,
      },
    ]);
  }
  return {
    company,
    manager,
    analyst,
    dispatcher: { d1, d2, idle },
    driver: { alice: alice!, bo: bo!, cyd: cyd! },
    broker: { x: x!, y: y! },
    status,
    load: ids,
  };
}
