import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderedRanges } from './query-ranges';

const query = z
  .object({
    date_from: z.string().optional(),
    date_to: z.string().optional(),
    min: z.string().optional(),
    max: z.string().optional(),
  })
  .superRefine(
    orderedRanges({ from: 'date_from', to: 'date_to', kind: 'days' }, { from: 'min', to: 'max', kind: 'amounts' }),
  );
const problems = (q: Record<string, string>) => {
  const r = query.safeParse(q);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('ordered query ranges', () => {
  it('takes bounds in order, equal, or one of them alone', () => {
    expect(problems({ date_from: '2026-03-01', date_to: '2026-03-01', min: '9.5', max: '10' })).toEqual([]);
    expect(problems({ date_from: '2026-03-10' })).toEqual([]);
    expect(problems({ max: '1' })).toEqual([]);
  });

  it('names both bounds of a reversed range, on the upper one', () => {
    expect(problems({ date_from: '2026-03-10', date_to: '2026-03-01', min: '50', max: '9.99' })).toEqual([
      ['date_to', 'date_from (2026-03-10) is after date_to (2026-03-01): the range is reversed'],
      ['max', 'min (50) is more than max (9.99): the range is reversed'],
    ]);
  });
});
