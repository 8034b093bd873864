import type { AccountingLoadFilters, AgingInvoicesQuery } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

export type AccountingLoadParams = Required<Pick<AccountingLoadFilters, 'skip' | 'limit' | 'sort_by' | 'sort_dir'>> &
  Pick<AccountingLoadFilters, 'state' | 'customer_id' | 'delivered_from' | 'delivered_to' | 'search'>;

const accountingLoads = resourceKeys<AccountingLoadParams>('accounting-loads');

/**
 * Query keys of accounting loads; a payment or an invoice refreshes `all`, the receivables aging
 * and the invoices behind its figures included.
 */
export const accountingLoadKeys = {
  ...accountingLoads,
  aging: (asOf: string) => [...accountingLoads.all, 'aging', asOf] as const,
  agingInvoices: (q: AgingInvoicesQuery) => [...accountingLoads.all, 'aging-invoices', q] as const,
  /** The record of exports to the books; each download adds one. */
  exports: () => [...accountingLoads.all, 'exports'] as const,
};

/** The query string of the list and of its CSV export: every filter that is set. */
export function accountingLoadQuery(params: Partial<AccountingLoadParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}
