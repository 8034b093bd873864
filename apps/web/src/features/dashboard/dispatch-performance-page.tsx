import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type DispatcherPerformanceRow,
  type DispatchPerformance as DispatchPerformanceAnswer,
  formatUsd,
} from '@tms/domain';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAnalytics } from './api/analytics-calls';
import { AnalyticsAccess } from './components/analytics-access';
import { ChartGrid } from './components/chart-grid';
import { PeriodFilters } from './components/period-filters';
import { BarChartCard } from './components/simple-charts';
import { compactMoney, DASHBOARD_MONEY, miles, NONE, num, percent, rpm } from './format';
import { periodLabel, usePeriodParams } from './period-params';

/** Per-dispatcher figures with the dispatch-performance call, one dispatcher against the team average. */
export function DispatchPerformancePage() {
  useDocumentTitle('Dispatch Performance');
  return (
    <AnalyticsAccess title="Dispatch Performance">
      <DispatchPerformance />
    </AnalyticsAccess>
  );
}

type Team = DispatchPerformanceAnswer['team_average'];
const FIGURES: { label: string; mine: (r: DispatcherPerformanceRow) => string; team: (t: Team) => string }[] = [
  { label: 'Loads delivered', mine: (r) => String(r.load_count), team: (t) => t.load_count ?? NONE },
  {
    label: 'Revenue',
    mine: (r) => formatUsd(r.revenue, DASHBOARD_MONEY),
    team: (t) => formatUsd(t.revenue, DASHBOARD_MONEY),
  },
  { label: 'Total miles', mine: (r) => miles(r.total_miles), team: (t) => miles(t.total_miles) },
  { label: 'RPM (total)', mine: (r) => rpm(r.rpm_total), team: (t) => rpm(t.rpm_total) },
  { label: 'RPM (loaded)', mine: (r) => rpm(r.rpm_loaded), team: (t) => rpm(t.rpm_loaded) },
  { label: 'On-time rate', mine: (r) => percent(r.on_time_rate), team: (t) => percent(t.on_time_rate) },
  {
    label: 'Revenue per load',
    mine: (r) => formatUsd(r.average_revenue_per_load, DASHBOARD_MONEY),
    team: (t) => formatUsd(t.average_revenue_per_load, DASHBOARD_MONEY),
  },
  { label: 'Cancelled loads', mine: (r) => String(r.cancelled_count), team: () => NONE },
];

function DispatchPerformance() {
  const periodParams = usePeriodParams();
  const { period } = periodParams;
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('dispatcher')) || undefined;
  const desks = useAnalytics('dispatcher-workload', period);
  const perf = useAnalytics('dispatch-performance', period, { dispatcher_id: chosen });
  const label = periodLabel(period);
  const team = perf.data?.team_average;
  const selected = perf.data?.selected ?? null;
  const rows = perf.data?.dispatchers.map((d) => ({ ...d, revenueN: num(d.revenue) }));
  const options = desks.data?.dispatchers ?? [];
  return (
    <>
      <PageHeader title="Dispatch Performance" description={`How each dispatcher's desk is doing · ${label}`} />
      <PeriodFilters period={periodParams} />
      <FormControl size="small" sx={{ minWidth: 240, mb: 2 }}>
        <InputLabel id="dispatcher-picker-label">Dispatcher</InputLabel>
        <Select
          labelId="dispatcher-picker-label"
          label="Dispatcher"
          value={chosen && options.some((o) => o.dispatcher_id === chosen) ? chosen : ''}
          onChange={(e) =>
            setSearch((prev) => {
              const next = new URLSearchParams(prev);
              if (e.target.value) next.set('dispatcher', String(e.target.value));
              else next.delete('dispatcher');
              return next;
            })
          }
        >
          <MenuItem value="">
            <em>All dispatchers</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.dispatcher_id} value={o.dispatcher_id}>
              {o.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {selected && team && (
        <Paper
          component="section"
          aria-labelledby="comparison-heading"
          variant="outlined"
          sx={{ borderRadius: 3, p: 2, mb: 2 }}
        >
          <Typography id="comparison-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {selected.name} against the team average
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="comparison-heading">
              <TableHead>
                <TableRow>
                  <TableCell>Figure</TableCell>
                  <TableCell align="right">{selected.name}</TableCell>
                  <TableCell align="right">Team average ({team.dispatcher_count} dispatchers)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {FIGURES.map((f) => (
                  <TableRow key={f.label}>
                    <TableCell component="th" scope="row">
                      {f.label}
                    </TableCell>
                    <TableCell align="right">{f.mine(selected)}</TableCell>
                    <TableCell align="right">{f.team(team)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      )}
      <ChartGrid periodLabel={label}>
        <BarChartCard
          title="Revenue per Dispatcher"
          caption={team ? `Team average: ${formatUsd(team.revenue, DASHBOARD_MONEY)} per dispatcher.` : undefined}
          rows={rows}
          query={perf}
          columns={(col) => [
            col.label('Dispatcher', (r) => r.name),
            col.figure('Loads', (r) => r.load_count),
            col.figure(
              'Revenue',
              (r) => r.revenue,
              (v) => formatUsd(v, DASHBOARD_MONEY),
            ),
            col.figure('Total miles', (r) => r.total_miles, miles),
            col.figure('RPM (total)', (r) => r.rpm_total, rpm),
            col.figure('On-time rate', (r) => r.on_time_rate, percent),
            col.figure('Cancelled', (r) => r.cancelled_count),
            col.figure('Drivers', (r) => r.driver_count),
          ]}
          category="name"
          horizontal
          format={compactMoney}
          bars={[{ key: 'revenueN', name: 'Revenue' }]}
        />
        <BarChartCard
          title="Loads per Dispatcher"
          rows={rows}
          query={perf}
          columns={(col) => [
            col.label('Dispatcher', (r) => r.name),
            col.figure('Loads', (r) => r.load_count),
            col.figure('Cancelled', (r) => r.cancelled_count),
          ]}
          category="name"
          horizontal
          bars={[
            { key: 'load_count', name: 'Delivered loads' },
            { key: 'cancelled_count', name: 'Cancelled loads' },
          ]}
        />
      </ChartGrid>
    </>
  );
}
