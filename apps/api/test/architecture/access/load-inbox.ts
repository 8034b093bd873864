import type { AreaAccess } from './types';

/**
 * Rate confirmations by e-mail (issue 38): the inbox is the AI page's (a plan feature, on in the
 * companies built here); the address is shown to who handles loads or the company's settings,
 * and made anew by who changes the company's settings.
 */
export const access: AreaAccess = {
  routes: {
    'GET /api/loads/inbox': ['MANAGER', 'DISPATCHER'],
    'GET /api/loads/inbox/:id': ['MANAGER', 'DISPATCHER'],
    'GET /api/loads/inbox/:id/file': ['MANAGER', 'DISPATCHER'],
    'DELETE /api/loads/inbox/:id': ['MANAGER', 'DISPATCHER'],
    'POST /api/loads/inbox/:id/loaded': ['MANAGER', 'DISPATCHER'],
    'GET /api/settings/inbound-email': ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'],
    'POST /api/settings/inbound-email/rotate': ['MANAGER', 'ACCOUNTANT'],
  },
};
