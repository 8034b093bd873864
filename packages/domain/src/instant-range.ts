import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * A query's span between two instants, `from` and `to` (ISO with offset), the last day up to now by
 * default: a trail of positions, a driver's log. A reversed span is a 422 on `from`, one longer than
 * `maxDays` on `to`.
 */
export function instantRangeQuery(o: { maxDays: number; invalid: string; order: string; tooLong: string }) {
  const instant = z.iso.datetime({ offset: true, error: o.invalid });
  return z
    .strictObject({ from: instant.optional(), to: instant.optional() })
    .transform(({ from, to }) => {
      const end = to ? new Date(to) : new Date();
      return { from: from ? new Date(from) : new Date(end.getTime() - DAY_MS), to: end };
    })
    .refine((r) => r.from < r.to, { message: o.order, path: ['from'] })
    .refine((r) => r.to.getTime() - r.from.getTime() <= o.maxDays * DAY_MS, { message: o.tooLong, path: ['to'] });
}
