import { resourceKeys } from '../../../app/api/query-keys';
import type { PeriodParams } from '../period-params';

const analytics = resourceKeys<PeriodParams>('analytics');

/** Query keys of the analytics calls: one per call, period and extra parameters. */
export const analyticsKeys = {
  ...analytics,
  call: (call: string, period: PeriodParams, extra: Record<string, unknown>) =>
    [...analytics.all, call, period, extra] as const,
  compliance: () => [...analytics.all, 'compliance'] as const,
};
