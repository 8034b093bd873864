import { dayBounds } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { formatTotal } from '../hos-format';
import { dayMinutes, logSpans, rowTotals, stepPath } from './log-geometry';

const ZONE = 'America/Chicago';
// 29 November 2026 in Chicago (UTC-6): midnight is 06:00Z.
const day = dayBounds('2026-11-29', ZONE);
const at = (hhmm: string, date = '2026-11-29') => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${date}T00:00:00-06:00`) + (h * 60 + m) * 60_000).toISOString();
};
const events = [
  // In force when the day opens: off duty since the evening before.
  { status: 'off_duty' as const, start: at('22:00', '2026-11-28') },
  { status: 'on_duty' as const, start: at('06:00') },
  { status: 'driving' as const, start: at('06:30') },
  { status: 'on_duty' as const, start: at('12:30') },
  { status: 'off_duty' as const, start: at('13:00') },
  // A new location, same status: one span.
  { status: 'off_duty' as const, start: at('15:00') },
  { status: 'sleeper_berth' as const, start: at('20:00') },
];
const later = new Date('2026-12-05T00:00:00Z');

describe('the log grid of a known day', () => {
  const spans = logSpans(events, day, later);

  it('places the driving span from 06:30 to 12:30 at minutes 390 to 750', () => {
    expect(spans.find((s) => s.status === 'driving')).toEqual({ status: 'driving', start: 390, end: 750 });
  });

  it('starts at midnight with the status in force and joins touching spans of one status', () => {
    expect(spans.map((s) => [s.status, s.start, s.end])).toEqual([
      ['off_duty', 0, 360],
      ['on_duty', 360, 390],
      ['driving', 390, 750],
      ['on_duty', 750, 780],
      ['off_duty', 780, 1200],
      ['sleeper_berth', 1200, 1440],
    ]);
  });

  it('totals each row, and the rows add to 24:00', () => {
    const totals = rowTotals(spans);
    expect(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, formatTotal(v)]))).toEqual({
      off_duty: '13:00',
      sleeper_berth: '4:00',
      driving: '6:00',
      on_duty: '1:00',
    });
    expect(formatTotal(Object.values(totals).reduce((a, b) => a + b, 0))).toBe('24:00');
  });

  it('draws the status line as steps between the rows (off duty on top, on duty at the bottom)', () => {
    expect(stepPath(spans)).toBe('M0 5 H360 V35 H390 V25 H750 V35 H780 V5 H1200 V15 H1440');
  });

  it('stops today at the present, and leaves time before the first event blank', () => {
    const today = logSpans(events.slice(1), day, new Date(at('10:00')));
    expect(today.map((s) => [s.status, s.start, s.end])).toEqual([
      ['on_duty', 360, 390],
      ['driving', 390, 600],
    ]);
    expect(stepPath(today)).toBe('M360 35 H390 V25 H600');
  });

  it('counts a day the clocks change on by its real length', () => {
    expect(dayMinutes(day)).toBe(1440);
    expect(dayMinutes(dayBounds('2026-11-01', ZONE))).toBe(1500);
    expect(dayMinutes(dayBounds('2026-03-08', ZONE))).toBe(1380);
  });
});
