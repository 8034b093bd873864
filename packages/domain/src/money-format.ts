import { toCents } from './loads';

/**
 * "$1,234.50" from an exact 2-decimal string, without passing through a floating-point number;
 * `empty` for a missing amount. `wholeDollars` rounds half up to "$1,235" (summary figures).
 */
export function formatUsd(amount: string | null | undefined, empty = '—', wholeDollars = false): string {
  if (amount === null || amount === undefined || amount === '') return empty;
  const cents = toCents(amount);
  const abs = cents < 0n ? -cents : cents;
  const sign = cents < 0n ? '-' : '';
  if (wholeDollars) return `${sign}$${((abs + 50n) / 100n).toLocaleString('en-US')}`;
  return `${sign}$${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
}
