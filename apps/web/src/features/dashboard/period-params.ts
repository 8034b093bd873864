import { addDaysToDay, PERIOD_TOO_LONG_MESSAGE, periodTooLong } from '@tms/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useToday } from '../../components/today';

/**
 * The dashboards' period, held in the address (`year`, `months`, or `from`/`to` with the preset
 * that chose them), so a link or a reload shows the same figures. It maps onto the analytics
 * calls' `year`, `months`, `date_from` and `date_to` (decision 0100).
 */
export type PeriodParams =
  | { kind: 'months'; year: number; months: number[] }
  | { kind: 'days'; from: string; to: string; preset: PresetId | null };

export const PRESETS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'quarter', label: 'This quarter' },
  { id: 'year-to-date', label: 'Year to date' },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The days a preset covers, ending today. */
export function presetDays(id: PresetId, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  if (id === 'this-month') return { from: `${today.slice(0, 7)}-01`, to: today };
  if (id === 'last-30-days') return { from: addDaysToDay(today, -29), to: today };
  if (id === 'quarter') return { from: `${year}-${pad(Math.floor((month - 1) / 3) * 3 + 1)}-01`, to: today };
  return { from: `${year}-01-01`, to: today };
}

/** Whether a custom day range can be asked for: in order and within the analytics' longest span. */
export const daysProblem = (from: string, to: string): string | undefined =>
  from > to
    ? 'To must be on or after From'
    : periodTooLong({ date_from: from, date_to: to })
      ? PERIOD_TOO_LONG_MESSAGE
      : undefined;

/** Reads the period from the address; anything unreadable falls back to the current year. */
export function readPeriod(search: URLSearchParams, today: string): PeriodParams {
  const preset = PRESETS.find((p) => p.id === search.get('preset'))?.id ?? null;
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && DAY.test(from) && DAY.test(to) && !daysProblem(from, to)) return { kind: 'days', from, to, preset };
  if (preset) return { kind: 'days', ...presetDays(preset, today), preset };
  const year = Number(search.get('year'));
  const months = (search.get('months') ?? '')
    .split(',')
    .map(Number)
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12);
  return {
    kind: 'months',
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(today.slice(0, 4)),
    months: [...new Set(months)].sort((a, b) => a - b),
  };
}

/** The analytics calls' query for a period. */
export function periodSearch(p: PeriodParams): URLSearchParams {
  const s = new URLSearchParams();
  if (p.kind === 'days') {
    s.set('date_from', p.from);
    s.set('date_to', p.to);
  } else {
    s.set('year', String(p.year));
    if (p.months.length) s.set('months', p.months.join(','));
  }
  return s;
}

/** A short text naming the period (headings, file names). */
export function periodLabel(p: PeriodParams): string {
  if (p.kind === 'days') return `${p.from} to ${p.to}`;
  if (!p.months.length) return String(p.year);
  return `${p.months.map((m) => MONTH_NAMES[m - 1]).join(', ')} ${p.year}`;
}

const PERIOD_KEYS = ['year', 'months', 'from', 'to', 'preset'];

/** The period of the address and the ways to change it (each change is one navigation). */
export function usePeriodParams() {
  const [search, setSearch] = useSearchParams();
  const today = useToday();
  const period = useMemo(() => readPeriod(search, today), [search, today]);
  const apply = useCallback(
    (values: Record<string, string | null>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of PERIOD_KEYS) next.delete(k);
          for (const [k, v] of Object.entries(values)) if (v) next.set(k, v);
          return next;
        },
        { replace: false },
      ),
    [setSearch],
  );
  return {
    period,
    today,
    setYear: (year: number) =>
      apply({ year: String(year), months: period.kind === 'months' ? period.months.join(',') : null }),
    setMonths: (months: number[]) =>
      apply({
        year: String(period.kind === 'months' ? period.year : Number(today.slice(0, 4))),
        months: months.join(','),
      }),
    setPreset: (id: PresetId) => apply({ preset: id }),
    setDays: (from: string, to: string) => apply({ from, to }),
    reset: () => apply({}),
  };
}
