import { formatDate, formatMiles, formatUsd, fromCents, toCents } from '@tms/domain';

/**
 * How documents print money, days and quantities: the domain's own formatters, so a PDF reads as
 * the screens do ("$1,234.50", "Mar 4, 2026", "1,100 mi").
 */

/** An exact 2-decimal amount as "$1,234.50" ("-$12.50" when negative); '' when there is none. */
export const money = (amount: string | null | undefined) => formatUsd(amount, { empty: '' });

/** Integer cents as "$1,234.50". */
export const moneyOfCents = (cents: bigint) => formatUsd(fromCents(cents));

/** A deduction as it reduces pay: "-$12.50" (and "$0.00", never "-$0.00"). */
export const deducted = (amount: string) => formatUsd(`-${amount}`);

/** A calendar day ("2026-03-04") as "Mar 4, 2026"; '' when there is none. */
export const day = (value: string | null | undefined) => (value ? formatDate(value) : '');

/** The sum of exact mile counts in whole miles, "1,100 mi"; '' when there are none. */
export function miles(...parts: (string | null | undefined)[]): string {
  const known = parts.filter((p): p is string => !!p);
  if (known.length === 0) return '';
  return `${formatMiles(fromCents(known.reduce((sum, p) => sum + toCents(p), 0n)))} mi`;
}

/** "38000" as "38,000", "812.5" as "812.5": digits grouped in thousands, decimals as given. */
export function grouped(amount: string): string {
  const [whole = '0', frac] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}
