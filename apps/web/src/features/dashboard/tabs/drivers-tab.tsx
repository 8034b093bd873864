import Box from '@mui/material/Box';
import { ANALYTICS_DEFINITIONS, DRIVER_TYPE_SERIES } from '@tms/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { useChartTheme } from '../components/chart-theme';
import { DriversPerformanceTable } from '../components/drivers-performance-table';
import { compactMoney, miles, money, monthLabel, num } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** Spec 1 section 2, Drivers: revenue and miles by driver type, and the Drivers Performance table. */
export function DriversTab({ period }: { period: PeriodParams }) {
  const c = useChartTheme();
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
  const axes = (
    <>
      <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={c.axis} stroke={c.grid} />
      <Tooltip contentStyle={c.tooltip} labelStyle={c.tooltipLabel} itemStyle={c.tooltipItem} />
      <Legend wrapperStyle={c.legend} />
    </>
  );
  return (
    <>
      <ChartGrid>
        <ChartCard
          title="Monthly Revenue by Driver Type"
          caption={ANALYTICS_DEFINITIONS.team}
          rows={rows}
          loading={trend.isPending}
          error={trend.isError}
          periodLabel={label}
          columns={[
            { header: 'Month', value: (r) => r.month },
            {
              header: DRIVER_TYPE_SERIES.company_driver,
              value: (r) => r.company_driver.revenue,
              display: (r) => money(r.company_driver.revenue),
              align: 'right',
            },
            {
              header: DRIVER_TYPE_SERIES.owner_operator,
              value: (r) => r.owner_operator.revenue,
              display: (r) => money(r.owner_operator.revenue),
              align: 'right',
            },
          ]}
          chart={
            <ResponsiveContainer>
              <BarChart data={months}>
                {axes}
                <YAxis tick={c.axis} stroke={c.grid} tickFormatter={compactMoney} width={56} />
                <Bar
                  isAnimationActive={false}
                  dataKey="companyRevenue"
                  name={DRIVER_TYPE_SERIES.company_driver}
                  stackId="r"
                  fill={c.series[0]}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey="ownerRevenue"
                  name={DRIVER_TYPE_SERIES.owner_operator}
                  stackId="r"
                  fill={c.series[1]}
                  radius={[4, 4, 0, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
        />
        <ChartCard
          title="Monthly Miles by Driver Type"
          caption="Loaded plus empty miles, team loads split by the team pay split."
          rows={rows}
          loading={trend.isPending}
          error={trend.isError}
          periodLabel={label}
          columns={[
            { header: 'Month', value: (r) => r.month },
            {
              header: DRIVER_TYPE_SERIES.company_driver,
              value: (r) => r.company_driver.total_miles,
              display: (r) => miles(r.company_driver.total_miles),
              align: 'right',
            },
            {
              header: DRIVER_TYPE_SERIES.owner_operator,
              value: (r) => r.owner_operator.total_miles,
              display: (r) => miles(r.owner_operator.total_miles),
              align: 'right',
            },
          ]}
          chart={
            <ResponsiveContainer>
              <BarChart data={months}>
                {axes}
                <YAxis tick={c.axis} stroke={c.grid} tickFormatter={(v) => miles(v)} width={56} />
                <Bar
                  isAnimationActive={false}
                  dataKey="companyMiles"
                  name={DRIVER_TYPE_SERIES.company_driver}
                  stackId="m"
                  fill={c.series[0]}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey="ownerMiles"
                  name={DRIVER_TYPE_SERIES.owner_operator}
                  stackId="m"
                  fill={c.series[1]}
                  radius={[4, 4, 0, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
        />
      </ChartGrid>
      <Box>
        <DriversPerformanceTable rows={drivers.data?.drivers} loading={drivers.isPending} periodLabel={label} />
      </Box>
    </>
  );
}
