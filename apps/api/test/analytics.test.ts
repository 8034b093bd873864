import { dayIn } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  documents,
  driverEquipmentAssignments,
  drivers,
  loadStatuses,
  loads,
  trucks,
} from '../src/db/schema';
import { createTtlCache } from '../src/modules/analytics/ttl-cache';
import { recordExpiries } from '../src/modules/expiries/expiries.service';
import { buildAnalyticsCompany } from './support/analytics';
import { buildSignedInCompany, unique } from './support/factories';
import { dayFromToday } from './support/fleet';
import { bookTenantLoad } from './support/loads';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let w: Awaited<ReturnType<typeof buildAnalyticsCompany>>;

beforeAll(async () => {
  w = await buildAnalyticsCompany(t.app, t.db);
});

async function get(url: string, headers = w.manager.headers) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const zero = {
  revenue: '0.00',
  load_count: 0,
  loaded_miles: '0.00',
  empty_miles: '0.00',
  total_miles: '0.00',
  rpm_loaded: null,
  rpm_total: null,
};

/** The figures of the 2024 loads in the table of `buildAnalyticsCompany`, alone and together. */
const FIGURES = {
  L1: {
    revenue: '1000.00',
    load_count: 1,
    loaded_miles: '400.00',
    empty_miles: '100.00',
    total_miles: '500.00',
    rpm_loaded: '2.50',
    rpm_total: '2.00',
  },
  L2: {
    revenue: '2500.00',
    load_count: 1,
    loaded_miles: '1000.00',
    empty_miles: '0.00',
    total_miles: '1000.00',
    rpm_loaded: '2.50',
    rpm_total: '2.50',
  },
  L3: {
    revenue: '3000.01',
    load_count: 1,
    loaded_miles: '1200.00',
    empty_miles: '150.00',
    total_miles: '1350.00',
    rpm_loaded: '2.50',
    rpm_total: '2.22',
  },
  L1_AND_L2: {
    revenue: '3500.00',
    load_count: 2,
    loaded_miles: '1400.00',
    empty_miles: '100.00',
    total_miles: '1500.00',
    rpm_loaded: '2.50',
    rpm_total: '2.33',
  },
};

