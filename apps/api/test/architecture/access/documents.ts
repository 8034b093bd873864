import type { AreaAccess } from './types';

/**
 * Documents: every signed-in user reaches the routes; the service then checks the read or write
 * rights of each document's owner (decision 0025), proven in documents-store.test.ts.
 */
export const access: AreaAccess = {
  routes: {
    'GET /api/files/': 'public',
    'GET /api/documents/types': 'public',
    'POST /api/documents/upload': 'signed-in',
    'GET /api/documents/': 'signed-in',
    'GET /api/documents/company-logo': 'signed-in',
    'GET /api/documents/:id': 'signed-in',
    'GET /api/documents/:id/presigned-url': 'signed-in',
    'PUT /api/documents/:id': 'signed-in',
    'PATCH /api/documents/:id/deprecate': 'signed-in',
    'PATCH /api/documents/:id/restore': 'signed-in',
    'DELETE /api/documents/:id': 'signed-in',
    'POST /api/documents/merge': 'signed-in',
  },
};
