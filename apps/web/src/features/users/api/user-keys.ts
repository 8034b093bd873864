import { resourceKeys } from '../../../app/api/query-keys';

export interface UserListParams {
  skip: number;
  limit: number;
  search: string;
  activeOnly: boolean;
  /** Platform administrators only: one company's users; null is every company. */
  companyId: number | null;
}

const users = resourceKeys<UserListParams>('users');

export const userKeys = {
  ...users,
  grantableRoles: () => [...users.all, 'grantable-roles'] as const,
  /** The company's dispatchers, and those of one driver (load pickers). */
  dispatchers: () => [...users.all, 'dispatchers'] as const,
  dispatchersForDriver: (driverId: number | null) => [...users.all, 'dispatchers', 'for-driver', driverId] as const,
};
