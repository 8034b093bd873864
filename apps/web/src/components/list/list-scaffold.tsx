import Box from '@mui/material/Box';
import { type ReactNode, useEffect } from 'react';
import { DataTable, type DataTableProps } from '../data-table';
import { PageHeader, SectionHeader } from '../page-header';
import { RetryAlert } from '../retry-alert';
import type { ListParams } from './use-list-params';

export interface ListScaffoldProps<Row> {
  title: string;
  description?: ReactNode;
  /** The main actions beside the title, e.g. "Add Broker". */
  actions?: ReactNode;
  /** `page`: the page's h1 (a menu area). `section`: an h2 inside a page, such as a Settings tab. */
  level?: 'page' | 'section';
  /** Summary cards above the filters (`StatCards`). */
  stats?: ReactNode;
  /** The filter bar (`ListFilters`). */
  filters?: ReactNode;
  /**
   * The list could not be read: a sentence and a Retry, shown above the table. Leave `onRetry` out
   * where the filter bar's Refresh already does it (one button, not two).
   */
  failure?: { message: string; onRetry?: () => void } | null;
  /** The URL paging of the list; `total` is undefined until the first answer. */
  paging?: { list: ListParams; total: number | undefined };
  /** The table: columns, rows, loading, the empty state (`ListEmpty`), row clicks. */
  table: Omit<DataTableProps<Row>, 'pagination'>;
  /** Drawers and dialogs of the page. */
  children?: ReactNode;
}

/**
 * The one layout of a list: heading with actions, optional stats, filters, a failure notice, the
 * table with its empty state and URL paging. When the last row of the last page goes (deleted or
 * filtered away) it steps back to a page that exists.
 */
export function ListScaffold<Row>({
  title,
  description,
  actions,
  level = 'page',
  stats,
  filters,
  failure,
  paging,
  table,
  children,
}: ListScaffoldProps<Row>) {
  const list = paging?.list;
  const total = paging?.total;
  useEffect(() => {
    if (!list || total === undefined || list.page === 0 || list.skip < total) return;
    list.setPage(Math.max(0, Math.ceil(total / list.pageSize) - 1));
  }, [list, total]);

  return (
    <Box component={level === 'section' ? 'section' : 'div'} aria-label={level === 'section' ? title : undefined}>
      {level === 'page' ? (
        <PageHeader title={title} description={description} actions={actions} />
      ) : (
        <SectionHeader title={title} description={description} actions={actions} />
      )}
      {stats}
      {filters}
      {failure && (
        <RetryAlert onRetry={failure.onRetry} sx={{ mb: 2 }}>
          {failure.message}
        </RetryAlert>
      )}
      <DataTable {...table} pagination={list ? list.pagination(total ?? 0) : undefined} />
      {children}
    </Box>
  );
}
