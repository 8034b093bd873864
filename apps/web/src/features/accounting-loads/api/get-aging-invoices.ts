import { useQuery } from '@tanstack/react-query';
import { type AgingInvoicesQuery, agingInvoiceList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { accountingLoadKeys } from './accounting-load-keys';

function invoicesQuery(q: AgingInvoicesQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (q.as_of) query.set('as_of', q.as_of);
  if (q.customer_id !== undefined) query.set('customer_id', String(q.customer_id));
  if (q.bucket) query.set('bucket', q.bucket);
  return query;
}

const NONE: AgingInvoicesQuery = { as_of: undefined };

/** The open invoices behind one aging figure; nothing is read until a figure is opened. */
export function useAgingInvoices(q: AgingInvoicesQuery | null) {
  return useQuery({
    queryKey: accountingLoadKeys.agingInvoices(q ?? NONE),
    queryFn: async ({ signal }) =>
      agingInvoiceList.parse(
        await apiClient(`/api/accounting/receivables/aging/invoices?${invoicesQuery(q ?? NONE)}`, { signal }),
      ),
    enabled: q !== null,
  });
}
