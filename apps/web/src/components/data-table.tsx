import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { type Breakpoint, type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { KeyboardEvent, ReactNode } from 'react';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Keeps narrow columns (status, actions) from being squeezed or stretched. */
  width?: number | string;
  minWidth?: number;
  /** Cells that must stay on one line (dates, codes). */
  noWrap?: boolean;
  /** Keeps the column in view at the right edge while a wide table scrolls sideways (row actions). */
  stickyEnd?: boolean;
}

const HEAD_TINT_DARK = 'rgba(255,255,255,0.02)';

/** The sticky end column: painted like its row so scrolled cells pass beneath it. */
const stickyEndSx = (head: boolean) => ({
  position: 'sticky' as const,
  right: 0,
  zIndex: head ? 3 : 1,
  bgcolor: (t: Theme) =>
    head ? (t.palette.mode === 'dark' ? t.palette.background.paper : t.palette.grey[50]) : t.palette.background.paper,
  // In dark mode the other header cells lay a faint white over the paper; the sticky one matches them.
  ...(head
    ? {
        backgroundImage: (t: Theme) =>
          t.palette.mode === 'dark' ? `linear-gradient(${HEAD_TINT_DARK}, ${HEAD_TINT_DARK})` : 'none',
      }
    : {}),
  boxShadow: (t: Theme) => `-1px 0 0 ${t.palette.divider}`,
  // The row's hover tint, laid over the opaque paper.
  'tr.MuiTableRow-hover:hover > &': {
    backgroundImage: (t: Theme) => `linear-gradient(${t.palette.action.hover}, ${t.palette.action.hover})`,
  },
});

export interface DataTablePagination {
  /** Zero-based page. */
  page: number;
  rowsPerPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  rowsPerPageOptions?: number[];
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string | number;
  /** Names the table for assistive technology. */
  ariaLabel: string;
  loading?: boolean;
  /** How many placeholder rows to show while loading; defaults to the page size or 5. */
  skeletonRows?: number;
  /** Shown in place of the rows when there are none (and nothing is loading). */
  empty?: ReactNode;
  pagination?: DataTablePagination;
  onRowClick?: (row: Row) => void;
  /** Below this width the table scrolls sideways instead of crushing its columns (phones). */
  minWidth?: number;
  /**
   * A row as a card, shown instead of the table below `cardsBelow` (phones), as the dispatch board
   * does: a row's figures and actions stay in view rather than behind a sideways scroll.
   */
  card?: (row: Row) => ReactNode;
  /** The breakpoint under which `card` replaces the table; `md` unless told. */
  cardsBelow?: Breakpoint;
  /**
   * A closing line under the rows, such as a return's totals: its cells by column id, in the
   * table's footer; `card` is what a phone shows under the cards. Hidden while loading or empty.
   */
  footer?: { cells: Partial<Record<string, ReactNode>>; card?: ReactNode };
  sx?: SxProps<Theme>;
}

const DEFAULT_ROWS_PER_PAGE_OPTIONS = [5, 10, 25, 50];

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  ariaLabel,
  loading = false,
  skeletonRows,
  empty,
  pagination,
  onRowClick,
  minWidth = 720,
  card,
  cardsBelow = 'md',
  footer,
  sx,
}: DataTableProps<Row>) {
  const cards = useMediaQuery(useTheme().breakpoints.down(cardsBelow)) && card !== undefined;
  const placeholderCount = skeletonRows ?? Math.min(pagination?.rowsPerPage ?? 5, 10);
  const showEmpty = !loading && rows.length === 0;
  const showFooter = footer !== undefined && !loading && rows.length > 0;

  const rowKeyDown = (event: KeyboardEvent<HTMLElement>, row: Row) => {
    if (!onRowClick || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick(row);
    }
  };

  const emptyNotice = showEmpty && (
    <Box role="status" sx={{ p: 2, py: 4, borderTop: cards ? 0 : 1, borderColor: 'divider' }}>
      {empty ?? 'No rows'}
    </Box>
  );
  const pager = pagination && (
    <TablePagination
      component="div"
      count={pagination.total}
      page={pagination.page}
      rowsPerPage={pagination.rowsPerPage}
      rowsPerPageOptions={pagination.rowsPerPageOptions ?? DEFAULT_ROWS_PER_PAGE_OPTIONS}
      onPageChange={(_, page) => pagination.onPageChange(page)}
      onRowsPerPageChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        // On phones the label and the range would wrap under the arrows.
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );

  if (cards)
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', ...sx }}>
        <Box
          component="ul"
          aria-label={ariaLabel}
          aria-busy={loading}
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {loading &&
            Array.from({ length: placeholderCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box component="li" key={`skeleton-${index}`} sx={{ p: 2 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="55%" />
              </Box>
            ))}
          {!loading &&
            rows.map((row) => (
              <Box
                component="li"
                key={getRowId(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => rowKeyDown(event, row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                sx={{ p: 2, cursor: onRowClick ? 'pointer' : undefined }}
              >
                {card?.(row)}
              </Box>
            ))}
        </Box>
        {showFooter && footer.card && (
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>{footer.card}</Box>
        )}
        {emptyNotice}
        {pager}
      </Paper>
    );

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', ...sx }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={ariaLabel} aria-busy={loading} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={{
                    width: column.width,
                    minWidth: column.minWidth,
                    whiteSpace: 'nowrap',
                    fontSize: '0.75rem',
                    fontWeight: 600,
                    letterSpacing: '0.04em',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                    bgcolor: (t) => (t.palette.mode === 'dark' ? HEAD_TINT_DARK : t.palette.grey[50]),
                    py: 1.25,
                    ...(column.stickyEnd ? stickyEndSx(true) : {}),
                  }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading &&
              Array.from({ length: placeholderCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={`skeleton-${index}`}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      <Skeleton variant="text" sx={{ maxWidth: column.align === 'right' ? 48 : 160 }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading &&
              rows.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  hover
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => rowKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  sx={{
                    cursor: onRowClick ? 'pointer' : undefined,
                    '&:last-child td': { borderBottom: pagination ? undefined : 0 },
                  }}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sx={{
                        whiteSpace: column.noWrap ? 'nowrap' : undefined,
                        ...(column.stickyEnd ? stickyEndSx(false) : {}),
                      }}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
          {showFooter && (
            <TableFooter>
              <TableRow sx={{ '& td': { borderTop: 2, borderColor: 'divider', borderBottom: 0 } }}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{
                      color: 'text.primary',
                      fontSize: 'inherit',
                      fontWeight: 700,
                      whiteSpace: column.noWrap ? 'nowrap' : undefined,
                      ...(column.stickyEnd ? stickyEndSx(false) : {}),
                    }}
                  >
                    {footer.cells[column.id]}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {/* Outside the table's scroll area, so on a phone it is centred in view, not beside the columns. */}
      {emptyNotice}
      {pager}
    </Paper>
  );
}
