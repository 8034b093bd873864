import { access as loads } from './loads';
import type { AreaAccess } from './types';

/** Load management and the tracking users who follow the load's driver. */
const TRACE = ['MANAGER', 'DISPATCHER', 'TRACK_AND_TRACE'] as const;

/** A load's tracking links for its customer, and the public page they open. */
export const access: AreaAccess = {
  routes: {
    'GET /api/loads/:id/tracking-links': { who: TRACE, record: 'load' },
    'POST /api/loads/:id/tracking-links': TRACE,
    'DELETE /api/loads/:id/tracking-links/:linkId': TRACE,
    'GET /api/public/tracking/:token': 'public',
    'GET /api/public/tracking/:token/logo': 'public',
  },
  records: { load: loads.records!.load! },
};
