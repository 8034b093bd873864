import { nextNumber } from './record-world';
import { type AreaAccess, createdId } from './types';

const OFFICE = ['MANAGER', 'ACCOUNTANT'] as const;
const FUEL_TRANSACTION = {
  transaction_date: '2026-01-05',
  purchased_item: 'ULSD',
  unit_quantity: '100.5',
  price_per_unit: '3.899',
};

/** Fuel cards, fuel transactions and their import. */
export const access: AreaAccess = {
  routes: {
    'GET /api/fuel-cards/': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/fuel-cards/': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/stats': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/available': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/fuel-cards/:id': { who: OFFICE, record: 'fuel card' },
    'GET /api/fuel-cards/:id/assignments': { who: OFFICE, record: 'fuel card' },
    'PUT /api/fuel-cards/:id': ['MANAGER', 'ACCOUNTANT'],
    'PATCH /api/fuel-cards/:id/activate': { who: OFFICE, record: 'fuel card' },
    'PATCH /api/fuel-cards/:id/deactivate': { who: OFFICE, record: 'fuel card' },
    'DELETE /api/fuel-cards/:id': { who: OFFICE, record: 'fuel card' },
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
    'GET /api/fuel-transactions/:id': { who: OFFICE, record: 'fuel transaction' },
    'PUT /api/fuel-transactions/:id': ['MANAGER', 'ACCOUNTANT'],
    'PATCH /api/fuel-transactions/:id/match': ['MANAGER', 'ACCOUNTANT'],
    'DELETE /api/fuel-transactions/:id': { who: OFFICE, record: 'fuel transaction' },
  },
  records: {
    'fuel card': (app, headers) =>
      createdId(app, '/api/fuel-cards/', headers, { card_number: `708305${nextNumber()}`, card_provider: 'EFS' }),
    'fuel transaction': (app, headers) => createdId(app, '/api/fuel-transactions/', headers, FUEL_TRANSACTION),
  },
};
