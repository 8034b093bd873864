import type { Customer } from '@tms/domain';

/** "Columbus, OH" from whatever parts are known. */
export function cityState(c: Pick<Customer, 'city' | 'state'>): string {
  return [c.city, c.state].filter(Boolean).join(', ');
}
