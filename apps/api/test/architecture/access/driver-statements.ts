import { unique } from '../../support/factories';
import { type AreaAccess, createdId, type RecordFactory } from './types';

/** Driver statements and recurring charges (spec 1: managers and accountants). */
const STATEMENTS = ['MANAGER', 'ACCOUNTANT'] as const;
const statement = { who: STATEMENTS, record: 'driverStatement' } as const;
// Routes whose body is required answer 422 to an empty body before looking the record up: the
// tenancy test in driver-statements.test.ts calls them with real bodies for the 404.
const charge = { who: STATEMENTS, record: 'recurringCharge' } as const;

const newDriver: RecordFactory = (app, headers) =>
  createdId(app, '/api/drivers/', headers, { first_name: 'Sam', last_name: unique('Settle') });

export const access: AreaAccess = {
  routes: {
    'GET /api/driver-statements/': STATEMENTS,
    'GET /api/driver-statements/stats/summary': STATEMENTS,
    'GET /api/driver-statements/export': STATEMENTS,
    'POST /api/driver-statements/generate': STATEMENTS,
    'POST /api/driver-statements/bulk-approve': STATEMENTS,
    'GET /api/driver-statements/:id': statement,
    'DELETE /api/driver-statements/:id': statement,
    'POST /api/driver-statements/:id/regenerate': statement,
    'POST /api/driver-statements/:id/approve': statement,
    'POST /api/driver-statements/:id/pay': STATEMENTS,
    'POST /api/driver-statements/:id/reopen': STATEMENTS,
    'POST /api/driver-statements/:id/exclude-load': STATEMENTS,
    'POST /api/driver-statements/:id/lines': STATEMENTS,
    'PUT /api/driver-statements/:id/lines/:lineId': STATEMENTS,
    'DELETE /api/driver-statements/:id/lines/:lineId': STATEMENTS,
    'GET /api/driver-statements/:id/pdf': statement,
    'POST /api/driver-statements/:id/email': statement,
    'GET /api/recurring-charges/': STATEMENTS,
    'POST /api/recurring-charges/': STATEMENTS,
    'GET /api/recurring-charges/:id': charge,
    'PUT /api/recurring-charges/:id': charge,
    'DELETE /api/recurring-charges/:id': charge,
  },
  records: {
    driverStatement: async (app, headers) => {
      const driverId = await newDriver(app, headers);
      const res = await app.inject({
        method: 'POST',
        url: '/api/driver-statements/generate',
        headers,
        payload: { period_start: '2026-03-02', period_end: '2026-03-08', driver_ids: [driverId] },
      });
      if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
      return res.json().created[0].id;
    },
    recurringCharge: async (app, headers) =>
      createdId(app, '/api/recurring-charges/', headers, {
        driver_id: await newDriver(app, headers),
        description: 'ELD fee',
        amount: '25',
        start_date: '2026-01-01',
      }),
  },
};
