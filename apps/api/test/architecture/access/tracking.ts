import type { AreaAccess } from './types';

/** Loads' ETAs (issue 34): whoever sees the trucks' positions (each sees only the loads they may). */
export const access: AreaAccess = {
  routes: {
    'GET /api/tracking/etas': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'],
  },
};
