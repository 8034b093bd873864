import { access as loads } from './loads';
import type { AreaAccess } from './types';

const READERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'TRACK_AND_TRACE'] as const;
/** Load management and the tracking users who follow the load's driver (decision 0199). */
const TRACE = ['MANAGER', 'DISPATCHER', 'TRACK_AND_TRACE'] as const;

/** A load's structured check calls. */
export const access: AreaAccess = {
  routes: {
    'GET /api/loads/:id/check-calls': { who: READERS, record: 'load' },
    'POST /api/loads/:id/check-calls': TRACE,
    'DELETE /api/loads/:id/check-calls/:checkCallId': TRACE,
  },
  records: { load: loads.records!.load! },
};
