import { type AnalyticsPeriod, CANCELLED_STATUS_NAMES, REVENUE_STATUS_NAMES } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/**
 * Dashboard aggregates (decision 0100). Each function is one SQL statement over the company's
 * loads; every sum is a numeric sum, answered as 2-decimal text. `counted` is the set of loads
 * whose figures count (revenue statuses, delivered in the period); `shares` splits each counted
 * load between its drivers (team loads by the team pay split, the primary share rounded to the
 * cent and the secondary taking the rest, so driver figures add up to the company's).
 */
export type AnalyticsFilter = { companyId: number; period: AnalyticsPeriod; timeZone: string };

const names = (list: readonly string[]) =>
  sql.join(
    list.map((n) => sql`${n}`),
    sql`, `,
  );

function inPeriod(f: AnalyticsFilter, day: SQL): SQL {
  const months = f.period.months
    ? sql` and extract(month from ${day})::int in (${sql.join(
        f.period.months.map((m) => sql`${m}::int`),
        sql`, `,
      )})`
    : sql``;
  return sql`${day} between ${f.period.date_from}::date and ${f.period.date_to}::date${months}`;
}

const counted = (f: AnalyticsFilter) => sql`counted as (
  select l.id, l.driver_id, l.secondary_driver_id, l.broker_id, l.dispatcher_id, l.last_delivery_date as day,
    coalesce(l.rate_booked, 0) as rate, coalesce(l.loaded_miles, 0) as loaded, coalesce(l.empty_miles, 0) as empty,
    case when l.is_team_load and l.secondary_driver_id is not null
      then coalesce(l.team_pay_split_primary, 50) else 100 end as pct
  from loads l join load_statuses s on s.id = l.status_id
  where l.company_id = ${f.companyId}
    and lower(s.name) in (${names(REVENUE_STATUS_NAMES)})
    and ${inPeriod(f, sql`l.last_delivery_date`)}
)`;

const shares = sql`shares as (
  select c.id, c.day, v.driver_id, v.rate, v.loaded, v.empty
  from counted c cross join lateral (values
    (c.driver_id, round(c.rate * c.pct / 100, 2), round(c.loaded * c.pct / 100, 2), round(c.empty * c.pct / 100, 2)),
    (case when c.pct < 100 then c.secondary_driver_id end,
      c.rate - round(c.rate * c.pct / 100, 2), c.loaded - round(c.loaded * c.pct / 100, 2),
      c.empty - round(c.empty * c.pct / 100, 2))
  ) as v(driver_id, rate, loaded, empty)
  where v.driver_id is not null
)`;

