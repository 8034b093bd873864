import Box from '@mui/material/Box';
import { ANALYTICS_DEFINITIONS, DRIVER_TYPE_SERIES, formatUsd } from '@tms/domain';
import { Bar, BarChart, ResponsiveContainer, YAxis } from 'recharts';
import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { monthAxes, useChartTheme } from '../components/chart-theme';
import { DriversPerformanceTable } from '../components/drivers-performance-table';
import { compactMoney, DASHBOARD_MONEY, miles, monthLabel, num } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** Spec 1 section 2, Drivers: revenue and miles by driver type, and the Drivers Performance table. */
export function DriversTab({ period }: { period: PeriodParams }) {
  const trend = useAnalytics('monthly-revenue-trend', period, { include_zero_months: true });
  const drivers = useAnalytics('drivers-performance', period);
  const label = periodLabel(period);
  const months = trend.data?.months.map((m) => ({
    ...m,
    label: monthLabel(m.month),
    companyRevenue: num(m.company_driver.revenue),
    ownerRevenue: num(m.owner_operator.revenue),
    companyMiles: num(m.company_driver.total_miles),
    ownerMiles: num(m.owner_operator.total_miles),
  }));
  const rows = months?.some((m) => m.load_count > 0) ? months : months ? [] : undefined;
  const card = { rows, query: trend };
  return (
    <>
      <ChartGrid periodLabel={label}>
        <ChartCard
          title="Monthly Revenue by Driver Type"
          caption={ANALYTICS_DEFINITIONS.team}
          {...card}
          columns={(col) => [
            col.label('Month', (r) => r.month),
            col.figure(
              DRIVER_TYPE_SERIES.company_driver,
              (r) => r.company_driver.revenue,
              (v) => formatUsd(v, DASHBOARD_MONEY),
            ),
            col.figure(
              DRIVER_TYPE_SERIES.owner_operator,
              (r) => r.owner_operator.revenue,
              (v) => formatUsd(v, DASHBOARD_MONEY),
            ),
          ]}
          chart={<DriverTypeBars data={months} company="companyRevenue" owner="ownerRevenue" format={compactMoney} />}
        />
        <ChartCard
          title="Monthly Miles by Driver Type"
          caption="Loaded plus empty miles, team loads split by the team pay split."
          {...card}
          columns={(col) => [
            col.label('Month', (r) => r.month),
            col.figure(DRIVER_TYPE_SERIES.company_driver, (r) => r.company_driver.total_miles, miles),
            col.figure(DRIVER_TYPE_SERIES.owner_operator, (r) => r.owner_operator.total_miles, miles),
          ]}
          chart={<DriverTypeBars data={months} company="companyMiles" owner="ownerMiles" format={(v) => miles(v)} />}
        />
      </ChartGrid>
      <Box>
        <DriversPerformanceTable rows={drivers.data?.drivers} loading={drivers.isPending} periodLabel={label} />
      </Box>
    </>
  );
}

/** Company drivers and owner operators stacked per month. */
function DriverTypeBars<Row extends object>({
  data,
  company,
  owner,
  format,
}: {
  data: Row[] | undefined;
  company: string;
  owner: string;
  format: (v: number) => string;
}) {
  const c = useChartTheme();
  return (
    <ResponsiveContainer>
      <BarChart data={data}>
        {monthAxes(c)}
        <YAxis tick={c.axis} stroke={c.grid} tickFormatter={format} width={56} />
        {[company, owner].map((key, i) => (
          <Bar
            key={key}
            isAnimationActive={false}
            dataKey={key}
            name={i === 0 ? DRIVER_TYPE_SERIES.company_driver : DRIVER_TYPE_SERIES.owner_operator}
            stackId="s"
            fill={c.series[i]}
            radius={i === 0 ? 0 : [4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
