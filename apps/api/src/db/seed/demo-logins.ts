/** The demo logins every document, demo and test can rely on. */
export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_COMPANIES = [
  {
    key: 'acme',
    name: 'Acme Freight',
    alias: 'ACME',
    country: 'US',
    address: '1200 Industrial Pkwy, Columbus, OH 43215',
    phone_number: '+1 (614) 555-0140',
    mc_number: '812345',
    dot_number: '2845671',
    plan: 'growth',
    /** Add-ons on top of the plan (decision 0005: a superadmin's per-company override). */
    addOns: ['ai_load_extraction'],
    expired: false,
  },
  {
    key: 'cobalt',
    name: 'Cobalt Carriers',
    alias: 'COBALT',
    country: 'US',
    address: '88 Harbor Rd, Savannah, GA 31401',
    phone_number: '+1 (912) 555-0177',
    mc_number: '923456',
    dot_number: '3156782',
    plan: 'starter',
    expired: false,
  },
  {
    key: 'bluebird',
    name: 'Bluebird Logistics',
    alias: 'BLUEBIRD',
    country: 'US',
    address: '410 Prairie Ave, Omaha, NE 68102',
    phone_number: '+1 (402) 555-0119',
    mc_number: '734567',
    dot_number: '2267893',
    plan: 'starter',
    expired: true,
  },
] as const;

export const DEMO_USERS = [
  { email: 'superadmin@tms.test', name: 'Sam', last_name: 'Rivera', company: null, roles: ['SUPERADMIN'] },
  { email: 'manager@acme.test', name: 'Maria', last_name: 'Lopez', company: 'acme', roles: ['MANAGER'] },
  { email: 'dispatcher@acme.test', name: 'Derek', last_name: 'Olsen', company: 'acme', roles: ['DISPATCHER'] },
  { email: 'accountant@acme.test', name: 'Alice', last_name: 'Nguyen', company: 'acme', roles: ['ACCOUNTANT'] },
  { email: 'analyst@acme.test', name: 'Andre', last_name: 'Baker', company: 'acme', roles: ['ANALYST'] },
  { email: 'equipment@acme.test', name: 'Erin', last_name: 'Walsh', company: 'acme', roles: ['EQUIPMENT_MANAGER'] },
  { email: 'tracking@acme.test', name: 'Tomas', last_name: 'Reyes', company: 'acme', roles: ['TRACK_AND_TRACE'] },
  // The driver app's login (issue 36): renamed after the driver it is linked to when the loads are seeded.
  { email: 'driver@acme.test', name: 'Demo', last_name: 'Driver', company: 'acme', roles: ['DRIVER'] },
  { email: 'manager@cobalt.test', name: 'Claire', last_name: 'Fischer', company: 'cobalt', roles: ['MANAGER'] },
  { email: 'dispatcher@cobalt.test', name: 'Diego', last_name: 'Santos', company: 'cobalt', roles: ['DISPATCHER'] },
  { email: 'manager@bluebird.test', name: 'Brenda', last_name: 'Hall', company: 'bluebird', roles: ['MANAGER'] },
] as const;
