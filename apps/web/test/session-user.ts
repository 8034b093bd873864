import type { User } from '@tms/domain';

/** The signed-in user as the API answers it: a manager of Acme in Chicago, with `changes` applied. */
export const sessionUser = (changes: Partial<User> = {}): User => ({
  id: 1,
  email: 'manager@acme.test',
  name: 'Mia',
  last_name: 'Manager',
  alias: null,
  country: null,
  city: null,
  address: null,
  phone_number: null,
  is_active: true,
  company_id: 1,
  company_name: 'Acme',
  company_time_zone: 'America/Chicago',
  roles: [],
  ...changes,
});
