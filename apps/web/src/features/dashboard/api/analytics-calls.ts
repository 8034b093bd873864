import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  brokerPerformance,
  customerRevenue,
  dashboardKpis,
  dispatcherWorkload,
  dispatchPerformance,
  driverMilesStats,
  driversPerformance,
  monthlyRevenueTrend,
  onTimeDelivery,
  revenueEfficiency,
  truckUtilisation,
} from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type PeriodParams, periodSearch } from '../period-params';
import { analyticsKeys } from './analytics-keys';

/**
 * The analytics calls (decision 0100), each parsed with the domain's answer schema. One table
 * rather than a file per call: every call takes the same period and differs only in its path,
 * extra parameters and schema.
 */
const CALLS = {
  'dashboard-kpis': dashboardKpis,
  'monthly-revenue-trend': monthlyRevenueTrend,
  'customer-revenue': customerRevenue,
  'driver-miles-stats': driverMilesStats,
  'dispatch-performance': dispatchPerformance,
  'drivers-performance': driversPerformance,
  'dispatcher-workload': dispatcherWorkload,
  'broker-performance': brokerPerformance,
  'on-time-delivery': onTimeDelivery,
  'revenue-efficiency': revenueEfficiency,
  'truck-utilisation': truckUtilisation,
} as const;
export type AnalyticsCall = keyof typeof CALLS;
export type AnalyticsAnswer<C extends AnalyticsCall> = z.infer<(typeof CALLS)[C]>;

export async function getAnalytics<C extends AnalyticsCall>(
  call: C,
  period: PeriodParams,
  extra: Record<string, string | number | boolean | undefined> = {},
): Promise<AnalyticsAnswer<C>> {
  const search = periodSearch(period);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) search.set(k, String(v));
  const answer = await apiClient(`/api/analytics/${call}?${search.toString()}`);
  return CALLS[call].parse(answer) as AnalyticsAnswer<C>;
}

/** One analytics call for the period; the previous answer stays on screen while a new period loads. */
export function useAnalytics<C extends AnalyticsCall>(
  call: C,
  period: PeriodParams,
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  return useQuery({
    queryKey: analyticsKeys.call(call, period, extra),
    queryFn: () => getAnalytics(call, period, extra),
    placeholderData: keepPreviousData,
    // Spec 1 section 9: the drivers performance table is reused for 5 minutes (the server agrees).
    staleTime: call === 'drivers-performance' ? 5 * 60 * 1000 : 60 * 1000,
  });
}
