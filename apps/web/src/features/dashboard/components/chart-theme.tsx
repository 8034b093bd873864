import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { CartesianGrid, Legend, Tooltip, XAxis } from 'recharts';

/**
 * Series colours and axis styles for the charts, from the theme, readable on both backgrounds:
 * the brand teal, an indigo and an amber that keep contrast in light and dark mode.
 */
export type ChartTheme = ReturnType<typeof useChartTheme>;

export function useChartTheme() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const series = dark
    ? ['#2dd4bf', '#a5b4fc', '#fbbf24', '#f472b6', '#60a5fa', '#a3e635', '#fb923c', '#c4b5fd']
    : ['#0A8D80', '#4f46e5', '#b45309', '#be185d', '#1d4ed8', '#4d7c0f', '#c2410c', '#6d28d9'];
  const text = theme.palette.text.secondary;
  const tooltip: CSSProperties = {
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 8,
    color: theme.palette.text.primary,
  };
  return {
    series,
    grid: theme.palette.divider,
    axis: { fontSize: 12, fill: text },
    tooltip,
    tooltipLabel: { color: theme.palette.text.primary, fontWeight: 600 },
    // Tooltip rows in the text colour: series colours are for marks, not for small text.
    tooltipItem: { color: theme.palette.text.primary },
    legend: { fontSize: 12, color: text },
  };
}

/**
 * The month axis, grid, tooltip and legend of the time-series charts, as children of a recharts
 * chart (the y axes differ per chart and stay with it).
 */
export function monthAxes(c: ChartTheme, { key = true }: { key?: boolean } = {}) {
  return (
    <>
      <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={c.axis} stroke={c.grid} />
      {key && <Tooltip contentStyle={c.tooltip} labelStyle={c.tooltipLabel} itemStyle={c.tooltipItem} />}
      {key && <Legend wrapperStyle={c.legend} />}
    </>
  );
}
