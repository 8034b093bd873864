import type { AccountingLoadFilters } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

export type AccountingLoadParams = Required<Pick<AccountingLoadFilters, 'skip' | 'limit' | 'sort_by' | 'sort_dir'>> &
  Pick<AccountingLoadFilters, 'state' | 'customer_id' | 'delivered_from' | 'delivered_to' | 'search'>;

/** Query keys of accounting loads; a payment or an invoice refreshes `all`. */
export const accountingLoadKeys = resourceKeys<AccountingLoadParams>('accounting-loads');

/** The query string of the list and of its CSV export: every filter that is set. */
export function accountingLoadQuery(params: Partial<AccountingLoadParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}
