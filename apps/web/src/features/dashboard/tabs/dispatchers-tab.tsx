import { formatUsd } from '@tms/domain';
import { useAnalytics } from '../api/analytics-calls';
import { ChartGrid } from '../components/chart-grid';
import { BarChartCard } from '../components/simple-charts';
import { compactMoney, DASHBOARD_MONEY, num, percent, rpm } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** Dispatcher Workload, Assignment Efficiency, Dispatcher Performance and Load Management. */
export function DispatchersTab({ period }: { period: PeriodParams }) {
  const workload = useAnalytics('dispatcher-workload', period);
  const performance = useAnalytics('dispatch-performance', period);
  const label = periodLabel(period);
  const desks = workload.data?.dispatchers;
  const perf = performance.data?.dispatchers.map((d) => ({
    ...d,
    revenueN: num(d.revenue),
    onTimeN: num(d.on_time_rate),
  }));
  const statuses = workload.data?.by_status.filter((s) => s.count > 0);
  return (
    <ChartGrid periodLabel={label}>
      <BarChartCard
        title="Dispatcher Workload"
        caption="Loads picked up in the period and loads still open today, per dispatcher."
        rows={desks}
        query={workload}
        columns={(col) => [
          col.label('Dispatcher', (r) => r.name),
          col.figure('Loads booked', (r) => r.booked_loads),
          col.figure('Open loads', (r) => r.open_loads),
          col.figure('Cancelled', (r) => r.cancelled_loads),
        ]}
        category="name"
        horizontal
        bars={[
          { key: 'booked_loads', name: 'Loads booked' },
          { key: 'open_loads', name: 'Open loads' },
        ]}
      />
      <BarChartCard
        title="Assignment Efficiency"
        caption="Drivers assigned to each dispatcher, drivers who ran their loads, and loads per driver."
        rows={desks}
        query={workload}
        columns={(col) => [
          col.label('Dispatcher', (r) => r.name),
          col.figure('Assigned drivers', (r) => r.assigned_drivers),
          col.figure('Drivers with loads', (r) => r.active_drivers),
          col.figure('Loads per driver', (r) => r.loads_per_driver),
        ]}
        category="name"
        horizontal
        bars={[
          { key: 'assigned_drivers', name: 'Assigned drivers' },
          { key: 'active_drivers', name: 'Drivers with loads' },
        ]}
      />
      <BarChartCard
        title="Dispatcher Performance"
        caption="Revenue of each dispatcher's delivered loads."
        rows={perf}
        query={performance}
        columns={(col) => [
          col.label('Dispatcher', (r) => r.name),
          col.figure('Loads', (r) => r.load_count),
          col.figure(
            'Revenue',
            (r) => r.revenue,
            (v) => formatUsd(v, DASHBOARD_MONEY),
          ),
          col.figure('RPM (total)', (r) => r.rpm_total, rpm),
          col.figure('On-time rate', (r) => r.on_time_rate, percent),
        ]}
        category="name"
        horizontal
        format={compactMoney}
        bars={[{ key: 'revenueN', name: 'Revenue' }]}
      />
      <BarChartCard
        title="Load Management"
        caption="Loads picked up in the period, by status."
        rows={statuses}
        query={workload}
        columns={(col) => [col.label('Status', (r) => r.name), col.figure('Loads', (r) => r.count)]}
        category="name"
        bars={[{ key: 'count', name: 'Loads' }]}
      />
    </ChartGrid>
  );
}