describe('dashboard-kpis', () => {
  it('answers the year against the year before (cancelled and booked loads left out)', async () => {
    const body = await get('/api/analytics/dashboard-kpis?year=2024');
    expect(body.period).toEqual({ date_from: '2024-01-01', date_to: '2024-12-31', months: null, kind: 'months' });
    expect(body.previous_period).toMatchObject({ date_from: '2023-01-01', date_to: '2023-12-31' });
    expect(body.kpis).toEqual({
      revenue: { value: '6500.01', previous: '800.00', change_percent: '712.50' },
      load_count: { value: '3', previous: '1', change_percent: '200.00' },
      rpm_loaded: { value: '2.50', previous: '1.60', change_percent: '56.25' },
      rpm_total: { value: '2.28', previous: '1.45', change_percent: '57.24' },
      total_miles: { value: '2850.00', previous: '550.00', change_percent: '418.18' },
      loaded_miles: { value: '2600.00', previous: '500.00', change_percent: '420.00' },
      empty_miles: { value: '250.00', previous: '50.00', change_percent: '400.00' },
      // T1 (Alice: L1, L3) and T2 (Cyd from February: L3 only); Bo's T3 carried no counted load.
      active_trucks: { value: '2', previous: '0', change_percent: null },
      // L1 and L3 on time, L2 late; L6 never completed, so 2023 has nothing measured.
      on_time_rate: { value: '66.67', previous: null, change_percent: null },
      average_revenue_per_load: { value: '2166.67', previous: '800.00', change_percent: '170.83' },
    });
  });

  it('takes a day range and compares it with the same number of days just before', async () => {
    const body = await get('/api/analytics/dashboard-kpis?date_from=2024-01-16&date_to=2024-03-10');
    expect(body.previous_period).toMatchObject({ date_from: '2023-11-22', date_to: '2024-01-15' });
    expect(body.kpis.revenue).toEqual({ value: '5500.01', previous: '1000.00', change_percent: '450.00' });
  });

  it('refuses a reversed range and an unknown month with 422', async () => {
    const kpis = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/analytics/dashboard-kpis?${query}`, headers: w.manager.headers });
    const reversed = await kpis('date_from=2024-03-01&date_to=2024-02-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body).toContain('date_to must be on or after date_from');
    const month = await kpis('year=2024&months=13');
    expect(month.statusCode).toBe(422);
    expect(month.body).toContain('months must be whole numbers from 1 to 12');
    const long = await kpis('date_from=2015-01-01&date_to=2024-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toEqual(
      fieldProblem('date_from', 'The period can cover at most 5 years', { where: 'query' }),
    );
  });
});

describe('monthly-revenue-trend', () => {
  const january = { month: '2024-01', ...FIGURES.L1_AND_L2, company_driver: FIGURES.L1, owner_operator: FIGURES.L2 };
  // L3 is a team load: Alice 60 % (1800.006 rounds to 1800.01), Cyd the rest (1200.00).
  const march = {
    month: '2024-03',
    ...FIGURES.L3,
    company_driver: {
      revenue: '1800.01',
      load_count: 1,
      loaded_miles: '720.00',
      empty_miles: '90.00',
      total_miles: '810.00',
      rpm_loaded: '2.50',
      rpm_total: '2.22',
    },
    owner_operator: {
      revenue: '1200.00',
      load_count: 1,
      loaded_miles: '480.00',
      empty_miles: '60.00',
      total_miles: '540.00',
      rpm_loaded: '2.50',
      rpm_total: '2.22',
    },
  };

  it('answers the months with deliveries, split by driver type', async () => {
    const body = await get('/api/analytics/monthly-revenue-trend?year=2024');
    expect(body.months).toEqual([january, march]);
  });

  it('answers every month of the period when asked for zero months', async () => {
    const body = await get('/api/analytics/monthly-revenue-trend?year=2024&include_zero_months=true');
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.months[1]).toEqual({
      month: '2024-02',
      ...zero,
      company_driver: zero,
      owner_operator: zero,
    });
    expect(body.months[2]).toEqual(march);
  });

  it('ends a year in progress today, with no months to come, whether or not the year is named', async () => {
    const year = Number(dayIn('UTC').slice(0, 4));
    for (const query of [`year=${year}&`, '']) {
      const body = await get(`/api/analytics/monthly-revenue-trend?${query}include_zero_months=true`);
      const today: string = body.period.date_to;
      // Today in the company's zone, whatever it is, lies within a day of UTC's.
      expect(today >= dayIn('Etc/GMT+12') && today <= dayIn('Pacific/Kiritimati'), today).toBe(true);
      expect(body.months.map((m: { month: string }) => m.month)).toEqual(
        Array.from(
          { length: Number(today.slice(5, 7)) },
          (_, i) => `${today.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`,
        ),
      );
    }
  });

  it('keeps to the months asked for, repeated or comma-separated', async () => {
    expect((await get('/api/analytics/monthly-revenue-trend?year=2024&months=1')).months).toEqual([january]);
    const both = await get('/api/analytics/monthly-revenue-trend?year=2024&months=3&months=2&include_zero_months=true');
    expect(both.months.map((m: { month: string }) => m.month)).toEqual(['2024-02', '2024-03']);
    const listed = await get('/api/analytics/monthly-revenue-trend?year=2024&months=1,3');
    expect(listed.months).toEqual([january, march]);
  });
});

describe('customer-revenue', () => {
  it('ranks customers by revenue with their share, and sums those beyond the limit', async () => {
    const all = await get('/api/analytics/customer-revenue?year=2024');
    expect(all.customers).toEqual([
      { customer_id: w.broker.x.id, name: w.broker.x.name, revenue: '4000.01', load_count: 2, share_percent: '61.54' },
      { customer_id: w.broker.y.id, name: w.broker.y.name, revenue: '2500.00', load_count: 1, share_percent: '38.46' },
    ]);
    expect(all).toMatchObject({ total_revenue: '6500.01', other_revenue: '0.00', total_customers: 2 });
    const top = await get('/api/analytics/customer-revenue?year=2024&limit=1');
    expect(top.customers.map((c: { customer_id: number }) => c.customer_id)).toEqual([w.broker.x.id]);
    expect(top).toMatchObject({ total_revenue: '6500.01', other_revenue: '2500.00', total_customers: 2 });
    const empty = await get('/api/analytics/customer-revenue?year=2022');
    expect(empty).toMatchObject({ customers: [], total_revenue: '0.00', other_revenue: '0.00', total_customers: 0 });
  });
});

describe('driver-miles-stats', () => {
  it('answers loaded and empty miles in total and by driver type', async () => {
    const body = await get('/api/analytics/driver-miles-stats?year=2024');
    expect(body.totals).toEqual({
      revenue: '6500.01',
      load_count: 3,
      loaded_miles: '2600.00',
      empty_miles: '250.00',
      total_miles: '2850.00',
      rpm_loaded: '2.50',
      rpm_total: '2.28',
      empty_percent: '8.77',
    });
    expect(body.by_driver_type).toEqual([
      {
        driver_type: 'company_driver',
        revenue: '2800.01',
        load_count: 2,
        loaded_miles: '1120.00',
        empty_miles: '190.00',
        total_miles: '1310.00',
        rpm_loaded: '2.50',
        rpm_total: '2.14',
        empty_percent: '14.50',
      },
      {
        driver_type: 'owner_operator',
        revenue: '3700.00',
        load_count: 2,
        loaded_miles: '1480.00',
        empty_miles: '60.00',
        total_miles: '1540.00',
        rpm_loaded: '2.50',
        rpm_total: '2.40',
        empty_percent: '3.90',
      },
    ]);
  });
});

describe('dispatch-performance', () => {
  const d1 = () => ({
    dispatcher_id: w.dispatcher.d1.id,
    name: `${w.dispatcher.d1.name} ${w.dispatcher.d1.last_name}`,
    ...FIGURES.L1_AND_L2,
    driver_count: 2,
    cancelled_count: 0,
    on_time_rate: '50.00',
    average_revenue_per_load: '1750.00',
  });
  const d2 = () => ({
    dispatcher_id: w.dispatcher.d2.id,
    name: `${w.dispatcher.d2.name} ${w.dispatcher.d2.last_name}`,
    ...FIGURES.L3,
    driver_count: 1,
    cancelled_count: 1,
    on_time_rate: '100.00',
    average_revenue_per_load: '3000.01',
  });

  it('answers each dispatcher, the one asked for, and the team average', async () => {
    const body = await get(
      `/api/analytics/dispatch-performance?date_from=2024-01-01&date_to=2024-12-31&dispatcher_id=${w.dispatcher.d2.id}`,
    );
    expect(body.dispatchers).toEqual([d1(), d2()]);
    expect(body.selected).toEqual(d2());
    expect(body.team_average).toEqual({
      dispatcher_count: 2,
      load_count: '1.50',
      revenue: '3250.01',
      total_miles: '1425.00',
      rpm_total: '2.28',
      rpm_loaded: '2.50',
      on_time_rate: '66.67',
      average_revenue_per_load: '2166.67',
    });
  });

  it('answers zeros for a dispatcher without loads and 404 for a user of another company', async () => {
    const idle = await get(`/api/analytics/dispatch-performance?year=2024&dispatcher_id=${w.dispatcher.idle.id}`);
    expect(idle.selected).toMatchObject({ dispatcher_id: w.dispatcher.idle.id, load_count: 0, revenue: '0.00' });
    const other = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/dispatch-performance?year=2024&dispatcher_id=${other.user.id}`,
      headers: w.manager.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Dispatcher not found');
  });
});

describe('drivers-performance', () => {
  it('answers the spec rows, best revenue first, with the summary', async () => {
    const body = await get('/api/analytics/drivers-performance?year=2024', w.analyst.headers);
    expect(body.drivers).toEqual([
      {
        id: w.driver.cyd.id,
        name: `Cyd ${w.driver.cyd.last_name}`,
        driver_type: 'owner_operator',
        load_count: 2,
        revenue: '3700.00',
        loaded_miles: '1480.00',
        empty_miles: '60.00',
        total_miles: '1540.00',
        revenue_per_loaded_mile: '2.50',
        revenue_per_total_mile: '2.40',
      },
      {
        id: w.driver.alice.id,
        name: `Alice ${w.driver.alice.last_name}`,
        driver_type: 'company_driver',
        load_count: 2,
        revenue: '2800.01',
        loaded_miles: '1120.00',
        empty_miles: '190.00',
        total_miles: '1310.00',
        revenue_per_loaded_mile: '2.50',
        revenue_per_total_mile: '2.14',
      },
    ]);
    expect(body.summary).toEqual({
      total_drivers: 2,
      company_drivers: 1,
      owner_operators: 1,
      total_revenue: '6500.01',
      total_miles: '2850.00',
    });
  });

  it('reuses the answer until a load of the company changes status', async () => {
    const url = '/api/analytics/drivers-performance?year=2024&months=3';
    const first = await get(url);
    // A change made behind the API's back is not seen while the answer is reused...
    await t.db.update(loads).set({ rate_booked: '9999.00' }).where(eq(loads.id, w.load.L3!));
    const again = await get(url);
    expect(again).toEqual(first);
    // ...until a load of the company changes status through the API.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${w.load.L5}/status`,
      headers: w.manager.headers,
      payload: { status_id: w.status.Delivered },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await get(url);
    expect(fresh.cached_at >= first.cached_at).toBe(true);
    expect(fresh.summary.total_revenue).toBe('10699.00'); // 9999.00 (L3) + 700.00 (L5 now delivered)
    // Put the fixture back for the other tests.
    await t.db.update(loads).set({ status_id: w.status.Booked! }).where(eq(loads.id, w.load.L5!));
    await t.db.update(loads).set({ rate_booked: '3000.01' }).where(eq(loads.id, w.load.L3!));
  });

  it('keeps each company and period apart in the cache, and lets entries expire', () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 300_000, now: () => now });
    cache.set(1, 'a', 'one', cache.generation(1));
    cache.set(2, 'a', 'two', cache.generation(2));
    expect(cache.get(1, 'a')?.value).toBe('one');
    expect(cache.get(1, 'b')).toBeUndefined();
    cache.invalidate(1);
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')?.value).toBe('two');
    // An answer computed before an invalidation is not stored after it.
    const before = cache.generation(2);
    cache.invalidate(2);
    cache.set(2, 'a', 'stale', before);
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set(2, 'a', 'fresh', cache.generation(2));
    now = 299_999;
    expect(cache.get(2, 'a')?.value).toBe('fresh');
    now = 300_000;
    expect(cache.get(2, 'a')).toBeUndefined();
  });
});

