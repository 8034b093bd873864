import { unique } from '../../support/factories';
import { type AreaAccess, createdId } from './types';

const CUSTOMERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'] as const;
const customer = { who: CUSTOMERS, record: 'customer' } as const;

export const access: AreaAccess = {
  routes: {
    'GET /api/customers/': CUSTOMERS,
    'POST /api/customers/': CUSTOMERS,
    'GET /api/customers/stats/summary': CUSTOMERS,
    'GET /api/customers/search': CUSTOMERS,
    'GET /api/customers/by-mc/:mc': CUSTOMERS,
    'GET /api/customers/:id': customer,
    'PUT /api/customers/:id': customer,
    'DELETE /api/customers/:id': customer,
    'POST /api/customers/:id/restore': customer,
  },
  records: {
    customer: (app, headers) => createdId(app, '/api/customers/', headers, { name: unique('Broker ') }),
  },
};
