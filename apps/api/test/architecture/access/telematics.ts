import { access as fleet } from './fleet';
import type { AreaAccess } from './types';

/** Whoever reads units sees where they are; whoever manages them (and the integrations) reports it. */
const UNIT_READERS = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const;
const UNIT_WRITERS = ['MANAGER', 'EQUIPMENT_MANAGER'] as const;
/** Drivers' readers see their hours; whoever keeps the drivers' files (and the integrations) writes logs. */
const DRIVER_READERS = UNIT_READERS;
const DRIVER_WRITERS = ['MANAGER', 'ACCOUNTANT'] as const;

/** Positions, duty status and hours of service (issue 33). */
export const access: AreaAccess = {
  routes: {
    'POST /api/trucks/:id/positions': UNIT_WRITERS,
    'GET /api/trucks/positions/latest': UNIT_READERS,
    'GET /api/trucks/:id/positions': { who: UNIT_READERS, record: 'truck' },
    'POST /api/drivers/:id/duty-status-events': DRIVER_WRITERS,
    'GET /api/drivers/:id/duty-status-events': { who: DRIVER_READERS, record: 'driver' },
    'GET /api/drivers/:id/hos': { who: DRIVER_READERS, record: 'driver' },
    'GET /api/drivers/:id/hos/trip-check': DRIVER_READERS,
    'GET /api/hos/clocks': DRIVER_READERS,
    'POST /api/hos/eld-files': DRIVER_WRITERS,
    // Whoever books loads in the wizard (load management) asks for it after saving the miles.
    'POST /api/loads/:id/hos-warning': ['MANAGER', 'DISPATCHER'],
  },
  records: { truck: fleet.records!.truck!, driver: fleet.records!.driver! },
};