describe('dispatcher-workload', () => {
  it('answers each dispatcher, idle ones included, and the loads by status', async () => {
    const body = await get('/api/analytics/dispatcher-workload?year=2024');
    const named = (u: { id: number; name: string; last_name: string }) => ({
      dispatcher_id: u.id,
      name: `${u.name} ${u.last_name}`,
    });
    expect(body.dispatchers).toEqual([
      // L1, L2 and L5 picked up in 2024 (Alice, Cyd, Bo); L5 is still open.
      {
        ...named(w.dispatcher.d1),
        assigned_drivers: 2,
        active_drivers: 3,
        booked_loads: 3,
        open_loads: 1,
        cancelled_loads: 0,
        loads_per_driver: '1.00',
      },
      {
        ...named(w.dispatcher.d2),
        assigned_drivers: 0,
        active_drivers: 1,
        booked_loads: 1,
        open_loads: 0,
        cancelled_loads: 1,
        loads_per_driver: '1.00',
      },
      {
        ...named(w.dispatcher.idle),
        assigned_drivers: 0,
        active_drivers: 0,
        booked_loads: 0,
        open_loads: 0,
        cancelled_loads: 0,
        loads_per_driver: null,
      },
    ]);
    expect(body.by_status.map((s: { name: string; count: number }) => [s.name, s.count])).toEqual([
      ['Booked', 1],
      ['Delivered', 1],
      ['Invoiced', 1],
      ['Paid', 1],
      ['Cancelled', 1],
    ]);
  });
});

