import { type AreaAccess, SUPERADMIN_ONLY } from './types';

/** Health, the public site, sign-in and the signed-in user's own account. */
export const access: AreaAccess = {
  routes: {
    'GET /api/health': 'public',
    'GET /api/health/ready': 'public',
    // Its own bearer token (METRICS_TOKEN) when one is set: the scraper has no user.
    'GET /metrics': 'public',
    'GET /api/public/config': 'public',
    'GET /api/public/company-logo/:token': 'public',
    'POST /api/auth/login': 'public',
    'POST /api/auth/refresh': 'public',
    'POST /api/auth/password-reset': 'public',
    'POST /api/auth/password-reset-confirm': 'public',
    'POST /api/auth/email-change-confirm': 'public',
    'POST /api/auth/logout': 'own-account',
    'GET /api/auth/me': 'own-account',
    'PUT /api/auth/me/profile': 'own-account',
    'PUT /api/auth/me': 'own-account',
    'GET /api/address/autocomplete': 'signed-in',
    'GET /api/address/details/:placeId': 'signed-in',
    'GET /api/countries/': 'signed-in',
    'GET /api/admin/outbox/': SUPERADMIN_ONLY,
    'POST /api/demo-requests/': 'public',
    'GET /api/demo-requests/': SUPERADMIN_ONLY,
    'GET /api/demo-requests/:id': SUPERADMIN_ONLY,
    'PUT /api/demo-requests/:id': SUPERADMIN_ONLY,
    'DELETE /api/demo-requests/:id': SUPERADMIN_ONLY,
  },
};
