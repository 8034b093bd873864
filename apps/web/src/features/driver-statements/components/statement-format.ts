import { formatUsd, type StatementStatus } from '@tms/domain';

/** "1234.5" or "-12.00" as "$1,234.50" / "-$12.00": the domain's one money formatter. */
export const usd = (amount: string | null | undefined) => formatUsd(amount);

export const STATUS_COLORS: Record<StatementStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'warning',
  approved: 'info',
  paid: 'success',
};

/** A load's pay rule in a few words ("$0.65/loaded mi", "75% of rate"), worded once for the screen and the PDF. */
export { formatPayRule as payRuleText } from '@tms/domain';
