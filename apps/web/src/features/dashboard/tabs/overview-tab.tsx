import { ANALYTICS_DEFINITIONS, DRIVER_TYPE_SERIES, formatUsd } from '@tms/domain';
import {
  Bar,
  BarChart,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts';
import { useAnalytics } from '../api/analytics-calls';
import { ChartCard } from '../components/chart-card';
import { ChartGrid } from '../components/chart-grid';
import { monthAxes, useChartTheme } from '../components/chart-theme';
import { compactMoney, DASHBOARD_MONEY, miles, monthLabel, num, percent, rpm } from '../format';
import { type PeriodParams, periodLabel } from '../period-params';

/** Spec 1 section 2, Overview: revenue and loads, RPM by driver type, miles efficiency, revenue by customer. */
export function OverviewTab({ period }: { period: PeriodParams }) {
  const c = useChartTheme();
  const trend = useAnalytics('monthly-revenue-trend', period, { include_zero_months: true });
  const customers = useAnalytics('customer-revenue', period, { limit: 8 });
  const label = periodLabel(period);
  const months = trend.data?.months.map((m) => ({
    ...m,
    label: monthLabel(m.month),
    revenueN: num(m.revenue),
    companyRpm: m.company_driver.rpm_total === null ? null : num(m.company_driver.rpm_total),
    ownerRpm: m.owner_operator.rpm_total === null ? null : num(m.owner_operator.rpm_total),
    loadedN: num(m.loaded_miles),
    emptyN: num(m.empty_miles),
  }));
  const hasLoads = months?.some((m) => m.load_count > 0) ? months : months ? [] : undefined;
  const slices = customers.data
    ? [
        ...customers.data.customers.map((x) => ({
          name: x.name,
          value: num(x.revenue),
          revenue: x.revenue,
          share: x.share_percent,
        })),
        ...(num(customers.data.other_revenue) > 0
          ? [
              {
                name: 'Other customers',
                value: num(customers.data.other_revenue),
                revenue: customers.data.other_revenue,
                share: null,
              },
            ]
          : []),
      ]
    : undefined;
  const trendCard = { rows: hasLoads, query: trend };
  return (
    <ChartGrid periodLabel={label}>
      <ChartCard
        title="Monthly Revenue and Load Performance"
        caption={ANALYTICS_DEFINITIONS.revenue}
        {...trendCard}
        columns={(col) => [
          col.label('Month', (r) => r.month),
          col.figure(
            'Revenue',
            (r) => r.revenue,
            (v) => formatUsd(v, DASHBOARD_MONEY),
          ),
          col.figure('Loads', (r) => r.load_count),
          col.figure('RPM (total)', (r) => r.rpm_total, rpm),
        ]}
        chart={
          <ResponsiveContainer>
            <ComposedChart data={months}>
              {monthAxes(c)}
              <YAxis yAxisId="revenue" tick={c.axis} stroke={c.grid} tickFormatter={compactMoney} width={56} />
              <YAxis
                yAxisId="loads"
                orientation="right"
                tick={c.axis}
                stroke={c.grid}
                allowDecimals={false}
                width={40}
              />
              <Bar
                isAnimationActive={false}
                yAxisId="revenue"
                dataKey="revenueN"
                name="Revenue ($)"
                fill={c.series[0]}
                radius={[4, 4, 0, 0]}
              />
              <Line
                isAnimationActive={false}
                yAxisId="loads"
                dataKey="load_count"
                name="Loads"
                stroke={c.series[2]}
                strokeWidth={2}
                dot={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        title="Monthly RPM by Driver Type"
        caption={ANALYTICS_DEFINITIONS.rpm_total}
        {...trendCard}
        columns={(col) => [
          col.label('Month', (r) => r.month),
          col.figure(`${DRIVER_TYPE_SERIES.company_driver} RPM (total)`, (r) => r.company_driver.rpm_total, rpm),
          col.figure(`${DRIVER_TYPE_SERIES.owner_operator} RPM (total)`, (r) => r.owner_operator.rpm_total, rpm),
          col.figure(`${DRIVER_TYPE_SERIES.company_driver} RPM (loaded)`, (r) => r.company_driver.rpm_loaded, rpm),
          col.figure(`${DRIVER_TYPE_SERIES.owner_operator} RPM (loaded)`, (r) => r.owner_operator.rpm_loaded, rpm),
        ]}
        chart={
          <ResponsiveContainer>
            <LineChart data={months}>
              {monthAxes(c)}
              <YAxis tick={c.axis} stroke={c.grid} tickFormatter={(v) => `$${v}`} width={48} />
              <Line
                isAnimationActive={false}
                dataKey="companyRpm"
                name={DRIVER_TYPE_SERIES.company_driver}
                stroke={c.series[0]}
                strokeWidth={2}
                connectNulls
              />
              <Line
                isAnimationActive={false}
                dataKey="ownerRpm"
                name={DRIVER_TYPE_SERIES.owner_operator}
                stroke={c.series[1]}
                strokeWidth={2}
                connectNulls
              />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        title="Monthly Miles Efficiency"
        caption="Loaded and empty miles of the delivered loads."
        {...trendCard}
        columns={(col) => [
          col.label('Month', (r) => r.month),
          col.figure('Loaded miles', (r) => r.loaded_miles, miles),
          col.figure('Empty miles', (r) => r.empty_miles, miles),
          col.figure('Total miles', (r) => r.total_miles, miles),
        ]}
        chart={
          <ResponsiveContainer>
            <BarChart data={months}>
              {monthAxes(c)}
              <YAxis tick={c.axis} stroke={c.grid} tickFormatter={(v) => miles(v)} width={56} />
              <Bar isAnimationActive={false} dataKey="loadedN" name="Loaded miles" stackId="miles" fill={c.series[0]} />
              <Bar
                isAnimationActive={false}
                dataKey="emptyN"
                name="Empty miles"
                stackId="miles"
                fill={c.series[2]}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        title="Revenue by Customer"
        caption="The eight customers with the most revenue; the rest together."
        rows={slices}
        query={customers}
        columns={(col) => [
          col.label('Customer', (r) => r.name),
          col.figure(
            'Revenue',
            (r) => r.revenue,
            (v) => formatUsd(v, DASHBOARD_MONEY),
          ),
          col.figure('Share', (r) => r.share, percent),
        ]}
        chart={
          <ResponsiveContainer>
            <PieChart>
              <Tooltip
                contentStyle={c.tooltip}
                labelStyle={c.tooltipLabel}
                itemStyle={c.tooltipItem}
                formatter={(v) => formatUsd(String(v), DASHBOARD_MONEY)}
              />
              <Legend wrapperStyle={c.legend} />
              <Pie
                isAnimationActive={false}
                data={slices}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="75%"
                paddingAngle={1}
              >
                {slices?.map((s, i) => (
                  <Cell key={s.name} fill={c.series[i % c.series.length]} />
                ))}
              </Pie>
            </PieChart>
          </ResponsiveContainer>
        }
      />
    </ChartGrid>
  );
}
