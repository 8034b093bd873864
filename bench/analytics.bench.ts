// Each analytics call (GET /api/analytics/*) on the built API over the 1,000,000-load benchmark
// data, beside one hand-written aggregate SQL statement giving the same figures, run from this
// process on its own connection as the table owner; then the Management Dashboard's first render in
// Chromium. Run `npm run bench:loads:generate` first (it also adds what the dashboards read).
// Targets: each call's median <= 2x the hand SQL's; the dashboard's charts drawn within 2 s.
//
// The API keeps the drivers-performance answer for 5 minutes (decision 0100), so "cold" runs ask
// each call for a different period (a 365-day window ending 0, 1, 2... days before today) and the
// hand SQL for the same one; no answer is served from the cache. "Warm" runs repeat one period:
// for drivers-performance that is the cache, for the other calls the same work again. PostgreSQL's
// buffers are warm in both (the data fits in memory); neither side is measured from disk.
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { demoAccessToken, startServer } from './support/server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the database filled by bench:loads:generate.');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const ONLY = process.env.BENCH_CALLS?.split(',');

const REVENUE = `(s.meaning = 'delivered')`;
const CANCELLED = `(s.meaning = 'cancelled')`;
/** Loads whose figures count: revenue statuses, delivered in $2..$3. */
const counted = `c as (
  select l.id, l.driver_id, l.secondary_driver_id, l.broker_id, l.dispatcher_id, l.last_delivery_date as day,
    l.invoice_date, l.paid_date, coalesce(l.rate_booked, 0) as rate, coalesce(l.loaded_miles, 0) as loaded,
    coalesce(l.empty_miles, 0) as empty,
    case when l.is_team_load and l.secondary_driver_id is not null
      then coalesce(l.team_pay_split_primary, 50) else 100 end as pct
  from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
  where l.company_id = $1 and ${REVENUE} and l.last_delivery_date between $2::date and $3::date)`;
/** Each counted load's figures split between its drivers (team loads by the pay split). */
const shares = `sh as (
  select c.id, c.day, x.driver_id, x.rate, x.loaded, x.empty from c cross join lateral (
    select c.driver_id, round(c.rate * c.pct / 100, 2), round(c.loaded * c.pct / 100, 2), round(c.empty * c.pct / 100, 2)
    union all
    select c.secondary_driver_id, c.rate - round(c.rate * c.pct / 100, 2), c.loaded - round(c.loaded * c.pct / 100, 2),
      c.empty - round(c.empty * c.pct / 100, 2) where c.pct < 100
  ) x(driver_id, rate, loaded, empty) where x.driver_id is not null)`;
const finalDelivery = `cross join lateral (select e.completed_at, e.appointment_time_higher, e.event_date
  from load_events e where e.load_id = c.id and e.event_type = 'delivery' order by e.event_order desc limit 1) fd`;
const onTime = `fd.completed_at <= coalesce(fd.appointment_time_higher, (fd.event_date + 1)::timestamp at time zone $4)`;
/** Truck assignments as company days, and the drivers of the counted loads by day (a hash join between them). */
const assigned = `asg as (select driver_id, truck_id, (assigned_at at time zone $4)::date as f,
    (unassigned_at at time zone $4)::date as t
  from driver_equipment_assignments where company_id = $1 and truck_id is not null)`;
/** Each driver of a counted load with its delivery day (with the period `k` when there are two). */
const driverDays = (byPeriod: boolean) => {
  const k = byPeriod ? 'k, ' : '';
  return `dd as (select ${k}driver_id, day from c where driver_id is not null
  union select ${k}secondary_driver_id, day from c where secondary_driver_id is not null)`;
};
const truckOn = 'dd join asg a on a.driver_id = dd.driver_id and a.f <= dd.day and (a.t is null or a.t >= dd.day)';
const figures = (p = '') => `sum(${p}rate)::numeric(16, 2)::text as revenue, count(distinct ${p}id)::int as loads,
  sum(${p}loaded)::numeric(16, 2)::text as loaded, sum(${p}empty)::numeric(16, 2)::text as empty`;

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: an answer is read field by field and compared with the SQL's figures
type Json = Record<string, any>;
const num = (v: unknown) => Number(v ?? 0);
const sum = (rows: Row[], k: string) => rows.reduce((n, r) => n + num(r[k]), 0);
const cents = (v: unknown) => Math.round(num(v) * 100);

