import type { AreaAccess } from './types';

/** Fuel cards, fuel transactions and their import. */
export const access: AreaAccess = {
  routes: {
    'GET /api/fuel-cards/': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-cards/': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/stats': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/available': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/:id': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/:id/assignments': ['MANAGER', 'ACCOUNTANT'],
    'PUT /api/fuel-cards/:id': ['MANAGER', 'ACCOUNTANT'],
    'PATCH /api/fuel-cards/:id/activate': ['MANAGER', 'ACCOUNTANT'],
    'PATCH /api/fuel-cards/:id/deactivate': ['MANAGER', 'ACCOUNTANT'],
    'DELETE /api/fuel-cards/:id': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/bulk-delete': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/stats/summary': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/transaction-items': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/distinct-items': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/templates': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/templates': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/batches': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/batches/:id': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/batches/:id/undo': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/upload/preview': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-transactions/upload': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-transactions/:id': ['MANAGER', 'ACCOUNTANT'],
    'PUT /api/fuel-transactions/:id': ['MANAGER', 'ACCOUNTANT'],
    'PATCH /api/fuel-transactions/:id/match': ['MANAGER', 'ACCOUNTANT'],
    'DELETE /api/fuel-transactions/:id': ['MANAGER', 'ACCOUNTANT'],
  },
};
