import { resourceKeys } from '../../../app/api/query-keys';

/** The list's filters, as the URL keeps them and the API takes them (spec 2 section 7). */
export interface FuelTransactionFilters {
  date_from?: string;
  date_to?: string;
  card_number_short?: string;
  truck_unit_number?: string;
  purchased_item?: string;
  source_type?: string;
  location_city?: string;
  location_state?: string;
  import_batch_id?: string;
  min_amount?: string;
  max_amount?: string;
  unmatched?: 'true';
}

export interface FuelTransactionListParams extends FuelTransactionFilters {
  skip: number;
  limit: number;
}

/** Query keys of fuel transactions; invalidating `all` refreshes lists, summaries, batches and items. */
const transactions = resourceKeys<FuelTransactionListParams>('fuel-transactions');

export const fuelTransactionKeys = {
  ...transactions,
  summary: (filters: FuelTransactionFilters) => [...transactions.all, 'summary', filters] as const,
  items: () => [...transactions.all, 'transaction-items'] as const,
  distinctItems: () => [...transactions.all, 'distinct-items'] as const,
  batches: (params: { skip: number; limit: number }) => [...transactions.all, 'batches', params] as const,
  templates: () => [...transactions.all, 'templates'] as const,
};

/** The filters as query parameters; empty ones are left out. */
export function filterQuery(filters: FuelTransactionFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}
