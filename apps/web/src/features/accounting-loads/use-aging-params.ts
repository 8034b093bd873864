import { AGING_BUCKETS, type AgingBucket, formatDate, NO_DATE } from '@tms/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useToday } from '../../components/today';
import type { AgingFigure } from './components/aging-columns';

const AS_OF = 'as_of';
/** The open figure: "<customer id or all>.<bucket or total>", e.g. "12.days_61_90", "all.total". */
export const AGING_FIGURE = 'figure';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The figure named in the address, or null when none is open (or the value is not one). */
export function readFigure(value: string | null): AgingFigure | null {
  const [who, what] = value?.split('.') ?? [];
  const customerId = who === 'all' ? undefined : Number(who);
  if (customerId !== undefined && !(Number.isInteger(customerId) && customerId > 0)) return null;
  if (what !== 'total' && !AGING_BUCKETS.includes(what as AgingBucket)) return null;
  return { customerId, bucket: what === 'total' ? undefined : (what as AgingBucket) };
}

export const figureParam = (f: AgingFigure) => `${f.customerId ?? 'all'}.${f.bucket ?? 'total'}`;

/** Whether `value` is a calendar day ("2026-11-30") that exists. */
export const isDay = (value: string) => DAY.test(value) && formatDate(value) !== NO_DATE;

/**
 * The aging's day and its open figure, held in the address so a link shows the same figures and
 * Back closes the invoices. Today is the default and stays out of the address; a day after it is
 * not one the aging can be as of, so it reads as today.
 */
export function useAgingParams() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(AS_OF);
  const asOf = asked && isDay(asked) && asked < today ? asked : undefined;
  const patch = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  return {
    today,
    /** The day chosen, or undefined for today. */
    asOf,
    figure: readFigure(search.get(AGING_FIGURE)),
    setAsOf: (day: string | null) => patch({ [AS_OF]: day && day < today ? day : null, [AGING_FIGURE]: null }),
    openFigure: (f: AgingFigure | null) => patch({ [AGING_FIGURE]: f ? figureParam(f) : null }),
  };
}
