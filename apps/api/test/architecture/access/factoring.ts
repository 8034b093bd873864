import type { AreaAccess } from './types';

const ACCOUNTING = ['MANAGER', 'ACCOUNTANT'] as const;

/** Factoring (decision 0222): the factoring company, submissions of invoices, the advance and reserve paid. */
export const access: AreaAccess = {
  routes: {
    'GET /api/accounting/factoring/settings': ACCOUNTING,
    'PUT /api/accounting/factoring/settings': ACCOUNTING,
    'POST /api/accounting/factoring/submissions': ACCOUNTING,
    'GET /api/accounting/factoring/submissions': ACCOUNTING,
    'GET /api/accounting/factoring/submissions/:id/schedule.pdf': ACCOUNTING,
    'PUT /api/accounting/factoring/submissions/:id/payments': ACCOUNTING,
  },
};
