import { type AnalyticsPeriod, ROLE_IDS } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { statusAliasMeans } from '../../db/status-meaning';

/**
 * Dashboard aggregates (decision 0100). Each function is one SQL statement over the company's
 * loads; every sum is a numeric sum, answered as 2-decimal text. `counted` is the set of loads
 * whose figures count (statuses meaning delivered, delivered in the period; never a draft, decision 0195); `shares` splits each counted
 * load between its drivers (team loads by the team pay split, the primary share rounded to the
 * cent and the secondary taking the rest, so driver figures add up to the company's).
 */
export type AnalyticsFilter = {
  companyId: number;
  period: AnalyticsPeriod;
  /** The company's time zone, or null when it was not needed before the statement (which then reads it). */
  timeZone: string | null;
};

/** The company's time zone in a statement: the one already read, or read by the statement itself (once). */
const zone = (f: AnalyticsFilter) =>
  f.timeZone === null ? sql`(select time_zone from companies where id = ${f.companyId})` : sql`${f.timeZone}`;

/** Statuses by their meaning, never their name (decision 0150): delivered loads count, cancelled ones are tallied. */
const isRevenue = statusAliasMeans('delivered');
const isCancelled = statusAliasMeans('cancelled');
const notCancelled = sql`not (${isCancelled})`;

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
    l.invoice_date, l.paid_date, coalesce(l.rate_booked, 0) as rate, coalesce(l.loaded_miles, 0) as loaded, coalesce(l.empty_miles, 0) as empty,
    case when l.is_team_load and l.secondary_driver_id is not null
      then coalesce(l.team_pay_split_primary, 50) else 100 end as pct
  from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
  where l.company_id = ${f.companyId} and not l.is_draft
    and ${isRevenue}
    and ${inPeriod(f, sql`l.last_delivery_date`)}
)`;

const shares = sql`shares as (
  select c.id, c.day, v.driver_id, v.rate, v.loaded, v.empty
  from counted c cross join lateral (
    select c.driver_id, round(c.rate * c.pct / 100, 2), round(c.loaded * c.pct / 100, 2), round(c.empty * c.pct / 100, 2)
    union all
    select c.secondary_driver_id, c.rate - round(c.rate * c.pct / 100, 2), c.loaded - round(c.loaded * c.pct / 100, 2),
      c.empty - round(c.empty * c.pct / 100, 2)
    where c.pct < 100
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
  sql`fd.completed_at <= coalesce(fd.appointment_time_higher, ((fd.event_date + 1)::timestamp at time zone ${zone(f)}))`;

/**
 * The company's truck assignments as company days (`last_day` null while assigned), converted once
 * per statement rather than once per load and assignment pair.
 */
const assigned = (f: AnalyticsFilter) => sql`assigned as (
  select a.driver_id, a.truck_id, (a.assigned_at at time zone ${zone(f)})::date as first_day,
    (a.unassigned_at at time zone ${zone(f)})::date as last_day
  from driver_equipment_assignments a where a.company_id = ${f.companyId} and a.truck_id is not null)`;

/** Each driver of a counted load with its delivery day (the primary and any second driver). */
const driverDays = sql`driver_days as (
  select driver_id, day from counted where driver_id is not null
  union
  select secondary_driver_id, day from counted where secondary_driver_id is not null)`;

/** The truck of a driver of `driver_days` on that day (the assignment history is the only link). */
const truckOfDriverDay = sql`driver_days dd join assigned a on a.driver_id = dd.driver_id
  and a.first_day <= dd.day and (a.last_day is null or a.last_day >= dd.day)`;

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
    sql`with ${counted(f)}, ${assigned(f)}, ${driverDays}
    select t.*, o.measured, o.on_time, k.active_trucks
    from (select ${figureColumns('counted')} from counted) t,
      (select count(fd.completed_at)::int as measured, count(*) filter (where ${onTime(f)})::int as on_time
        from counted c ${finalDelivery}) o,
      (select count(distinct a.truck_id)::int as active_trucks from ${truckOfDriverDay}) k`,
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
      from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
      where l.company_id = ${f.companyId} and not l.is_draft and l.dispatcher_id is not null
        and ${isCancelled}
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

export type WorkloadRow = {
  dispatcher_id: number;
  name: string;
  last_name: string;
  assigned_drivers: number;
  booked_loads: number;
  open_loads: number;
  cancelled_loads: number;
  active_drivers: number;
};

/**
 * Dispatchers' workload: drivers assigned to them, loads picked up in the period (booked),
 * loads not yet delivered nor cancelled today (open), cancelled ones, and the drivers who drove
 * their loads in the period. Every active dispatcher of the company has a row.
 */
export function dispatcherWorkload(tx: AppDb, f: AnalyticsFilter) {
  return rows<WorkloadRow>(
    tx,
    sql`with booked as (
      select l.dispatcher_id, count(*) filter (where ${notCancelled}) as booked,
        count(*) filter (where not (${notCancelled})) as cancelled,
        count(distinct l.driver_id) filter (where ${notCancelled}) as drivers
      from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
      where l.company_id = ${f.companyId} and not l.is_draft and l.dispatcher_id is not null
        and ${inPeriod(f, sql`l.first_pickup_date`)}
      group by l.dispatcher_id),
    open as (
      select l.dispatcher_id, count(*) as n
      from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
      where l.company_id = ${f.companyId} and not l.is_draft and l.dispatcher_id is not null and ${notCancelled} and not (${isRevenue})
      group by l.dispatcher_id),
    assigned as (
      select a.user_id, count(*) as n from dispatcher_assignments a
      join drivers d on d.id = a.driver_id and d.is_active
      where a.company_id = ${f.companyId} group by a.user_id)
    select u.id as dispatcher_id, u.name, u.last_name,
      coalesce(assigned.n, 0)::int as assigned_drivers, coalesce(booked.booked, 0)::int as booked_loads,
      coalesce(open.n, 0)::int as open_loads, coalesce(booked.cancelled, 0)::int as cancelled_loads,
      coalesce(booked.drivers, 0)::int as active_drivers
    from users u join user_roles r on r.user_id = u.id and r.role_id = ${ROLE_IDS.DISPATCHER}
      left join booked on booked.dispatcher_id = u.id
      left join open on open.dispatcher_id = u.id
      left join assigned on assigned.user_id = u.id
    where u.company_id = ${f.companyId} and (u.is_active or booked.booked > 0 or open.n > 0)
    order by coalesce(booked.booked, 0) desc, lower(u.last_name), lower(u.name), u.id`,
  );
}

/** Loads picked up in the period by status (the company's statuses in board order, zeros included). */
export function loadsByStatus(tx: AppDb, f: AnalyticsFilter) {
  return rows<{ status_id: number; name: string; color: string; count: number }>(
    tx,
    sql`select s.id as status_id, s.name, s.color, count(l.id)::int as count
    from load_statuses s left join loads l on l.status_id = s.id and l.company_id = ${f.companyId} and not l.is_draft
      and ${inPeriod(f, sql`l.first_pickup_date`)}
    where s.company_id = ${f.companyId} and (s.is_active or l.id is not null)
    group by s.id order by s.sort_order, s.id`,
  );
}

export type BrokerRow = FigureRow & {
  customer_id: number;
  name: string;
  cancelled_count: number;
  payment_terms_days: number | null;
  average_days_to_pay: string | null;
  total_customers: number;
};

/** Brokers' counted loads and cancellations in the period, best revenue first. */
export function brokerFigures(tx: AppDb, f: AnalyticsFilter, limit: number) {
  return rows<BrokerRow>(
    tx,
    // One pass over the counted loads (days to pay as a filtered aggregate beside the sums), so
    // PostgreSQL keeps them inline instead of materialising them for a second reader.
    sql`with ${counted(f)},
    per as (select broker_id, sum(rate) as rate, count(*) as loads, sum(loaded) as loaded, sum(empty) as empty,
        round(avg(paid_date - invoice_date) filter (where paid_date is not null and invoice_date is not null), 1)::text
          as days
      from counted group by broker_id),
    cancelled as (
      select l.broker_id, count(*) as n
      from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
      where l.company_id = ${f.companyId} and not l.is_draft and ${isCancelled}
        and ${inPeriod(f, sql`coalesce(l.last_delivery_date, l.first_pickup_date)`)}
      group by l.broker_id)
    select cu.id as customer_id, cu.name, cu.payment_terms_days, per.days as average_days_to_pay,
      ${money(sql`per.rate`)} as revenue, coalesce(per.loads, 0)::int as load_count,
      ${money(sql`per.loaded`)} as loaded_miles, ${money(sql`per.empty`)} as empty_miles,
      ${money(sql`per.loaded + per.empty`)} as total_miles,
      ${ratio(sql`per.rate`, sql`per.loaded`)} as rpm_loaded,
      ${ratio(sql`per.rate`, sql`per.loaded + per.empty`)} as rpm_total,
      coalesce(cancelled.n, 0)::int as cancelled_count,
      (count(*) over ())::int as total_customers
    from customers cu
      left join per on per.broker_id = cu.id
      left join cancelled on cancelled.broker_id = cu.id
    where cu.company_id = ${f.companyId} and (per.broker_id is not null or cancelled.broker_id is not null)
    order by coalesce(per.rate, 0) desc, lower(cu.name), cu.id
    limit ${limit}`,
  );
}

/** On-time final deliveries of counted loads per delivery month. */
export function onTimeByMonth(tx: AppDb, f: AnalyticsFilter) {
  return rows<{ month: string; delivered: number; measured: number; on_time: number }>(
    tx,
    sql`with ${counted(f)}
    select to_char(c.day, 'YYYY-MM') as month, count(*)::int as delivered,
      count(fd.completed_at)::int as measured, count(*) filter (where ${onTime(f)})::int as on_time
    from counted c ${finalDelivery} group by 1 order by 1`,
  );
}

export type WeekRow = { week: string; revenue: string; total_miles: string; trucks: number; rpm_total: string | null };

/**
 * Revenue per week (Monday start) of delivery, the trucks that carried it, and miles; with the
 * period's totals in the same statement (on every row, none when nothing was delivered).
 */
export async function weeklyRevenue(tx: AppDb, f: AnalyticsFilter): Promise<{ weeks: WeekRow[]; totals?: FigureRow }> {
  const found = await rows<WeekRow & { totals: FigureRow }>(
    tx,
    sql`with ${counted(f)}, ${assigned(f)}, ${driverDays},
    weeks as (select date_trunc('week', day)::date as week, sum(rate) as rate, sum(loaded + empty) as miles
      from counted group by 1),
    trucks as (select date_trunc('week', dd.day)::date as week, count(distinct a.truck_id) as n
      from ${truckOfDriverDay} group by 1),
    totals as (select ${figureColumns('counted')} from counted)
    select to_char(w.week, 'YYYY-MM-DD') as week, ${money(sql`w.rate`)} as revenue,
      ${money(sql`w.miles`)} as total_miles, coalesce(t.n, 0)::int as trucks,
      ${ratio(sql`w.rate`, sql`w.miles`)} as rpm_total, to_json(totals) as totals
    from weeks w left join trucks t on t.week = w.week cross join totals order by w.week`,
  );
  return { weeks: found.map(({ totals: _, ...week }) => week), totals: found[0]?.totals };
}

/**
 * Days each truck had a load in the period: the days from first pickup to last delivery of the
 * company's loads that are not cancelled, on which the truck was assigned to one of the load's
 * drivers. Every truck of the company that is not sold has a row.
 */
export function truckUtilisation(tx: AppDb, f: AnalyticsFilter) {
  return rows<{ truck_id: number; unit_number: string; days_with_load: number }>(
    tx,
    sql`with c as (
      select l.id, l.driver_id, l.secondary_driver_id,
        greatest(l.first_pickup_date, ${f.period.date_from}::date) as first_day,
        least(coalesce(l.last_delivery_date, l.first_pickup_date), ${f.period.date_to}::date) as last_day
      from loads l join load_statuses s on s.id = l.status_id and s.company_id = ${f.companyId}
      where l.company_id = ${f.companyId} and not l.is_draft and ${notCancelled}
        and l.first_pickup_date <= ${f.period.date_to}::date
        and coalesce(l.last_delivery_date, l.first_pickup_date) >= ${f.period.date_from}::date),
    ${assigned(f)},
    driver_loads as (
      select driver_id, first_day, last_day from c where driver_id is not null
      union all
      select secondary_driver_id, first_day, last_day from c where secondary_driver_id is not null),
    busy as (
      select distinct a.truck_id, d.day
      from driver_loads dl join assigned a on a.driver_id = dl.driver_id
          and a.first_day <= dl.last_day and (a.last_day is null or a.last_day >= dl.first_day)
        cross join lateral generate_series(greatest(dl.first_day, a.first_day),
          least(dl.last_day, coalesce(a.last_day, dl.last_day)), interval '1 day') as g(at)
        cross join lateral (select g.at::date as day) d
      where ${
        f.period.months
          ? sql`extract(month from d.day)::int in (${sql.join(
              f.period.months.map((m) => sql`${m}::int`),
              sql`, `,
            )})`
          : sql`true`
      })
    select t.id as truck_id, t.unit_number, count(busy.day)::int as days_with_load
    from trucks t left join busy on busy.truck_id = t.id
    where t.company_id = ${f.companyId} and t.status <> 'sold'
    group by t.id order by count(busy.day) desc, lower(t.unit_number), t.id`,
  );
}

/** Per qualification document type, the company's active drivers without an active document of it. */
export function missingDriverDocuments(tx: AppDb, companyId: number, types: readonly string[], perType: number) {
  return rows<{ document_type: string; count: number; drivers: { driver_id: number; name: string }[] }>(
    tx,
    sql`with missing as (
      select t.type as document_type, d.id, d.first_name || ' ' || d.last_name as name,
        row_number() over (partition by t.type order by lower(d.last_name), lower(d.first_name), d.id) as n
      from unnest(array[${names(types)}]::text[]) as t(type)
        cross join drivers d
      where d.company_id = ${companyId} and d.is_active
        and not exists (select 1 from documents doc where doc.company_id = ${companyId}
          and doc.driver_id = d.id and doc.document_type = t.type and doc.is_active))
    select document_type, count(*)::int as count,
      coalesce(json_agg(json_build_object('driver_id', id, 'name', name) order by n)
        filter (where n <= ${perType}), '[]') as drivers
    from missing group by document_type`,
  );
}
