import { describe, expect, it } from 'vitest';
import { daysProblem, readPeriod } from './period-params';

const TODAY = '2026-11-24';

describe('the dashboards’ period in the address', () => {
  it('reads a custom day range that the analytics can answer', () => {
    expect(readPeriod(new URLSearchParams('from=2026-01-01&to=2026-10-10'), TODAY)).toEqual({
      kind: 'days',
      from: '2026-01-01',
      to: '2026-10-10',
      preset: null,
    });
  });

  it('falls back to the current year for a range longer than 5 years or backwards', () => {
    for (const query of ['from=2019-01-01&to=2026-10-10', 'from=2026-10-10&to=2026-01-01']) {
      expect(readPeriod(new URLSearchParams(query), TODAY)).toEqual({ kind: 'months', year: 2026, months: [] });
    }
  });

  it('names what is wrong with a custom range before it is asked for', () => {
    expect(daysProblem('2026-10-10', '2026-01-01')).toBe('To must be on or after From');
    expect(daysProblem('2019-01-01', '2026-10-10')).toBe('The period can cover at most 5 years');
    expect(daysProblem('2021-11-25', '2026-11-24')).toBeUndefined();
  });
});
