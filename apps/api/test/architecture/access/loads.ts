import { loadWorld, nextNumber } from './record-world';
import { type AreaAccess, createdId } from './types';

const READERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'TRACK_AND_TRACE'] as const;
/** A customer's statement of account: the customer of another company is not found. */
const statement = { who: ['MANAGER', 'ACCOUNTANT'], record: 'customer' } as const;

/** Loads: the wizard steps, the board, events, comments, history and saved views. */
export const access: AreaAccess = {
  routes: {
    'POST /api/loads/step-1': ['MANAGER', 'DISPATCHER'],
    'POST /api/loads/accounting/step-1': ['MANAGER', 'ACCOUNTANT'],
    'POST /api/loads/with-events': ['MANAGER', 'DISPATCHER'],
    'GET /api/loads/bulk': READERS,
    'GET /api/loads/': READERS,
    'GET /api/loads/stats/summary': READERS,
    'POST /api/loads/driver-counts': READERS,
    'GET /api/loads/driver/:driverId/events': READERS,
    'GET /api/loads/driver/:driverId': READERS,
    'GET /api/loads/:id': { who: READERS, record: 'load' },
    'GET /api/loads/:id/progress': { who: READERS, record: 'load' },
    'GET /api/loads/:id/empty-miles': { who: READERS, record: 'load' },
    'GET /api/loads/:id/history': { who: READERS, record: 'load' },
    'GET /api/loads/:id/status-options': { who: READERS, record: 'load' },
    'PUT /api/loads/:id': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'PUT /api/loads/:id/step-2': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'PUT /api/loads/:id/events': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'GET /api/loads/:id/events': { who: READERS, record: 'load' },
    'PUT /api/loads/:id/events/:eventId/complete': ['MANAGER', 'DISPATCHER', 'TRACK_AND_TRACE'],
    'PUT /api/loads/:id/events/:eventId/times': ['MANAGER', 'DISPATCHER', 'TRACK_AND_TRACE'],
    'POST /api/loads/:id/duplicate': { who: ['MANAGER', 'DISPATCHER'], record: 'load' },
    'PUT /api/loads/:id/step-3': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'PUT /api/loads/:id/step-4': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'PUT /api/loads/:id/status': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'PUT /api/loads/:id/processed': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'DELETE /api/loads/:id': { who: ['MANAGER', 'DISPATCHER'], record: 'load' },
    'POST /api/loads/:id/invoice-with-documents': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'GET /api/loads/:id/comments': { who: READERS, record: 'load' },
    'POST /api/loads/:id/comments': READERS,
    'PUT /api/loads/:id/comments/:commentId': READERS,
    'DELETE /api/loads/:id/comments/:commentId': READERS,
    'GET /api/loads/views': READERS,
    'POST /api/loads/views': READERS,
    'PUT /api/loads/views/:id': READERS,
    'DELETE /api/loads/views/:id': READERS,
    'GET /api/accounting/loads': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/loads/export': ['MANAGER', 'ACCOUNTANT'],
    'PUT /api/accounting/loads/:id/payment': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/receivables/aging': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/receivables/aging/invoices': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/receivables/aging/export': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/exports/quickbooks': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/exports': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/receivables/aging/pdf': ['MANAGER', 'ACCOUNTANT'],
    'GET /api/accounting/receivables/customers/:customerId/statement.pdf': statement,
    'POST /api/accounting/receivables/customers/:customerId/statement/send': statement,
    'DELETE /api/accounting/loads/:id/payment': { who: ['MANAGER', 'ACCOUNTANT'], record: 'load' },
  },
  records: {
    load: async (app, headers) => {
      const w = await loadWorld(app, headers);
      return createdId(app, '/api/loads/step-1', headers, {
        load_number: `M-${nextNumber()}`,
        broker_id: w.brokerId,
        status_id: w.statusId,
        driver_id: w.driverId,
      });
    },
  },
};
