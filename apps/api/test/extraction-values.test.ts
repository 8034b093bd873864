import { describe, expect, it } from 'vitest';
import { findDates } from '../src/modules/extraction/values';

const dates = (text: string) => findDates(text).map((h) => [h.year, h.month, h.day]);

describe('dates with a month name', () => {
  it('reads the year when one is printed', () => {
    expect(dates('Feb 23, 2026')).toEqual([[2026, 2, 23]]);
    expect(dates('4 Mar 2026')).toEqual([[2026, 3, 4]]);
    expect(dates('Mar 4 26')).toEqual([[2026, 3, 4]]);
    expect(dates('Mar 4, 2026 08:00')).toEqual([[2026, 3, 4]]);
  });

  it('takes no year from a time window printed after the day', () => {
    expect(dates('Monday, February 23 0700-1530 hrs')).toEqual([[null, 2, 23]]);
    expect(dates('Tuesday, March 4 2000-2200')).toEqual([[null, 3, 4]]);
    expect(dates('Tuesday, March 4')).toEqual([[null, 3, 4]]);
  });
});
