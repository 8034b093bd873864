import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_ROWS = 25;

export interface CustomerParams {
  search: string;
  warningOnly: boolean;
  showDeleted: boolean;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  /** The customer open in the detail drawer. */
  customerId: number | null;
}

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The directory's filters, page and open customer live in the address, so a link or a reload
 * shows the same view (e.g. "brokers with a warning, page 2").
 */
export function useCustomerParams() {
  const [params, setParams] = useSearchParams();
  const rows = positive(params.get('rows'));
  const value: CustomerParams = {
    search: params.get('q') ?? '',
    warningOnly: params.get('warning') === '1',
    showDeleted: params.get('deleted') === '1',
    page: (positive(params.get('page')) ?? 1) - 1,
    rowsPerPage: rows && CUSTOMER_PAGE_SIZES.includes(rows) ? rows : DEFAULT_ROWS,
    customerId: positive(params.get('customer')),
  };

  const update = useCallback(
    (changes: Partial<CustomerParams>) =>
      setParams(
        (p) => {
          const set = (key: string, v: string | null) => (v ? p.set(key, v) : p.delete(key));
          if (changes.search !== undefined) set('q', changes.search);
          if (changes.warningOnly !== undefined) set('warning', changes.warningOnly ? '1' : null);
          if (changes.showDeleted !== undefined) set('deleted', changes.showDeleted ? '1' : null);
          if (changes.rowsPerPage !== undefined)
            set('rows', changes.rowsPerPage === DEFAULT_ROWS ? null : String(changes.rowsPerPage));
          // Any change of filter starts again from the first page.
          const filtered = ['search', 'warningOnly', 'showDeleted', 'rowsPerPage'].some((k) => k in changes);
          if (changes.page !== undefined) set('page', changes.page > 0 ? String(changes.page + 1) : null);
          else if (filtered) p.delete('page');
          if (changes.customerId !== undefined) set('customer', changes.customerId ? String(changes.customerId) : null);
          return p;
        },
        // Typing in the search box should not leave a trail of history entries.
        { replace: changes.search !== undefined },
      ),
    [setParams],
  );

  return [value, update] as const;
}
