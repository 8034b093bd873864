import type { MoneyFormat } from '@tms/domain';

/** Display of the API's exact decimal strings (the CSV keeps them as they are). */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const NONE = '—';
/** Charts need numbers; the figures stay exact strings everywhere else. */
export const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
/** How the dashboard prints money with `formatUsd`: whole dollars ("$2,628"), `NONE` when missing. */
export const DASHBOARD_MONEY = { empty: NONE, whole: true } as const satisfies MoneyFormat;
export const rpm = (v: string | null | undefined) => (v === null || v === undefined ? NONE : `$${v}`);
export const miles = (v: string | number | null | undefined) =>
  v === null || v === undefined ? NONE : whole.format(Number(v));
export const percent = (v: string | null | undefined) => (v === null || v === undefined ? NONE : `${v}%`);
export const compactMoney = (v: number) =>
  Math.abs(v) >= 1_000_000
    ? `$${(v / 1_000_000).toFixed(1)}M`
    : Math.abs(v) >= 1000
      ? `$${Math.round(v / 1000)}k`
      : `$${v}`;
export const monthLabel = (key: string) =>
  new Date(`${key}-01T12:00:00Z`).toLocaleString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
