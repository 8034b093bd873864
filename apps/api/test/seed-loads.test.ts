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
  it('gives Acme Freight two years of loads quickly, and the other companies a handful', async () => {
    const rows = await database.db
      .select({ company: loads.company_id, n: count() })
      .from(loads)
      .groupBy(loads.company_id);
    const byCompany = new Map(rows.map((r) => [r.company, r.n]));
    expect(byCompany.get(await acme())).toBeGreaterThanOrEqual(5000);
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

// Decision 0200: a steady fleet, loads that follow the workflow, pay from the pay profiles.
describe('the demo fleet and its loads', () => {
  const rows = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];

  it('runs every load on a truck its driver held, at a steady pace over the two years', async () => {
    const companyId = await acme();
    const [orphans] = await rows<{ n: number }>(
      `select count(*)::int as n from loads l where l.company_id = $1 and not l.is_draft
        and not exists (select 1 from driver_equipment_assignments a where a.driver_id = l.driver_id
          and a.truck_id is not null and a.assigned_at::date <= l.first_pickup_date
          and (a.unassigned_at is null or a.unassigned_at::date >= l.last_delivery_date))`,
      [companyId],
    );
    expect(orphans!.n).toBe(0);
    // Every full month of the last two years: about two loads a truck a week, the same trucks.
    const months = await rows<{ loads: number; drivers: number }>(
      `select count(*)::int as loads, count(distinct driver_id)::int as drivers from loads
        where company_id = $1 and not is_draft and first_pickup_date >= date_trunc('month', now()) - interval '23 months'
          and first_pickup_date < date_trunc('month', now())
        group by date_trunc('month', first_pickup_date)`,
      [companyId],
    );
    expect(months).toHaveLength(23);
    for (const m of months) {
      expect(m.drivers).toBe(30);
      expect(m.loads / 30 / 4.35).toBeGreaterThan(1.4);
      expect(m.loads / 30 / 4.35).toBeLessThan(2.4);
    }
  });

  it('completes every stop of delivered loads and the first pickup of loads on the road', async () => {
    const stops = await rows<{
      status: string;
      done: boolean;
      arrived: boolean;
      departed: boolean;
      by: boolean;
      first: boolean;
    }>(
      `select s.name as status, e.is_completed as done, e.arrived_at is not null as arrived,
          e.departed_at is not null as departed, e.completed_by is not null as by, e.event_order = 1 as first
        from load_events e join loads l on l.id = e.load_id join load_statuses s on s.id = l.status_id
        where l.company_id = $1 and not l.is_draft`,
      [await acme()],
    );
    const delivered = stops.filter((s) => ['Delivered', 'Invoiced', 'Paid'].includes(s.status));
    expect(delivered.length).toBeGreaterThan(10_000);
    expect(delivered.every((s) => s.done && s.arrived && s.departed && s.by)).toBe(true);
    const onTheRoad = stops.filter((s) => s.status === 'In Transit');
    expect(onTheRoad.filter((s) => s.first).every((s) => s.done)).toBe(true);
    expect(onTheRoad.some((s) => !s.done)).toBe(true);
    expect(stops.filter((s) => ['Booked', 'Dispatched', 'Cancelled'].includes(s.status)).some((s) => s.done)).toBe(
      false,
    );
  });

  it('pays drivers by their pay profiles, with drafts, accessorials and check calls', async () => {
    const companyId = await acme();
    const [pay] = await rows<{ manual: number; missing: number; off: number }>(
      `select count(*) filter (where l.rate_dispatched_manual)::int as manual,
          count(*) filter (where l.rate_dispatched is null)::int as missing,
          count(*) filter (where not l.is_team_load and p.pay_type = 'per_mile_total'
            and l.rate_dispatched <> round(p.rate * (l.loaded_miles + l.empty_miles), 2))::int as off
        from loads l join driver_pay_profiles p on p.driver_id = l.driver_id
        where l.company_id = $1 and not l.is_draft`,
      [companyId],
    );
    expect(pay).toEqual({ manual: 0, missing: 0, off: 0 });
    const [drafts] = await rows<{ n: number; complete: number; rated: number }>(
      `select count(*)::int as n, count(*) filter (where p.is_complete)::int as complete,
          count(l.rate_booked)::int as rated
        from loads l join load_progress p on p.load_id = l.id where l.company_id = $1 and l.is_draft`,
      [companyId],
    );
    expect(drafts!.n).toBeGreaterThanOrEqual(3);
    expect(drafts).toMatchObject({ complete: 0, rated: 0 });
    const kinds = await rows<{ kind: string }>('select distinct kind from load_accessorials where company_id = $1', [
      companyId,
    ]);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['detention', 'fuel_surcharge', 'layover', 'lumper']);
    const calls = await rows<{ status: string; n: number }>(
      `select s.name as status, count(c.id)::int as n from loads l join load_statuses s on s.id = l.status_id
        left join load_check_calls c on c.load_id = l.id
        where l.company_id = $1 and (s.name = 'In Transit' or c.id is not null) group by l.id, s.name`,
      [companyId],
    );
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.every((c) => c.status === 'In Transit' && c.n >= 1)).toBe(true);
  });
});

