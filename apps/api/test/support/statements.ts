import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/db/client';
import { driverPayProfiles, drivers, fuelTransactions, loads } from '../../src/db/schema';
import { unique } from './factories';
import { buildLoadWorld, type LoadWorld } from './loads';

type Headers = Record<string, string>;

/** A pay period used by the statement tests: Monday 2026-03-02 to Sunday 2026-03-08. */
export const WEEK = { period_start: '2026-03-02', period_end: '2026-03-08' };
export const NEXT_WEEK = { period_start: '2026-03-09', period_end: '2026-03-15' };

/**
 * A carrier for statements: the load world, plus a company driver paid per loaded mile and an
 * owner operator paid a percentage, each with a profile in force since January.
 */
export async function buildStatementWorld(app: FastifyInstance, db: AppDb) {
  const w = await buildLoadWorld(app, db);
  const companyId = w.company.id;
  const [owner] = await db
    .insert(drivers)
    .values({ company_id: companyId, first_name: 'Olga', last_name: unique('Owner'), driver_type: 'owner_operator' })
    .returning();
  await db.insert(driverPayProfiles).values([
    {
      company_id: companyId,
      driver_id: w.driver.a.id,
      pay_type: 'per_mile_loaded',
      rate: '0.6500',
      effective_date: '2026-01-01',
    },
    {
      company_id: companyId,
      driver_id: w.driver.b.id,
      pay_type: 'per_mile_loaded',
      rate: '0.6500',
      effective_date: '2026-01-01',
    },
    {
      company_id: companyId,
      driver_id: owner!.id,
      pay_type: 'percentage',
      rate: '75.0000',
      effective_date: '2026-01-01',
    },
  ]);
  return { ...w, owner: owner! };
}
export type StatementWorld = Awaited<ReturnType<typeof buildStatementWorld>>;

/** A delivered load straight in the table (the statement tests need its money and dates, not the wizard). */
export async function deliveredLoad(
  db: AppDb,
  w: LoadWorld,
  values: Partial<typeof loads.$inferInsert> & { driver_id: number; last_delivery_date: string },
) {
  const [row] = await db
    .insert(loads)
    .values({
      company_id: w.company.id,
      load_number: unique('S-'),
      broker_id: w.broker.id,
      status_id: w.status.delivered.id,
      rate_booked: '2000.00',
      loaded_miles: '1000.00',
      empty_miles: '100.00',
      first_pickup_city: 'Dallas',
      first_pickup_state: 'TX',
      last_delivery_city: 'Atlanta',
      last_delivery_state: 'GA',
      ...values,
    })
    .returning();
  return row!;
}

export async function fuelPurchase(
  db: AppDb,
  w: LoadWorld,
  values: { driver_id: number; transaction_date: string; total_amount: string; item_category?: string },
) {
  const [row] = await db
    .insert(fuelTransactions)
    .values({
      company_id: w.company.id,
      purchased_item: values.item_category === 'cash_advance' ? 'CADV' : 'ULSD',
      item_category: 'fuel',
      unit_quantity: '100.000',
      price_per_unit: '3.5000',
      location_city: 'Amarillo',
      location_state: 'TX',
      ...values,
    })
    .returning();
  return row!;
}

export async function generate(app: FastifyInstance, headers: Headers, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/driver-statements/generate', headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    created: { id: number; driver_id: number; net: string; status: string }[];
    skipped: { driver_id: number; reason: string }[];
  };
}

export async function statementOf(app: FastifyInstance, headers: Headers, id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/driver-statements/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
