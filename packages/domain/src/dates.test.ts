import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  DEFAULT_TIME_ZONE,
  dayBounds,
  dayIn,
  formatDate,
  formatDateTime,
  formatStopWhen,
  formatTimeWindow,
  instantAt,
  isValidTimeZone,
  NO_DATE,
  stopTimeZone,
  timeOfDayIn,
  timeZoneForAddress,
  zoneLabel,
} from './dates';

const instant = '2026-01-06T03:30:00Z';

describe('the date module', () => {
  it('formats in the zone asked for, one pattern and one fallback everywhere', () => {
    expect(formatDateTime(instant, { timeZone: 'America/Chicago' })).toBe('Jan 5, 2026, 21:30');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('Jan 6, 2026, 03:30');
    expect(formatDate(instant, { timeZone: 'America/Los_Angeles' })).toBe('Jan 5, 2026');
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe(NO_DATE);
      expect(formatDateTime(missing)).toBe(NO_DATE);
    }
  });

  it('shows a bare calendar day as that day, in any zone', () => {
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDate('2026-12-31', { timeZone: 'Pacific/Honolulu' })).toBe('Dec 31, 2026');
  });

  it("shows a stop's day and window the same way on the board and in the wizard", () => {
    expect(formatStopWhen('2026-12-10', '08:00', '17:00')).toBe('Dec 10 · 08:00–17:00');
    expect(formatStopWhen('2026-12-10', '08:00', '08:00')).toBe('Dec 10 · 08:00');
    expect(formatStopWhen('2026-12-10', '', '')).toBe('Dec 10');
    expect(formatTimeWindow(null, '17:00')).toBe('');
  });

  it('knows which day an instant falls on in a zone, and the instants a day spans', () => {
    expect(dayIn('America/Chicago', new Date(instant))).toBe('2026-01-05');
    expect(dayIn('UTC', new Date(instant))).toBe('2026-01-06');
    expect(addDaysToDay('2026-02-28', 1)).toBe('2026-03-01');
    const { start, end } = dayBounds('2026-03-08', 'America/Chicago');
    expect(start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    // Daylight saving time begins that day: it lasts 23 hours.
    expect(end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });

  it("derives a company's zone from its address, else the default", () => {
    expect(timeZoneForAddress({ country: 'US', address: '100 Main St, Denver, CO 80202' })).toBe('America/Denver');
    expect(timeZoneForAddress({ country: 'United States', address: 'Seattle, wa' })).toBe('America/Los_Angeles');
    expect(timeZoneForAddress({ country: 'US', address: null })).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneForAddress({ country: 'Mexico', address: 'Monterrey, NL 64000' })).toBe(DEFAULT_TIME_ZONE);
  });

  it('checks IANA zone names', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('EST5EDT')).toBe(false);
  });

  it('reads a stop’s appointment times in its own zone: a US state’s, else the company’s', () => {
    expect(stopTimeZone({ state: 'ca' }, 'America/Chicago')).toBe('America/Los_Angeles');
    expect(stopTimeZone({ state: 'AZ', country: 'USA' }, 'America/Chicago')).toBe('America/Phoenix');
    expect(stopTimeZone({ state: 'ON', country: 'Canada' }, 'America/New_York')).toBe('America/New_York');
    expect(stopTimeZone({ state: null }, 'America/Denver')).toBe('America/Denver');
    // 08:00 at a Los Angeles dock is 16:00 UTC in winter and 15:00 UTC in summer.
    expect(instantAt('2026-01-06', '08:00', 'America/Los_Angeles')).toBe('2026-01-06T16:00:00.000Z');
    expect(instantAt('2026-07-06', '08:00', 'America/Los_Angeles')).toBe('2026-07-06T15:00:00.000Z');
    expect(timeOfDayIn('2026-01-06T16:00:00.000Z', 'America/Los_Angeles')).toBe('08:00');
    expect(timeOfDayIn('2026-01-06T16:00:00.000Z', 'America/New_York')).toBe('11:00');
    expect(timeOfDayIn(null, 'America/New_York')).toBe('');
    expect(zoneLabel('America/Chicago')).toBe('CT');
  });
});
