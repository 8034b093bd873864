import type { StatementStatus } from '@tms/domain';

export const STATUS_COLORS: Record<StatementStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'warning',
  approved: 'info',
  paid: 'success',
};

/** A load's pay rule in a few words ("$0.65/loaded mi", "75% of rate"), worded once for the screen and the PDF. */
export { formatPayRule as payRuleText } from '@tms/domain';
