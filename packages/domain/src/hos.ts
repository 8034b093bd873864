import { z } from 'zod';
import { clocksAt } from './hos/engine';

/**
 * Hours of Service for property-carrying drivers (49 CFR 395.3): from a driver's duty-status log,
 * the time left on each clock at an instant and the limits already passed. Pure: the parts live in
 * hos/ (timeline, duty periods with the sleeper-berth split, calendar days, cycle, violations).
 *
 * Choices the regulation leaves to the reader (the sleeper-berth split is in hos/duty-periods.ts):
 * - The clocks are independent, one per rule; what the driver may drive now is the least of them.
 * - Time before the first event is unknown: no rest is credited before it and no duty counted;
 *   the first duty period starts at the first on-duty or driving event. A first event that is a
 *   long rest counts for its own length.
 * - Adverse driving conditions (395.1(b)): an event flagged adverse extends the 11-hour and
 *   14-hour limits by 2 hours for the duty period it falls in, from that event on.
 * - Short-haul (395.1(e)(1)): no 30-minute break is required, so the break clock shows the drive
 *   clock; the 14-hour limit stays.
 * - A violation is driving past a limit; on-duty work after the window or the cycle is allowed.
 *   Limits passed by less than a whole minute are not reported.
 * - An event starting exactly at the instant sets the status at it (it has lasted no time yet).
 */

export const DUTY_STATUSES = ['off_duty', 'sleeper_berth', 'driving', 'on_duty'] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

export const HOS_CYCLES = ['70_8', '60_7'] as const;
export type HosCycle = (typeof HOS_CYCLES)[number];

export const HOS_RULES = ['drive_11', 'shift_14', 'break_30', 'cycle_60', 'cycle_70'] as const;
export type HosRule = (typeof HOS_RULES)[number];

/** One change of duty status; it lasts until the next event. */
export interface DutyEvent {
  status: DutyStatus;
  start: Date;
  adverseConditions?: boolean;
}

export interface HosOptions {
  cycle: HosCycle;
  /** The company's zone: the cycle's calendar days are its days. */
  timeZone: string;
  shortHaul?: boolean;
}

export interface HosViolation {
  rule: HosRule;
  /** ISO instant the limit was passed. */
  at: string;
  /** Whole minutes of driving beyond the limit (by the clocks' instant). */
  minutes_over: number;
}

export interface HosClocks {
  /** Status at the instant (off_duty when no event starts at or before it). */
  status: DutyStatus;
  /** Whole minutes, never negative (0 when over, with a violation). */
  drive_remaining_minutes: number;
  shift_remaining_minutes: number;
  cycle_remaining_minutes: number;
  /** Driving minutes left before a 30-minute break is required. */
  break_remaining_minutes: number;
  cycle: HosCycle;
  /** Violations passed by the instant, in time order. */
  violations: HosViolation[];
  /**
   * ISO: when a 10-hour rest would end: the instant + 10 h when the driver is not resting,
   * else 10 h after the current rest began. Null when the log has no event by the instant.
   */
  next_reset_at: string | null;
}

/** The clocks at `at` from the events before it (a currently open event lasts until `at`). */
export function hosClocks(events: readonly DutyEvent[], at: Date, options: HosOptions): HosClocks {
  return clocksAt(events, at, options);
}

export const HOS_MESSAGES = {
  startInvalid: 'Must be a date and time with its offset',
  startOrder: 'Must be after the previous event',
} as const;

/** One duty-status change as the API takes it. */
export const dutyStatusEventInput = z.strictObject({
  status: z.enum(DUTY_STATUSES).describe('The duty status from this instant on'),
  start: z.iso.datetime({ offset: true, error: HOS_MESSAGES.startInvalid }).describe('When the status began'),
  location: z.string().trim().max(120).optional(),
  note: z.string().trim().max(500).optional(),
  adverse_conditions: z.boolean().optional().describe('Adverse driving conditions met (395.1(b))'),
});
export type DutyStatusEventInput = z.infer<typeof dutyStatusEventInput>;

export const dutyStatusEventsInput = z.strictObject({
  events: z.array(dutyStatusEventInput).min(1).max(5000),
});
export type DutyStatusEventsInput = z.infer<typeof dutyStatusEventsInput>;

export const hosViolationAnswer = z.object({
  rule: z.enum(HOS_RULES),
  at: z.string().describe('When the limit was passed (ISO)'),
  minutes_over: z.number().int().describe('Whole minutes of driving past the limit'),
});

export const hosClocksAnswer = z.object({
  driver_id: z.number().int(),
  at: z.string().describe('The instant the clocks are read at (ISO)'),
  status: z.enum(DUTY_STATUSES),
  drive_remaining_minutes: z.number().int().describe('Driving left under the 11-hour limit'),
  shift_remaining_minutes: z.number().int().describe('Time left in the 14-hour window'),
  cycle_remaining_minutes: z.number().int().describe('On-duty time left in the 60/70-hour cycle'),
  break_remaining_minutes: z.number().int().describe('Driving left before a 30-minute break is due'),
  cycle: z.enum(HOS_CYCLES),
  next_reset_at: z.string().nullable().describe('When a 10-hour rest would end (ISO); null without events'),
  violations: z.array(hosViolationAnswer).describe('Limits passed by driving, in time order'),
});
export type HosClocksAnswer = z.infer<typeof hosClocksAnswer>;

/** The first event not strictly after the one before it (the API answers 422 on `events[index].start`), or null. */
export function validateDutyEventOrder(
  events: readonly { start: string | Date }[],
): { index: number; detail: string } | null {
  for (let i = 1; i < events.length; i++) {
    if (new Date(events[i]!.start).getTime() <= new Date(events[i - 1]!.start).getTime()) {
      return { index: i, detail: HOS_MESSAGES.startOrder };
    }
  }
  return null;
}
