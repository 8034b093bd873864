import type { StatementStatus } from '@tms/domain';

/** "1234.5" or "-12.00" as "$1,234.50" / "-$12.00". */
export function usd(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  const neg = amount.startsWith('-');
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  return `${neg ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
}

export const STATUS_COLORS: Record<StatementStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'warning',
  approved: 'info',
  paid: 'success',
};

/** A load's pay rule in a few words ("$0.65/loaded mi", "75% of rate"), worded once for the screen and the PDF. */
export { formatPayRule as payRuleText } from '@tms/domain';
