import { unique } from '../../support/factories';
import { type AreaAccess, createdId } from './types';

const ADMINS = ['SUPERADMIN', 'MANAGER'] as const;
const user = { who: ADMINS, record: 'user' } as const;

/** Users of a company and the audit log. */
export const access: AreaAccess = {
  routes: {
    'GET /api/users/': ADMINS,
    'GET /api/users/roles': ADMINS,
    'POST /api/users/': ADMINS,
    'GET /api/users/:id': user,
    'PUT /api/users/:id': user,
    'POST /api/users/:id/activate': user,
    'POST /api/users/:id/deactivate': user,
    'POST /api/users/:id/invite': user,
    'GET /api/audit-log/': ADMINS,
    'GET /api/audit-log/:id': ADMINS,
  },
  records: {
    user: (app, headers) =>
      createdId(app, '/api/users/', headers, {
        email: `${unique('matrix')}@example.test`,
        name: 'Mat',
        last_name: 'Rix',
        roles: ['DISPATCHER'],
        send_invite: false,
      }),
  },
};
