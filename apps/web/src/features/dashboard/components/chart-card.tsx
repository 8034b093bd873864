import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
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
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { csvFileName, downloadCsv } from '../csv';
import { type ChartColumn, type ChartColumns, chartColumns } from './chart-columns';
import { useGridPeriodLabel } from './chart-grid';

export interface ChartCardProps<Row> {
  title: string;
  /** What the figure means (decision 0100), under the title. */
  caption?: string;
  rows: Row[] | undefined;
  columns: (col: ChartColumns<Row>) => ChartColumn<Row>[];
  /** The chart; the same rows are readable as a table behind the toggle. */
  chart: ReactNode;
  /** The call behind the rows: a skeleton while pending, an alert when it failed. */
  query: { isPending: boolean; isError: boolean };
  emptyText?: string;
  height?: number;
}

/**
 * A dashboard card: its chart, a "View as table" toggle showing the same figures as an accessible
 * table, and an "Export CSV" of those rows.
 */
export function ChartCard<Row>({
  title,
  caption,
  rows,
  columns: buildColumns,
  chart,
  query,
  emptyText = 'No data for the selected period.',
  height = 280,
}: ChartCardProps<Row>) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const periodLabel = useGridPeriodLabel();
  const { isPending: loading, isError: error } = query;
  const columns = buildColumns(chartColumns<Row>());
  const empty = !loading && !error && (rows?.length ?? 0) === 0;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary" component="p">
              {caption}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            variant="text"
            aria-pressed={asTable}
            startIcon={asTable ? <InsertChartOutlined /> : <TableChartOutlined />}
            onClick={() => setAsTable((v) => !v)}
            disabled={!rows?.length}
          >
            {asTable ? 'View as chart' : 'View as table'}
          </Button>
          <Button
            size="small"
            variant="text"
            startIcon={<DownloadOutlined />}
            onClick={() => rows && downloadCsv(csvFileName(title, periodLabel), columns, rows)}
            disabled={!rows?.length}
            aria-label={`Export ${title} as CSV`}
          >
            CSV
          </Button>
        </Box>
      </Box>
      {error ? (
        <Alert severity="error">The figures could not be loaded. Try again in a moment.</Alert>
      ) : loading && !rows ? (
        <Box role="status">
          <VisuallyHidden>Loading {title}</VisuallyHidden>
          <Skeleton variant="rounded" height={height} aria-hidden />
        </Box>
      ) : empty ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center', color: 'text.secondary', textAlign: 'center' }}>
          <Typography variant="body2">{emptyText}</Typography>
        </Box>
      ) : asTable ? (
        <TableContainer sx={{ maxHeight: height + 80 }}>
          <Table size="small" stickyHeader aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align ?? 'left'}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((r, i) => (
                // Rows are positions in a figure series, without ids of their own.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.align ?? 'left'}>
                      {c.display ? c.display(r) : c.value(r)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box sx={{ height, minWidth: 0 }} role="img" aria-label={`${title} chart; use View as table for the figures`}>
          {chart}
        </Box>
      )}
    </Paper>
  );
}