/** One analytics call: its path and extra parameters, the hand SQL ($1 company, $2-$3 period, $4 time zone, $5-$6 previous period) and a check that both give the same figures. */
type Call = { path: string; extra?: Record<string, string>; sql: string; same: (api: Json, rows: Row[]) => boolean };

const CALLS: Call[] = [
  {
    path: 'dashboard-kpis',
    sql: `with p(k, f, t) as (values (0, $2::date, $3::date), (1, $5::date, $6::date)),
      c as (select p.k, l.id, l.driver_id, l.secondary_driver_id, l.last_delivery_date as day,
          coalesce(l.rate_booked, 0) as rate, coalesce(l.loaded_miles, 0) as loaded, coalesce(l.empty_miles, 0) as empty
        from p join loads l on l.company_id = $1 and l.last_delivery_date between p.f and p.t
          join load_statuses s on s.id = l.status_id and s.company_id = $1 where ${REVENUE}),
      fig as (select k, ${figures()} from c group by k),
      ot as (select c.k, count(fd.completed_at)::int as measured, count(*) filter (where ${onTime})::int as on_time
        from c ${finalDelivery} group by c.k),
      ${assigned}, ${driverDays(true)},
      tr as (select dd.k, count(distinct a.truck_id)::int as trucks from ${truckOn} group by dd.k)
      select * from p left join fig using (k) left join ot using (k) left join tr using (k) order by k`,
    same: (api, rows) =>
      cents(api.kpis.revenue.value) === cents(rows[0]!.revenue) &&
      String(api.kpis.active_trucks.value) === String(rows[0]!.trucks ?? 0) &&
      cents(api.kpis.revenue.previous) === cents(rows[1]!.revenue),
  },
  {
    path: 'monthly-revenue-trend',
    extra: { include_zero_months: 'true' },
    sql: `with ${counted}, ${shares}
      select to_char(day, 'YYYY-MM') as month, null as driver_type, ${figures()} from c group by 1
      union all
      select to_char(sh.day, 'YYYY-MM'), d.driver_type, ${figures('sh.')}
      from sh join drivers d on d.id = sh.driver_id group by 1, 2 order by 1, 2`,
    same: (api, rows) =>
      sum(api.months, 'load_count') ===
        sum(
          rows.filter((r) => r.driver_type === null),
          'loads',
        ) &&
      sum(
        api.months.map((m: Json) => m.owner_operator),
        'load_count',
      ) ===
        sum(
          rows.filter((r) => r.driver_type === 'owner_operator'),
          'loads',
        ),
  },
  {
    path: 'customer-revenue',
    extra: { limit: '8' },
    sql: `with ${counted}, per as (select broker_id, sum(rate) as revenue, count(*) as n from c group by broker_id)
      select per.broker_id, cu.name, per.revenue::text, per.n::int, (sum(per.revenue) over ())::text as total,
        (count(*) over ())::int as customers
      from per join customers cu on cu.id = per.broker_id
      order by per.revenue desc, lower(cu.name), per.broker_id limit 8`,
    same: (api, rows) =>
      api.customers.map((c: Json) => c.customer_id).join() === rows.map((r) => r.broker_id).join() &&
      cents(api.total_revenue) === cents(rows[0]?.total),
  },
  {
    path: 'driver-miles-stats',
    sql: `with ${counted}, ${shares}
      select null as driver_type, ${figures()} from c
      union all
      select d.driver_type, ${figures('sh.')} from sh join drivers d on d.id = sh.driver_id group by 1`,
    same: (api, rows) =>
      cents(api.totals.revenue) === cents(rows[0]!.revenue) &&
      cents(api.by_driver_type.find((t: Json) => t.driver_type === 'owner_operator').revenue) ===
        cents(rows.find((r) => r.driver_type === 'owner_operator')?.revenue),
  },
  {
    path: 'dispatch-performance',
    sql: `with ${counted},
      per as (select dispatcher_id, sum(rate) as rate, count(*) as n, sum(loaded) as loaded, sum(empty) as empty,
          count(distinct driver_id) as drivers from c where dispatcher_id is not null group by 1),
      ot as (select c.dispatcher_id, count(fd.completed_at) as measured, count(*) filter (where ${onTime}) as on_time
        from c ${finalDelivery} where c.dispatcher_id is not null group by 1),
      x as (select l.dispatcher_id, count(*) as n from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
        where l.company_id = $1 and l.dispatcher_id is not null and ${CANCELLED}
          and coalesce(l.last_delivery_date, l.first_pickup_date) between $2::date and $3::date group by 1)
      select u.id, u.name, u.last_name, per.rate::text, per.n, per.loaded, per.empty, per.drivers,
        ot.measured, ot.on_time, x.n as cancelled, count(*) over () as team, sum(per.rate) over () as team_rate,
        sum(per.n) over () as team_n, sum(per.loaded + per.empty) over () as team_miles
      from users u left join per on per.dispatcher_id = u.id left join ot on ot.dispatcher_id = u.id
        left join x on x.dispatcher_id = u.id
      where u.company_id = $1 and (per.dispatcher_id is not null or x.dispatcher_id is not null)
      order by coalesce(per.rate, 0) desc, lower(u.last_name), lower(u.name), u.id`,
    same: (api, rows) =>
      api.dispatchers.map((d: Json) => d.dispatcher_id).join() === rows.map((r) => r.id).join() &&
      sum(api.dispatchers, 'cancelled_count') === sum(rows, 'cancelled'),
  },
  {
    path: 'drivers-performance',
    sql: `with ${counted}, ${shares}
      select d.id, d.first_name, d.last_name, d.driver_type, ${figures('sh.')},
        round(sum(sh.rate) / nullif(sum(sh.loaded), 0), 2)::text as rpm_loaded,
        round(sum(sh.rate) / nullif(sum(sh.loaded + sh.empty), 0), 2)::text as rpm_total
      from sh join drivers d on d.id = sh.driver_id
      group by d.id order by sum(sh.rate) desc, lower(d.last_name), lower(d.first_name), d.id`,
    same: (api, rows) => api.drivers.map((d: Json) => d.id).join() === rows.map((r) => r.id).join(),
  },
  {
    path: 'dispatcher-workload',
    sql: `with b as (select l.dispatcher_id, count(*) filter (where not ${CANCELLED}) as booked,
          count(*) filter (where ${CANCELLED}) as cancelled, count(distinct l.driver_id) filter (where not ${CANCELLED}) as drivers
        from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
        where l.company_id = $1 and l.dispatcher_id is not null and l.first_pickup_date between $2::date and $3::date group by 1),
      o as (select l.dispatcher_id, count(*) as n from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
        where l.company_id = $1 and l.dispatcher_id is not null and not ${CANCELLED} and not ${REVENUE} group by 1),
      a as (select a.user_id, count(*) as n from dispatcher_assignments a join drivers d on d.id = a.driver_id and d.is_active
        where a.company_id = $1 group by 1),
      st as (select s.id, s.name, s.sort_order, count(l.id)::int as n from load_statuses s
        left join loads l on l.status_id = s.id and l.company_id = $1 and l.first_pickup_date between $2::date and $3::date
        where s.company_id = $1 group by s.id)
      select (select json_agg(json_build_object('id', u.id, 'booked', coalesce(b.booked, 0), 'cancelled', coalesce(b.cancelled, 0),
            'drivers', coalesce(b.drivers, 0), 'open', coalesce(o.n, 0), 'assigned', coalesce(a.n, 0)) order by coalesce(b.booked, 0) desc)
          from users u join user_roles r on r.user_id = u.id and r.role_id = 3
            left join b on b.dispatcher_id = u.id left join o on o.dispatcher_id = u.id left join a on a.user_id = u.id
          where u.company_id = $1 and (u.is_active or b.booked > 0 or o.n > 0)) as dispatchers,
        (select json_agg(json_build_object('id', st.id, 'name', st.name, 'count', st.n) order by st.sort_order, st.id) from st) as by_status`,
    same: (api, rows) =>
      sum(api.dispatchers, 'booked_loads') === sum(rows[0]!.dispatchers as Row[], 'booked') &&
      sum(api.by_status, 'count') === sum(rows[0]!.by_status as Row[], 'count'),
  },
  {
    path: 'broker-performance',
    extra: { limit: '10' },
    sql: `with ${counted},
      per as (select broker_id, sum(rate) as rate, count(*) as n, sum(loaded) as loaded, sum(empty) as empty,
          round(avg(paid_date - invoice_date) filter (where paid_date is not null and invoice_date is not null), 1)::text as days
        from c group by 1),
      x as (select l.broker_id, count(*) as n from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
        where l.company_id = $1 and ${CANCELLED}
          and coalesce(l.last_delivery_date, l.first_pickup_date) between $2::date and $3::date group by 1)
      select cu.id, cu.name, cu.payment_terms_days, per.rate::text, per.n, per.loaded, per.empty, per.days,
        x.n as cancelled, count(*) over () as customers
      from customers cu left join per on per.broker_id = cu.id left join x on x.broker_id = cu.id
      where cu.company_id = $1 and (per.broker_id is not null or x.broker_id is not null)
      order by coalesce(per.rate, 0) desc, lower(cu.name), cu.id limit 10`,
    same: (api, rows) =>
      api.brokers.map((b: Json) => `${b.customer_id}:${b.average_days_to_pay}`).join() ===
      rows.map((r) => `${r.id}:${r.days}`).join(),
  },
  {
    path: 'on-time-delivery',
    sql: `with ${counted}
      select to_char(c.day, 'YYYY-MM') as month, count(*)::int as delivered, count(fd.completed_at)::int as measured,
        count(*) filter (where ${onTime})::int as on_time
      from c ${finalDelivery} group by 1 order by 1`,
    same: (api, rows) => api.delivered === sum(rows, 'delivered') && api.on_time === sum(rows, 'on_time'),
  },
  {
    path: 'revenue-efficiency',
    sql: `with ${counted},
      w as (select date_trunc('week', day)::date as week, ${figures()} from c group by rollup (1)),
      ${assigned}, ${driverDays(false)},
      t as (select date_trunc('week', dd.day)::date as week, count(distinct a.truck_id)::int as trucks
        from ${truckOn} group by 1)
      select w.*, coalesce(t.trucks, 0) as trucks from w left join t on t.week = w.week order by w.week nulls last`,
    same: (api, rows) =>
      cents(api.totals.revenue) === cents(rows.at(-1)!.revenue) &&
      sum(api.weeks, 'trucks') === sum(rows, 'trucks') &&
      api.weeks.length === rows.length - 1,
  },
  {
    path: 'truck-utilisation',
    sql: `with c as (select l.id, l.driver_id, l.secondary_driver_id, greatest(l.first_pickup_date, $2::date) as f,
          least(coalesce(l.last_delivery_date, l.first_pickup_date), $3::date) as t
        from loads l join load_statuses s on s.id = l.status_id and s.company_id = $1
        where l.company_id = $1 and not ${CANCELLED} and l.first_pickup_date <= $3::date
          and coalesce(l.last_delivery_date, l.first_pickup_date) >= $2::date),
      ${assigned},
      cd as (select driver_id, f, t from c where driver_id is not null
        union all select secondary_driver_id, f, t from c where secondary_driver_id is not null),
      busy as (select distinct a.truck_id, d::date as day
        from cd join asg a on a.driver_id = cd.driver_id and a.f <= cd.t and (a.t is null or a.t >= cd.f)
          cross join generate_series(greatest(cd.f, a.f), least(cd.t, coalesce(a.t, cd.t)), interval '1 day') d)
      select t.id, t.unit_number, count(busy.day)::int as days from trucks t left join busy on busy.truck_id = t.id
      where t.company_id = $1 and t.status <> 'sold' group by t.id order by 3 desc, lower(t.unit_number), t.id`,
    same: (api, rows) => api.trucks.length === rows.length && sum(api.trucks, 'days_with_load') === sum(rows, 'days'),
  },
];