describe('broker-performance', () => {
  it('answers revenue, volume, rates and cancellations per broker', async () => {
    const body = await get('/api/analytics/broker-performance?year=2024');
    expect(body.brokers).toEqual([
      {
        customer_id: w.broker.x.id,
        name: w.broker.x.name,
        revenue: '4000.01',
        load_count: 2,
        loaded_miles: '1600.00',
        empty_miles: '250.00',
        total_miles: '1850.00',
        rpm_loaded: '2.50',
        rpm_total: '2.16',
        cancelled_count: 0,
        cancellation_rate: '0.00',
        payment_terms_days: w.broker.x.payment_terms_days,
        average_days_to_pay: null,
      },
      {
        customer_id: w.broker.y.id,
        name: w.broker.y.name,
        ...FIGURES.L2,
        cancelled_count: 1,
        cancellation_rate: '50.00',
        payment_terms_days: w.broker.y.payment_terms_days,
        average_days_to_pay: null,
      },
    ]);
    expect(body.total_customers).toBe(2);
  });

  it("averages the days from invoice to payment over the broker's paid loads of the period", async () => {
    const xs = await t.db
      .select({ id: loads.id, day: loads.last_delivery_date, status: loadStatuses.name })
      .from(loads)
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
      .where(and(eq(loads.company_id, w.company.id), eq(loads.broker_id, w.broker.x.id)));
    const counted = xs.filter((l) => l.day?.startsWith('2024') && ['Delivered', 'Invoiced', 'Paid'].includes(l.status));
    expect(counted).toHaveLength(2);
    const [first, second] = counted as [(typeof counted)[0], (typeof counted)[0]];
    const pay = (id: number, n: number, invoiced: string, paid: string | null) =>
      t.db.update(loads).set({ invoice_number: n, invoice_date: invoiced, paid_date: paid }).where(eq(loads.id, id));
    try {
      await pay(first.id, 70001, '2024-03-01', '2024-03-21');
      await pay(second.id, 70002, '2024-03-01', null);
      const one = (await get('/api/analytics/broker-performance?year=2024')).brokers[0];
      expect(one).toMatchObject({ customer_id: w.broker.x.id, average_days_to_pay: '20.0' });
      await pay(second.id, 70002, '2024-03-01', '2024-04-01');
      const two = (await get('/api/analytics/broker-performance?year=2024')).brokers[0];
      expect(two.average_days_to_pay).toBe('25.5');
    } finally {
      await t.db
        .update(loads)
        .set({ invoice_number: null, invoice_date: null, paid_date: null })
        .where(and(eq(loads.company_id, w.company.id), eq(loads.broker_id, w.broker.x.id)));
    }
  });
});

