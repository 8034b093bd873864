import { describe, expect, it } from 'vitest';
import { lastCompletedQuarter, quarterSpan, quartersOffered, readQuarter, yearsOffered } from './ifta-quarter';

const search = (s: string) => new URLSearchParams(s);

describe('the quarter picker', () => {
  it('opens on the quarter before today’s, the one filed next', () => {
    expect(lastCompletedQuarter('2026-11-15')).toEqual({ year: 2026, quarter: 3 });
    expect(lastCompletedQuarter('2026-02-01')).toEqual({ year: 2025, quarter: 4 });
    expect(lastCompletedQuarter('2026-04-01')).toEqual({ year: 2026, quarter: 1 });
  });

  it('offers the quarters begun by today, never a later one', () => {
    expect(quartersOffered(2026, '2026-11-15')).toEqual([1, 2, 3, 4]);
    expect(quartersOffered(2026, '2026-05-20')).toEqual([1, 2]);
    expect(quartersOffered(2027, '2026-11-15')).toEqual([]);
    expect(yearsOffered('2026-11-15')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('reads the quarter in the address, falling back on the last completed one', () => {
    expect(readQuarter(search('year=2025&quarter=2'), '2026-11-15')).toEqual({ year: 2025, quarter: 2 });
    for (const wrong of ['year=2027&quarter=1', 'year=2026&quarter=5', 'year=abc&quarter=1', ''])
      expect(readQuarter(search(wrong), '2026-11-15')).toEqual({ year: 2026, quarter: 3 });
  });

  it('names the days a quarter covers', () => {
    expect(quarterSpan({ year: 2026, quarter: 3 })).toBe('Jul 1 – Sep 30, 2026');
    expect(quarterSpan({ year: 2024, quarter: 1 })).toBe('Jan 1 – Mar 31, 2024');
  });
});
