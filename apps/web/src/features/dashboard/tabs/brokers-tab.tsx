import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { SimpleBarChart } from '../components/simple-charts';
import { compactMoney, money, num, percent, rpm } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

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
  const common = { rows, loading: brokers.isPending, error: brokers.isError, periodLabel: label };
  return (
    <ChartGrid>
      <ChartCard
        {...common}
        title="Broker Revenue"
        caption="Revenue of delivered loads per broker."
        columns={[
          { header: 'Broker', value: (r) => r.name },
          { header: 'Revenue', value: (r) => r.revenue, display: (r) => money(r.revenue), align: 'right' },
        ]}
        chart={
          <SimpleBarChart
            data={rows}
            category="name"
            horizontal
            format={compactMoney}
            bars={[{ key: 'revenueN', name: 'Revenue' }]}
          />
        }
      />
      <ChartCard
        {...common}
        title="Broker Volume"
        caption="Delivered loads per broker."
        columns={[
          { header: 'Broker', value: (r) => r.name },
          { header: 'Loads', value: (r) => r.load_count, align: 'right' },
        ]}
        chart={<SimpleBarChart data={rows} category="name" horizontal bars={[{ key: 'load_count', name: 'Loads' }]} />}
      />
      <ChartCard
        {...common}
        title="Rate Analysis"
        caption="Average rate per loaded and per total mile per broker."
        columns={[
          { header: 'Broker', value: (r) => r.name },
          { header: 'RPM (loaded)', value: (r) => r.rpm_loaded, display: (r) => rpm(r.rpm_loaded), align: 'right' },
          { header: 'RPM (total)', value: (r) => r.rpm_total, display: (r) => rpm(r.rpm_total), align: 'right' },
        ]}
        chart={
          <SimpleBarChart
            data={rows}
            category="name"
            horizontal
            format={(v) => `$${v.toFixed(2)}`}
            bars={[
              { key: 'rpmLoadedN', name: 'RPM (loaded)' },
              { key: 'rpmTotalN', name: 'RPM (total)' },
            ]}
          />
        }
      />
      <ChartCard
        {...common}
        title="Broker Reliability"
        caption="Cancelled loads against all of the broker's loads; payment terms. Days to pay appear once invoices are paid."
        columns={[
          { header: 'Broker', value: (r) => r.name },
          { header: 'Cancelled', value: (r) => r.cancelled_count, align: 'right' },
          {
            header: 'Cancellation rate',
            value: (r) => r.cancellation_rate,
            display: (r) => percent(r.cancellation_rate),
            align: 'right',
          },
          { header: 'Payment terms (days)', value: (r) => r.payment_terms_days, align: 'right' },
          {
            header: 'Average days to pay',
            value: (r) => r.average_days_to_pay,
            display: (r) => r.average_days_to_pay ?? '—',
            align: 'right',
          },
        ]}
        chart={
          <SimpleBarChart
            data={rows}
            category="name"
            horizontal
            format={(v) => `${v}%`}
            bars={[{ key: 'cancellationN', name: 'Cancellation rate' }]}
          />
        }
      />
    </ChartGrid>
  );
}