const day = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
/** A 365-day window ending `back` days before today, and the 365 days before it (the KPIs' previous period). */
const periodOf = (today: string, back: number) => {
  const to = day(today, -back);
  const from = day(to, -364);
  return { from, to, previousFrom: day(from, -365), previousTo: day(from, -1) };
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** Nearest-rank 95th percentile. */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)]!;
const ms = (x: number) => x.toFixed(1);

const client = new pg.Client({ connectionString: url });
await client.connect();
const [acme] = (await client.query(`select id, time_zone from companies where name = 'Acme Freight'`)).rows;
const [{ today }] = (
  await client.query(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today`, [acme.time_zone])
).rows;
const [{ n: allLoads }] = (await client.query('select count(*)::int n from loads')).rows;
const [{ n: companyLoads }] = (await client.query('select count(*)::int n from loads where company_id = $1', [acme.id]))
  .rows;

const server = await startServer(Number(process.env.BENCH_PORT ?? 8096), { DATABASE_URL: url });
let failed = false;
try {
  const headers = { authorization: `Bearer ${await demoAccessToken(server.base)}` };

  const api = async (call: Call, p: ReturnType<typeof periodOf>) => {
    const search = new URLSearchParams({ date_from: p.from, date_to: p.to, ...call.extra });
    const started = performance.now();
    const res = await fetch(`${server.base}/api/analytics/${call.path}?${search}`, { headers });
    const body = (await res.json()) as Json;
    const took = performance.now() - started;
    if (!res.ok) throw new Error(`${call.path}: ${res.status} ${JSON.stringify(body)}`);
    return { took, body };
  };
  const hand = async (call: Call, p: ReturnType<typeof periodOf>) => {
    const used = Math.max(...[...call.sql.matchAll(/\$(\d)/g)].map((m) => Number(m[1])));
    const values = [acme.id, p.from, p.to, acme.time_zone, p.previousFrom, p.previousTo].slice(0, used);
    const started = performance.now();
    const { rows } = await client.query(call.sql, values);
    return { took: performance.now() - started, rows: rows as Row[] };
  };

  const results: Record<string, Record<string, string>> = {};
  for (const call of CALLS.filter((c) => !ONLY || ONLY.includes(c.path))) {
    // Warm-up on a period no run asks for; the answers must agree.
    const w = periodOf(today, RUNS + 1);
    const first = await api(call, w);
    const firstRows = await hand(call, w);
    if (!call.same(first.body, firstRows.rows)) throw new Error(`${call.path}: the API and the hand SQL disagree`);
    const cold = { api: [] as number[], sql: [] as number[] };
    const warm = { api: [] as number[], sql: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      const p = periodOf(today, i);
      // Alternate which side goes first so load on the machine falls on both.
      if (i % 2) {
        cold.sql.push((await hand(call, p)).took);
        cold.api.push((await api(call, p)).took);
      } else {
        cold.api.push((await api(call, p)).took);
        cold.sql.push((await hand(call, p)).took);
      }
    }
    const p0 = periodOf(today, 0);
    for (let i = 0; i < RUNS; i++) {
      warm.api.push((await api(call, p0)).took);
      warm.sql.push((await hand(call, p0)).took);
    }
    const ratio = median(cold.api) / median(cold.sql);
    const warmRatio = median(warm.api) / median(warm.sql);
    if (ratio > 2) failed = true;
    results[call.path] = {
      'API ms (p95)': `${ms(median(cold.api))} (${ms(p95(cold.api))})`,
      'SQL ms (p95)': `${ms(median(cold.sql))} (${ms(p95(cold.sql))})`,
      ratio: `${ratio.toFixed(2)}x (p95 ${(p95(cold.api) / p95(cold.sql)).toFixed(2)}x)`,
      'warm API ms (p95)': `${ms(median(warm.api))} (${ms(p95(warm.api))})`,
      'warm SQL ms (p95)': `${ms(median(warm.sql))} (${ms(p95(warm.sql))})`,
      'warm ratio': `${warmRatio.toFixed(2)}x`,
      target: ratio <= 2 ? 'MET' : 'NOT MET',
    };
    console.log(`${call.path}: ${JSON.stringify(results[call.path])}`);
  }
  // For scale: the fixed cost of a small authenticated tenant read (HTTP, authentication, the tenant
  // transaction's three round trips, serialising), the company's seven load statuses with their count.
  if (!ONLY) {
    const api: number[] = [];
    const sqlTimes: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      let started = performance.now();
      const res = await fetch(`${server.base}/api/load-statuses/`, { headers });
      await res.json();
      if (i > 0) api.push(performance.now() - started);
      started = performance.now();
      await client.query('select * from load_statuses where company_id = $1 order by sort_order, id', [acme.id]);
      if (i > 0) sqlTimes.push(performance.now() - started);
    }
    results['(reference) load-statuses list'] = {
      'API ms (p95)': `${ms(median(api))} (${ms(p95(api))})`,
      'SQL ms (p95)': `${ms(median(sqlTimes))} (${ms(p95(sqlTimes))})`,
      ratio: `${(median(api) / median(sqlTimes)).toFixed(2)}x`,
      target: '-',
    };
  }
  console.log(
    `\n${allLoads} loads in the database, ${companyLoads} of the signed-in company; ${RUNS} cold runs (a new 365-day period each) and ${RUNS} warm runs per call; medians, p95 in brackets`,
  );
  console.table(results);

  if (RENDER_RUNS > 0) {
    // The dashboard's first render: a signed-in manager opens /app/dashboard (the current year,
    // the Overview tab). Timed from the navigation's start (the page's time origin) to the KPI
    // revenue showing an amount and the four Overview charts each drawing bars, lines or slices.
    // Cold: the browser's cache is emptied before each load (the app's code is downloaded again);
    // warm: loaded again with the cache. The session is the stored refresh token, as on a return visit.
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${server.base}/login`);
      await page.getByLabel('Email').fill('manager@acme.test');
      await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/app\/dashboard$/);
      const drawn = () =>
        page.waitForFunction(
          () => {
            const kpi = document.querySelector('[data-kpi="revenue"]');
            if (!kpi || !/^\$[1-9]/.test(kpi.textContent ?? '')) return false;
            const titles = [
              'Monthly Revenue and Load Performance',
              'Monthly RPM by Driver Type',
              'Monthly Miles Efficiency',
              'Revenue by Customer',
            ];
            for (const title of titles) {
              const heading = Array.from(document.querySelectorAll('section h3')).find((h) => h.textContent === title);
              const marks = heading
                ?.closest('section')
                ?.querySelector('.recharts-bar-rectangle path, .recharts-line-curve, .recharts-pie-sector path');
              if (!marks) return false;
            }
            // When the drawing was complete, and when the first analytics request left and the last answer arrived.
            const calls = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/api/analytics/')) as PerformanceResourceTiming[];
            return {
              drawn: performance.now(),
              firstCall: Math.min(...calls.map((e) => e.startTime)),
              lastAnswer: Math.max(...calls.map((e) => e.responseEnd)),
            };
          },
          undefined,
          { polling: 'raf', timeout: 60_000 },
        );
      await drawn();
      const times = { cold: [] as number[], warm: [] as number[] };
      const parts = { cold: [] as string[], warm: [] as string[] };
      for (let i = 0; i < RENDER_RUNS; i++) {
        for (const kind of ['cold', 'warm'] as const) {
          if (kind === 'cold') await cdp.send('Network.clearBrowserCache');
          await page.goto(`${server.base}/app/dashboard`, { waitUntil: 'commit' });
          const t = (await (await drawn()).jsonValue()) as { drawn: number; firstCall: number; lastAnswer: number };
          times[kind].push(t.drawn);
          parts[kind].push(`${ms(t.drawn)} (calls ${ms(t.firstCall)} to ${ms(t.lastAnswer)})`);
        }
      }
      const renderMedian = median(times.cold);
      if (renderMedian > 2000) failed = true;
      console.log(
        `\nDashboard first render (${RENDER_RUNS} loads each): cold cache median ${ms(renderMedian)} ms (max ${ms(Math.max(...times.cold))}), warm cache median ${ms(median(times.warm))} ms (max ${ms(Math.max(...times.warm))}); target <= 2000 ms ${renderMedian <= 2000 ? 'MET' : 'NOT MET'}`,
      );
      console.log('Each load: drawn at ms after navigation (first analytics request sent to last answer received)');
      console.log(`  cold: ${parts.cold.join(', ')}\n  warm: ${parts.warm.join(', ')}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
  await client.end();
}
process.exitCode = failed ? 1 : 0;
