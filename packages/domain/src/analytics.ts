import { z } from 'zod';
import { addDaysToDay } from './dates';
import { expiryRecordSchema } from './expiries';
import { dayOrNull } from './fleet-fields';

/**
 * Dashboard and analytics definitions (decision 0100). The API computes every figure from these;
 * the web app labels and explains the figures with the same words.
 */

/** How long the drivers performance answer is reused (spec 1 section 9). */
export const DRIVERS_PERFORMANCE_CACHE_MS = 5 * 60 * 1000;
export const CUSTOMER_REVENUE_LIMIT = { default: 10, max: 100 } as const;
/** The longest period one call may cover, in days. */
export const ANALYTICS_MAX_DAYS = 5 * 366;

/** Spec 1 section 2: chart series and the Drivers Performance Type column. */
export const DRIVER_TYPE_SERIES = { company_driver: 'Company Drivers', owner_operator: 'Owner Operators' } as const;
export const DRIVER_TYPE_COLUMN = { company_driver: 'Company', owner_operator: 'Owner Op' } as const;
export const ANALYTICS_DEFINITIONS = {
  revenue: 'Rate booked of delivered, invoiced and paid loads, by their last delivery date.',
  rpm_loaded: 'Revenue divided by loaded miles.',
  rpm_total: 'Revenue divided by loaded plus empty miles.',
  team: 'Team loads are split between both drivers by the team pay split.',
  on_time: 'Final deliveries completed by the end of their appointment window (or of the delivery day).',
  active_trucks: 'Trucks assigned to a driver of a counted load on its delivery day.',
} as const;

// ---- query ----

const MONTH_MESSAGE = 'months must be whole numbers from 1 to 12';
const monthList = z
  .preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== ''),
    z.array(z.coerce.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE)),
  )
  .optional()
  .describe('Months of `year` (1-12), repeated or comma-separated; all months when left out');
const queryDay = (label: string) =>
  dayOrNull(label)
    .optional()
    .transform((v) => v ?? undefined);

const periodFields = {
  year: z.coerce
    .number()
    .int('year must be a whole number')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier')
    .optional()
    .describe("Defaults to the current year in the company's time zone"),
  months: monthList,
  date_from: queryDay('date_from').describe(
    'First day (inclusive); with date_from/date_to, year and months are ignored',
  ),
  date_to: queryDay('date_to').describe('Last day (inclusive)'),
};
const orderedDates = (q: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) => {
  if (q.date_from && q.date_to && q.date_to < q.date_from)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_to must be on or after date_from' });
};

export const analyticsPeriodQuery = z.object(periodFields).superRefine(orderedDates);
export type AnalyticsPeriodQuery = z.output<typeof analyticsPeriodQuery>;
export const monthlyRevenueTrendQuery = z
  .object({ ...periodFields, include_zero_months: z.stringbool().default(false) })
  .superRefine(orderedDates);
export const customerRevenueQuery = z
  .object({
    ...periodFields,
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(CUSTOMER_REVENUE_LIMIT.max, `limit must be ${CUSTOMER_REVENUE_LIMIT.max} or less`)
      .default(CUSTOMER_REVENUE_LIMIT.default),
  })
  .superRefine(orderedDates);
export const dispatchPerformanceQuery = z
  .object({ ...periodFields, dispatcher_id: z.coerce.number().int().positive().optional() })
  .superRefine(orderedDates);

/** A resolved period: inclusive days, and the months of the year it is limited to (null: every day). */
export type AnalyticsPeriod = {
  date_from: string;
  date_to: string;
  months: number[] | null;
  /** Asked by year and months, or by days. */
  kind: 'months' | 'days';
};

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The period a query asks for; `today` is the company's day. */
export function resolvePeriod(q: AnalyticsPeriodQuery, today: string): AnalyticsPeriod {
  if (q.date_from || q.date_to) {
    const to = q.date_to ?? (q.date_from && q.date_from > today ? q.date_from : today);
    return { date_from: q.date_from ?? `${to.slice(0, 4)}-01-01`, date_to: to, months: null, kind: 'days' };
  }
  const year = q.year ?? Number(today.slice(0, 4));
  const months = q.months?.length ? [...new Set(q.months)].sort((a, b) => a - b) : null;
  const first = months?.[0] ?? 1;
  const last = months?.[months.length - 1] ?? 12;
  const from = `${year}-${pad(first)}-01`;
  const end = `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}`;
  return {
    date_from: from,
    // A period in progress ends today: months to come are not months without loads.
    date_to: from <= today && today < end ? today : end,
    months: months && months.length < 12 ? months : null,
    kind: 'months',
  };
}

