import {
  type AnalyticsPeriod,
  type AnalyticsPeriodQuery,
  addDaysToDay,
  type BrokerPerformance,
  COMPLIANCE_MISSING_LIST_LIMIT,
  type ComplianceAnswer,
  type CustomerRevenue,
  type DashboardKpis,
  type DispatcherPerformanceRow,
  type DispatcherWorkload,
  type DispatchPerformance,
  DRIVER_QUALIFICATION_DOCUMENTS,
  type DriverMilesStats,
  type DriversPerformance,
  dayIn,
  daysOfPeriod,
  type ExpiryRecord,
  type Figures,
  fromCents,
  KPI_KEYS,
  type Kpi,
  type KpiKey,
  type MonthlyRevenueTrend,
  monthsOfPeriod,
  type OnTimeDelivery,
  PERIOD_TOO_LONG_MESSAGE,
  periodTooLong,
  previousPeriod,
  type RevenueEfficiency,
  ratio2,
  resolvePeriod,
  type TruckUtilisation,
  toCents,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompanyFromReplica, readTenantFromReplica } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import * as repo from './analytics.repo';
import { createTtlCache } from './ttl-cache';

export const DISPATCHER_NOT_FOUND = 'Dispatcher not found';

const ZERO: Figures = {
  revenue: '0.00',
  load_count: 0,
  loaded_miles: '0.00',
  empty_miles: '0.00',
  total_miles: '0.00',
  rpm_loaded: null,
  rpm_total: null,
};
const figuresOf = (r: repo.FigureRow | undefined): Figures =>
  r
    ? {
        revenue: r.revenue,
        load_count: r.load_count,
        loaded_miles: r.loaded_miles,
        empty_miles: r.empty_miles,
        total_miles: r.total_miles,
        rpm_loaded: r.rpm_loaded,
        rpm_total: r.rpm_total,
      }
    : ZERO;
const count = (n: number) => fromCents(BigInt(n) * 100n);
/** a x 100 / b, 2 decimals (half away from zero); null when b is 0. */
const percent = (a: string, b: string) => ratio2(fromCents(toCents(a) * 100n), b);
/** part x 100 / whole of two counts. */
const onTimeRate = (part: number, whole: number) => percent(count(part), count(whole));
const change = (value: string | null, previous: string | null) =>
  value === null || previous === null ? null : percent(fromCents(toCents(value) - toCents(previous)), previous);

type KpiValues = Record<KpiKey, string | null>;
function kpiValues(r: repo.KpiRow): KpiValues {
  return {
    revenue: r.revenue,
    load_count: String(r.load_count),
    rpm_loaded: r.rpm_loaded,
    rpm_total: r.rpm_total,
    total_miles: r.total_miles,
    loaded_miles: r.loaded_miles,
    empty_miles: r.empty_miles,
    active_trucks: String(r.active_trucks),
    on_time_rate: onTimeRate(r.on_time, r.measured),
    average_revenue_per_load: ratio2(r.revenue, count(r.load_count)),
  };
}

function dispatcherRow(r: repo.DispatcherRow): DispatcherPerformanceRow {
  return {
    dispatcher_id: r.dispatcher_id,
    name: `${r.name} ${r.last_name}`.trim(),
    ...figuresOf(r),
    driver_count: r.driver_count,
    cancelled_count: r.cancelled_count,
    on_time_rate: onTimeRate(r.on_time, r.measured),
    average_revenue_per_load: ratio2(r.revenue, count(r.load_count)),
  };
}

