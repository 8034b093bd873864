import { describe, expect, it } from 'vitest';
import { reportDashboardPath, reportDueOn, reportPeriod, reportPeriodLabel } from './analytics-reports';

describe('scheduled report periods', () => {
  it('covers yesterday, the previous Monday-to-Sunday week and the previous month', () => {
    // 2026-11-23 is a Monday.
    expect(reportPeriod('daily', '2026-11-23')).toEqual({ date_from: '2026-11-22', date_to: '2026-11-22' });
    expect(reportPeriod('weekly', '2026-11-23')).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22' });
    // Any day of a week points at the last completed one.
    expect(reportPeriod('weekly', '2026-11-25')).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22' });
    expect(reportPeriod('weekly', '2026-11-29')).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22' });
    expect(reportPeriod('monthly', '2026-12-01')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(reportPeriod('monthly', '2027-01-15')).toEqual({ date_from: '2026-12-01', date_to: '2026-12-31' });
    expect(reportPeriod('monthly', '2028-03-01')).toEqual({ date_from: '2028-02-01', date_to: '2028-02-29' });
    expect(reportPeriod('daily', '2027-01-01')).toEqual({ date_from: '2026-12-31', date_to: '2026-12-31' });
  });

  it('is due daily, on Mondays and on the 1st', () => {
    expect(reportDueOn('daily', '2026-11-24')).toBe(true);
    expect(reportDueOn('weekly', '2026-11-23')).toBe(true);
    expect(reportDueOn('weekly', '2026-11-24')).toBe(false);
    expect(reportDueOn('monthly', '2026-12-01')).toBe(true);
    expect(reportDueOn('monthly', '2026-12-02')).toBe(false);
  });

  it('names the period as the subject does', () => {
    expect(reportPeriodLabel('weekly', { date_from: '2026-11-16', date_to: '2026-11-22' })).toBe('Nov 16–22, 2026');
    expect(reportPeriodLabel('weekly', { date_from: '2026-11-30', date_to: '2026-12-06' })).toBe(
      'Nov 30 – Dec 6, 2026',
    );
    expect(reportPeriodLabel('weekly', { date_from: '2026-12-28', date_to: '2027-01-03' })).toBe(
      'Dec 28, 2026 – Jan 3, 2027',
    );
    expect(reportPeriodLabel('daily', { date_from: '2026-11-23', date_to: '2026-11-23' })).toBe('Nov 23, 2026');
    expect(reportPeriodLabel('monthly', { date_from: '2026-11-01', date_to: '2026-11-30' })).toBe('November 2026');
    expect(reportDashboardPath({ date_from: '2026-11-01', date_to: '2026-11-30' })).toBe(
      '/app/dashboard?from=2026-11-01&to=2026-11-30',
    );
  });
});
