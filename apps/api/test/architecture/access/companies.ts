import { ALL_TENANT_ROLES, type AreaAccess, SUPERADMIN_ONLY } from './types';

const COMPANY_WRITERS = ['MANAGER', 'ACCOUNTANT'] as const;

/** Companies: the own company for its members (superadmins belong to none), every company for superadmins. */
export const access: AreaAccess = {
  routes: {
    'GET /api/user/my-company': ALL_TENANT_ROLES,
    'PUT /api/user/my-company': COMPANY_WRITERS,
    'GET /api/admin/companies/info': ALL_TENANT_ROLES,
    'PUT /api/admin/companies/info': COMPANY_WRITERS,
    'GET /api/admin/companies/logo': 'signed-in',
    'GET /api/admin/companies/': SUPERADMIN_ONLY,
    'POST /api/admin/companies/': SUPERADMIN_ONLY,
    'GET /api/admin/companies/:id': SUPERADMIN_ONLY,
    'PUT /api/admin/companies/:id': SUPERADMIN_ONLY,
    'DELETE /api/admin/companies/:id': SUPERADMIN_ONLY,
    'POST /api/admin/companies/:id/activate': SUPERADMIN_ONLY,
    'POST /api/admin/companies/:id/deactivate': SUPERADMIN_ONLY,
    'GET /api/admin/companies/:id/users': SUPERADMIN_ONLY,
    'GET /api/admin/companies/:id/stats': SUPERADMIN_ONLY,
    'GET /api/admin/companies/:id/features': SUPERADMIN_ONLY,
    'PUT /api/admin/companies/:id/features': SUPERADMIN_ONLY,
    'GET /api/company/features': 'signed-in',
    'GET /api/integrations/company': ALL_TENANT_ROLES,
    'PUT /api/integrations/company/:integrationId': ['MANAGER'],
    // An ELD provider's key, its sync and the matching of its drivers and vehicles: settings' writers.
    'PUT /api/integrations/company/:integrationId/credentials': ['MANAGER'],
    'DELETE /api/integrations/company/:integrationId/credentials': ['MANAGER'],
    'POST /api/integrations/company/:integrationId/sync': ['MANAGER'],
    'GET /api/integrations/company/:integrationId/links': ['MANAGER'],
    'PATCH /api/integrations/company/:integrationId/links/:linkId': ['MANAGER'],
  },
};