describe('on-time-delivery', () => {
  it('answers on-time final deliveries per month and in total', async () => {
    const body = await get('/api/analytics/on-time-delivery?year=2024');
    expect(body).toMatchObject({ delivered: 3, measured: 3, on_time: 2, on_time_rate: '66.67' });
    expect(body.months).toEqual([
      { month: '2024-01', delivered: 2, measured: 2, on_time: 1, on_time_rate: '50.00' },
      { month: '2024-03', delivered: 1, measured: 1, on_time: 1, on_time_rate: '100.00' },
    ]);
  });
});

describe('revenue-efficiency', () => {
  it('answers revenue per mile and per truck for each week', async () => {
    const body = await get('/api/analytics/revenue-efficiency?year=2024');
    expect(body.totals).toMatchObject({ revenue: '6500.01', rpm_total: '2.28', rpm_loaded: '2.50' });
    expect(body.weeks).toEqual([
      // L1 (Monday 15 January) and L2 (Saturday 20th); only Alice had a truck (T1) then.
      {
        week: '2024-01-15',
        revenue: '3500.00',
        total_miles: '1500.00',
        rpm_total: '2.33',
        trucks: 1,
        revenue_per_truck: '3500.00',
      },
      // L3 on Sunday 10 March: Alice on T1 and Cyd on T2.
      {
        week: '2024-03-04',
        revenue: '3000.01',
        total_miles: '1350.00',
        rpm_total: '2.22',
        trucks: 2,
        revenue_per_truck: '1500.01',
      },
    ]);
    expect(body.revenue_per_truck_per_week).toBe('2166.67');
  });
});

