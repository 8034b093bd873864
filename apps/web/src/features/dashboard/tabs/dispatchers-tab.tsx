import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { SimpleBarChart } from '../components/simple-charts';
import { compactMoney, money, num, percent, rpm } from '../format';
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
    <ChartGrid>
      <ChartCard
        title="Dispatcher Workload"
        caption="Loads picked up in the period and loads still open today, per dispatcher."
        rows={desks}
        loading={workload.isPending}
        error={workload.isError}
        periodLabel={label}
        columns={[
          { header: 'Dispatcher', value: (r) => r.name },
          { header: 'Loads booked', value: (r) => r.booked_loads, align: 'right' },
          { header: 'Open loads', value: (r) => r.open_loads, align: 'right' },
          { header: 'Cancelled', value: (r) => r.cancelled_loads, align: 'right' },
        ]}
        chart={
          <SimpleBarChart
            data={desks}
            category="name"
            horizontal
            bars={[
              { key: 'booked_loads', name: 'Loads booked' },
              { key: 'open_loads', name: 'Open loads' },
            ]}
          />
        }
      />
      <ChartCard
        title="Assignment Efficiency"
        caption="Drivers assigned to each dispatcher, drivers who ran their loads, and loads per driver."
        rows={desks}
        loading={workload.isPending}
        error={workload.isError}
        periodLabel={label}
        columns={[
          { header: 'Dispatcher', value: (r) => r.name },
          { header: 'Assigned drivers', value: (r) => r.assigned_drivers, align: 'right' },
          { header: 'Drivers with loads', value: (r) => r.active_drivers, align: 'right' },
          { header: 'Loads per driver', value: (r) => r.loads_per_driver, align: 'right' },
        ]}
        chart={
          <SimpleBarChart
            data={desks}
            category="name"
            horizontal
            bars={[
              { key: 'assigned_drivers', name: 'Assigned drivers' },
              { key: 'active_drivers', name: 'Drivers with loads' },
            ]}
          />
        }
      />
      <ChartCard
        title="Dispatcher Performance"
        caption="Revenue of each dispatcher's delivered loads."
        rows={perf}
        loading={performance.isPending}
        error={performance.isError}
        periodLabel={label}
        columns={[
          { header: 'Dispatcher', value: (r) => r.name },
          { header: 'Loads', value: (r) => r.load_count, align: 'right' },
          { header: 'Revenue', value: (r) => r.revenue, display: (r) => money(r.revenue), align: 'right' },
          { header: 'RPM (total)', value: (r) => r.rpm_total, display: (r) => rpm(r.rpm_total), align: 'right' },
          {
            header: 'On-time rate',
            value: (r) => r.on_time_rate,
            display: (r) => percent(r.on_time_rate),
            align: 'right',
          },
        ]}
        chart={
          <SimpleBarChart
            data={perf}
            category="name"
            horizontal
            format={compactMoney}
            bars={[{ key: 'revenueN', name: 'Revenue' }]}
          />
        }
      />
      <ChartCard
        title="Load Management"
        caption="Loads picked up in the period, by status."
        rows={statuses}
        loading={workload.isPending}
        error={workload.isError}
        periodLabel={label}
        columns={[
          { header: 'Status', value: (r) => r.name },
          { header: 'Loads', value: (r) => r.count, align: 'right' },
        ]}
        chart={<SimpleBarChart data={statuses} category="name" bars={[{ key: 'count', name: 'Loads' }]} />}
      />
    </ChartGrid>
  );
}
