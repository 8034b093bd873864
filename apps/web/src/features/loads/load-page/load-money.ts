import { type Cents, type Load, toCents } from '@tms/domain';

/**
 * The load's margin in exact cents: rate booked less driver pay (rate_dispatched); null until both
 * are known, so a missing pay never reads as a full-rate margin.
 */
export function marginCents(rate: Pick<Load['rate_cargo'], 'rate_booked' | 'rate_dispatched'>): Cents | null {
  if (rate.rate_booked === null || rate.rate_dispatched === null) return null;
  return toCents(rate.rate_booked) - toCents(rate.rate_dispatched);
}
