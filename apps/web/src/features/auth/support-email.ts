export const SUPPORT_EMAIL = 'support@tms.test';