/** The period compared with: the same months (up to the same day) a year earlier, or the same number of days just before. */
export function previousPeriod(p: AnalyticsPeriod): AnalyticsPeriod {
  if (p.kind === 'months') {
    const year = Number(p.date_from.slice(0, 4)) - 1;
    const lastMonth = Number(p.date_to.slice(5, 7));
    const lastDay = Math.min(Number(p.date_to.slice(8, 10)), lastDayOfMonth(year, lastMonth));
    return {
      date_from: `${year}-${p.date_from.slice(5)}`,
      date_to: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
      months: p.months,
      kind: 'months',
    };
  }
  const days = daysBetween(p.date_from, p.date_to) + 1;
  return {
    date_from: addDaysToDay(p.date_from, -days),
    date_to: addDaysToDay(p.date_from, -1),
    months: null,
    kind: 'days',
  };
}

/** The months (YYYY-MM) a period covers, in order. */
export function monthsOfPeriod(p: AnalyticsPeriod): string[] {
  const out: string[] = [];
  let y = Number(p.date_from.slice(0, 4));
  let m = Number(p.date_from.slice(5, 7));
  const end = p.date_to.slice(0, 7);
  for (;;) {
    const key = `${y}-${pad(m)}`;
    if (key > end) break;
    if (!p.months || p.months.includes(m)) out.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Whether a period is within the longest allowed span. */
export const periodTooLong = (p: Pick<AnalyticsPeriod, 'date_from' | 'date_to'>) =>
  daysBetween(p.date_from, p.date_to) + 1 > ANALYTICS_MAX_DAYS;
export const PERIOD_TOO_LONG_MESSAGE = 'The period can cover at most 5 years';

// ---- answers ----

const decimal = z.string().describe('Exact decimal with 2 places');
const nullableDecimal = z.string().nullable().describe('Exact decimal with 2 places; null when the divisor is 0');
const period = z.object({
  date_from: z.string(),
  date_to: z.string(),
  months: z.array(z.number().int()).nullable(),
  kind: z.enum(['months', 'days']),
});
const driverTypeEnum = z.enum(['company_driver', 'owner_operator']);
export type AnalyticsDriverType = z.infer<typeof driverTypeEnum>;

/** Revenue, loads and miles of a set of loads, with both RPMs. */
export const figures = z.object({
  revenue: decimal,
  load_count: z.number().int(),
  loaded_miles: decimal,
  empty_miles: decimal,
  total_miles: decimal,
  rpm_loaded: nullableDecimal,
  rpm_total: nullableDecimal,
});
export type Figures = z.infer<typeof figures>;

const kpi = z.object({
  value: z.string().nullable(),
  previous: z.string().nullable(),
  change_percent: nullableDecimal.describe('(value - previous) / previous x 100; null when previous is 0 or missing'),
});
export type Kpi = z.infer<typeof kpi>;
export const KPI_KEYS = [
  'revenue',
  'load_count',
  'rpm_loaded',
  'rpm_total',
  'total_miles',
  'loaded_miles',
  'empty_miles',
  'active_trucks',
  'on_time_rate',
  'average_revenue_per_load',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
export const dashboardKpis = z.object({
  period,
  previous_period: period,
  kpis: z.object(Object.fromEntries(KPI_KEYS.map((k) => [k, kpi])) as Record<KpiKey, typeof kpi>),
});
export type DashboardKpis = z.infer<typeof dashboardKpis>;

export const monthlyRevenueTrend = z.object({
  period,
  months: z.array(
    figures.extend({
      month: z.string().describe('YYYY-MM of the delivery date'),
      company_driver: figures,
      owner_operator: figures,
    }),
  ),
});
export type MonthlyRevenueTrend = z.infer<typeof monthlyRevenueTrend>;

export const customerRevenue = z.object({
  period,
  customers: z.array(
    z.object({
      customer_id: z.number().int(),
      name: z.string(),
      revenue: decimal,
      load_count: z.number().int(),
      share_percent: nullableDecimal,
    }),
  ),
  total_revenue: decimal,
  other_revenue: decimal.describe('Revenue of the customers beyond the limit'),
  total_customers: z.number().int(),
});
export type CustomerRevenue = z.infer<typeof customerRevenue>;

export const driverMilesStats = z.object({
  period,
  totals: figures.extend({ empty_percent: nullableDecimal }),
  by_driver_type: z.array(figures.extend({ driver_type: driverTypeEnum, empty_percent: nullableDecimal })),
});
export type DriverMilesStats = z.infer<typeof driverMilesStats>;

export const dispatcherPerformanceRow = figures.extend({
  dispatcher_id: z.number().int(),
  name: z.string(),
  driver_count: z.number().int().describe('Drivers of the counted loads'),
  cancelled_count: z.number().int(),
  on_time_rate: nullableDecimal.describe('Percent of measured final deliveries on time'),
  average_revenue_per_load: nullableDecimal,
});
export type DispatcherPerformanceRow = z.infer<typeof dispatcherPerformanceRow>;
export const dispatchPerformance = z.object({
  period,
  dispatchers: z.array(dispatcherPerformanceRow),
  selected: dispatcherPerformanceRow.nullable().describe('The row of dispatcher_id when one is asked for'),
  team_average: z.object({
    dispatcher_count: z.number().int(),
    load_count: nullableDecimal.describe('Loads per dispatcher'),
    revenue: nullableDecimal.describe('Revenue per dispatcher'),
    total_miles: nullableDecimal,
    rpm_total: nullableDecimal,
    rpm_loaded: nullableDecimal,
    on_time_rate: nullableDecimal,
    average_revenue_per_load: nullableDecimal,
  }),
});
export type DispatchPerformance = z.infer<typeof dispatchPerformance>;

/** Spec 1 section 3: the driver performance row and summary. */
export const driverPerformanceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  driver_type: driverTypeEnum,
  load_count: z.number().int(),
  revenue: decimal,
  loaded_miles: decimal,
  empty_miles: decimal,
  total_miles: decimal,
  revenue_per_loaded_mile: nullableDecimal,
  revenue_per_total_mile: nullableDecimal,
});
export type DriverPerformanceRow = z.infer<typeof driverPerformanceRow>;
export const driversPerformance = z.object({
  period,
  drivers: z.array(driverPerformanceRow),
  summary: z.object({
    total_drivers: z.number().int(),
    company_drivers: z.number().int(),
    owner_operators: z.number().int(),
    total_revenue: decimal,
    total_miles: decimal,
  }),
  cached_at: z.string().describe('When the figures were computed (they are reused for 5 minutes)'),
});
export type DriversPerformance = z.infer<typeof driversPerformance>;

/** Days of a period, counting only its months when it is limited to some. */
export function daysOfPeriod(p: AnalyticsPeriod): number {
  if (!p.months) return daysBetween(p.date_from, p.date_to) + 1;
  return monthsOfPeriod(p).reduce((sum, key) => sum + lastDayOfMonth(Number(key.slice(0, 4)), Number(key.slice(5))), 0);
}

// ---- the calls for the Dispatchers, Brokers and Performance tabs ----

export const dispatcherWorkload = z.object({
  period,
  dispatchers: z.array(
    z.object({
      dispatcher_id: z.number().int(),
      name: z.string(),
      assigned_drivers: z.number().int().describe('Active drivers assigned to the dispatcher today'),
      active_drivers: z.number().int().describe('Drivers of their loads picked up in the period'),
      booked_loads: z.number().int().describe('Loads picked up in the period, cancelled ones left out'),
      open_loads: z.number().int().describe('Loads neither delivered nor cancelled, today'),
      cancelled_loads: z.number().int(),
      loads_per_driver: nullableDecimal.describe('Booked loads per active driver'),
    }),
  ),
  by_status: z.array(
    z.object({ status_id: z.number().int(), name: z.string(), color: z.string(), count: z.number().int() }),
  ),
});
export type DispatcherWorkload = z.infer<typeof dispatcherWorkload>;

export const brokerPerformanceQuery = customerRevenueQuery;
export const brokerPerformance = z.object({
  period,
  brokers: z.array(
    figures.extend({
      customer_id: z.number().int(),
      name: z.string(),
      cancelled_count: z.number().int(),
      cancellation_rate: nullableDecimal.describe('Cancelled / (counted + cancelled) x 100'),
      payment_terms_days: z.number().int().nullable(),
      average_days_to_pay: nullableDecimal.describe(
        "Days from invoice to payment, averaged over the period's paid loads (1 decimal); null when none is paid",
      ),
    }),
  ),
  total_customers: z.number().int(),
});
export type BrokerPerformance = z.infer<typeof brokerPerformance>;

export const onTimeDelivery = z.object({
  period,
  delivered: z.number().int(),
  measured: z.number().int().describe('Final deliveries marked completed'),
  on_time: z.number().int(),
  on_time_rate: nullableDecimal,
  months: z.array(
    z.object({
      month: z.string(),
      delivered: z.number().int(),
      measured: z.number().int(),
      on_time: z.number().int(),
      on_time_rate: nullableDecimal,
    }),
  ),
});
export type OnTimeDelivery = z.infer<typeof onTimeDelivery>;

export const revenueEfficiency = z.object({
  period,
  totals: figures,
  weeks: z.array(
    z.object({
      week: z.string().describe('Monday of the week (YYYY-MM-DD)'),
      revenue: decimal,
      total_miles: decimal,
      rpm_total: nullableDecimal,
      trucks: z.number().int(),
      revenue_per_truck: nullableDecimal,
    }),
  ),
  revenue_per_truck_per_week: nullableDecimal.describe('Revenue of the weeks / truck-weeks (the sum of weekly trucks)'),
});
export type RevenueEfficiency = z.infer<typeof revenueEfficiency>;

export const truckUtilisation = z.object({
  period,
  period_days: z.number().int(),
  trucks: z.array(
    z.object({
      truck_id: z.number().int(),
      unit_number: z.string(),
      days_with_load: z.number().int(),
      utilisation_percent: nullableDecimal,
    }),
  ),
  average_utilisation_percent: nullableDecimal,
});
export type TruckUtilisation = z.infer<typeof truckUtilisation>;

// ---- compliance ----

/** Driver qualification file documents every active driver should have (49 CFR 391.51). */
export const DRIVER_QUALIFICATION_DOCUMENTS = [
  'driver_application',
  'cdl',
  'medical_card',
  'mvr',
  'drug_test',
  'employer_verification',
  'fmcsa_clearinghouse',
] as const;
export const DRIVER_QUALIFICATION_LABELS: Readonly<Record<(typeof DRIVER_QUALIFICATION_DOCUMENTS)[number], string>> = {
  driver_application: 'Driver application',
  cdl: 'CDL copy',
  medical_card: 'Medical card',
  mvr: 'Motor vehicle record',
  drug_test: 'Pre-employment drug test',
  employer_verification: 'Previous employer verification',
  fmcsa_clearinghouse: 'Clearinghouse query',
};
export const COMPLIANCE_MISSING_LIST_LIMIT = 50;

export const complianceAnswer = z.object({
  expiries: z.array(expiryRecordSchema).describe('Expiring and expired dates as they are now (decisions 0044, 0194)'),
  missing_documents: z.array(
    z.object({
      document_type: z.enum(DRIVER_QUALIFICATION_DOCUMENTS),
      count: z.number().int().describe('Active drivers without an active document of this type'),
      drivers: z
        .array(z.object({ driver_id: z.number().int(), name: z.string() }))
        .describe(`The first ${COMPLIANCE_MISSING_LIST_LIMIT} of them by name`),
    }),
  ),
});
export type ComplianceAnswer = z.infer<typeof complianceAnswer>;
