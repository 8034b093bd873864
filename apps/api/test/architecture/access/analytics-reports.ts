import type { AreaAccess } from './types';

/** Scheduled analytics reports: the analytics capability (managers, accountants, analysts), each for themselves. */
const ANALYTICS = ['MANAGER', 'ACCOUNTANT', 'ANALYST'] as const;

export const access: AreaAccess = {
  routes: {
    'GET /api/analytics/report-subscriptions': ANALYTICS,
    'PUT /api/analytics/report-subscriptions': ANALYTICS,
    'POST /api/analytics/reports/send-now': ANALYTICS,
  },
};
