import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { DRIVER_TYPE_COLUMN, type DriverPerformanceRow, formatUsd } from '@tms/domain';
import { useMemo, useState } from 'react';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';
import { csvFileName, downloadCsv } from '../csv';
import { miles, NONE, rpm } from '../format';

type SortKey = keyof Pick<
  DriverPerformanceRow,
  | 'name'
  | 'driver_type'
  | 'load_count'
  | 'revenue'
  | 'loaded_miles'
  | 'empty_miles'
  | 'total_miles'
  | 'revenue_per_loaded_mile'
  | 'revenue_per_total_mile'
>;
/** Spec 1 section 2: the columns, in order. */
const COLUMNS: { key: SortKey; label: string; numeric: boolean; show: (r: DriverPerformanceRow) => string | number }[] =
  [
    { key: 'name', label: 'Driver', numeric: false, show: (r) => r.name },
    { key: 'driver_type', label: 'Type', numeric: false, show: (r) => DRIVER_TYPE_COLUMN[r.driver_type] },
    { key: 'load_count', label: 'Loads', numeric: true, show: (r) => r.load_count },
    { key: 'revenue', label: 'Revenue', numeric: true, show: (r) => formatUsd(r.revenue, { empty: NONE }) },
    { key: 'loaded_miles', label: 'Loaded Miles', numeric: true, show: (r) => miles(r.loaded_miles) },
    { key: 'empty_miles', label: 'Empty Miles', numeric: true, show: (r) => miles(r.empty_miles) },
    { key: 'total_miles', label: 'Total Miles', numeric: true, show: (r) => miles(r.total_miles) },
    {
      key: 'revenue_per_loaded_mile',
      label: 'RPM (Loaded)',
      numeric: true,
      show: (r) => rpm(r.revenue_per_loaded_mile),
    },
    { key: 'revenue_per_total_mile', label: 'RPM (Total)', numeric: true, show: (r) => rpm(r.revenue_per_total_mile) },
  ];
export const DRIVER_TABLE_SKELETON_ROWS = 8;

function compare(a: DriverPerformanceRow, b: DriverPerformanceRow, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (key === 'name' || key === 'driver_type') return String(x).localeCompare(String(y));
  // Exact decimal strings; an empty RPM sorts below every figure.
  if (x === null) return y === null ? 0 : -1;
  if (y === null) return 1;
  return Number(x) - Number(y);
}

/** The Drivers Performance table: sortable (Revenue descending first; the active column toggles). */
export function DriversPerformanceTable({
  rows,
  loading,
  periodLabel,
}: {
  rows: DriverPerformanceRow[] | undefined;
  loading: boolean;
  periodLabel: string;
}) {
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'revenue', dir: 'desc' });
  const sorted = useMemo(() => {
    if (!rows) return undefined;
    const out = [...rows].sort((a, b) => compare(a, b, sort.key) || a.name.localeCompare(b.name));
    return sort.dir === 'desc' ? out.reverse() : out;
  }, [rows, sort]);
  const onSort = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: COLUMNS.find((c) => c.key === key)!.numeric ? 'desc' : 'asc' },
    );
  return (
    <Paper
      component="section"
      aria-labelledby="drivers-performance-heading"
      variant="outlined"
      sx={{ borderRadius: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography
          id="drivers-performance-heading"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          Drivers Performance
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          disabled={!sorted?.length}
          aria-label="Export Drivers Performance as CSV"
          onClick={() =>
            sorted &&
            downloadCsv(
              csvFileName('Drivers Performance', periodLabel),
              COLUMNS.map((c) => ({
                header: c.label,
                value: (r: DriverPerformanceRow) => (c.key === 'driver_type' ? c.show(r) : r[c.key]),
              })),
              sorted,
            )
          }
        >
          CSV
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="drivers-performance-heading" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === c.key ? sort.dir : false}
                >
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key ? sort.dir : c.numeric ? 'desc' : 'asc'}
                    onClick={() => onSort(c.key)}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !sorted
              ? Array.from({ length: DRIVER_TABLE_SKELETON_ROWS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i} data-testid="driver-skeleton-row">
                    {COLUMNS.map((c) => (
                      <TableCell key={c.key}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : sorted?.map((r) => (
                  <TableRow key={r.id} hover>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                        {c.show(r)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && sorted?.length === 0 && (
        <EmptyState
          icon={MENU_ICONS.drivers}
          title="No Driver Data"
          description="No driver performance data available for the selected period."
        />
      )}
    </Paper>
  );
}
