import { describe, expect, it } from 'vitest';
import { hosClocks } from '../../../test/hos-clocks';
import { availableDriveMinutes, clockFigures, formatInstant, formatRemaining, violationText } from './hos-format';

const ZONE = 'America/Chicago';

describe('hours of service wording', () => {
  it('writes remaining time as hours and two-digit minutes', () => {
    expect(formatRemaining(365)).toBe('6 h 05 m');
    expect(formatRemaining(660)).toBe('11 h 00 m');
    expect(formatRemaining(0)).toBe('0 h 00 m');
    expect(formatRemaining(-5)).toBe('0 h 00 m');
  });

  it('names a violation, its minutes over and when, in the company zone', () => {
    const v = { rule: 'drive_11' as const, at: '2026-11-29T23:30:00Z', minutes_over: 60 };
    expect(violationText(v, ZONE, '2026-11-29')).toBe('11-hour driving limit exceeded by 60 min at 17:30');
    expect(violationText(v, ZONE, '2026-11-30')).toBe('11-hour driving limit exceeded by 60 min at Nov 29 · 17:30');
  });

  it('shows an instant of another day with its day', () => {
    expect(formatInstant('2026-11-30T11:15:00Z', ZONE, '2026-11-29')).toBe('Nov 30 · 05:15');
  });

  it('counts the drive time available as the least of the drive, shift and cycle clocks', () => {
    const c = hosClocks({ drive_remaining_minutes: 300, shift_remaining_minutes: 200, break_remaining_minutes: 10 });
    expect(availableDriveMinutes(c)).toBe(200);
  });

  it('sizes the cycle bar by the driver’s cycle and drops the break for short-haul', () => {
    expect(clockFigures(hosClocks({ cycle: '60_7' })).cycle?.limit).toBe(3600);
    expect(clockFigures(hosClocks({ cycle: '70_8' })).cycle?.limit).toBe(4200);
    expect(clockFigures(hosClocks({ short_haul: true })).break).toBeNull();
  });
});
