import {
  type DutyStatus,
  dayIn,
  formatStopWhen,
  type HosClocksList,
  type HosCycle,
  type HosRule,
  type HosViolation,
  timeOfDayIn,
} from '@tms/domain';

export type DriverClocks = HosClocksList['clocks'][number];

export const DUTY_STATUS_LABELS: Record<DutyStatus, string> = {
  off_duty: 'Off Duty',
  sleeper_berth: 'Sleeper Berth',
  driving: 'Driving',
  on_duty: 'On Duty',
};

/** The paper log's row codes, for a phone's narrow grid. */
export const DUTY_STATUS_CODES: Record<DutyStatus, string> = {
  off_duty: 'OFF',
  sleeper_berth: 'SB',
  driving: 'D',
  on_duty: 'ON',
};

export const HOS_RULE_LABELS: Record<HosRule, string> = {
  drive_11: '11-hour driving limit',
  shift_14: '14-hour window',
  break_30: '8 hours of driving without a 30-minute break',
  cycle_60: '60-hour / 7-day limit',
  cycle_70: '70-hour / 8-day limit',
};

/** Each clock's full length in minutes: what an empty log leaves. */
export const CLOCK_LIMITS = {
  drive: 11 * 60,
  shift: 14 * 60,
  break: 8 * 60,
  cycle: (cycle: HosCycle) => (cycle === '70_8' ? 70 : 60) * 60,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes as a clock's remaining time: "6 h 05 m". */
export function formatRemaining(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)} h ${pad(m % 60)} m`;
}

/** Minutes as a log row's total: "10:30", up to "24:00". */
export function formatTotal(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${pad(m % 60)}`;
}

/** An instant in the company's zone: the time alone on `today`, else with its day ("Nov 30 · 05:30"). */
export function formatInstant(iso: string, timeZone: string, today: string): string {
  const time = timeOfDayIn(iso, timeZone);
  const day = dayIn(timeZone, new Date(iso));
  return day === today ? time : formatStopWhen(day, time);
}

/** "11-hour driving limit exceeded by 60 min at 17:30". */
export function violationText(v: HosViolation, timeZone: string, today: string): string {
  return `${HOS_RULE_LABELS[v.rule]} exceeded by ${v.minutes_over} min at ${formatInstant(v.at, timeZone, today)}`;
}

/**
 * What the driver may still drive today: the least of the 11-hour, 14-hour and cycle clocks. The
 * break clock is left out: a 30-minute stop restores it, so it does not end the driver's day.
 */
export function availableDriveMinutes(c: DriverClocks): number {
  return Math.min(c.drive_remaining_minutes, c.shift_remaining_minutes, c.cycle_remaining_minutes);
}

export type ClockKey = 'drive' | 'shift' | 'cycle' | 'break';

export interface ClockFigure {
  key: ClockKey;
  label: string;
  minutes: number;
  limit: number;
}

/**
 * A driver's four clocks with their full lengths. A short-haul driver needs no 30-minute break
 * (395.1(e)(1)): the break clock is null for them rather than a copy of the drive clock.
 */
export function clockFigures(c: DriverClocks): Record<ClockKey, ClockFigure | null> {
  return {
    drive: { key: 'drive', label: 'Drive', minutes: c.drive_remaining_minutes, limit: CLOCK_LIMITS.drive },
    shift: { key: 'shift', label: 'Shift', minutes: c.shift_remaining_minutes, limit: CLOCK_LIMITS.shift },
    cycle: { key: 'cycle', label: 'Cycle', minutes: c.cycle_remaining_minutes, limit: CLOCK_LIMITS.cycle(c.cycle) },
    break: c.short_haul
      ? null
      : { key: 'break', label: 'Break', minutes: c.break_remaining_minutes, limit: CLOCK_LIMITS.break },
  };
}

export const CLOCK_KEYS: readonly ClockKey[] = ['drive', 'shift', 'cycle', 'break'];