describe('truck-utilisation', () => {
  it('answers the days each truck had a load that was not cancelled', async () => {
    const body = await get('/api/analytics/truck-utilisation?year=2024');
    expect(body.period_days).toBe(366);
    expect(
      body.trucks.map((r: { days_with_load: number; utilisation_percent: string }) => [
        r.days_with_load,
        r.utilisation_percent,
      ]),
    ).toEqual([
      [2, '0.55'], // T1: L1 and L3
      [1, '0.27'], // T2: L3 (Cyd had no truck for L2)
      [1, '0.27'], // T3: Bo's booked L5; his cancelled L4 does not count
    ]);
    expect(body.average_utilisation_percent).toBe('0.36');
    const march = await get('/api/analytics/truck-utilisation?year=2024&months=3');
    expect(march.period_days).toBe(31);
    expect(march.trucks.map((r: { days_with_load: number }) => r.days_with_load)).toEqual([1, 1, 1]);
  });

  it('follows a truck change in the middle of a load, day by day', async () => {
    // Dee drives TA until 10:00 on 3 May (Chicago) and TB from 4 May; her load runs 2 to 5 May.
    const c = await buildSignedInCompany(t.app, t.db);
    const company_id = c.company.id;
    const [delivered] = await t.db
      .insert(loadStatuses)
      .values({ company_id, name: 'Delivered', sort_order: 0, meaning: 'delivered' })
      .returning();
    const [dee] = await t.db
      .insert(drivers)
      .values({ company_id, first_name: 'Dee', last_name: unique('Day') })
      .returning();
    const [ta, tb] = await t.db
      .insert(trucks)
      .values([
        { company_id, unit_number: unique('TA') },
        { company_id, unit_number: unique('TB') },
      ])
      .returning();
    await t.db.insert(driverEquipmentAssignments).values([
      {
        company_id,
        driver_id: dee!.id,
        truck_id: ta!.id,
        is_active: false,
        assigned_at: new Date('2024-04-20T12:00:00Z'),
        unassigned_at: new Date('2024-05-03T15:00:00Z'),
      },
      { company_id, driver_id: dee!.id, truck_id: tb!.id, assigned_at: new Date('2024-05-04T15:00:00Z') },
    ]);
    const [broker] = await t.db
      .insert(customers)
      .values({ company_id, name: unique('Zed Freight ') })
      .returning();
    await t.db.insert(loads).values({
      company_id,
      load_number: unique('M-'),
      broker_id: broker!.id,
      driver_id: dee!.id,
      status_id: delivered!.id,
      rate_booked: '900.00',
      loaded_miles: '600',
      empty_miles: '0',
      first_pickup_date: '2024-05-02',
      last_delivery_date: '2024-05-05',
    });
    const days = async (query: string) =>
      (await get(`/api/analytics/truck-utilisation?${query}`, c.headers)).trucks.map(
        (r: { unit_number: string; days_with_load: number }) => [r.unit_number, r.days_with_load],
      );
    expect(await days('year=2024&months=5')).toEqual([
      [ta!.unit_number, 2],
      [tb!.unit_number, 2],
    ]);
    expect(await days('date_from=2024-05-03&date_to=2024-05-04')).toEqual([
      [ta!.unit_number, 1],
      [tb!.unit_number, 1],
    ]);
    // Delivered on 5 May: only TB was in use that day.
    const kpis = await get('/api/analytics/dashboard-kpis?year=2024&months=5', c.headers);
    expect(kpis.kpis.active_trucks.value).toBe('1');
    const weeks = await get('/api/analytics/revenue-efficiency?year=2024&months=5', c.headers);
    expect(weeks.weeks).toMatchObject([{ week: '2024-04-29', revenue: '900.00', trucks: 1 }]);
  });
});

