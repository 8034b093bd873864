import { unique } from '../../support/factories';
import { type AreaAccess, createdId } from './types';

const READERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'] as const;
/** Settings readers, and whoever reads drivers or units (their forms and filters name divisions). */
const DIVISION_READERS = [...READERS, 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const;
const TYPE_READERS = ['SUPERADMIN', 'MANAGER', 'DISPATCHER', 'ACCOUNTANT'] as const;
const TYPE_WRITERS = ['SUPERADMIN', 'MANAGER'] as const;

/** Divisions, load statuses and appointment types. */
export const access: AreaAccess = {
  routes: {
    'GET /api/divisions/': DIVISION_READERS,
    'POST /api/divisions/': ['MANAGER'],
    'GET /api/divisions/:id': { who: DIVISION_READERS, record: 'division' },
    'PUT /api/divisions/:id': { who: ['MANAGER'], record: 'division' },
    'POST /api/divisions/:id/activate': { who: ['MANAGER'], record: 'division' },
    'POST /api/divisions/:id/deactivate': { who: ['MANAGER'], record: 'division' },
    'GET /api/load-statuses/': [...READERS, 'TRACK_AND_TRACE'],
    'POST /api/load-statuses/': ['MANAGER'],
    'GET /api/load-statuses/:id': { who: [...READERS, 'TRACK_AND_TRACE'], record: 'load-status' },
    'PUT /api/load-statuses/:id': { who: ['MANAGER'], record: 'load-status' },
    'DELETE /api/load-statuses/:id': { who: ['MANAGER'], record: 'load-status' },
    'GET /api/load-appointment-types/': TYPE_READERS,
    'GET /api/load-appointment-types/stats/summary': TYPE_READERS,
    'POST /api/load-appointment-types/': TYPE_WRITERS,
    'GET /api/load-appointment-types/:id': TYPE_READERS,
    'PUT /api/load-appointment-types/:id': TYPE_WRITERS,
    'DELETE /api/load-appointment-types/:id': TYPE_WRITERS,
  },
  records: {
    division: (app, headers) =>
      createdId(app, '/api/divisions/', headers, { name: unique('Division '), code: unique('D').slice(0, 10) }),
    'load-status': (app, headers) => createdId(app, '/api/load-statuses/', headers, { name: unique('Status ') }),
  },
};