export function createAnalyticsService(
  db: AppDb,
  opts: {
    driversCacheMs: number;
    /** The company's expiring and expired dates as they are now, from the expiries module (decision 0044). */
    expiries: (ctx: Ctx) => Promise<{ expiries: ExpiryRecord[] }>;
  },
) {
  const driversCache = createTtlCache<DriversPerformance>({ ttlMs: opts.driversCacheMs });

  /** Runs `work` for the caller's company over the period the query asks for (company days). */
  function inPeriod<T>(ctx: Ctx, q: AnalyticsPeriodQuery, work: (tx: AppDb, f: repo.AnalyticsFilter) => Promise<T>) {
    return readCompanyFromReplica(db, ctx, async (tx, companyId) => {
      // Today (in the company's time zone) is needed only when the query leaves an end of the
      // period to it or the months asked for may still be in progress (a zone's day is at most a
      // day behind UTC's); otherwise the statements read the time zone themselves, one round trip less.
      const leavesToToday =
        q.date_from || q.date_to
          ? !q.date_to
          : q.year === undefined || q.year >= Number(addDaysToDay(dayIn('UTC'), -1).slice(0, 4));
      const timeZone = leavesToToday ? await repo.companyTimeZone(tx, companyId) : null;
      const period = resolvePeriod(q, timeZone === null ? '' : dayIn(timeZone));
      if (periodTooLong(period)) throw invalidField('date_from', PERIOD_TOO_LONG_MESSAGE, { where: 'query' });
      return work(tx, { companyId, period, timeZone });
    });
  }

  return {
    /** Drops a company's cached answers; the loads service calls it after each change of a load. */
    invalidate(companyId: number) {
      driversCache.invalidate(companyId);
    },

    dashboardKpis(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<DashboardKpis> {
      return inPeriod(ctx, q, async (tx, f) => {
        const previous: AnalyticsPeriod = previousPeriod(f.period);
        const now = kpiValues(await repo.kpiFigures(tx, f));
        const before = kpiValues(await repo.kpiFigures(tx, { ...f, period: previous }));
        const kpis = Object.fromEntries(
          KPI_KEYS.map((k): [KpiKey, Kpi] => [
            k,
            { value: now[k], previous: before[k], change_percent: change(now[k], before[k]) },
          ]),
        ) as Record<KpiKey, Kpi>;
        return { period: f.period, previous_period: previous, kpis };
      });
    },

    monthlyRevenueTrend(
      ctx: Ctx,
      q: AnalyticsPeriodQuery & { include_zero_months: boolean },
    ): Promise<MonthlyRevenueTrend> {
      return inPeriod(ctx, q, async (tx, f) => {
        const totals = new Map((await repo.monthlyFigures(tx, f)).map((r) => [r.month, r]));
        const byType = new Map(
          (await repo.monthlyFiguresByDriverType(tx, f)).map((r) => [`${r.month}|${r.driver_type}`, r]),
        );
        const months = q.include_zero_months ? monthsOfPeriod(f.period) : [...totals.keys()];
        return {
          period: f.period,
          months: months.map((month) => ({
            month,
            ...figuresOf(totals.get(month)),
            company_driver: figuresOf(byType.get(`${month}|company_driver`)),
            owner_operator: figuresOf(byType.get(`${month}|owner_operator`)),
          })),
        };
      });
    },

    customerRevenue(ctx: Ctx, q: AnalyticsPeriodQuery & { limit: number }): Promise<CustomerRevenue> {
      return inPeriod(ctx, q, async (tx, f) => {
        const rows = await repo.customerRevenue(tx, f, q.limit);
        const total = rows[0]?.total_revenue ?? '0.00';
        const listed = rows.reduce((sum, r) => sum + toCents(r.revenue), 0n);
        return {
          period: f.period,
          customers: rows.map((r) => ({
            customer_id: r.customer_id,
            name: r.name,
            revenue: r.revenue,
            load_count: r.load_count,
            share_percent: r.share_percent,
          })),
          total_revenue: total,
          other_revenue: fromCents(toCents(total) - listed),
          total_customers: rows[0]?.total_customers ?? 0,
        };
      });
    },

    driverMilesStats(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<DriverMilesStats> {
      return inPeriod(ctx, q, async (tx, f) => {
        const totals = figuresOf(await repo.totalFigures(tx, f));
        const byType = await repo.figuresByDriverType(tx, f);
        return {
          period: f.period,
          totals: { ...totals, empty_percent: percent(totals.empty_miles, totals.total_miles) },
          by_driver_type: (['company_driver', 'owner_operator'] as const).map((driver_type) => {
            const fig = figuresOf(byType.find((r) => r.driver_type === driver_type));
            return { driver_type, ...fig, empty_percent: percent(fig.empty_miles, fig.total_miles) };
          }),
        };
      });
    },

    dispatchPerformance(ctx: Ctx, q: AnalyticsPeriodQuery & { dispatcher_id?: number }): Promise<DispatchPerformance> {
      return inPeriod(ctx, q, async (tx, f) => {
        const rows = await repo.dispatcherFigures(tx, f);
        let selected: DispatcherPerformanceRow | null = null;
        if (q.dispatcher_id !== undefined) {
          const row = rows.find((r) => r.dispatcher_id === q.dispatcher_id);
          if (row) selected = dispatcherRow(row);
          else {
            const user = await repo.companyUser(tx, f.companyId, q.dispatcher_id);
            if (!user) throw notFound(DISPATCHER_NOT_FOUND);
            selected = {
              dispatcher_id: user.id,
              name: `${user.name} ${user.last_name}`.trim(),
              ...ZERO,
              driver_count: 0,
              cancelled_count: 0,
              on_time_rate: null,
              average_revenue_per_load: null,
            };
          }
        }
        const t = rows[0];
        const n = count(t?.team_dispatchers ?? 0);
        return {
          period: f.period,
          dispatchers: rows.map(dispatcherRow),
          selected,
          team_average: {
            dispatcher_count: t?.team_dispatchers ?? 0,
            load_count: t ? ratio2(count(t.team_loads), n) : null,
            revenue: t ? ratio2(t.team_revenue, n) : null,
            total_miles: t ? ratio2(t.team_miles, n) : null,
            rpm_total: t ? ratio2(t.team_revenue, t.team_miles) : null,
            rpm_loaded: t ? ratio2(t.team_revenue, t.team_loaded) : null,
            on_time_rate: t ? onTimeRate(t.team_on_time, t.team_measured) : null,
            average_revenue_per_load: t ? ratio2(t.team_revenue, count(t.team_loads)) : null,
          },
        };
      });
    },

    dispatcherWorkload(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<DispatcherWorkload> {
      return inPeriod(ctx, q, async (tx, f) => ({
        period: f.period,
        dispatchers: (await repo.dispatcherWorkload(tx, f)).map((r) => ({
          dispatcher_id: r.dispatcher_id,
          name: `${r.name} ${r.last_name}`.trim(),
          assigned_drivers: r.assigned_drivers,
          active_drivers: r.active_drivers,
          booked_loads: r.booked_loads,
          open_loads: r.open_loads,
          cancelled_loads: r.cancelled_loads,
          loads_per_driver: ratio2(count(r.booked_loads), count(r.active_drivers)),
        })),
        by_status: await repo.loadsByStatus(tx, f),
      }));
    },

    brokerPerformance(ctx: Ctx, q: AnalyticsPeriodQuery & { limit: number }): Promise<BrokerPerformance> {
      return inPeriod(ctx, q, async (tx, f) => {
        const rows = await repo.brokerFigures(tx, f, q.limit);
        return {
          period: f.period,
          brokers: rows.map((r) => ({
            customer_id: r.customer_id,
            name: r.name,
            ...figuresOf(r),
            cancelled_count: r.cancelled_count,
            cancellation_rate: percent(count(r.cancelled_count), count(r.cancelled_count + r.load_count)),
            payment_terms_days: r.payment_terms_days,
            average_days_to_pay: r.average_days_to_pay,
          })),
          total_customers: rows[0]?.total_customers ?? 0,
        };
      });
    },

    onTimeDelivery(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<OnTimeDelivery> {
      return inPeriod(ctx, q, async (tx, f) => {
        const months = (await repo.onTimeByMonth(tx, f)).map((m) => ({
          ...m,
          on_time_rate: onTimeRate(m.on_time, m.measured),
        }));
        const sum = (k: 'delivered' | 'measured' | 'on_time') => months.reduce((n, m) => n + m[k], 0);
        return {
          period: f.period,
          delivered: sum('delivered'),
          measured: sum('measured'),
          on_time: sum('on_time'),
          on_time_rate: onTimeRate(sum('on_time'), sum('measured')),
          months,
        };
      });
    },

    revenueEfficiency(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<RevenueEfficiency> {
      return inPeriod(ctx, q, async (tx, f) => {
        const found = await repo.weeklyRevenue(tx, f);
        const totals = figuresOf(found.totals);
        const weeks = found.weeks.map((w) => ({
          ...w,
          revenue_per_truck: ratio2(w.revenue, count(w.trucks)),
        }));
        const truckWeeks = weeks.reduce((n, w) => n + w.trucks, 0);
        const carried = weeks.reduce((n, w) => (w.trucks > 0 ? n + toCents(w.revenue) : n), 0n);
        return {
          period: f.period,
          totals,
          weeks,
          revenue_per_truck_per_week: ratio2(fromCents(carried), count(truckWeeks)),
        };
      });
    },

    truckUtilisation(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<TruckUtilisation> {
      return inPeriod(ctx, q, async (tx, f) => {
        const days = daysOfPeriod(f.period);
        const rows = await repo.truckUtilisation(tx, f);
        const busy = rows.reduce((n, r) => n + r.days_with_load, 0);
        return {
          period: f.period,
          period_days: days,
          trucks: rows.map((r) => ({ ...r, utilisation_percent: onTimeRate(r.days_with_load, days) })),
          average_utilisation_percent: onTimeRate(busy, days * rows.length),
        };
      });
    },

    /** The compliance page: expiring and expired dates, and missing qualification documents. */
    async compliance(ctx: Ctx): Promise<ComplianceAnswer> {
      const companyId = requireCompany(ctx);
      const { expiries } = await opts.expiries(ctx);
      const missing = await readTenantFromReplica(db, companyId, (tx) =>
        repo.missingDriverDocuments(tx, companyId, DRIVER_QUALIFICATION_DOCUMENTS, COMPLIANCE_MISSING_LIST_LIMIT),
      );
      return {
        expiries,
        missing_documents: DRIVER_QUALIFICATION_DOCUMENTS.map((document_type) => {
          const row = missing.find((m) => m.document_type === document_type);
          return { document_type, count: row?.count ?? 0, drivers: row?.drivers ?? [] };
        }),
      };
    },

    /** Spec 1 sections 2 and 9: the drivers table, reused for 5 minutes per company and period. */
    driversPerformance(ctx: Ctx, q: AnalyticsPeriodQuery): Promise<DriversPerformance> {
      return inPeriod(ctx, q, async (tx, f) => {
        const key = JSON.stringify(f.period);
        const hit = driversCache.get(f.companyId, key);
        if (hit) return hit.value;
        const generation = driversCache.generation(f.companyId);
        const rows = await repo.driverFigures(tx, f);
        let revenue = 0n;
        let miles = 0n;
        const drivers = rows.map((r) => {
          revenue += toCents(r.revenue);
          miles += toCents(r.total_miles);
          return {
            id: r.id,
            name: `${r.first_name} ${r.last_name}`,
            driver_type: r.driver_type,
            load_count: r.load_count,
            revenue: r.revenue,
            loaded_miles: r.loaded_miles,
            empty_miles: r.empty_miles,
            total_miles: r.total_miles,
            revenue_per_loaded_mile: r.rpm_loaded,
            revenue_per_total_mile: r.rpm_total,
          };
        });
        const answer: DriversPerformance = {
          period: f.period,
          drivers,
          summary: {
            total_drivers: drivers.length,
            company_drivers: drivers.filter((d) => d.driver_type === 'company_driver').length,
            owner_operators: drivers.filter((d) => d.driver_type === 'owner_operator').length,
            total_revenue: fromCents(revenue),
            total_miles: fromCents(miles),
          },
          cached_at: new Date().toISOString(),
        };
        driversCache.set(f.companyId, key, answer, generation);
        return answer;
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
