import { describe, expect, it } from 'vitest';
import {
  detentionMinutes,
  formatMinutes,
  isArrivedLate,
  STOP_TIME_MESSAGES,
  stopTimesInput,
  stopTimesProblem,
} from './stop-times';

const at = (hhmm: string) => `2026-06-01T${hhmm}:00Z`;

describe('stop times', () => {
  it('refuses a departure before the arrival, or without one', () => {
    expect(stopTimesProblem(at('10:00'), at('09:59'))).toBe(STOP_TIME_MESSAGES.departedBeforeArrived);
    expect(stopTimesProblem(null, at('10:00'))).toBe(STOP_TIME_MESSAGES.departedWithoutArrival);
    expect(stopTimesProblem(at('10:00'), at('10:00'))).toBeNull();
    expect(stopTimesProblem(at('10:00'), null)).toBeNull();
  });

  it('is late only when the truck arrived after the window closed', () => {
    expect(isArrivedLate({ arrived_at: at('17:01'), appointment_time_higher: at('17:00') })).toBe(true);
    expect(isArrivedLate({ arrived_at: at('17:00'), appointment_time_higher: at('17:00') })).toBe(false);
    expect(isArrivedLate({ arrived_at: null, appointment_time_higher: at('17:00') })).toBe(false);
    expect(isArrivedLate({ arrived_at: at('18:00'), appointment_time_higher: null })).toBe(false);
  });

  it('counts detention past the free time, from arrival', () => {
    const stop = { arrived_at: at('08:00'), departed_at: at('11:15') };
    expect(detentionMinutes(stop, 120)).toBe(75);
    expect(detentionMinutes(stop, 195)).toBe(0);
    expect(detentionMinutes(stop, 300)).toBe(0);
    expect(detentionMinutes({ arrived_at: at('08:00'), departed_at: null }, 120)).toBeNull();
    expect(detentionMinutes({ arrived_at: null, departed_at: at('08:00') }, 120)).toBeNull();
  });

  it('starts the clock at the appointment when the truck came early', () => {
    const early = { arrived_at: at('06:00'), departed_at: at('11:00'), appointment_time_lower: at('08:00') };
    expect(detentionMinutes(early, 120)).toBe(60);
    const lateArrival = { arrived_at: at('09:00'), departed_at: at('12:00'), appointment_time_lower: at('08:00') };
    expect(detentionMinutes(lateArrival, 120)).toBe(60);
    const leftBeforeSlot = { arrived_at: at('06:00'), departed_at: at('07:00'), appointment_time_lower: at('08:00') };
    expect(detentionMinutes(leftBeforeSlot, 0)).toBe(0);
  });

  it('reads the body: a field left out keeps, null or empty clears, one is needed', () => {
    expect(stopTimesInput.parse({ arrived_at: '' })).toEqual({ arrived_at: null });
    expect(stopTimesInput.safeParse({}).success).toBe(false);
    expect(stopTimesInput.safeParse({ arrived_at: 'yesterday' }).success).toBe(false);
    expect(stopTimesInput.safeParse({ arrived_at: at('08:00'), extra: 1 }).success).toBe(false);
  });

  it('writes durations short', () => {
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(120)).toBe('2h');
    expect(formatMinutes(135)).toBe('2h 15m');
  });
});
