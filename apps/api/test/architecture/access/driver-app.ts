import type { AreaAccess } from './types';

const DRIVER = ['DRIVER'] as const;

/** The driver app (issue 36): a driver's account only, acting on the driver's own loads. */
export const access: AreaAccess = {
  routes: {
    'GET /api/driver-app/loads': DRIVER,
    'GET /api/driver-app/loads/:id': DRIVER,
    'POST /api/driver-app/stops/:eventId/arrive': DRIVER,
    'POST /api/driver-app/stops/:eventId/depart': DRIVER,
    'POST /api/driver-app/loads/:id/check-calls': DRIVER,
    'POST /api/driver-app/loads/:id/documents': DRIVER,
    'GET /api/driver-app/documents/:id/url': DRIVER,
    'GET /api/driver-app/statements': DRIVER,
    'GET /api/driver-app/statements/:id/pdf': DRIVER,
    'GET /api/driver-app/hos': DRIVER,
  },
};
