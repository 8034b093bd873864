import type { z } from 'zod';

/** Two bounds of a list's filter: days compare as their YYYY-MM-DD text, amounts as numbers. */
export type QueryRange = { from: string; to: string; kind: 'days' | 'amounts' };

/** "date_from (2026-03-10) is after date_to (2026-03-01): the range is reversed". */
export function reversedRangeMessage(range: QueryRange, from: string, to: string): string {
  const past = range.kind === 'days' ? 'after' : 'more than';
  return `${range.from} (${from}) is ${past} ${range.to} (${to}): the range is reversed`;
}

/**
 * A query's refinement refusing a lower bound past its upper one (422 on the upper bound), rather
 * than an empty answer that reads as "nothing in that range". Add it with `.superRefine(...)`.
 */
export const orderedRanges =
  (...ranges: QueryRange[]) =>
  (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const range of ranges) {
      const from = query[range.from];
      const to = query[range.to];
      if (typeof from !== 'string' || typeof to !== 'string' || from === '' || to === '') continue;
      const reversed = range.kind === 'days' ? from > to : Number(from) > Number(to);
      if (reversed) ctx.addIssue({ code: 'custom', path: [range.to], message: reversedRangeMessage(range, from, to) });
    }
  };
