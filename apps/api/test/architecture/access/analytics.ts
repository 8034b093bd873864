import type { AreaAccess } from './types';

/** The dashboards' analytics calls: the analytics capability (managers, accountants, analysts). */
const ANALYTICS = ['MANAGER', 'ACCOUNTANT', 'ANALYST'] as const;

export const access: AreaAccess = {
  routes: {
    'GET /api/analytics/dashboard-kpis': ANALYTICS,
    'GET /api/analytics/monthly-revenue-trend': ANALYTICS,
    'GET /api/analytics/customer-revenue': ANALYTICS,
    'GET /api/analytics/driver-miles-stats': ANALYTICS,
    'GET /api/analytics/dispatch-performance': ANALYTICS,
    'GET /api/analytics/drivers-performance': ANALYTICS,
    'GET /api/analytics/dispatcher-workload': ANALYTICS,
    'GET /api/analytics/broker-performance': ANALYTICS,
    'GET /api/analytics/on-time-delivery': ANALYTICS,
    'GET /api/analytics/revenue-efficiency': ANALYTICS,
    'GET /api/analytics/truck-utilisation': ANALYTICS,
    'GET /api/analytics/compliance': ANALYTICS,
  },
};