describe('compliance', () => {
  it('answers the expiry record and the drivers missing each qualification document', async () => {
    await t.db
      .update(drivers)
      .set({ cdl_expiry: dayFromToday(12) })
      .where(eq(drivers.id, w.driver.alice.id));
    await recordExpiries(t.db);
    await t.db.insert(documents).values({
      company_id: w.company.id,
      original_filename: 'cdl.pdf',
      document_type: 'cdl',
      category: 'driver',
      content_type: 'application/pdf',
      file_size: 10,
      storage_key: unique('k-'),
      driver_id: w.driver.alice.id,
    });
    const body = await get('/api/analytics/compliance', w.analyst.headers);
    expect(body.expiries).toEqual([
      expect.objectContaining({ subject_id: w.driver.alice.id, kind: 'cdl', state: 'expiring', days_left: 12 }),
    ]);
    const missing = Object.fromEntries(
      body.missing_documents.map((m: { document_type: string; count: number; drivers: { driver_id: number }[] }) => [
        m.document_type,
        [m.count, m.drivers.map((d) => d.driver_id)],
      ]),
    );
    const all = [w.driver.alice.id, w.driver.bo.id, w.driver.cyd.id];
    expect(missing).toEqual({
      driver_application: [3, all],
      cdl: [2, [w.driver.bo.id, w.driver.cyd.id]],
      medical_card: [3, all],
      mvr: [3, all],
      drug_test: [3, all],
      employer_verification: [3, all],
      fmcsa_clearinghouse: [3, all],
    });
  });
});

describe('access', () => {
  it('lets analysts and accountants in and keeps dispatchers out', async () => {
    for (const role of ['ANALYST', 'ACCOUNTANT', 'DISPATCHER'] as const) {
      const c = await buildSignedInCompany(t.app, t.db, role);
      const res = await t.app.inject({ method: 'GET', url: '/api/analytics/dashboard-kpis', headers: c.headers });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(role === 'DISPATCHER' ? 403 : 200);
    }
  });

  it("never shows one company's loads to another", async () => {
    const year = 2024;
    await expectTenantIsolation({
      ...t,
      role: 'MANAGER',
      summaries: [
        `/api/analytics/dashboard-kpis?year=${year}`,
        `/api/analytics/monthly-revenue-trend?year=${year}`,
        `/api/analytics/customer-revenue?year=${year}`,
        `/api/analytics/driver-miles-stats?year=${year}`,
        `/api/analytics/dispatch-performance?year=${year}`,
        `/api/analytics/drivers-performance?year=${year}`,
        `/api/analytics/dispatcher-workload?year=${year}`,
        `/api/analytics/broker-performance?year=${year}`,
        `/api/analytics/on-time-delivery?year=${year}`,
        `/api/analytics/revenue-efficiency?year=${year}`,
        `/api/analytics/truck-utilisation?year=${year}`,
        '/api/analytics/compliance',
      ],
      create: async (a) => {
        const companyId = a.company.id;
        const id = await bookTenantLoad(t.app, t.db, a, {
          status: 'Delivered',
          meaning: 'delivered',
          events: [
            { event_order: 1, event_type: 'pickup', event_date: `${year}-05-01` },
            { event_order: 2, event_type: 'delivery', event_date: `${year}-05-02` },
          ],
          rate_cargo: { rate_booked: 1234.5, loaded_miles: 500 },
        });
        const [row] = await t.db
          .select({ id: loads.id })
          .from(loads)
          .where(and(eq(loads.company_id, companyId), eq(loads.id, id)));
        return row!.id;
      },
    });
  });
});

describe('OpenAPI document', () => {
  it('documents each answer shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer('/api/analytics/drivers-performance').properties)).toEqual(
      expect.arrayContaining(['drivers', 'summary']),
    );
    expect(answer('/api/analytics/drivers-performance').properties.drivers.items.required).toEqual(
      expect.arrayContaining(['revenue_per_loaded_mile', 'revenue_per_total_mile', 'driver_type']),
    );
    expect(Object.keys(answer('/api/analytics/dashboard-kpis').properties.kpis.properties)).toContain('on_time_rate');
    expect(answer('/api/analytics/monthly-revenue-trend').properties.months.type).toBe('array');
    expect(answer('/api/analytics/customer-revenue').properties).toHaveProperty('other_revenue');
    expect(answer('/api/analytics/driver-miles-stats').properties).toHaveProperty('by_driver_type');
    expect(answer('/api/analytics/dispatch-performance').properties).toHaveProperty('team_average');
  });
});