const money = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(16, 2)::text`;
const ratio = (num: SQL, den: SQL) => sql`round(${num} / nullif(${den}, 0), 2)::text`;

/** Revenue, loads, miles and both RPMs of the rows of `counted` or `shares` in scope. */
function figureColumns(alias: string) {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`
  ${money(sql`sum(${c('rate')})`)} as revenue,
  count(distinct ${c('id')})::int as load_count,
  ${money(sql`sum(${c('loaded')})`)} as loaded_miles,
  ${money(sql`sum(${c('empty')})`)} as empty_miles,
  ${money(sql`sum(${c('loaded')} + ${c('empty')})`)} as total_miles,
  ${ratio(sql`sum(${c('rate')})`, sql`sum(${c('loaded')})`)} as rpm_loaded,
  ${ratio(sql`sum(${c('rate')})`, sql`sum(${c('loaded')} + ${c('empty')})`)} as rpm_total`;
}

export type FigureRow = {
  revenue: string;
  load_count: number;
  loaded_miles: string;
  empty_miles: string;
  total_miles: string;
  rpm_loaded: string | null;
  rpm_total: string | null;
};

/** The final delivery of a counted load `c`, and whether it was completed in its window. */
const finalDelivery = sql`cross join lateral (
    select e.completed_at, e.appointment_time_higher, e.event_date from load_events e
    where e.load_id = c.id and e.event_type = 'delivery' order by e.event_order desc limit 1
  ) fd`;
const onTime = (f: AnalyticsFilter) =>
  sql`fd.completed_at <= coalesce(fd.appointment_time_higher, ((fd.event_date + 1)::timestamp at time zone ${f.timeZone}))`;

async function rows<T>(tx: AppDb, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function companyTimeZone(tx: AppDb, companyId: number): Promise<string> {
  const [row] = await rows<{ time_zone: string }>(tx, sql`select time_zone from companies where id = ${companyId}`);
  return row?.time_zone ?? 'UTC';
}

export type KpiRow = FigureRow & { measured: number; on_time: number; active_trucks: number };

/** The company's figures for a period, with on-time deliveries and trucks in use. */
export async function kpiFigures(tx: AppDb, f: AnalyticsFilter): Promise<KpiRow> {
  const [row] = await rows<KpiRow>(
    tx,
    sql`with ${counted(f)}
    select t.*, o.measured, o.on_time, k.active_trucks
    from (select ${figureColumns('counted')} from counted) t,
      (select count(fd.completed_at)::int as measured, count(*) filter (where ${onTime(f)})::int as on_time
        from counted c ${finalDelivery}) o,
      (select count(distinct a.truck_id)::int as active_trucks
        from counted c join driver_equipment_assignments a
          on a.company_id = ${f.companyId} and a.truck_id is not null
          and a.driver_id in (c.driver_id, c.secondary_driver_id)
          and (a.assigned_at at time zone ${f.timeZone})::date <= c.day
          and (a.unassigned_at is null or (a.unassigned_at at time zone ${f.timeZone})::date >= c.day)) k`,
  );
  return row!;
}

/** Figures per delivery month (YYYY-MM), months without loads left out. */
export function monthlyFigures(tx: AppDb, f: AnalyticsFilter) {
  return rows<FigureRow & { month: string }>(
    tx,
    sql`with ${counted(f)}
    select to_char(day, 'YYYY-MM') as month, ${figureColumns('counted')} from counted group by 1 order by 1`,
  );
}

/** Figures per delivery month and driver type, from the drivers' shares. */
export function monthlyFiguresByDriverType(tx: AppDb, f: AnalyticsFilter) {
  return rows<FigureRow & { month: string; driver_type: 'company_driver' | 'owner_operator' }>(
    tx,
    sql`with ${counted(f)}, ${shares}
    select to_char(s.day, 'YYYY-MM') as month, d.driver_type, ${figureColumns('s')}
    from shares s join drivers d on d.id = s.driver_id and d.company_id = ${f.companyId}
    group by 1, 2 order by 1, 2`,
  );
}

/** Figures per driver type (the drivers' shares), with the company totals' driver types. */
export function figuresByDriverType(tx: AppDb, f: AnalyticsFilter) {
  return rows<FigureRow & { driver_type: 'company_driver' | 'owner_operator' }>(
    tx,
    sql`with ${counted(f)}, ${shares}
    select d.driver_type, ${figureColumns('s')}
    from shares s join drivers d on d.id = s.driver_id and d.company_id = ${f.companyId}
    group by 1 order by 1`,
  );
}

/** The company's figures for a period. */
export async function totalFigures(tx: AppDb, f: AnalyticsFilter): Promise<FigureRow> {
  const [row] = await rows<FigureRow>(tx, sql`with ${counted(f)} select ${figureColumns('counted')} from counted`);
  return row!;
}

export type CustomerRow = {
  customer_id: number;
  name: string;
  revenue: string;
  load_count: number;
  share_percent: string | null;
  total_revenue: string;
  total_customers: number;
};

/** The best customers by revenue, each with its share of the whole and the whole itself. */
export function customerRevenue(tx: AppDb, f: AnalyticsFilter, limit: number) {
  return rows<CustomerRow>(
    tx,
    sql`with ${counted(f)},
    per as (select broker_id, sum(rate) as revenue, count(*) as loads from counted group by broker_id)
    select p.broker_id as customer_id, cu.name, ${money(sql`p.revenue`)} as revenue, p.loads::int as load_count,
      ${ratio(sql`p.revenue * 100`, sql`sum(p.revenue) over ()`)} as share_percent,
      ${money(sql`sum(p.revenue) over ()`)} as total_revenue,
      (count(*) over ())::int as total_customers
    from per p join customers cu on cu.id = p.broker_id and cu.company_id = ${f.companyId}
    order by p.revenue desc, lower(cu.name), p.broker_id
    limit ${limit}`,
  );
}

export type DriverRow = FigureRow & {
  id: number;
  first_name: string;
  last_name: string;
  driver_type: 'company_driver' | 'owner_operator';
};

/** Each driver's share of the counted loads, best revenue first. */
export function driverFigures(tx: AppDb, f: AnalyticsFilter) {
  return rows<DriverRow>(
    tx,
    sql`with ${counted(f)}, ${shares}
    select d.id, d.first_name, d.last_name, d.driver_type, ${figureColumns('s')}
    from shares s join drivers d on d.id = s.driver_id and d.company_id = ${f.companyId}
    group by d.id order by sum(s.rate) desc, lower(d.last_name), lower(d.first_name), d.id`,
  );
}

export type DispatcherRow = FigureRow & {
  dispatcher_id: number;
  name: string;
  last_name: string;
  driver_count: number;
  cancelled_count: number;
  measured: number;
  on_time: number;
  team_dispatchers: number;
  team_loads: number;
  team_revenue: string;
  team_loaded: string;
  team_miles: string;
  team_measured: number;
  team_on_time: number;
};

/**
 * Each dispatcher's counted loads, cancelled loads (by delivery date, else pickup date) and
 * on-time deliveries, with the team's sums in every row (window sums over all dispatchers).
 */
export function dispatcherFigures(tx: AppDb, f: AnalyticsFilter) {
  return rows<DispatcherRow>(
    tx,
    sql`with ${counted(f)},
    per as (
      select dispatcher_id, sum(rate) as rate, count(*) as loads, sum(loaded) as loaded, sum(empty) as empty,
        count(distinct driver_id) as drivers
      from counted where dispatcher_id is not null group by dispatcher_id),
    ot as (
      select c.dispatcher_id, count(fd.completed_at) as measured, count(*) filter (where ${onTime(f)}) as on_time
      from counted c ${finalDelivery} where c.dispatcher_id is not null group by c.dispatcher_id),
    cancelled as (
      select l.dispatcher_id, count(*) as n
      from loads l join load_statuses s on s.id = l.status_id
      where l.company_id = ${f.companyId} and l.dispatcher_id is not null
        and lower(s.name) in (${names(CANCELLED_STATUS_NAMES)})
        and ${inPeriod(f, sql`coalesce(l.last_delivery_date, l.first_pickup_date)`)}
      group by l.dispatcher_id),
    ids as (select dispatcher_id from per union select dispatcher_id from cancelled)
    select u.id as dispatcher_id, u.name, u.last_name,
      ${money(sql`per.rate`)} as revenue, coalesce(per.loads, 0)::int as load_count,
      ${money(sql`per.loaded`)} as loaded_miles, ${money(sql`per.empty`)} as empty_miles,
      ${money(sql`per.loaded + per.empty`)} as total_miles,
      ${ratio(sql`per.rate`, sql`per.loaded`)} as rpm_loaded,
      ${ratio(sql`per.rate`, sql`per.loaded + per.empty`)} as rpm_total,
      coalesce(per.drivers, 0)::int as driver_count, coalesce(cancelled.n, 0)::int as cancelled_count,
      coalesce(ot.measured, 0)::int as measured, coalesce(ot.on_time, 0)::int as on_time,
      (count(*) over ())::int as team_dispatchers,
      coalesce(sum(per.loads) over (), 0)::int as team_loads,
      ${money(sql`sum(per.rate) over ()`)} as team_revenue,
      ${money(sql`sum(per.loaded) over ()`)} as team_loaded,
      ${money(sql`sum(per.loaded + per.empty) over ()`)} as team_miles,
      coalesce(sum(ot.measured) over (), 0)::int as team_measured,
      coalesce(sum(ot.on_time) over (), 0)::int as team_on_time
    from ids join users u on u.id = ids.dispatcher_id and u.company_id = ${f.companyId}
      left join per on per.dispatcher_id = ids.dispatcher_id
      left join ot on ot.dispatcher_id = ids.dispatcher_id
      left join cancelled on cancelled.dispatcher_id = ids.dispatcher_id
    order by coalesce(per.rate, 0) desc, lower(u.last_name), lower(u.name), u.id`,
  );
}

/** A user of the company (any role), for naming a dispatcher without loads in the period. */
export async function companyUser(tx: AppDb, companyId: number, id: number) {
  const [row] = await rows<{ id: number; name: string; last_name: string }>(
    tx,
    sql`select id, name, last_name from users where id = ${id} and company_id = ${companyId}`,
  );
  return row;
}
