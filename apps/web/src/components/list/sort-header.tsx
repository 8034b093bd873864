import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

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

/** The sort of a list kept in the URL (`sort`, `order`), with its default left out. */
export function sortFromUrl(get: (key: string) => string | null, allowed: readonly string[], fallback: string) {
  const sort = get('sort');
  return {
    sort: sort && allowed.includes(sort) ? sort : fallback,
    order: get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
  };
}
