import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useChartTheme } from './chart-theme';

type Series = { key: string; name: string; stack?: string };

/** Bars per category (dispatchers, brokers, trucks); horizontal when the names are long. */
export function SimpleBarChart<Row extends object>({
  data,
  category,
  bars,
  format = (v) => String(v),
  horizontal = false,
}: {
  data: Row[] | undefined;
  category: string;
  bars: Series[];
  format?: (v: number) => string;
  horizontal?: boolean;
}) {
  const c = useChartTheme();
  return (
    <ResponsiveContainer>
      <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ left: 4, right: 12 }}>
        <CartesianGrid stroke={c.grid} strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tick={c.axis} stroke={c.grid} tickFormatter={format} />
            <YAxis type="category" dataKey={category} tick={c.axis} stroke={c.grid} width={120} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} tick={c.axis} stroke={c.grid} />
            <YAxis tick={c.axis} stroke={c.grid} tickFormatter={format} width={56} />
          </>
        )}
        <Tooltip
          contentStyle={c.tooltip}
          labelStyle={c.tooltipLabel}
          itemStyle={c.tooltipItem}
          formatter={(v) => format(Number(v))}
        />
        {bars.length > 1 && <Legend wrapperStyle={c.legend} />}
        {bars.map((b, i) => (
          <Bar
            isAnimationActive={false}
            key={b.key}
            dataKey={b.key}
            name={b.name}
            stackId={b.stack}
            fill={c.series[i % c.series.length]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Lines over time (months, weeks). */
export function SimpleLineChart<Row extends object>({
  data,
  category,
  lines,
  format = (v) => String(v),
}: {
  data: Row[] | undefined;
  category: string;
  lines: Series[];
  format?: (v: number) => string;
}) {
  const c = useChartTheme();
  return (
    <ResponsiveContainer>
      <LineChart data={data} margin={{ left: 4, right: 12 }}>
        <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={category} tick={c.axis} stroke={c.grid} />
        <YAxis tick={c.axis} stroke={c.grid} tickFormatter={format} width={56} />
        <Tooltip
          contentStyle={c.tooltip}
          labelStyle={c.tooltipLabel}
          itemStyle={c.tooltipItem}
          formatter={(v) => format(Number(v))}
        />
        {lines.length > 1 && <Legend wrapperStyle={c.legend} />}
        {lines.map((l, i) => (
          <Line
            isAnimationActive={false}
            key={l.key}
            dataKey={l.key}
            name={l.name}
            stroke={c.series[i % c.series.length]}
            strokeWidth={2}
            connectNulls
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
