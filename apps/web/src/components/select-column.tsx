import Checkbox from '@mui/material/Checkbox';
import type { DataTableColumn } from './data-table';

export interface SelectColumnOptions<Row> {
  selected: ReadonlySet<number>;
  /** The rows of the page that can be chosen: the header box chooses or clears them all. */
  pageIds: readonly number[];
  onSelect: (ids: readonly number[], on: boolean) => void;
  /** The header box's name, e.g. "Select all drafts on this page". */
  allLabel: string;
  /** Each row box's name; it says why when the row cannot be chosen. */
  rowLabel: (row: Row) => string;
  /** Rows that cannot be chosen show a disabled, empty box. */
  selectable?: (row: Row) => boolean;
}

/**
 * The first column of a table whose rows are chosen for a bulk action: a box per row and one for
 * the page. Clicking a box does not open the row.
 */
export function selectColumn<Row extends { id: number }>({
  selected,
  pageIds,
  onSelect,
  allLabel,
  rowLabel,
  selectable = () => true,
}: SelectColumnOptions<Row>): DataTableColumn<Row> {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && chosen === pageIds.length;
  return {
    id: 'select',
    width: 48,
    header: (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={pageIds.length === 0}
        onChange={(e) => onSelect(pageIds, e.target.checked)}
        slotProps={{ input: { 'aria-label': allLabel } }}
      />
    ),
    render: (row) => (
      <Checkbox
        size="small"
        checked={selectable(row) && selected.has(row.id)}
        disabled={!selectable(row)}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => onSelect([row.id], e.target.checked)}
        slotProps={{ input: { 'aria-label': rowLabel(row) } }}
      />
    ),
  };
}
