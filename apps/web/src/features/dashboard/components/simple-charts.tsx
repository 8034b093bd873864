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
import { ChartCard, type ChartCardProps } from './chart-card';
import { useChartTheme } from './chart-theme';

type Series = { key: string; name: string; stack?: string };

type SimpleChartProps<Row> = {
  data: Row[] | undefined;
  category: string;
  format?: (v: number) => string;
};
/** A card's props with the chart's own in place of `chart`; the chart draws the card's rows unless `data` is given. */
type CardWith<Row, ChartProps> = Omit<ChartCardProps<Row>, 'chart'> & Omit<ChartProps, 'data'> & { data?: Row[] };
type BarProps<Row> = SimpleChartProps<Row> & { bars: Series[]; horizontal?: boolean };
type LineProps<Row> = SimpleChartProps<Row> & { lines: Series[] };

/** A dashboard card whose chart is a SimpleBarChart of its rows. */
export function BarChartCard<Row extends object>({
  data,
  category,
  bars,
  format,
  horizontal,
  ...card
}: CardWith<Row, BarProps<Row>>) {
  const chart = (
    <SimpleBarChart data={data ?? card.rows} category={category} bars={bars} format={format} horizontal={horizontal} />
  );
  return <ChartCard {...card} chart={chart} />;
}

/** A dashboard card whose chart is a SimpleLineChart of its rows. */
export function LineChartCard<Row extends object>({ category, lines, format, ...card }: CardWith<Row, LineProps<Row>>) {
  return (
    <ChartCard
      {...card}
      chart={<SimpleLineChart data={card.rows} category={category} lines={lines} format={format} />}
    />
  );
}

/** Bars per category (dispatchers, brokers, trucks); horizontal when the names are long. */
export function SimpleBarChart<Row extends object>({
  data,
  category,
  bars,
  format = (v) => String(v),
  horizontal = false,
}: BarProps<Row>) {
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
}: LineProps<Row>) {
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
