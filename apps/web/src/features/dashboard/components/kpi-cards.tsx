import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ANALYTICS_DEFINITIONS, type DashboardKpis, formatUsd, type KpiKey } from '@tms/domain';
import { DASHBOARD_MONEY, miles, NONE, percent, rpm } from '../format';

type Card = {
  key: KpiKey;
  label: string;
  format: (v: string | null) => string;
  hint?: string;
  lowerIsBetter?: boolean;
};
const CARDS: Card[] = [
  {
    key: 'revenue',
    label: 'Revenue',
    format: (v) => formatUsd(v, DASHBOARD_MONEY),
    hint: ANALYTICS_DEFINITIONS.revenue,
  },
  {
    key: 'load_count',
    label: 'Loads delivered',
    format: (v) => (v === null ? NONE : Number(v).toLocaleString('en-US')),
  },
  { key: 'rpm_total', label: 'RPM (total)', format: rpm, hint: ANALYTICS_DEFINITIONS.rpm_total },
  { key: 'total_miles', label: 'Total miles', format: miles },
  {
    key: 'active_trucks',
    label: 'Active trucks',
    format: (v) => (v === null ? NONE : v),
    hint: ANALYTICS_DEFINITIONS.active_trucks,
  },
  { key: 'on_time_rate', label: 'On-time rate', format: percent, hint: ANALYTICS_DEFINITIONS.on_time },
];

/** The KPI cards: each figure with its change against the previous period. */
export function KpiCards({ data, loading }: { data: DashboardKpis | undefined; loading: boolean }) {
  return (
    <Box
      component="ul"
      aria-label="Key figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {CARDS.map((c) => {
        const kpi = data?.kpis[c.key];
        const change = kpi?.change_percent ?? null;
        const up = change !== null && Number(change) > 0;
        const down = change !== null && Number(change) < 0;
        return (
          <Paper
            component="li"
            key={c.key}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}
          >
            <Tooltip title={c.hint ?? ''} disableHoverListener={!c.hint} placement="top">
              <Typography variant="body2" color="text.secondary" noWrap>
                {c.label}
              </Typography>
            </Tooltip>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-kpi={c.key}>
              {kpi === undefined || (loading && !data) ? <Skeleton width="70%" /> : c.format(kpi.value)}
            </Typography>
            <Typography
              variant="caption"
              component="p"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.25,
                color: up ? 'success.main' : down ? 'error.main' : 'text.secondary',
              }}
            >
              {up && <ArrowUpwardRounded sx={{ fontSize: 14 }} aria-hidden />}
              {down && <ArrowDownwardRounded sx={{ fontSize: 14 }} aria-hidden />}
              {kpi === undefined
                ? '\u00a0'
                : change === null
                  ? // A change needs a figure before: none, or 0, which no percentage can grow from.
                    kpi.previous === null || Number(kpi.previous) === 0
                    ? 'No figures in the previous period to compare'
                    : `Previous period ${c.format(kpi.previous)}`
                  : `${up ? '+' : ''}${change}% vs previous period`}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
