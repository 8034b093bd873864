import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { ListParams } from './use-list-params';

export interface SortState {
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}

/** A column header that sorts the list on the server; a second click reverses the order. */
export function SortHeader({ id, label, state }: { id: string; label: ReactNode; state: SortState }) {
  const active = state.sort === id;
  return (
    <TableSortLabel
      active={active}
      direction={active ? state.order : 'asc'}
      onClick={() => state.onSort(id, active && state.order === 'asc' ? 'desc' : 'asc')}
    >
      {label}
    </TableSortLabel>
  );
}

/**
 * The sort of a list kept in the URL (`sort`, `order`) with its defaults left out, and the header
 * clicks that change it; a new sort starts again from the first page.
 */
export function listSort<S extends string>(
  list: ListParams,
  allowed: readonly S[],
  fallback: S,
  defaultOrder: 'asc' | 'desc' = 'asc',
): SortState & { sort: S } {
  const reversed = defaultOrder === 'asc' ? 'desc' : 'asc';
  return {
    sort: list.oneOf('sort', allowed) ?? fallback,
    order: list.get('order') === reversed ? reversed : defaultOrder,
    onSort: (sort, order) =>
      list.patch(
        { sort: sort === fallback ? null : sort, order: order === defaultOrder ? null : order },
        { resetPage: true },
      ),
  };
}
