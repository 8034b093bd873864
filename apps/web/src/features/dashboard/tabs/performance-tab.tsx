import { ANALYTICS_DEFINITIONS } from '@tms/domain';
import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { SimpleBarChart, SimpleLineChart } from '../components/simple-charts';
import { compactMoney, miles, money, monthLabel, num, percent, rpm } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** On-Time Delivery, Revenue Per Mile, Utilization Rates and Efficiency Metrics. */
export function PerformanceTab({ period }: { period: PeriodParams }) {
  const onTime = useAnalytics('on-time-delivery', period);
  const revenue = useAnalytics('revenue-efficiency', period);
  const trucks = useAnalytics('truck-utilisation', period);
  const label = periodLabel(period);
  const months = onTime.data?.months.map((m) => ({
    ...m,
    label: monthLabel(m.month),
    rateN: m.on_time_rate === null ? null : num(m.on_time_rate),
  }));
  const weeks = revenue.data?.weeks.map((w) => ({
    ...w,
    rpmN: w.rpm_total === null ? null : num(w.rpm_total),
    perTruckN: w.revenue_per_truck === null ? null : num(w.revenue_per_truck),
  }));
  const units = trucks.data?.trucks.map((t) => ({ ...t, utilisationN: num(t.utilisation_percent) }));
  return (
    <ChartGrid>
      <ChartCard
        title="On-Time Delivery"
        caption={`${ANALYTICS_DEFINITIONS.on_time} Overall: ${percent(onTime.data?.on_time_rate)}.`}
        rows={months}
        loading={onTime.isPending}
        error={onTime.isError}
        periodLabel={label}
        columns={[
          { header: 'Month', value: (r) => r.month },
          { header: 'Delivered', value: (r) => r.delivered, align: 'right' },
          { header: 'Measured', value: (r) => r.measured, align: 'right' },
          { header: 'On time', value: (r) => r.on_time, align: 'right' },
          {
            header: 'On-time rate',
            value: (r) => r.on_time_rate,
            display: (r) => percent(r.on_time_rate),
            align: 'right',
          },
        ]}
        chart={
          <SimpleLineChart
            data={months}
            category="label"
            format={(v) => `${v}%`}
            lines={[{ key: 'rateN', name: 'On-time rate' }]}
          />
        }
      />
      <ChartCard
        title="Revenue Per Mile"
        caption={`Per delivery week. Period: ${rpm(revenue.data?.totals.rpm_total)} per total mile, ${rpm(revenue.data?.totals.rpm_loaded)} per loaded mile.`}
        rows={weeks}
        loading={revenue.isPending}
        error={revenue.isError}
        periodLabel={label}
        columns={[
          { header: 'Week of', value: (r) => r.week },
          { header: 'Revenue', value: (r) => r.revenue, display: (r) => money(r.revenue), align: 'right' },
          { header: 'Total miles', value: (r) => r.total_miles, display: (r) => miles(r.total_miles), align: 'right' },
          { header: 'RPM (total)', value: (r) => r.rpm_total, display: (r) => rpm(r.rpm_total), align: 'right' },
        ]}
        chart={
          <SimpleLineChart
            data={weeks}
            category="week"
            format={(v) => `$${v.toFixed(2)}`}
            lines={[{ key: 'rpmN', name: 'RPM (total)' }]}
          />
        }
      />
      <ChartCard
        title="Utilization Rates"
        caption={`Days each truck had a load, of ${trucks.data?.period_days ?? '—'} days. Fleet average: ${percent(trucks.data?.average_utilisation_percent)}.`}
        rows={units}
        loading={trucks.isPending}
        error={trucks.isError}
        periodLabel={label}
        emptyText="No trucks yet."
        columns={[
          { header: 'Truck', value: (r) => r.unit_number },
          { header: 'Days with a load', value: (r) => r.days_with_load, align: 'right' },
          {
            header: 'Utilization',
            value: (r) => r.utilisation_percent,
            display: (r) => percent(r.utilisation_percent),
            align: 'right',
          },
        ]}
        chart={
          <SimpleBarChart
            data={units?.slice(0, 15)}
            category="unit_number"
            horizontal
            format={(v) => `${v}%`}
            bars={[{ key: 'utilisationN', name: 'Utilization' }]}
          />
        }
      />
      <ChartCard
        title="Efficiency Metrics"
        caption={`Revenue per truck per delivery week. Period: ${money(revenue.data?.revenue_per_truck_per_week)} per truck-week.`}
        rows={weeks}
        loading={revenue.isPending}
        error={revenue.isError}
        periodLabel={label}
        columns={[
          { header: 'Week of', value: (r) => r.week },
          { header: 'Trucks', value: (r) => r.trucks, align: 'right' },
          {
            header: 'Revenue per truck',
            value: (r) => r.revenue_per_truck,
            display: (r) => money(r.revenue_per_truck),
            align: 'right',
          },
        ]}
        chart={
          <SimpleBarChart
            data={weeks}
            category="week"
            format={compactMoney}
            bars={[{ key: 'perTruckN', name: 'Revenue per truck' }]}
          />
        }
      />
    </ChartGrid>
  );
}
