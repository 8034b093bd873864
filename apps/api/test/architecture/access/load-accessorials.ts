import type { AreaAccess } from './types';

/** A load's accessorials are its money (decision 0198): who books or bills the load reads and changes them. */
const MONEY = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'] as const;

export const access: AreaAccess = {
  routes: {
    'GET /api/loads/:id/accessorials': { who: MONEY, record: 'load' },
    'POST /api/loads/:id/accessorials': MONEY,
    'PUT /api/loads/:id/accessorials/:accessorialId': MONEY,
    'DELETE /api/loads/:id/accessorials/:accessorialId': MONEY,
  },
};
