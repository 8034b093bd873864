import { useState } from 'react';
import type { DataTablePagination } from './data-table';

/** Paging kept in the component (tabs and dialogs, whose lists are not addressed by the URL). */
export function usePaging(initialRowsPerPage = 10) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(initialRowsPerPage);
  const table: Omit<DataTablePagination, 'total'> = {
    page,
    rowsPerPage,
    onPageChange: setPage,
    // A new page size starts again from the first page, which always exists.
    onRowsPerPageChange: (n) => {
      setRowsPerPage(n);
      setPage(0);
    },
  };
  return { page, rowsPerPage, skip: page * rowsPerPage, setPage, table };
}
