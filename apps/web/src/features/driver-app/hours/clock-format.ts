import type { DutyStatus, HosClocksAnswer, HosRule } from '@tms/domain';

export const DUTY_LABELS: Record<DutyStatus, string> = {
  off_duty: 'Off duty',
  sleeper_berth: 'Sleeper berth',
  driving: 'Driving',
  on_duty: 'On duty',
};

export const RULE_LABELS: Record<HosRule, string> = {
  drive_11: '11-hour driving limit',
  shift_14: '14-hour window',
  break_30: '30-minute break',
  cycle_60: '60-hour / 7-day limit',
  cycle_70: '70-hour / 8-day limit',
};

export interface Clock {
  label: string;
  minutes: number;
  /** The clock's whole length in minutes. */
  limit: number;
}

/** The four clocks of the FMCSA rules with their full lengths: drive 11 h, shift 14 h, cycle 60 or 70 h, break after 8 h. */
export function clocksOf(c: HosClocksAnswer): Clock[] {
  return [
    { label: 'Drive', minutes: c.drive_remaining_minutes, limit: 11 * 60 },
    { label: 'Shift', minutes: c.shift_remaining_minutes, limit: 14 * 60 },
    { label: 'Cycle', minutes: c.cycle_remaining_minutes, limit: (c.cycle === '70_8' ? 70 : 60) * 60 },
    { label: 'Break', minutes: c.break_remaining_minutes, limit: 8 * 60 },
  ];
}

/** What the driver may still drive: the least of the drive, shift and cycle clocks (a break restores itself). */
export const driveLeft = (c: HosClocksAnswer) =>
  Math.min(c.drive_remaining_minutes, c.shift_remaining_minutes, c.cycle_remaining_minutes);

/** "6 h 05 m" */
export function hoursText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} m`;
}

/** Under two hours the clock warns, under one it alarms. */
export const clockColor = (minutes: number) => (minutes < 60 ? 'error' : minutes < 120 ? 'warning' : 'primary');
