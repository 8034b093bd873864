import { describe, expect, it } from 'vitest';
import { analyticsPeriodQuery, monthsOfPeriod, previousPeriod, resolvePeriod } from './analytics';

const period = (q: Record<string, unknown>, today = '2026-11-24') =>
  resolvePeriod(analyticsPeriodQuery.parse(q), today);

describe('analytics periods', () => {
  it('defaults to the current year and keeps to the months asked for', () => {
    expect(period({})).toEqual({ date_from: '2026-01-01', date_to: '2026-11-24', months: null, kind: 'months' });
    expect(period({ year: '2025' }).date_to).toBe('2025-12-31');
    expect(period({ months: ['3', '12'] }).date_to).toBe('2026-11-24');
    expect(period({ months: '12' })).toMatchObject({ date_from: '2026-12-01', date_to: '2026-12-31' });
    expect(period({ year: '2024', months: ['2', '11'] })).toEqual({
      date_from: '2024-02-01',
      date_to: '2024-11-30',
      months: [2, 11],
      kind: 'months',
    });
    expect(period({ year: '2024', months: '2' }).date_to).toBe('2024-02-29');
  });

  it('takes days before year and months, filling a missing end with today', () => {
    expect(period({ year: '2020', date_from: '2026-10-01' })).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-11-24',
      months: null,
      kind: 'days',
    });
    expect(period({ date_to: '2025-03-01' }).date_from).toBe('2025-01-01');
  });

  it('compares months with the same months a year earlier and days with the days just before', () => {
    expect(previousPeriod(period({ year: '2024', months: '2' }))).toEqual({
      date_from: '2023-02-01',
      date_to: '2023-02-28',
      months: [2],
      kind: 'months',
    });
    expect(previousPeriod(period({}))).toMatchObject({ date_from: '2025-01-01', date_to: '2025-11-24' });
    expect(previousPeriod(period({ months: '2' }, '2028-02-29'))).toMatchObject({
      date_from: '2027-02-01',
      date_to: '2027-02-28',
    });
    expect(previousPeriod(period({ date_from: '2026-11-01', date_to: '2026-11-10' }))).toMatchObject({
      date_from: '2026-10-22',
      date_to: '2026-10-31',
    });
  });

  it('lists the months of a period', () => {
    expect(monthsOfPeriod(period({ year: '2024', months: ['1', '3'] }))).toEqual(['2024-01', '2024-03']);
    expect(monthsOfPeriod(period({ date_from: '2025-11-15', date_to: '2026-02-01' }))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
