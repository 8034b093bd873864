import type { AreaAccess } from './types';

/** Rate confirmation extraction (a plan feature, on in the companies built here). */
export const access: AreaAccess = {
  routes: {
    'POST /api/loads/extract-from-pdf': ['MANAGER', 'DISPATCHER'],
    'POST /api/extractions/:id/confirm': ['MANAGER', 'DISPATCHER'],
  },
};