// Each demo load's history tells how it came to its status, as the API's own changes write it.
describe('the demo loads’ history', () => {
  const rows = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];

  it('ends every load’s moves in its status, in the order they happened', async () => {
    const companyId = await acme();
    const [counts] = await rows<{ loads: number; off: number; unordered: number }>(
      `select count(*)::int as loads,
          count(*) filter (where last.to_value is distinct from s.name)::int as off,
          count(*) filter (where exists (select 1 from load_history a join load_history b
            on b.load_id = a.load_id and b.id > a.id and b.changed_at < a.changed_at where a.load_id = l.id))::int as unordered
        from loads l join load_statuses s on s.id = l.status_id
        cross join lateral (select h.to_value from load_history h where h.load_id = l.id
          and h.kind in ('created', 'status') order by h.id desc limit 1) last
        where l.company_id = $1`,
      [companyId],
    );
    expect(counts!.loads).toBeGreaterThanOrEqual(5000);
    expect(counts).toMatchObject({ off: 0, unordered: 0 });
  });

  it('walks a paid load from its booking through dispatch, pickup, delivery, invoice and payment', async () => {
    const companyId = await acme();
    const [load] = await rows<{ id: number; invoice: string; paid: string; reference: string }>(
      `select l.id, l.invoice_number::text || ' (' || l.invoice_date::text || ')' as invoice,
          l.payment_reference || ' (' || l.paid_date::text || ')' as paid
        from loads l join load_statuses s on s.id = l.status_id
        where l.company_id = $1 and s.name = 'Paid' order by l.id limit 1`,
      [companyId],
    );
    const history = await rows<{ kind: string; from_value: string | null; to_value: string; by: boolean }>(
      `select kind, from_value, to_value, changed_by is not null as by from load_history where load_id = $1 order by id`,
      [load!.id],
    );
    expect(history).toEqual(
      [
        ['created', null, 'Booked'],
        ['status', 'Booked', 'Dispatched'],
        ['status', 'Dispatched', 'In Transit'],
        ['status', 'In Transit', 'Delivered'],
        ['invoice', null, load!.invoice],
        ['status', 'Delivered', 'Invoiced'],
        ['payment', null, load!.paid],
        ['status', 'Invoiced', 'Paid'],
      ].map(([kind, from_value, to_value]) => ({ kind, from_value, to_value, by: true })),
    );
  });

  it('tells the check calls and accessorials of the loads on the road, and a cancelled load’s call-off', async () => {
    const companyId = await acme();
    const kinds = await rows<{ kind: string; n: number }>(
      'select kind, count(*)::int as n from load_history where company_id = $1 group by kind',
      [companyId],
    );
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    const [extras] = await rows<{ calls: number; accessorials: number }>(
      `select (select count(*) from load_check_calls where company_id = $1)::int as calls,
          (select count(*) from load_accessorials where company_id = $1)::int as accessorials`,
      [companyId],
    );
    expect(byKind).toMatchObject({ check_call: extras!.calls, accessorial: extras!.accessorials });
    const [cancelled] = await rows<{ n: number }>(
      `select count(*)::int as n from load_history where company_id = $1 and kind = 'status' and to_value = 'Cancelled'`,
      [companyId],
    );
    expect(cancelled!.n).toBeGreaterThan(10);
  });
});
