import type { AreaAccess } from './types';

/** Mileage between stops: anyone who reads loads (the load wizard and the board). */
export const access: AreaAccess = {
  routes: {
    'GET /api/mileage': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'TRACK_AND_TRACE'],
  },
};
