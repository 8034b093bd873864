import { DEFAULT_TIME_ZONE, dayIn, stopTimeZone, timeOfDayIn } from '@tms/domain';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client';
import { companies, invoiceNumberCounters, loadComments, loadEvents, loadStatuses, loads } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seed';

// The demo loads on their own embedded database, as the first `npm start` seeds them.
let database: Database;
let seconds = 0;
beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  const started = performance.now();
  await seedDemo(database.db);
  seconds = (performance.now() - started) / 1000;
}, 300_000);
afterAll(() => database.close());

const acme = async () => (await database.db.select().from(companies).where(eq(companies.name, 'Acme Freight')))[0]!.id;

describe('demo loads', () => {
  it('gives Acme Freight a year of loads quickly, and the other companies a handful', async () => {
    const rows = await database.db
      .select({ company: loads.company_id, n: count() })
      .from(loads)
      .groupBy(loads.company_id);
    const byCompany = new Map(rows.map((r) => [r.company, r.n]));
    expect(byCompany.get(await acme())).toBeGreaterThanOrEqual(2000);
    expect(rows.filter((r) => r.n < 50).length).toBe(2);
    expect(seconds).toBeLessThan(120);
  });

  it('keeps statuses consistent with dates, with team loads and comments', async () => {
    const db = database.db;
    const companyId = await acme();
    const statusOf = async (where: ReturnType<typeof and>) =>
      (
        await db
          .selectDistinct({ name: loadStatuses.name })
          .from(loads)
          .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
          .where(where)
      )
        .map((r) => r.name)
        .sort();
    const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await statusOf(and(eq(loads.company_id, companyId), lt(loads.last_delivery_date, monthAgo)))).toEqual([
      'Cancelled',
      'Invoiced',
      'Paid',
    ]);
    expect(await statusOf(and(eq(loads.company_id, companyId), gte(loads.first_pickup_date, inAWeek)))).toEqual([
      'Booked',
      'Cancelled',
    ]);
    const [team] = await db
      .select({ n: count() })
      .from(loads)
      .where(and(eq(loads.company_id, companyId), eq(loads.is_team_load, true)));
    expect(team!.n).toBeGreaterThan(20);
    const [comments] = await db.select({ n: count() }).from(loadComments).where(eq(loadComments.company_id, companyId));
    expect(comments!.n).toBeGreaterThan(300);
    // Plausible money: rate per loaded mile between 1.5 and 5 dollars on every rated load.
    const [odd] = await db
      .select({ n: count() })
      .from(loads)
      .where(
        and(
          eq(loads.company_id, companyId),
          sql`${loads.rate_booked} is not null and (${loads.rate_booked} / ${loads.loaded_miles} not between 1.5 and 5)`,
        ),
      );
    expect(odd!.n).toBe(0);
  });

  it('gives invoiced and paid loads their own invoice numbers, and the counter continues after them', async () => {
    const db = database.db;
    const companyId = await acme();
    const rows = await db
      .select({ number: loads.invoice_number, status: loadStatuses.name })
      .from(loads)
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
      .where(eq(loads.company_id, companyId));
    const invoiced = rows.filter((r) => r.status === 'Invoiced' || r.status === 'Paid');
    expect(invoiced.length).toBeGreaterThan(100);
    expect(invoiced.every((r) => r.number !== null)).toBe(true);
    expect(rows.filter((r) => r.status !== 'Invoiced' && r.status !== 'Paid').every((r) => r.number === null)).toBe(
      true,
    );
    const numbers = invoiced.map((r) => r.number!);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Decision 0120: invoices only on delivered loads, billing the rate booked, paid on or after their date.
    const money = await db
      .select({
        status: loadStatuses.name,
        rate: loads.rate_booked,
        amount: loads.invoice_amount,
        invoiced: loads.invoice_date,
        paid: loads.paid_date,
      })
      .from(loads)
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
      .where(and(eq(loads.company_id, companyId), sql`${loads.invoice_number} is not null`));
    expect(money.every((r) => ['Delivered', 'Invoiced', 'Paid'].includes(r.status))).toBe(true);
    expect(money.every((r) => r.amount !== null && r.amount === r.rate)).toBe(true);
    expect(money.every((r) => r.paid === null || r.paid >= r.invoiced!)).toBe(true);
    const [counter] = await db
      .select()
      .from(invoiceNumberCounters)
      .where(eq(invoiceNumberCounters.company_id, companyId));
    expect(counter?.last_number).toBe(Math.max(...numbers));
  });

  it('books appointment windows in the local time at each stop, most of them met', async () => {
    const stops = await database.db
      .select({
        day: loadEvents.event_date,
        state: loadEvents.location_state,
        lower: loadEvents.appointment_time_lower,
        higher: loadEvents.appointment_time_higher,
        completed: loadEvents.completed_at,
      })
      .from(loadEvents)
      .where(eq(loadEvents.company_id, await acme()));
    const windowed = stops.filter((s) => s.lower && s.higher);
    expect(windowed.length).toBeGreaterThan(4000);
    for (const s of windowed) {
      const zone = stopTimeZone({ state: s.state }, DEFAULT_TIME_ZONE);
      const start = timeOfDayIn(s.lower, zone);
      // On the stop's own day, between 06:00 and 18:00 there, whatever the zone.
      expect(dayIn(zone, s.lower!)).toBe(String(s.day).slice(0, 10));
      expect(start >= '06:00' && start <= '12:00' && timeOfDayIn(s.higher, zone) <= '18:00').toBe(true);
    }
    const worked = windowed.filter((s) => s.completed);
    const late = worked.filter((s) => s.completed! > s.higher!);
    expect(late.length / worked.length).toBeGreaterThan(0.02);
    expect(late.length / worked.length).toBeLessThan(0.25);
  });
});
