import { MENU_ICONS } from '../../app/shell/menu-icons';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { type BoardRows, loadColumns } from './load-columns';

/** The board's loads as a paged table, for screens wide enough for its columns. */
export function LoadBoardTable({ p, rows, total, loading, handlers }: BoardRows) {
  return (
    <DataTable
      ariaLabel="Loads"
      columns={loadColumns(handlers)}
      rows={rows}
      getRowId={(l) => l.id}
      loading={loading}
      minWidth={1000}
      empty={
        <EmptyState
          icon={MENU_ICONS.loads}
          title="No loads match"
          description="Change the filters, or create a load."
        />
      }
      pagination={{
        page: p.page - 1,
        rowsPerPage: p.size,
        total,
        onPageChange: (page) => p.patch({ page: page + 1 }, true),
        onRowsPerPageChange: (size) => p.patch({ size }),
        rowsPerPageOptions: [25, 50, 100],
      }}
      sx={{ '& td, & th': { py: 0.75, px: 0.625 } }}
    />
  );
}
