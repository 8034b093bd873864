import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import { useAnalytics } from '../api/analytics-calls';
import { ChartGrid } from '../components/chart-grid';
import { BarChartCard } from '../components/simple-charts';
import { compactMoney, DASHBOARD_MONEY, num, percent, rpm } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** Load Accounting's aging tab: what each broker owes now, beside what it paid and how fast. */
const RECEIVABLES_AGING = '/app/accounting/loads?view=aging';

/** The way to what brokers owe, for those who keep the books (managers and accountants). */
function ReceivablesAgingLink() {
  const { capabilities } = useSession();
  if (!capabilities.has('accounting_loads')) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        What each broker owes on open invoices, by days past due:
      </Typography>
      <Button
        component={RouterLink}
        to={RECEIVABLES_AGING}
        size="small"
        variant="outlined"
        endIcon={<ArrowForwardOutlined />}
      >
        Receivables aging
      </Button>
    </Box>
  );
}

/** Broker Revenue, Broker Volume, Rate Analysis and Broker Reliability (the ten brokers with most revenue). */
export function BrokersTab({ period }: { period: PeriodParams }) {
  const brokers = useAnalytics('broker-performance', period, { limit: 10 });
  const label = periodLabel(period);
  const rows = brokers.data?.brokers.map((b) => ({
    ...b,
    revenueN: num(b.revenue),
    rpmLoadedN: num(b.rpm_loaded),
    rpmTotalN: num(b.rpm_total),
    cancellationN: num(b.cancellation_rate),
  }));
  const common = { rows, query: brokers };
  return (
    <>
      <ReceivablesAgingLink />
      <ChartGrid periodLabel={label}>
        <BarChartCard
          {...common}
          title="Broker Revenue"
          caption="Revenue of delivered loads per broker."
          columns={(col) => [
            col.label('Broker', (r) => r.name),
            col.figure(
              'Revenue',
              (r) => r.revenue,
              (v) => formatUsd(v, DASHBOARD_MONEY),
            ),
          ]}
          category="name"
          horizontal
          format={compactMoney}
          bars={[{ key: 'revenueN', name: 'Revenue' }]}
        />
        <BarChartCard
          {...common}
          title="Broker Volume"
          caption="Delivered loads per broker."
          columns={(col) => [col.label('Broker', (r) => r.name), col.figure('Loads', (r) => r.load_count)]}
          category="name"
          horizontal
          bars={[{ key: 'load_count', name: 'Loads' }]}
        />
        <BarChartCard
          {...common}
          title="Rate Analysis"
          caption="Average rate per loaded and per total mile per broker."
          columns={(col) => [
            col.label('Broker', (r) => r.name),
            col.figure('RPM (loaded)', (r) => r.rpm_loaded, rpm),
            col.figure('RPM (total)', (r) => r.rpm_total, rpm),
          ]}
          category="name"
          horizontal
          format={(v) => `$${v.toFixed(2)}`}
          bars={[
            { key: 'rpmLoadedN', name: 'RPM (loaded)' },
            { key: 'rpmTotalN', name: 'RPM (total)' },
          ]}
        />
        <BarChartCard
          {...common}
          title="Broker Reliability"
          caption="Cancelled loads against all of the broker's loads; payment terms. Days to pay appear once invoices are paid."
          columns={(col) => [
            col.label('Broker', (r) => r.name),
            col.figure('Cancelled', (r) => r.cancelled_count),
            col.figure('Cancellation rate', (r) => r.cancellation_rate, percent),
            col.figure('Payment terms (days)', (r) => r.payment_terms_days),
            col.figure(
              'Average days to pay',
              (r) => r.average_days_to_pay,
              (v) => v ?? '—',
            ),
          ]}
          category="name"
          horizontal
          format={(v) => `${v}%`}
          bars={[{ key: 'cancellationN', name: 'Cancellation rate' }]}
        />
      </ChartGrid>
    </>
  );
}
