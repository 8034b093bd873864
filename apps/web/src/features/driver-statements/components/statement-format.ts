import type { PayType, StatementStatus } from '@tms/domain';

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

/** "75.0000" as "75", "0.6500" as "0.65": a pay rate without its trailing zeros. */
const trimmed = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** A rate per mile with at least cents: "0.5000" as "0.50", "0.6250" as "0.625". */
const cents = (rate: string) => {
  const [whole = '0', frac = ''] = rate.split('.');
  return `${whole}.${frac.replace(/0+$/, '').padEnd(2, '0')}`;
};

/** A load's pay rule in a few words: "$0.65/loaded mi", "75% of rate", "$250.00 flat". */
export function payRuleText(payType: string | null | undefined, rate: string | null | undefined): string {
  if (!payType || !rate) return '—';
  switch (payType as PayType) {
    case 'per_mile_loaded':
      return `$${cents(rate)}/loaded mi`;
    case 'per_mile_total':
      return `$${cents(rate)}/mi`;
    case 'percentage':
      return `${trimmed(rate)}% of rate`;
    case 'flat_per_load':
      return `${usd(rate.replace(/^(\d+\.\d{2})\d*$/, '$1'))} flat`;
    default:
      return `${payType.replaceAll('_', ' ')} ${trimmed(rate)}`;
  }
}
