import { access as fleet } from './fleet';
import type { AreaAccess } from './types';

/** Whoever reads units sees where they are; whoever manages them (and the integrations) reports it. */
const UNIT_READERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const;
const UNIT_WRITERS = ['MANAGER', 'EQUIPMENT_MANAGER'] as const;

/** Positions, duty status and hours of service (issue 33). */
export const access: AreaAccess = {
  routes: {
    'POST /api/trucks/:id/positions': UNIT_WRITERS,
    'GET /api/trucks/positions/latest': UNIT_READERS,
    'GET /api/trucks/:id/positions': { who: UNIT_READERS, record: 'truck' },
  },
  records: { truck: fleet.records!.truck! },
};
