import { ANALYTICS_DEFINITIONS, formatUsd } from '@tms/domain';
import { useAnalytics } from '../api/analytics-calls';
import { ChartGrid } from '../components/chart-grid';
import { BarChartCard, LineChartCard } from '../components/simple-charts';
import { compactMoney, DASHBOARD_MONEY, miles, monthLabel, num, percent, rpm } from '../format';
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
    <ChartGrid periodLabel={label}>
      <LineChartCard
        title="On-Time Delivery"
        caption={`${ANALYTICS_DEFINITIONS.on_time} Overall: ${percent(onTime.data?.on_time_rate)}.`}
        rows={months}
        query={onTime}
        columns={(col) => [
          col.label('Month', (r) => r.month),
          col.figure('Delivered', (r) => r.delivered),
          col.figure('Measured', (r) => r.measured),
          col.figure('On time', (r) => r.on_time),
          col.figure('On-time rate', (r) => r.on_time_rate, percent),
        ]}
        category="label"
        format={(v) => `${v}%`}
        lines={[{ key: 'rateN', name: 'On-time rate' }]}
      />
      <LineChartCard
        title="Revenue Per Mile"
        caption={`Per delivery week. Period: ${rpm(revenue.data?.totals.rpm_total)} per total mile, ${rpm(revenue.data?.totals.rpm_loaded)} per loaded mile.`}
        rows={weeks}
        query={revenue}
        columns={(col) => [
          col.label('Week of', (r) => r.week),
          col.figure(
            'Revenue',
            (r) => r.revenue,
            (v) => formatUsd(v, DASHBOARD_MONEY),
          ),
          col.figure('Total miles', (r) => r.total_miles, miles),
          col.figure('RPM (total)', (r) => r.rpm_total, rpm),
        ]}
        category="week"
        format={(v) => `$${v.toFixed(2)}`}
        lines={[{ key: 'rpmN', name: 'RPM (total)' }]}
      />
      <BarChartCard
        title="Utilization Rates"
        caption={`Days each truck had a load, of ${trucks.data?.period_days ?? '—'} days. Fleet average: ${percent(trucks.data?.average_utilisation_percent)}.`}
        rows={units}
        query={trucks}
        emptyText="No trucks yet."
        columns={(col) => [
          col.label('Truck', (r) => r.unit_number),
          col.figure('Days with a load', (r) => r.days_with_load),
          col.figure('Utilization', (r) => r.utilisation_percent, percent),
        ]}
        data={units?.slice(0, 15)}
        category="unit_number"
        horizontal
        format={(v) => `${v}%`}
        bars={[{ key: 'utilisationN', name: 'Utilization' }]}
      />
      <BarChartCard
        title="Efficiency Metrics"
        caption={`Revenue per truck per delivery week. Period: ${formatUsd(revenue.data?.revenue_per_truck_per_week, DASHBOARD_MONEY)} per truck-week.`}
        rows={weeks}
        query={revenue}
        columns={(col) => [
          col.label('Week of', (r) => r.week),
          col.figure('Trucks', (r) => r.trucks),
          col.figure(
            'Revenue per truck',
            (r) => r.revenue_per_truck,
            (v) => formatUsd(v, DASHBOARD_MONEY),
          ),
        ]}
        category="week"
        format={compactMoney}
        bars={[{ key: 'perTruckN', name: 'Revenue per truck' }]}
      />
    </ChartGrid>
  );
}
