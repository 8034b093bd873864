import type { AreaAccess } from './types';

const READERS = ['MANAGER', 'ACCOUNTANT'] as const;

/** The quarterly IFTA return (issue 35): managers and accountants read it; managers enter rates. */
export const access: AreaAccess = {
  routes: {
    'GET /api/ifta/report': READERS,
    'GET /api/ifta/report.csv': READERS,
    'GET /api/ifta/report.pdf': READERS,
    'GET /api/ifta/details': READERS,
    'GET /api/ifta/rates': READERS,
    'PUT /api/ifta/rates': ['MANAGER'],
  },
};
