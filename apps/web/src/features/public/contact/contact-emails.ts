export { SUPPORT_EMAIL } from '../../auth/support-email';

/** Where demo and pricing questions go; the server's SALES_EMAIL default. */
export const SALES_EMAIL = 'sales@tms.test';
