import { resourceKeys } from '../../../app/api/query-keys';

export interface CustomerListParams {
  search: string;
  /** Only customers flagged with a warning; undefined shows all. */
  hasWarning: boolean | undefined;
  /** Deleted customers are listed too, marked, so they can be restored. */
  includeDeleted: boolean;
  skip: number;
  limit: number;
}

/** Query keys of the customers area; invalidating `all` refreshes lists, records, stats and searches. */
const customers = resourceKeys<CustomerListParams>('customers');

export const customerKeys = {
  ...customers,
  stats: () => [...customers.all, 'stats'] as const,
  search: (text: string, limit: number) => [...customers.all, 'search', text, limit] as const,
  byMc: (mc: string) => [...customers.all, 'by-mc', mc] as const,
  /** The broker a rate confirmation names, matched by MC number or by exact name. */
  brokerMatch: (by: 'mc' | 'name', value: string | null) => [...customers.all, 'broker-match', by, value] as const,
};
