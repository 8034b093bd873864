import type { DriverType } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

export interface DriverListParams {
  search: string;
  divisionId: number | null;
  driverType: DriverType | null;
  activeOnly: boolean;
  /** Only the drivers the caller dispatches. */
  assignedOnly: boolean;
  expiry: 'expiring_or_expired' | null;
  sort: string;
  order: 'asc' | 'desc';
  skip: number;
  limit: number;
}

/** Query keys of drivers; invalidating `all` refreshes lists, records and stats. */
const drivers = resourceKeys<DriverListParams>('drivers');

export const driverKeys = {
  ...drivers,
  stats: () => [...drivers.all, 'stats'] as const,
  assignedTo: (userId: number) => [...drivers.all, 'assigned-to', userId] as const,
  /** Pickers: drivers matching a search (statements' filter), and the active drivers a load may take. */
  options: (search: string) => [...drivers.all, 'options', search] as const,
  pick: (which: 'all' | 'assigned' | 'followed') => [...drivers.all, 'pick', which] as const,
  /** The driver's driver-app account: refreshed with the driver (activating one changes what it allows). */
  appAccount: (id: number) => [...drivers.all, 'app-account', id] as const,
};
