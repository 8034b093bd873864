import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/**
 * Routes open to every signed-in user, each for a reason. Anything else must declare a capability
 * (or a plan feature) in its guard, or be marked public: a new route that declares nothing fails here.
 */
const EVERY_SIGNED_IN_USER: Record<string, string> = {
  'GET /api/user/my-company': 'own company, read',
  'GET /api/admin/companies/info': 'own company, read',
  'GET /api/admin/companies/logo': "own company's logo",
  'GET /api/company/features': "own company's plan features, for the menu",
  'GET /api/integrations/company': "own company's integrations, read",
  'GET /api/address/autocomplete': 'address search in any form',
  'GET /api/address/details/:placeId': 'address search in any form',
  'GET /api/countries/': 'country picker in any form',
  // Documents: the service checks the read or write rights of each document's category through its
  // registered owner (company documents: every member; customer documents: customers; decision 0025).
  'POST /api/documents/upload': 'capability checked per category',
  'POST /api/documents/merge': 'read rights checked per document',
  'GET /api/documents/': 'read rights checked per category',
  'GET /api/documents/company-logo': "own company's logo",
  'GET /api/documents/:id': 'read rights checked per category',
  'GET /api/documents/:id/presigned-url': 'read rights checked per category',
  'PUT /api/documents/:id': 'capability checked per category',
  'PATCH /api/documents/:id/deprecate': 'capability checked per category',
  'PATCH /api/documents/:id/restore': 'capability checked per category',
  'DELETE /api/documents/:id': 'capability checked per category',
};

/** Routes of the user's own account, the only ones a driver reaches outside the driver app. */
const OWN_ACCOUNT: Record<string, string> = {
  'POST /api/auth/logout': 'own session',
  'GET /api/auth/me': 'own account',
  'PUT /api/auth/me': 'own password',
  'PUT /api/auth/me/profile': 'own profile',
};

const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /metrics',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset-confirm',
  'POST /api/auth/email-change-confirm',
  'POST /api/demo-requests/',
  'GET /api/documents/types',
  'GET /api/files/',
  'GET /api/public/config',
  'GET /api/public/company-logo/:token',
  'GET /api/public/tracking/:token',
  'GET /api/public/tracking/:token/logo',
];

describe('every route declares who may call it', () => {
  const routes = () => t.app.routeAccess.filter((r) => r.method !== 'HEAD');

  it('declares a capability or plan feature, unless marked public or listed as open to every signed-in user', () => {
    const undeclared = routes()
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const signedInOnly = routes()
      .filter((r) => r.access !== 'public' && r.access?.kind === 'signed-in')
      .map((r) => `${r.method} ${r.url}`);
    expect(signedInOnly.sort()).toEqual(Object.keys(EVERY_SIGNED_IN_USER).sort());
    const ownAccount = routes()
      .filter((r) => r.access !== 'public' && r.access?.kind === 'own-account')
      .map((r) => `${r.method} ${r.url}`);
    expect(ownAccount.sort()).toEqual(Object.keys(OWN_ACCOUNT).sort());
  });

  it('marks exactly the intended routes public', () => {
    const open = routes()
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('sees the routes of every module (the list is not empty by accident)', () => {
    expect(routes().length).toBeGreaterThan(80);
    expect(routes().filter((r) => r.access !== 'public' && r.access?.kind === 'capability').length).toBeGreaterThan(50);
  });
});
